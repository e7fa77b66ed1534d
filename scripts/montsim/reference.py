#!/usr/bin/env python3
"""The reference of every montsim command, scheme, statistic and parameter,
as Markdown, generated from `montsim --help` (which the registries write):
written once, in the code, never twice.

  /usr/bin/python3 scripts/montsim reference              # rewrites sim/REFERENCE.md
  /usr/bin/python3 scripts/montsim reference --check      # exit 1 if sim/REFERENCE.md is stale

tests/scripts/test_reference.py runs --check: a change to a key, a scheme or
a statistic that does not regenerate the file fails the tests.
"""
import argparse
import re
import subprocess
import sys

from . import paths

OUT = paths.ROOT / "sim" / "REFERENCE.md"


def sections(text):
    """{heading: [lines]} of the --help text (a heading is a line ending in
    ':' at column 0)."""
    out, current = {}, "intro"
    for line in text.splitlines():
        if line and not line[0].isspace() and line.endswith(":"):
            current = line[:-1]
            out[current] = []
        else:
            out.setdefault(current, []).append(line)
    return out


def entries(lines, head_indent):
    """Entries of a section: a line at head_indent opens one, deeper lines
    continue it. [(head, [continuation lines])]."""
    out = []
    for line in lines:
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        if indent == head_indent:
            out.append([line.strip(), []])
        elif out:
            out[-1][1].append(line.strip())
    return out


def cell(text):
    return text.replace("|", "\\|")


def markdown(help_text):
    s = sections(help_text)
    md = ["# montsim reference", "",
          "Generated from `montsim --help` by `/usr/bin/python3 scripts/montsim reference`; do not edit "
          "(the registries beside the code are the source: sim/README.md). The tests fail if this file is stale.",
          ""]
    commands = s.get("Commands", [])
    md += ["## Commands", ""]
    for head, more in entries(commands, 2):
        md += [f"### `{head}`", "", " ".join(more), ""]
    schemes_key = next((k for k in s if k.startswith("Schemes")), None)
    if schemes_key:
        md += ["## Schemes and their statistics", "",
               "Every scheme also reports `cycles`, `instructions` and `correct` (where a scheme gives `cycles` a "
               "meaning of its own, it is listed).", ""]
        # A scheme opens at indent 2 ("sos (microblaze nodes): ...") and
        # wraps at 4; each statistic opens at 6 ("ctu: ...") and wraps at 8.
        schemes = []
        for line in s[schemes_key]:
            if not line.strip():
                continue
            indent = len(line) - len(line.lstrip())
            text = line.strip()
            if indent == 2:
                m = re.match(r"^([a-z0-9_]+) \(([^)]*)\): (.*)$", text)
                if not m:
                    raise ValueError(f"montsim --help: a scheme line that names no scheme: {text!r}")
                schemes.append({"name": m.group(1), "runs": m.group(2), "summary": m.group(3), "stats": []})
            elif indent == 4:
                schemes[-1]["summary"] += " " + text
            elif indent == 6:
                name, _, meaning = text.partition(": ")
                schemes[-1]["stats"].append([name, meaning])
            elif indent == 8:
                schemes[-1]["stats"][-1][1] += " " + text
        for item in schemes:
            md += [f"### `{item['name']}` ({item['runs']})", "", item["summary"], ""]
            if item["stats"]:
                md += ["| statistic | meaning |", "|---|---|"]
                md += [f"| `{n}` | {cell(t)} |" for n, t in item["stats"]]
                md.append("")
    params_key = next((k for k in s if k.startswith("Parameters")), None)
    if params_key:
        md += ["## Parameters", "",
               "Config keys (a TOML table flattens to dotted keys) and `--set KEY=VALUE`. A key a point's models "
               "do not read is refused before the run (sim/README.md).", "",
               "| key | default; allowed values | meaning |", "|---|---|---|"]
        for head, more in entries(s[params_key], 2):
            key, _, rest = head.partition(" ")
            md.append(f"| `{key}` | {cell(rest.strip())} | {cell(' '.join(more))} |")
        md.append("")
    return "\n".join(md)



def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim reference", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    ap.add_argument("-o", "--out", default=str(OUT))
    ap.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    args = ap.parse_args(argv)
    done = subprocess.run([args.montsim, "--help"], capture_output=True, text=True)
    if done.returncode != 0:
        raise ValueError(f"{args.montsim} --help failed: {done.stderr.strip()}")
    text = markdown(done.stdout)
    if args.check:
        try:
            old = open(args.out).read()
        except FileNotFoundError:
            old = ""
        if old != text:
            print(f"reference: {args.out} is stale; run /usr/bin/python3 scripts/montsim reference", file=sys.stderr)
            return 1
        print(f"reference: {args.out} is up to date")
        return 0
    with open(args.out, "w") as f:
        f.write(text)
    print(f"reference: wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
