"""montsim's Python tools: tables and figures beside the papers' values, the
CLT analysis, traces (Perfetto, VCD, timelines, the report), sweeps on Dask,
the kernels compiled by gcc, the QEMU differential test and the benchmarks.

Run as `/usr/bin/python3 scripts/montsim COMMAND ...` (or `python3 -m
montsim` with scripts/ on PYTHONPATH); `--help` lists the commands. The
modules are importable as `montsim.commands.table3`, `montsim.commands.traces`, ...: every
results file is read by `montsim.results`, and the papers' published values
come from the data files in data/ through `montsim.paper`.
"""

from .paths import version as _version

__version__ = _version()
