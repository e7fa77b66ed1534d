"""Where things are: the checkout this package sits in, and the montsim binary
the commands run by default."""
from pathlib import Path

# scripts/montsim/paths.py -> the checkout
ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
DATA = Path(__file__).resolve().parent / "data"
