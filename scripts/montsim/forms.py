"""Like with like: what a point's program and platform are, in the terms a
comparison must hold equal or name.

A table or plot that sets points side by side (two schemes, or one scheme
under several settings) calls `unlike` on the groups it compares: it returns
one phrase per condition that differs between them (the kernel's form:
hand-written or gcc at an -O level and C variant; the core's pipeline; the
FIFO depth and the link model of points that use links), for the title, or
nothing when they are alike. `kernel_form` and `conditions` say the same of
one point."""

import functools

from . import catalogue


@functools.lru_cache(maxsize=None)
def _program_kinds():
    """scheme -> how its MicroBlaze program is chosen, from what each scheme
    declares in the engine's catalogue (so a new scheme is classed with no
    edit here): "choice" (scheme.kernel: hand-written or its C as gcc
    compiled it), "gcc" (scheme.gcc_opt only), "user" (scheme.program only:
    the point's program when it names one, else hand-written),
    "hand" (a MicroBlaze scheme declaring none of them); schemes on other
    cores are left out."""
    kinds = {}
    for e in catalogue.registry("scheme.name")["entries"]:
        keys = {p["key"] if isinstance(p, dict) else p for p in e["params"]}
        on_microblaze = e.get("facts", {}).get("runs on", "").startswith("microblaze")
        if "scheme.kernel" in keys:
            kinds[e["name"]] = "choice"
        elif "scheme.gcc_opt" in keys:
            kinds[e["name"]] = "gcc"
        elif "scheme.program" in keys:
            kinds[e["name"]] = "user"
        elif on_microblaze:
            kinds[e["name"]] = "hand"
    return kinds


def kernel_form(cfg):
    """'hand-written', 'hand-written (libgcc)', 'gcc -O2', 'gcc -O2 hoisted',
    'user program' or None (no MicroBlaze program: the VLIW machine, the PE
    array, an evaluated scheme)."""
    kind = _program_kinds().get(cfg.get("scheme.name"))
    opt = cfg.get("scheme.gcc_opt", "O2")
    if kind == "gcc":
        return f"gcc -{opt}"
    if kind == "user":
        # A scheme may take a user's program as one choice among its own
        # (ecc's field multiplier, ecc.mm = program): without one it runs
        # its hand-written programs.
        return "user program" if cfg.get("scheme.program") else "hand-written"
    if kind == "hand":
        return "hand-written"
    if kind is None:
        return None
    kernel = cfg.get("scheme.kernel", "mulhu")
    if kernel == "mulhu":
        return "hand-written"
    if kernel == "libgcc":
        return "hand-written (libgcc)"
    variant = cfg.get("scheme.c_variant", "literal")
    return f"gcc -{opt}" + ("" if variant == "literal" else f" {variant}")


def conditions(cfg, read=None):
    """{condition: value} of one point: the kernel's form, the pipeline, and
    for a point on links the FIFO depth and the link model. `read`: the keys
    the point's models read (results.json's "read"); a point reads
    link.depth exactly when it has links. Without it (a file from before
    "read" was written), every point that carries link.depth counts."""
    out = {}
    form = kernel_form(cfg)
    if form is not None:
        out["kernel"] = form
        out["pipeline"] = cfg.get("core.pipeline", "5-stage")
    if "link.depth" in (cfg if read is None else read):
        out["FIFO depth"] = cfg.get("link.depth", 16)
        out["link model"] = cfg.get("link.model", "pipelined")
    return out


def unlike(groups, ignore=()):
    """groups: {label: [config or (config, read), ...]} (the points of each
    contestant, with the keys each read where known). One
    phrase per condition whose values differ between the contestants (or
    within one), e.g. 'kernel: pshs hand-written, pmont_net gcc -O2'; []
    when they are alike. Conditions a table shows as its own axis go in
    `ignore`; a condition only one contestant has (pmont_shared has no
    links) is not a difference."""
    values = {}
    for label, configs in groups.items():
        for point in configs:
            cfg, read = point if isinstance(point, tuple) else (point, None)
            for key, value in conditions(cfg, read).items():
                if key not in ignore:
                    values.setdefault(key, {}).setdefault(label, set()).add(str(value))
    out = []
    for key, by_label in values.items():
        seen = set().union(*by_label.values())
        if len(seen) > 1:
            out.append(f"{key}: " + ", ".join(f"{label} {'/'.join(sorted(v))}" for label, v in by_label.items()))
    return out


def unlike_note(groups, ignore=()):
    """'' when alike, else ' (UNLIKE: ...; ...)' for a title."""
    diffs = unlike(groups, ignore)
    return f" (UNLIKE: {'; '.join(diffs)})" if diffs else ""


# The keys behind each condition: a table whose axis is one of them shows
# that condition itself.
CONDITION_KEYS = {"kernel": ("scheme.kernel", "scheme.gcc_opt", "scheme.c_variant"),
                  "pipeline": ("core.pipeline",), "FIFO depth": ("link.depth",), "link model": ("link.model",)}


def axes_conditions(keys):
    """The conditions a table's axes (config keys) already show."""
    return {c for c, ks in CONDITION_KEYS.items() if any(k in ks for k in keys if k)}
