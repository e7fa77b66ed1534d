"""The Python API (scripts/montsim/api.py) and the generic plot and table
commands over real runs of the built montsim, and their refusals."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pd = pytest.importorskip("pandas")

from montsim import api

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
needs_montsim = pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")


@pytest.fixture(scope="module")
def whatif(tmp_path_factory):
    """pSHS on a 2x2 mesh, three link latencies, traced."""
    out = tmp_path_factory.mktemp("whatif")
    return api.run({"scheme.name": "pshs", "scheme.p": 4, "scheme.bits": 512, "platform.topology": "mesh"},
                   sweep={"link.latency": [1, 50, 100]}, out=out, trace=True)


@needs_montsim
def test_run_gives_typed_columns_and_attrs(whatif):
    df = whatif
    assert len(df) == 3
    assert list(df["link.latency"]) == [1, 50, 100]
    assert df["cycles"].dtype.kind == "i" and df["speedup"].dtype.kind == "f"
    assert df["correct"].all()
    assert df.attrs["swept"] == ["link.latency"]
    # scheme.p = 4 is its default: not a change.
    assert df.attrs["changed"] == {"platform.topology": "mesh", "scheme.bits": 512, "scheme.name": "pshs"}
    assert df.attrs["provenance"]["montsim"]
    # load() reads the same file to the same frame.
    again = api.load(df.attrs["path"])
    assert again.drop(columns=[]).equals(df.drop(columns=["trace"]))


@needs_montsim
def test_run_refuses_with_montsims_message(tmp_path):
    with pytest.raises(RuntimeError, match="not read by this point"):
        api.run({"scheme.name": "pshs", "platform.topology": "mesh", "link.model": "serial"}, out=tmp_path)


@needs_montsim
def test_trace_timeline_breakdown(whatif):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    row = whatif.iloc[1]
    assert row["trace"] and os.path.isdir(row["trace"])
    config, cores = api.trace(row)
    assert config["link.latency"] == 50 and sorted(cores) == [0, 1, 2, 3]
    fig, (a, b) = plt.subplots(1, 2)
    assert api.timeline(row, ax=a) is a
    table = api.breakdown(row, ax=b)
    assert list(table.index) == [0, 1, 2, 3]
    assert (table["total"] > 0).all() and (table["boxes"] > 0).all()
    with pytest.raises(ValueError, match="no trace for this point"):
        api.trace(pd.Series({"cycles": 1}))


@needs_montsim
def test_plot_table_where_and_refusals(whatif, tmp_path):
    import matplotlib
    matplotlib.use("Agg")
    fig = api.plot(whatif, x="link.latency", y="cycles")
    title = fig._suptitle.get_text().replace("\n", " ")
    assert 'platform.topology = "mesh"' in title and "scheme.bits = 512" in title and "results.json" in title
    t = api.table(whatif, rows="link.latency", value="cycles")
    assert list(t.index) == [1, 50, 100]
    with pytest.raises(ValueError, match="no column cyclez"):
        api.plot(whatif, x="link.latency", y="cyclez")
    with pytest.raises(ValueError, match="link.latency also vary"):
        api.table(whatif, rows="scheme.bits", value="cycles")
    one = api.where(whatif, {"link.latency": 50})
    assert len(one) == 1 and one.attrs["changed"]["link.latency"] == 50 and one.attrs["swept"] == []
    with pytest.raises(ValueError, match="no point has"):
        api.where(whatif, {"link.latency": 7})


def test_published_values_match_table3_points():
    df = pd.DataFrame([{"scheme.name": "pshs", "platform.topology": "ring", "scheme.p": 4, "scheme.bits": 2048,
                        "link.latency": 300, "cycles": 1},
                       {"scheme.name": "pshs", "platform.topology": "mesh", "scheme.p": 4, "scheme.bits": 2048,
                        "link.latency": 300, "cycles": 1},
                       {"scheme.name": "sos", "platform.topology": "ring", "scheme.p": 1, "scheme.bits": 1024,
                        "link.latency": 32, "cycles": 1}])
    out = api.published(df)
    assert out["paper.cycles"][0] == 58251 and out["paper.speedup"][0] == 3.68
    assert pd.isna(out["paper.cycles"][1])  # a mesh is not the paper's ring
    assert out["paper.mm_cycles"][2] > 0


def run_tool(*args):
    return subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), *args], capture_output=True, text=True)


@needs_montsim
def test_plot_and_tabulate_commands(whatif, tmp_path):
    path = whatif.attrs["path"]
    out = tmp_path / "p.png"
    done = run_tool("plot", path, "--x", "link.latency", "--y", "cycles", "-o", str(out))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"
    done = run_tool("tabulate", path, "--rows", "link.latency", "--value", "cycles", "--markdown")
    assert done.returncode == 0, done.stderr
    assert "| link.latency | cycles |" in done.stdout and 'platform.topology = "mesh"' in done.stdout


@pytest.mark.parametrize("command", [["plot", "--x", "link.latency", "--y", "cycles", "-o", "/tmp/never.png"],
                                     ["tabulate", "--rows", "link.latency", "--value", "cycles"]])
def test_commands_refuse_results_they_cannot_show(tmp_path, command):
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"nothing": 1}))
    empty = tmp_path / "empty.json"
    empty.write_text("")
    cut = tmp_path / "cut.json"
    cut.write_text('{"points": [{"config": {"scheme.name": "sos"')
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"points": [{"config": {"scheme.name": "sos", "scheme.bits": 64},
                                             "stats": {"correct": True, "mm_cycles": 5}}], "defaults": {}}))
    for path, message in [(foreign, "not a montsim results.json"), (empty, "not a complete results.json"),
                          (cut, "not a complete results.json"), (tmp_path / "absent.json", "no such results file"),
                          (other, "no column")]:
        done = run_tool(command[0], str(path), *command[1:])
        assert done.returncode == 1, (path, done.stdout)
        assert message in done.stderr and "Traceback" not in done.stderr, (path, done.stderr)


@needs_montsim
def test_run_without_out_leaves_no_folder_behind(tmp_path, monkeypatch):
    """Four calls, no folder left: the results are read into the DataFrame
    and the scratch folder removed (a traced run's at the interpreter's exit)."""
    import tempfile
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    for seed in (1, 2, 3, 4):
        df = api.run({"scheme.name": "sos", "scheme.bits": 256, "scheme.seed": seed})
        assert len(df) == 1 and bool(df["correct"][0])
    assert list(tmp_path.iterdir()) == []
    traced = api.run({"scheme.name": "sos", "scheme.bits": 256}, trace=True)
    assert Path(traced["trace"][0]).is_dir()  # kept while the session may still read it
    assert api._SCRATCH and str(api._SCRATCH[-1]).startswith(str(tmp_path))


@needs_montsim
def test_plot_draws_into_a_given_axes(whatif):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, (left, right) = plt.subplots(1, 2)
    assert api.plot(whatif, "link.latency", "cycles", ax=right) is fig
    assert len(right.lines) >= 1 and not left.lines and "cycles against link.latency" in right.get_title()
    with pytest.raises(ValueError, match="one panel"):
        api.plot(whatif, "link.latency", "cycles", facet="scheme.p", ax=left)
    plt.close(fig)


@needs_montsim
def test_columns_are_what_the_point_reads_with_units_and_all_on_request():
    """A 16-core point: by default the parameters its models read and the
    run's statistics (no mesh router keys on a ring, no per-core columns);
    columns="all" gives every parameter and each core's statistics. Units
    come with the DataFrame and label the plot's axes."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    setting = {"scheme.name": "pshs", "scheme.p": 16, "scheme.bits": 2048}
    read = api.run(setting, sweep={"link.latency": [1, 100]})
    every = api.run(setting, sweep={"link.latency": [1, 100]}, columns="all")
    assert "router.latency" not in read and "shmem.kb" not in read and "core3.put_stall_cycles" not in read
    assert "router.latency" in every and "core3.put_stall_cycles" in every
    assert {"link.latency", "link.model", "scheme.p", "cycles", "speedup", "ctu"} <= set(read.columns)
    assert len(read.columns) < len(every.columns) / 3
    assert (read[["cycles", "link.latency"]].values == every[["cycles", "link.latency"]].values).all()
    units = read.attrs["units"]
    assert units["link.latency"] == "cycles" and units["cycles"] == "cycles" and "speedup" not in units
    assert every.attrs["units"]["core3.put_stall_cycles"] == "cycles"
    assert api.label(read, "link.latency") == "link.latency (cycles)" and api.label(read, "speedup") == "speedup"
    fig = api.plot(read, x="link.latency", y="cycles")
    assert fig.axes[0].get_xlabel() == "link.latency (cycles)"
    plt.close(fig)
    with pytest.raises(ValueError, match="'read' or 'all'"):
        api.load(read.attrs["path"] or ROOT, columns="some")


def test_public_api_has_type_hints_and_docstrings():
    import inspect
    public = [f for name, f in vars(api).items()
              if inspect.isfunction(f) and not name.startswith("_") and f.__module__ == api.__name__]
    assert len(public) >= 15
    for f in public:
        assert f.__doc__, f.__name__
        hints = inspect.signature(f)
        assert hints.return_annotation is not inspect.Signature.empty, f.__name__
        assert all(p.annotation is not inspect.Parameter.empty for p in hints.parameters.values()), f.__name__
