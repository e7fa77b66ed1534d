#!/usr/bin/env bash
# Configures (once) and builds the sanitizer build in build-san/: clang,
# AddressSanitizer + UndefinedBehaviorSanitizer, libFuzzer instrumentation,
# the fuzz targets (tests/sanitizers/README.md). Idempotent.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="$(nproc 2>/dev/null || echo 2)"
if [ ! -f "$root/build-san/build.ninja" ]; then
  CC=clang CXX=clang++ cmake -S "$root" -B "$root/build-san" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
    -DMONTSIM_SANITIZE=ON -DMONTSIM_FUZZ=ON >/dev/null
fi
cmake --build "$root/build-san" -j "$jobs"
