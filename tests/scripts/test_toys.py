"""The toy models of tests/toys/ (a scheme, a core type, a latency model with
a clocked form and one without, a topology), each defined only in a test
file, reach the Python tools through the engine's catalogue with no edit
outside tests/: build/tests/montsim_toys is montsim with them linked in.
Its catalogue lists them, its reference describes them, and a sweep over
each toy key runs and is plotted grouped by that key."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from montsim import catalogue

from montsim.tools import reference
ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
TOYS = ROOT / "build" / "tests" / "montsim_toys"
pytestmark = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")


def test_the_toys_binary_is_built():
    assert TOYS.exists(), "build/tests/montsim_toys is built with the tests (tests/CMakeLists.txt)"


def test_the_catalogue_lists_every_toy():
    assert "toyring" in catalogue.names("scheme.name", TOYS)
    assert "toytimers" in catalogue.names("scheme.name", TOYS)
    assert "toytimer" in catalogue.names("core type", TOYS)
    assert {"toylag", "toyunclocked"} <= set(catalogue.names("link.model", TOYS))
    assert "toyrelay" in catalogue.names("platform.topology", TOYS)
    assert catalogue.entry("link.model", "toylag", TOYS)["facts"]["clocked form"] == "yes"
    assert catalogue.entry("link.model", "toyunclocked", TOYS)["facts"]["clocked form"].startswith("no")
    assert catalogue.param("toyrelay.hops", TOYS)["max"] == 16
    # The defaults are the built-in ones; montsim itself has no toy.
    assert catalogue.default("link.model", TOYS) == "pipelined"
    assert "toylag" not in catalogue.names("link.model", MONTSIM)


def test_the_reference_describes_every_toy():
    md = reference.markdown(TOYS)
    for name in ("toyring", "toytimers", "toytimer", "toylag", "toyunclocked", "toyrelay", "toyline"):
        assert f"### `{name}`" in md
    assert "| `toylag.extra` |" in md


def run(tmp_path, name, *args):
    out = tmp_path / name
    done = subprocess.run([str(TOYS), "run", "--quiet", "-j", "2", "--out", str(out), *args],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return out


def plot(results, png, *args):
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "montsim"), "plot", str(results), *args,
                           "-o", str(png)], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    assert png.stat().st_size > 0


def test_a_sweep_over_each_toy_key_runs_and_plots_by_it(tmp_path):
    net = run(tmp_path, "net", "--set", "scheme.name=pshs", "--set", "scheme.bits=256", "--set", "scheme.p=4",
              "--sweep", "platform.topology=ring,toyrelay", "--sweep", "link.model=pipelined,toylag",
              "--sweep", "run.network=timestamped,clocked", "--sweep", "link.latency=1,20")
    points = json.loads((net / "results.json").read_text())["points"]
    assert len(points) == 16 and all(p["stats"]["correct"] for p in points)
    cycles = {}
    for p in points:
        c = p["config"]
        cycles.setdefault((c["platform.topology"], c["link.model"], c["link.latency"]), set()).add(p["stats"]["cycles"])
    # Each mode gives the same cycles (the clocked forms agree with the rules).
    assert all(len(v) == 1 for v in cycles.values())
    plot(net, tmp_path / "by_model.png", "--x", "link.latency", "--y", "cycles", "--group", "link.model",
         "--facet", "platform.topology", "--where", "run.network=clocked")
    plot(net, tmp_path / "by_topology.png", "--x", "link.latency", "--y", "cycles", "--group", "platform.topology",
         "--where", "link.model=toylag", "--where", "run.network=timestamped")

    schemes = run(tmp_path, "schemes", "--sweep", "scheme.name=toyring,toytimers,pshs", "--sweep", "scheme.p=2,4")
    plot(schemes, tmp_path / "by_scheme.png", "--x", "scheme.p", "--y", "cycles", "--group", "scheme.name")
    timers = run(tmp_path, "timers", "--set", "scheme.name=toytimers", "--sweep", "scheme.p=1,3",
                 "--sweep", "toytimer.ticks=5,50")
    plot(timers, tmp_path / "timers.png", "--x", "toytimer.ticks", "--y", "cycles", "--group", "scheme.p")
    ring = run(tmp_path, "ring", "--set", "scheme.name=toyring", "--sweep", "scheme.p=2,4",
               "--sweep", "toyring.start=0,5")
    plot(ring, tmp_path / "ring.png", "--x", "scheme.p", "--y", "sum", "--group", "toyring.start")


def test_a_model_without_a_clocked_form_is_refused_by_name(tmp_path):
    done = subprocess.run([str(TOYS), "run", "--quiet", "--out", str(tmp_path / "x"), "--set", "scheme.name=pshs",
                           "--set", "scheme.bits=256", "--set", "scheme.p=2", "--set", "link.model=toyunclocked",
                           "--set", "run.network=clocked"], capture_output=True, text=True)
    assert done.returncode == 1
    assert 'link.model = "toyunclocked" has no clocked form' in done.stderr
