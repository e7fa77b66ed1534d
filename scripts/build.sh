#!/usr/bin/env bash
# Configures (once) and builds montsim in build/ (Release). Idempotent.
# Arguments name the targets to build (default: all, the tests included;
# scripts/main.sh builds the engine alone: `bash scripts/build.sh montsim`).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
jobs="$(nproc 2>/dev/null || echo 2)"
if [ ! -f "$root/build/build.ninja" ]; then
  cmake -S "$root" -B "$root/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
targets=()
for target in "$@"; do targets+=(--target "$target"); done
cmake --build "$root/build" -j "$jobs" "${targets[@]}"
