"""results.py and catalogue.py, the library every table and plot reads
through, case by case on small files written here (no engine run, under a
second): the mutation run over these two modules (`montsim mutants
--python`, tests/mutants/README.md) runs this file once per mutant."""
import json
import os
import stat

import pytest

from montsim import catalogue, results


def write(path, data):
    path.write_text(json.dumps(data))
    return path


def point(correct=True, **config):
    return {"config": {"scheme.name": "sos", **config}, "stats": {"correct": correct, "cycles": 10}}


# --- reading results files


def test_a_folder_means_its_results_json_and_both_formats_are_read(tmp_path):
    write(tmp_path / "results.json", [point()])
    assert results.load_run(tmp_path) == ([point()], {})
    new = write(tmp_path / "new.json", {"points": [point()], "defaults": {"link.latency": 1}})
    assert results.load_run(new) == ([point()], {"link.latency": 1})
    assert results.load_points(new) == [point()]


@pytest.mark.parametrize("content, says", [
    ("[]", "holds no points"),
    ('{"points": []}', "holds no points"),
    ('{"rows": [1]}', "is not a montsim results.json"),
    ('"text"', "is not a montsim results.json"),
    ('[{"config": {}}]', "without its config and stats"),
    ('[{"config": 1, "stats": {}}]', "without its config and stats"),
    ('[{"config": {}, "stats": 1}]', "without its config and stats"),
    ('[1]', "without its config and stats"),
    ('[{"config": {}, "stats"', "line 1"),
])
def test_what_is_not_a_complete_results_file_is_refused_saying_why(tmp_path, content, says):
    (tmp_path / "results.json").write_text(content)
    with pytest.raises(ValueError, match=says):
        results.load_run(tmp_path / "results.json")


def test_missing_unreadable_and_folder_paths_are_refused(tmp_path):
    with pytest.raises(ValueError, match="no such results file"):
        results.load_run(tmp_path / "none.json")
    (tmp_path / "odd" / "results.json").mkdir(parents=True)  # a folder where the file should be
    with pytest.raises(ValueError, match="a folder without a results.json"):
        results.load_run(tmp_path / "odd")
    (tmp_path / "bad.json").write_bytes(b"\xff\xfe[")
    with pytest.raises(ValueError, match="cannot read it"):
        results.load_run(tmp_path / "bad.json")


def test_a_half_written_pair_is_refused_as_killed_or_busy(tmp_path):
    write(tmp_path / "results.json", [point()])
    marker = tmp_path / ".montsim.writing.results"
    marker.write_text("999999999\n")  # no such process
    with pytest.raises(ValueError, match="killed while replacing them"):
        results.load_run(tmp_path)
    marker.write_text("garbage")
    with pytest.raises(ValueError, match="killed while replacing them"):
        results.load_run(tmp_path)
    marker.write_text(f"{os.getpid()}\n")
    with pytest.raises(ValueError, match=f"pid {os.getpid()}.*right now"):
        results.load_run(tmp_path)
    marker.unlink()
    (tmp_path / ".montsim.writing.other").write_text("999999999")  # another stem's marker
    assert results.load_points(tmp_path) == [point()]
    # the stem is the name without its last .json
    write(tmp_path / "r.json.json", [point()])
    (tmp_path / ".montsim.writing.r.json").write_text("999999999\n")
    with pytest.raises(ValueError, match="killed"):
        results.load_run(tmp_path / "r.json.json")


# --- the points a table may use


def test_checked_points_filter_by_scheme_and_keep_in_file_order():
    pts = [point(**{"scheme.p": 1}), point(**{"scheme.name": "pshs", "scheme.p": 2}),
           point(**{"scheme.name": "pshs", "scheme.p": 4})]
    assert [c["scheme.p"] for c, _ in results.checked_points(pts, "pshs", "t")] == [2, 4]
    assert [c["scheme.p"] for c, _ in results.checked_points(pts, ("sos", "pshs"), "t")] == [1, 2, 4]
    assert [c["scheme.p"] for c, _ in results.checked_points(pts, None, "t")] == [1, 2, 4]
    assert [c["scheme.p"] for c, _ in results.checked_points(pts, None, "t", keep=lambda c: c["scheme.p"] > 1)] \
        == [2, 4]
    assert results.checked_points(pts, "fan", "t") == []
    cfg, st = results.checked_points(pts, "sos", "t")[0]
    assert cfg == pts[0]["config"] and st == pts[0]["stats"]


def test_a_wrong_unchecked_or_incomplete_point_stops_the_table():
    for correct in (False, None, 1, "true"):
        with pytest.raises(ValueError, match="table9: a point with a wrong or unchecked result"):
            results.checked_points([point(correct=correct)], None, "table9")
    # a wrong point the filter leaves out stops nothing
    assert results.checked_points([point(correct=False, **{"scheme.name": "fan"})], "sos", "t") == []
    assert results.checked_points([point(correct=False)], None, "t", keep=lambda c: False) == []
    with pytest.raises(ValueError, match=r"t: it needs the statistics cycles, energy; a sos point has no energy "
                                         r"\(it has: correct, cycles\)"):
        results.checked_points([point()], None, "t", need=("cycles", "energy"))
    assert len(results.checked_points([point()], None, "t", need=("cycles",))) == 1


def test_over_nodes_sums_a_statistic_over_the_nodes_only():
    stats = {"core0.cycles": 3, "core1.cycles": 4, "cycles": 100, "core0.stall_cycles": 50, "net.cycles": 1}
    assert results.over_nodes(stats, "cycles") == 8
    assert results.over_nodes(stats, "missing") == 0


def fake_montsim(tmp_path, body):
    exe = tmp_path / "montsim"
    exe.write_text("#!/bin/sh\n" + body)
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return exe


def test_run_montsim_passes_the_sets_and_returns_checked_points(tmp_path):
    out = tmp_path / "out"
    exe = fake_montsim(tmp_path, f'echo "$@" > {tmp_path}/args\nmkdir -p "$5"\n'
                                 f"echo '{json.dumps([point()])}' > \"$5/results.json\"\n")
    assert results.run_montsim(exe, "c.toml", out, sets=("a=1", "b=2")) == [point()]
    assert (tmp_path / "args").read_text().split() == ["run", "c.toml", "--quiet", "--out", str(out),
                                                       "--set", "a=1", "--set", "b=2"]


def test_run_montsim_exits_naming_who_on_a_failed_or_wrong_run(tmp_path):
    exe = fake_montsim(tmp_path, "echo 'config.toml line 3: no such key' >&2\nexit 1\n")
    with pytest.raises(SystemExit, match="(?s)mytool: .*montsim run c.toml --quiet.* failed:\nconfig.toml line 3"):
        results.run_montsim(exe, "c.toml", tmp_path / "out", who="mytool")
    killed = fake_montsim(tmp_path, "kill -9 $$\n")  # a run killed by a signal failed too
    with pytest.raises(SystemExit, match="failed"):
        results.run_montsim(killed, "c.toml", tmp_path / "out", who="mytool")
    exe = fake_montsim(tmp_path, f"mkdir -p \"$5\"\necho '{json.dumps([point(correct=False)])}' > \"$5/results.json\"\n")
    with pytest.raises(SystemExit, match="mytool: a point with a wrong"):
        results.run_montsim(exe, "c.toml", tmp_path / "out2", who="mytool")


# --- what a table or plot says produced it


def results_file(path, points, defaults, provenance=None):
    data = {"points": points, "defaults": defaults}
    if provenance:
        data["provenance"] = provenance
    return write(path, data)


def test_changed_parameters_are_the_constant_non_defaults(tmp_path):
    defaults = {"link.latency": 1, "scheme.p": 1, "scheme.name": "sos", "meta.x": 0, "link.depth": 4}
    pts = [point(**{"link.latency": 5, "scheme.p": p, "link.depth": 4, "meta.x": 9, "new.key": True})
           for p in (2, 4)]
    f = results_file(tmp_path / "r.json", pts, defaults)
    assert results.changed_parameters(f) == ["link.latency = 5", "new.key = true"]
    assert results.changed_parameters([f], fixed=("link.latency",)) == ["new.key = true"]
    below = results_file(tmp_path / "below.json", [point(**{"link.depth": 2})], defaults)  # under its default
    assert results.changed_parameters(below) == ["link.depth = 2"]
    assert results.changed_parameters(write(tmp_path / "old.json", pts)) is None


def test_parameters_line_says_what_changed_and_what_wrote_the_files(tmp_path):
    defaults = {"link.latency": 1, "scheme.p": 1, "scheme.name": "sos"}
    prov = {"montsim": "0.1", "revision": "abc", "date": "2026-11-28"}
    a = results_file(tmp_path / "a.json", [point(**{"link.latency": 1, "scheme.p": 1})], defaults)
    assert results.parameters_line(str(a)) == "all other parameters at their defaults"
    b = results_file(tmp_path / "b.json", [point(**{"link.latency": 7, "scheme.p": 2}),
                                           point(**{"link.latency": 7, "scheme.p": 4})], defaults, prov)
    assert results.parameters_line(b) == (f"non-default parameters: link.latency = 7; from {b} "
                                          "(montsim 0.1, revision abc, 2026-11-28)")
    assert results.parameters_line([a, b]) == f"all other parameters at their defaults; from {a}; {b} " \
                                              "(montsim 0.1, revision abc, 2026-11-28)"
    # keep: constant within the points drawn
    assert results.parameters_line(b, keep=lambda c: c["scheme.p"] == 4).startswith(
        "non-default parameters: link.latency = 7, scheme.p = 4;")
    assert results.parameters_line(write(tmp_path / "old.json", [point()])) == \
        "parameters not compared with their defaults (the results file does not list them)"


def test_many_files_of_one_montsim_are_named_once_with_their_dates(tmp_path):
    defaults = {"scheme.p": 1, "scheme.name": "sos"}

    def sweep(dates, montsim=("0.1",) * 4):
        files = []
        for k, (date, version) in enumerate(zip(dates, montsim)):
            (tmp_path / f"s{k}").mkdir(exist_ok=True)
            files.append(results_file(tmp_path / f"s{k}" / "results.json", [point(**{"scheme.p": 2})], defaults,
                                      {"montsim": version, "revision": "r1", "date": date}))
        return files

    head = f"non-default parameters: scheme.p = 2; from 4 results files under {tmp_path} (montsim 0.1, revision r1, "
    for dates, span in ((("2026-11-03", "2026-11-01", "2026-11-03", "2026-11-03"), "2026-11-01 .. 2026-11-03"),
                        (("2026-11-01", "2026-11-03", "2026-11-01", "2026-11-01"), "2026-11-01 .. 2026-11-03"),
                        (("2026-11-05",) * 4, "2026-11-05")):
        assert results.parameters_line(sweep(dates)) == head + span + ")"
    files = sweep(("2026-11-01",) * 4)
    # three files, or two versions of montsim: each file named
    assert results.parameters_line(files[:3]).count(" (montsim 0.1, revision r1, ") == 3
    line = results.parameters_line(sweep(("2026-11-01",) * 4, ("0.1", "0.1", "0.1", "0.2")))
    assert "results files under" not in line and line.count("; ") == 4 and "(montsim 0.2, revision r1, " in line


def test_foot_note_and_title_figure_fit_the_figure():
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig = plt.figure(figsize=(4, 3))
    assert results.foot_note(fig, "") == 0.0
    short = results.foot_note(fig, "a = 1")
    long = results.foot_note(fig, "parameter = value, " * 40)
    assert 0 < short < long < 1
    plt.close("all")
    # Drawn: the note and the title inside the figure, clear of the axes
    # and their labels, and no more than a line's room wasted around them.
    for title, note, size in (("Title", "a = 1", (4, 3)), ("Two\nlines", "parameter = value, " * 30, (6, 4)),
                              ("T", "x " * 200, (3, 5))):
        fig = plt.figure(figsize=size)
        ax = fig.add_subplot(111)
        ax.plot([0, 1], [0, 1])
        ax.set_xlabel("x label")
        results.title_figure(fig, title, note)
        fig.canvas.draw()
        r = fig.canvas.get_renderer()
        width, height = fig.bbox.width, fig.bbox.height
        foot, head, axes = fig.texts[0].get_window_extent(r), fig._suptitle.get_window_extent(r), \
            ax.get_tightbbox(r)
        line = 7 * 1.35 * fig.dpi / 72  # one line of the note, in pixels
        assert 0 <= foot.x0 and foot.x1 <= width and 0 <= foot.y0 < line, (title, foot)
        assert 0 <= head.x0 and head.x1 <= width and head.y1 <= height, (title, head)
        # (tight_layout's own padding is about three lines, a two-line title adds one)
        assert foot.y1 <= axes.y0 < foot.y1 + 5 * line, (title, foot.y1, axes.y0)
        assert axes.y1 <= head.y0 < axes.y1 + 5 * line, (title, axes.y1, head.y0)
        assert axes.x1 > 0.8 * width and axes.x0 < 0.2 * width  # the axes keep the figure's width
        assert fig._suptitle.get_fontsize() == 10 and fig.texts[0].get_fontsize() == 7
        wrapped = fig.texts[0].get_text().split("\n")
        assert len(wrapped) == 1 or min(len(w) for w in wrapped[:-1]) > 0.6 * width / (7 * 0.52 * fig.dpi / 72)
        plt.close(fig)


# --- the catalogue


CATALOGUE = {
    "registries": [
        {"selector": "link.model", "kind": "latency model",
         "entries": [{"name": "pipelined", "facts": {"clocked form": "yes"}}, {"name": "serial"}]},
        {"selector": "", "kind": "core type", "entries": [{"name": "microblaze"}]},
    ],
    "params": [
        {"key": "link.model", "default": "pipelined", "choices": ["pipelined", "serial", "burst"]},
        {"key": "link.latency", "default": 1, "max": 4294967296},
    ],
}


@pytest.fixture
def fake(tmp_path):
    return fake_montsim(tmp_path, f"[ \"$1 $2\" = '--help --json' ] || exit 3\necho '{json.dumps(CATALOGUE)}'\n")


def test_the_catalogue_answers_from_the_engine_it_names(fake):
    assert catalogue.load(fake) == CATALOGUE
    assert catalogue.names("link.model", fake) == ["pipelined", "serial"]
    assert catalogue.names("core type", fake) == ["microblaze"]
    assert catalogue.entry("link.model", "pipelined", fake)["facts"]["clocked form"] == "yes"
    assert catalogue.default("link.model", fake) == "pipelined"
    assert catalogue.param("link.latency", fake)["max"] == 4294967296


def test_the_catalogue_refuses_unknown_names_listing_the_known(fake):
    with pytest.raises(KeyError, match="no registry 'scheme.name' \\(known: link.model, core type\\)"):
        catalogue.registry("scheme.name", fake)
    with pytest.raises(KeyError, match="link.model = 'x': not registered \\(known: pipelined, serial\\)"):
        catalogue.entry("link.model", "x", fake)
    with pytest.raises(KeyError, match="'burst': not registered"):  # a name before a registered one
        catalogue.entry("link.model", "burst", fake)
    with pytest.raises(KeyError, match="no parameter 'x.y'"):
        catalogue.param("x.y", fake)


def test_order_follows_the_choices_then_sorts(fake):
    assert catalogue.order("link.model", ["serial", "zzz", "pipelined", "aaa"], fake) == \
        ["pipelined", "serial", "aaa", "zzz"]
    assert catalogue.order("link.latency", [7, 1, 3], fake) == [1, 3, 7]
    assert catalogue.order("no.such", [2, "b", 1, "a"], fake) == [1, 2, "a", "b"]


def test_the_engine_is_asked_once(tmp_path):
    counted = fake_montsim(tmp_path, f"echo x >> {tmp_path}/calls\necho '{json.dumps(CATALOGUE)}'\n")
    catalogue.names("link.model", counted)
    catalogue.default("link.model", counted)
    assert (tmp_path / "calls").read_text() == "x\n"


def test_a_missing_or_failing_engine_is_said(tmp_path):
    with pytest.raises(RuntimeError, match="not found: build montsim first"):
        catalogue.load(tmp_path / "nothing")
    broken = fake_montsim(tmp_path, "echo 'bad build' >&2\nexit 2\n")
    with pytest.raises(RuntimeError, match="--help --json failed: bad build"):
        catalogue.load(broken)
    (tmp_path / "killed").mkdir()
    killed = fake_montsim(tmp_path / "killed", "kill -9 $$\n")
    with pytest.raises(RuntimeError, match="failed"):
        catalogue.load(killed)
    assert catalogue.order("link.model", ["b", "a"], tmp_path / "nothing") == ["a", "b"]
