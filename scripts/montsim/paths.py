"""Where things are: the one place the command, the API and every tool ask
for montsim's own files and its engine.

montsim's files (configs, machine descriptions, the runtime montsim cc
links, scheme sources and examples, notebooks, the docs' pages) sit in a
source tree, ROOT, found in this order:
  1. $MONTSIM_HOME, if set (a checkout elsewhere);
  2. the checkout this package runs from (scripts/montsim in a checkout,
     which the set-up puts on its venv's path);
  3. the tree a wheel installed inside the package (`pip install .`:
     CMakeLists.txt's `if(SKBUILD)` copies it to montsim/tree).

The engine is $MONTSIM_ENGINE if set, else the wheel's own (montsim/engine),
else the checkout's build/montsim.
"""
import os
import re
from importlib import resources
from pathlib import Path

_HERE = Path(__file__).resolve().parent


def _is_tree(path: Path) -> bool:
    return (path / "CMakeLists.txt").is_file() and (path / "sim").is_dir() and (path / "configs").is_dir()


def _package_dir() -> Path:
    # The package's own files, as importlib.resources sees them: a wheel
    # installs them as plain files (the engine is run, so it must be one).
    return Path(str(resources.files(__package__)))


def _find_root() -> Path:
    home = os.environ.get("MONTSIM_HOME")
    if home:
        return Path(home).resolve()
    if _is_tree(_HERE.parents[1]):
        return _HERE.parents[1]
    return _package_dir() / "tree"


ROOT = _find_root()
# Whether ROOT is the tree a wheel shipped (else a checkout, with its own build).
INSTALLED = ROOT == _package_dir() / "tree"
_WHEEL_ENGINE = _package_dir() / "engine" / "montsim"
MONTSIM = Path(os.environ.get("MONTSIM_ENGINE")
               or (_WHEEL_ENGINE if _WHEEL_ENGINE.is_file() else ROOT / "build" / "montsim"))
DATA = _HERE / "data"
CONFIGS = ROOT / "configs"
RUNTIME = ROOT / "cores" / "mb" / "runtime"
NOTEBOOKS = ROOT / "scripts" / "notebooks"

# The engine finds its shipped configs (montsim run table3.toml) and montsim
# cc's runtime through these; left alone, it would look in the tree it was
# built from. Every engine this package starts (the command, the API, the
# tools) inherits them.
os.environ.setdefault("MONTSIM_CONFIGS", str(CONFIGS))
os.environ.setdefault("MONTSIM_RUNTIME", str(RUNTIME))


def version() -> str:
    """The package's version: CMakeLists.txt's project(montsim VERSION ...),
    which the wheel's metadata also takes."""
    m = re.search(r"project\(montsim VERSION ([0-9.]+)", (ROOT / "CMakeLists.txt").read_text())
    return m.group(1) if m else "unknown"


def how_to_build() -> str:
    """What to do when the engine is missing, for the way montsim is installed."""
    if INSTALLED:
        return "reinstall the package (pip install montsim builds it), or set MONTSIM_ENGINE to a build of it"
    return f"run bash scripts/build.sh in {ROOT} (or set MONTSIM_ENGINE to a build of it)"


def results_dir(name: str) -> str:
    """The default folder of a command's results: results/NAME under the
    current directory, where `montsim run` writes its own."""
    return os.path.join("results", name)
