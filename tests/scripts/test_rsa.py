"""scripts/montsim/commands/rsa.py on a small run of configs/rsa.toml (512-bit operands, a 64-bit exponent)."""
import subprocess
import sys
from pathlib import Path

import pytest

from montsim.commands import rsa

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_rsa_table_and_plot(tmp_path):
    subprocess.run([str(MONTSIM), "run", str(ROOT / "configs/rsa.toml"), "--quiet", "--out", str(tmp_path / "r"),
                    "--set", "scheme.bits=512", "--set", "scheme.exponent_bits=64"], check=True)
    out = tmp_path / "rsa.png"
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "rsa", str(tmp_path / "r" / "results.json"),
                           "-o", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    lines = [l.split() for l in done.stdout.splitlines() if l.strip().startswith("512")]
    # depth 16: two windows, five core counts; depth 64: window 1, p = 2..16
    assert len(lines) == 2 * 5 + 4
    assert sorted((int(l[1]), int(l[2]), int(l[3])) for l in lines) == \
        sorted([(k, 16, p) for k in (1, 4) for p in (1, 2, 4, 8, 16)] + [(1, 64, p) for p in (2, 4, 8, 16)])
    # the put stalls column: at depth 64 no core waits to put
    assert all(int(l[-1]) == 0 for l in lines if l[2] == "64")
    assert "scheme.bits = 512" not in done.stdout.splitlines()[0]  # a table axis, not a fixed parameter
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_a_point_not_checked_is_refused():
    points = [{"config": {"scheme.name": "modexp", "scheme.mm": "pshs", "scheme.bits": 128, "scheme.window": 1,
                          "scheme.p": 2}, "stats": {"correct": False}}]
    with pytest.raises(SystemExit):
        rsa.rows(points)


def test_no_modexp_points_is_an_error():
    with pytest.raises(SystemExit):
        rsa.rows([{"config": {"scheme.name": "pshs"}, "stats": {"correct": True}}])
