"""montsim from Python: run a what-if and get a pandas DataFrame, read any
results, take a point's trace, and draw on your own matplotlib axes.

    from montsim import api            # PYTHONPATH=scripts, or a notebook in scripts/notebooks/
    df = api.run({"scheme.name": "pshs", "scheme.p": 16, "scheme.bits": 2048,
                  "platform.topology": "mesh"}, sweep={"link.latency": [1, 50, 100]})
    df[["link.latency", "cycles", "speedup"]]
    api.plot(df, x="link.latency", y="cycles")

Every function reads what montsim wrote (results.json, trace folders); it
computes nothing of its own. A DataFrame has one row per point and a column
per parameter (dotted, "link.latency") and per statistic ("cycles"),
typed as montsim wrote them; df.attrs holds "defaults" (every parameter's
default), "changed" (the non-default parameters that are the same for
every row, for titles), "swept" (those that vary) and "provenance" (what
wrote the file).
"""
import json
import math
import numbers
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

from . import forms, paper, paths, pshs_time, results, traces
from .trace_events import time_by_label


def _literal(value):
    """A value as `--set` takes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def frame(path):
    """The DataFrame of a results.json (or its folder): see the module."""
    import pandas as pd

    points, defaults, provenance = results._read(path)
    rows = []
    for p in points:
        row = dict(p["config"])
        for name, value in p["stats"].items():
            row[name if name not in p["config"] else "stat." + name] = value
        rows.append(row)
    df = pd.DataFrame(rows)
    df.attrs["config_keys"] = list(points[0]["config"])
    df.attrs["defaults"] = defaults
    df.attrs["provenance"] = provenance or {}
    df.attrs["path"] = str(results._path(path))
    return _describe(df)


def _describe(df):
    """Sets attrs "swept" and "changed" from the rows df holds now."""
    values = {k: {json.dumps(_plain(v)) for v in df[k]} for k in df.attrs.get("config_keys", []) if k in df}
    defaults = df.attrs.get("defaults", {})
    df.attrs["swept"] = [k for k, vs in values.items() if len(vs) > 1]
    # A key without a default (scheme.program, scheme.a, a timing.* override)
    # that a point sets is a changed one too; where traces went (trace.dir)
    # changes no result.
    df.attrs["changed"] = {k: _plain(df[k].iloc[0]) for k, vs in values.items()
                           if len(vs) == 1 and not k.startswith("trace.") and
                           (k not in defaults or json.dumps(defaults[k]) != next(iter(vs)))}
    return df


def where(df, conditions):
    """The rows whose parameters have the given values ({"scheme.p": 4}),
    with attrs recomputed (a key fixed by the selection joins "changed").
    ValueError if no row is left or a key is not a column."""
    _need(df, list(conditions))
    keep = df
    for key, value in conditions.items():
        keep = keep[keep[key] == value]
    if keep.empty:
        raise ValueError(f"no point has {', '.join(f'{k} = {v}' for k, v in conditions.items())}")
    out = keep.reset_index(drop=True)
    out.attrs = dict(df.attrs)
    return _describe(out)


def concat(frames):
    """Several results as one DataFrame (attrs from the first, paths joined)."""
    import pandas as pd

    out = pd.concat(frames, ignore_index=True)
    out.attrs = dict(frames[0].attrs)
    out.attrs["path"] = "; ".join(f.attrs.get("path", "") for f in frames)
    keys = []
    for f in frames:
        keys += [k for k in f.attrs.get("config_keys", []) if k not in keys]
    out.attrs["config_keys"] = keys
    return _describe(out)


def load(path):
    """Any montsim results (a results.json or its folder) as a DataFrame.
    ValueError naming the file for one montsim did not write or that holds no
    points."""
    return frame(path)


def run(config=None, set=None, sweep=None, out=None, jobs=None, trace=False, montsim=None, program=None):
    """Runs `montsim run` and returns its results as a DataFrame.

    program: your own program on every core (scheme.name = program,
            scheme.program = it): a .c file (montsim compiles it), a .s, an
            ELF, or a .toml description (schemes/program/README.md)
    config: a config file (str or Path), a dict of parameters ({"scheme.p":
            4}, set on top of the defaults), or None (the defaults)
    set:    more parameters, a dict
    sweep:  {key: [values]}: an axis each, nested in order (last fastest)
    out:    the results folder (default: none kept: the results are read
            into the DataFrame and the temporary folder removed at once;
            with trace=True, when Python exits, since timeline, breakdown
            and trace read the trace folders later)
    jobs:   worker processes (default: montsim's, all host cores)
    trace:  also trace every point; the column "trace" names each point's
            trace folder (for timeline, breakdown, trace)

    RuntimeError with montsim's message if the run fails (nothing is read)."""
    cmd = [str(montsim or paths.MONTSIM), "run", "--quiet"]
    sets = {}
    if isinstance(config, (str, Path)):
        cmd.append(str(config))
    elif isinstance(config, dict):
        sets.update(config)
    elif config is not None:
        raise TypeError("config: a config file or a dict of parameters")
    sets.update(set or {})
    if program is not None:
        sets = {"scheme.name": "program", "scheme.program": str(Path(program).resolve()), **sets}
    for key, value in sets.items():
        cmd += ["--set", f"{key}={_literal(value)}"]
    for key, values in (sweep or {}).items():
        cmd += ["--sweep", f"{key}=" + ",".join(_literal(v) for v in values)]
    scratch = out is None
    out = Path(out) if out else Path(tempfile.mkdtemp(prefix="montsim-api-"))
    if scratch and trace:
        # Nothing a call makes outlives it (traces: the session; below, the
        # rest at once).
        _remove_at_exit(out)
    trace_dir = out / "trace"
    if trace:
        cmd += ["--set", f"trace.dir={trace_dir}"]
    if jobs:
        cmd += ["-j", str(jobs)]
    cmd += ["--out", str(out)]
    try:
        done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"{' '.join(cmd)} failed:\n{done.stderr.strip()}")
        df = frame(out)
    finally:
        if scratch and not trace:
            shutil.rmtree(out, ignore_errors=True)
    if scratch and not trace:
        df.attrs["path"] = ""  # read, then removed: the DataFrame holds it all
    if trace:
        folders = {}
        for cfg_file in trace_dir.glob("*/config.json"):
            folders[json.dumps(json.loads(cfg_file.read_text()), sort_keys=True)] = str(cfg_file.parent)
        config_keys = df.attrs["config_keys"]
        df["trace"] = [folders.get(json.dumps({k: _plain(row[k]) for k in config_keys if k in row}, sort_keys=True))
                       for _, row in df.iterrows()]
    return df


_SCRATCH = []


def _remove_at_exit(folder):
    """Removes `folder` when Python exits (a traced run's scratch folder)."""
    if not _SCRATCH:
        import atexit
        atexit.register(lambda: [shutil.rmtree(f, ignore_errors=True) for f in _SCRATCH])
    _SCRATCH.append(folder)


def _plain(v):
    """A pandas cell as the JSON value it came from (numpy ints and bools)."""
    if hasattr(v, "item"):
        return v.item()
    return v


def _trace_folder(point):
    if isinstance(point, (str, Path)):
        return str(point)
    folder = point.get("trace") if hasattr(point, "get") else None
    if not folder:
        raise ValueError("no trace for this point: run it with api.run(..., trace=True), or give a trace folder")
    return folder


def trace(point):
    """(config, {core: [event, ...]}) of a point: a DataFrame row of a run
    with trace=True, or a trace folder. Events as montsim writes them
    (cores/mb/cpu/CpuTrace.hpp): {"ev": "label"|"get"|"put"|"halt", "t": cycle, ...}."""
    return traces.load(_trace_folder(point))


def timeline(point, ax=None, rows="core", title=None):
    """Draws a point's schedule (boxes, transfers, waits) on `ax` (a new
    figure if None): rows = "core" or "tb" (a row per Task Block, as the
    pSHS paper's Fig. 3). Returns the axis."""
    import matplotlib.pyplot as plt

    config, cores = trace(point)
    if ax is None:
        _, ax = plt.subplots(figsize=(12, 1 + 0.5 * len(cores)))
    traces.draw_timeline(config, cores, ax, rows=rows, title=title)
    if config.get("scheme.name") == "program":
        traces.legend(ax, config, cores)
    return ax


def labels(point):
    """Where a program's time goes: cycles by label (its functions, as the
    trace's label events say; traces.label_spans) per core, as a DataFrame
    (a row per label, a column per core and `all`), largest first."""
    import pandas as pd

    _, cores = trace(point)
    table = pd.DataFrame({f"core {c}": time_by_label(events) for c, events in sorted(cores.items())}).fillna(0)
    table["all"] = table.sum(axis=1)
    return table.sort_values("all", ascending=False).astype(int)


def breakdown(point, ax=None):
    """Where each core's time went (pshs_time.CATEGORIES: start-up, boxes,
    row work, waits by cause, put stalls, the all-gather, the final
    subtraction; any pSHS kernel), as stacked bars on `ax`; returns the
    breakdown as a DataFrame (a row per core, with its total and end skew)."""
    import matplotlib.pyplot as plt
    import pandas as pd

    config, cores = trace(point)
    by_core = pshs_time.breakdown(config, cores)
    table = pd.DataFrame(list(by_core.values()), index=list(by_core))
    table.index.name = "core"
    if ax is None:
        _, ax = plt.subplots(figsize=(8.5, 0.6 + 0.45 * len(table)))
    parts = pshs_time.CATEGORIES
    table[parts].plot.barh(stacked=True, ax=ax, width=0.7)
    ax.set_xlabel("cycles")
    ax.invert_yaxis()
    # Beside the bars, never over them.
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    ax.figure.tight_layout()
    return table


def published(df):
    """The source papers' values for the rows that match a published point,
    as columns "paper.<statistic>" (NaN elsewhere): pSHS's Table III (ET as
    cycles, SP as speedup) by p, bits and TTU = link.latency on the ring, and
    SOS's Table II cycles (as mm_cycles) by bits."""
    import numpy as np

    out = df.copy()
    cycles, speedup, mm = [], [], []
    for _, r in df.iterrows():
        c = s = m = np.nan
        name = r.get("scheme.name")
        if name == "pshs" and r.get("platform.topology", "ring") == "ring":
            key = (r.get("scheme.p"), r.get("scheme.bits"))
            ttu = r.get("link.latency")
            if key in paper.PSHS_TABLE3_ET and ttu in paper.PSHS_TABLE3_TTU:
                i = paper.PSHS_TABLE3_TTU.index(ttu)
                c, s = paper.PSHS_TABLE3_ET[key][i], paper.PSHS_TABLE3_SP[key][i]
        if name == "sos" and r.get("scheme.bits") in paper.PSHS_TABLE2_SOS_CYCLES:
            m = paper.PSHS_TABLE2_SOS_CYCLES[r.get("scheme.bits")]
        cycles.append(c), speedup.append(s), mm.append(m)
    out["paper.cycles"], out["paper.speedup"], out["paper.mm_cycles"] = cycles, speedup, mm
    return out


def title_of(df, fixed=()):
    """What a table or plot of df shows: its file, what wrote it, every
    non-default parameter the same for all rows (keys in `fixed` left out)."""
    changed = ", ".join(f"{k} = {json.dumps(_plain(v))}" for k, v in sorted(df.attrs.get("changed", {}).items())
                        if k not in fixed)
    prov = df.attrs.get("provenance") or {}
    source = df.attrs.get("path", "")
    if prov:
        source += f" (montsim {prov.get('montsim', '?')}, revision {prov.get('revision', '?')}, {prov.get('date', '?')})"
    # What checked the results, where the scheme says (scheme.name = program:
    # Boost's montgomery, product or modexp, or only the program's own exit status).
    checks = sorted({str(c) for c in df["check"].dropna()}) if "check" in df.columns else []
    checked = f"; checked by {' and '.join(checks)}" if checks else ""
    return (("non-default parameters: " + changed) if changed else "all other parameters at their defaults") + \
        checked + (f"; from {source}" if source else "")


def unlike_note(df, keys, axes=()):
    """'' when the rows a table or plot sets side by side (one group per
    value of `keys`: its columns, lines or panels) ran alike, else ' (UNLIKE:
    ...)' naming each condition that differs between them (the kernel's form,
    the pipeline, the FIFO depth, the link model; scripts/montsim/forms.py),
    for the title. Conditions the axes show (`keys` and `axes`: rows, x)
    are not repeated."""
    keys = [k for k in keys if k and k in df.columns]
    if not keys or df.empty:
        return ""
    config = [c for c in df.columns if "." in c and c.split(".", 1)[0] in
              ("scheme", "core", "link", "platform", "run", "router", "shmem", "barrier")]
    groups = {}
    for _, row in df.iterrows():
        label = "/".join(str(_plain(row[k])) for k in keys)
        groups.setdefault(label, []).append({c: _plain(row[c]) for c in config if not _missing(row[c])})
    return forms.unlike_note(groups, ignore=forms.axes_conditions(list(keys) + [a for a in axes if a]))


def _missing(value):
    try:
        return value is None or (isinstance(value, float) and math.isnan(value))
    except TypeError:
        return False


def _need(df, keys):
    missing = [k for k in keys if k and k not in df.columns]
    if missing:
        have = ", ".join(sorted(df.columns))
        raise ValueError(f"{df.attrs.get('path', 'the results')}: no column {', '.join(missing)} "
                         f"(it has: {have})")


def plot(df, x, y, group=None, facet=None, logx=False, logy=False, paper_values=True, ax=None):
    """y against x, a line per value of `group`, a panel per value of
    `facet`; every swept key that is neither x, group nor facet must be
    fixed first (ValueError naming it: a line would mix its values). The
    title names every non-default parameter and the file; the legend the
    group key. Where a row matches a published point the paper's value is
    drawn beside it (open marker). ax: draw into this matplotlib Axes (one
    panel: no facet), its title the plot's, the figure left to the caller.
    Returns the figure."""
    import matplotlib.pyplot as plt

    _need(df, [x, y, group, facet])
    free = [k for k in df.attrs.get("swept", []) if k not in (x, group, facet)]
    if free:
        raise ValueError(f"{', '.join(free)} also vary between the rows: choose one value "
                         f"(df[df['{free[0]}'] == ...]) or make it the group or the facet")
    if paper_values:
        df = published(df)
    panels = sorted(df[facet].unique(), key=_sort_key) if facet else [None]
    given = ax
    if given is not None:
        if facet:
            raise ValueError("plot(ax=...) draws one panel: give no facet (or no ax)")
        fig, axes = given.figure, [[given]]
    else:
        fig, axes = plt.subplots(1, len(panels), figsize=(5.5 * len(panels), 4.2), squeeze=False, sharey=True)
    for ax, panel in zip(axes[0], panels):
        sub = df if panel is None else df[df[facet] == panel]
        groups = sorted(sub[group].unique(), key=_sort_key) if group else [None]
        for g in groups:
            rows = (sub if g is None else sub[sub[group] == g]).sort_values(x, key=lambda c: c.map(_sort_key))
            label = None if g is None else f"{group} = {g}"
            line, = ax.plot(rows[x], rows[y], "o-", markersize=4, label=label)
            pcol = "paper." + y
            if paper_values and pcol in rows and rows[pcol].notna().any():
                ax.plot(rows[x], rows[pcol], "o--", mfc="none", color=line.get_color(), alpha=0.7,
                        label=("paper" if g is None else f"paper, {group} = {g}"))
        ax.set_xlabel(x)
        ax.set_ylabel(y)
        if logx:
            ax.set_xscale("log")
        if logy:
            ax.set_yscale("log")
        if panel is not None:
            ax.set_title(f"{facet} = {panel}", fontsize=9)
        if group or (paper_values and ("paper." + y) in sub and sub["paper." + y].notna().any()):
            ax.legend(fontsize=7)
        ax.grid(alpha=0.3)
    heading = f"{y} against {x}{unlike_note(df, [group, facet], axes=[x])}: " + title_of(df, fixed=(x, y, group, facet))
    if given is not None:
        given.set_title(_wrapped(heading, 70), fontsize=7)
        return fig
    fig.suptitle(_wrapped(heading, 95 * len(panels)), fontsize=8)
    fig.tight_layout()
    return fig


def table(df, rows, value, cols=None, fmt=None):
    """A pivot table: a row per value of `rows`, a column per value of
    `cols` (or one column), cells `value`; the same refusal as plot for a
    key that varies and is not an axis. Returns a DataFrame."""
    _need(df, [rows, cols, value])
    free = [k for k in df.attrs.get("swept", []) if k not in (rows, cols)]
    if free:
        raise ValueError(f"{', '.join(free)} also vary between the rows: choose one value or make it rows or cols")
    if cols:
        t = df.pivot_table(index=rows, columns=cols, values=value, aggfunc="first")
    else:
        t = df.set_index(rows)[[value]]
    return t


def _sort_key(v):
    return (0, v) if isinstance(v, numbers.Number) and not isinstance(v, bool) else (1, str(v))


def _wrapped(text, width=150):
    import textwrap
    return "\n".join(textwrap.wrap(text, width))
