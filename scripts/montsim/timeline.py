"""A trace drawn as a timeline on matplotlib axes: a row per core (or per
Task Block, as the pSHS paper's Fig. 3), boxes, waits in black, each word an
arrow from its put to its get; a user's program coloured by its labels. A
library module: `montsim traces timeline`, `fig3` and the API draw with it.
"""
import sys

from .schedule import merge_rows, messages, scheme_spans, with_box_indices
from .trace_events import label_spans, non_default_line, time_by_label, transfers


def task_block_rows(config, cores):
    """For the per-Task-Block layout of the paper's Fig. 3: a function
    (core, cycle) -> the global index of the Task Block the core is in (core
    c's l-th Task Block is TB c + l p; before the first and after the last a
    core counts as in its first and last), the number of rows, and their
    labels."""
    p = len(cores)
    tbs = {c: [s for s in scheme_spans(config, c, ev) if s["kind"] == "tb"] for c, ev in cores.items()}
    count = max((c + (len(t) - 1) * p + 1 for c, t in tbs.items() if t), default=p)

    def row_of(c, t):
        own = tbs.get(c) or []
        if not own:
            return c
        local = 0
        for s in own:
            if s["start"] <= t:
                local = s["tb"]
        return c + local * p

    owner = {c + s["tb"] * p: c for c, t in tbs.items() for s in t}
    labels = [f"TB{g} (core {owner.get(g, '?')})" for g in range(count)]
    return row_of, count, labels


def draw_timeline(config, cores, ax, per_tb=False, max_arrows=400, title=None, rows="core"):
    """rows = "core": a row per core; "tb": a row per Task Block, as Fig. 3."""
    import matplotlib.patches as patches

    p = len(cores)
    boxes = sum(1 for ev in cores.values() for e in ev if e["ev"] == "label")
    if boxes > 20000:  # a long render says it is alive
        print(f"traces: drawing the timeline of {p} cores, {boxes} labelled events (this takes a while)",
              file=sys.stderr, flush=True)
    if rows == "tb":
        row_of, count, labels = task_block_rows(config, cores)
    else:
        row_of, count, labels = (lambda c, t: c), p, [f"core {c}" for c in range(p)]
    y_of = lambda c, t: count - 1 - row_of(c, t)
    row_height = 0.6
    end = 0
    by_label = config.get("scheme.name") == "program"
    colours = label_colours(cores) if by_label else {}
    for c, events in cores.items():
        if by_label:  # a user's program: its own labels (functions), coloured
            for sp in label_spans(events):
                ax.add_patch(patches.Rectangle((sp["start"], y_of(c, sp["start"]) - row_height / 2),
                                               sp["end"] - sp["start"], row_height,
                                               facecolor=colours.get(sp["name"], "0.85"), linewidth=0))
        ss = scheme_spans(config, c, events)
        boxes = with_box_indices(config, c, [s for s in ss if s["kind"] in ("white", "shaded")])
        if per_tb:
            boxes = merge_rows(boxes)
        small = len(boxes) <= 40
        for s in boxes:
            y = y_of(c, s["start"])
            ax.add_patch(patches.Rectangle((s["start"], y - row_height / 2), s["end"] - s["start"], row_height,
                                           facecolor="white" if s["kind"] == "white" else "0.65",
                                           edgecolor="black", linewidth=0.4))
            if small and "i" in s:
                ax.text((s["start"] + s["end"]) / 2, y, f"{s['i']}{s['j']}", fontsize=4.5, ha="center", va="center")
        for s in ss:
            y = y_of(c, s["start"])
            if s["kind"] == "tb" and rows == "core":
                ax.plot([s["start"], s["start"]], [y - 0.42, y + 0.42], color="tab:blue", linewidth=0.8)
                ax.text(s["start"], y + 0.44, f"TB{c + s['tb'] * p}", fontsize=6, color="tab:blue", va="bottom")
            if s["kind"] in ("gather", "final"):
                ax.add_patch(patches.Rectangle((s["start"], y - row_height / 4), s["end"] - s["start"], row_height / 2,
                                               facecolor="tab:orange" if s["kind"] == "gather" else "tab:green",
                                               alpha=0.5, linewidth=0))
        for t in transfers(events):
            if t["end"] > t["t"]:
                y = y_of(c, t["t"])
                ax.add_patch(patches.Rectangle((t["t"], y - row_height / 2), t["end"] - t["t"], row_height,
                                               facecolor="black", linewidth=0))
        halt = next((e["t"] for e in events if e["ev"] == "halt"), 0)
        end = max(end, halt)
    msgs = messages(cores)
    step = max(1, len(msgs) // max_arrows)
    for src, put, dst, get in msgs[::step]:
        ax.annotate("", xy=(get["end"], y_of(dst, get["t"])), xytext=(put["t"], y_of(src, put["t"])),
                    arrowprops=dict(arrowstyle="->", color="tab:red", linewidth=0.5, shrinkA=0, shrinkB=0))
    ax.set_xlim(0, end * 1.01 + 1)
    ax.set_ylim(-0.8, count - 0.2)
    ax.set_yticks(range(count))
    ax.set_yticklabels(list(reversed(labels)), fontsize=7 if count > 6 else 9)
    ax.set_xlabel("cycle (each core's own clock)")
    ax.set_title(title or non_default_line(config), fontsize=8)


def label_colours(cores, most=10):
    """A colour for each of the `most` labels with the most time over all
    cores (the rest grey)."""
    total = {}
    for events in cores.values():
        for name, cycles in time_by_label(events).items():
            total[name] = total.get(name, 0) + cycles
    top = sorted(total, key=lambda n: -total[n])[:most]
    return {name: f"C{k}" for k, name in enumerate(top)}


def legend(ax, config=None, cores=None):
    import matplotlib.patches as patches
    from matplotlib.lines import Line2D
    if config is not None and config.get("scheme.name") == "program":
        # (a leading space: matplotlib leaves out labels that start with '_')
        handles = [patches.Patch(facecolor=colour, label=" " + name) for name, colour in label_colours(cores).items()]
        handles += [patches.Patch(facecolor="0.85", label="other labels"),
                    patches.Patch(facecolor="black", label="waiting (get/put)"),
                    Line2D([0], [0], color="tab:red", linewidth=0.8, label="word: put -> get")]
        ax.legend(handles=handles, fontsize=6, loc="upper center", bbox_to_anchor=(0.5, -0.22), ncol=7)
        return
    handles = [patches.Patch(facecolor="white", edgecolor="black", label="white box (A*B)"),
               patches.Patch(facecolor="0.65", edgecolor="black", label="shaded box (M*N)"),
               patches.Patch(facecolor="black", label="waiting (get/put)"),
               patches.Patch(facecolor="tab:orange", alpha=0.5, label="all-gather"),
               patches.Patch(facecolor="tab:green", alpha=0.5, label="final subtraction")]
    from matplotlib.lines import Line2D
    handles.append(Line2D([0], [0], color="tab:red", linewidth=0.8, label="word: put -> get"))
    ax.legend(handles=handles, fontsize=6, loc="upper right", ncol=3)
