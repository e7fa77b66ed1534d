#!/usr/bin/env bash
# Installs what is missing, builds the microblaze-elf toolchain once per
# machine (scripts/toolchain.sh: about 9 minutes, then cached), builds, and
# runs every C++ (CTest/Catch2) and Python (pytest) test (the toolchain and
# QEMU tests included: MONTSIM_REQUIRE_TOOLCHAIN=1 makes a missing toolchain
# a failure, not a skip), a short random/adversarial operand sweep, every
# mutant of the fast paths and references through the tests, then the
# whole C++ suite again under ASan + UBSan (build-san/) and each fuzz target
# for a short while. Exits non-zero if anything fails.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/install_deps.sh qemu-user gtkwave xvfb xauth chromium
MONTSIM_TOOLCHAIN="$(bash scripts/toolchain.sh)"
export MONTSIM_TOOLCHAIN MONTSIM_REQUIRE_TOOLCHAIN=1
# The cores' blocks compiled to host code (cores/mb/README.md) are tested
# wherever they can be built: a missing compiler is a failure there.
if [ "$(uname -m)" = x86_64 ]; then export MONTSIM_REQUIRE_JIT=1; fi
bash scripts/build.sh
export PATH="$root/.venv/bin:$PATH"  # the `montsim` command install_deps.sh installed
jobs="$(nproc 2>/dev/null || echo 2)"
ctest --test-dir build --output-on-failure -j "$jobs"
/usr/bin/python3 -m pytest -q -rs tests/scripts tests/structure
# A short run of the random and adversarial operand sweep (the long one:
# montsim stress --runs 10000).
montsim stress --runs 1000 -j "$jobs" 2>/dev/null
# Every mutant of the fast paths and the references (a term off by one, a
# credit ignored, a carry lost) must make a differential test fail
# (tests/mutants/README.md): "N of N mutants caught", or the survivors.
montsim mutants -q -j "$jobs"

# The sanitizer build: the whole suite (and the fuzz regression inputs) under
# ASan + UBSan, then each libFuzzer target briefly (tests/sanitizers/README.md;
# long runs: scripts/fuzz.sh 3600).
# (its output in build-san.log; the end of it is shown if the build fails)
bash scripts/build_sanitized.sh >build-san.log 2>&1 || { tail -40 build-san.log; exit 1; }
ctest --test-dir build-san --output-on-failure -j "$jobs"
# (Eight targets at 15 s: two minutes, as six at 20 s were.)
bash scripts/fuzz.sh "${MONTSIM_FUZZ_SECONDS:-15}"
