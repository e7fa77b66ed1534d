"""scripts/montsim/commands/ecc.py on a small run (P-256 and X25519 by the
ladder, P-256 by double-and-add, on 2 and 4 cores at one link latency)."""
import subprocess
import sys
from pathlib import Path

import pytest

from montsim.commands import ecc

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_ecc_table_and_plot(tmp_path):
    for curve, method in (("p256,x25519", "ladder"), ("p256", "double-and-add")):
        subprocess.run([str(MONTSIM), "run", "--set", "scheme.name=ecc", "--quiet", "--out",
                        str(tmp_path / f"r-{method}"), "--set", "link.latency=1", "--set", f"ecc.method={method}",
                        "--sweep", f"ecc.curve={curve}", "--sweep", "scheme.p=2,4"], check=True)
    out = tmp_path / "ecc.png"
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "ecc", str(tmp_path / "r-ladder"),
                           str(tmp_path / "r-double-and-add"), "-o", str(out)], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    lines = [l.split() for l in done.stdout.splitlines() if l.strip().startswith(("p256", "x25519"))]
    assert [(l[0], l[1], int(l[2]), int(l[3])) for l in lines] == [
        ("p256", "ladder", 1, 2), ("p256", "ladder", 1, 4), ("p256", "d&a", 1, 2), ("p256", "d&a", 1, 4),
        ("x25519", "ladder", 1, 2), ("x25519", "ladder", 1, 4)]
    for l in lines:
        s, per_core, cycles, t_sos, whole = int(l[4]), int(l[5]), int(l[7]), int(l[10]), float(l[12])
        assert s == 8 and per_core == s // int(l[3])
        assert abs(whole - t_sos / cycles) < 0.01  # the speedup column is SOS's cycles over pSHS's
        assert 0 < float(l[9]) < 1  # the field multiplications' share
    # The same scalar (scheme.seed's) makes the same multiplications on any core count.
    assert lines[0][6] == lines[1][6] and lines[2][6] == lines[3][6]
    assert int(lines[2][6]) < int(lines[0][6])  # double-and-add adds only where a bit is set
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_a_point_not_checked_is_refused():
    points = [{"config": {"scheme.name": "ecc", "ecc.curve": "p256", "scheme.p": 2},
               "stats": {"correct": False, "speedup": 1.0, "field_speedup": 1.0}}]
    with pytest.raises(SystemExit):
        ecc.rows(points)


def test_no_pshs_points_is_an_error():
    points = [{"config": {"scheme.name": "ecc", "ecc.mm": "sos", "scheme.p": 1},
               "stats": {"correct": True, "speedup": 1.0, "field_speedup": 1.0}}]
    with pytest.raises(SystemExit, match="no ecc points with ecc.mm = pshs"):
        ecc.rows(points)
