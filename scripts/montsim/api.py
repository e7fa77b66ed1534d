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
typed as montsim wrote them. By default the parameters are those the
point's models read (a ring's links, not a mesh's routers; results.json's
"read") and the statistics those of the whole run; columns="all" adds every
parameter and each node's statistics ("core3.put_stall_cycles"). df.attrs holds
"units" (column -> unit: "cycles", "words", ...; none for a count or a
ratio), "defaults" (every parameter's default), "changed" (the non-default
parameters that are the same for every row, for titles), "swept" (those
that vary), "provenance" (what wrote the file) and "path".
"""
from __future__ import annotations

import json
import math
import numbers
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Literal, Mapping, Sequence

if TYPE_CHECKING:  # pandas and matplotlib are imported when first used
    import pandas as pd
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

PathLike = str | os.PathLike
Columns = Literal["read", "all"]

from . import forms, paper, paths, results, schedule, trace_events
from .timeline import draw_timeline, legend
from .trace_events import time_by_label


def _literal(value: Any) -> str:
    """A value as `--set` takes it."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _sweep_item(key: str, value: Any) -> str:
    """A value as one item of `--sweep KEY=V1,V2`: quoted when it holds a
    comma (or starts with a quote), as the engine reads quoted items whole."""
    text = _literal(value)
    if "," not in text and not text.startswith(("'", '"')):
        return text
    for quote in ('"', "'"):
        if quote not in text:
            return quote + text + quote
    raise ValueError(f"{key} = {text!r}: a swept value holding a comma and both kinds of quote cannot be passed "
                     "to --sweep; write the sweep in a config file")


def _as_held(column: pd.Series, key: str, value: Any) -> Any:
    """`value` as the column holds its values: where("scheme.p": "4") means
    the 4 of a numeric column, "true" the True of a boolean one."""
    import pandas as pd

    if not isinstance(value, str):
        return value
    if pd.api.types.is_bool_dtype(column):
        if value.lower() in ("true", "false"):
            return value.lower() == "true"
        raise ValueError(f"{key} holds true or false, not {value!r}")
    if pd.api.types.is_numeric_dtype(column):
        try:
            number = float(value)
        except ValueError:
            raise ValueError(f"{key} holds numbers, not {value!r}") from None
        return int(number) if number.is_integer() and pd.api.types.is_integer_dtype(column) else number
    return value


def frame(path: PathLike, columns: Columns = "read") -> pd.DataFrame:
    """The DataFrame of a results.json (or its folder): see the module.
    columns: "read" (the parameters some point's models read, the run's
    statistics) or "all" (every parameter, and each node's statistics)."""
    import pandas as pd

    if columns not in ("read", "all"):
        raise ValueError(f"columns = {columns!r}: 'read' or 'all'")
    points, defaults, provenance, declared = results._read_declared(path)
    # A file from before "read" was written: every parameter counts as read.
    read = set().union(*(p.get("read", p["config"]) for p in points))
    rows = []
    for p in points:
        row = {k: v for k, v in p["config"].items() if columns == "all" or k in read}
        for name, value in p["stats"].items():
            if columns == "all" or not _per_node(name):
                row[name if name not in p["config"] else "stat." + name] = value
        rows.append(row)
    df = pd.DataFrame(rows)
    # Which keys each point read (its links' keys only if it has links):
    # what a comparison's conditions ask (forms.conditions).
    df.attrs["read_by_row"] = {i: tuple(p.get("read", p["config"])) for i, p in enumerate(points)}
    df.attrs["config_keys"] = [k for k in points[0]["config"] if k in df.columns]
    df.attrs["units"] = _units(declared, df.columns)
    df.attrs["defaults"] = defaults
    df.attrs["provenance"] = provenance or {}
    df.attrs["path"] = str(results._path(path))
    return _describe(df)


def _per_node(name: str) -> bool:
    """A node's statistic ("core3.put_stall_cycles"): the run's
    own have no dot."""
    return "." in name


def _units(declared: Mapping[str, Any], columns: Iterable[str]) -> dict[str, str]:
    """column -> unit, from what the file declares of its parameters and
    statistics (a node's statistic from its "*.name" entry); columns without
    one left out."""
    units = {}
    for column in columns:
        name = column[len("stat."):] if column.startswith("stat.") else column
        entry = declared.get(name) or (declared.get("*." + name.split(".", 1)[1]) if "." in name else None)
        if isinstance(entry, dict) and entry.get("unit"):
            units[column] = entry["unit"]
    return units


def label(df: pd.DataFrame, column: str) -> str:
    """An axis label: the column and its unit ("link.latency (cycles)";
    "cycles" alone where the unit is the name)."""
    unit = df.attrs.get("units", {}).get(column)
    return column if not unit or unit == column else f"{column} ({unit})"


def _describe(df: pd.DataFrame) -> pd.DataFrame:
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


def where(df: pd.DataFrame, conditions: Mapping[str, Any]) -> pd.DataFrame:
    """The rows whose parameters have the given values ({"scheme.p": 4}),
    with attrs recomputed (a key fixed by the selection joins "changed").
    ValueError if no row is left or a key is not a column."""
    _need(df, list(conditions))
    keep = df
    for key, value in conditions.items():
        keep = keep[keep[key] == _as_held(df[key], key, value)]
    if keep.empty:
        raise ValueError(f"no point has {', '.join(f'{k} = {v}' for k, v in conditions.items())}")
    out = keep.reset_index(drop=True)
    out.attrs = dict(df.attrs)
    return _describe(out)


def concat(frames: Sequence[pd.DataFrame]) -> pd.DataFrame:
    """Several results as one DataFrame (attrs from the first, paths joined)."""
    import pandas as pd

    out = pd.concat(frames, ignore_index=True)
    out.attrs = dict(frames[0].attrs)
    out.attrs["path"] = "; ".join(f.attrs.get("path", "") for f in frames)
    keys = []
    for f in frames:
        keys += [k for k in f.attrs.get("config_keys", []) if k not in keys]
    out.attrs["config_keys"] = keys
    out.attrs["units"] = {k: u for f in frames for k, u in f.attrs.get("units", {}).items()}
    return _describe(out)


def load(path: PathLike, columns: Columns = "read") -> pd.DataFrame:
    """Any montsim results (a results.json or its folder) as a DataFrame
    (columns: as frame). ValueError naming the file for one montsim did not
    write or that holds no points."""
    return frame(path, columns)


def run(config: PathLike | Mapping[str, Any] | None = None, set: Mapping[str, Any] | None = None,
        sweep: Mapping[str, Sequence[Any]] | None = None, out: PathLike | None = None, jobs: int | None = None,
        trace: bool = False, montsim: PathLike | None = None, program: PathLike | None = None,
        columns: Columns = "read") -> pd.DataFrame:
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
    columns: "read" (default) or "all", as frame

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
        cmd += ["--sweep", f"{key}=" + ",".join(_sweep_item(key, v) for v in values)]
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
        df = frame(out, columns)
    finally:
        if scratch and not trace:
            shutil.rmtree(out, ignore_errors=True)
    if scratch and not trace:
        df.attrs["path"] = ""  # read, then removed: the DataFrame holds it all
    if trace:
        # A trace folder's config.json holds every parameter; matched on the
        # columns the DataFrame keeps.
        config_keys = df.attrs["config_keys"]
        folders = {}
        for cfg_file in trace_dir.glob("*/config.json"):
            cfg = json.loads(cfg_file.read_text())
            folders[json.dumps({k: cfg[k] for k in config_keys if k in cfg}, sort_keys=True)] = str(cfg_file.parent)
        df["trace"] = [folders.get(json.dumps({k: _plain(row[k]) for k in config_keys if k in row}, sort_keys=True))
                       for _, row in df.iterrows()]
    return df


_SCRATCH = []


def _remove_at_exit(folder: Path) -> None:
    """Removes `folder` when Python exits (a traced run's scratch folder)."""
    if not _SCRATCH:
        import atexit
        atexit.register(lambda: [shutil.rmtree(f, ignore_errors=True) for f in _SCRATCH])
    _SCRATCH.append(folder)


def _plain(v: Any) -> Any:
    """A pandas cell as the JSON value it came from (numpy ints and bools)."""
    if hasattr(v, "item"):
        return v.item()
    return v


def _trace_folder(point: Mapping[str, Any] | PathLike) -> str:
    if isinstance(point, (str, Path)):
        return str(point)
    folder = point.get("trace") if hasattr(point, "get") else None
    if not folder:
        raise ValueError("no trace for this point: run it with api.run(..., trace=True), or give a trace folder")
    return folder


def trace(point: Mapping[str, Any] | PathLike) -> tuple[dict[str, Any], dict[int, list[dict[str, Any]]]]:
    """(config, {core: [event, ...]}) of a point: a DataFrame row of a run
    with trace=True, or a trace folder. Events as montsim writes them
    (cores/mb/cpu/CpuTrace.hpp): {"ev": "label"|"get"|"put"|"halt", "t": cycle, ...}."""
    return trace_events.load(_trace_folder(point))


def timeline(point: Mapping[str, Any] | PathLike, ax: Axes | None = None, rows: Literal["core", "tb"] = "core",
             title: str | None = None) -> Axes:
    """Draws a point's schedule (boxes, transfers, waits) on `ax` (a new
    figure if None): rows = "core" or "tb" (a row per Task Block, as the
    pSHS paper's Fig. 3). Returns the axis."""
    import matplotlib.pyplot as plt

    config, cores = trace(point)
    if ax is None:
        _, ax = plt.subplots(figsize=(12, 1 + 0.5 * len(cores)))
    draw_timeline(config, cores, ax, rows=rows, title=title)
    if config.get("scheme.name") == "program":
        legend(ax, config, cores)
    return ax


def labels(point: Mapping[str, Any] | PathLike) -> pd.DataFrame:
    """Where a program's time goes: cycles by label (its functions, as the
    trace's label events say; trace_events.label_spans) per core, as a DataFrame
    (a row per label, a column per core and `all`), largest first."""
    import pandas as pd

    _, cores = trace(point)
    table = pd.DataFrame({f"core {c}": time_by_label(events) for c, events in sorted(cores.items())}).fillna(0)
    table["all"] = table.sum(axis=1)
    return table.sort_values("all", ascending=False).astype(int)


def breakdown(point: Mapping[str, Any] | PathLike, ax: Axes | None = None) -> pd.DataFrame:
    """Where each core's time went (schedule.CATEGORIES: start-up, boxes,
    row work, waits by cause, put stalls, the all-gather, the final
    subtraction; any pSHS kernel), as stacked bars on `ax`; returns the
    breakdown as a DataFrame (a row per core, with its total and end skew)."""
    import matplotlib.pyplot as plt
    import pandas as pd

    config, cores = trace(point)
    by_core = schedule.breakdown(config, cores)
    table = pd.DataFrame(list(by_core.values()), index=list(by_core))
    table.index.name = "core"
    if ax is None:
        _, ax = plt.subplots(figsize=(8.5, 0.6 + 0.45 * len(table)))
    parts = schedule.CATEGORIES
    table[parts].plot.barh(stacked=True, ax=ax, width=0.7)
    ax.set_xlabel("cycles")
    ax.invert_yaxis()
    # Beside the bars, never over them.
    ax.legend(fontsize=7, loc="upper left", bbox_to_anchor=(1.01, 1.0), frameon=False)
    ax.figure.tight_layout()
    return table


def published(df: pd.DataFrame) -> pd.DataFrame:
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


def title_of(df: pd.DataFrame, fixed: Iterable[str | None] = ()) -> str:
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


def unlike_note(df: pd.DataFrame, keys: Sequence[str | None], axes: Iterable[str | None] = ()) -> str:
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
    read_by_row = df.attrs.get("read_by_row", {})
    for index, row in df.iterrows():
        label = "/".join(str(_plain(row[k])) for k in keys)
        cfg = {c: _plain(row[c]) for c in config if not _missing(row[c])}
        groups.setdefault(label, []).append((cfg, read_by_row.get(index)))
    return forms.unlike_note(groups, ignore=forms.axes_conditions(list(keys) + [a for a in axes if a]))


def _missing(value: Any) -> bool:
    try:
        return value is None or (isinstance(value, float) and math.isnan(value))
    except TypeError:
        return False


def _need(df: pd.DataFrame, keys: Iterable[str | None]) -> None:
    missing = [k for k in keys if k and k not in df.columns]
    if missing:
        have = ", ".join(sorted(df.columns))
        raise ValueError(f"{df.attrs.get('path', 'the results')}: no column {', '.join(missing)} "
                         f"(it has: {have})")


def plot(df: pd.DataFrame, x: str, y: str, group: str | None = None, facet: str | None = None, logx: bool = False,
         logy: bool = False, paper_values: bool = True, ax: Axes | None = None) -> Figure:
    """y against x, a line per value of `group`, a panel per value of
    `facet`; every swept key that is neither x, group nor facet must be
    fixed first (ValueError naming it: a line would mix its values). The
    title names every non-default parameter and the file; the legend the
    group key. Where a row matches a published point the paper's value is
    drawn beside it (open marker). The axes are labelled with the columns'
    units (attrs "units"). ax: draw into this matplotlib Axes (one panel: no
    facet), its title the plot's, the figure left to the caller. Returns the
    figure."""
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
            line, = ax.plot(rows[x], rows[y], "o-", markersize=4, label=None if g is None else f"{group} = {g}")
            pcol = "paper." + y
            if paper_values and pcol in rows and rows[pcol].notna().any():
                ax.plot(rows[x], rows[pcol], "o--", mfc="none", color=line.get_color(), alpha=0.7,
                        label=("paper" if g is None else f"paper, {group} = {g}"))
        ax.set_xlabel(label(df, x))
        ax.set_ylabel(label(df, y))
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


def table(df: pd.DataFrame, rows: str, value: str, cols: str | None = None, fmt: str | None = None) -> pd.DataFrame:
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


def _sort_key(v: Any) -> tuple[int, Any]:
    return (0, v) if isinstance(v, numbers.Number) and not isinstance(v, bool) else (1, str(v))


def _wrapped(text: str, width: int = 150) -> str:
    import textwrap
    return "\n".join(textwrap.wrap(text, width))
