#!/usr/bin/env python3
"""Table II and Table III with the gcc-compiled kernels, beside the
hand-written ones and the paper.

Runs montsim (it needs no toolchain: the compiled kernels are stored in
schemes/compiled/) for every kernel variant: the hand-written mulhu and
libgcc kernels, and the C compiled by gcc at -O0, -O1, -O2, -O3, -Os with
mulhu (-mxl-multiply-high, core.hw_mul = mul64) and without (libgcc's
__muldi3, core.hw_mul = mul32), on the 5-stage and the 3-stage pipeline;
prints

  1. Table II: T_SOS for 512/1024/2048 bits, its error against the paper,
     the CTU (cycles per box) and instructions per box;
  2. the white box as gcc emits it at -O2 and at -Os (from the stored
     assembly) with its measured cycles;
  3. Table III at TTU = 32 (pipelined links, depth 16): ET and speedup of
     pSHS for the hand-written kernel and gcc -O2 and -Os, beside the paper.

Every run is checked against the big-integer reference (a wrong result
fails the run). Results go to results/gcc_kernels/ (one folder per run).

  /usr/bin/python3 scripts/montsim gcc-kernels [--montsim build/montsim]
"""
import argparse
import re
from pathlib import Path

from .. import paper
from .. import results
from .. import paths

ROOT = paths.ROOT
OPTS = ["O0", "O1", "O2", "O3", "Os"]
BITS = [512, 1024, 2048]


def variants():
    """(label, --set list) of every kernel variant."""
    out = [("hand mulhu", ["scheme.kernel=mulhu", "core.hw_mul=mul64"]),
           ("hand libgcc", ["scheme.kernel=libgcc", "core.hw_mul=mul32"])]
    for opt in OPTS:
        for mul, label in (("mul64", "mulhu"), ("mul32", "__muldi3")):
            out.append((f"gcc -{opt} {label}", ["scheme.kernel=c", f"scheme.gcc_opt={opt}", f"core.hw_mul={mul}"]))
    return out


def run(montsim, config, sets, out):
    return results.run_montsim(montsim, ROOT / "configs" / config, out, sets, who="gcc_kernels")


def slug(sets):
    return "_".join(s.replace("scheme.", "").replace("core.", "").replace("=", "-") for s in sets)


def table2(montsim, out_dir):
    lines = []
    for pipeline in ("5-stage", "3-stage"):
        lines.append(f"Table II, {pipeline} pipeline: T_SOS (cycles), error against the paper, CTU and "
                     "instructions per box (2048-bit)")
        lines.append(f"{'kernel':<22}" + "".join(f"{b:>9}{'':>8}" for b in BITS) + f"{'CTU':>8}{'ins/box':>9}")
        lines.append(f"{'paper':<22}" + "".join(f"{paper.PSHS_TABLE2_SOS_CYCLES[b]:>9}{'':>8}" for b in BITS) +
                     f"{'~' + str(paper.PSHS_CTU):>8}")
        for label, sets in variants():
            sets = sets + [f"core.pipeline={pipeline}"]
            points = run(montsim, "table2.toml", sets, out_dir / f"table2_{slug(sets)}")
            by_bits = {p["config"]["scheme.bits"]: p["stats"] for p in points}
            row = f"{label:<22}"
            for b in BITS:
                t = by_bits[b]["mm_cycles"]
                err = 100.0 * (t - paper.PSHS_TABLE2_SOS_CYCLES[b]) / paper.PSHS_TABLE2_SOS_CYCLES[b]
                row += f"{t:>9}{err:>+7.1f}%"
            st = by_bits[2048]
            row += f"{st['ctu']:>8.2f}{st['box_instructions'] / (2 * st['s'] ** 2):>9.2f}"
            lines.append(row)
        lines.append("")
    return lines


def white_box_source(opt):
    """The white box loop of the stored -O<opt> SOS kernel: from the label the
    loop branches back to, through the branch and its delay slot."""
    text = (ROOT / f"schemes/compiled/sos-{opt}-mul64.inc.s").read_text().splitlines()
    first = next(i for i, l in enumerate(text) if re.match(r"\s*mulhu\b", l))
    for i in range(first, len(text)):
        m = re.match(r"\s*b\w+\s+(?:r\d+,)?(\$L\d+)\s*$", text[i])
        if m and any(l.strip() == m.group(1) + ":" for l in text[:first]):
            start = max(k for k, l in enumerate(text[:first]) if l.strip() == m.group(1) + ":")
            return [l.rstrip() for l in text[start:i + 2]]
    return ["(the loop is laid out in pieces: see schemes/compiled/sos-" + opt + "-mul64.inc.s)"]


def box_listing(montsim, out_dir):
    lines = []
    for opt in ("O2", "Os"):
        points = run(montsim, "table2.toml", ["scheme.kernel=c", f"scheme.gcc_opt={opt}", "scheme.bits=2048"],
                     out_dir / f"box_{opt}")
        st = points[0]["stats"]
        lines.append(f"White box of sos.c as gcc -{opt} emits it (schemes/compiled/sos-{opt}-mul64.inc.s), "
                     f"5-stage: {st['ctu_white']:.2f} cycles per white box, {st['ctu_shaded']:.2f} per shaded")
        lines += ["    " + l.replace("\t", " ").strip() for l in white_box_source(opt)]
        lines.append("")
    return lines


def table3(montsim, out_dir):
    kernels = [("hand", ["scheme.kernel=mulhu"]), ("gcc -O2", ["scheme.kernel=c", "scheme.gcc_opt=O2"]),
               ("gcc -Os", ["scheme.kernel=c", "scheme.gcc_opt=Os"]),
               ("gcc -O2 3-stage", ["scheme.kernel=c", "scheme.gcc_opt=O2", "core.pipeline=3-stage"])]
    common = ["link.model=pipelined", "link.latency=32"]
    data = {}
    for label, sets in kernels:
        for p in run(montsim, "table3.toml", common + sets, out_dir / f"table3_{slug(sets)}"):
            data[(label, p["config"]["scheme.p"], p["config"]["scheme.bits"])] = p["stats"]
    lines = ["Table III at TTU = 32 (link.model = pipelined, link.depth = 16; 5-stage unless named): pSHS ET (cycles) "
             "/ speedup over the same kernel's SOS"]
    lines.append(f"{'p':>2} {'bits':>5}" + "".join(f"{k:>19}" for k, _ in kernels) + f"{'paper':>19}")
    for p in (2, 4, 8):
        for b in BITS:
            row = f"{p:>2} {b:>5}"
            for label, _ in kernels:
                st = data[(label, p, b)]
                row += f"{st['cycles']:>12} / {st['speedup']:.2f}"
            row += f"{paper.PSHS_TABLE3_ET[(p, b)][0]:>12} / {paper.PSHS_TABLE3_SP[(p, b)][0]:.2f}"
            lines.append(row)
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    parser.add_argument("--out", default=paths.results_dir("gcc_kernels"))
    args = parser.parse_args(argv)
    out_dir = Path(args.out)
    out_dir.mkdir(parents=True, exist_ok=True)
    lines = table2(args.montsim, out_dir) + box_listing(args.montsim, out_dir) + table3(args.montsim, out_dir)
    text = "\n".join(lines) + "\n"
    (out_dir / "tables.txt").write_text(text)
    print(text, end="")
    return 0
