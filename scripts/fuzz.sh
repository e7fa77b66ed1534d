#!/usr/bin/env bash
# Builds montsim's libFuzzer targets (clang, with AddressSanitizer and
# UndefinedBehaviorSanitizer) in build-san/ (the sanitizer build test.sh also
# uses) and runs each one.
#
# Usage: scripts/fuzz.sh [SECONDS] [TARGET ...]
#   SECONDS  how long each target runs (default 60)
#   TARGET   assembler, elf, config, machine, whatif, packets, description,
#            commands (default: all eight)
#
# Seed corpora come from the project's own programs, ELF files assembled from
# them and configs; what a run discovers stays in build-san/corpus/TARGET
# for the next run. A crash (or a sanitizer report, or a timeout) is saved
# in build-san/crashes/TARGET/ and the script fails: fix it, then copy the
# input to tests/fuzz/regressions/TARGET/, which the sanitizer build replays
# as a test. Prints the executions per target.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
seconds="${1:-60}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(assembler elf config machine whatif packets description commands)
jobs="$(nproc 2>/dev/null || echo 2)"
build=build-san

bash scripts/build_sanitized.sh >/dev/null

# Seeds (copies, so the corpus may grow without touching the sources).
mkdir -p "$build/corpus/assembler" "$build/corpus/elf" "$build/corpus/config" "$build/corpus/machine" \
  "$build/corpus/whatif" "$build/corpus/packets" "$build/corpus/description" "$build/corpus/commands"
find schemes tests/fuzz/regressions/assembler -name '*.s' -exec cp {} "$build/corpus/assembler/" \;
cp configs/*.toml tests/fuzz/regressions/config/* "$build/corpus/config/"
cp tests/fuzz/regressions/elf/* "$build/corpus/elf/"
cp configs/machines/*.toml tests/fuzz/regressions/machine/* "$build/corpus/machine/"
cp tests/fuzz/regressions/whatif/* "$build/corpus/whatif/"
cp tests/fuzz/regressions/packets/* "$build/corpus/packets/"
cp schemes/program/examples/*.toml tests/fuzz/regressions/description/* "$build/corpus/description/"
cp tests/fuzz/regressions/commands/* "$build/corpus/commands/"
for program in schemes/sos/sos.s schemes/sos/sos_libgcc.s schemes/pshs/pshs.s; do
  "$build/montsim" asm "$program" -o "$build/corpus/elf/$(basename "$program" .s).elf" >/dev/null
done

status=0
for target in "${targets[@]}"; do
  mkdir -p "$build/crashes/$target"
  log="$build/fuzz_$target.log"
  if "$build/tests/fuzz_$target" "$build/corpus/$target" -max_total_time="$seconds" -timeout=10 \
       -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$build/crashes/$target/" >"$log" 2>&1; then
    execs="$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')"
    echo "fuzz_$target: $execs executions in ${seconds} s, no crash"
  else
    echo "fuzz_$target: FAILED; the input is in $build/crashes/$target/, the report in $log" >&2
    grep -m 5 -E 'ERROR|SUMMARY|runtime error|deadly signal|timeout' "$log" >&2 || true
    status=1
  fi
done
exit "$status"
