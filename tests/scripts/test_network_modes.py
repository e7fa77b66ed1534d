"""The ring through both network modes (run.network): the whole Table III
sweep and the topology what-if give the same statistics, point by point, on
the timestamped fast path and on the clocked reference."""
import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


def run(config, out, *sets):
    cmd = [str(MONTSIM), "run", str(ROOT / config), "--quiet", "--out", str(out)]
    for s in sets:
        cmd += ["--set", s]
    subprocess.run(cmd, check=True)
    return json.loads((out / "results.json").read_text())["points"]


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
@pytest.mark.parametrize("config,extra", [("configs/table3.toml", ()),
                                          ("configs/topologies.toml", ("scheme.p=8", "scheme.bits=1024"))])
def test_both_network_modes_give_the_same_results(tmp_path, config, extra):
    fast = run(config, tmp_path / "fast", *extra)
    clocked = run(config, tmp_path / "clocked", "run.network=clocked", *extra)
    assert len(fast) == len(clocked) > 50
    for a, b in zip(fast, clocked):
        assert a["config"]["run.network"] == "timestamped" and b["config"]["run.network"] == "clocked"
        assert {k: v for k, v in a["config"].items() if k != "run.network"} == \
               {k: v for k, v in b["config"].items() if k != "run.network"}
        assert a["stats"]["correct"] is True
        assert a["stats"] == b["stats"], a["config"]
