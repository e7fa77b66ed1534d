"""The Python package in layers: the library (every module that is not a
command: api, results, catalogue, paths, paper, trace_events, schedule,
timeline, forms, ...) never imports a command module (a module cli.COMMANDS
names), as check_structure.py keeps the C++ layers. The maintainers' tools
are commands, listed apart in `montsim --help`."""
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "scripts" / "montsim"
sys.path.insert(0, str(ROOT / "scripts"))
from montsim import cli  # noqa: E402

COMMAND_MODULES = {module for module, _ in cli.COMMANDS.values()}
# The command line itself dispatches to the commands.
FRONT = {"cli", "__main__"}


def montsim_imports(source):
    """The package's modules a module imports (relative or by name)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".")
            if node.level == 1:
                found |= {parts[0]} if node.module else {a.name for a in node.names}
            elif parts[0] == "montsim":
                found |= {parts[1]} if len(parts) > 1 else {a.name for a in node.names}
        elif isinstance(node, ast.Import):
            found |= {a.name.split(".")[1] for a in node.names if a.name.startswith("montsim.")}
    return found


def library_modules():
    return sorted(p for p in PACKAGE.glob("*.py") if p.stem not in COMMAND_MODULES | FRONT | {"__init__"})


def test_no_library_module_imports_a_command():
    offences = {p.stem: sorted(montsim_imports(p.read_text()) & COMMAND_MODULES) for p in library_modules()}
    assert {m: c for m, c in offences.items() if c} == {}
    assert {"api", "results", "catalogue", "paths", "schedule", "timeline"} <= {p.stem for p in library_modules()}


def test_the_check_finds_a_library_module_that_imports_a_command():
    assert montsim_imports("from . import results, traces\nfrom .pshs_time import plan\n") & COMMAND_MODULES == \
        {"traces", "pshs_time"}
    assert montsim_imports("from montsim import table3\nimport montsim.plot\n") & COMMAND_MODULES == {"table3", "plot"}


def test_maintainers_tools_are_commands_listed_apart():
    assert set(cli.MAINTAINER_COMMANDS) <= set(cli.COMMANDS)
    usage = cli.usage()
    users, maintainers = usage.split("for maintainers")
    for name in cli.MAINTAINER_COMMANDS:
        assert f"  {name} " in maintainers and f"  {name} " not in users, name
