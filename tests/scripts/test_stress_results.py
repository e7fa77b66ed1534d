"""The results stress test (montsim stress): torn writes and mixed pairs refused, a short run."""
import json
import os
import subprocess
import sys

import pytest

from montsim import results

from montsim.tools import stress_results
ROOT = os.path.join(os.path.dirname(__file__), "..", "..")
MONTSIM = os.path.join(ROOT, "build", "montsim")


def write_pair(folder, json_seed, csv_seed):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "results.json"), "w") as f:
        json.dump({"points": [{"config": {"scheme.seed": json_seed}, "stats": {"correct": True}}]}, f)
    with open(os.path.join(folder, "results.csv"), "w") as f:
        f.write(f"scheme.seed,correct\n{csv_seed},true\n")


def test_a_mixed_pair_is_seen(tmp_path):
    write_pair(tmp_path / "ok", 5, 5)
    assert stress_results.seeds_in(str(tmp_path / "ok")) == ({5}, {5})
    write_pair(tmp_path / "mixed", 5, 6)
    json_seeds, csv_seeds = stress_results.seeds_in(str(tmp_path / "mixed"))
    assert json_seeds != csv_seeds


def test_a_write_cut_between_its_renames_is_refused(tmp_path):
    write_pair(tmp_path, 5, 5)
    (tmp_path / ".montsim.writing.results").write_text("999999999\n")  # no such process
    with pytest.raises(ValueError, match="killed while replacing"):
        results.load_run(str(tmp_path))
    (tmp_path / ".montsim.writing.results").write_text(f"{os.getpid()}\n")  # alive
    with pytest.raises(ValueError, match="replacing these results right now"):
        results.load_run(str(tmp_path))


@pytest.mark.skipif(not os.path.exists(MONTSIM), reason="build/montsim not built")
def test_short_stress_run():
    r = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "montsim"), "stress-results",
                        "--pairs", "30", "--kills", "30", "--full", "20", "--resumes", "3", "--dask", "1",
                        "--montsim", MONTSIM],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "0 mixed or corrupt results" in r.stdout
