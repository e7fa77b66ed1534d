"""The teaching notebooks (scripts/notebooks/) run headless, cell by cell,
as a reader's Jupyter would run them, so they cannot rot: no cell may fail,
and their outputs must hold the figures they promise."""
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "scripts" / "notebooks"
MONTSIM = ROOT / "build" / "montsim"


def execute(name):
    nb = nbformat.read(NOTEBOOKS / name, as_version=4)
    client = nbclient.NotebookClient(nb, timeout=300, kernel_name="python3",
                                     resources={"metadata": {"path": str(NOTEBOOKS)}})
    # Debian 12's ipywidgets (6.0) predates the widget protocol nbclient
    # plays a front end for; a headless run needs no widget state, and the
    # interact() output (the figure) reaches the cell without it.
    client.comm_open_handlers = {}
    client.execute()
    outputs = [o for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", [])]
    errors = [o for o in outputs if o.get("output_type") == "error"]
    assert not errors, f"{name}: {errors[0]['ename']}: {errors[0]['evalue']}"
    return nb, [o for o in outputs if "image/png" in o.get("data", {})]


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
@pytest.mark.parametrize("name,images", [("pshs_walkthrough.ipynb", 3), ("whatif.ipynb", 1), ("own_program.ipynb", 1),
                                         ("parallel_montgomery.ipynb", 2)])
def test_notebook_runs_and_draws(name, images):
    nb, pngs = execute(name)
    assert len(pngs) >= images, f"{name}: {len(pngs)} figures, {images} expected"
    if name == "pshs_walkthrough.ipynb":
        # The timeline (the paper's Fig. 3, three panels) comes first: a large figure.
        assert "1200x750" in str(pngs[0]["data"].get("text/plain", ""))
    if name == "own_program.ipynb":
        listing = "".join(o.get("text", "") for o in nb.cells[1].get("outputs", []))
        assert "mul" in listing and "bnei" in listing
        result = str(nb.cells[3].outputs[0]["data"]["text/plain"])
        assert "(120," in result  # the exit status is the dot product
    if name == "parallel_montgomery.ipynb":
        # The edit took the modulo out of the all-gather, and both forms passed Boost's check.
        text = " ".join(str(o.get("data", {}).get("text/plain", "")) + o.get("text", "")
                        for c in nb.cells if c.cell_type == "code" for o in c.get("outputs", []))
        assert "__modsi3" in text and "montgomery" in text
        compared = str(nb.cells[11].outputs[-1]["data"]["text/plain"])
        assert "'student without %'" in compared
