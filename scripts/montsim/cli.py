"""The one command line: `montsim COMMAND [ARGS...]`.

Two kinds of command share it, and no name means two things:
  * the engine's (run, asm, exec, cc, params, fips, vliw-exec, leakage): the C++ simulator,
    build/montsim, runs them; this front end hands the arguments over as they
    are (ENGINE_COMMANDS, checked against the engine's own list by a test);
  * the tools' (table3, plot, traces, ...): each a module of this package's
    commands (users') or tools (maintainers') subpackage, with a main(argv)
    that returns the exit status.
"""
import importlib
import os
import sys

# Only what an engine command needs is imported here: it is handed over at
# once (run_engine), and the tools import their own modules when named.
from . import paths

# The engine's commands: `montsim NAME ...` runs `build/montsim NAME ...`.
ENGINE_COMMANDS = ("run", "asm", "exec", "cc", "params", "fips", "vliw-exec", "leakage")

# command -> (module, what it does)
COMMANDS = {
    "plot": ("commands.plot", "a plot of any results: --x, --y, --group, --facet by key, the paper's values beside"),
    "tabulate": ("commands.tabulate", "a table of any results: --rows, --cols, --value by key (text or Markdown)"),
    "reference": ("tools.reference", "sim/REFERENCE.md: every command, model, statistic and key (montsim --help --markdown)"),
    "table2": ("commands.table2", "Table II: SOS beside the paper (results of configs/table2.toml)"),
    "table3": ("commands.table3", "Table III: pSHS execution time and speedup beside the paper, the CLT per row"),
    "figures": ("commands.figures", "Fig. 5 and Fig. 6 of the pSHS paper as PNG"),
    "table3-hypotheses": ("commands.table3_hypotheses", "Table III under each link model and reading of TTU: residuals, slopes"),
    "where-time-goes": ("commands.pshs_time", "pSHS per core: boxes, row work, waits, all-gather, ... for any kernel (traces)"),
    "pshs-bound": ("commands.pshs_bound", "the lower bound on pSHS's time besides the boxes, against the paper's budget"),
    "kernel-variants": ("commands.kernel_variants", "SOS and pSHS kernels (hand-written, C literal ... careful) against Tables II+III"),
    "clt": ("commands.clt", "the knee rule applied to the paper's own Table III"),
    "clt-whatif": ("commands.clt_whatif", "FIFO depth and latency model against the CLT (runs montsim)"),
    "gcc-kernels": ("commands.gcc_kernels", "Table II and III with the C kernels as gcc compiled them (runs montsim)"),
    "traces": ("commands.traces", "traces: Perfetto JSON, timelines, Fig. 3, VCD, the HTML report"),
    "topology-figures": ("commands.topology_figures", "pSHS on routed topologies and placements, as a plot"),
    "scaling": ("commands.scaling", "speedup against cores up to 256, ring against mesh (runs montsim)"),
    "rsa": ("commands.rsa", "whole RSA exponentiations: the table and the plot"),
    "ecc": ("commands.ecc", "elliptic-curve scalar multiplications on pSHS: the table and the plot"),
    "groups": ("commands.groups", "g groups of p/g cores: latency against throughput, the Pareto front, a latency budget"),
    "fan-tables": ("commands.fan_tables", "Fan et al.'s memory-access, performance and comparison tables"),
    "fan-figures": ("commands.fan_figures", "Fan et al.'s memory and 256-bit performance plots"),
    "iwbmm": ("commands.iwbmm", "the PE array: Fig. 6 charts, Table 2, Table 3's power, latency against Eq. 11, the ring"),
    "bs": ("commands.bs", "Baktir-Savas: CIOS, Tables 1-3 as shapes, chains, break-even, pSHS crossover"),
    "fips-mb": ("commands.fips", "FIPS forms on one MicroBlaze-like core beside the paper's DSP cycle counts"),
    "stress-results": ("tools.stress_results", "concurrent runs and kills against the results files (runs montsim)"),
    "stress": ("tools.stress", "random and adversarial operands across the schemes (runs montsim)"),
    "dask-run": ("commands.dask_run", "a sweep on a Dask cluster"),
    "docs": ("commands.docs_site",
             "the docs site, offline: tutorials, how-to, reference, explanation, notebooks -> results/docs/"),
    "docs-outputs": ("tools.docs_outputs", "rerun every command whose output a README quotes, and compare"),
    "param-blocks": ("tools.param_blocks", "the built-in schemes' parameter blocks: every copy against its one declaration"),
    "compile-kernels": ("tools.compile_kernels", "compile the C kernels with the MicroBlaze gcc into schemes/compiled"),
    "liberty-energy": ("tools.liberty_energy",
                       "a register's and a net's flip energy from a SKY130 liberty, for iwbmm power's constants"),
    "qemu-diff": ("tools.qemu_diff", "montsim against QEMU on random programs"),
    "mutants": ("tools.mutants", "mutants of the fast paths and references, each caught by the tests (or a survivor)"),
    "bench": ("tools.bench", "benchmark: every performance figure at once, against another engine (--vs)"),
    "bench-table3": ("tools.bench_table3", "benchmark: configs/table3.toml, whole runs"),
    "bench-core": ("tools.bench_core", "benchmark: the core against qemu-microblaze, host instructions per instruction"),
    "bench-trace": ("tools.bench_trace", "benchmark: what tracing costs"),
    "bench-dask": ("tools.bench_dask", "benchmark: Dask against montsim -j"),
}


# The maintainers' tools among COMMANDS: checks of the docs and the tree,
# stress runs, benchmarks, the kernels' compilation. `--help` lists them apart.
MAINTAINER_COMMANDS = ("reference", "docs-outputs", "param-blocks", "compile-kernels", "liberty-energy", "qemu-diff",
                       "mutants", "stress",
                       "stress-results", "bench", "bench-table3", "bench-core", "bench-trace", "bench-dask")


def engine_summaries():
    """Each engine command's one line, from the engine's catalogue
    (montsim --help --json); a note instead when the engine is not built."""
    from . import catalogue
    try:
        commands = catalogue.load()["commands"]
    except (RuntimeError, ValueError):
        note = f"(the engine, {paths.MONTSIM}, is not built: {paths.how_to_build()})"
        return {name: note for name in ENGINE_COMMANDS}
    return {command["name"]: command["summary"] for command in commands}


def usage():
    engine = engine_summaries()
    width = max(len(c) for c in list(COMMANDS) + list(engine))
    lines = ["usage: montsim COMMAND [ARGS...]   (montsim COMMAND --help for one command;",
             "       montsim --version; montsim --help --markdown: every model, statistic and key)", "",
             "simulate (the engine):"]
    lines += [f"  {c:<{width}}  {engine.get(c, '')}" for c in ENGINE_COMMANDS]
    lines += ["", "tables, plots and tools (read results, or run the engine themselves):"]
    lines += [f"  {c:<{width}}  {what}" for c, (_, what) in COMMANDS.items() if c not in MAINTAINER_COMMANDS]
    lines += ["", "for maintainers (checks, stress runs, benchmarks):"]
    lines += [f"  {c:<{width}}  {what}" for c, (_, what) in COMMANDS.items() if c in MAINTAINER_COMMANDS]
    return "\n".join(lines)


def engine_missing():
    print(f"montsim: the engine {paths.MONTSIM} is not built: {paths.how_to_build()}", file=sys.stderr)
    return 1


def run_engine(argv):
    """Hands the command line to the engine: its output, its exit status."""
    if not paths.MONTSIM.is_file():
        return engine_missing()
    sys.stdout.flush()
    sys.stderr.flush()
    os.execv(str(paths.MONTSIM), [str(paths.MONTSIM)] + argv)


def engine_version():
    """The engine's own `--version` line, or None if it cannot be run."""
    import subprocess
    try:
        done = subprocess.run([str(paths.MONTSIM), "--version"], capture_output=True, text=True, timeout=60)
    except OSError:
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def print_version():
    """The package's version and the engine's (with its source revision); a
    missing engine, or one of another version, named with the fix."""
    version = paths.version()
    print(f"montsim {version} (Python package; files in {paths.ROOT})")
    line = engine_version()
    if line is None:
        return engine_missing()
    print(f"engine: {line} ({paths.MONTSIM})")
    if not line.startswith(f"montsim {version} "):
        print(f"montsim: the engine is another version than the package ({line}): {paths.how_to_build()}",
              file=sys.stderr)
        return 1
    return 0


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] == ["--version"]:
        return print_version()
    if argv and (argv[0] in ENGINE_COMMANDS or argv[:1] == ["--help"] and len(argv) > 1):
        return run_engine(argv)  # (--help --json / --markdown: the engine's catalogue)
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(usage())
        return 0 if argv else 2
    name = argv[0].replace("_", "-")
    if name not in COMMANDS:
        print(f"montsim: unknown command {argv[0]!r}\n\n{usage()}", file=sys.stderr)
        return 2
    module = importlib.import_module(f".{COMMANDS[name][0]}", __package__)
    sys.argv[0] = f"montsim {name}"  # what argparse's usage lines name
    try:
        status = module.main(argv[1:])
        sys.stdout.flush()  # what the command printed must be out: a full disk is an error
    except ValueError as e:
        # Input a tool cannot show (missing, cut short, foreign or unchecked
        # results): a message naming it, never a traceback.
        print(f"montsim {name}: error: {e}", file=sys.stderr)
        return 1
    except BrokenPipeError:
        # The reader went away (`... | head`): not an error of the command.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0
    except OSError as e:
        # A file or folder that cannot be written or read (a missing folder,
        # a full disk, standard output on /dev/full): a message naming it.
        where = e.filename if e.filename else "standard output"
        print(f"montsim {name}: error: {where}: {e.strerror or e}", file=sys.stderr)
        # What is still buffered for standard output is dropped, so that
        # the interpreter's own flush at exit fails no second time.
        if not e.filename:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0 if status is None else status
