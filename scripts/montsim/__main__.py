"""`python3 -m montsim COMMAND` (scripts/ on PYTHONPATH) or
`python3 scripts/montsim COMMAND`."""
import os
import sys

if __package__ in (None, ""):
    # Run as a directory (python3 scripts/montsim): the package is importable
    # by its name from its parent folder.
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    from montsim.cli import main
else:
    from .cli import main

sys.exit(main())
