#!/usr/bin/env python3
"""Docs that cannot go stale, checked on the source tree.

1. Every file a comment or a README names exists. A name counts if it is a
   path from the checkout's root or from the naming file's folder, if some
   file's path ends with it ("compiled/README.md" from schemes/sos/), or,
   for a bare file name ("pshs.c"), if a file of that name exists anywhere.
   Not checked: what a run writes (results/, build/), the names in
   EXAMPLES, which stand for a user's own files, and in a test's source
   (not its README) a bare name: the test makes such files itself.
2. Every list of models in a README matches the registry it lists: a list
   follows a line `<!-- registry: KEY -->` (KEY a selector, link.model, or
   a registry's kind, "core type"): list items "- `name`: ..." (or
   "- `a`, `b`: ...") or table rows "| `name` | ..." (a table's header and
   rule are skipped), and must name every entry of montsim's catalogue
   (`montsim --help --json`), no other, in any order.
3. Every fenced block of plain text in a README (no language, or `text`)
   says what it is on the line before it: `<!-- output ... -->` (output
   montsim docs-outputs reruns: scripts/montsim/tools/docs_outputs.py),
   `<!-- not output: WHAT -->` (a layout, a diagram, a format), or
   `<!-- file: NAME -->`.
4. Every figure a README's prose quotes (a number with a decimal point,
   thousands separators, a % or x after it, or of five digits or more;
   outside `code`) is a number of one of its output blocks or of a table
   after `<!-- checked by: TEST -->` (a test compares it cell by cell; a
   percentage must be printed there as a percentage), or
   listed in a note `<!-- figures not from runs: ... -->` (a size, the
   paper's, a formula's constant) or `<!-- figures not rerun: ... -->` (a
   past measurement, said as such), with why.

Usage: check_docs.py ROOT [MONTSIM]   (exit status 1 and one line per
finding; without MONTSIM, or if it is not built, only rule 1)
"""
import json
import os
import re
import subprocess
import sys

EXT = r"(?:cpp|hpp|h|c|s|py|md|toml|cmake|sh|ipynb)"
NAME = re.compile(r"(?<![\w/.$<>-])((?:\.{1,2}/)*(?:[\w-]+/)*[\w-]+(?:\.[\w-]+)*\." + EXT + r")(?![\w/])")
# Names that stand for a user's own files (a command's example, a test's
# made-up file) or a system header.
EXAMPLES = {"prog.s", "hello.s", "sum.c", "prog.elf", "NAME.toml", "x.toml", "b.s", "a/../b.s", "x.inc.s",
            "stdint.h", "longlong.h", "toys.md", "configs/x.toml", "configs/machines/NAME.toml",
            "common/x.inc.s", "../common/x.inc.s", "prog.c", "prog.toml",
            # made by montsim from a program's description (schemes/program)
            "montsim_params.h", "montsim_params.inc.s",
            # written by a recipe of the root README
            "ring.c",
            # copied by the commands of how-to/ecc-multiplier.md
            "my_mul.s"}
OUTPUT = ("results/", "build/", "build-san/")
SKIP_DIRS = {".git", "build", "build-san", "results", "__pycache__"}
LIST_MARK = re.compile(r"^<!--\s*registry:\s*(.+?)\s*-->\s*$")
# A list item ("- `name`: ..." or "- `a`, `b`: ...") or a table row
# ("| `name` | ..."): the names before the first ": " or in the first cell.
ITEM = re.compile(r"^\s*(?:[-*]\s+(`[^:]*)|\|\s*(`[^|]*)\|)")
NAMED = re.compile(r"`([^`]+)`")


def tree(root):
    out = []
    for d, dirs, files in os.walk(root):
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS and not x.startswith(".")]
        out += [os.path.relpath(os.path.join(d, f), root) for f in files]
    return out


def commentary(path, text):
    """The parts of a file that are prose: a README whole, a source file's
    comments (and a Python file's docstrings)."""
    if path.endswith(".md"):
        return text
    if path.endswith((".cpp", ".hpp", ".h", ".c")):
        return "\n".join(re.findall(r"//[^\n]*|/\*.*?\*/", text, re.S))
    parts = re.findall(r"#[^\n]*", text)
    if path.endswith(".py"):
        parts += re.findall(r'"""(.*?)"""', text, re.S)
    return "\n".join(parts)


def check_paths(root, files):
    problems = []
    fileset = set(files)
    names = {os.path.basename(f) for f in files}
    checked = re.compile(r"\.(cpp|hpp|h|c|s|py|md|sh|cmake)$|CMakeLists\.txt$")
    for f in sorted(files):
        # gcc's output quotes the C it compiled from wherever it was.
        if not checked.search(f) or f.startswith(("schemes/compiled/", "tests/structure/")) or f == "sim/REFERENCE.md":
            continue
        # A test's own source makes up files of its own: there only paths
        # into the checkout are checked.
        only_paths = f.startswith("tests/") and not f.endswith(".md")
        with open(os.path.join(root, f), encoding="utf-8", errors="replace") as fh:
            text = commentary(f, fh.read())
        for name in sorted(set(NAME.findall(text))):
            if name in EXAMPLES or name.startswith(OUTPUT) or (only_paths and "/" not in name):
                continue
            bare = name.lstrip("./")
            if (bare in fileset or os.path.normpath(os.path.join(os.path.dirname(f), name)) in fileset
                    or ("/" not in name and name in names)
                    or ("/" in bare and any(x.endswith("/" + bare) for x in files))):
                continue
            problems.append(f"{f}: names {name}, which does not exist")
    return problems


def catalogue(montsim):
    done = subprocess.run([montsim, "--help", "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{montsim} --help --json failed: {done.stderr.strip()}")
    return json.loads(done.stdout)


def check_lists(root, files, cat):
    registries = {}
    for r in cat["registries"]:
        names = {e["name"] for e in r["entries"]}
        registries[r["kind"]] = names
        if r["selector"]:
            registries[r["selector"]] = names
    problems = []
    for f in sorted(x for x in files if x.endswith(".md") and x != "sim/REFERENCE.md"):
        with open(os.path.join(root, f), encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        for i, line in enumerate(lines):
            m = LIST_MARK.match(line)
            if not m:
                continue
            key = m.group(1)
            if key not in registries:
                problems.append(f"{f}:{i + 1}: a list of {key!r}, which is no registry")
                continue
            listed, started = set(), False
            for item in lines[i + 1:]:
                if not item.strip() and not started:
                    continue
                hit = ITEM.match(item)
                if not hit:
                    if item.startswith(("|", " ", "\t")) and started:
                        continue  # a table's header or rule, an item's continuation
                    if item.startswith("|") and not started:
                        started = True
                        continue
                    break
                started = True
                listed.update(NAMED.findall(hit.group(1) or hit.group(2)))
            missing, extra = registries[key] - listed, listed - registries[key]
            if missing:
                problems.append(f"{f}:{i + 1}: the list of {key} misses {', '.join(sorted(missing))}")
            if extra:
                problems.append(f"{f}:{i + 1}: the list of {key} names {', '.join(sorted(extra))}, "
                                "which montsim does not register")
    return problems


FENCE = re.compile(r"^\s*```")
MARKED = re.compile(r"^\s*<!--\s*(output\b|not output:|file:)")
NOTE = re.compile(r"<!--\s*figures not (?:from runs|rerun):(.*?)-->", re.S)
# A Markdown table a test checks cell by cell: its numbers count as run.
CHECKED_TABLE = re.compile(r"^<!--\s*checked by:")
# A figure: thousands separators (commas or spaces), a decimal point, a % or
# x after it, or five digits or more (a sign and a leading ~ are not part of
# it).
FIGURE = re.compile(r"(?<![\w.,^/])(\d{1,3}(?:,\d{3})+|\d{1,3}(?: \d{3})+(?!\w|\.\d)|\d+\.\d+|\d+)(\s?%|x\b|×)?(?![\w.]\d)")
NUMBER = re.compile(r"\d+(?:\.\d+)?")
# A number an output block prints as a percentage: a prose percentage must
# be one of these (the same digits elsewhere in a block are another number).
PERCENT = re.compile(r"(\d+(?:\.\d+)?)\s?%")


def blocks_and_prose(text):
    """(the output blocks' text, every other fenced block's text, the
    prose: the rest, without code spans, HTML comments and link targets)."""
    lines = text.splitlines()
    output, other, prose, i = [], [], [], 0
    while i < len(lines):
        if CHECKED_TABLE.match(lines[i]):
            j = i + 1
            while j < len(lines) and lines[j].startswith("|"):
                j += 1
            output.append("\n".join(lines[i + 1:j]))
            i = j
        elif FENCE.match(lines[i]):
            j = i + 1
            while j < len(lines) and not FENCE.match(lines[j]):
                j += 1
            body = "\n".join(lines[i + 1:j])
            (output if i > 0 and lines[i - 1].strip().startswith("<!-- output") else other).append(body)
            i = j + 1
        else:
            prose.append(lines[i])
            i += 1
    text = "\n".join(prose)
    text = re.sub(r"<!--.*?-->", " ", text, flags=re.S)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"\]\([^)]*\)", "]", text)
    return output, other, text


def figures(prose):
    """The figures prose quotes, each as (as written, its digits)."""
    out = []
    for m in FIGURE.finditer(prose):
        number, unit = m.group(1), m.group(2)
        digits = number.replace(",", "").replace(" ", "")
        if "," in number or " " in number or "." in number or unit or len(digits) >= 5:
            out.append((number + (unit or ""), digits))
    return out


def check_figures(root, files):
    """Rules 3 and 4."""
    problems = []
    for f in sorted(x for x in files if x.endswith("README.md") or x.startswith("scripts/docs/") and x.endswith(".md")):
        with open(os.path.join(root, f), encoding="utf-8") as fh:
            text = fh.read()
        lines = text.splitlines()
        inside = False
        for i, line in enumerate(lines):
            if FENCE.match(line):
                if not inside and line.strip()[3:].strip() in ("", "text") and not (i > 0 and MARKED.match(lines[i - 1])):
                    problems.append(f"{f}:{i + 1}: a block of text with no <!-- output --> or "
                                    "<!-- not output: WHAT --> before it")
                inside = not inside
        output, _, prose = blocks_and_prose(text)
        printed = " ".join(output).replace(",", "")
        known = set(NUMBER.findall(printed))
        percentages = {m.lstrip("+-") for m in PERCENT.findall(printed)}
        noted = set()
        for note in NOTE.findall(text):
            noted |= set(NUMBER.findall(note.replace(",", "")))
        missing = []
        for shown, digits in figures(prose):
            ran = digits in percentages if shown.endswith("%") else digits in known
            if not ran and digits not in noted and shown not in missing:
                missing.append(shown)
        if missing:
            problems.append(f"{f}: figures in the prose from no output block and no "
                            f"'figures not from runs' note: {', '.join(missing)}")
    return problems


def check(root, montsim=None):
    files = tree(root)
    problems = check_paths(root, files) + check_figures(root, files)
    if montsim and os.path.exists(montsim):
        problems += check_lists(root, files, catalogue(montsim))
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    montsim = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "build", "montsim")
    problems = check(root, montsim)
    for p in problems:
        print(p)
    print(f"docs: {len(problems)} problem(s)", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
