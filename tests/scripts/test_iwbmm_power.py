"""The energy model of `montsim iwbmm power` (scripts/montsim/iwbmm_power.py):
the fit reads ref. [11]'s Table 3 rows and nothing of IWBMM_R's, the
prediction follows the activity, and the command marks what it fitted."""
import subprocess
import sys
from pathlib import Path

import pytest

from montsim import iwbmm_power

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
SCRIPT = ROOT / "scripts" / "montsim"


def activity(mhz=595.0, period_us=1.0, read=10.0, written=5.0, registers=1000.0, nets=800.0):
    return iwbmm_power.Activity(mhz=mhz, period_us=period_us, read_bits=read, written_bits=written,
                                register_flips=registers, net_flips=nets)


def test_the_fit_reproduces_ref11s_rows_of_table3():
    ref11 = activity()
    model = iwbmm_power.fit(ref11, c=iwbmm_power.constants())
    p = model.power(ref11, iwbmm_power.constants())
    printed = iwbmm_power.table3()
    assert p["sram"] == pytest.approx(printed["sram"][0])
    assert p["random_logic"] == pytest.approx(printed["random_logic"][0])
    assert p["total"] == pytest.approx(printed["total"][0])


def test_the_prediction_reads_nothing_of_iwbmm_rs_printed_row(monkeypatch):
    c = iwbmm_power.constants()
    ref11, proposed = activity(), activity(read=1.0, written=0.5, registers=300.0, nets=790.0)
    before = iwbmm_power.fit(ref11, c=c).power(proposed, c)
    real = iwbmm_power.table3()
    monkeypatch.setattr(iwbmm_power, "table3",
                        lambda: {row: (v[0], v[1] * 3 + 7) for row, v in real.items()})
    after = iwbmm_power.fit(ref11, c=c).power(proposed, c)
    assert after == pytest.approx(before)


def test_power_follows_the_activity():
    c = iwbmm_power.constants()
    ref11 = activity()
    model = iwbmm_power.fit(ref11, c=c)
    # Half the flips, half the random logic; no memory traffic leaves CACTI's leakage.
    half = model.power(activity(registers=500.0, nets=400.0), c)
    assert half["random_logic"] == pytest.approx(iwbmm_power.table3()["random_logic"][0] / 2)
    idle = model.power(activity(read=0.0, written=0.0), c)
    assert idle["sram"] == pytest.approx(c["sram"]["leakage_mw"])
    # A register weight moves power only through the register flips.
    heavier = iwbmm_power.fit(ref11, register_weight=2.0, c=c)
    assert heavier.power(ref11, c)["random_logic"] == pytest.approx(iwbmm_power.table3()["random_logic"][0])
    assert heavier.power(activity(registers=0.0), c)["random_logic"] < model.power(activity(registers=0.0), c)[
        "random_logic"]


def test_the_implied_register_weight_solves_the_random_logic_ratio():
    c = iwbmm_power.constants()
    ref11, proposed = activity(registers=2000.0, nets=1200.0), activity(registers=700.0, nets=1250.0)
    weight = iwbmm_power.implied_register_weight(ref11, proposed)
    model = iwbmm_power.fit(ref11, register_weight=weight, c=c)
    printed = iwbmm_power.table3()["random_logic"]
    assert model.power(proposed, c)["random_logic"] == pytest.approx(printed[1])
    # More flips in the proposed design than ref. [11]'s: no positive weight can.
    assert iwbmm_power.implied_register_weight(ref11, activity(registers=4000.0, nets=4000.0)) is None


def test_a_point_without_the_statistics_or_a_period_is_refused():
    with pytest.raises(ValueError, match="lack"):
        iwbmm_power.Activity.of({"pearray.mhz": 595}, {"period": 10})
    stats = {k: 1 for k in iwbmm_power.REGISTER_FLIPS + iwbmm_power.NET_FLIPS +
             ("memory_bits_read", "memory_bits_written")}
    with pytest.raises(ValueError, match="without a period"):
        iwbmm_power.Activity.of({"pearray.mhz": 595}, dict(stats, period=0))


@pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")
def test_the_command_marks_fitted_and_predicted_and_draws_fig9(tmp_path):
    out = tmp_path / "t"
    subprocess.run([str(MONTSIM), "run", str(ROOT / "configs" / "iwbmm_table2.toml"), "--quiet", "--out", str(out),
                    "--sweep", "scheme.bits=1024,2048"], check=True)
    png = tmp_path / "fig9.png"
    done = subprocess.run([sys.executable, str(SCRIPT), "iwbmm", "power", str(out / "results.json"), "-o", str(png)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    rows = {l.split("|")[0].strip(): l for l in done.stdout.splitlines() if "|" in l}
    for row in ("SRAM", "random logic", "total"):
        assert "fitted" in rows[row] and "predicted" in rows[row]
    # ref. [11]'s model column is the paper's, fitted
    assert rows["total"].split("|")[1].split()[:2] == ["173.0", "173.0"]
    assert "total reduction: predicted" in done.stdout
    assert png.read_bytes()[:4] == b"\x89PNG"
    # Without ref. [11]'s point there is nothing to fit: a clear refusal.
    only = tmp_path / "o"
    subprocess.run([str(MONTSIM), "run", str(ROOT / "configs" / "iwbmm_table2.toml"), "--quiet", "--out", str(only),
                    "--sweep", "scheme.bits=2048", "--sweep", "pearray.algorithm=iwbmm_r"], check=True)
    done = subprocess.run([sys.executable, str(SCRIPT), "iwbmm", "power", str(only / "results.json")],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode != 0 and "needs IWBMM_R and ref. [11]" in done.stderr


# A liberty cell as SKY130 ships it (a JSON per cell), cut to what the tool
# reads. Split switching power: a rise's entry is the cell's energy plus
# 1/2 C V^2 of the load, a fall's the cell's energy minus it.
def split_table(cell_pj, slews, loads, volts=1.8):
    def values(sign):
        return [[cell_pj + sign * 0.5 * c * volts ** 2 + 0.001 * s for c in loads] for s in slews]
    return {"rise_power,power_outputs_1": {"index_1": slews, "index_2": loads, "values": values(+1)},
            "fall_power,power_outputs_1": {"index_1": slews, "index_2": loads, "values": values(-1)}}


SLEWS, LOADS = [0.01, 0.05, 0.2], [0.001, 0.01, 0.05]


def flop_cell(q_pj=0.02, d_pj=0.003):
    q = dict(split_table(q_pj, SLEWS, LOADS), related_pin="CLK")
    d = {"rise_power,power_inputs_1": {"index_1": SLEWS, "values": [d_pj - 0.001] * 3},
         "fall_power,power_inputs_1": {"index_1": SLEWS, "values": [d_pj + 0.001] * 3}}
    return {"pin,Q": {"internal_power": q}, "pin,D": {"internal_power": d}}


def adder_cell(sum_pj=(0.010, 0.014, 0.018), a_pf=0.005):
    arcs = [dict(split_table(e, SLEWS, LOADS), related_pin=pin) for e, pin in zip(sum_pj, ("A", "B", "CIN"))]
    return {"pin,A": {"capacitance": a_pf}, "pin,SUM": {"internal_power": arcs}}


def test_the_liberty_reader_takes_each_cells_own_energy_and_one_load():
    from montsim.tools import liberty_energy
    f = liberty_energy.figures(flop_cell(), adder_cell(), slew=0.05, fanout=2)
    assert f["load_pf"] == pytest.approx(0.01)
    # rise and fall straddle the cell's energy by the load's 1/2 C V^2 (plus the slew's 0.001 x 0.05)
    half_cv2 = 0.5 * 0.01 * 1.8 ** 2
    assert f["flop_q_pj"] == pytest.approx([0.02 + 0.00005 + half_cv2, 0.02 + 0.00005 - half_cv2])
    assert f["flop_d_pj"] == pytest.approx([0.002, 0.004])
    assert [sum(pair) / 2 for pair in f["net_pj"]] == pytest.approx([0.01005, 0.01405, 0.01805])
    # Between table points: linear in the load (a load of 0.03 pF, halfway from 0.01 to 0.05).
    g = liberty_energy.figures(flop_cell(), adder_cell(a_pf=0.015), slew=0.05, fanout=2)
    assert g["flop_q_pj"][0] == pytest.approx(0.02 + 0.00005 + 0.5 * 0.03 * 1.8 ** 2)
    # A flip-flop without a CLK arc on Q is refused, not priced as zero.
    broken = flop_cell()
    broken["pin,Q"]["internal_power"]["related_pin"] = "D"
    with pytest.raises(ValueError, match="CLK"):
        liberty_energy.figures(broken, adder_cell())


def test_the_register_weight_is_the_liberty_flip_flops_flip_over_the_adders():
    from montsim.tools import liberty_energy
    c = iwbmm_power.constants()
    f = liberty_energy.figures(flop_cell(q_pj=0.03, d_pj=0.004), adder_cell(), slew=0.05, fanout=2)
    c["random_logic"]["liberty"].update(f)
    load = 0.5 * 0.01 * 1.8 ** 2
    register, net = iwbmm_power.liberty_flip_energies(c)
    assert register == pytest.approx(0.03005 + 0.004 + load)
    assert net == pytest.approx(0.01405 + load)
    assert iwbmm_power.liberty_register_weight(c) == pytest.approx(register / net)
    # The model takes that weight unless asked for another.
    ref11 = activity()
    assert iwbmm_power.fit(ref11, c=c).register_weight == pytest.approx(register / net)
    assert iwbmm_power.fit(ref11, register_weight=3.0, c=c).register_weight == 3.0


def test_the_liberty_tool_prints_the_block_the_model_reads(tmp_path):
    import json
    import tomllib
    flop = tmp_path / "sky130_fd_sc_hd__dfxtp_1__tt_025C_1v80.lib.json"
    adder = tmp_path / "sky130_fd_sc_hd__fa_1__tt_025C_1v80.lib.json"
    flop.write_text(json.dumps(flop_cell()))
    adder.write_text(json.dumps(adder_cell()))
    done = subprocess.run([sys.executable, str(SCRIPT), "liberty-energy", str(flop), str(adder)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    block = tomllib.loads(done.stdout)
    # Everything [random_logic.liberty] holds, the cells named from their files: the block pastes whole.
    assert set(block) == set(iwbmm_power.constants()["random_logic"]["liberty"])
    assert block["flip_flop"] == "sky130_fd_sc_hd__dfxtp_1" and block["net"] == "sky130_fd_sc_hd__fa_1 SUM"
    assert block["load_pf"] == pytest.approx(0.01)
    # Refusals name what is wrong: a missing file, a file that is not JSON,
    # a cell without the pin it needs, an impossible load.
    (tmp_path / "bad.json").write_text("nope")
    (tmp_path / "flop_as_adder.json").write_text(json.dumps(flop_cell()))
    for args, says in [((tmp_path / "no.json", adder), "No such file"),
                       ((flop, tmp_path / "bad.json"), "bad.json: not JSON"),
                       ((flop, tmp_path / "flop_as_adder.json"), "the adder has no pin A"),
                       ((flop, adder, "--fanout", "0"), "the fanout must be above 0")]:
        done = subprocess.run([sys.executable, str(SCRIPT), "liberty-energy", *map(str, args)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert done.returncode == 1 and says in done.stderr, (args, done.stderr)
