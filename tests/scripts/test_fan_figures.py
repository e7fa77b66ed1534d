"""Fan et al.'s figures (montsim fan-figures): written, deterministic, the memory curves."""
import json

import pytest

from montsim.commands import fan_figures
from montsim.commands import fan_tables
from montsim import paper as pv

PNG = b"\x89PNG\r\n\x1a\n"


def point(method, bits=256, w=16, srf=16, p=4, cycles=None, correct=True, **extra):
    s = bits // w
    pc = 1 if method == "single" else p
    f, _ = pv.fan_memory_accesses(method, s, pc, srf)
    if cycles is None:
        single = 10 * s * s + 100
        cycles = single if method == "single" else single // pc + 40 * pc + s
    cfg = {"scheme.name": "fan", "scheme.method": method, "scheme.bits": bits, "scheme.p": p,
           "vliw.word_bits": w, "vliw.registers": srf, "vliw.latency_mul": 2}
    cfg.update(extra)
    st = {"correct": correct, "cycles": cycles, "s": s, "n_load_opr": f[0], "n_load_tr": f[1],
          "n_store_tr": f[2], "n_total": sum(f[:3]), "n_load_const": 2, "n_store_result": s}
    return {"config": cfg, "stats": st}


BITS = (64, 128, 256, 512, 768, 1024)


def bitlength():
    """configs/fan_bitlength.toml: w = 16, S_rf = 16, p = 4."""
    return [point(m, bits=b) for m in pv.FAN_METHODS for b in BITS]


def perf256():
    """configs/fan_perf256.toml: p = 1, 2, 4 (single on one core whatever p says)."""
    return [point(m, p=p) for m in pv.FAN_METHODS for p in (1, 2, 4)]


@pytest.fixture
def results(tmp_path):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(bitlength() + perf256()))
    return path


def test_main_writes_both_figures(results, tmp_path, capsys):
    mem, perf = tmp_path / "mem.png", tmp_path / "perf.png"
    assert fan_figures.main([str(results), "--memory", str(mem),
                             "--perf256", str(perf)]) == 0
    for f in (mem, perf):
        data = f.read_bytes()
        assert data.startswith(PNG) and len(data) > 10000
    assert capsys.readouterr().out.count("wrote") == 2


def test_figures_are_deterministic(results, tmp_path):
    outs = []
    for name in ("a", "b"):
        m, p = tmp_path / f"{name}m.png", tmp_path / f"{name}p.png"
        assert fan_figures.main([str(tmp_path), "--memory", str(m),
                                 "--perf256", str(p)]) == 0     # the directory works too
        outs.append((m.read_bytes(), p.read_bytes()))
    assert outs[0] == outs[1]


def test_memory_curves(results, tmp_path):
    recs = fan_tables.fan_records(json.loads(results.read_text()))
    curves = fan_figures.memory_figure(recs, str(tmp_path / "m.png"))
    # single on one core; method-I and -II at p = 4 (the bit-length sweep); not p = 1
    # and p = 2 (perf256: one bit-length only)
    assert sorted(curves) == [("method-I", 4), ("method-II", 4), ("single", 1)]
    assert [b for b, _, _ in curves[("method-II", 4)]] == list(BITS)
    # w = 16, S_rf = 16: 256 bits (s = 16) single = 4s^2, method-II = 4ps (parts summed)
    assert dict((b, n) for b, _, n in curves[("single", 1)])[256] == 1024
    assert dict((b, n) for b, _, n in curves[("method-II", 4)])[256] == 256


def test_perf256_rows(results, tmp_path):
    recs = fan_tables.fan_records(json.loads(results.read_text()))
    rows = fan_figures.perf256_figure(recs, str(tmp_path / "p.png"))
    assert [r["p"] for r in rows] == [1, 2, 4]
    assert rows[2]["sp_II"] == pytest.approx(2660 / (2660 // 4 + 160 + 16))


def test_missing_data_is_an_error(tmp_path, capsys):
    path = tmp_path / "results.json"
    path.write_text(json.dumps([point("single", w=32, srf=8)]))
    for opt in ("--memory", "--perf256"):
        out = tmp_path / "x.png"
        assert fan_figures.main([str(path), opt, str(out)]) == 1
        assert "no fan points" in capsys.readouterr().err
        assert not out.exists()


def test_wrong_result_is_refused(tmp_path, capsys):
    pts = bitlength()
    pts[3]["stats"]["correct"] = False
    path = tmp_path / "results.json"
    path.write_text(json.dumps(pts))
    assert fan_figures.main([str(path), "--memory", str(tmp_path / "x.png")]) == 1
    assert "wrong" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_several_results_files_are_merged(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "results.json").write_text(json.dumps(bitlength()))
    (tmp_path / "b" / "results.json").write_text(json.dumps(perf256()))
    m, p = tmp_path / "m.png", tmp_path / "p.png"
    assert fan_figures.main([str(tmp_path / "a"), str(tmp_path / "b"),
                             "--memory", str(m), "--perf256", str(p)]) == 0
    assert m.read_bytes().startswith(PNG) and p.read_bytes().startswith(PNG)


def test_nothing_to_draw_is_a_usage_error(results):
    with pytest.raises(SystemExit):
        fan_figures.main([str(results)])
