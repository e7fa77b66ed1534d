"""The FIPS paper's counts (montsim fips): the paper's data, its reductions, the engine's counts."""
import json
import os
import re
import subprocess

import pytest

from montsim.commands import fips
from montsim import paper as pv

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
MONTSIM = os.path.join(ROOT, "build", "montsim")
PAPERS = os.environ.get("MONTSIM_PAPERS", os.path.join(ROOT, "..", "shared", "papers"))
PAPER = os.path.join(PAPERS, "003_c24447981a6dc144.txt")


# --- the paper's numbers ---------------------------------------------------

def test_counts_match_the_paper_text():
    if not os.path.exists(PAPER):
        pytest.skip(f"the transcribed cycle counts were NOT checked against the paper: {os.path.abspath(PAPER)} "
                    "not found (set MONTSIM_PAPERS)")
    text = open(PAPER).read()
    printed = [int(x) for x in re.findall(r"(\d+) clock cycles", text)]
    assert printed == [19372, 17346, 113610, 63294, 17246, 8694, 6131, 59104, 31575, 20348]
    assert sorted(printed) == sorted(pv.FIPS_COUNTS.values())
    reductions = [int(x) for x in re.findall(r"(\d+)% (?:and a (\d+)% )?reduction", text) for x in x if x]
    assert reductions == [r[-1] for r in pv.FIPS_REDUCTIONS]


def test_printed_reductions_recompute_within_rounding():
    for machine, bits, a, b, printed in pv.FIPS_REDUCTIONS:
        t0, t1 = pv.FIPS_COUNTS[(machine, bits) + a], pv.FIPS_COUNTS[(machine, bits) + b]
        assert abs(100 * (t0 - t1) / t0 - printed) < 1.0, (machine, bits, a, b)


@pytest.mark.skipif(not os.path.exists(MONTSIM), reason="build/montsim not built")
def test_montsim_fips_prints_the_same_counts():
    out = subprocess.run([MONTSIM, "fips"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    rows = re.findall(r"^(c62x|ts201)\s+(\S+)\s+(\d+)\s+(\d+)\s+\d+ \|.*\|\s+(\d+)\s", out, re.M)
    assert len(rows) == 10
    for machine, form, bits, w, total in rows:
        key = ("c6201" if machine == "c62x" else "ts201", int(bits), int(w), form)
        assert pv.FIPS_COUNTS[key] == int(total), key


# --- the table over synthetic results --------------------------------------

def point(bits, w, variant, cycles, correct=True):
    z = bits // w
    return {"config": {"scheme.name": "fips_mb", "scheme.bits": bits, "fips.variant": variant, "fips.w": w},
            "stats": {"correct": correct, "mm_cycles": cycles, "instructions": cycles - 10, "w": w,
                      "inner_iterations": z * (z - 1)}}


def write(tmp_path, pts, name="results.json"):
    path = tmp_path / name
    path.write_text(json.dumps(pts))
    return str(path)


def test_table_and_reductions(tmp_path, capsys):
    path = write(tmp_path, [point(1024, 16, "single-acc", 1000), point(1024, 16, "enhanced", 1200),
                            point(1024, 32, "basic", 800), point(1024, 32, "enhanced", 600)])
    assert fips.main([path]) == 0
    out = capsys.readouterr().out
    assert re.search(r"1024  16 single-acc\s+\|\s+1000\s+0\.25\s+990 \|\s+19372\s+17246", out)
    # single-acc -> enhanced at w = 16: 20 % slower; basic -> enhanced at w = 32: 25 % faster
    assert re.search(r"c6201\s+1024 single-acc w16 -> enhanced w16\s+\|\s+11%\s+10\.46% \|\s+-20\.0%", out)
    assert re.search(r"ts201\s+1024\s+basic w32 -> enhanced w32\s+\|\s+30%\s+29\.48% \|\s+25\.0%", out)
    assert re.search(r"ts201\s+2048 .*\|\s+-$", out, re.M)


def test_refuses_results_it_cannot_show(tmp_path):
    foreign = write(tmp_path, [{"config": {"scheme.name": "sos", "scheme.bits": 1024},
                                "stats": {"correct": True, "cycles": 5}}], "foreign.json")
    with pytest.raises(SystemExit, match="no fips_mb points"):
        fips.main([foreign])
    wrong = write(tmp_path, [point(1024, 16, "enhanced", 10, correct=False)], "wrong.json")
    with pytest.raises(ValueError, match="wrong or unchecked"):
        fips.main([wrong])
    missing = write(tmp_path, [{"config": {"scheme.name": "fips_mb", "scheme.bits": 1024},
                                "stats": {"correct": True}}], "missing.json")
    with pytest.raises(SystemExit, match="without mm_cycles"):
        fips.main([missing])
    empty = tmp_path / "empty.json"
    empty.write_text("")
    with pytest.raises(ValueError, match="not a complete results.json"):
        fips.main([str(empty)])
    with pytest.raises(ValueError, match="no such results file"):
        fips.main([str(tmp_path / "absent.json")])
