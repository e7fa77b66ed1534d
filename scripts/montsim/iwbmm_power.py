"""Power of the PE array designs from their simulated activity: the energy
model behind `montsim iwbmm power` (Lin, Ye and Shieh's Table 3 and Fig. 9).

An iwbmm point counts what the array switched (cores/pearray/PeArray.hpp,
PeActivity): the bits its nets flipped and the bits it moved through memory.
This module prices them with the constants of data/iwbmm_power.toml:

- SRAM: CACTI's read and write energy per bit, times one factor fitted so
  that ref. [11]'s SRAM power is Table 3's, plus CACTI's leakage;
- random logic: one energy per bit flip, fitted so that ref. [11]'s random
  logic is Table 3's; a register's flip weighs what a SKY130 flip-flop's
  flip costs against a full adder output's (`liberty_register_weight`, an
  input read from the library, not a fit).

Both fits read only ref. [11]'s point (pearray.algorithm = low_latency at
2048 bits); every IWBMM_R figure is a prediction. Power is energy per
multiplication over the period (cycles between multiplications) at
pearray.mhz: the design running at its throughput.
"""
import tomllib
from dataclasses import dataclass

from . import paper
from .paths import DATA

# The activity statistics the model prices (the iwbmm scheme's stats).
REGISTER_FLIPS = ("operand_transitions", "sum_transitions", "carry_transitions")
NET_FLIPS = ("partial_product_transitions", "adder_transitions")
# Table 3's operand size and the array it was measured on.
TABLE3_BITS, TABLE3_W, TABLE3_P = 2048, 16, 69


def constants():
    with open(DATA / "iwbmm_power.toml", "rb") as f:
        return tomllib.load(f)


def liberty_flip_energies(c=None):
    """(a register bit's flip, a net's flip) in pJ from the declared
    liberty figures ([random_logic.liberty])."""
    return flip_energies((c or constants())["random_logic"]["liberty"])


def flip_energies(lib):
    """(a register bit's flip, a net's flip) in pJ from liberty figures:
    each cell's internal energy (the mean of rise and fall, over a cell's
    arcs) plus the load's 1/2 C V^2."""
    load = 0.5 * lib["load_pf"] * lib["volts"] ** 2
    mean = lambda pair: (pair[0] + pair[1]) / 2  # noqa: E731
    register = mean(lib["flop_q_pj"]) + mean(lib["flop_d_pj"]) + load
    net = sum(mean(arc) for arc in lib["net_pj"]) / len(lib["net_pj"]) + load
    return register, net


def register_weight_of(lib):
    """A register bit's flip over a net's, from liberty figures."""
    register, net = flip_energies(lib)
    return register / net


def liberty_register_weight(c=None):
    """A register bit's flip over a net's, from the declared liberty figures."""
    return register_weight_of((c or constants())["random_logic"]["liberty"])


def table3():
    """Table 3 as printed: row -> (ref. [11], proposed) in mW."""
    return paper.IWBMM_TABLE3


def _per_cycle(config, stats, value):
    """A whole-run count as a rate per cycle of one period."""
    multiplications = config.get("pearray.multiplications", 1)
    period = stats.get("period") or 0
    if period <= 0:
        raise ValueError("iwbmm power: a point without a period (set pearray.multiplications >= 2)")
    return value / multiplications / period


@dataclass
class Activity:
    """One point's activity as rates per cycle, and its clock."""
    mhz: float
    period_us: float  # time between multiplications
    read_bits: float
    written_bits: float
    register_flips: float
    net_flips: float

    @classmethod
    def of(cls, config, stats):
        missing = [k for k in REGISTER_FLIPS + NET_FLIPS + ("memory_bits_read", "memory_bits_written")
                   if k not in stats]
        if missing:
            raise ValueError("iwbmm power: these results lack " + ", ".join(missing) +
                             " (made by an older montsim: run the config again)")
        rate = lambda value: _per_cycle(config, stats, value)  # noqa: E731
        return cls(mhz=float(config["pearray.mhz"]), period_us=stats["period"] / float(config["pearray.mhz"]),
                   read_bits=rate(stats["memory_bits_read"]), written_bits=rate(stats["memory_bits_written"]),
                   register_flips=rate(sum(stats[k] for k in REGISTER_FLIPS)),
                   net_flips=rate(sum(stats[k] for k in NET_FLIPS)))

    def mw(self, pj_per_cycle):
        """pJ per cycle at this clock, in mW."""
        return pj_per_cycle * self.mhz * 1e-3

    def sram_cacti_mw(self, c):
        s = c["sram"]
        per_bit_read, per_bit_write = s["read_pj_per_word"] / s["word_bits"], s["write_pj_per_word"] / s["word_bits"]
        return self.mw(self.read_bits * per_bit_read + self.written_bits * per_bit_write)

    def flips(self, register_weight):
        return register_weight * self.register_flips + self.net_flips


@dataclass
class Model:
    """The priced model: the two fitted constants and the inputs beside them."""
    sram_scale: float           # fitted: times CACTI's dynamic energy
    pj_per_flip: float          # fitted: energy of one net's bit flip
    leakage_mw: float           # input: CACTI's SRAM leakage
    register_weight: float      # input: a register flip against a net's

    def power(self, activity, c):
        sram = self.sram_scale * activity.sram_cacti_mw(c) + self.leakage_mw
        logic = activity.mw(self.pj_per_flip * activity.flips(self.register_weight))
        return {"sram": sram, "random_logic": logic, "total": sram + logic}


def fit(ref11, register_weight=None, c=None):
    """The model fitted to ref. [11]'s two rows of Table 3 from ref. [11]'s
    Activity, and nothing else."""
    c = c or constants()
    weight = register_weight
    if weight is None:
        declared = c["random_logic"]["register_weight"]
        weight = liberty_register_weight(c) if declared == "liberty" else float(declared)
    printed = table3()
    leakage = c["sram"]["leakage_mw"]
    cacti = ref11.sram_cacti_mw(c)
    flips = ref11.flips(weight)
    if cacti <= 0 or flips <= 0:
        raise ValueError("iwbmm power: ref. [11]'s point moved no memory bits or flipped nothing: nothing to fit")
    return Model(sram_scale=(printed["sram"][0] - leakage) / cacti,
                 pj_per_flip=printed["random_logic"][0] / ref11.mw(flips),
                 leakage_mw=leakage, register_weight=weight)


def implied_register_weight(ref11, proposed):
    """The register weight at which the model's random-logic ratio of the
    two designs equals Table 3's: a diagnosis read off IWBMM_R's printed
    row, never used by the prediction. None if no positive weight does."""
    printed = table3()["random_logic"]
    ratio = printed[1] / printed[0]
    # ratio (r R11 + N11) / f11 = (r Rp + Np) / fp, rates per cycle at each clock
    f11, fp = ref11.mhz, proposed.mhz
    denominator = proposed.register_flips * fp - ratio * ref11.register_flips * f11
    if denominator == 0:
        return None
    weight = (ratio * ref11.net_flips * f11 - proposed.net_flips * fp) / denominator
    return weight if weight > 0 else None


def reduction(before, after):
    """Table 3's reduction column: (before - after) / before, in %."""
    return (before - after) / before * 100.0
