"""Many cores (issue 59, goal 4): scheme.p and platform.cores up to 4096,
scheme.bits up to 131072. The 4096-core, 131072-bit pSHS point on a 64 x 64
mesh is an output block of scripts/docs/explanation/network.md (rerun by
the docs check); here a 1024-core point with its memory, and the limits."""
import json
import resource
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"

pytestmark = pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")


def test_pshs_on_a_32_by_32_mesh_is_checked_and_small(tmp_path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    done = subprocess.run([str(MONTSIM), "run", "--set", "scheme.name=pshs", "--set", "scheme.bits=32768",
                           "--set", "scheme.p=1024", "--set", "platform.topology=mesh", "--out", str(tmp_path),
                           "--quiet"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    peak_kib = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    point = json.loads((tmp_path / "results.json").read_text())["points"][0]
    assert point["stats"]["correct"] is True
    assert point["stats"]["speedup"] > 1
    # 1024 cores with 64 KiB of local memory each, and the mesh: well under 1 GiB
    # (the largest child so far, so only a bound when this one is the largest).
    if peak_kib > before:
        assert peak_kib < 1024 * 1024


@pytest.mark.parametrize("setting, says", [
    ("scheme.p=4097", "scheme.p must be an integer in 1..4096"),
    ("platform.cores=4097", "platform.cores must be an integer in 0..4096"),
    ("scheme.bits=131104", "scheme.bits must be a multiple of 32 in 32..131072"),
])
def test_beyond_the_limits_is_refused_with_the_range(tmp_path, setting, says):
    done = subprocess.run([str(MONTSIM), "run", "--set", "scheme.name=pshs", "--set", setting, "--out",
                           str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode != 0 and says in done.stderr
