"""The structure check finds each kind of violation, and the tree has none."""
import os
import pathlib

import check_structure

ROOT = pathlib.Path(__file__).resolve().parents[2]


def tree(tmp_path, files):
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return str(tmp_path)


def test_the_source_tree_keeps_every_rule():
    assert check_structure.check(str(ROOT)) == []


def test_a_scheme_hook_over_the_config_is_found(tmp_path):
    root = tree(tmp_path, {"schemes/x/XDescriptor.cpp": "// X.\nvoid f() {\n"
                           "    hooks.prepare = [](const XPoint& p) { return run(p); };\n"
                           "    scheme.validate = [](const sim::Config& cfg) { check(cfg); };\n}\n"})
    assert check_structure.check(root) == [
        "schemes/x/XDescriptor.cpp: sets scheme.validate on the Config; a scheme's hooks take its parsed point: set "
        "them on a sim::PointHooks named hooks and bind_point it"]


def test_every_file_opens_with_what_it_is():
    assert check_structure.check_openings(str(ROOT)) == []


def test_a_file_without_an_opening_is_found(tmp_path):
    root = tree(tmp_path, {"sim/Said.hpp": "// What this is.\n#pragma once\n",
                           "sim/Said.cpp": '#include "sim/Said.hpp"\n',
                           "sim/Other.cpp": '#include "sim/Said.hpp"\n',
                           "scripts/montsim/tool.py": "#!/usr/bin/env python3\n\"\"\"A tool.\"\"\"\n",
                           "tests/scripts/test_x.py": "import os\n"})
    assert check_structure.check_openings(root) == [
        "sim/Other.cpp: opens without saying what the file is (a comment or docstring first; a .cpp may instead "
        "start by including its own header, which says it)",
        "tests/scripts/test_x.py: opens without saying what the file is (a comment or docstring first; a .cpp may "
        "instead start by including its own header, which says it)"]


def test_an_include_up_a_layer_is_found(tmp_path):
    root = tree(tmp_path, {"sim/Engine.cpp": '#include "cores/mb/cpu/MbCore.hpp"\n',
                           "network/Link.cpp": '#include "schemes/pshs/Pshs.hpp"\n',
                           "cores/Core.cpp": '#include "network/Link.hpp"\n',
                           "schemes/S.cpp": '#include "cores/Core.hpp"\n#include "network/Link.hpp"\n'})
    found = check_structure.check(root)
    assert len(found) == 3
    assert any("sim/Engine.cpp: includes cores/mb/cpu/MbCore.hpp" in p for p in found)


def test_an_include_up_a_room_is_found(tmp_path):
    root = tree(tmp_path, {"cores/mb/isa/Semantics.hpp": '#include "cores/mb/cpu/LocalMemory.hpp"\n',
                           "cores/mb/cpu/MbCpu.hpp": '#include "cores/mb/isa/Isa.hpp"\n',
                           "cores/mb/toolchain/Tools.cpp": '#include "cores/mb/cpu/MbCore.hpp"\n'})
    assert check_structure.check(root) == [
        "cores/mb/isa/Semantics.hpp: includes cores/mb/cpu/LocalMemory.hpp: cores/mb/isa/ stands below cores/mb/cpu/"]


def test_a_loop_between_modules_is_found(tmp_path):
    root = tree(tmp_path, {"sim/A.hpp": "", "sim/A.cpp": '#include "sim/B.hpp"\n',
                           "sim/B.hpp": "", "sim/B.cpp": '#include "sim/C.hpp"\n',
                           "sim/C.hpp": '#include "sim/A.hpp"\n'})
    assert check_structure.check(root) == ["include loop: sim/A -> sim/B -> sim/C -> sim/A"]


def test_a_key_read_by_string_or_from_another_file_is_found(tmp_path):
    root = tree(tmp_path, {
        "schemes/Good.cpp": 'const char* const kBits = "scheme.bits";\nint f(const Config& c) { return c.get_int(kBits); }\n',
        "schemes/Literal.cpp": 'int f(const Config& c) { return c.get_int("scheme.bits"); }\n',
        "schemes/Borrowed.cpp": 'int f(const Config& c) { return c.has(kBits); }\n',
        "schemes/Comment.cpp": '// c.get_int("scheme.bits") in a comment is no read\n'})
    found = check_structure.check(root)
    assert len(found) == 2
    assert any(p.startswith("schemes/Literal.cpp") for p in found)
    assert any(p.startswith("schemes/Borrowed.cpp") for p in found)
