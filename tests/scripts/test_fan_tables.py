"""Fan et al.'s tables (montsim fan-tables): the formulas by hand, the totals, the regimes."""
import json
import os
import re

import pytest

from montsim.commands import fan_tables
from montsim import paper as pv

# Beside the checkout (../shared/papers) or where MONTSIM_PAPERS says; a skip
# is named in scripts/test.sh's summary (pytest -rs).
PAPER = os.path.join(os.environ.get("MONTSIM_PAPERS",
                                    os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "papers")),
                     "001_a677e91d0ad75ca1.txt")
SRFS = (4, 5, 6, 7, 8, 10, 12, 14, 16, 17, 20, 24, 28, 32, 33, 40, 48, 49, 56, 64)


def cycles_model(method, bits, w, p):
    s = bits // w
    single = 10 * s * s + 100
    if method == "single":
        return single
    return single // p + (40 if method == "method-II" else 90) * p + s


def point(method, bits=256, w=16, srf=16, p=4, cycles=None, counts=None, correct=True, **extra):
    """A fan point; counts default to the slides' table with N_total = the sum of the parts."""
    s = bits // w
    pc = 1 if method == "single" else p
    if counts is None:
        f, _ = pv.fan_memory_accesses(method, s, pc, srf)
        counts = f[:3] + (sum(f[:3]),)
    cfg = {"scheme.name": "fan", "scheme.method": method, "scheme.bits": bits, "scheme.p": p,
           "scheme.seed": 1, "vliw.word_bits": w, "vliw.registers": srf, "vliw.latency_mul": 2,
           "vliw.latency_load": 1, "run.timing": "decoupled"}
    cfg.update(extra)
    st = {"correct": correct, "cycles": cycles_model(method, bits, w, pc) if cycles is None else cycles,
          "bundles": 1000, "s": s, "n_load_const": 2, "n_store_result": s}
    st.update(zip(fan_tables.COUNT_KEYS, counts))
    return {"config": cfg, "stats": st}


def fixture(skip=()):
    """fan_memory (s = 16, p = 4, every S_rf), fan_perf256 and fan_compare points."""
    pts = [point(m, srf=r) for m in pv.FAN_METHODS for r in SRFS if (m, r) not in skip]
    pts += [point(m, p=p) for m in pv.FAN_METHODS for p in (1, 2, 4)
            if (m, p) not in skip and not (m != "single" and p == 1)]
    pts += [point(m, bits=b, w=w) for m in ("method-I", "method-II") for w in (16, 32)
            for b in (256, 1024) if (m, w, b) not in skip]
    pts.append({"config": {"scheme.name": "pshs", "scheme.bits": 512}, "stats": {"correct": False}})
    return pts


def write(tmp_path, pts, name="results.json"):
    path = tmp_path / name
    path.write_text(json.dumps(pts))
    return str(path)


def run(tmp_path, capsys, pts):
    assert fan_tables.main([write(tmp_path, pts)]) == 0
    return capsys.readouterr().out


# --- the slides' numbers -----------------------------------------------------

def test_formulas_at_s16_p4_by_hand():
    # s = 16, p = 4, worked out by hand from the printed expressions.
    f = pv.fan_memory_row
    assert [f("single", i, 16, 4) for i in range(4)] == [
        (48, 0, 0, 48), (288, 0, 0, 288), (528, 0, 0, 528), (528, 240, 256, 1024)]
    assert [f("method-I", i, 16, 4) for i in range(3)] == [
        (144, 240, 256, 640), (336, 240, 256, 832), (528, 240, 256, 1024)]
    assert [f("method-II", i, 16, 4) for i in range(4)] == [
        (96, 96, 64, 320), (336, 96, 64, 496), (576, 96, 64, 736), (528, 336, 272, 1136)]
    # method-II S_rf > 3s/p: the printed 5ps is not the sum of its parts (4ps).
    assert pv.fan_memory_parts_sum("method-II", 16, 4, 16) == 256
    assert pv.fan_memory_accesses("method-II", 16, 4, 16) == ((96, 96, 64, 320), "S_rf > 3s/p")


def test_every_other_total_is_the_sum_of_its_parts():
    for m in pv.FAN_METHODS:
        for i in range(len(pv.FAN_MEMORY_TABLE[m])):
            for s in (1, 2, 3, 8, 16, 33, 64):
                for p in (1, 2, 3, 4, 8):
                    c = pv.fan_memory_row(m, i, s, p)
                    if (m, i) == ("method-II", 0):
                        assert (c[3], sum(c[:3])) == (5 * p * s, 4 * p * s)
                    else:
                        assert c[3] == sum(c[:3]), (m, i, s, p)


@pytest.mark.parametrize("method,srf,label", [
    ("single", 49, "S_rf > 3s"), ("single", 48, "2s < S_rf <= 3s"), ("single", 33, "2s < S_rf <= 3s"),
    ("single", 32, "s < S_rf <= 2s"), ("single", 17, "s < S_rf <= 2s"), ("single", 16, "S_rf <= s"),
    ("single", 4, "S_rf <= s"),
    ("method-I", 33, "S_rf > 2s"), ("method-I", 32, "s < S_rf <= 2s"), ("method-I", 17, "s < S_rf <= 2s"),
    ("method-I", 16, "S_rf <= s"),
    ("method-II", 13, "S_rf > 3s/p"), ("method-II", 12, "2s/p < S_rf <= 3s/p"),
    ("method-II", 9, "2s/p < S_rf <= 3s/p"), ("method-II", 8, "s/p < S_rf <= 2s/p"),
    ("method-II", 5, "s/p < S_rf <= 2s/p"), ("method-II", 4, "S_rf <= s/p"),
])
def test_regime_boundaries_s16_p4(method, srf, label):
    assert pv.fan_memory_accesses(method, 16, 4, srf)[1] == label


def test_regime_boundaries_with_fractional_bounds():
    # s = 10, p = 4: 3s/p = 7.5, 2s/p = 5, s/p = 2.5.
    lab = lambda r: pv.fan_memory_accesses("method-II", 10, 4, r)[1]
    assert [lab(r) for r in (8, 7, 6, 5, 3, 2)] == [
        "S_rf > 3s/p", "2s/p < S_rf <= 3s/p", "2s/p < S_rf <= 3s/p", "s/p < S_rf <= 2s/p",
        "s/p < S_rf <= 2s/p", "S_rf <= s/p"]
    # The single core ignores p.
    assert pv.fan_memory_accesses("single", 16, 4, 48) == pv.fan_memory_accesses("single", 16, 1, 48)


def test_compare_speedups_and_examples():
    assert pv.FAN_COMPARE_US == {("method-I", 16): {256: 6.8, 1024: 131.0},
                                 ("method-I", 32): {256: 2.6, 1024: 44.0},
                                 ("method-II", 16): {256: 5.5, 1024: 134.7},
                                 ("method-II", 32): {256: 2.2, 1024: 33.0}}
    assert pv.FAN_COMPARE_MHZ == {16: 125, 32: 93}
    assert pv.fan_compare_cycles("method-I", 16, 256) == pytest.approx(850)
    assert pv.fan_compare_cycles("method-II", 16, 256) == pytest.approx(687.5)
    assert pv.fan_compare_cycles("method-II", 32, 1024) == pytest.approx(3069)
    assert pv.fan_compare_cycles("method-I", 32, 256) == pytest.approx(241.8)
    assert pv.FAN_SPEEDUP_256 == {2: 1.87, 4: 3.68}
    ex = pv.FAN_TRANSFER_EXAMPLES
    assert ex["method-I"]["f"](16, None) == 240 == ex["method-I"]["value"]
    assert ex["method-II"]["f"](16, 4) == 160 and ex["method-II"]["value"] == 96
    # 3ps - 2s = N_load-tr + N_store-tr of method-II
    assert all(ex["method-II"]["f"](s, p) == sum(pv.fan_memory_row("method-II", 0, s, p)[1:3])
               for s in (8, 16) for p in (2, 4))
    # The pSHS names are kept.
    assert pv.PSHS_CTU == 26 and pv.PSHS_TABLE2_SOS_CYCLES[2048] == 212145


def _paper_text():
    if not os.path.exists(PAPER):
        pytest.skip(f"the transcribed slides' values were NOT checked against the slides: {os.path.abspath(PAPER)} "
                    "not found (set MONTSIM_PAPERS)")
    return open(PAPER).read()


def _to_python(expr):
    """A printed LaTeX expression of the table as Python: $2(p-1)s$ -> 2*(p-1)*s."""
    e = expr.replace("$", "").replace("^*", "").replace("*", "").replace(" ", "")
    e = e.replace("\\leq", "<=").replace("S_{rf}", "R")
    e = re.sub(r"\\frac\{([^}]*)\}\{([^}]*)\}", r"(\1)/(\2)", e)
    e = e.replace("^", "**")
    e = re.sub(r"(?<=[0-9a-zR)])(?=[a-zR(])", "*", e)
    return e


def test_memory_table_matches_the_slides_text():
    text = _paper_text()
    table = text[text.index("Processor type\t"):text.index(r"\*Including store")]
    rows, method = [], None
    for line in table.splitlines()[1:]:
        cells = [c.strip() for c in line.split("\t")]
        if len(cells) != 6:
            continue
        method = {"Single-core": "single", "Multi-core Method-I": "method-I",
                  "Multi-core Method-II": "method-II", "": method}[cells[0]]
        rows.append((method, cells[1], cells[2:]))
    assert [m for m, _, _ in rows] == ["single"] * 4 + ["method-I"] * 3 + ["method-II"] * 4
    index = {}
    for method, regime, exprs in rows:
        i = index[method] = index.get(method, -1) + 1
        row = pv.FAN_MEMORY_TABLE[method][i]
        assert [c for c, e in zip(pv.FAN_MEMORY_COLUMNS, exprs) if "*" in e] == list(row["star"])
        assert [e.replace("$", "").replace(" ", "").replace("^*", "*") for e in exprs] == \
            [t.replace(" ", "") for t in row["text"]]
        cond = _to_python(regime)
        for s in range(1, 40):
            for p in (2, 3, 4, 8):
                vals = [eval(_to_python(e), {}, {"s": s, "p": p}) for e in exprs]
                assert tuple(vals) == pv.fan_memory_row(method, i, s, p), (method, regime)
                for srf in range(1, 3 * s + 3):
                    inside = eval(cond, {}, {"s": s, "p": p, "R": srf})
                    assert inside == (pv.fan_regime_index(method, s, p, srf) == i), (method, regime, s, p, srf)


def test_compare_rows_speedups_and_examples_match_the_slides_text():
    text = _paper_text()
    got = {}
    method = None
    for line in text.splitlines():
        m = re.match(r"This work \((method-I+)\)\t", line)
        if m:
            method = m.group(1)
        m = re.search(r"4-cores/4 (16|32)x\1 mults\t.*?\t(\d+)\t(\d+)\t([\d.]+)\t([\d.]+)$", line)
        if m and method:
            w = int(m.group(1))
            got[(method, w)] = {256: float(m.group(4)), 1024: float(m.group(5))}
            assert pv.FAN_COMPARE_SLICES[w] == int(m.group(2))
            assert pv.FAN_COMPARE_MHZ[w] == int(m.group(3))
    assert got == pv.FAN_COMPARE_US
    m = re.search(r"factor of \*\*([\d.]+)\*\* and \*\*([\d.]+)\*\* when using 2-core and 4-core", text)
    assert {2: float(m.group(1)), 4: float(m.group(2))} == pv.FAN_SPEEDUP_256
    assert "respectively.[Method-II]" in text
    assert "requires  $s(s - 1)$  data transfers" in text
    assert "256-bit MMM, **240** data transfers" in text
    assert "requires  $3ps - 2s$  data transfers" in text
    assert "256-bit MMM on a 4-core system, **96** data transfers" in text
    assert "( $n = 256$ ,  $w = 16$ ,  $S_{rf} = 16$ )" in text


# --- fan_tables.py -------------------------------------------------------------

def test_transfer_examples_word_size():
    f = pv.FAN_TRANSFER_EXAMPLES
    assert fan_tables.word_size_for(f["method-I"]["f"], 240, 256, 1) == (16.0, 16)
    s, w = fan_tables.word_size_for(f["method-II"]["f"], 96, 256, 4)
    assert s == pytest.approx(9.6) and w is None
    assert fan_tables.word_size_for(lambda s, p: 3 * p * s, 96, 256, 4) == (8.0, 32)
    assert fan_tables.word_size_for(lambda s, p: 2 * (p - 1) * s, 96, 256, 4) == (16.0, 16)
    assert fan_tables.word_size_for(lambda s, p: s * s, 100, 256, 1) == (10.0, None)  # 256/10
    assert fan_tables.word_size_for(lambda s, p: s, 1000, 256, 1) == (None, None)
    rows = {(m, f): (s, w) for m, _, f, _, s, w in fan_tables.transfer_rows()}
    assert rows[("method-I", "s(s-1)")] == (16, 16)
    assert rows[("method-II", "3ps")] == (8, 32)
    assert rows[("method-II", "3ps - 2s")][1] is None


def _block(out, header):
    """The lines of one (a) block: regime rows and their continuation lines."""
    lines = out.splitlines()
    start = lines.index(header) + 3
    end = next(i for i in range(start, len(lines)) if not lines[i].strip())
    return lines[start:end]


def _cells(line):
    """S_rf and the 12 cells (montsim, slides, diff per count) of a row."""
    return line.split()[-13:]


def _regime(block, label):
    """The lines of one regime: its first row and the continuation lines."""
    i = next(i for i, l in enumerate(block) if l.startswith(f"  {label}  "))
    j = next((k for k in range(i + 1, len(block)) if block[k][2] != " "), len(block))
    return block[i:j]


def test_prints_the_memory_table(tmp_path, capsys):
    out = run(tmp_path, capsys, fixture())
    block = _block(out, "method-II, n = 256, w = 16, s = 16, p = 4")
    top = _regime(block, "S_rf > 3s/p")
    assert "> 12" in top[0]
    # S_rf 13..64 in the first regime: the fixture's are 14..64; montsim sums the parts
    assert [int(_cells(l)[0]) for l in top] == [r for r in SRFS if r > 12]
    assert all(_cells(l)[1:] == ["96", "96", "+0", "96", "96", "+0", "64", "64", "+0",
                                 "256", "320!", "-64"] for l in top)
    mid = _regime(block, "2s/p < S_rf <= 3s/p")
    assert "(8, 12]" in mid[0] and [_cells(l)[0] for l in mid] == ["10", "12"]   # 12 = 3s/p is in
    assert _cells(mid[1])[1:] == ["336", "336", "+0", "96", "96", "+0", "64", "64", "+0",
                                  "496", "496", "+0"]
    assert [_cells(l)[0] for l in _regime(block, "s/p < S_rf <= 2s/p")] == ["5", "6", "7", "8"]
    low = _regime(block, "S_rf <= s/p")
    assert _cells(low[0]) == ["4", "528", "528", "+0", "336", "336*", "+0", "272", "272*", "+0",
                              "1136", "1136", "+0"]
    assert "4ps for s = 16, p = 4" in out and "Including store and load" in out
    # single: the footnote on the transfers of the S_rf <= s row
    srow = _regime(_block(out, "single, n = 256, w = 16, s = 16, p = 1"), "S_rf <= s")
    assert _cells(srow[0])[4:] == ["240", "240*", "+0", "256", "256*", "+0", "1024", "1024", "+0"]
    assert len(srow) == 9                          # S_rf 4..16
    # method-I: no footnote
    mrow = _regime(_block(out, "method-I, n = 256, w = 16, s = 16, p = 4"), "S_rf <= s")
    assert _cells(mrow[0])[4:6] == ["240", "240"]


def test_several_srf_in_one_regime_each_get_a_line(tmp_path, capsys):
    out = run(tmp_path, capsys, fixture())
    block = _block(out, "method-I, n = 256, w = 16, s = 16, p = 4")
    assert [int(_cells(l)[0]) for l in _regime(block, "S_rf > 2s")] == [33, 40, 48, 49, 56, 64]
    assert [int(_cells(l)[0]) for l in _regime(block, "s < S_rf <= 2s")] == [17, 20, 24, 28, 32]
    single = _block(out, "single, n = 256, w = 16, s = 16, p = 1")
    assert [int(_cells(l)[0]) for l in _regime(single, "2s < S_rf <= 3s")] == [33, 40, 48]  # 48 = 3s
    assert [int(_cells(l)[0]) for l in _regime(single, "S_rf > 3s")] == [49, 56, 64]


def test_a_range_when_points_at_one_srf_differ(tmp_path, capsys):
    pts = fixture()
    pts.append(point("single", srf=64, counts=(50, 0, 0, 50), **{"vliw.latency_mul": 3}))
    out = run(tmp_path, capsys, pts)
    top = _regime(_block(out, "single, n = 256, w = 16, s = 16, p = 1"), "S_rf > 3s")
    assert _cells(top[-1]) == ["64", "48..50", "48", "+0..+2", "0", "0", "+0", "0", "0", "+0",
                               "48..50", "48", "+0..+2"]


def test_missing_regime_prints_a_dash(tmp_path, capsys):
    skip = {("method-II", r) for r in (10, 12)}
    out = run(tmp_path, capsys, fixture(skip))
    block = _block(out, "method-II, n = 256, w = 16, s = 16, p = 4")
    row = _regime(block, "2s/p < S_rf <= 3s/p")
    assert len(row) == 1
    assert _cells(row[0]) == ["-", "-", "336", "-", "-", "96", "-", "-", "64", "-", "-", "496", "-"]
    # s = 8 (w = 32) has only S_rf = 16: the other three regimes are dashes
    other = _block(out, "method-II, n = 256, w = 32, s = 8, p = 4")
    assert sum(_cells(l)[0] == "-" for l in other) == 3


def test_perf256_rows_and_missing_points(tmp_path, capsys):
    out = run(tmp_path, capsys, fixture(skip={("method-I", 2)}))
    recs = fan_tables.fan_records(fixture(skip={("method-I", 2)}))
    rows = fan_tables.perf256_rows(recs, fan_tables.variants(recs)[0])
    assert [r["p"] for r in rows] == [1, 2, 4]
    single = cycles_model("single", 256, 16, 1)
    assert rows[0]["I"] == rows[0]["II"] == single
    assert rows[1]["I"] is None and rows[1]["sp_I"] is None
    assert rows[2]["sp_II"] == pytest.approx(single / cycles_model("method-II", 256, 16, 4))
    assert rows[2]["paper_sp"] == 3.68 and rows[1]["paper_sp"] == 1.87
    lines = out.splitlines()
    head = next(i for i, l in enumerate(lines) if l.startswith("  p  method-I"))
    p2 = lines[head + 2].split()
    assert p2[:3] == ["2", "-", "-"] and p2[5] == "1.87"
    p4 = lines[head + 3].split()
    sp = single / cycles_model("method-II", 256, 16, 4)
    assert p4[4] == f"{sp:.2f}" and p4[6] == f"{100 * (sp - 3.68) / 3.68:+.1f}%"
    assert p4[7] == "688"                          # 5.5 us * 125 MHz
    assert lines[head + 1].split()[7] == "2530"    # 687.5 * 3.68


def test_compare_rows(tmp_path, capsys):
    out = run(tmp_path, capsys, fixture(skip={("method-II", 32, 1024)}))
    rows = [l.split() for l in out.splitlines() if re.match(r"method-I+ +(16x16|32x32)", l)]
    assert len(rows) == 8
    r = next(r for r in rows if r[:4] == ["method-I", "16x16", "125", "256"])
    sim = cycles_model("method-I", 256, 16, 4)
    assert r[4] == str(sim) and r[6:8] == ["6.8", "850.0"] and r[-1] == f"{100 * (sim - 850) / 850:+.1f}%"
    miss = next(r for r in rows if r[:4] == ["method-II", "32x32", "93", "1024"])
    assert miss[4:6] == ["-", "-"] and miss[6:8] == ["33.0", "3069.0"] and miss[-1] == "-"


def test_prints_transfer_examples(tmp_path, capsys):
    out = run(tmp_path, capsys, fixture())
    assert re.search(r"method-I .*s\(s-1\) += +240: s = 16 -> w = 16", out)
    assert re.search(r"method-II .*3ps - 2s += +96: s = 9\.6: no power-of-two w", out)
    assert re.search(r"method-II .*3ps += +96: s = 8 -> w = 32", out)
    assert re.search(r"method-I +w = 16 \(s = 16\), p = 4: +240 / +256 / +496", out)


def test_a_wrong_result_is_refused(tmp_path, capsys):
    pts = fixture()
    pts.append(point("method-II", srf=20, correct=False))
    with pytest.raises(ValueError):
        fan_tables.fan_records(pts)
    assert fan_tables.main([write(tmp_path, pts)]) == 1
    cap = capsys.readouterr()
    assert cap.out == "" and "wrong" in cap.err


def test_a_point_without_correct_is_refused(tmp_path, capsys):
    pt = point("single")
    del pt["stats"]["correct"]
    good = write(tmp_path, fixture(), "a.json")
    assert fan_tables.main([good, write(tmp_path, [pt], "b.json")]) == 1


def test_an_empty_results_file_is_refused(tmp_path, capsys):
    assert fan_tables.main([write(tmp_path, [])]) == 1
    assert "holds no points" in capsys.readouterr().err


def test_no_fan_points_is_an_error(tmp_path, capsys):
    sos = {"config": {"scheme.name": "sos", "scheme.bits": 512}, "stats": {"cycles": 1, "correct": True}}
    assert fan_tables.main([write(tmp_path, [sos])]) == 1
    assert "no fan points" in capsys.readouterr().err


def test_several_files_and_directories_are_merged(tmp_path, capsys):
    (tmp_path / "a").mkdir()
    write(tmp_path / "a", fixture()[:60])
    b = write(tmp_path, fixture()[60:], "b.json")
    assert fan_tables.main([str(tmp_path / "a"), b]) == 0
    out = capsys.readouterr().out
    assert "method-II, n = 256, w = 16, s = 16, p = 4" in out and "850.0" in out


def test_variants_are_printed_separately(tmp_path, capsys):
    pts = fixture() + [point("single", p=1, cycles=9999, **{"vliw.latency_mul": 3}),
                       point("method-II", p=4, cycles=3333, **{"vliw.latency_mul": 3})]
    out = run(tmp_path, capsys, pts)
    assert "vliw.latency_mul = 2:" in out and "vliw.latency_mul = 3:" in out
    assert f"{9999 / 3333:.2f}" in out
