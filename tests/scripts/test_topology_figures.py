"""scripts/montsim/commands/topology_figures.py on a small run of configs/topologies.toml."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_topology_plot(tmp_path):
    subprocess.run([str(MONTSIM), "run", str(ROOT / "configs/topologies.toml"), "--quiet", "--out", str(tmp_path / "r"),
                    "--set", "scheme.p=4", "--set", "scheme.bits=512"], check=True)
    points = json.loads((tmp_path / "r" / "results.json").read_text())["points"]
    assert len(points) == 5 + 5 * 3 * 5 and all(p["stats"]["correct"] for p in points)
    routed = [p for p in points if p["config"]["platform.topology"] != "ring"]
    assert all("network.max_hops" in p["stats"] for p in routed)
    out = tmp_path / "t.png"
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "topology-figures", str(tmp_path / "r" / "results.json"),
                           "-o", str(out)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"
