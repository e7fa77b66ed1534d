"""Table III (montsim table3): the paper's data, its reading documented, the printed comparison."""
import json
import os
import re

import pytest

from montsim import paper as pv
from montsim.commands import table3

# The paper texts live beside the checkout (../shared/papers), or where
# MONTSIM_PAPERS says; without them the check is skipped, and scripts/test.sh
# prints the reason in its summary (pytest -rs).
PAPERS = os.environ.get("MONTSIM_PAPERS",
                        os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "papers"))
PAPER = os.path.join(PAPERS, "000_516a069347373b6d.txt")


def point(p, bits, ttu, cycles, q=None, model="pipelined", correct=True, scheme="pshs"):
    s = bits // 32
    q_eff = s // p if q is None else q
    t_sos = 2 * s * s * 16
    return {"config": {"scheme.name": scheme, "scheme.bits": bits, "scheme.p": p,
                       "scheme.q": 0 if q is None else q, "link.latency": ttu,
                       "link.model": model, "core.pipeline": "5-stage"},
            "stats": {"cycles": cycles, "correct": correct, "s": s, "q": q_eff, "t_sos": t_sos,
                      "speedup": t_sos / cycles, "ctu": 16.0}}


def synthetic(model="pipelined", ttus=pv.PSHS_TABLE3_TTU, skip=()):
    """ET = T_SOS/p + 300 + (3p-1)*min(TTU, CLT) + 4(3p-1)*max(0, TTU - CLT), CLT = Eq. 1, CTU 16."""
    pts = []
    for p in (2, 4, 8):
        for bits in (512, 1024, 2048):
            s, q = bits // 32, bits // 32 // p
            knee = pv.clt_eq1(q, 16)
            for t in ttus:
                if (p, bits, t) in skip:
                    continue
                et = 2 * s * s * 16 // p + 300 + (3 * p - 1) * (min(t, knee) + 4 * max(0, t - knee))
                pts.append(point(p, bits, t, et, model=model))
    return pts


def write(tmp_path, pts):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(pts))
    return str(path)


# --- the paper's numbers ---------------------------------------------------

def test_table3_matches_the_paper_text():
    if not os.path.exists(PAPER):
        pytest.skip(f"the transcribed Table III was NOT checked against the paper: {os.path.abspath(PAPER)} "
                    "not found (set MONTSIM_PAPERS)")
    text = open(PAPER).read()
    table = text[text.index("TABLE III"):text.index("Fig. 6. pSHS")]
    et, sp, p, bits = {}, {}, None, None
    for line in table.splitlines():
        m = re.search(r"p=(\d)", line)
        if m:
            p = int(m.group(1))
        m = re.search(r"\b(512|1024|2048)\b\s+et", line)
        if m:
            bits = int(m.group(1))
        nums = re.findall(r"\d+\.\d+|\d+", line.split("et")[-1].split("sp")[-1])
        if re.search(r"\bet\b", line):
            et[(p, bits)] = tuple(int(n) for n in nums[-7:])
        elif re.search(r"\bsp\b", line):
            sp[(p, bits)] = tuple(float(n) for n in nums[-7:])
    assert et == pv.PSHS_TABLE3_ET
    assert sp == pv.PSHS_TABLE3_SP
    assert "104, 208, and 416 cycles" in text and "150, 250, and 450 cycles" in text
    assert "The results are all 11" in text


def test_sp_line_reading_documented_in_the_data_file():
    # p = 2: sp = T_SOS/et of the same column; p = 4, 8 (2048 bits): from the
    # TTU = 300 column on, sp(X) = T_SOS/et at TTU (X + 100)/2.
    import numpy as np
    ttu = pv.PSHS_TABLE3_TTU
    for key in ((2, 512), (2, 2048)):
        sos = pv.PSHS_TABLE2_SOS_CYCLES[key[1]]
        assert all(abs(sos / e - s) <= 0.0101 for e, s in zip(pv.PSHS_TABLE3_ET[key], pv.PSHS_TABLE3_SP[key]))
    for p in (4, 8):
        sos = pv.PSHS_TABLE2_SOS_CYCLES[2048]
        et, sp = pv.PSHS_TABLE3_ET[(p, 2048)], pv.PSHS_TABLE3_SP[(p, 2048)]
        at = [t if t <= 100 else (t + 100) / 2 for t in ttu]
        assert all(abs(sos / np.interp(a, ttu, et) - s) <= 0.0101 for a, s in zip(at, sp))
        assert abs(sos / et[3] - sp[3]) > 0.05


# --- table3.py -------------------------------------------------------------

def test_prints_paper_values_and_relative_errors(tmp_path, capsys):
    pts = synthetic()
    pts[0] = point(2, 512, 32, 8804)               # exactly the paper's value
    assert table3.main([write(tmp_path, pts)]) == 0
    out = capsys.readouterr().out
    assert "56777" in out and "3.74" in out and "40428" in out
    assert "+0.0%" in out
    assert "link model pipelined" in out
    rec = table3.pshs_records(pts)
    et = table3.curve(rec, "pipelined", "5-stage", 4, 2048)[0]["cycles"]
    assert f"{100 * (et - 56777) / 56777:+.1f}%" in out


def test_missing_points_print_a_dash(tmp_path, capsys):
    pts = synthetic(skip={(4, 1024, 300)})
    assert table3.main([write(tmp_path, pts)]) == 0
    out = capsys.readouterr().out.splitlines()
    row = next(i for i, line in enumerate(out) if line.startswith(" 4  1024 et montsim"))
    cells = out[row].split()[4:]
    assert cells[2] == "-" and cells[1] != "-"
    assert out[row + 2].split()[1:][2] == "-"     # its rel.err too
    assert out[row + 1].split()[1:][2] == "18190"  # the paper value is still shown


def test_a_wrong_result_is_refused(tmp_path, capsys):
    pts = synthetic()
    pts.append(point(4, 1024, 500, 12345, correct=False))
    with pytest.raises(ValueError):
        table3.pshs_records(pts)
    assert table3.main([write(tmp_path, pts)]) == 1
    cap = capsys.readouterr()
    assert cap.out == "" and "wrong" in cap.err


def test_a_point_without_correct_is_refused():
    pt = point(4, 1024, 500, 12345)
    del pt["stats"]["correct"]
    with pytest.raises(ValueError):
        table3.pshs_records([pt])


def test_other_schemes_and_other_q_are_ignored(tmp_path, capsys):
    pts = synthetic()
    pts.append({"config": {"scheme.name": "sos", "scheme.bits": 512},
                "stats": {"correct": False, "mm_cycles": 1}})
    pts.append(point(4, 1024, 32, 99999, q=2))
    assert table3.main([write(tmp_path, pts)]) == 0
    assert "99999" not in capsys.readouterr().out


def test_slopes_and_knees_against_the_paper(tmp_path, capsys):
    pts = synthetic(ttus=range(0, 1201, 25))
    assert table3.main([write(tmp_path, pts)]) == 0
    out = capsys.readouterr().out.splitlines()
    start = next(i for i, line in enumerate(out) if "slope of et below the knee" in line)
    rows = {(int(line.split()[0]), int(line.split()[1])): line.split()
            for line in out[start:] if re.match(r"\s*[248]\s+(512|1024|2048)\s", line)}
    # p, bits, q, slope, knee, CTU, paper slope, paper knee, 3p-1, text CLT, Eq.1, Eq.1 CTU
    assert rows[(4, 2048)][2:] == ["16", "11.00", "256", "16.0", "5.50", "865", "11", "450", "416", "256"]
    assert rows[(4, 512)][3:5] == ["11.00", "64"]
    assert rows[(8, 1024)][3:5] == ["23.00", "64"]
    assert rows[(2, 2048)][7] == ">1100"
    assert "further TTU values" in "\n".join(out)


def test_one_table_per_link_model_and_model_selection(tmp_path, capsys):
    path = write(tmp_path, synthetic("pipelined") + synthetic("serial"))
    assert table3.main([path]) == 0
    out = capsys.readouterr().out
    assert out.count("Table III, link model") == 2
    assert "link model pipelined" in out and "link model serial" in out
    assert table3.main([path, "--model", "serial"]) == 0
    out = capsys.readouterr().out
    assert out.count("Table III, link model") == 1 and "link model pipelined" not in out


def test_no_pshs_points_is_an_error(tmp_path, capsys):
    path = write(tmp_path, synthetic("pipelined"))
    assert table3.main([path, "--model", "serial"]) == 1
    assert "no pSHS points" in capsys.readouterr().err


def test_accepts_the_results_directory(tmp_path, capsys):
    write(tmp_path, synthetic())
    assert table3.main([str(tmp_path)]) == 0
    assert "56777" in capsys.readouterr().out


def paper_points(model="pipelined", off=None):
    """Table III's own cells as montsim points (cycles = the paper's, speedup
    = the paper's), one cell changed by `off` = (p, bits, ttu, factor)."""
    pts = []
    for (p, bits), row in pv.PSHS_TABLE3_ET.items():
        for ttu, et, sp in zip(pv.PSHS_TABLE3_TTU, row, pv.PSHS_TABLE3_SP[(p, bits)]):
            f = off[3] if off and off[:3] == (p, bits, ttu) else 1.0
            pt = point(p, bits, ttu, et * f, model=model)
            pt["stats"]["speedup"] = sp / f
            pts.append(pt)
    return pts


def test_each_table_ends_with_its_whole_headline(tmp_path, capsys):
    """The execution-time and speedup errors over the 63 cells, each with its
    largest error and cell, per table and together at the end."""
    pts = paper_points() + paper_points("serial", off=(4, 1024, 300, 1.5))
    path = tmp_path / "results.json"
    path.write_text(json.dumps({"points": pts}))
    assert table3.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert ("63 cells beside the paper: execution time RMS 0.0 %, largest +0.0 % (p 2, 512 bits, TTU 32); "
            "speedup RMS 0.0 %, largest +0.0 % (p 2, 512 bits, TTU 32)") in out
    rms = 100 * (0.5 ** 2 / 63) ** 0.5
    sp_rms = 100 * ((1 / 1.5 - 1) ** 2 / 63) ** 0.5
    assert (f"63 cells beside the paper: execution time RMS {rms:.1f} %, largest +50.0 % (p 4, 1024 bits, TTU 300); "
            f"speedup RMS {sp_rms:.1f} %, largest -33.3 % (p 4, 1024 bits, TTU 300)") in out
    together = out[out.index("Table III against the paper, per table"):].splitlines()
    assert together[2].split()[:6] == ["pipelined,", "5-stage", "|", "63", "|", "0.0%"]
    assert together[3].split()[:7] == ["serial,", "5-stage", "|", "63", "|", f"{rms:.1f}%", "+50.0%"]


def test_speedups_against_the_printed_line_and_the_formula(tmp_path, capsys):
    """A model that matches every execution time and computes speedup by the
    paper's formula (T_SOS of Table II over ET) is 0 % from the formula and
    exactly as far from the printed line as the paper is from itself."""
    pts = []
    for (p, bits), row in pv.PSHS_TABLE3_ET.items():
        for ttu, et, f in zip(pv.PSHS_TABLE3_TTU, row, table3.formula_sp(p, bits)):
            pt = point(p, bits, ttu, et)
            pt["stats"]["speedup"] = f
            assert f == pv.PSHS_TABLE2_SOS_CYCLES[bits] / et
            pts.append(pt)
    line = table3.printed_line_against_formula()
    assert line["cells"] == 63 and 0 < line["over_2"] < 63
    s = table3.against_paper(table3.pshs_records(pts), "pipelined", "5-stage")
    assert s["et_rms"] == 0 and s["spf_rms"] == 0
    assert s["sp_rms"] > 0 and s["sp_rms"] == pytest.approx(line["rms"], rel=1e-12)
    assert table3.main([write(tmp_path, pts)]) == 0
    out = capsys.readouterr().out
    section = out[out.index("Speedup against the paper's printed line and against its formula"):]
    assert f"pipelined, 5-stage |    63 | {100 * s['sp_rms']:>16.1f}% | {0:>16.1f}%" in section
    err, (p, bits, ttu) = line["worst"]
    assert (f"they differ by {100 * line['rms']:.1f} % RMS\n({line['over_2']} of 63 cells by more than 2 %, "
            f"up to {100 * err:+.1f} % at p {p}, {bits} bits, TTU {ttu})") in section
