"""The HTML report of a traced pSHS sweep (what `montsim traces report`
writes): per curve the measured CTU and its spread, each core's time by
activity, ET against TTU with the knee (CLT) and slopes, Eq. 1 and Eq. 2 with
the measured CTU beside the simulation and the paper, a paragraph on what
limits the curve, and the first point's timeline and Perfetto file."""
import json

from .perfetto import perfetto_events, perfetto_file
from .schedule import CATEGORIES, breakdown
from .timeline import draw_timeline
from .trace_events import load, spans

def box_durations(cores):
    return [s["end"] - s["start"] for ev in cores.values() for s in spans(ev) if s["kind"] in ("white", "shaded")]


def eq1_clt(q, ctu):
    return (q - 1) * ctu if q <= 3 else q * ctu


def png_tag(fig):
    import base64
    import io
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=110)
    return f'<img src="data:image/png;base64,{base64.b64encode(buf.getvalue()).decode()}">'


# The report's look: readable type, tables with ruled rows and numbers
# aligned right, figures no wider than the text.
REPORT_CSS = """
body { font-family: system-ui, sans-serif; max-width: 62em; margin: 2em auto; padding: 0 1em; color: #222;
       line-height: 1.45; }
h1 { font-size: 1.6em; border-bottom: 2px solid #2c5d8a; padding-bottom: .2em; }
h2 { font-size: 1.25em; margin-top: 2em; color: #2c5d8a; }
p.command { font-family: monospace; background: #f4f4f4; padding: .5em; overflow-x: auto; }
table { border-collapse: collapse; margin: .8em 0; font-size: .9em; }
th, td { border: 1px solid #ccc; padding: .25em .6em; }
th { background: #e8eef4; font-weight: 600; vertical-align: bottom; }
th .unit { display: block; font-weight: normal; font-size: .8em; color: #555; }
td { text-align: right; font-variant-numeric: tabular-nums; }
td:first-child { text-align: left; white-space: nowrap; }
tr:nth-child(even) td { background: #fafafa; }
img { max-width: 100%; }
"""


def th(name, unit=""):
    """A table header with its unit under the name."""
    import html
    return f"<th>{html.escape(name)}" + (f"<span class='unit'>{html.escape(unit)}</span>" if unit else "") + "</th>"


def write_report(points, trace_dir, out, cmd):
    """Writes out/report.html (and each curve's timeline and Perfetto file)
    from a sweep's points and their traces in trace_dir; `cmd` is the
    command line shown in its heading. Returns the number of curves."""
    import html
    import statistics

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from . import knee
    from . import paper

    point_key = lambda config: tuple(sorted((k, v) for k, v in config.items() if k != "trace.dir"))
    folders = {point_key(json.loads((f / "config.json").read_text())): f for f in trace_dir.iterdir()}
    curves = {}
    for pt in points:
        c = pt["config"]
        if c.get("scheme.name") != "pshs":
            raise SystemExit("traces report: the report reads pSHS sweeps (scheme.name = pshs)")
        key = tuple(sorted((k, v) for k, v in c.items() if k not in ("link.latency", "trace.dir")))
        curves.setdefault(key, []).append(pt)
    body = [f"<h1>pSHS: CTU, TTU and CLT</h1><p class='command'>{html.escape(' '.join(cmd))}</p>"]
    # What tells the curves apart: every parameter that varies between them.
    varying = sorted({k for key in curves for k, v in key if len({dict(o).get(k) for o in curves}) > 1}
                     - {"scheme.p", "scheme.bits"})
    for n, (key, pts) in enumerate(sorted(curves.items(), key=lambda kv: (dict(kv[0]).get("scheme.p"),
                                                                            dict(kv[0]).get("scheme.bits"),
                                                                            str(kv[0])))):
        cfg = dict(key)
        pts.sort(key=lambda pt: pt["config"]["link.latency"])
        p, bits = cfg["scheme.p"], cfg["scheme.bits"]
        s_words = bits // 32
        q = pts[0]["stats"]["q"]
        ttu = [pt["config"]["link.latency"] for pt in pts]
        et = [pt["stats"]["cycles"] for pt in pts]
        first = pts[0]
        folder = folders.get(point_key(first["config"]))
        if folder is None:
            raise SystemExit(f"traces report: no trace for {first['config']}")
        tconfig, tcores = load(folder)
        first_breakdown = breakdown(tconfig, tcores)
        durations = box_durations(tcores)
        ctu = statistics.mean(durations)
        spread = (min(durations), max(durations), statistics.pstdev(durations))
        a = knee.analyse_curve(ttu, et)
        t_sos = first["stats"]["t_sos"]
        overhead = et[0] - t_sos / p - (3 * p - 1) * ttu[0]
        eq2 = [t_sos / p + (3 * p - 1) * x + overhead for x in ttu]
        # Eq. 2 counts 3p - 1 link latencies on the paper's ring; on a routed
        # topology a word crosses routers and several links.
        topology = cfg.get("platform.topology", "ring")
        eq2_applies = topology in ("ring", "p2p")
        clt_eq = eq1_clt(q, ctu)
        paper_et = paper.PSHS_TABLE3_ET.get((p, bits))
        paper_knee = knee.paper_rows().get((p, bits)) if paper_et else None
        fig, ax = plt.subplots(figsize=(6.5, 3.6))
        ax.plot(ttu, et, "o-", label="montsim")
        if eq2_applies:
            ax.plot(ttu, eq2, "--", label="Eq. 2 (overhead fitted at the first point)")
        if paper_et and list(ttu) == list(paper.PSHS_TABLE3_TTU):
            ax.plot(ttu, paper_et, "s:", label="paper, Table III")
        if a["knee"] is not None:
            ax.axvline(a["knee"], color="tab:red", linewidth=0.8, label=f"measured CLT {a['knee']:.0f}")
        ax.axvline(clt_eq, color="tab:green", linewidth=0.8, linestyle="--", label=f"Eq. 1 CLT {clt_eq:.0f}")
        ax.set_xlabel("TTU (cycles)")
        ax.set_ylabel("ET (cycles)")
        ax.set_title(f"p = {p}, {bits} bits, q = {q}; link {tconfig.get('link.model')}, depth "
                     f"{tconfig.get('link.depth')}; kernel {tconfig.get('scheme.kernel')}, {tconfig.get('core.pipeline')}",
                     fontsize=7)
        ax.legend(fontsize=6)
        fig.tight_layout()
        curve_png = png_tag(fig)
        plt.close(fig)
        columns = CATEGORIES + ["total", "end skew"]
        rows = "".join(f"<tr><td>core {c}</td>" + "".join(f"<td>{b[k]}</td>" for k in columns) + "</tr>"
                       for c, b in first_breakdown.items())
        heads = "".join(th(h, "cycles") for h in columns)
        # What limits the curve at its largest TTU: the cause that waits most there.
        last_folder = folders.get(point_key(pts[-1]["config"]))
        limit_text = ""
        if last_folder is not None and len(pts) > 1:
            _, lcores = load(last_folder)
            last_breakdown = breakdown(tconfig, lcores)
            totals = {k: sum(b[k] - first_breakdown[c][k] for c, b in last_breakdown.items())
                      for k in ("waiting for m", "waiting for carries", "put stalls", "all-gather")}
            worst = max(totals, key=totals.get)
            limit_text = (f" From TTU = {ttu[0]} to {ttu[-1]} the cores' time grew most in '{worst}' "
                          f"(+{totals[worst]} cycles over the {len(lcores)} cores): that is what limits this curve "
                          "at large latencies.")
        knee_text = (f"{a['knee']:.0f} ({a['knee_method']})" if a["knee"] is not None else a["status"])
        paper_text = ""
        if paper_knee:
            pk = paper_knee
            paper_text = (f"; the paper's Table III row: slope {pk['slope']:.2f}, knee "
                          f"{pk['knee']:.0f}" if pk["knee"] is not None else f"; the paper's row: slope {pk['slope']:.2f}")
        slope2 = f", then {a['second_slope']:.2f}" if a["second_slope"] is not None else ""
        eq2_text = (f"Eq. 2 predicts 3p - 1 = {3 * p - 1}" if eq2_applies else
                    f"Eq. 2 (3p - 1 = {3 * p - 1} on the paper's ring) does not apply on a {topology}, where a word "
                    "crosses routers and several links, and is not drawn")
        paragraph = (f"Below the knee ET grows by {a['slope']:.2f} cycles per cycle of link latency{slope2}; "
                     f"{eq2_text}. The measured CLT is {knee_text}; Eq. 1 with the measured CTU "
                     f"of {ctu:.1f} cycles gives {clt_eq:.0f}{paper_text}. "
                     + ("Up to the knee the cores keep computing while words travel: the link latency only delays "
                        "the start of each core's first Task Block and the all-gather. Past it, messages (m and the "
                        "carries) arrive after the boxes that need them, and the waits in the breakdown grow with TTU."
                        if a["knee"] is not None else
                        "The whole sweep stays below the knee: the waits do not grow faster than the latency itself.")
                     + limit_text)
        # The first point's schedule beside the curve: a timeline and a
        # Perfetto file, linked.
        stem = f"curve{n}-ttu{ttu[0]}"
        tfig, tax = plt.subplots(figsize=(12, 1 + 0.45 * len(tcores)))
        draw_timeline(tconfig, tcores, tax, title=f"TTU = {ttu[0]}")
        tfig.tight_layout()
        tfig.savefig(out / f"{stem}-timeline.png", dpi=110)
        plt.close(tfig)
        (out / f"{stem}-perfetto.json").write_text(perfetto_file(tconfig, perfetto_events(tconfig, tcores)))
        heading = f"p = {p}, {bits} bits (s = {s_words}, q = {q})" + "".join(
            f", {k} = {cfg[k]}" for k in varying if k in cfg)
        links = (f"<p>The TTU = {ttu[0]} point: <a href='{stem}-timeline.png'>timeline</a>, "
                 f"<a href='{stem}-perfetto.json'>Perfetto trace</a> (open in ui.perfetto.dev; 1 ns = 1 cycle).</p>")
        body.append(f"<h2>{html.escape(heading)}</h2>{curve_png}{links}"
                    f"<p>Measured CTU (box spans of the TTU = {ttu[0]} trace): mean {ctu:.2f} cycles, min "
                    f"{spread[0]}, max {spread[1]}, standard deviation {spread[2]:.2f} over {len(durations)} boxes.</p>"
                    f"<table><tr>{th('core')}{heads}</tr>{rows}</table>"
                    f"<p>Cycles per core at TTU = {ttu[0]}, from the trace (waits classified by the label the core "
                    "last passed).</p>"
                    f"<table><tr>{th('TTU', 'cycles')}{th('ET montsim', 'cycles')}{th('Eq. 2', 'cycles')}"
                    f"{th('ET paper', 'cycles')}</tr>" + "".join(
                        f"<tr><td>{x}</td><td>{y}</td><td>{e:.0f}</td><td>{paper_et[i] if paper_et and i < len(paper_et) and list(ttu) == list(paper.PSHS_TABLE3_TTU) else ''}</td></tr>"
                        for i, (x, y, e) in enumerate(zip(ttu, et, eq2))) + "</table>"
                    f"<p>{html.escape(paragraph)}</p>")
    page = ("<!DOCTYPE html><html><head><meta charset='utf-8'><title>montsim report</title>"
            f"<style>{REPORT_CSS}</style></head><body>" + "".join(body) + "</body></html>")
    (out / "report.html").write_text(page)
    return len(curves)
