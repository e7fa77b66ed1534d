"""The Python package in layers: the library (the package's top-level
modules: api, results, catalogue, paths, paper, trace_events, schedule,
timeline, forms, knee, perfetto, ...) never imports from the users'
commands (montsim.commands) or the maintainers' tools (montsim.tools), as
check_structure.py keeps the C++ layers; every command cli.COMMANDS names
lives in one of the two subpackages, and `montsim --help` lists the tools
apart."""
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "scripts" / "montsim"
sys.path.insert(0, str(ROOT / "scripts"))
from montsim import cli  # noqa: E402

SUBPACKAGES = {"commands", "tools"}
# The command line itself dispatches to the commands.
FRONT = {"cli", "__main__"}


def montsim_imports(source, in_subpackage=False):
    """The subpackages (commands, tools) a module's imports reach, relative
    or by name; `in_subpackage`: the module lives in one (its `..` is the
    package)."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            parts = (node.module or "").split(".") if node.module else []
            top = node.level == (2 if in_subpackage else 1)
            if node.level and top:
                names = parts[:1] if parts else [a.name for a in node.names]
            elif node.level == 0 and parts[:1] == ["montsim"]:
                names = parts[1:2] if len(parts) > 1 else [a.name for a in node.names]
            else:
                names = []
            found |= set(names) & SUBPACKAGES
        elif isinstance(node, ast.Import):
            found |= {a.name.split(".")[1] for a in node.names
                      if a.name.startswith("montsim.") and a.name.split(".")[1] in SUBPACKAGES}
    return found


def library_modules():
    return sorted(p for p in PACKAGE.glob("*.py") if p.stem not in FRONT | {"__init__"})


def test_no_library_module_imports_a_command_or_a_tool():
    offences = {p.stem: sorted(montsim_imports(p.read_text())) for p in library_modules()}
    assert {m: c for m, c in offences.items() if c} == {}
    assert {"api", "results", "catalogue", "paths", "schedule", "timeline", "knee", "perfetto"} <= \
        {p.stem for p in library_modules()}


def test_the_check_finds_a_library_module_that_imports_a_command():
    assert montsim_imports("from . import results\nfrom .commands import traces\n") == {"commands"}
    assert montsim_imports("from .tools.bench_core import main\n") == {"tools"}
    assert montsim_imports("from montsim.commands import table3\nimport montsim.tools.stress\n") == \
        {"commands", "tools"}
    assert montsim_imports("from . import results, paths\nfrom montsim import api\n") == set()
    # Inside a subpackage, `..` is the package and `.` its own subpackage.
    assert montsim_imports("from .. import results\nfrom . import table3\n", in_subpackage=True) == set()
    assert montsim_imports("from ..tools import docs_outputs\n", in_subpackage=True) == {"tools"}


def test_every_command_lives_in_its_subpackage():
    for name, (module, _) in cli.COMMANDS.items():
        package, _, stem = module.partition(".")
        expected = "tools" if name in cli.MAINTAINER_COMMANDS else "commands"
        assert package == expected, name
        assert (PACKAGE / package / f"{stem}.py").is_file(), name
    # Every module of a subpackage is a command (or its package's __init__).
    for package in SUBPACKAGES:
        named = {module.partition(".")[2] for module, _ in cli.COMMANDS.values() if module.startswith(package)}
        assert {p.stem for p in (PACKAGE / package).glob("*.py")} - {"__init__"} == named, package


def test_maintainers_tools_are_commands_listed_apart():
    assert set(cli.MAINTAINER_COMMANDS) <= set(cli.COMMANDS)
    usage = cli.usage()
    users, maintainers = usage.split("for maintainers")
    for name in cli.MAINTAINER_COMMANDS:
        assert f"  {name} " in maintainers and f"  {name} " not in users, name
