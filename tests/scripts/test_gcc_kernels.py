"""scripts/montsim/commands/gcc_kernels.py: Table II and III with the stored compiled kernels
(no toolchain needed), every variant present and every run checked."""
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_tables_name_every_variant_and_the_paper(tmp_path):
    out = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "gcc-kernels", "--out", str(tmp_path)],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert out.returncode == 0, out.stderr
    text = out.stdout
    assert text == (tmp_path / "tables.txt").read_text()
    for pipeline in ("5-stage", "3-stage"):
        assert f"Table II, {pipeline} pipeline" in text
    for opt in ("O0", "O1", "O2", "O3", "Os"):
        assert text.count(f"gcc -{opt} mulhu") == 2 and text.count(f"gcc -{opt} __muldi3") == 2
    assert "paper                     13953" in text
    # The box as gcc emits it: the product and the loop's branch back.
    assert "mulhu r4,r23,r12" in text and "bneid r23,$L6" in text
    assert "Table III at TTU = 32" in text and text.count("\n 8  2048") == 1
