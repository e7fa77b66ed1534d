"""sim/REFERENCE.md is `montsim --help --markdown`, which the build writes
after linking montsim: regenerated, it must equal the file in the tree, and
the check fails on a file that differs."""
from pathlib import Path

import pytest

from montsim.tools import reference

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
needs_montsim = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")


@needs_montsim
def test_reference_is_up_to_date():
    assert reference.main(["--check"]) == 0, "build montsim (it writes sim/REFERENCE.md)"


@needs_montsim
def test_a_stale_reference_is_found(tmp_path):
    stale = tmp_path / "REFERENCE.md"
    stale.write_text(reference.markdown(MONTSIM).replace("`link.latency`", "`link.lag`"))
    assert reference.main(["--check", "-o", str(stale)]) == 1
    assert reference.main(["-o", str(stale)]) == 0
    assert reference.main(["--check", "-o", str(stale)]) == 0


@needs_montsim
def test_the_reference_lists_every_registry_and_key():
    md = reference.markdown(MONTSIM)
    for heading in ("## Every scheme (`scheme.name`, default `sos`)", "## Every core type",
                    "## Every topology (`platform.topology`, default `ring`)",
                    "## Every latency model (`link.model`, default `pipelined`)",
                    "## Every network mode (`run.network`, default `timestamped`)", "## Parameters"):
        assert heading in md
    assert "| `link.latency` | 32 | an integer in 1..2^32 | cycles |" in md
