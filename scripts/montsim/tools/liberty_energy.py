"""Reads a register bit's and a logic net's switching energy from a
standard-cell liberty, for the energy model of `montsim iwbmm power`
(data/iwbmm_power.toml, [random_logic.liberty]).

The liberty is the SkyWater SKY130 library as its repository ships it, one
JSON file per cell and corner (github.com/google/skywater-pdk-libs-
sky130_fd_sc_hd, cells/<cell>/<name>__<corner>.lib.json). It is not in this
repository: this tool turns the two cells' tables into the handful of
figures the model needs, and prints them as the TOML block to paste.

The rule, fixed before any energy was read (so the weight is an input,
not a fit):
- a register bit's flip is one D flip-flop (dfxtp_1) whose output changes:
  pin Q's internal energy (the arc related to CLK) plus pin D's, each the
  mean of its rise and fall tables, plus the load's 1/2 C V^2;
- a net's flip is one full adder's (fa_1) output change: pin SUM's internal
  energy, the mean over its arcs (from A, B and CIN) and over rise and
  fall, plus the same load's 1/2 C V^2;
- the load is fanout 2 (two of fa_1's A pins), the input slew 0.1 ns; the
  tables are interpolated linearly in slew and load.

The library's tables follow the split switching-power model: a rise's
entry includes +1/2 C V^2 and a fall's -1/2 C V^2, so the mean of the two
is the cell's own energy and the load's is added once.

Usage: montsim liberty-energy FLIP_FLOP.lib.json ADDER.lib.json
       [--slew NS] [--fanout N | --load-pf C] [--net-pin SUM] [--volts 1.8]
"""
import argparse
import bisect
import json
import sys
from pathlib import Path

from .. import iwbmm_power


def interpolate(xs, ys, x):
    """Linear in x between the two table points around it (extrapolated
    from the end pair outside the table)."""
    i = max(1, min(len(xs) - 1, bisect.bisect_left(xs, x)))
    x0, x1 = xs[i - 1], xs[i]
    t = (x - x0) / (x1 - x0)
    return ys[i - 1] * (1 - t) + ys[i] * t


def lookup(table, slew, load=None):
    """A liberty table at an input slew (index_1) and, for a 2-D table, a
    load (index_2)."""
    if "index_2" not in table:
        return interpolate(table["index_1"], table["values"], slew)
    rows = [interpolate(table["index_2"], row, load) for row in table["values"]]
    return interpolate(table["index_1"], rows, slew)


def _arcs(pin):
    power = pin["internal_power"]
    return power if isinstance(power, list) else [power]


def _table(arc, kind):
    for key, value in arc.items():
        if key.startswith(kind + ","):
            return value
    raise ValueError(f"liberty: an internal_power arc without {kind}")


def rise_fall(arc, slew, load=None):
    """[rise, fall] energies of one internal_power arc, in the library's
    unit (pJ for SKY130: 1 V x 1 pF)."""
    return [lookup(_table(arc, "rise_power"), slew, load), lookup(_table(arc, "fall_power"), slew, load)]


def _pin(cell, name, what):
    """A cell's pin (its JSON's "pin,NAME" entry); ValueError naming the
    cell and the pin if it has none."""
    pin = cell.get("pin," + name) if isinstance(cell, dict) else None
    if not isinstance(pin, dict):
        raise ValueError(f"{what} has no pin {name} (is the file that cell's lib.json?)")
    return pin


def figures(flop, adder, slew=0.1, fanout=2, net_pin="SUM", volts=1.8, load_pf=None):
    """The figures [random_logic.liberty] holds. The load is fanout times
    the adder's pin A, or load_pf (to price another net cell at the same
    load)."""
    for name, value in (("slew", slew), ("fanout", fanout), ("volts", volts), ("load", load_pf)):
        if value is not None and not value > 0:
            raise ValueError(f"the {name} must be above 0, not {value:g}")
    try:
        load = fanout * _pin(adder, "A", "the adder")["capacitance"] if load_pf is None else load_pf
        q_arcs = [a for a in _arcs(_pin(flop, "Q", "the flip-flop")) if a.get("related_pin") == "CLK"]
        if not q_arcs:
            raise ValueError("the flip-flop's pin Q has no internal power related to CLK")
        return {
            "volts": volts,
            "input_slew_ns": slew,
            "load_pf": load,
            "flop_q_pj": rise_fall(q_arcs[0], slew, load),
            "flop_d_pj": rise_fall(_pin(flop, "D", "the flip-flop")["internal_power"], slew),
            "net_pj": [rise_fall(arc, slew, load) for arc in _arcs(_pin(adder, net_pin, "the adder"))],
        }
    except KeyError as e:
        raise ValueError(f"a pin without its {e} entry (the cell's lib.json as SKY130 ships it is expected)")


def cell_name(path):
    """The cell a SKY130 lib.json describes, from its file name
    (sky130_fd_sc_hd__fa_1__tt_025C_1v80.lib.json: sky130_fd_sc_hd__fa_1)."""
    name = Path(path).name.removesuffix(".lib.json").removesuffix(".json")
    parts = name.split("__")
    return "__".join(parts[:2]) if len(parts) > 2 else name


def toml_block(f, sources, net_pin="SUM"):
    """The [random_logic.liberty] block: the two cells' names, then the
    figures, as iwbmm power reads them."""
    lines = [f"# made by `montsim liberty-energy {' '.join(Path(s).name for s in sources)}`",
             f"# register weight = {iwbmm_power.register_weight_of(f):.4g}",
             f'flip_flop = "{cell_name(sources[0])}"',
             f'net = "{cell_name(sources[1])} {net_pin}"']
    for key, value in f.items():
        if isinstance(value, list) and value and isinstance(value[0], list):
            text = "[" + ", ".join("[" + ", ".join(f"{x:.7g}" for x in pair) + "]" for pair in value) + "]"
        elif isinstance(value, list):
            text = "[" + ", ".join(f"{x:.7g}" for x in value) + "]"
        else:
            text = f"{value:.7g}"
        lines.append(f"{key} = {text}")
    return "\n".join(lines)


def _load(path):
    try:
        with open(path) as f:
            return json.load(f)
    except json.JSONDecodeError as e:
        raise ValueError(f"{path}: not JSON ({e})")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="montsim liberty-energy", description=__doc__.split("\n\n")[0],
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("flop", help="the flip-flop's liberty JSON (SKY130: sky130_fd_sc_hd__dfxtp_1__<corner>.lib.json)")
    parser.add_argument("adder", help="the full adder's liberty JSON (SKY130: sky130_fd_sc_hd__fa_1__<corner>.lib.json)")
    parser.add_argument("--slew", type=float, default=0.1, help="input slew in ns (default 0.1)")
    parser.add_argument("--fanout", type=float, default=2, help="the load, in the adder's A pins (default 2)")
    parser.add_argument("--net-pin", default="SUM", help="the adder's output pin that prices a net (default SUM)")
    parser.add_argument("--load-pf", type=float, help="the load in pF instead of --fanout's (to price another "
                                                       "net cell at the full adder's load)")
    parser.add_argument("--volts", type=float, default=1.8, help="the supply (default 1.8, SKY130's nominal)")
    args = parser.parse_args(argv)
    try:
        flop, adder = (_load(path) for path in (args.flop, args.adder))
        out = figures(flop, adder, args.slew, args.fanout, args.net_pin, args.volts, args.load_pf)
    except (OSError, ValueError) as e:
        sys.exit(f"liberty-energy: {e}")
    print(toml_block(out, [args.flop, args.adder], args.net_pin))
    return 0


if __name__ == "__main__":
    sys.exit(main())
