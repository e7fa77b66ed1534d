"""montsim bench-core: the core against qemu-microblaze on the held-out loop,
and callgrind's host instructions per simulated instruction. The times are
not checked (benchmarks are not timed tests); what is: the command runs,
both simulators end the loop alike, the counts come out, and a simulator
that ends differently, or bad options, are refused. Needs the toolchain and
qemu-microblaze: CI has both (MONTSIM_REQUIRE_TOOLCHAIN=1)."""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
REQUIRED = os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1"


@pytest.fixture(scope="module")
def tools():
    cache = Path(os.environ.get("MONTSIM_TOOLCHAIN_CACHE", "/var/cache/montsim"))
    done = sorted(cache.glob("microblaze-elf-*/.complete")) if cache.exists() else []
    missing = []
    if not os.environ.get("MONTSIM_TOOLCHAIN") and not done:
        missing.append("the microblaze-elf toolchain (bash scripts/toolchain.sh)")
    if not shutil.which("qemu-microblaze"):
        missing.append("qemu-microblaze (Debian: qemu-user)")
    if missing:
        if REQUIRED:
            pytest.fail("missing " + ", ".join(missing) + " (MONTSIM_REQUIRE_TOOLCHAIN=1)")
        pytest.skip("missing " + ", ".join(missing))
    if not MONTSIM.exists():
        pytest.fail("montsim is not built (bash scripts/build.sh)")


def bench(*args):
    return subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "bench-core", *args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_both_simulators_run_the_loop_alike_and_the_counts_come_out(tools):
    out = bench("--pairs", "1", "--reps", "300", "--callgrind-reps", "30", "--bits", "256")
    assert out.returncode == 0, out.stderr
    m = re.search(r"REPS=300\): (\d+) simulated instructions, exit status (\d+) on every run", out.stdout)
    assert m, out.stdout
    assert int(m.group(1)) > 300 * 64 * 10  # at least ten instructions a product
    assert re.search(r"montsim / qemu speed: median of 1 interleaved pairs \d+\.\d+x", out.stdout)
    if shutil.which("valgrind"):
        m = re.search(r"SOS kernel 256 bits (\d+\.\d); held-out loop \(REPS=30\) (\d+\.\d)", out.stdout)
        assert m, out.stdout
        # A sane count: the host needs a few instructions per simulated one,
        # and not hundreds.
        assert all(2 < float(x) < 100 for x in m.groups())


def test_another_engine_runs_in_the_same_rounds(tools):
    out = bench("--pairs", "1", "--reps", "100", "--no-callgrind", "--vs", str(MONTSIM))
    assert out.returncode == 0, out.stderr
    assert re.search(r"--vs engine +median \d+\.\d+ s cpu; montsim exec is \d+\.\d+x as fast", out.stdout)


def test_a_simulator_that_ends_differently_is_refused(tools, tmp_path):
    fake = tmp_path / "montsim"
    fake.write_text("#!/bin/sh\necho 'instructions: 5' >&2\nexit 3\n")
    fake.chmod(0o755)
    out = bench("--pairs", "1", "--reps", "10", "--no-callgrind", "--engine", str(fake))
    assert out.returncode != 0
    assert "the runs ended differently" in out.stderr


def test_bad_options_are_refused(tools, tmp_path):
    out = bench("--pairs", "0")
    assert out.returncode != 0 and "argument --pairs: 0 is below 1" in out.stderr
    out = bench("--vs", str(tmp_path / "nothing"))
    assert out.returncode != 0 and "is not an executable engine" in out.stderr


def stand_in_coremark(folder, crc_line):
    """A made-up checkout in CoreMark's shape (its five files and its
    header): its main prints through the port's printf what a CoreMark run
    prints, and `crc_line` after it."""
    folder.mkdir()
    (folder / "coremark.h").write_text('#include "core_portme.h"\ntypedef ee_u32 secs_ret;\n')
    for name in ("core_list_join.c", "core_matrix.c", "core_state.c", "core_util.c"):
        (folder / name).write_text('#include "coremark.h"\n')
    (folder / "core_main.c").write_text(
        '#include "coremark.h"\n'
        "extern volatile ee_s32 seed4_volatile;\n"
        "int main(void) {\n"
        '    ee_printf("%s : 0x%04x\\n", "seedcrc         ", 0xe9f5);\n'
        '    ee_printf("Iterations %d, %u, %lx, %c, %5d, %%\\n", -(int)seed4_volatile, 42u, 0xbeefUL, 65, 7);\n'
        f'    ee_printf("{crc_line}\\n");\n'
        "    return 0;\n"
        "}\n")
    return folder


def test_coremark_runs_alike_on_both_with_the_port(tools, tmp_path):
    checkout = stand_in_coremark(tmp_path / "coremark", "[0]crclist       : 0xe714")
    out = bench("--pairs", "1", "--reps", "10", "--no-callgrind", "--coremark", str(checkout),
                "--coremark-iterations", "3")
    assert out.returncode == 0, out.stderr
    assert re.search(r"CoreMark \(.*ITERATIONS=3\): \d+ simulated instructions, its CRCs validated", out.stdout)
    assert out.stdout.count("montsim / qemu speed") == 2


def test_coremark_that_reports_a_crc_error_or_is_no_checkout_is_refused(tools, tmp_path):
    checkout = stand_in_coremark(tmp_path / "coremark", "[0]ERROR! list crc 0x1234 - should be 0xe714")
    out = bench("--pairs", "1", "--reps", "10", "--no-callgrind", "--coremark", str(checkout))
    assert out.returncode != 0 and "did not validate its 2K performance run" in out.stderr
    out = bench("--pairs", "1", "--reps", "10", "--no-callgrind", "--coremark", str(tmp_path))
    assert out.returncode != 0 and "is not a CoreMark checkout" in out.stderr
