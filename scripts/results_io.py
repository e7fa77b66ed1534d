"""Reading montsim's results files: the one place scripts open results.json."""
import json
import os


def load_points(path):
    """The JSON array of results.json; path may be the file or its directory."""
    if os.path.isdir(path):
        path = os.path.join(path, "results.json")
    with open(path) as f:
        return json.load(f)
