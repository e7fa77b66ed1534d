"""Reading montsim's results files: the one place the tools open results.json
(load_run, load_points), the one filter of the points a table may use
(checked_points), and run_montsim, the one way a tool runs a sweep."""
import json
import os
import subprocess
import sys


def _path(path):
    return os.path.join(path, "results.json") if os.path.isdir(path) else str(path)


def _refuse_half_written(folder, stem):
    """montsim run marks a results folder while it renames its two files into
    place (DIR/.montsim.writing.STEM); a marker left behind means the run was
    killed between them, and the pair may come from two runs."""
    marker = os.path.join(folder, ".montsim.writing." + stem)
    if not os.path.exists(marker):
        return
    try:
        pid = int(open(marker).read().split()[0])
        os.kill(pid, 0)
        alive = True
    except (OSError, ValueError, IndexError):
        alive = False
    if alive:
        raise ValueError(f"{folder}: montsim (pid {pid}) is replacing these results right now; try again in a moment")
    raise ValueError(f"{folder}: the montsim run that wrote these results was killed while replacing them, so "
                     "results.csv and results.json may come from different runs; run the experiment again")


def load_run(path):
    """(points, defaults) of a results.json; path may be the file or its
    directory. defaults maps every parameter to its default ({} for a file
    written before montsim recorded them). Raises ValueError for a file with
    no points: montsim writes results.json only when every point succeeded,
    so an empty one is a run that ran nothing."""
    points, defaults, _ = _read(path)
    return points, defaults


def _read(path):
    """(points, defaults, provenance or None) of a results.json, checked as
    load_run says."""
    points, defaults, provenance, _ = _read_declared(path)
    return points, defaults, provenance


def _read_declared(path):
    """_read's three, and what the file declares of its columns: its
    "parameters" and "statistics" ({name: {"unit", "meaning"}}) together."""
    path = _path(path)
    _refuse_half_written(os.path.dirname(path) or ".", os.path.basename(path).rsplit(".json", 1)[0])
    try:
        with open(path) as f:
            data = json.load(f)
    except FileNotFoundError:
        raise ValueError(f"{path}: no such results file (run montsim run CONFIG --out DIR first)") from None
    except IsADirectoryError:
        raise ValueError(f"{path}: a folder without a results.json") from None
    except json.JSONDecodeError as e:
        raise ValueError(f"{path} is not a complete results.json (line {e.lineno}: {e.msg}); "
                         "was it cut short or written by something else?") from None
    except (OSError, UnicodeDecodeError) as e:
        raise ValueError(f"{path}: cannot read it: {e}") from None
    provenance, declared = None, {}
    if isinstance(data, list):
        points, defaults = data, {}
    elif isinstance(data, dict) and isinstance(data.get("points"), list):
        points, defaults, provenance = data["points"], data.get("defaults", {}), data.get("provenance")
        declared = {**data.get("parameters", {}), **data.get("statistics", {})}
    else:
        raise ValueError(f"{path} is not a montsim results.json")
    if not points:
        raise ValueError(f"{path} holds no points: the run that wrote it ran nothing")
    if not all(isinstance(p, dict) and isinstance(p.get("config"), dict) and isinstance(p.get("stats"), dict)
               for p in points):
        raise ValueError(f"{path}: a point without its config and stats (not written by montsim run)")
    return points, defaults, provenance if isinstance(provenance, dict) else None, declared


def load_points(path):
    """The points of results.json (see load_run)."""
    return load_run(path)[0]


def checked_points(points, schemes, who, keep=None, need=()):
    """(config, stats) of every point of `schemes` (a scheme name or a tuple
    of names; None = every scheme) that `keep(config)` accepts, in file order.
    ValueError naming `who` and the point if one of them is not marked
    correct: a table or figure is never made of a wrong or unchecked result;
    or if one lacks a statistic in `need` (naming what it needs and what the
    point has)."""
    if isinstance(schemes, str):
        schemes = (schemes,)
    out = []
    for p in points:
        cfg, st = p["config"], p["stats"]
        if schemes is not None and cfg.get("scheme.name") not in schemes:
            continue
        if keep is not None and not keep(cfg):
            continue
        if st.get("correct") is not True:
            raise ValueError(f"{who}: a point with a wrong or unchecked result: {cfg}")
        missing = [k for k in need if k not in st]
        if missing:
            raise ValueError(f"{who}: it needs the statistics {', '.join(need)}; a {cfg.get('scheme.name')} point "
                             f"has no {', '.join(missing)} (it has: {', '.join(sorted(st))})")
        out.append((cfg, st))
    return out


def over_nodes(stats, name):
    """A point's statistic `name` summed over its nodes (core0.NAME,
    core1.NAME, ...)."""
    return sum(v for key, v in stats.items() if key.endswith("." + name))


def run_montsim(montsim, config, out, sets=(), who="montsim"):
    """Runs `montsim run CONFIG --quiet --out OUT --set ...` and returns the
    points of OUT/results.json; exits naming `who`, the command and montsim's
    errors if the run fails (a failed run leaves earlier results alone)."""
    cmd = [str(montsim), "run", str(config), "--quiet", "--out", str(out)]
    for s in sets:
        cmd += ["--set", s]
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        sys.exit(f"{who}: {' '.join(cmd)} failed:\n{done.stderr}")
    points = load_points(out)
    try:
        checked_points(points, None, who)
    except ValueError as e:
        sys.exit(str(e))
    return points


def _paths(paths):
    """One path (a str or a Path) or several, as a list."""
    return [paths] if isinstance(paths, (str, os.PathLike)) else list(paths)


def changed_parameters(paths, fixed=()):
    """'key = value' for every parameter that has one value across all points
    of the given results files and differs from its default; keys in `fixed`
    (what the table itself is about, e.g. scheme.name) and meta.* are left
    out. Keys that vary between points are a table's own axes and are not
    listed. None if the files do not say what the defaults were."""
    return _changed([_read(p) for p in _paths(paths)], fixed)


def _changed(runs, fixed, keep=None):
    values, defaults = {}, {}
    for points, d, _ in runs:
        defaults.update(d)
        for p in points:
            if keep is not None and not keep(p["config"]):
                continue
            for key, value in p["config"].items():
                values.setdefault(key, set()).add(json.dumps(value))
    if not defaults:
        return None  # a file from before montsim recorded its defaults
    changed = []
    for key in sorted(values):
        if key in fixed or key.startswith("meta.") or len(values[key]) != 1:
            continue
        (value,) = values[key]
        if key not in defaults or json.dumps(defaults[key]) != value:
            changed.append(f"{key} = {value}")
    return changed


def parameters_line(paths, fixed=(), keep=None):
    """One line for a table or plot title naming every changed parameter, and
    (for results that record their provenance) the files it shows and what
    wrote them ('PATH (montsim 0.1, revision R, DATE)'). Each file is read
    once. keep(config): only the points a figure draws, when it draws a part
    of the files (a key constant there but not in the whole file is then
    named)."""
    paths = _paths(paths)
    runs = [_read(p) for p in paths]
    changed = _changed(runs, fixed, keep)
    if changed is None:
        return "parameters not compared with their defaults (the results file does not list them)"
    line = ("non-default parameters: " + ", ".join(changed)) if changed else "all other parameters at their defaults"
    if any(prov for _, _, prov in runs):
        def made(prov):
            return f"montsim {prov.get('montsim', '?')}, revision {prov.get('revision', '?')}"
        makers = {made(prov) for _, _, prov in runs if prov}
        if len(paths) > 3 and len(makers) == 1 and all(prov for _, _, prov in runs):
            # Many files of one montsim (a sweep run file by file): said once.
            folder = os.path.commonpath([os.path.dirname(_path(p)) for p in paths])
            dates = sorted(prov.get("date", "?") for _, _, prov in runs)
            line += (f"; from {len(paths)} results files under {folder} ({next(iter(makers))}, "
                     f"{dates[0]}{' .. ' + dates[-1] if dates[-1] != dates[0] else ''})")
        else:
            sources = [_path(p) + (f" ({made(prov)}, {prov.get('date', '?')})" if prov else "")
                       for p, (_, _, prov) in zip(paths, runs)]
            line += "; from " + "; ".join(sources)
    return line


def foot_note(fig, note, fontsize=7):
    """Writes `note` (the parameters and files a figure shows,
    parameters_line) at the figure's foot, wrapped to its width so that no
    line runs off it; returns the fraction of the height it takes."""
    import textwrap

    if not note:
        return 0.0
    chars = max(40, int(fig.get_figwidth() * 72 / (fontsize * 0.52)))
    note = "\n".join(textwrap.wrap(note, chars))
    fig.text(0.5, 0.004, note, ha="center", va="bottom", fontsize=fontsize, color="dimgrey")
    return ((note.count("\n") + 1) * fontsize * 1.35 + 4) / (fig.get_figheight() * 72)


def title_figure(fig, title, note="", fontsize=7):
    """Heads a figure with what it shows (`title`), its note at its foot
    (foot_note), and lays the axes out between the two. Call after drawing,
    before saving."""
    foot = foot_note(fig, note, fontsize)
    fig.suptitle(title, fontsize=10)
    head = (10 * 1.3 * (title.count("\n") + 1) + 4) / (fig.get_figheight() * 72)
    fig.tight_layout(rect=(0, foot, 1, 1 - head))
