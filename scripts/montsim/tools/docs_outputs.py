"""Reruns every command whose output a README quotes and compares.

A README marks each block of output it quotes with `<!-- output -->` on the
line before the fence. The block holds the commands that made it, each on a
line starting with `$ `, and after a command the lines of standard output it
printed; a command followed directly by another `$` line (a run that writes
results for the next one) has its output left unchecked. A line `...`
stands for output left out: the block's lines between two such marks must
appear together and in order in the command's output. A results file's
revision and date, which a title quotes, are not compared. Options after
`output:`: `timing` marks a benchmark's block (its numbers with a decimal
point, times and ratios of times, and its rates, "N million", may differ;
its cycles, counts and words may not); `toolchain` a block whose commands
need the microblaze-elf toolchain (skipped, and said, where there is none,
unless MONTSIM_REQUIRE_TOOLCHAIN=1); `long` a block whose commands take
minutes (skipped, and said, unless --long: the page says the figure is not
rerun by every check and why). `<!-- file: NAME -->` before any fenced
block makes that block the file NAME for the commands after it (a program
the README shows, then runs).

The commands run from a scratch folder that links every top-level entry of
the checkout but results/, so what they write goes there and a reader's
results/ is never touched; a command that appears in several blocks runs
once. Usage: montsim docs-outputs [README...] [--list] [--keep DIR]
(exit status 1 and a diff per block that differs)."""
import argparse
import difflib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
OUTPUT_MARK = re.compile(r"^<!--\s*output(?::\s*(.*?))?\s*-->\s*$")
FILE_MARK = re.compile(r"^<!--\s*file:\s*(\S+)\s*-->\s*$")
# In a benchmark: a number with a decimal point (a time, a ratio of times)
# or a rate (millions per second).
DECIMAL = re.compile(r"\d+\.\d+|\d+(?= million)")
SKIP_DIRS = {".git", "build", "build-san", "results", "__pycache__", ".pytest_cache"}


class Block:
    def __init__(self, readme, line, options, lines):
        self.readme, self.line, self.options = readme, line, options
        self.steps = []  # (command, expected output lines or None)
        for text in lines:
            if text.startswith("$ "):
                self.steps.append([text[2:], None])
            elif not self.steps:
                raise ValueError(f"{self.where()}: output before the first `$ ` command line")
            else:
                if self.steps[-1][1] is None:
                    self.steps[-1][1] = []
                self.steps[-1][1].append(text)

    def where(self):
        return f"{self.readme}:{self.line}"


FENCE = re.compile(r"^(\s*)```(.*)$")


def _dedent(line, indent):
    return line[indent:] if line[:indent].strip() == "" else line.lstrip()


def fences(lines):
    """(index of the opening fence, its info string, the lines inside, less
    the fence's indentation: a block inside a list item is indented)."""
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m:
            indent = len(m.group(1))
            j = i + 1
            while j < len(lines) and not FENCE.match(lines[j]):
                j += 1
            yield i, m.group(2).strip(), [_dedent(x, indent) for x in lines[i + 1:j]]
            i = j + 1
        else:
            i += 1


def readmes(root):
    out = []
    for d, dirs, files in os.walk(root):
        dirs[:] = sorted(x for x in dirs if x not in SKIP_DIRS and not x.startswith("."))
        out += [Path(d, f) for f in files if f == "README.md"]
    # The docs site's own pages are checked as READMEs are.
    out += sorted(Path(root, "scripts", "docs").rglob("*.md"))
    return sorted(out)


def parse(path, root=ROOT):
    """The files a README writes for its commands and its output blocks, in
    the README's order: ('file', name, text) and ('block', Block)."""
    rel = os.path.relpath(path, root)
    lines = Path(path).read_text(encoding="utf-8").splitlines()
    items = []
    for i, info, body in fences(lines):
        before = lines[i - 1].strip() if i > 0 else ""
        m = FILE_MARK.match(before)
        if m:
            items.append(("file", m.group(1), "\n".join(body) + "\n"))
        m = OUTPUT_MARK.match(before)
        if m:
            options = set((m.group(1) or "").replace(",", " ").split())
            unknown = options - {"timing", "toolchain", "long"}
            if unknown:
                raise ValueError(f"{rel}:{i}: unknown output option {', '.join(sorted(unknown))} "
                                 "(known: timing, toolchain, long)")
            items.append(("block", Block(rel, i + 1, options, body)))
    return items


# Where the sandbox keeps the `montsim` command its commands run.
SHIM_DIR = ".docs-bin"


def sandbox(root, where=None):
    """A folder that sees the checkout (every top-level entry linked) but has
    its own results/: `where` (made if missing, its links kept), or a new
    scratch folder. Its .docs-bin/montsim is the checkout's `montsim`
    command, whatever else PATH holds."""
    where = Path(where) if where is not None else Path(tempfile.mkdtemp(prefix="montsim-docs-"))
    where.mkdir(parents=True, exist_ok=True)
    for entry in Path(root).iterdir():
        if entry.name != "results" and not (where / entry.name).exists():
            (where / entry.name).symlink_to(entry)
    montsim_shim(where / SHIM_DIR, root)
    return where


def montsim_shim(folder, root):
    """folder/montsim: the checkout's `montsim` command, run by this Python
    (a reader's pasted commands reach it first on PATH)."""
    shim = Path(folder) / "montsim"
    shim.parent.mkdir(parents=True, exist_ok=True)
    shim.write_text(f'#!/bin/sh\nexec "{sys.executable}" "{Path(root).resolve() / "scripts" / "montsim"}" "$@"\n')
    shim.chmod(0o755)
    return shim


def have_toolchain():
    """Whether montsim cc can compile here (scripts/toolchain.sh's cache or
    MONTSIM_TOOLCHAIN)."""
    if os.environ.get("MONTSIM_TOOLCHAIN"):
        return True
    cache = Path(os.environ.get("MONTSIM_TOOLCHAIN_CACHE", "/var/cache/montsim"))
    return bool(list(cache.glob("microblaze-elf-*/.complete")))


def run(command, cwd):
    env = dict(os.environ, PATH=f"{Path(cwd) / SHIM_DIR}{os.pathsep}{os.environ.get('PATH', '')}")
    done = subprocess.run(["bash", "-c", command], cwd=cwd, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"`{command}` failed (exit {done.returncode}):\n{done.stderr.strip()[-2000:]}")
    return done.stdout


def _trim(lines):
    lines = [x.rstrip() for x in lines]
    while lines and not lines[0]:
        lines.pop(0)
    while lines and not lines[-1]:
        lines.pop()
    return lines


# What a results file says about the run that wrote it (the revision, the
# date): a title quotes it, and it differs from run to run by design.
PROVENANCE = re.compile(r"revision [0-9a-f]{6,}(?:-dirty)?|\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ")


def _masked(line, timing):
    line = PROVENANCE.sub("#", line)
    # A benchmark's times change width from run to run: its columns are
    # compared without their padding.
    return "".join(DECIMAL.sub("#", line).split()) if timing else line


def compare(expected, got, timing=False):
    """None if `expected` (with `...` for left-out lines) is `got`, else a
    description of the first difference."""
    got = _trim(got.splitlines())
    chunks, chunk = [], []
    for line in _trim(expected):
        if line.strip() == "...":
            chunks.append(chunk)
            chunk = []
        else:
            chunk.append(line)
    chunks.append(chunk)
    want = [[_masked(x, timing) for x in c] for c in chunks]
    have = [_masked(x, timing) for x in got]
    if len(want) == 1:
        if want[0] == have:
            return None
        return "\n".join(difflib.unified_diff(chunks[0], got, "README", "output", lineterm="", n=1))
    at = 0
    for c, shown in zip(want, chunks):
        if not c:
            continue
        found = next((k for k in range(at, len(have) - len(c) + 1) if have[k:k + len(c)] == c), None)
        if found is None:
            # Show the closest place: the output around the chunk's first line.
            near = difflib.get_close_matches(c[0], have[at:], n=1, cutoff=0.3)
            k = have.index(near[0], at) if near else at
            return "\n".join(difflib.unified_diff(shown, got[k:k + len(c)], "README (an excerpt)", "output",
                                                  lineterm="", n=1))
        at = found + len(c)
    return None


def check(paths, root=ROOT, keep=None, out=sys.stderr, long=False):
    """Reruns the blocks of the given READMEs (those marked `long` too if
    `long`); returns the problems."""
    where = sandbox(root, keep)
    outputs, problems, blocks = {}, [], 0
    toolchain = have_toolchain() or os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1"
    try:
        for path in paths:
            for item in parse(path, root):
                if item[0] == "file":
                    (where / item[1]).write_text(item[2])
                    continue
                block = item[1]
                if "toolchain" in block.options and not toolchain:
                    print(f"  skipped {block.where()}: no microblaze-elf toolchain (bash scripts/toolchain.sh)",
                          file=out)
                    continue
                if "long" in block.options and not long:
                    print(f"  skipped {block.where()}: a long run (montsim docs-outputs --long reruns it)", file=out)
                    continue
                blocks += 1
                for command, expected in block.steps:
                    if command not in outputs:
                        started = time.monotonic()
                        try:
                            outputs[command] = run(command, where)
                        except RuntimeError as e:
                            outputs[command] = e
                        print(f"  {time.monotonic() - started:6.1f} s  {command}", file=out, flush=True)
                    got = outputs[command]
                    if isinstance(got, RuntimeError):
                        problems.append(f"{block.where()}: {got}")
                        break
                    if expected is not None:
                        diff = compare(expected, got, "timing" in block.options)
                        if diff:
                            problems.append(f"{block.where()}: `{command}` printed something else:\n{diff}")
    finally:
        if keep is None:
            shutil.rmtree(where, ignore_errors=True)
    return blocks, problems


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim docs-outputs", description=__doc__.split("\n\n")[0],
                                 epilog="Every README under the checkout unless READMEs are named.")
    ap.add_argument("readmes", nargs="*", help="README.md files (default: all)")
    ap.add_argument("--list", action="store_true", help="list the commands, run nothing")
    ap.add_argument("--keep", metavar="DIR", help="run in DIR and keep what the commands wrote")
    ap.add_argument("--long", action="store_true", help="rerun the blocks marked long too (minutes each)")
    args = ap.parse_args(argv)
    paths = [Path(p).resolve() for p in args.readmes] or readmes(ROOT)
    if args.list:
        for path in paths:
            for item in parse(path):
                if item[0] == "block":
                    for command, _ in item[1].steps:
                        print(f"{item[1].where()}: $ {command}")
        return 0
    blocks, problems = check(paths, keep=args.keep, long=args.long)
    for p in problems:
        print(p, file=sys.stderr)
    print(f"docs-outputs: {blocks} block(s) rerun, {len(problems)} differ(s) or failed", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
