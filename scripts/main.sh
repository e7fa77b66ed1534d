#!/usr/bin/env bash
# montsim's main job: install what is missing, build, and regenerate the
# paper's tables with the published numbers beside the simulated ones.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/install_deps.sh
bash scripts/build.sh >/dev/null
./build/montsim run configs/table2.toml --out results/table2
/usr/bin/python3 scripts/table2.py results/table2/results.json
