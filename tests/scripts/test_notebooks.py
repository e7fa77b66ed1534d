"""The teaching notebooks (scripts/notebooks/) run headless with the stock
Jupyter tools a reader has after the set-up, `jupyter nbconvert --to notebook
--execute` and `jupyter-execute` (the venv's, .venv/bin), with no workaround,
so they cannot rot: no cell may fail, and their outputs must hold the figures
they promise (a figure in a widget counts: nbconvert saves the widgets'
state)."""
import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "scripts" / "notebooks"
MONTSIM = ROOT / "build" / "montsim"
JUPYTER = ROOT / ".venv" / "bin"


@pytest.fixture(scope="module")
def jupyter():
    if not (JUPYTER / "jupyter-nbconvert").exists():
        if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":  # the full set-up ran (scripts/test.sh)
            pytest.fail(".venv/bin/jupyter-nbconvert missing after scripts/install_deps.sh")
        pytest.skip("no Jupyter in .venv (scripts/install_deps.sh installs it)")
    return JUPYTER


def execute(name, jupyter, tmp_path):
    """`jupyter nbconvert --to notebook --execute`, as documented; the
    executed copy goes to tmp_path, the notebook itself is left as it is."""
    out = tmp_path / name
    done = subprocess.run([jupyter / "jupyter", "nbconvert", "--to", "notebook", "--execute", NOTEBOOKS / name,
                           "--output", out], capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"{name}:\n{done.stderr[-3000:]}"
    nb = json.loads(out.read_text())
    outputs = [o for c in nb["cells"] if c["cell_type"] == "code" for o in c.get("outputs", [])]
    errors = [o for o in outputs if o.get("output_type") == "error"]
    assert not errors, f"{name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    state = nb["metadata"].get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {}).get("state", {})
    in_widgets = [o for m in state.values() if m["model_name"] == "OutputModel" for o in m["state"]["outputs"]]
    return nb, [o for o in outputs + in_widgets if "image/png" in o.get("data", {})]


def cell_text(cell):
    # (a saved notebook keeps multi-line text as a list of lines)
    return "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/plain", ""))
                   for o in cell.get("outputs", []))


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
@pytest.mark.parametrize("name,images", [("pshs_walkthrough.ipynb", 3), ("whatif.ipynb", 1), ("own_program.ipynb", 1),
                                         ("parallel_montgomery.ipynb", 2), ("leakage.ipynb", 1),
                                         ("groups.ipynb", 1)])
def test_notebook_runs_and_draws(name, images, jupyter, tmp_path):
    nb, pngs = execute(name, jupyter, tmp_path)
    assert len(pngs) >= images, f"{name}: {len(pngs)} figures, {images} expected"
    if name == "pshs_walkthrough.ipynb":
        # The timeline (the paper's Fig. 3, three panels) comes first: a large figure.
        assert "1200x750" in "".join(pngs[0]["data"].get("text/plain", ""))
    cells = nb["cells"]
    if name == "pshs_walkthrough.ipynb":
        # The sliders' schedule is drawn into the Output widget (its saved state).
        assert any("1200x280" in "".join(p["data"].get("text/plain", "")) for p in pngs)
    if name == "own_program.ipynb":
        assert "mul" in cell_text(cells[1]) and "bnei" in cell_text(cells[1])
        assert "(120," in cell_text(cells[3])  # the exit status is the dot product
    if name == "parallel_montgomery.ipynb":
        # The edit took the modulo out of the all-gather, and both forms passed Boost's check.
        text = " ".join(cell_text(c) for c in cells if c["cell_type"] == "code")
        assert "__modsi3" in text and "montgomery" in text
        assert "'student without %'" in cell_text(cells[11])
    if name == "leakage.ipynb":
        # The branch subtraction leaks; the masked CIOS takes the same cycles every run.
        text = cell_text(cells[1])
        assert "verdict: the cycles tell T < N from T >= N" in text
        assert "verdict: no dependence found: every one of the 600 runs took" in text
    if name == "groups.ipynb":
        # The table of eight points (every g dividing 8, two topologies) and the budget's answer.
        text = cell_text(cells[1])
        assert sum(1 for line in text.splitlines() if line.split()[:2] in (["512", "p2p"], ["512", "bus"])) == 8
        assert "512 bits, at most 100 ms per exponentiation: p = 8" in text


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_jupyter_execute_runs_each_notebook(jupyter):
    """The other stock runner, nbclient's jupyter-execute (it saves nothing)."""
    for name in ("pshs_walkthrough.ipynb", "whatif.ipynb", "own_program.ipynb", "parallel_montgomery.ipynb",
                 "leakage.ipynb", "groups.ipynb"):
        done = subprocess.run([jupyter / "jupyter-execute", NOTEBOOKS / name], capture_output=True, text=True,
                              timeout=600)
        assert done.returncode == 0, f"{name}:\n{done.stderr[-3000:]}"
