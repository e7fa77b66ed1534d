"""The engine's catalogue: every command, registry entry (scheme, core type,
topology, latency model, network mode, ...), parameter and statistic that a
montsim binary knows, as it prints them with `montsim --help --json`.

The Python tools take their lists of models from here, never from a list of
their own, so a model registered in C++ reaches them with no edit:

    from montsim import catalogue
    catalogue.names("link.model")          # ['pipelined', 'serial', ...]
    catalogue.default("platform.topology") # 'ring'
    catalogue.param("link.latency")["max"] # 4294967296
"""
import functools
import json
import subprocess

from . import paths


@functools.lru_cache(maxsize=None)
def load(montsim=None):
    """The catalogue of `montsim` (default build/montsim) as a dict."""
    exe = str(montsim or paths.MONTSIM)
    try:
        done = subprocess.run([exe, "--help", "--json"], capture_output=True, text=True)
    except FileNotFoundError:
        raise RuntimeError(f"{exe} not found: build montsim first (bash scripts/build.sh)") from None
    if done.returncode != 0:
        raise RuntimeError(f"{exe} --help --json failed: {done.stderr.strip()}")
    return json.loads(done.stdout)


def registry(selector, montsim=None):
    """The registry chosen by the config key `selector` (link.model,
    scheme.name, ...) or named by its kind ("core type")."""
    for r in load(montsim)["registries"]:
        if selector in (r["selector"], r["kind"]):
            return r
    known = ", ".join(r["selector"] or r["kind"] for r in load(montsim)["registries"])
    raise KeyError(f"no registry {selector!r} (known: {known})")


def names(selector, montsim=None):
    """The entries' names, in the order montsim lists them."""
    return [e["name"] for e in registry(selector, montsim)["entries"]]


def entry(selector, name, montsim=None):
    for e in registry(selector, montsim)["entries"]:
        if e["name"] == name:
            return e
    raise KeyError(f"{selector} = {name!r}: not registered (known: {', '.join(names(selector, montsim))})")


def default(key, montsim=None):
    """The default of a parameter (a selector's default entry too)."""
    return param(key, montsim)["default"]


def param(key, montsim=None):
    for p in load(montsim)["params"]:
        if p["key"] == key:
            return p
    raise KeyError(f"no parameter {key!r}")


def order(key, values, montsim=None):
    """`values` of a choice parameter (link.model, platform.topology, ...) in
    the order montsim lists its choices; any other key's values sorted."""
    try:
        choices = param(key, montsim).get("choices")
    except (KeyError, RuntimeError):
        choices = None
    if not choices:
        return sorted(values, key=lambda v: (str(type(v)), v))
    rank = {c: i for i, c in enumerate(choices)}
    return sorted(values, key=lambda v: (rank.get(v, len(rank)), str(v)))
