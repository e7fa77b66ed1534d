"""Never silently wrong, round 3 (issue 32), through the programs as a user
runs them: every case a test that failed before its fix. Output that cannot
be written is a message and exit 1 (C++ and Python); a Python tool's bad
input is a message naming the file or option, never a traceback; results
of the wrong kind are refused; a point over what the process may allocate
(ulimit -v) is refused before it starts."""
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
TOOLS = [sys.executable, str(ROOT / "scripts" / "montsim")]
pytestmark = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")


def run(args, **kw):
    return subprocess.run([str(a) for a in args], capture_output=True, text=True, **kw)


def results_of(tmp_path, name, *sets):
    out = tmp_path / name
    r = run([MONTSIM, "run", "-q", "-j", "1", "--out", out, *sets])
    assert r.returncode == 0, r.stderr
    return out / "results.json"


def no_traceback(r):
    assert "Traceback" not in r.stderr, r.stderr


@pytest.mark.parametrize("args", [["asm", "PROG"], ["fips"], ["fips", "--feedback"], ["--version"], ["--help"],
                                  ["run", "--check"], ["run", "--count"]])
def test_montsim_on_a_full_stdout_fails(tmp_path, args):
    prog = tmp_path / "halt.s"
    prog.write_text("_start: bri 0\n")
    args = [str(prog) if a == "PROG" else a for a in args]
    with open("/dev/full", "w") as full:
        r = subprocess.run([str(MONTSIM), *args], stdout=full, stderr=subprocess.PIPE, text=True)
    assert r.returncode == 1
    assert "cannot write" in r.stderr


def test_python_tools_on_a_full_stdout_or_a_missing_folder(tmp_path):
    res = results_of(tmp_path, "seeds", "--sweep", "scheme.seed=1,2")
    with open("/dev/full", "w") as full:
        r = subprocess.run([*TOOLS, "tabulate", str(res), "--rows", "scheme.seed", "--value", "cycles"],
                           stdout=full, stderr=subprocess.PIPE, text=True)
    no_traceback(r)
    assert r.returncode == 1 and "standard output" in r.stderr
    missing = tmp_path / "no" / "such" / "folder" / "plot.png"
    r = run([*TOOLS, "plot", res, "--x", "scheme.seed", "--y", "cycles", "-o", missing])
    no_traceback(r)
    assert r.returncode == 1 and str(missing) in r.stderr


def test_pshs_bound_refuses_a_box_of_zero():
    r = run([*TOOLS, "pshs-bound", "--box", "0"])
    no_traceback(r)
    assert r.returncode == 2 and "argument --box: 0 must be greater than 0" in r.stderr


def test_bs_crossover_refuses_results_with_one_contestant(tmp_path):
    res = results_of(tmp_path, "pshs", "--set", "scheme.name=pshs", "--sweep", "link.latency=1,8")
    r = run([*TOOLS, "bs", "crossover", res])
    no_traceback(r)
    assert r.returncode == 1 and "these results hold pshs only" in r.stderr


def test_topology_figures_refuses_a_seed_sweep_and_one_topology(tmp_path):
    res = results_of(tmp_path, "seeds", "--set", "scheme.name=pshs", "--sweep", "scheme.seed=1,2")
    r = run([*TOOLS, "topology-figures", res, "-o", tmp_path / "t.png"])
    no_traceback(r)
    assert r.returncode == 1 and "one topology (ring)" in r.stderr
    assert not (tmp_path / "t.png").exists()
    res = results_of(tmp_path, "two", "--set", "scheme.name=pshs", "--sweep", "platform.topology=ring,mesh",
                     "--sweep", "scheme.seed=1,2")
    r = run([*TOOLS, "topology-figures", res, "-o", tmp_path / "t.png"])
    no_traceback(r)
    assert r.returncode == 1 and "differ in scheme.seed" in r.stderr


@pytest.mark.skipif(importlib.util.find_spec("distributed") is None, reason="dask.distributed not installed")
def test_dask_run_without_a_scheduler_says_so(tmp_path):
    config = tmp_path / "c.toml"
    config.write_text("")
    r = run([*TOOLS, "dask-run", config, "--scheduler", "tcp://127.0.0.1:9", "--connect-timeout", "1",
             "--out", tmp_path / "out"], timeout=120)
    no_traceback(r)
    assert r.returncode == 1 and "--scheduler tcp://127.0.0.1:9: no scheduler answered within 1 s" in r.stderr


def test_a_point_over_the_address_space_limit_is_refused_before_it_starts():
    # Fan's VLIW program at 16384 bits: about 3.3 GiB, under a 3 GB ulimit -v
    # (the PE array's 4.6 GiB point, which this used, now takes 15 MiB).
    r = run(["bash", "-c", f"ulimit -v 3000000; {MONTSIM} run -q --check --set scheme.name=fan "
                           "--set scheme.bits=16384"])
    assert r.returncode == 1
    assert "one point may take (what the address-space limit leaves: ulimit -v" in r.stderr
    assert "cannot run" in r.stderr


def test_a_starved_core_is_an_error_and_emitted_records_stay_clean():
    # pmont_shared on 8 cores, software barrier, fixed priority: the low
    # cores never get the bus. An error in well under a second (not a spin
    # to run.cycle_limit), and nothing but records on --emit's stdout.
    r = run([MONTSIM, "run", "-q", "-j", "1", "--emit", "-", "--set", "scheme.name=pmont_shared", "--set",
             "scheme.p=8", "--set", "barrier.kind=software", "--set", "shmem.arbitration=fixed"], timeout=60)
    assert r.returncode == 0  # a failed point is an outcome like any other in the records
    assert r.stdout.startswith("#") and "Simulation stopped" not in r.stdout
    assert "starved by the other masters under shmem.arbitration = fixed" in r.stdout
