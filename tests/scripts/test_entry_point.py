"""The one `montsim` command (scripts/montsim/cli.py, pyproject.toml): the
engine's commands and the tools' under one name, no name meaning two things,
usable from any folder (an installed wheel's: tests/scripts/test_wheel.py)."""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from montsim import cli

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "build" / "montsim"
needs_engine = pytest.mark.skipif(not ENGINE.exists(), reason="build/montsim not built")
FRONT = [sys.executable, str(ROOT / "scripts" / "montsim")]


def run(args, cwd, command=FRONT, **kw):
    return subprocess.run(command + args, cwd=cwd, capture_output=True, text=True, **kw)


@needs_engine
def test_engine_commands_are_the_engines_and_no_name_means_two_things():
    catalogue = json.loads(subprocess.run([ENGINE, "--help", "--json"], capture_output=True, text=True,
                                          check=True).stdout)
    engine = {c["name"] for c in catalogue["commands"]}
    assert engine == set(cli.ENGINE_COMMANDS)
    assert engine.isdisjoint(cli.COMMANDS), engine & set(cli.COMMANDS)


@needs_engine
def test_from_any_folder_help_lists_both_kinds_and_run_then_table3_work(tmp_path):
    done = run(["--help"], tmp_path)
    assert done.returncode == 0
    listed = {line.split()[0] for line in done.stdout.splitlines() if line.startswith("  ")}
    assert {"run", "asm", "exec", "cc", "params", "fips", "table3", "plot", "traces", "fips-mb"} <= listed
    # A shipped config by its name; results under the current folder.
    done = run(["run", "table3.toml", "--set", "scheme.bits=512", "-q"], tmp_path)
    assert done.returncode == 0, done.stderr
    made = tmp_path / "results" / "table3--scheme.bits=512" / "results.json"
    assert made.exists()
    done = run(["table3", str(made.relative_to(tmp_path))], tmp_path)
    assert done.returncode == 0, done.stderr
    assert "Table III" in done.stdout and " 2   512 et montsim" in done.stdout
    # The engine's exit status and messages come through unchanged.
    done = run(["run", "no-such.toml"], tmp_path)
    assert done.returncode == 2 and "no such file: no-such.toml" in done.stderr
    assert run(["--version"], tmp_path).stdout.startswith("montsim ")


@needs_engine
def test_a_file_here_comes_before_a_shipped_config_of_its_name(tmp_path):
    (tmp_path / "table3.toml").write_text('[scheme]\nname = "sos"\n')
    done = run(["run", "table3.toml", "--count"], tmp_path)
    assert done.returncode == 0 and done.stdout == "1\n"


def test_a_missing_engine_is_named_with_how_to_build_it(tmp_path):
    done = run(["run", "--count"], tmp_path, env=dict(os.environ, MONTSIM_ENGINE=str(tmp_path / "nothing")))
    assert done.returncode == 1 and "is not built" in done.stderr and "scripts/build.sh" in done.stderr


def test_the_set_up_puts_montsim_on_path():
    """After the README's set-up (scripts/install_deps.sh), `montsim` on
    PATH is this checkout's venv's."""
    venv_command = ROOT / ".venv" / "bin" / "montsim"
    if not venv_command.exists():
        if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":  # the full set-up ran (scripts/test.sh)
            pytest.fail(".venv/bin/montsim missing after scripts/install_deps.sh")
        pytest.skip("the set-up (scripts/install_deps.sh) has not run in this checkout")
    done = subprocess.run([venv_command, "--help"], cwd="/", capture_output=True, text=True)
    assert done.returncode == 0 and "  table3 " in done.stdout
    if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":
        assert Path(shutil.which("montsim")).resolve() == venv_command.resolve()


def test_the_launcher_hands_the_engine_exactly_the_engine_commands():
    """scripts/montsim/launcher.sh sends engine commands straight to the
    engine (no Python start): its list is cli.ENGINE_COMMANDS."""
    text = (ROOT / "scripts" / "montsim" / "launcher.sh").read_text()
    import re
    listed = re.search(r"^\s*([a-z|-]+)\)\s*$", text, re.M).group(1).split("|")
    assert sorted(listed) == sorted(cli.ENGINE_COMMANDS)


@needs_engine
def test_the_launcher_runs_engine_commands_and_hands_the_rest_to_python(tmp_path, monkeypatch):
    launcher = tmp_path / "bin" / "montsim"
    launcher.parent.mkdir()
    launcher.write_text((ROOT / "scripts" / "montsim" / "launcher.sh").read_text()
                        .replace("@LAYOUT@", "checkout").replace("@ROOT@", str(ROOT))
                        .replace("@PYTHON@", sys.executable))
    launcher.chmod(0o755)
    monkeypatch.setenv("PYTHONPATH", str(ROOT / "scripts"))  # the Python front end (pytest's path is its own)
    done = run(["run", "table2.toml", "--count"], tmp_path, [str(launcher)])
    assert done.returncode == 0 and done.stdout == "3\n", done.stderr
    done = run(["--help"], tmp_path, [str(launcher)])
    assert done.returncode == 0 and "  table3 " in done.stdout
    # A missing engine: the Python front end names the fix.
    done = run(["run", "--count"], tmp_path, [str(launcher)], env=dict(os.environ, MONTSIM_ENGINE=str(tmp_path / "x")))
    assert done.returncode == 1 and "is not built" in done.stderr
