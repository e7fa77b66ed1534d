"""scripts/montsim/commands/scaling.py on a small range: every point checked, a plot, a table."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_scaling_small(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "scaling", "--out", str(tmp_path / "scaling"),
                           "--bits", "512", "--max-p", "8"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    assert "512   ring" in done.stdout and "512   mesh" in done.stdout
    assert (tmp_path / "scaling.png").read_bytes()[:4] == b"\x89PNG"
