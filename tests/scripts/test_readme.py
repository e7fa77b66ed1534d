"""The root README's recipes (what-if, toys), run as a reader would copy
them (their outputs sent to a temporary folder instead of results/)."""
import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


def recipe(name):
    text = (ROOT / "README.md").read_text()
    m = re.search(r"<!-- recipe: " + re.escape(name) + r"[^>]*-->\s*```sh\n(.*?)```", text, re.S)
    assert m, f"README.md has no recipe {name!r}"
    return [line for line in m.group(1).splitlines() if line.strip() and not line.startswith("#")]


def argv(line, tmp_path):
    """A recipe line as the reader runs it, its outputs under tmp_path and
    `montsim` this checkout's command (whatever PATH holds)."""
    args = shlex.split(line.split("  #")[0].replace("results/", f"{tmp_path}/results/"))
    return [sys.executable, str(ROOT / "scripts" / "montsim")] + args[1:] if args[0] == "montsim" else args


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_whatif_recipe_runs_in_three_commands(tmp_path):
    commands = recipe("what-if")
    assert len(commands) <= 3
    for line in commands:
        args = argv(line, tmp_path)
        if args[2] == "run" and "--out" not in args:
            args += ["--out", str(tmp_path / "one")]
        done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True)
        assert done.returncode == 0, f"{line}\n{done.stderr}"
    # The output the README quotes is the output the first command gives.
    quoted = re.search(r"`\[1/1\] base cycles=(\d+) instructions=(\d+) correct=true`", (ROOT / "README.md").read_text())
    point = json.loads((tmp_path / "one" / "results.json").read_text())["points"][0]["stats"]
    assert quoted and (int(quoted.group(1)), int(quoted.group(2))) == (point["cycles"], point["instructions"])
    png = tmp_path / "results" / "whatif-mesh.png"
    assert png.read_bytes()[:4] == b"\x89PNG"


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_toys_recipe_runs_and_plots(tmp_path):
    commands = recipe("toys")
    assert len(commands) == 2
    for line in commands:
        done = subprocess.run(argv(line, tmp_path), cwd=ROOT,
                              capture_output=True, text=True)
        assert done.returncode == 0, f"{line}\n{done.stderr}"
    points = json.loads((tmp_path / "results" / "toys" / "results.json").read_text())["points"]
    assert len(points) == 8 and all(p["stats"]["correct"] for p in points)
    assert (tmp_path / "results" / "toys.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_own_program_recipe_runs_in_three_commands(tmp_path):
    import os
    cache = Path(os.environ.get("MONTSIM_TOOLCHAIN_CACHE", "/var/cache/montsim"))
    if not os.environ.get("MONTSIM_TOOLCHAIN") and not list(cache.glob("microblaze-elf-*/.complete")):
        if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":
            pytest.fail("no microblaze-elf toolchain (MONTSIM_REQUIRE_TOOLCHAIN=1)")
        pytest.skip("no microblaze-elf toolchain (bash scripts/toolchain.sh builds it)")
    commands = recipe("own-program")
    assert len(commands) == 3
    (tmp_path / "results").mkdir()
    for line in commands:
        done = subprocess.run(argv(line, tmp_path), cwd=ROOT,
                              capture_output=True, text=True)
        assert done.returncode == 0, f"{line}\n{done.stderr}"
    point = json.loads((tmp_path / "results" / "ring" / "results.json").read_text())["points"][0]["stats"]
    assert point["check"] == "exit status" and point["cores"] == 4
    assert (tmp_path / "results" / "ring-timeline.png").read_bytes()[:4] == b"\x89PNG"


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_trace_recipe_runs_as_pasted_and_names_its_folder(tmp_path):
    """No placeholder: the run prints the folder it traced into, and the
    views take the trace directory itself; everything lands under results/."""
    commands = recipe("trace")
    assert not any("POINT" in line for line in commands)
    printed = ""
    for line in commands:
        done = subprocess.run(argv(line, tmp_path), cwd=ROOT,
                              capture_output=True, text=True)
        assert done.returncode == 0, f"{line}\n{done.stderr}"
        printed += done.stderr
    folder = re.search(r"^traces: (.*)$", printed, re.M).group(1)
    assert Path(folder).parent == tmp_path / "results" / "trace-fig3" and (Path(folder) / "config.json").exists()
    for made in ("timeline.png", "trace.json", "trace.vcd", "trace.gtkw", "fig3/fig3.png"):
        assert (tmp_path / "results" / made).exists(), made


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_every_paper_table_recipe_is_a_command_the_docs_check_reruns():
    """The root README's list of paper tables: each line's commands are run,
    and their output compared, by montsim docs-outputs (in some README)."""
    from montsim import docs_outputs
    rerun = set()
    for readme in docs_outputs.readmes(ROOT):
        for kind, *item in docs_outputs.parse(readme, ROOT):
            if kind == "block":
                rerun |= {command for command, _ in item[0].steps}
    commands = [c.strip() for line in recipe("paper-tables") for c in line.split("#")[0].split("&&")]
    assert len(commands) >= 10
    missing = [c for c in commands if c not in rerun]
    assert missing == []
