"""scripts/montsim/commands/iwbmm.py on real runs: the Fig. 6 charts, Table 2 (two sizes) and
the latency-vs-p check against Eq. 11."""
import subprocess
import sys
from pathlib import Path

import pytest

from montsim.commands import iwbmm

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
SCRIPT = ROOT / "scripts" / "montsim"


def run(config, out, *sets):
    args = [str(MONTSIM), "run", str(ROOT / "configs" / config), "--quiet", "--out", str(out)]
    for s in sets:
        args += ["--set", s]
    subprocess.run(args, check=True)


def script(*args):
    return subprocess.run([sys.executable, str(SCRIPT), "iwbmm", *map(str, args)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_fig6_charts(tmp_path):
    run("iwbmm_fig6.toml", tmp_path / "f")
    png = tmp_path / "fig6.png"
    done = script("charts", tmp_path / "f" / "results.json", "-o", png)
    assert done.returncode == 0, done.stderr
    assert "p = 4 (e = 3, lambda = 1): latency 30 cycles" in done.stdout
    assert "p = 3 (e = 3, lambda = 2): latency 39 cycles" in done.stdout
    rows = done.stdout.splitlines()
    # p = 4: PE1 runs X0.0 in unit 0, PE_f its last word in unit 9.
    assert any(r.split()[:2] == ["0", "X0.0"] for r in rows)
    assert any(r.split() == ["9", ".", ".", ".", ".", "F3"] for r in rows)
    assert png.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_table2_and_latency(tmp_path):
    run("iwbmm_table2.toml", tmp_path / "t", "scheme.bits=1024")
    done = script("table2", tmp_path / "t" / "results.json")
    assert done.returncode == 0, done.stderr
    row = [l for l in done.stdout.splitlines() if l.strip().startswith("1024")][0].split()
    assert row[4] == "588.7" and row[6] == "588"      # throughput: simulated, paper
    assert row[8] == "1195.7" and row[10] == "1267"   # memory: (e+1)/p of Table 1's 1269.3

    run("iwbmm_latency.toml", tmp_path / "l", "scheme.bits=512")
    done = script("latency", tmp_path / "l" / "results.json", "-o", tmp_path / "lat.png")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "largest difference from the closed forms: 0 cycles" in done.stdout


def test_unchecked_points_are_refused():
    # montsim.results.checked_points refuses them, as for every table.
    with pytest.raises(ValueError, match="wrong or unchecked"):
        iwbmm.iwbmm_points([{"config": {"scheme.name": "iwbmm"}, "stats": {"correct": False}}])
    with pytest.raises(SystemExit):
        iwbmm.iwbmm_points([{"config": {"scheme.name": "pshs"}, "stats": {"correct": True}}])


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_ring_table(tmp_path):
    run("iwbmm_ring.toml", tmp_path / "r", "scheme.bits=256", "scheme.p=4")
    run("iwbmm_ring_clt.toml", tmp_path / "c", "scheme.bits=128")
    done = script("ring", tmp_path / "r" / "results.json", "--clt", tmp_path / "c" / "results.json")
    assert done.returncode == 0, done.stderr
    row = [l for l in done.stdout.splitlines() if l.strip().startswith("256")][0].split()
    assert row[:2] == ["256", "4"]
    assert float(row[-1]) > 5  # bit-serial in software: many times pSHS's cycles
    knees = {l.split()[0]: l.split()[-1] for l in done.stdout.splitlines() if l.split()[:1] in (["iwbmm_ring"], ["pshs"])}
    assert set(knees) == {"iwbmm_ring", "pshs"}


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_the_pe_array_keeps_only_the_columns_in_flight(tmp_path):
    """8192 bits, ref. [11]'s variant (t = 1: 8192 columns per
    multiplication, three back to back): the start conditions' tables hold a
    window of columns and the storage buffer's peak is kept as words pass, so
    the whole run stays small (it peaked at 454 MiB when both grew with
    k^2/w). Its cycles and figures did not change: 690 points of the configs
    and sweeps over every algorithm, k, w, p and f_delay compared equal when
    this was written; the Catch2 tests check the schedule against Eq. 11 and
    every product against Boost."""
    # A process's peak RSS counts what it held before exec, and a child of
    # this (large) pytest process starts as a copy of it: montsim is started
    # by a fresh, small interpreter, which reports montsim's own peak.
    starter = ("import os, sys\npid = os.fork()\nif pid == 0:\n    os.execv(sys.argv[1], sys.argv[1:])\n"
               "_, status, usage = os.wait4(pid, 0)\nprint(os.waitstatus_to_exitcode(status), usage.ru_maxrss)")
    done = subprocess.run([sys.executable, "-c", starter, str(MONTSIM), "run", "--set", "scheme.name=iwbmm", "--set",
                           "pearray.k=8192", "--set", "pearray.algorithm=low_latency", "--quiet", "--out",
                           str(tmp_path / "r")], capture_output=True, text=True, check=True)
    status, peak_kib = map(int, done.stdout.split())  # ru_maxrss is in KiB on Linux
    assert status == 0, done.stderr
    assert peak_kib < 40 * 1024, f"peak {peak_kib} KiB"
