#!/usr/bin/env bash
# montsim's main job: install what is missing, build, and regenerate the pSHS
# paper's Table II, Table III, Figure 5 and Figure 6 with the published
# numbers beside the simulated ones. Outputs go to results/.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/install_deps.sh
bash scripts/build.sh >/dev/null
py=/usr/bin/python3

for experiment in table2 table3 fig5 fig6; do
  ./build/montsim run "configs/$experiment.toml" --out "results/$experiment"
done
echo
$py scripts/table2.py results/table2/results.json
echo
$py scripts/table3.py results/table3/results.json
$py scripts/figures.py results/fig5/results.json --fig5 results/fig5.png
$py scripts/figures.py results/fig6/results.json --fig6 results/fig6.png
