"""montsim bench (scripts/montsim/tools/bench.py): the workloads, a row per
workload with its cpu time, peak memory and simulated work, the ratio against another
engine, and refusals. The figures themselves are benchmarks, not tested."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
SCRIPT = ROOT / "scripts" / "montsim"


def bench(*args):
    return subprocess.run([sys.executable, str(SCRIPT), "bench", *map(str, args)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)


def test_the_list_names_every_workload_and_runs_nothing():
    done = bench("--list")
    assert done.returncode == 0, done.stderr
    names = [line.split()[0] for line in done.stdout.splitlines()]
    assert names == ["table3", "table3-j2", "rsa2048", "pshs256-ring", "pshs256-mesh-random", "pshs4096-mesh", "pearray-1pe"]


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_a_workload_against_another_engine_prints_its_ratio():
    done = bench("--only", "table3", "--pairs", "1", "--vs", MONTSIM)
    assert done.returncode == 0, done.stderr
    assert "ratio = this engine over" in done.stdout
    row = [line for line in done.stdout.splitlines() if line.startswith("table3")][0].split()
    cpu, other, ratio, peak, work = float(row[1]), float(row[2]), float(row[3]), float(row[4]), int(row[5])
    assert cpu >= 0 and other >= 0 and ratio > 0
    assert 1 < peak < 4096  # MiB: the run's own process and workers, not the bench's
    assert work > 1_000_000  # the sweep's simulated instructions, from its results


@pytest.mark.parametrize("args, says", [
    (("--only", "table4"), "no such workload"),
    (("--vs", "/nonexistent/montsim"), "no such engine"),
    (("--pairs", "0"), "--pairs"),
])
def test_bad_options_are_refused(args, says):
    done = bench(*args)
    assert done.returncode == 2 and says in done.stderr


@pytest.mark.skipif(not MONTSIM.exists() or not shutil.which("valgrind"), reason="montsim is not built, or no valgrind")
def test_callgrind_counts_the_points_own_simulation_per_simulated_instruction():
    done = bench("--only", "table3", "--pairs", "1", "--callgrind", "pshs256-ring", "--vs", MONTSIM)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert any(line.startswith("host instructions per simulated instruction") for line in lines)
    row = [line for line in lines if line.startswith("pshs256-ring")][0].split()
    host_m, simulated, per, vs_host_m, vs_per = float(row[1]), int(row[2]), float(row[3]), float(row[4]), float(row[5])
    assert simulated > 10_000_000  # the 256 cores' instructions, from the results
    # The same engine twice: callgrind's counts do not depend on the load.
    assert abs(host_m - vs_host_m) <= 0.01 * host_m
    # Only the point's platform: its set-up, its check and its baseline
    # (one core's SOS run) are not counted; a simulated instruction costs
    # host instructions, but not hundreds on the ring.
    assert 1 < per < 100
    assert abs(per - host_m * 1e6 / simulated) < 0.01


def test_callgrind_refuses_a_sweep_and_the_pe_array():
    for name in ("table3", "pearray-1pe", "ring"):
        done = bench("--callgrind", name)
        assert done.returncode == 2 and "not a one-point workload of cores" in done.stderr, done.stderr
