#!/usr/bin/env bash
# montsim's main job: install what is missing, build, and regenerate the pSHS
# paper's Table II, Table III, Figure 5 and Figure 6 (and Tables II and III
# again with the C kernels as gcc compiled them), then the other source
# papers' experiments (Fan et al., Lin et al.'s PE array, Baktir and Savas,
# Gastaldo et al.'s FIPS), with the published numbers beside the simulated
# ones. Outputs go to results/.
set -euo pipefail
# The tables it prints are also written to results/*.txt (tee), and the
# sweeps run quietly: the output is the tables, not a line per point.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
bash scripts/install_deps.sh
# The build says what it does: on a terminal ninja's one-line [N/M] count
# (the first build takes minutes); elsewhere its output goes to build.log.
# The engine alone: the tests' binaries are scripts/test.sh's.
echo "montsim: building the engine in build/ (ninja's progress below; the first build takes several minutes)" >&2
if [ -t 2 ]; then
  bash scripts/build.sh montsim >&2
else
  bash scripts/build.sh montsim >build.log 2>&1 || { tail -40 build.log >&2; exit 1; }
fi
# The `montsim` command install_deps.sh put in .venv (and on PATH).
export PATH="$root/.venv/bin:$PATH"

for experiment in table2 table3 fig5 fig6; do
  montsim run "configs/$experiment.toml" --quiet --out "results/$experiment"
done
echo
montsim table2 results/table2/results.json | tee results/table2.txt
echo
montsim table3 results/table3/results.json | tee results/table3.txt
# Table III under every link model and two readings of TTU (one link; p/2
# links), against the paper's 63 cells: an experiment (schemes/pshs/README.md);
# the table above stays first principles.
montsim run configs/table3_hypotheses.toml --quiet --out results/table3_hypotheses
echo
montsim table3-hypotheses results/table3_hypotheses/results.json \
  | tee results/table3_hypotheses.txt
# Where pSHS's time goes, core by core (traced; the hand-written and gcc's
# kernels), and the lower bound on it against the paper's budget.
montsim run configs/table3_time.toml --quiet --out results/table3_time \
  --set trace.dir=results/table3_time/traces
echo
montsim where-time-goes results/table3_time/traces/* --results results/table3_time/results.json --paper-ttu 32 \
  | tee results/table3_time.txt
echo
montsim pshs-bound | tee results/pshs_bound.txt
# The hand-written kernel and every form of the C against Tables II and III
# together, under the default link model and the closest hypothesis.
montsim run configs/kernel_variants.toml --quiet --out results/kernel_variants
echo
montsim kernel-variants results/kernel_variants/results.json | tee results/kernel_variants.txt
montsim figures results/fig5/results.json --fig5 results/fig5.png
for model in serial delayline burst message; do  # Fig. 5 under the other link models (issue 24)
  montsim figures results/fig5/results.json --fig5 "results/fig5_$model.png" --model "$model"
done
montsim figures results/fig6/results.json --fig6 results/fig6.png
echo
# The same with the C kernels as gcc compiled them (stored in schemes/compiled;
# no compiler needed): results/gcc_kernels/tables.txt.
montsim gcc-kernels --out results/gcc_kernels
# The paper's Fig. 3 from traces: s = 6, p = 3, q = 2 at three link latencies.
montsim traces fig3 --out results/fig3
# What-if: pSHS on routed topologies and placements (results/topologies.png).
montsim run configs/topologies.toml --quiet --out results/topologies
montsim topology-figures results/topologies/results.json -o results/topologies.png
# Speedup against cores up to 256, ring vs mesh, 2048 to 8192 bits (results/scaling.png).
montsim scaling --out results/scaling
# FIFO depth and latency model against the CLT (results/clt_whatif.png).
montsim clt-whatif --out results/clt_whatif
# Whole RSA-1024/2048 exponentiations, every multiplication pSHS (results/rsa.png).
montsim run configs/rsa.toml --quiet --out results/rsa
montsim rsa results/rsa/results.json -o results/rsa.png
# Elliptic-curve scalar multiplication (P-256/384/521, X25519) on pSHS (results/ecc.png).
montsim run configs/ecc.toml --quiet --out results/ecc
montsim ecc results/ecc/results.json -o results/ecc.png | tee results/ecc.txt
# The same exponentiations as g groups of p/g cores, each its own: latency
# against throughput, the Pareto front, the best split within 1000 ms.
montsim run configs/groups.toml --quiet --out results/groups
echo
montsim groups results/groups/results.json -o results/groups.png --budget-ms 1000 | tee results/groups.txt

# Fan et al.'s VLIW shared-memory prototype: memory accesses, 256-bit
# performance, comparison table (schemes/fan/README.md).
for experiment in fan_memory fan_bitlength fan_perf256 fan_compare; do
  montsim run "configs/$experiment.toml" --quiet --out "results/$experiment"
done
echo
montsim fan-tables results/fan_memory results/fan_perf256 results/fan_compare | tee results/fan_tables.txt
montsim fan-figures results/fan_bitlength results/fan_perf256 \
  --memory results/fan_memory.png --perf256 results/fan_perf256.png

# Lin, Ye and Shieh's IWBMM_R on the PE array: Fig. 6's schedules, Table 2,
# latency against p beside Eq. 11 (results/iwbmm_*.png), Table 3's power and
# Fig. 9 from the energy model over the simulated activity, and its
# word-serial schedule in software on the FSL ring beside pSHS.
for experiment in iwbmm_fig6 iwbmm_table2 iwbmm_latency iwbmm_ring iwbmm_ring_clt; do
  montsim run "configs/$experiment.toml" --quiet --out "results/$experiment"
done
echo
montsim iwbmm charts results/iwbmm_fig6/results.json -o results/iwbmm_fig6.png
montsim iwbmm table2 results/iwbmm_table2/results.json | tee results/iwbmm_table2.txt
montsim iwbmm latency results/iwbmm_latency/results.json -o results/iwbmm_latency.png | tail -1
montsim iwbmm power results/iwbmm_table2/results.json -o results/iwbmm_fig9.png | tee results/iwbmm_power.txt
montsim iwbmm ring results/iwbmm_ring/results.json --clt results/iwbmm_ring_clt/results.json

# Baktir and Savas's Alg. 4 on p cores: CIOS beside SOS, their Tables 1-3 as
# shapes, the accumulation chains, the break-even size against the barrier's
# and the bus's latency, and pSHS against Alg. 4 on the same cores
# (results/bs_crossover.png; schemes/pmont/README.md).
for experiment in bs_cios bs_tables bs_chains bs_breakeven bs_breakeven_software bs_crossover bs_crossover_shared; do
  montsim run "configs/$experiment.toml" --quiet --out "results/$experiment"
done
echo
montsim bs cios results/bs_cios/results.json | tee results/bs_cios.txt
echo
montsim bs tables results/bs_tables/results.json | tee results/bs_tables.txt
echo
montsim bs chains results/bs_chains/results.json | tee results/bs_chains.txt
echo
montsim bs breakeven results/bs_breakeven/results.json results/bs_breakeven_software/results.json \
  | tee results/bs_breakeven.txt
echo
montsim bs crossover results/bs_crossover/results.json results/bs_crossover_shared/results.json \
  -o results/bs_crossover.png | tee results/bs_crossover.txt

# Gastaldo, Parodi and Zunino's FIPS: Tables 1-5 on the C62x and TigerSHARC
# descriptions and their cycle counts split into inner loops and the rest,
# then the four forms in C on one MicroBlaze-like core beside those counts
# (schemes/fips/README.md).
echo
montsim fips | tee results/fips_tables.txt
for experiment in fips_mb_w16 fips_mb_w32; do
  montsim run "configs/$experiment.toml" --quiet --out "results/$experiment"
done
echo
montsim fips-mb results/fips_mb_w16/results.json results/fips_mb_w32/results.json | tee results/fips_mb.txt

# Every table printed above, in one Markdown file too: each under its name,
# as printed (fixed-width, in a code block), for a reader's Markdown viewer.
{
  echo "# montsim's main job: the tables"
  echo
  echo "Written by scripts/main.sh at $(date -u +%Y-%m-%dT%H:%M:%SZ) with $(montsim --version | head -1)."
  for table in results/*.txt; do
    echo
    echo "## $(basename "$table" .txt)"
    echo
    echo '```'
    cat "$table"
    echo '```'
  done
} > results/tables.md
echo
echo "montsim: the tables are in results/*.txt and, together, in results/tables.md"
