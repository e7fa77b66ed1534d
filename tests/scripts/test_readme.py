"""The root README and the recipes of the docs site's pages, run as a
reader would paste them: the README's in an empty folder, with `montsim`
this checkout's command (whatever PATH holds)."""
import json
import os
import re
import subprocess
from pathlib import Path

import pytest

from montsim.tools import docs_outputs

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
DOCS = ROOT / "scripts" / "docs"
needs_engine = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")


def recipe(name, page=ROOT / "README.md"):
    text = page.read_text()
    m = re.search(r"<!-- recipe: " + re.escape(name) + r"[^>]*-->\s*```sh\n(.*?)```", text, re.S)
    assert m, f"{page.name} has no recipe {name!r}"
    return m.group(1)


def paste(script, folder):
    """Runs a recipe in `folder` as bash would, each command stopping it on
    failure; returns what it printed to stderr."""
    shim = docs_outputs.montsim_shim(folder / ".bin", ROOT).parent
    env = dict(os.environ, PATH=f"{shim}{os.pathsep}{os.environ['PATH']}")
    done = subprocess.run(["bash", "-e", "-c", script], cwd=folder, capture_output=True, text=True, env=env)
    assert done.returncode == 0, f"{script}\n{done.stderr[-3000:]}"
    return done.stderr


def need_toolchain():
    if not docs_outputs.have_toolchain():
        if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":
            pytest.fail("no microblaze-elf toolchain (MONTSIM_REQUIRE_TOOLCHAIN=1)")
        pytest.skip("no microblaze-elf toolchain (bash scripts/toolchain.sh builds it)")


def test_readme_is_short_and_leads_into_the_site():
    text = (ROOT / "README.md").read_text()
    assert len(text.splitlines()) <= 150
    for page in ("tutorials/paper-table.md", "how-to/sweep-and-plot.md", "explanation/index.md",
                 "how-to/add-scheme.md"):
        assert f"(scripts/docs/{page})" in text, page
    # No checkout-relative path in a recipe: they work from any folder.
    for name in ("paper-table", "what-if", "own-program"):
        assert not re.search(r"\b(?:configs|schemes|scripts)/", recipe(name)), name


@needs_engine
def test_paper_table_recipe_runs_in_an_empty_folder(tmp_path):
    paste(recipe("paper-table"), tmp_path)
    points = json.loads((tmp_path / "results" / "table3" / "results.json").read_text())["points"]
    assert len(points) >= 63 and all(p["stats"]["correct"] for p in points)


@needs_engine
def test_whatif_recipe_runs_in_an_empty_folder(tmp_path):
    paste(recipe("what-if"), tmp_path)
    points = json.loads((tmp_path / "results" / "whatif-mesh" / "results.json").read_text())["points"]
    assert len(points) == 4 and all(p["stats"]["correct"] for p in points)
    assert (tmp_path / "results" / "whatif-mesh.png").read_bytes()[:4] == b"\x89PNG"


@needs_engine
def test_own_program_recipe_runs_in_an_empty_folder(tmp_path):
    need_toolchain()
    paste(recipe("own-program"), tmp_path)
    point = json.loads((tmp_path / "results" / "ring" / "results.json").read_text())["points"][0]["stats"]
    assert point["check"] == "exit status" and point["cores"] == 4
    assert (tmp_path / "results" / "ring-timeline.png").read_bytes()[:4] == b"\x89PNG"


@needs_engine
def test_own_program_recipe_fails_when_the_ring_loses_the_token(tmp_path):
    """The recipe's check can fail: a program that adds the wrong amount exits 1."""
    need_toolchain()
    broken = recipe("own-program").replace("token += id + 1", "token += id")
    with pytest.raises(AssertionError, match="core 0 of ring.elf exited with status 1"):
        paste(broken, tmp_path)


@needs_engine
def test_toys_recipe_runs_and_plots(tmp_path):
    """How-to: add a latency model; montsim_toys is the checkout's build."""
    script = recipe("toys", DOCS / "how-to" / "add-latency-model.md").replace("build/tests/", f"{ROOT}/build/tests/")
    paste(script, tmp_path)
    points = json.loads((tmp_path / "results" / "toys" / "results.json").read_text())["points"]
    assert len(points) == 4 and all(p["stats"]["correct"] for p in points)
    assert (tmp_path / "results" / "toys.png").read_bytes()[:4] == b"\x89PNG"


@needs_engine
def test_trace_recipe_runs_as_pasted_and_names_its_folder(tmp_path):
    """No placeholder: the run prints the folder it traced into, and the
    views take the trace directory itself; everything lands under results/."""
    printed = paste(recipe("trace", DOCS / "how-to" / "trace.md"), tmp_path)
    folder = re.search(r"^traces: (.*)$", printed, re.M).group(1)
    assert Path(folder).parent == Path("results/trace-fig3") or Path(folder).parent.name == "trace-fig3"
    assert (tmp_path / "results" / "trace-fig3").is_dir()
    for made in ("timeline.png", "trace.json", "trace.vcd", "trace.gtkw"):
        assert (tmp_path / "results" / made).exists(), made


@needs_engine
def test_every_paper_table_recipe_is_a_command_the_docs_check_reruns():
    """The list of paper tables (how-to: reproduce every paper table): each
    line's commands are run, and their output compared, by montsim
    docs-outputs (on some page)."""
    rerun = set()
    for readme in docs_outputs.readmes(ROOT):
        for kind, *item in docs_outputs.parse(readme, ROOT):
            if kind == "block":
                rerun |= {command for command, _ in item[0].steps}
    lines = [line for line in recipe("paper-tables", DOCS / "how-to" / "paper-tables.md").splitlines() if line]
    commands = [c.strip() for line in lines for c in line.split("#")[0].split("&&")]
    assert len(commands) >= 10
    missing = [c for c in commands if c not in rerun]
    assert missing == []
