"""sim/REFERENCE.md is montsim --help as Markdown: regenerated, it must equal
the committed file (a key, scheme or statistic changed without it fails)."""
from pathlib import Path

import pytest

from montsim import reference

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_reference_is_up_to_date():
    assert reference.main(["--check"]) == 0, "run /usr/bin/python3 scripts/montsim reference"


def test_markdown_of_a_help_text():
    help_text = """montsim: intro

Commands:
  montsim run [CONFIG]
      Runs every point.

Schemes (scheme.name):
  toy (microblaze nodes): a toy scheme whose summary wraps
    onto a second line
      ticks: cycles counted, a long meaning that wraps
        onto the next line
      words: words sent

Parameters (config keys, also for --set):
  toy.ticks                  default 3; an integer in 1..9 (ticks)
      toy: how many | ticks
"""
    md = reference.markdown(help_text)
    assert "### `montsim run [CONFIG]`" in md and "Runs every point." in md
    assert "### `toy` (microblaze nodes)" in md and "a toy scheme whose summary wraps onto a second line" in md
    assert "| `ticks` | cycles counted, a long meaning that wraps onto the next line |" in md
    assert "| `words` | words sent |" in md
    assert "| `toy.ticks` | default 3; an integer in 1..9 (ticks) | toy: how many \\| ticks |" in md
