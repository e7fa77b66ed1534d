"""scripts/montsim/commands/table3_hypotheses.py: a point's TTU from its link latency
by the file's reading, residuals against the paper's 63 cells."""
import json

import pytest

from montsim import paper


from montsim.commands import table3_hypotheses as th
def run_file(tmp_path, name, model, latency_of, scale=1.0, extra=None):
    """Points with the paper's ET times `scale`, link latencies by a reading."""
    pts = []
    for (p, bits), row in paper.PSHS_TABLE3_ET.items():
        for ttu, et in zip(paper.PSHS_TABLE3_TTU, row):
            pts.append({"config": {"scheme.name": "pshs", "scheme.p": p, "scheme.bits": bits, "link.model": model,
                                   "link.latency": latency_of(ttu, p), "platform.topology": "ring", **(extra or {})},
                        "stats": {"correct": True, "cycles": round(et * scale)}})
    path = tmp_path / name
    path.write_text(json.dumps({"points": pts, "defaults": {}}))
    return str(path)


def test_readings_and_residuals(tmp_path, capsys):
    link = run_file(tmp_path, "link.json", "pipelined", lambda ttu, p: ttu)
    half = run_file(tmp_path, "half.json", "serial", lambda ttu, p: ttu * 2 // p, scale=1.1)
    curves = th.curves_of([link, half])
    # p = 2's points stand for both readings: the link file's count under p/2 links too, and the
    # half file's under TTU = link.
    assert set(curves) == {("TTU = link", "pipelined"), ("TTU = p/2 links", "serial"),
                           ("TTU = p/2 links", "pipelined"), ("TTU = link", "serial")}
    assert {p for p, _ in curves[("TTU = p/2 links", "pipelined")]} == {2}
    assert th.readings_of(4, 50) == [("TTU = p/2 links", 100)] and th.readings_of(4, 100) == [("TTU = link", 100)]
    assert th.readings_of(2, 300) == [("TTU = link", 300), ("TTU = p/2 links", 300)]
    exact = th.evaluate(curves[("TTU = link", "pipelined")])
    assert exact["cells"] == 63 and exact["rms"] == pytest.approx(0, abs=1e-4)
    off = th.evaluate(curves[("TTU = p/2 links", "serial")])
    assert off["cells"] == 63 and off["rms"] == pytest.approx(0.1, abs=1e-3)
    assert th.main([link, half]) == 0
    out = capsys.readouterr().out
    assert "TTU = link       pipelined  |    63   0.0%" in out
    # The paper's own curves bend where the paper's do: every knee agrees.
    assert th.evaluate(curves[("TTU = link", "pipelined")])["knees_agree"] == 9
    assert [line for line in out.splitlines() if line.startswith("TTU = link       pipelined")][0].endswith("|   9/9")
    assert "TTU = p/2 links  serial     |    63  10.0%" in out
    # The closest, row by row: every row exact, its knees the paper's.
    assert "The closest over all the cells, pipelined with TTU = link, row by row:" in out
    assert " 4  2048 |   0.0%    +0.0% |   5.50   5.50 |     21.50  21.50 |       865       865" in out


def test_kernel_depth_and_pipeline_label_a_model(tmp_path, capsys):
    message = run_file(tmp_path, "m.json", "message", lambda ttu, p: ttu * 2 // p, scale=0.95,
                       extra={"scheme.mark_messages": True, "link.depth": 64, "core.pipeline": "3-stage"})
    plain = run_file(tmp_path, "p.json", "message", lambda ttu, p: ttu * 2 // p, scale=1.2)
    curves = th.curves_of([message, plain])
    assert ("TTU = p/2 links", "message (3-stage, marked, depth 64)") in curves
    assert ("TTU = p/2 links", "message") in curves  # the two runs are kept apart
    assert th.main([message, plain]) == 0
    out = capsys.readouterr().out
    assert "TTU = p/2 links  message (3-stage, marked, depth 64) |    63   5.0%" in out
    assert "The closest over all the cells, message (3-stage, marked, depth 64) with TTU = p/2 links" in out


def test_refuses_results_without_table3_points(tmp_path):
    other = tmp_path / "o.json"
    other.write_text(json.dumps({"points": [{"config": {"scheme.name": "sos", "scheme.bits": 64},
                                             "stats": {"correct": True, "cycles": 5}}]}))
    with pytest.raises(ValueError, match="no pSHS points on the ring"):  # run configs/table3_hypotheses.toml
        th.main([str(other)])
