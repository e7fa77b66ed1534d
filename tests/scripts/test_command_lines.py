"""Never silently wrong, round 4 (issue 58), on the Python side and through
the engine as a user runs it: every command of the front end answers --help
with exit 0; numeric options are checked (no negative count, no nan); the
API matches a value given as text and sweeps a value holding a comma; a
point that runs for more than a moment says how far it got."""
import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from montsim import argtypes, cli

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
FRONT = [sys.executable, str(ROOT / "scripts" / "montsim")]
needs_montsim = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")


def run(args, **kw):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, **kw)


@pytest.mark.parametrize("command", sorted(cli.COMMANDS))
def test_every_tool_answers_help_with_its_usage(command):
    r = run(FRONT + [command, "--help"], timeout=120)
    assert r.returncode == 0, r.stderr
    assert "usage: montsim " + command in r.stdout.lower(), r.stdout[:300]
    assert "Traceback" not in r.stderr


@needs_montsim
@pytest.mark.parametrize("command", cli.ENGINE_COMMANDS)
def test_every_engine_command_answers_help_through_the_front_end(command):
    r = run(FRONT + [command, "--help"], env={**os.environ, "MONTSIM_ENGINE": str(MONTSIM)})
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("Usage: montsim " + command)


def test_the_front_end_list_of_engine_commands_is_the_engines():
    if not MONTSIM.exists():
        pytest.skip("build/montsim not built")
    import json
    catalogue = json.loads(run([MONTSIM, "--help", "--json"]).stdout)
    assert sorted(c["name"] for c in catalogue["commands"]) == sorted(cli.ENGINE_COMMANDS)


def test_checked_numbers():
    parse = argtypes.count(1, 10)
    assert parse("3") == 3
    for bad in ("-3", "0", "11", "2.5", "nan", "x"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse(bad)
    finite = argtypes.number(minimum=0)
    assert finite("25.5") == 25.5
    for bad in ("nan", "inf", "-inf", "-1", "x"):
        with pytest.raises(argparse.ArgumentTypeError):
            finite(bad)
    with pytest.raises(argparse.ArgumentTypeError):
        argtypes.number(above=0)("0")


@pytest.mark.parametrize("args", [["pshs-bound", "--box", "nan"], ["pshs-bound", "--row", "-inf"],
                                  ["pshs-bound", "--ttu", "-1"], ["stress", "--runs", "-5"],
                                  ["stress", "-j", "0"], ["traces", "labels", "x", "--top", "-2"],
                                  ["qemu-diff", "--cases", "-1"], ["scaling", "--max-p", "0"]])
def test_a_number_out_of_range_is_refused_naming_the_option(args):
    r = run(FRONT + args)
    assert r.returncode == 2, (r.stdout, r.stderr)
    option = next(a for a in args if a.startswith("-"))
    option = {"-j": "-j/--jobs"}.get(option, option)
    assert f"argument {option}" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr


def test_no_option_of_a_tool_takes_an_unchecked_number():
    """argparse's type=int and type=float take -3 and nan: every numeric
    option says its range with montsim.argtypes instead."""
    offenders = []
    for path in sorted((ROOT / "scripts" / "montsim").glob("*.py")):
        for n, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(r"add_argument\(.*type=(int|float)\b", line):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert not offenders, "\n".join(offenders)


def test_where_matches_a_value_given_as_text():
    pd = pytest.importorskip("pandas")
    from montsim import api
    df = pd.DataFrame({"scheme.p": [2, 4, 8], "core.compile_blocks": [True, False, True],
                       "scheme.name": ["pshs", "pshs", "sos"], "cycles": [10, 20, 30]})
    df.attrs = {"config_keys": ["scheme.p", "core.compile_blocks", "scheme.name"], "units": {}}
    assert list(api.where(df, {"scheme.p": "4"})["cycles"]) == [20]
    assert list(api.where(df, {"scheme.p": 4})["cycles"]) == [20]
    assert list(api.where(df, {"core.compile_blocks": "false"})["cycles"]) == [20]
    assert list(api.where(df, {"scheme.name": "sos"})["cycles"]) == [30]
    with pytest.raises(ValueError, match="holds numbers"):
        api.where(df, {"scheme.p": "four"})


def test_a_swept_value_holding_a_comma_is_quoted():
    from montsim import api
    assert api._sweep_item("k", 5) == "5"
    assert api._sweep_item("k", True) == "true"
    assert api._sweep_item("k", "0,1,2,3") == '"0,1,2,3"'
    assert api._sweep_item("k", 'a"b,c') == "'a\"b,c'"
    with pytest.raises(ValueError, match="both kinds of quote"):
        api._sweep_item("k", "a\"b'c,d")


@needs_montsim
def test_run_sweeps_a_value_holding_a_comma(tmp_path):
    pytest.importorskip("pandas")
    from montsim import api
    df = api.run({"scheme.name": "pshs", "scheme.p": 4, "scheme.bits": 256, "platform.topology": "mesh",
                  "platform.placement": "list"},
                 sweep={"platform.placement_list": ["0,1,2,3", "3,2,1,0"]}, out=tmp_path / "r")
    assert sorted(df["platform.placement_list"]) == ["0,1,2,3", "3,2,1,0"]


@needs_montsim
def test_a_long_point_says_how_far_it_got(tmp_path):
    """A program that never halts runs to run.cycle_limit: a few seconds, in
    which the progress line appears (MONTSIM_PROGRESS_SECONDS: after how
    long; set, it shows the line off a terminal too)."""
    loop = tmp_path / "loop.s"
    loop.write_text(".text\n_start: addik r3, r3, 1\n        bri -4\n")
    env = {**os.environ, "MONTSIM_PROGRESS_SECONDS": "0.2"}
    r = run([MONTSIM, "run", "--set", "scheme.name=program", "--set", f"scheme.program={loop}",
             "--set", "scheme.p=2", "--set", "run.cycle_limit=2000000000", "--out", tmp_path / "r"], env=env)
    assert r.returncode == 1 and "did not halt within run.cycle_limit" in r.stderr
    lines = [line for line in r.stderr.splitlines() if "cycles simulated" in line]
    assert lines, r.stderr
    m = re.search(r"\[1/1\] base: running \d+ s, ([\d.]+) ([kMGT]?) ?cycles simulated \(all nodes\), ", lines[0])
    assert m, lines[0]
    # Without the variable, off a terminal: no such line.
    quiet = run([MONTSIM, "run", "--set", "scheme.name=program", "--set", f"scheme.program={loop}",
                 "--set", "scheme.p=1", "--set", "run.cycle_limit=100000000", "--out", tmp_path / "q"],
                env={k: v for k, v in os.environ.items() if k != "MONTSIM_PROGRESS_SECONDS"})
    assert "cycles simulated" not in quiet.stderr
