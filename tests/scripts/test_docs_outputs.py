"""montsim docs-outputs: every block of output a README quotes is rerun from
the commands it shows and compared (scripts/montsim/tools/docs_outputs.py). The
whole checkout's blocks pass; an edited number, a missing line, a changed
excerpt or a failing command fails; a benchmark's times may differ, its
cycles may not."""
import os
from pathlib import Path

import pytest

from montsim.tools import docs_outputs

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
pytestmark = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")

HELLO = """<!-- file: hello.s -->
```asm
        .text
_start: li      r12, 4
        li      r5, 1
        la      r6, r0, msg
        li      r7, 6
        brki    r14, 0x8
        li      r12, 1
        li      r5, 3
        brki    r14, 0x8
        .data
msg:    .ascii  "hello\\n"
```

<!-- output{option} -->
```
$ build/montsim exec hello.s --stats 2>&1; echo "status $?"
{body}
```
"""
BODY = """hello
cycles: 12
instructions: 8
busy_cycles: 12
get_stall_cycles: 0
put_stall_cycles: 0
words_sent: 0
words_received: 0
halt_cycle: 12
word_products: 0
status 3"""


def check(tmp_path, body, option=""):
    readme = tmp_path / "README.md"
    readme.write_text(HELLO.format(body=body, option=option))
    return docs_outputs.check([readme], root=ROOT)


def test_every_block_in_the_checkout_is_what_its_commands_print():
    if not docs_outputs.have_toolchain() and os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") != "1":
        pytest.skip("no microblaze-elf toolchain: the blocks that compile would be skipped")
    blocks, problems = docs_outputs.check(docs_outputs.readmes(ROOT), root=ROOT)
    assert problems == []
    assert blocks >= 50


def test_a_block_as_printed_passes(tmp_path):
    assert check(tmp_path, BODY) == (1, [])


def test_an_edited_number_fails(tmp_path):
    blocks, problems = check(tmp_path, BODY.replace("cycles: 12", "cycles: 13", 1))
    assert len(problems) == 1 and "-cycles: 13" in problems[0] and "+cycles: 12" in problems[0]


def test_a_missing_line_fails_unless_marked_left_out(tmp_path):
    lines = BODY.splitlines()
    assert check(tmp_path, "\n".join(lines[:3] + lines[4:]))[1]
    assert check(tmp_path, "\n".join(lines[:3] + ["..."] + lines[4:]))[1] == []
    # an excerpt's lines must still be in the output's order
    assert check(tmp_path, "\n".join(["...", lines[2], "...", lines[1], "..."]))[1]


def test_a_failing_command_fails(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("<!-- output -->\n```\n$ build/montsim exec no-such-file.s\nanything\n```\n")
    blocks, problems = docs_outputs.check([readme], root=ROOT)
    assert len(problems) == 1 and "failed" in problems[0]


def test_a_benchmark_block_ignores_times_not_counts(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text('<!-- output: timing -->\n```\n$ echo "12 cycles in 3.14 ms (  1.0x), 7 million per second"\n'
                      '12 cycles in 2.71 ms (1.0x), 9 million per second\n```\n')
    assert docs_outputs.check([readme], root=ROOT)[1] == []
    readme.write_text('<!-- output: timing -->\n```\n$ echo "12 cycles in 3.14 ms"\n13 cycles in 3.14 ms\n```\n')
    assert docs_outputs.check([readme], root=ROOT)[1]


def test_a_results_files_revision_and_date_are_not_compared():
    got = "from results/x.json (montsim 0.1, revision 94dcb541b0c6, 2026-11-26T03:13:25Z)"
    want = ["from results/x.json (montsim 0.1, revision 0123456789ab, 2025-01-01T00:00:00Z)"]
    assert docs_outputs.compare(want, got) is None
    # a build from a working tree with changes says so in its revision
    assert docs_outputs.compare(want, got.replace("94dcb541b0c6", "94dcb541b0c6-dirty")) is None
    assert docs_outputs.compare(["from results/y.json (montsim 0.1, revision 0123456789ab, 2025-01-01T00:00:00Z)"],
                                got) is not None


def test_a_long_block_is_rerun_only_when_asked(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text('<!-- output: long -->\n```\n$ echo 1\n2\n```\n')
    assert docs_outputs.check([readme], root=ROOT) == (0, [])
    assert docs_outputs.check([readme], root=ROOT, long=True)[1]


def test_an_unknown_option_is_refused(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("<!-- output: fast -->\n```\n$ true\n```\n")
    with pytest.raises(ValueError, match="unknown output option fast"):
        docs_outputs.parse(readme, ROOT)


def test_commands_never_write_into_the_checkouts_results(tmp_path):
    readme = tmp_path / "README.md"
    readme.write_text("<!-- output -->\n```\n$ mkdir -p results && touch results/docs-outputs-probe && echo ok\nok\n```\n")
    assert docs_outputs.check([readme], root=ROOT)[1] == []
    assert not (ROOT / "results" / "docs-outputs-probe").exists()
