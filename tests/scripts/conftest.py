import os
import sys

# The scripts import each other as plain modules from scripts/.
sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "scripts"))
