"""scripts/montsim/commands/kernel_variants.py: each kernel form against Tables II and
III, under both readings, from a small real run and from made-up points."""
import json
import subprocess
from pathlib import Path

import pytest

from montsim.commands import kernel_variants as kv

from montsim import paper
ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
needs_montsim = pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")


def made_up(tmp_path, scale_sos, scale_pshs):
    """SOS and pSHS points at the paper's values times a scale, C careful on
    the 3-stage core, under the message model's p/2 reading."""
    pts = []
    for bits, cyc in paper.PSHS_TABLE2_SOS_CYCLES.items():
        pts.append({"config": {"scheme.name": "sos", "scheme.bits": bits, "scheme.kernel": "c",
                               "scheme.c_variant": "hoisted", "core.pipeline": "3-stage"},
                    "stats": {"correct": True, "cycles": cyc, "mm_cycles": round(cyc * scale_sos), "ctu": 25.0}})
    for (p, bits), ets in paper.PSHS_TABLE3_ET.items():
        for ttu, et, sp in zip(paper.PSHS_TABLE3_TTU, ets, paper.PSHS_TABLE3_SP[(p, bits)]):
            pts.append({"config": {"scheme.name": "pshs", "scheme.p": p, "scheme.bits": bits, "scheme.kernel": "c",
                                   "scheme.c_variant": "careful", "core.pipeline": "3-stage",
                                   "link.model": "message", "scheme.mark_messages": True, "link.depth": 64,
                                   "link.latency": ttu * 2 // p},
                        "stats": {"correct": True, "cycles": round(et * scale_pshs), "speedup": sp, "ctu": 24.0,
                                  "t_sos": paper.PSHS_TABLE2_SOS_CYCLES[bits]}})
    path = tmp_path / "r.json"
    path.write_text(json.dumps({"points": pts, "defaults": {}}))
    return str(path)


def test_made_up_points_land_where_they_were_put(tmp_path, capsys):
    path = made_up(tmp_path, 1.02, 0.9)
    data = kv.gather(path)
    # SOS's hoisted pairs with pSHS's careful only in the printout's columns
    # (their forms differ): two rows, one each.
    assert set(data) == {("3-stage", "hoisted"), ("3-stage", "careful")}
    careful = kv.summarise(data[("3-stage", "careful")], "message")
    assert careful["cells"] == 63 and careful["et rms"] == pytest.approx(0.1, abs=1e-3)
    assert careful["sp rms"] == pytest.approx(0, abs=1e-9)
    assert kv.summarise(data[("3-stage", "careful")], "pipelined")["cells"] == 0
    hoisted = kv.summarise(data[("3-stage", "hoisted")], "message")
    assert hoisted["sos 2048"] == pytest.approx(0.02, abs=1e-4)
    assert kv.main([path]) == 0
    out = capsys.readouterr().out
    assert "Table III under link.model = message, TTU = p/2 links" in out
    assert "3-stage  C careful     |        -       -       -      - |    63   10.0%" in out


@needs_montsim
def test_a_small_real_run(tmp_path, capsys):
    config = tmp_path / "c.toml"
    config.write_text('[meta]\nname = "kv"\n[core]\nhw_mul = "mul64"\n'
                      '[[sweep]]\n"scheme.name" = ["sos"]\n"scheme.kernel" = ["c"]\n'
                      '"scheme.c_variant" = ["literal", "hoisted"]\n"scheme.bits" = [512]\n'
                      '[[sweep]]\n"scheme.name" = ["pshs"]\n"scheme.kernel" = ["c"]\n'
                      '"scheme.c_variant" = ["literal", "careful"]\n"scheme.p" = [4]\n"scheme.bits" = [512]\n'
                      '"link.latency" = [32, 100]\n')
    subprocess.run([str(MONTSIM), "run", str(config), "--quiet", "--out", str(tmp_path / "res")], check=True)
    assert kv.main([str(tmp_path / "res" / "results.json")]) == 0
    out = capsys.readouterr().out
    for name in ("C literal", "C hoisted", "C careful"):
        assert f"5-stage  {name}" in out
    assert "|     2 " in out  # two Table III cells per pSHS form
