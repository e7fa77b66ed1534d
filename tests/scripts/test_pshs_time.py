"""scripts/montsim/commands/pshs_time.py (where-time-goes): Algorithm 2's order of
transfers against the hand-written kernel's labels, and the breakdown adding
up to each core's cycles exactly, checked against the cores' own counters,
for the hand-written, the marked and gcc's kernels."""
import json
import subprocess
from pathlib import Path

import pytest

from montsim import perfetto, schedule, timeline, trace_events

from montsim.commands import pshs_time as pt
ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
needs_montsim = pytest.mark.skipif(not MONTSIM.exists(), reason="montsim is not built")


def traced_sweep(tmp_path, sweep, sets=()):
    """(results.json, [trace folders]) of a pSHS sweep with traces."""
    config = tmp_path / "c.toml"
    config.write_text('[meta]\nname = "t"\n[scheme]\nname = "pshs"\n[core]\nhw_mul = "mul64"\n[[sweep]]\n' +
                      "".join(f'"{k}" = {json.dumps(v)}\n' for k, v in sweep.items()))
    args = [str(MONTSIM), "run", str(config), "--quiet", "--out", str(tmp_path / "res"),
            "--set", f"trace.dir={tmp_path / 'trace'}"]
    for s in sets:
        args += ["--set", s]
    subprocess.run(args, check=True)
    return tmp_path / "res" / "results.json", sorted((tmp_path / "trace").iterdir())


def test_plan_counts_rows_as_the_issue_does():
    # 2(s + q - 1) rows per core at q = s/p: 190 / 158 / 142 at p = 2 / 4 / 8, 2048 bits.
    for p, rows in ((2, 190), (4, 158), (8, 142)):
        assert {schedule.plan(64, p, 64 // p, c)["rows"] for c in range(p)} == {rows}
    # One core: its own carry to itself, no m and no all-gather.
    one = schedule.plan(4, 1, 4, 0)
    assert one["gather_out"] == one["gather_in"] == 0
    assert {role for _, role in one["roles"]} == {"carry"}


@needs_montsim
def test_plan_is_the_hand_written_kernels_order(tmp_path):
    # The roles the labels of pshs.s give each transfer are the roles plan()
    # derives from the pseudocode, on every core of several shapes.
    _, folders = traced_sweep(tmp_path, {"scheme.p": [1, 2, 3, 4], "scheme.bits": [384, 768], "scheme.q": [0, 1]})
    checked = 0
    for folder in folders:
        config, cores = trace_events.load(folder)
        s, p, q = schedule.shape(config)
        for c, events in cores.items():
            labelled = [(e["ev"], kind) for e, kind in trace_events.labelled_transfers(events) if kind != "gather word"]
            expected = schedule.plan(s, p, q, c)["roles"]
            assert labelled == expected, f"{folder.name} core {c}"
            checked += 1
    assert checked >= 30


@needs_montsim
@pytest.mark.parametrize("kernel", ["scheme.kernel=mulhu", "scheme.mark_messages=true", "scheme.kernel=c",
                                    "scheme.gcc_opt=O0", "scheme.gcc_opt=Os", "core.hw_mul=mul32",
                                    "scheme.c_variant=careful"])
def test_breakdown_adds_up_exactly_for_every_kernel(tmp_path, kernel):
    sets = [kernel] + (["scheme.kernel=c"] if kernel.startswith(("scheme.gcc_opt", "core.hw_mul", "scheme.c_")) else [])
    res, folders = traced_sweep(tmp_path, {"scheme.p": [1, 2, 4], "scheme.bits": [512],
                                           "link.latency": [1, 400], "link.model": ["pipelined", "serial"],
                                           "link.depth": [2, 64]}, sets)
    assert len(folders) == 24
    for folder in folders:
        config, cores = trace_events.load(folder)
        table = schedule.breakdown(config, cores)
        stats = pt.point_stats(res, config)
        pt.check_against(table, stats, schedule.shape(config)[0])  # halt, stalls, box cycles: raises if not
        for c, b in table.items():
            assert sum(b[k] for k in schedule.CATEGORIES) == b["total"] == stats[f"core{c}.halt_cycle"]
            assert min(b[k] for k in schedule.CATEGORIES) >= 0
            assert b["total"] + b["end skew"] == max(x["total"] for x in table.values())


@needs_montsim
def test_refuses_a_trace_off_algorithm_2_and_names_the_difference(tmp_path):
    res, folders = traced_sweep(tmp_path, {"scheme.p": [2], "scheme.bits": [256]})
    config, cores = trace_events.load(folders[0])
    first = next(i for i, e in enumerate(cores[1]) if e["ev"] in ("get", "put"))
    cores[1].insert(first, dict(cores[1][first]))
    with pytest.raises(ValueError, match="core 1: .* transfers in the trace, Algorithm 2 makes"):
        schedule.breakdown(config, cores)
    config2, cores2 = trace_events.load(folders[0])
    stats = dict(pt.point_stats(res, config2))
    stats["core0.get_stall_cycles"] += 1
    with pytest.raises(ValueError, match="core 0: the trace waits"):
        pt.check_against(schedule.breakdown(config2, cores2), stats, 8)
    with pytest.raises(ValueError, match="reads pSHS traces"):
        schedule.shape({"scheme.name": "sos"})


@needs_montsim
def test_command_prints_the_table_and_the_papers_budget(tmp_path, capsys):
    res, folders = traced_sweep(tmp_path, {"scheme.p": [4], "scheme.bits": [1024], "link.latency": [100]})
    assert pt.main([str(folders[0]), "--results", str(res)]) == 0
    out = capsys.readouterr().out
    assert "row work" in out and "end skew" in out and "(checked:" in out
    assert "paper:   ET 17090 - T_SOS/p 13476 = 3614 (Table III at TTU 100" in out


@needs_montsim
def test_compiled_kernels_get_task_blocks_and_the_all_gather_in_perfetto_and_timelines(tmp_path):
    # gcc's pSHS has no Task Block labels: its spans and the roles of its
    # transfers come from Algorithm 2's order, as the hand-written kernel's
    # come from its labels, and the hand-written kernel's spans agree.
    _, folders = traced_sweep(tmp_path, {"scheme.p": [3], "scheme.bits": [192], "scheme.q": [2],
                                         "scheme.kernel": ["c", "mulhu"]})
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    cats = {}
    for folder in folders:
        config, cores = trace_events.load(folder)
        events = perfetto.perfetto_events(config, cores)
        assert perfetto.check_perfetto(events) == []
        kinds = {e.get("cat") for e in events}
        cats[config["scheme.kernel"]] = kinds
        # s = 6, p = 3, q = 2: every core runs 2 Task Blocks.
        assert sum(1 for e in events if e.get("cat") == "tb") == 6
        fig, ax = plt.subplots()
        timeline.draw_timeline(config, cores, ax, rows="tb")
        plt.close(fig)
        roles = {what for c, ev in cores.items() for _, what in schedule.roles_of(config, c, ev)}
        assert roles == {"m", "carry", "gather word"}
        if config["scheme.kernel"] == "mulhu":
            # The labels' spans and Algorithm 2's end the same Task Blocks.
            for c, ev in cores.items():
                by_labels = [s for s in trace_events.spans(ev) if s["kind"] == "tb"]
                derived = [s for s in schedule.phase_spans(config, c, ev) if s["kind"] == "tb"]
                assert len(by_labels) == len(derived)
    assert {"tb", "gather", "final", "white", "shaded", "message"} <= cats["c"]
    assert cats["c"] == cats["mulhu"]
