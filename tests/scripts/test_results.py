"""montsim.results: the one reader of results.json, and the line every table and
plot prints naming the parameters its results changed."""
import json

import pytest

from montsim import results
from montsim.commands import table2


def write(tmp_path, data, name="results.json"):
    path = tmp_path / name
    path.write_text(json.dumps(data))
    return str(path)


def point(**config):
    return {"config": {"scheme.name": "sos", **config}, "stats": {"cycles": 1, "correct": True}}


DEFAULTS = {"scheme.name": "sos", "scheme.bits": 1024, "link.depth": 16, "core.pipeline": "5-stage"}


def test_both_formats_are_read(tmp_path):
    new = write(tmp_path, {"defaults": DEFAULTS, "points": [point()]}, "a.json")
    old = write(tmp_path, [point()], "b.json")
    assert results.load_run(new) == ([point()], DEFAULTS)
    assert results.load_run(old) == ([point()], {})
    with pytest.raises(ValueError, match="not a montsim results.json"):
        results.load_run(write(tmp_path, {"rows": []}, "c.json"))


def test_an_empty_results_file_is_refused(tmp_path):
    with pytest.raises(ValueError, match="holds no points"):
        results.load_points(write(tmp_path, {"defaults": DEFAULTS, "points": []}))


def test_changed_parameters_are_the_constant_non_defaults(tmp_path):
    pts = [point(**{"scheme.bits": b, "link.depth": 64, "core.pipeline": "5-stage"}) for b in (512, 1024)]
    path = write(tmp_path, {"defaults": DEFAULTS, "points": pts})
    # scheme.bits varies (a table axis), core.pipeline is at its default.
    assert results.changed_parameters(path) == ["link.depth = 64"]
    assert results.parameters_line(path) == "non-default parameters: link.depth = 64"
    assert results.changed_parameters(path, fixed=("link.depth",)) == []
    assert results.parameters_line(path, fixed=("link.depth",)) == "all other parameters at their defaults"
    assert results.changed_parameters(write(tmp_path, pts, "old.json")) is None


def test_table2_names_a_what_if_in_its_title(tmp_path, capsys):
    pt = point(**{"scheme.bits": 512, "link.depth": 64})
    pt["stats"] = {"cycles": 14000, "mm_cycles": 13953, "correct": True, "s": 16, "ctu": 26.0,
                   "cycles_per_box": 27.25}
    path = write(tmp_path, {"defaults": DEFAULTS, "points": [pt]})
    assert table2.main([path]) == 0
    assert capsys.readouterr().out.splitlines()[1] == "(non-default parameters: link.depth = 64)"
    assert table2.main([write(tmp_path, {"defaults": DEFAULTS, "points": []}, "e.json")]) == 1
    assert "holds no points" in capsys.readouterr().err


# --- bad input ends in a message, never a traceback -------------------------

import os
import subprocess as _sp
import sys as _sys


def _montsim(*args):
    root = os.path.join(os.path.dirname(__file__), "..", "..")
    return _sp.run([_sys.executable, os.path.join(root, "scripts", "montsim"), *args],
                   capture_output=True, text=True)


def test_bad_results_files_end_in_a_message(tmp_path):
    cut = tmp_path / "cut.json"
    cut.write_text('{"points": [{"config": {"scheme.name": "sos"}, "sta')
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"points": [1, 2, 3]}')
    empty = tmp_path / "empty.json"
    empty.write_text("")
    cases = {str(tmp_path / "missing.json"): "no such results file",
             str(cut): "not a complete results.json",
             str(foreign): "a point without its config and stats",
             str(empty): "not a complete results.json"}
    for path, message in cases.items():
        for tool in (["table2"], ["table3"], ["bs", "tables"]):
            r = _montsim(*tool, path)
            assert r.returncode != 0, (tool, path)
            assert "Traceback" not in r.stderr, (tool, path, r.stderr)
            assert message in r.stderr, (tool, path, r.stderr)


def test_another_experiments_results_are_refused_not_shown_empty(tmp_path):
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"points": [{"config": {"scheme.name": "pmont_shared", "scheme.bits": 1024},
                                             "stats": {"correct": True, "cycles": 5}}]}))
    png = tmp_path / "t.png"
    for tool in (["table2"], ["table3"], ["topology-figures", "-o", str(png)], ["bs", "cios"], ["iwbmm", "table2"]):
        r = _montsim(*tool, str(other))
        assert r.returncode != 0, (tool, r.stdout)
        assert "Traceback" not in r.stderr, (tool, r.stderr)
        assert "no " in r.stderr and " points" in r.stderr, (tool, r.stderr)
    assert not png.exists()


def test_a_title_names_the_file_and_what_wrote_it(tmp_path):
    pts = [point(**{"scheme.bits": 512, "link.depth": 64})]
    prov = {"montsim": "0.1", "revision": "abc123", "command": "montsim run x.toml", "date": "2026-11-24T10:00:00Z",
            "host_cores": 2}
    path = write(tmp_path, {"provenance": prov, "defaults": DEFAULTS, "points": pts})
    assert results.parameters_line(path) == (f"non-default parameters: link.depth = 64, scheme.bits = 512; from {path} "
                                             "(montsim 0.1, revision abc123, 2026-11-24T10:00:00Z)")


# Every command that reads results files, with {r} for the file and {o} for
# an output it may write.
READERS = [["table2", "{r}"], ["table3", "{r}"], ["table3-hypotheses", "{r}"], ["figures", "{r}", "--fig5", "{o}"],
           ["bs", "cios", "{r}"], ["bs", "tables", "{r}"], ["bs", "chains", "{r}"], ["bs", "breakeven", "{r}"],
           ["bs", "crossover", "{r}", "{r}", "-o", "{o}"],
           ["iwbmm", "charts", "{r}", "-o", "{o}"], ["iwbmm", "table2", "{r}"], ["iwbmm", "latency", "{r}", "-o", "{o}"],
           ["rsa", "{r}", "-o", "{o}"], ["fan-tables", "{r}"], ["fan-figures", "{r}", "--memory", "{o}"],
           ["topology-figures", "{r}", "-o", "{o}"], ["fips-mb", "{r}"],
           ["plot", "{r}", "--x", "link.latency", "--y", "cycles", "-o", "{o}"],
           ["tabulate", "{r}", "--rows", "link.latency", "--value", "cycles"]]


@pytest.mark.parametrize("command", READERS, ids=lambda c: " ".join(c[:2]))
def test_every_results_reader_refuses_what_it_cannot_show(tmp_path, command):
    cut = tmp_path / "cut.json"
    cut.write_text('{"points": [{"config": {"scheme.name": "sos"}, "sta')
    empty = tmp_path / "empty.json"
    empty.write_text("")
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"points": [1, 2, 3]}')
    other = tmp_path / "other.json"   # a well-formed run of a scheme and keys no reader here draws
    other.write_text(json.dumps({"points": [{"config": {"scheme.name": "cios", "scheme.bits": 96, "scheme.seed": 3},
                                             "stats": {"correct": True, "cycles": 5, "s": 3}}]}))
    out = tmp_path / "out.png"
    for path in (tmp_path / "missing.json", cut, empty, foreign, other):
        args = [a.replace("{r}", str(path)).replace("{o}", str(out)) for a in command]
        r = _montsim(*args)
        assert r.returncode != 0, (args, r.stdout[-300:])
        assert "Traceback" not in r.stderr, (args, r.stderr[-800:])
        assert r.stderr.strip(), args
        assert not out.exists(), args
