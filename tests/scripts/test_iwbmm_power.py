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
