"""montsim bench-table3: the Table III sweep's cpu time in each simulation
mode, a before/after ratio against another engine (--vs) and callgrind's
host instructions (--callgrind). The times are not checked (benchmarks are
not timed tests); what is: the command runs, the lines come out with sane
figures, and bad options are refused."""
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


def bench(*args):
    return subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "bench-table3", *args],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


@pytest.fixture(scope="module")
def built():
    if not MONTSIM.exists():
        pytest.fail("montsim is not built (bash scripts/build.sh)")


def test_the_modes_a_ratio_and_the_counts_come_out(built):
    args = ["--repeat", "1", "--vs", str(MONTSIM)] + (["--callgrind"] if shutil.which("valgrind") else [])
    out = bench(*args)
    assert out.returncode == 0, out.stderr
    assert re.search(r"one worker, sync-free \(default\): \d+\.\d\d s cpu \(1\.0x\)", out.stdout)
    m = re.search(r"one worker, --vs engine: median \d+\.\d+ s cpu, this engine \d+\.\d+ s: (\d+\.\d+) of it "
                  r"\(median of 1 pairs\)", out.stdout)
    assert m, out.stdout
    assert 0.2 < float(m.group(1)) < 5  # the same engine against itself
    if shutil.which("valgrind"):
        counts = [int(x) for x in re.findall(r"(\d+) million host instructions \(callgrind\)", out.stdout)]
        assert len(counts) == 2, out.stdout
        # The same engine twice: callgrind's counts do not depend on the load.
        assert counts[0] > 10 and abs(counts[0] - counts[1]) <= counts[0] // 100


def test_bad_options_are_refused(built, tmp_path):
    out = bench("--repeat", "0")
    assert out.returncode != 0 and "argument --repeat: 0 is below 1" in out.stderr
    out = bench("--vs", str(tmp_path / "nothing"))
    assert out.returncode != 0 and "is not an executable engine" in out.stderr
