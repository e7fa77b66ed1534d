"""The docs check (check_docs.py) finds a file named that does not exist and
a README list of models that does not match the registry, and the tree has
neither."""
import pathlib

import pytest

import check_docs
from test_check_structure import tree

ROOT = pathlib.Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_the_source_tree_keeps_every_rule():
    assert check_docs.check(str(ROOT), str(MONTSIM)) == []


def test_a_name_of_a_file_that_does_not_exist_is_found(tmp_path):
    root = tree(tmp_path, {
        "sim/Engine.cpp": "// see Trace.hpp and sim/Gone.hpp; Engine.hpp is here\nint x; // \"pshs.c\"\n",
        "sim/Engine.hpp": "# not a comment in C++: Fake.hpp\n",
        "schemes/pshs/c/pshs.c": "/* the layout: PshsLayout.cpp, pshs/c/pshs.c */\n",
        "schemes/README.md": "Read [pshs](pshs/c/pshs.c), `sos/sos.s` and results/table3.png; prog.s is yours.\n",
        "tests/sim/T.cpp": "// writes f1.s, reads sim/Engine.cpp and tests/scripts/gone.py\n",
    })
    found = check_docs.check_paths(root, check_docs.tree(root))
    assert sorted(found) == [
        "schemes/README.md: names sos/sos.s, which does not exist",
        "schemes/pshs/c/pshs.c: names PshsLayout.cpp, which does not exist",
        "sim/Engine.cpp: names Trace.hpp, which does not exist",
        "sim/Engine.cpp: names sim/Gone.hpp, which does not exist",
        "tests/sim/T.cpp: names tests/scripts/gone.py, which does not exist",
    ]


def catalogue():
    return {"registries": [
        {"kind": "latency model", "selector": "link.model",
         "entries": [{"name": n} for n in ("pipelined", "serial", "message")]},
        {"kind": "core type", "selector": None, "entries": [{"name": "microblaze"}, {"name": "vliw"}]}]}


def test_a_list_of_models_that_does_not_match_the_registry_is_found(tmp_path):
    root = tree(tmp_path, {
        "network/README.md": "Models:\n\n<!-- registry: link.model -->\n| model | rule |\n|---|---|\n"
                             "| `pipelined` (default) | a |\n| `serial` | b |\n| `burst` | c |\n\nAfter.\n",
        "cores/README.md": "<!-- registry: core type -->\n- `microblaze`, `vliw`: the cores\n  (continued)\n",
        "sim/README.md": "<!-- registry: link.models -->\n- `x`\n",
    })
    found = check_docs.check_lists(root, check_docs.tree(root), catalogue())
    assert sorted(found) == [
        "network/README.md:3: the list of link.model misses message",
        "network/README.md:3: the list of link.model names burst, which montsim does not register",
        "sim/README.md:1: a list of 'link.models', which is no registry",
    ]


def test_a_text_block_that_does_not_say_what_it_is_is_found(tmp_path):
    root = tree(tmp_path, {
        "a/README.md": "Text.\n\n```\nsome output\n```\n\n<!-- not output: a layout -->\n```\nx/  y\n```\n\n"
                       "```sh\nbuild/montsim run\n```\n\n<!-- output -->\n```\n$ true\n```\n\n  <!-- output -->\n"
                       "  ```\n  $ true\n  ```\n\n  ```text\n  indented, unmarked\n  ```\n",
    })
    found = check_docs.check_figures(root, check_docs.tree(root))
    assert found == ["a/README.md:3: a block of text with no <!-- output --> or <!-- not output: WHAT --> before it",
                     "a/README.md:26: a block of text with no <!-- output --> or <!-- not output: WHAT --> before it"]


def test_a_figure_in_prose_must_come_from_an_output_block_a_checked_table_or_a_note(tmp_path):
    readme = ("Runs take 184,676 cycles (1.25x faster, 9.4 % off, 33000 words); p = 4 and 2048 bits are no figures;\n"
              "`code 12345.6` is no prose. Also 3.38 and 0.99 and 17 % and 390 000.\n\n"
              "<!-- output -->\n```\n$ montsim x\n184676 1.25 9.4%\n```\n\n"
              "<!-- checked by: a test -->\n| a | b |\n|---|---|\n| 33000 | 1 |\n\n"
              "<!-- figures not from runs: 3.38 (the paper's) -->\n")
    root = tree(tmp_path, {"a/README.md": readme})
    found = check_docs.check_figures(root, check_docs.tree(root))
    assert found == ["a/README.md: figures in the prose from no output block and no 'figures not from runs' note: "
                     "0.99, 17 %, 390 000"]
    # A percentage must be printed as one: "within 2 %" is not backed by a
    # block that prints 2 as something else.
    root = tree(tmp_path / "c", {"a/README.md": "Within 2 % of it; 4.6 % there.\n\n<!-- output -->\n```\n"
                                                "$ montsim x\n2 cores, 4.6%\n```\n"})
    assert check_docs.check_figures(root, check_docs.tree(root)) == [
        "a/README.md: figures in the prose from no output block and no 'figures not from runs' note: 2 %"]
    # The same figure edited in the prose (or in the block) is found.
    root = tree(tmp_path / "b", {"a/README.md": readme.replace("184,676 cycles", "184,854 cycles")})
    found = check_docs.check_figures(root, check_docs.tree(root))
    assert found and "184,854" in found[0]
