"""`montsim tabulate`: a table of any results (plot.py holds both)."""
import sys

from .plot import tabulate_main as main

if __name__ == "__main__":
    sys.exit(main())
