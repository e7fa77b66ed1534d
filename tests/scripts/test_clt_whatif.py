"""scripts/montsim/commands/clt_whatif.py: the FIFO depth and latency model against the CLT."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_clt_whatif(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "clt-whatif", "--out", str(tmp_path / "r"),
                           "--set", "scheme.bits=512"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    rows = [l for l in done.stdout.splitlines() if l.split()[:1] and l.split()[0] in ("pipelined", "serial", "delayline")]
    assert len(rows) == 12
    assert (tmp_path / "clt_whatif.png").read_bytes()[:4] == b"\x89PNG"
