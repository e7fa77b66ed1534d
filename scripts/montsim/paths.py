"""Where things are: the montsim checkout this package belongs to (its
configs, scheme sources and build), and the simulator engine, build/montsim,
that the `montsim` command hands its engine commands to.

The checkout is found, in order:
  1. $MONTSIM_HOME, if set (a checkout elsewhere);
  2. the folder this package sits in, when it runs from a checkout
     (scripts/montsim, or an editable install of it);
  3. the checkout `pip install` was run from, as pip recorded it in the
     installed package's direct_url.json (PEP 610): a copy installed into a
     virtual environment with `pip install /path/to/montsim`.
"""
import json
import os
from importlib import metadata
from pathlib import Path
from urllib.parse import unquote, urlparse

_HERE = Path(__file__).resolve().parent


def _is_checkout(path: Path) -> bool:
    return (path / "CMakeLists.txt").is_file() and (path / "sim").is_dir() and (path / "configs").is_dir()


def _find_root() -> Path:
    home = os.environ.get("MONTSIM_HOME")
    if home:
        return Path(home).resolve()
    if _is_checkout(_HERE.parents[1]):
        return _HERE.parents[1]
    try:
        url = json.loads(metadata.distribution("montsim").read_text("direct_url.json") or "{}").get("url", "")
    except (metadata.PackageNotFoundError, ValueError):
        url = ""
    if url.startswith("file://") and _is_checkout(Path(unquote(urlparse(url).path))):
        return Path(unquote(urlparse(url).path))
    return _HERE.parents[1]


ROOT = _find_root()
# The engine: $MONTSIM_ENGINE (a build of one's own), else the checkout's build.
MONTSIM = Path(os.environ.get("MONTSIM_ENGINE") or ROOT / "build" / "montsim")
DATA = _HERE / "data"
CONFIGS = ROOT / "configs"


def results_dir(name: str) -> str:
    """The default folder of a command's results: results/NAME under the
    current directory, where `montsim run` writes its own."""
    return os.path.join("results", name)
