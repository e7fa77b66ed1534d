"""scripts/montsim/commands/traces.py: traces from montsim, the Perfetto JSON schema, the
put -> get matching, timelines and the Fig. 3 command."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from montsim import perfetto, schedule, timeline, trace_events, vcd

from montsim.commands import traces as tr
ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
needs_montsim = pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")


def traced_point(tmp_path, *sets):
    args = [str(MONTSIM), "run", str(ROOT / "configs/fig3.toml"), "--quiet", "--out", str(tmp_path / "res"),
            "--set", f"trace.dir={tmp_path / 'trace'}"]
    for s in sets:
        args += ["--set", s]
    subprocess.run(args, check=True)
    folders = sorted((tmp_path / "trace").iterdir())
    assert len(folders) == 1
    return folders[0]


@needs_montsim
def test_perfetto_json_passes_the_schema_check(tmp_path):
    folder = traced_point(tmp_path, "link.latency=60")
    config, cores = trace_events.load(folder)
    assert sorted(cores) == [0, 1, 2]
    events = perfetto.perfetto_events(config, cores)
    assert perfetto.check_perfetto(events) == []
    kinds = {e.get("cat") for e in events}
    assert {"tb", "white", "shaded", "gather", "final", "stall", "message"} <= kinds
    # s = 6: 36 boxes of each kind over the cores.
    assert sum(1 for e in events if e.get("cat") == "white") == 36
    assert sum(1 for e in events if e.get("cat") == "shaded") == 36
    # Every word sent has a flow from its put to its get.
    res = json.loads((tmp_path / "res" / "results.json").read_text())["points"][0]["stats"]
    sent = sum(res[f"core{c}.words_sent"] for c in range(3))
    assert sum(1 for e in events if e["ph"] == "s") == sent
    out = tmp_path / "t.json"
    tr.main(["perfetto", str(folder), "-o", str(out)])
    assert json.loads(out.read_text())["traceEvents"]


def test_the_schema_check_can_fail():
    ok = [{"ph": "X", "ts": 0, "dur": 10, "pid": 1, "tid": 0, "name": "a"},
          {"ph": "X", "ts": 2, "dur": 3, "pid": 1, "tid": 0, "name": "b"}]
    assert perfetto.check_perfetto(ok) == []
    overlap = ok + [{"ph": "X", "ts": 8, "dur": 5, "pid": 1, "tid": 0, "name": "c"}]
    assert any("overlaps" in p for p in perfetto.check_perfetto(overlap))
    assert any("without ts" in p for p in perfetto.check_perfetto([{"ph": "X", "pid": 1, "tid": 0, "dur": 1, "name": "x"}]))
    flows = [{"ph": "s", "ts": 1, "pid": 1, "tid": 0, "id": 7}]
    assert any("flows without both ends" in p for p in perfetto.check_perfetto(flows))


def test_messages_match_the_nth_put_with_the_nth_get_of_the_next_core():
    put = lambda t, w: {"ev": "put", "t": t, "end": t, "port": 0, "word": w, "pc": 0, "ok": True}
    get = lambda t, w: {"ev": "get", "t": t, "end": t + 5, "port": 0, "word": w, "pc": 0, "ok": True}
    cores = {0: [put(1, 10), put(2, 11), get(30, 99)], 1: [get(5, 10), get(9, 11), put(20, 99)]}
    m = schedule.messages(cores)
    assert [(src, p["word"], dst, g["word"]) for src, p, dst, g in m] == [(0, 10, 1, 10), (0, 11, 1, 11), (1, 99, 0, 99)]


def test_spans_from_labels():
    lab = lambda t, n: {"ev": "label", "t": t, "name": n, "pc": 0}
    events = [lab(0, "pshs_tb"), lab(2, "pshs_white_box"), lab(10, "pshs_white_box"),
              lab(18, "pshs_white_add,pshs_white_box_end"), lab(20, "pshs_gather"), lab(30, "pshs_gather_done"),
              lab(35, "pshs_done"), {"ev": "halt", "t": 40}]
    s = trace_events.spans(events)
    assert [(x["kind"], x["start"], x["end"]) for x in s] == [
        ("white", 2, 10), ("white", 10, 18), ("tb", 0, 20), ("gather", 20, 30), ("final", 30, 35)]


@needs_montsim
def test_fig3_draws_three_panels(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "traces", "fig3", "--out", str(tmp_path)],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    for name in ("fig3.png", "fig3-ttu1.png", "fig3-ttu12.png", "fig3-ttu60.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@needs_montsim
def test_timeline_png(tmp_path):
    folder = traced_point(tmp_path, "link.latency=12")
    out = tmp_path / "t.png"
    tr.main(["timeline", str(folder), "-o", str(out), "--per-tb"])
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_a_folder_that_is_not_a_trace_is_a_clear_error(tmp_path):
    with pytest.raises(SystemExit, match="no config.json"):
        trace_events.load(tmp_path)


@needs_montsim
def test_vcd_has_a_state_per_core_and_an_occupancy_per_link(tmp_path):
    folder = traced_point(tmp_path, "link.latency=60")
    out = tmp_path / "t.vcd"
    tr.main(["vcd", str(folder), "-o", str(out)])
    text = out.read_text()
    assert "$enddefinitions $end" in text
    for name in ("core0_state", "core2_label_pc", "link2_to_0_words"):
        assert name in text
    # Every value change names a declared signal and is a binary vector.
    ids = {line.split()[3] for line in text.splitlines() if line.startswith("$var")}
    for line in text.splitlines():
        if line and line[0] == "b":
            value, ident = line.split()
            assert set(value[1:]) <= {"0", "1"} and ident in ids
    assert "b11 " in text  # halted
    assert "b1 " in text   # waited on a get


@needs_montsim
def test_report_of_a_small_sweep(tmp_path):
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "traces", "report", str(ROOT / "configs/fig3.toml"),
                           "--out", str(tmp_path)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert done.returncode == 0, done.stderr
    page = (tmp_path / "report.html").read_text()
    assert page.startswith("<!DOCTYPE html>") and "data:image/png;base64," in page
    for text in ("Measured CTU", "Eq. 1", "Eq. 2", "waiting for m", "3p - 1 = 8"):
        assert text in page
    # Styled, and every number column says its unit.
    assert "<style>" in page and "border-collapse" in page and "border=1" not in page
    import re
    headers = re.findall(r"<th>(.*?)</th>", page)
    assert "TTU<span class='unit'>cycles</span>" in headers and "boxes<span class='unit'>cycles</span>" in headers
    assert all("unit" in h for h in headers if h != "core"), [h for h in headers if "unit" not in h]


@needs_montsim
def test_boxes_get_their_i_j_in_algorithm_2s_order(tmp_path):
    folder = traced_point(tmp_path, "link.latency=12")
    config, cores = trace_events.load(folder)
    events = perfetto.perfetto_events(config, cores)
    boxes = [e for e in events if e.get("cat") in ("white", "shaded")]
    assert all("i" in e["args"] for e in boxes)
    # Each (i, j) once per kind over the cores: s * s = 36 of each.
    for kind in ("white", "shaded"):
        assert len({(e["args"]["i"], e["args"]["j"]) for e in boxes if e["cat"] == kind}) == 36
    # The link occupancy counters end at zero (every word taken).
    counters = [e for e in events if e["ph"] == "C"]
    for c in range(3):
        last = [e for e in counters if e["tid"] == c][-1]
        assert last["args"]["words"] == 0


@needs_montsim
def test_a_table_iii_point_stays_below_the_stated_size(tmp_path):
    """The largest Table III point (p = 8, 2048 bits) converts well below the
    60 MB README states."""
    args = [str(MONTSIM), "run", str(ROOT / "configs/table3.toml"), "--quiet", "--out", str(tmp_path / "res"),
            "--set", f"trace.dir={tmp_path / 'trace'}", "--set", "scheme.p=8", "--set", "scheme.bits=2048",
            "--set", "link.latency=1100", "--set", "link.model=serial"]
    subprocess.run(args, check=True)
    folder = next((tmp_path / "trace").iterdir())
    out = tmp_path / "t.json"
    tr.main(["perfetto", str(folder), "-o", str(out)])
    assert out.stat().st_size < 60e6


@needs_montsim
def test_task_block_rows_follow_algorithm_2(tmp_path):
    folder = traced_point(tmp_path, "link.latency=12")
    config, cores = trace_events.load(folder)
    row_of, count, labels = timeline.task_block_rows(config, cores)
    assert count == 6  # 2s/q Task Blocks
    assert labels == ["TB0 (core 0)", "TB1 (core 1)", "TB2 (core 2)", "TB3 (core 0)", "TB4 (core 1)", "TB5 (core 2)"]
    # Every box of a row belongs to that Task Block's columns k .. k+q-1 (i + j).
    for c, events in cores.items():
        boxes = schedule.with_box_indices(config, c, [s for s in trace_events.spans(events) if s["kind"] in ("white", "shaded")])
        for b in boxes:
            g = row_of(c, b["start"])
            assert 2 * g <= b["i"] + b["j"] < 2 * g + 2
    out = tmp_path / "tb.png"
    tr.main(["timeline", str(folder), "-o", str(out), "--rows", "tb"])
    assert out.read_bytes()[:4] == b"\x89PNG"


def flows(events):
    starts = {e["id"]: e["ts"] for e in events if e["ph"] == "s"}
    ends = {e["id"]: e["ts"] for e in events if e["ph"] == "f"}
    return [(starts[i], ends[i]) for i in starts]


def traced_run(tmp_path, config, *sets):
    args = [str(MONTSIM), "run", str(ROOT / config), "--quiet", "--out", str(tmp_path / "res"),
            "--set", f"trace.dir={tmp_path / 'trace'}"]
    for s in sets:
        args += ["--set", s]
    subprocess.run(args, check=True)
    return sorted((tmp_path / "trace").iterdir())


@needs_montsim
@pytest.mark.parametrize("config,sets", [
    ("configs/fig3.toml", ()),                                            # the teaching run, TTU 1, 12, 60
    ("configs/table3.toml", ("scheme.p=4", "scheme.bits=512", "link.latency=300", "link.model=pipelined")),
    ("configs/table3.toml", ("scheme.p=4", "scheme.bits=512", "link.latency=50", "link.model=pipelined",
                             "platform.topology=mesh")),
])
def test_every_flow_ends_at_or_after_its_start(tmp_path, config, sets):
    # (link.model = pipelined on the mesh: its default, which a mesh does not read, replaces table3's sweep.)
    folders = traced_run(tmp_path, config, *sets)
    assert folders
    for folder in folders:
        config_, cores = trace_events.load(folder)
        events = perfetto.perfetto_events(config_, cores)
        pairs = flows(events)
        assert pairs and all(end >= start for start, end in pairs), folder
        assert perfetto.check_perfetto(events) == []
        # Slices are named by kind, their values in args (Perfetto aggregates by name).
        names = {e["name"] for e in events if e["ph"] == "X"}
        assert "white box" in names and not any("(" in n for n in names)
        assert {"get m", "put m"} <= names or {"get carry", "put carry"} <= names


def test_the_schema_check_refuses_a_flow_back_in_time():
    back = [{"ph": "s", "ts": 5, "pid": 1, "tid": 0, "id": 1}, {"ph": "f", "ts": 4, "pid": 1, "tid": 1, "id": 1}]
    assert any("end before they start" in p for p in perfetto.check_perfetto(back))


def parse_vcd(text):
    """A small VCD reader: {name: [(time, value)]} and the declared widths."""
    names, widths, changes, now = {}, {}, {}, 0
    header, _, body = text.partition("$enddefinitions $end")
    for line in header.splitlines():
        if line.startswith("$var"):
            _, _, width, ident, name, _ = line.split()
            names[ident], widths[name] = name, int(width)
    tokens = body.split()
    k = 0
    while k < len(tokens):
        tok = tokens[k]
        if tok.startswith("#"):
            now = int(tok[1:])
        elif tok.startswith("b"):
            k += 1
            changes.setdefault(names[tokens[k]], []).append((now, int(tok[1:], 2)))
        k += 1
    return changes, widths


@needs_montsim
def test_vcd_states_and_labels_by_name(tmp_path):
    folder = traced_point(tmp_path, "link.latency=60")
    out = tmp_path / "t.vcd"
    tr.main(["vcd", str(folder), "-o", str(out)])
    changes, widths = parse_vcd(out.read_text())
    # GTKWave's translate files key a value as GTKWave prints it: two binary
    # digits for a state, eight hex digits for a label's address.
    states = dict(line.split(" ", 1) for line in (tmp_path / "t.states.txt").read_text().splitlines())
    assert states == {"00": "running", "01": "waiting in get", "10": "waiting in put", "11": "halted"}
    for c in range(3):
        values = {v for _, v in changes[f"core{c}_state"]}
        assert values <= {0, 1, 2, 3} and 3 in values  # every state named, each core halts
    labels = dict(line.split(" ", 1) for line in (tmp_path / "t.labels.txt").read_text().splitlines())
    pcs = {format(v, "08x") for c in range(3) for _, v in changes[f"core{c}_label_pc"]}
    assert pcs <= set(labels) and "pshs_tb" in " ".join(labels.values())
    save = (tmp_path / "t.gtkw").read_text().splitlines()
    # the files by name (the folder can move), the translate flag on both groups
    assert save[0] == '[dumpfile] "t.vcd"' and "/" not in "".join(line for line in save if line.startswith("^"))
    assert save.index("@2028") < save.index("^1 t.states.txt") < save.index("montsim.core0_state[1:0]")
    assert save.index("@2022") < save.index("^2 t.labels.txt") < save.index("montsim.core0_label_pc[31:0]")
    # the view spans the whole run: zoom 2^z time units per pixel, about 1000 pixels
    zoom = float(next(line for line in save if line.startswith("*"))[1:].split()[0])
    end = max(t for signal in changes.values() for t, _ in signal)
    assert 500 <= end / 2 ** -zoom <= 2000


@needs_montsim
def test_report_headings_name_what_varies_and_eq2_only_where_it_applies(tmp_path):
    cfg = tmp_path / "two.toml"
    cfg.write_text('[scheme]\nname = "pshs"\nbits = 192\np = 3\nq = 2\nseed = 1\n'
                   '[sweep]\n"platform.topology" = ["ring", "mesh"]\n"link.latency" = [1, 60]\n')
    done = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "traces", "report", str(cfg),
                           "--out", str(tmp_path / "r")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    page = (tmp_path / "r" / "report.html").read_text()
    assert "platform.topology = ring</h2>" in page and "platform.topology = mesh</h2>" in page
    assert "does not apply on a mesh" in page
    assert "curve0-ttu1-timeline.png" in page and (tmp_path / "r" / "curve0-ttu1-perfetto.json").exists()


@needs_montsim
def test_gtkwave_itself_shows_states_and_labels_by_name(tmp_path):
    """Debian's GTKWave, headless (xvfb-run), opens the save file from
    another folder and reads the traces through its translate files: a
    core's state and the label it last passed by name, not as numbers."""
    import shutil
    if not (shutil.which("gtkwave") and shutil.which("xvfb-run")):
        if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":
            pytest.fail("no gtkwave or xvfb-run (scripts/test.sh installs them)")
        pytest.skip("no gtkwave or xvfb-run (Debian: gtkwave xvfb xauth)")
    folder = traced_point(tmp_path, "link.latency=60")
    out = tmp_path / "vcd" / "t.vcd"
    out.parent.mkdir()
    tr.main(["vcd", str(folder), "-o", str(out)])
    script = tmp_path / "ask.tcl"
    script.write_text("gtkwave::setMarker 100\n"
                      "puts \"STATE [gtkwave::getTraceValueAtMarkerFromName montsim.core0_state\\[1:0\\]]\"\n"
                      "puts \"LABEL [gtkwave::getTraceValueAtMarkerFromName montsim.core0_label_pc\\[31:0\\]]\"\n"
                      "puts \"TRACES [gtkwave::getTotalNumTraces]\"\n"
                      "gtkwave::/File/Quit\n")
    done = subprocess.run(["xvfb-run", "-a", "gtkwave", "-S", str(script), str(out.with_suffix(".gtkw"))],
                          cwd="/", capture_output=True, text=True, timeout=120)
    said = dict(line.split(" ", 1) for line in done.stdout.splitlines() if line.startswith(("STATE ", "LABEL ", "TRACES ")))
    assert said.get("STATE") in vcd.VCD_STATES, done.stdout + done.stderr
    assert said.get("LABEL", "").startswith("pshs_"), done.stdout + done.stderr
    assert int(said["TRACES"]) == 9
