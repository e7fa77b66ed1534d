"""scripts/montsim/commands/dask_run.py: a sweep on a local Dask cluster of several worker
processes writes the same results.csv, byte for byte, and the same
results.json but for its provenance (the command line and the date), as
the local runner; a share whose worker process dies runs again elsewhere."""
import subprocess
import sys
from pathlib import Path

import pytest

from montsim.commands import dask_run

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
SETS = ["--set", "scheme.bits=512"]  # 63 points of configs/table3.toml, quickly


def local_run(out):
    subprocess.run([str(MONTSIM), "run", str(ROOT / "configs/table3.toml"), "--quiet", "--out", str(out)] + SETS,
                   check=True)


def dask(out, env=None):
    return subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "dask-run", str(ROOT / "configs/table3.toml"),
                           "--local-workers", "3", "--batch", "4", "--out", str(out)] + SETS,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def without_provenance(path):
    """results.json without its first line, the provenance of the run."""
    lines = path.read_bytes().split(b"\n")
    assert lines[0].startswith(b'{"provenance": '), lines[0][:40]
    return b"{" + b"\n".join(lines[1:]).lstrip()


def same_files(a, b):
    return ((a / "results.csv").read_bytes() == (b / "results.csv").read_bytes() and
            without_provenance(a / "results.json") == without_provenance(b / "results.json"))


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_dask_sweep_equals_the_local_runner(tmp_path):
    local_run(tmp_path / "local")
    done = dask(tmp_path / "dask")
    assert done.returncode == 0, done.stderr
    assert "[63/63 points]" in done.stderr  # progress per finished share
    assert same_files(tmp_path / "local", tmp_path / "dask")


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_a_share_whose_worker_dies_runs_again(tmp_path):
    import os
    local_run(tmp_path / "local")
    marker = tmp_path / "killed"
    done = dask(tmp_path / "dask", env=dict(os.environ, **{dask_run.KILL_ONCE: str(marker)}))
    assert done.returncode == 0, done.stderr
    assert marker.exists()  # a worker did die
    assert same_files(tmp_path / "local", tmp_path / "dask")


def test_shares_cover_the_sweep_in_order():
    assert dask_run.shares(10, 1, 3) == [(0, 3), (3, 6), (6, 9), (9, 10)]
    assert dask_run.shares(1000, 2, 0) == [(k, k + 32) for k in range(0, 992, 32)] + [(992, 1000)]
    assert dask_run.shares(5, 8, 0) == [(k, k + 1) for k in range(5)]


def test_impossible_worker_counts_are_refused_at_once():
    import os
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    for bad in (["--local-workers", "-1"], ["--local-workers", "0"], ["--local-workers", "2", "--batch", "-3"]):
        r = subprocess.run([sys.executable, os.path.join(root, "scripts", "montsim"), "dask-run",
                            os.path.join(root, "configs", "table2.toml"), *bad],
                           capture_output=True, text=True, timeout=60)
        assert r.returncode == 2, bad
        assert "is outside 1..1024" in r.stderr or "is below 0" in r.stderr, (bad, r.stderr)
