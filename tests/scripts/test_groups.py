"""scripts/montsim/commands/groups.py: the Pareto front, the latency budget, and the
table and plot on a small run of groups (512-bit operands, a 64-bit
exponent, 4 cores as 1, 2 and 4 groups on point-to-point links and a bus)."""
import subprocess
import sys
from pathlib import Path

import pytest

from montsim.commands import groups

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


def row(latency, throughput, bits=1024):
    return {"bits": bits, "latency": latency, "throughput": throughput, "p": 4, "g": 1, "cfg": {}}


def test_the_front_keeps_what_nothing_beats():
    a, b, c, d = row(10, 1), row(20, 3), row(15, 0.5), row(20, 2)
    # c: a is faster and has more throughput; d: b has more at the same latency.
    assert groups.front([a, b, c, d]) == [a, b]
    assert groups.front([a, dict(a)]) == [a, dict(a)]  # a tie beats neither


def test_the_budget_picks_the_most_throughput_within_it():
    rows = [row(10e6, 0.1), row(20e6, 0.3), row(40e6, 0.5)]
    rows[1]["g"] = 2
    text = groups.budget_lines(rows, 250.0, "exponentiation")  # 25 M cycles at 100 MHz
    assert text == ["1024 bits, at most 250 ms per exponentiation: p = 4, g = 2 (2 cores per group): 30.00 per second "
                    "at 100 MHz, 200.000 ms each"]
    assert "no point" in groups.budget_lines(rows, 50.0, "exponentiation")[0]


def test_a_point_not_checked_is_refused():
    points = [{"config": {"scheme.name": "modexp", "scheme.bits": 128, "scheme.p": 2},
               "stats": {"correct": False, "latency_cycles": 1, "throughput": 1, "groups": 1}}]
    with pytest.raises(SystemExit):
        groups.rows_of(points, "exponentiation")


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_groups_table_and_plot(tmp_path):
    out = tmp_path / "g"
    subprocess.run([str(MONTSIM), "run", "--set", "scheme.name=modexp", "--set", "scheme.bits=512",
                    "--set", "scheme.exponent_bits=64", "--set", "scheme.p=4", "--sweep", "scheme.groups=1,2,4",
                    "--sweep", "platform.topology=p2p,bus", "--quiet", "--out", str(out)], check=True)
    png = tmp_path / "front.png"
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "groups", str(out / "results.json"),
                           "-o", str(png), "--budget-ms", "1000"], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    lines = [l.split() for l in done.stdout.splitlines() if l.strip().startswith("512")]
    # bits topology p g p/g ...: six points, the solo baselines not among them
    assert sorted((l[1], int(l[3])) for l in lines[:6]) == sorted((t, g) for t in ("bus", "p2p") for g in (1, 2, 4))
    for l in lines[:6]:
        assert int(l[2]) == 4 and int(l[4]) == 4 // int(l[3])
        # sub-rings of point-to-point links share nothing
        if l[1] == "p2p" and l[3] != "1":
            assert l[10] == "0%"
    # Fewer cores per group: each exponentiation slower, more of them per cycle.
    p2p = {int(l[3]): (float(l[5]), float(l[8])) for l in lines[:6] if l[1] == "p2p"}
    assert p2p[1][0] < p2p[2][0] < p2p[4][0] and p2p[1][1] < p2p[4][1]
    assert any(l[-1] == "*" for l in lines[:6])
    assert "512 bits, at most 1000 ms per exponentiation: p = 4" in done.stdout
    assert png.read_bytes()[:4] == b"\x89PNG"
    per_mult = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "groups", str(out / "results.json"),
                               "--per", "multiplication"], capture_output=True, text=True, check=True)
    assert "per multiplication" in per_mult.stdout.splitlines()[0]
