"""The users' commands of `montsim` (montsim --help lists them first): the
paper tables and figures, plots and tables of any results, traces, the docs
site. Each module has a main(argv) returning the exit status; they import
the library (the package's top-level modules), never the other way round."""
