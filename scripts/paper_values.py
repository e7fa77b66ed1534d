"""Published numbers of the source papers, in one place.

pSHS = Chen & Schaumont, "pSHS: A Scalable Parallel Software Implementation of
Montgomery Multiplication for Multicore Systems" (../shared/papers/000_*.txt).
"""

# Table II: execution time of the sequential SOS scheme (cycles), by bits.
PSHS_TABLE2_SOS_CYCLES = {512: 13953, 1024: 53905, 2048: 212145}

# The paper's CTU: "Since one Montgomery multiplication has 2*s*s boxes,
# according to Table II, CTU is approximately 26 cycles."
PSHS_CTU = 26
