#!/usr/bin/env python3
"""The reference of every montsim command, registry entry, statistic and
parameter, as Markdown: `montsim --help --markdown`, which the registries
write. The build writes it to sim/REFERENCE.md after linking montsim; this
command checks or rewrites that file by hand.

  /usr/bin/python3 scripts/montsim reference              # rewrites sim/REFERENCE.md
  /usr/bin/python3 scripts/montsim reference --check      # exit 1 if sim/REFERENCE.md is stale
  /usr/bin/python3 scripts/montsim reference --montsim build/tests/montsim_toys -o toys.md
"""
import argparse
import subprocess
import sys

from .. import paths

OUT = paths.ROOT / "sim" / "REFERENCE.md"


def markdown(montsim):
    done = subprocess.run([str(montsim), "--help", "--markdown"], capture_output=True, text=True)
    if done.returncode != 0:
        raise ValueError(f"{montsim} --help --markdown failed: {done.stderr.strip()}")
    return done.stdout


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim reference", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--montsim", default=str(paths.MONTSIM))
    ap.add_argument("-o", "--out", default=str(OUT))
    ap.add_argument("--check", action="store_true", help="compare with the file instead of writing it")
    args = ap.parse_args(argv)
    text = markdown(args.montsim)
    if args.check:
        try:
            old = open(args.out).read()
        except FileNotFoundError:
            old = ""
        if old != text:
            print(f"reference: {args.out} is stale; build montsim (bash scripts/build.sh) or run "
                  f"/usr/bin/python3 scripts/montsim reference", file=sys.stderr)
            return 1
        print(f"reference: {args.out} is up to date")
        return 0
    with open(args.out, "w") as f:
        f.write(text)
    print(f"reference: wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
