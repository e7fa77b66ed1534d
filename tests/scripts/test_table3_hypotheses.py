"""scripts/montsim/table3_hypotheses.py: a point's TTU from its link latency
by the file's reading, residuals against the paper's 63 cells."""
import json

import pytest

from montsim import paper, table3_hypotheses as th


def run_file(tmp_path, name, model, latency_of, scale=1.0):
    """Points with the paper's ET times `scale`, link latencies by a reading."""
    pts = []
    for (p, bits), row in paper.PSHS_TABLE3_ET.items():
        for ttu, et in zip(paper.PSHS_TABLE3_TTU, row):
            pts.append({"config": {"scheme.name": "pshs", "scheme.p": p, "scheme.bits": bits, "link.model": model,
                                   "link.latency": latency_of(ttu, p), "platform.topology": "ring"},
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
    assert "TTU = p/2 links  serial     |    63  10.0%" in out


def test_refuses_results_without_table3_points(tmp_path):
    other = tmp_path / "o.json"
    other.write_text(json.dumps({"points": [{"config": {"scheme.name": "sos", "scheme.bits": 64},
                                             "stats": {"correct": True, "cycles": 5}}]}))
    with pytest.raises(ValueError, match="no pSHS points on the ring"):  # run configs/table3_hypotheses.toml
        th.main([str(other)])
