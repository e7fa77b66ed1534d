"""A traced point as VCD waveforms for GTKWave: per core its state (running,
waiting in a get, waiting in a put, halted) and the address of the last label
passed, per link the words in it; with the translate files that name the
states and labels and a save file that opens the view."""
import math

from .schedule import messages
from .trace_events import non_default_line

# The values of a core's state signal, by name (the translate file's order).
VCD_STATES = ("running", "waiting in get", "waiting in put", "halted")


def write_vcd(config, cores, out):
    """Writes `out` (a .vcd), its .gtkw save file and the two translate files
    beside it; returns (out, save, states, labels, signals, changes)."""
    changes = []  # (time, signal id, value text)
    signals = []  # (id, name, width)

    def signal(name, width):
        # Letters only: "#" (a time) or "$" (a keyword) as an identifier
        # would confuse a reader that reads the file token by token.
        n = len(signals)
        ident = ""
        while True:
            ident = chr(ord("a") + n % 26) + ident
            n = n // 26 - 1
            if n < 0:
                break
        signals.append((ident, name, width))
        return ident

    p = len(cores)
    label_names = {}  # pc -> the labels there
    for c, events in cores.items():
        state = signal(f"core{c}_state", 2)
        pc = signal(f"core{c}_label_pc", 32)
        changes.append((0, state, "b0"))
        for e in events:
            if e["ev"] == "label":
                changes.append((e["t"], pc, "b" + format(e["pc"], "b")))
                label_names[e["pc"]] = e["name"].replace(",", "/")
            elif e["ev"] in ("get", "put") and e["end"] > e["t"]:
                changes.append((e["t"], state, "b1" if e["ev"] == "get" else "b10"))
                changes.append((e["end"], state, "b0"))
            elif e["ev"] == "halt":
                changes.append((e["t"], state, "b11"))
    for c in cores:
        link = signal(f"link{c}_to_{(c + 1) % p}_words", 16)
        delta = [(put["end"], 1) for src, put, dst, get in messages(cores) if src == c]
        delta += [(get["end"], -1) for src, put, dst, get in messages(cores) if src == c]
        level = 0
        changes.append((0, link, "b0"))
        for t, d in sorted(delta, key=lambda x: (x[0], -x[1])):
            level += d
            changes.append((t, link, "b" + format(level, "b")))
    lines = ["$comment montsim trace: " + non_default_line(config) + " $end", "$timescale 1ns $end",
             "$comment 1 ns = 1 core cycle $end", "$scope module montsim $end"]
    lines += [f"$var wire {w} {i} {n} $end" for i, n, w in signals]
    lines += ["$upscope $end", "$enddefinitions $end"]
    now = None
    for t, ident, value in sorted(changes, key=lambda x: x[0]):
        if t != now:
            lines.append(f"#{t}")
            now = t
        lines.append(f"{value} {ident}")
    out.write_text("\n".join(lines) + "\n")
    # GTKWave shows a signal's values by name through a translate file that
    # the save file attaches (^N FILE) and enables (the trace flag 0x2000,
    # TR_FTRANSLATED, on the binary 0x28 or hex 0x22 format). A translate
    # file's keys are the values exactly as GTKWave prints them: a state in
    # two binary digits ("01"), a label's address in eight hex digits
    # ("00000030"). Paths are the files' names, beside the save file, so the
    # folder can move; the view opens on the whole run.
    states = out.with_suffix(".states.txt")
    states.write_text("".join(f"{v:02b} {n}\n" for v, n in enumerate(VCD_STATES)))
    labels = out.with_suffix(".labels.txt")
    labels.write_text("".join(f"{pc:08x} {name}\n" for pc, name in sorted(label_names.items())))
    save = out.with_suffix(".gtkw")
    end = max((t for t, _, _ in changes), default=0)
    gtkw = [f'[dumpfile] "{out.name}"', f'[savefile] "{save.name}"', "[timestart] 0", "[size] 1200 600",
            # GTKWave's zoom is a power of two of the time per pixel: the run's
            # end over about 1000 pixels of trace.
            f"*{-math.log2(max(end, 1) / 1000.0):.6f} 0", "@2028"]
    for ident, name, width in signals:
        if name.endswith("_state"):
            gtkw += [f"^1 {states.name}", f"montsim.{name}[1:0]" if width > 1 else f"montsim.{name}"]
    gtkw += ["@2022"]
    for ident, name, width in signals:
        if name.endswith("_label_pc"):
            gtkw += [f"^2 {labels.name}", f"montsim.{name}[{width - 1}:0]"]
    gtkw += ["@24"] + [f"montsim.{name}[{width - 1}:0]" for _, name, width in signals if name.endswith("_words")]
    save.write_text("\n".join(gtkw) + "\n")
    return out, save, states, labels, len(signals), len(changes)
