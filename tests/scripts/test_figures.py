"""The pSHS paper's figures (montsim figures): written, deterministic, the knees found."""
import json

import pytest

from montsim.commands import figures
from montsim import paper as pv
from montsim.commands import table3

PNG = b"\x89PNG\r\n\x1a\n"


def point(p, bits, q, ttu, cycles, model="pipelined"):
    s = bits // 32
    return {"config": {"scheme.name": "pshs", "scheme.bits": bits, "scheme.p": p,
                       "scheme.q": 0 if q == s // p else q, "link.latency": ttu,
                       "link.model": model, "core.pipeline": "5-stage"},
            "stats": {"cycles": cycles, "correct": True, "s": s, "q": q, "t_sos": 2 * s * s * 16,
                      "speedup": 2 * s * s * 16 / cycles, "ctu": 16.0}}


def et(p, bits, q, ttu):
    """Piecewise linear: slope 3p-1 up to Eq. 1's CLT (CTU 16), 3(3p-1) after."""
    s = bits // 32
    knee = pv.clt_eq1(q, 16)
    return 2 * s * s * 16 // p + 40 * s // q + (3 * p - 1) * (min(ttu, knee) + 3 * max(0, ttu - knee))


TTUS = range(0, 1101, 25)


def fixture(model="pipelined"):
    pts = [point(4, 1024, q, t, et(4, 1024, q, t), model) for q in (1, 2, 4) for t in TTUS]
    pts += [point(4, bits, bits // 128, t, et(4, bits, bits // 128, t), model)
            for bits in (512, 1024, 2048) for t in TTUS]
    return pts


@pytest.fixture
def results(tmp_path):
    path = tmp_path / "results.json"
    path.write_text(json.dumps(fixture() + fixture("serial")))
    return path


def test_main_writes_both_figures(results, tmp_path, capsys):
    f5, f6 = tmp_path / "fig5.png", tmp_path / "fig6.png"
    assert figures.main([str(results), "--fig5", str(f5), "--fig6", str(f6)]) == 0
    for f in (f5, f6):
        data = f.read_bytes()
        assert data.startswith(PNG) and len(data) > 10000
    assert "wrote" in capsys.readouterr().out


def test_figures_are_deterministic_and_depend_on_the_model(results, tmp_path):
    outs = []
    for name, model in (("a", None), ("b", None), ("c", "serial")):
        out = tmp_path / f"{name}.png"
        argv = [str(tmp_path), "--fig6", str(out)]   # the directory works too
        if model:
            argv += ["--model", model]
        assert figures.main(argv) == 0
        outs.append(out.read_bytes())
    assert outs[0] == outs[1]
    assert outs[0] != outs[2]     # the title names the link model


def test_fig5_and_fig6_find_the_knees(results, tmp_path):
    recs = table3.pshs_records(json.loads(results.read_text()))
    k5 = figures.fig5(recs, str(tmp_path / "f5.png"))
    assert sorted(k5) == [1, 2, 4, 8]             # q = 8 = s/p comes with the Fig. 6 points
    assert k5[4]["knee"] == pytest.approx(64) and k5[8]["knee"] == pytest.approx(128)
    k6 = figures.fig6(recs, str(tmp_path / "f6.png"), model="serial")
    assert {b: round(r["knee"]) for b, r in k6.items()} == {512: 64, 1024: 128, 2048: 256}
    assert all(r["slope"] == pytest.approx(11) for r in k6.values())


def test_missing_data_is_an_error(tmp_path, capsys):
    path = tmp_path / "results.json"
    path.write_text(json.dumps([point(2, 512, 8, t, 1000 + t) for t in TTUS]))
    assert figures.main([str(path), "--fig5", str(tmp_path / "x.png")]) == 1
    assert "Fig. 5" in capsys.readouterr().err
    assert not (tmp_path / "x.png").exists()


def test_wrong_result_is_refused(tmp_path, capsys):
    pts = fixture()
    pts[3]["stats"]["correct"] = False
    path = tmp_path / "results.json"
    path.write_text(json.dumps(pts))
    assert figures.main([str(path), "--fig6", str(tmp_path / "x.png")]) == 1
    assert not (tmp_path / "x.png").exists()


def test_several_results_files_are_merged(tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    (tmp_path / "a" / "results.json").write_text(json.dumps(fixture()[: len(TTUS) * 3]))
    (tmp_path / "b" / "results.json").write_text(json.dumps(fixture()[len(TTUS) * 3:]))
    out5, out6 = tmp_path / "f5.png", tmp_path / "f6.png"
    assert figures.main([str(tmp_path / "a"), str(tmp_path / "b"),
                         "--fig5", str(out5), "--fig6", str(out6)]) == 0
    assert out5.read_bytes().startswith(PNG) and out6.read_bytes().startswith(PNG)


def test_the_note_names_what_the_drawn_points_share(tmp_path, capsys):
    # The message model's points mark their messages, the pipelined ones do
    # not: across the file the key varies (no note), in the drawn part it is
    # constant and must be named.
    marked = fixture("message")
    for pt in marked:
        pt["config"]["scheme.mark_messages"] = True
    plain = fixture("pipelined")
    for pt in plain:
        pt["config"]["scheme.mark_messages"] = False
    path = tmp_path / "results.json"
    path.write_text(json.dumps({"points": marked + plain, "defaults": {"scheme.mark_messages": False}}))
    seen = []
    real = figures._finish
    figures._finish = lambda fig, ax, title, out, note="": (seen.append(note), real(fig, ax, title, out, note))
    try:
        assert figures.main([str(path), "--fig5", str(tmp_path / "m.png"), "--model", "message"]) == 0
        assert figures.main([str(path), "--fig5", str(tmp_path / "p.png")]) == 0
    finally:
        figures._finish = real
    assert "scheme.mark_messages = true" in seen[0]
    assert "mark_messages" not in seen[1] and "all other parameters at their defaults" in seen[1]
