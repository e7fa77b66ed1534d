"""Like with like: what a point's program and platform are, in the terms a
comparison must hold equal or name.

A table or plot that sets points side by side (two schemes, or one scheme
under several settings) calls `unlike` on the groups it compares: it returns
one phrase per condition that differs between them (the kernel's form:
hand-written or gcc at an -O level and C variant; the core's pipeline; the
FIFO depth and the link model of points that use links), for the title, or
nothing when they are alike. `kernel_form` and `conditions` say the same of
one point."""

# Schemes whose MicroBlaze program is chosen by scheme.kernel (hand-written
# assembly, or its C as gcc compiled it), and those that only have gcc's.
KERNEL_CHOICE = {"sos", "pshs", "cios"}
GCC_ONLY = {"pmont_shared", "pmont_net", "fips_mb"}
HAND_ONLY = {"modexp", "iwbmm_ring"}
# Schemes that run on MicroBlaze-like cores over links (where link.depth and
# link.model matter); the others' points carry the keys but do not read them.
LINKED = {"pshs", "pmont_net", "modexp", "iwbmm_ring", "program"}


def kernel_form(cfg):
    """'hand-written', 'hand-written (libgcc)', 'gcc -O2', 'gcc -O2 hoisted',
    'user program' or None (no MicroBlaze program: the VLIW machine, the PE
    array, an evaluated scheme)."""
    name = cfg.get("scheme.name")
    opt = cfg.get("scheme.gcc_opt", "O2")
    if name in GCC_ONLY:
        return f"gcc -{opt}"
    if name == "program":
        return "user program"
    if name in HAND_ONLY:
        return "hand-written"
    if name not in KERNEL_CHOICE:
        return None
    kernel = cfg.get("scheme.kernel", "mulhu")
    if kernel == "mulhu":
        return "hand-written"
    if kernel == "libgcc":
        return "hand-written (libgcc)"
    variant = cfg.get("scheme.c_variant", "literal")
    return f"gcc -{opt}" + ("" if variant == "literal" else f" {variant}")


def conditions(cfg):
    """{condition: value} of one point: the kernel's form, the pipeline, and
    for a scheme on links the FIFO depth and the link model."""
    out = {}
    form = kernel_form(cfg)
    if form is not None:
        out["kernel"] = form
        out["pipeline"] = cfg.get("core.pipeline", "5-stage")
    if cfg.get("scheme.name") in LINKED:
        out["FIFO depth"] = cfg.get("link.depth", 16)
        out["link model"] = cfg.get("link.model", "pipelined")
    return out


def unlike(groups, ignore=()):
    """groups: {label: [config, ...]} (the points of each contestant). One
    phrase per condition whose values differ between the contestants (or
    within one), e.g. 'kernel: pshs hand-written, pmont_net gcc -O2'; []
    when they are alike. Conditions a table shows as its own axis go in
    `ignore`; a condition only one contestant has (pmont_shared has no
    links) is not a difference."""
    values = {}
    for label, configs in groups.items():
        for cfg in configs:
            for key, value in conditions(cfg).items():
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
