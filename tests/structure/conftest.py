import os
import sys

# check_structure.py sits beside its test; it is a tool, not a package.
sys.path.insert(0, os.path.dirname(__file__))
