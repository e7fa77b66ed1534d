#!/usr/bin/env python3
"""The structure rules montsim's layout promises, checked on the source tree.

1. Layers: an include runs only down or sideways within its folder.
   sim/ (the engine) includes nothing from cores/, network/ or schemes/;
   cores/ and network/ include sim/ only; schemes/ (with the composition
   root, schemes/main.cpp) may include them all.
2. No loops between modules (a .hpp and its .cpp are one module): if A's
   files include B.hpp, B's files do not include A.hpp, directly or round
   a longer cycle.
3. Parameter keys are read only where they are declared: a config read
   (get_int, get_string, get_bool, get_double, has, at) never takes a key
   as a string literal, and a named key constant it takes (kSomething) is
   defined in the same file.
4. A scheme's hooks take its parsed point, never the Config: in schemes/,
   the hooks a Scheme has (prepare, validate, uses, memory, evaluate,
   operands_taken, inputs, baselines) are set only on a sim::PointHooks
   (named `hooks`), whose parse alone reads the keys (sim/PointHooks.hpp).
5. Every file opens with what it is: a C++ file with a // comment, a Python
   file with a docstring or a # comment (after any #! line); a .cpp whose
   first line includes its own header is described by that header's
   opening.

Usage: check_structure.py ROOT   (exit status 1 and one line per finding)
"""
import os
import re
import sys

LAYERS = {
    "sim": {"sim"},
    "network": {"sim", "network"},
    "cores": {"sim", "cores"},
    "schemes": {"sim", "cores", "network", "schemes"},
}
# Rooms inside a folder, lowest first: a room may include its own files and
# those of the rooms below it.
ROOMS = {"cores/mb": ["isa", "cpu", "toolchain"]}
SOURCE = re.compile(r"\.(cpp|hpp)$")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
READ = re.compile(r"\b(?:get_int|get_string|get_bool|get_double|has|at)\(\s*(\"[^\"]*\"|k[A-Z]\w*)\s*\)")
KEY_LITERAL = re.compile(r"^\"[a-z_]+\.[a-z_0-9]+\"$")


def sources(root):
    for folder in LAYERS:
        for dirpath, _, files in os.walk(os.path.join(root, folder)):
            for f in files:
                if SOURCE.search(f):
                    path = os.path.join(dirpath, f)
                    yield os.path.relpath(path, root), open(path, encoding="utf-8").read()


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def room_of(path):
    """(folder, room index) of a path inside a folder with rooms, or None."""
    for folder, rooms in ROOMS.items():
        if path.startswith(folder + "/"):
            room = path[len(folder) + 1:].split("/")[0]
            if room in rooms:
                return folder, rooms.index(room)
    return None


def check_layers(files):
    problems = []
    for path, text in files.items():
        folder = path.split("/")[0]
        for inc in INCLUDE.findall(text):
            top = inc.split("/")[0]
            if top in LAYERS and top not in LAYERS[folder]:
                problems.append(f"{path}: includes {inc}: {folder}/ may include only "
                                f"{', '.join(sorted(LAYERS[folder]))}")
            here, there = room_of(path), room_of(inc)
            if here and there and here[0] == there[0] and there[1] > here[1]:
                rooms = ROOMS[here[0]]
                problems.append(f"{path}: includes {inc}: {here[0]}/{rooms[here[1]]}/ stands below "
                                f"{here[0]}/{rooms[there[1]]}/")
    return problems


def module_of(path):
    return re.sub(r"\.(cpp|hpp)$", "", path)


def check_loops(files):
    graph = {}
    for path, text in files.items():
        mod = module_of(path)
        for inc in INCLUDE.findall(text):
            if inc in files and module_of(inc) != mod:
                graph.setdefault(mod, set()).add(module_of(inc))
    problems, state = [], {}

    def visit(node, stack):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == "open":
                cycle = stack[stack.index(nxt):] + [nxt]
                problems.append("include loop: " + " -> ".join(cycle))
            elif nxt not in state:
                visit(nxt, stack)
        stack.pop()
        state[node] = "done"

    for node in sorted(graph):
        if node not in state:
            visit(node, [])
    return problems


def check_key_reads(files):
    problems = []
    for path, text in files.items():
        code = strip_comments(text)
        for arg in READ.findall(code):
            if arg.startswith('"'):
                if KEY_LITERAL.match(arg):
                    problems.append(f"{path}: reads {arg} by a string literal; declare the key in the "
                                    f"file that reads it and read it through its constant")
            elif not re.search(r"\b" + re.escape(arg) + r"\s*=", code):
                problems.append(f"{path}: reads the key {arg}, which this file does not define: a key is read "
                                f"only in the file that declares it")
    return problems


HOOK_SET = re.compile(r"\b(\w+)\.(prepare|validate|uses|memory|evaluate|operands_taken|inputs|baselines)\s*=[^=]")


def check_scheme_hooks(files):
    problems = []
    for path, text in files.items():
        if not path.startswith("schemes/"):
            continue
        for target, hook in HOOK_SET.findall(strip_comments(text)):
            if target != "hooks":
                problems.append(f"{path}: sets {target}.{hook} on the Config; a scheme's hooks take its parsed "
                                f"point: set them on a sim::PointHooks named hooks and bind_point it")
    return problems


def check(root):
    files = dict(sources(root))
    return check_layers(files) + check_loops(files) + check_key_reads(files) + check_scheme_hooks(files)


OPENED = ("sim", "network", "cores", "schemes", "tests", "scripts")
SKIPPED = ("tests/fuzz/corpus",)


def opens_with_what_it_is(path, text):
    lines = text.splitlines() or [""]
    if path.endswith(".py"):
        first = lines[1] if lines[0].startswith("#!") and len(lines) > 1 else lines[0]
        return first.startswith(('"""', "#"))
    if lines[0].startswith("//"):
        return True
    own_header = os.path.basename(path)[:-len(".cpp")] + ".hpp"
    return path.endswith(".cpp") and re.match(r'#include "[^"]*/' + re.escape(own_header) + '"$', lines[0]) is not None


def check_openings(root):
    problems = []
    for folder in OPENED:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            rel_dir = os.path.relpath(dirpath, root)
            if rel_dir.startswith(SKIPPED):
                continue
            for name in sorted(names):
                if not name.endswith((".cpp", ".hpp", ".py")):
                    continue
                path = os.path.join(rel_dir, name)
                text = open(os.path.join(root, path), encoding="utf-8").read()
                if not opens_with_what_it_is(path, text):
                    problems.append(f"{path}: opens without saying what the file is (a comment or docstring first; "
                                    f"a .cpp may instead start by including its own header, which says it)")
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    problems = check(root) + check_openings(root)
    for p in problems:
        print(p)
    print(f"structure: {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
