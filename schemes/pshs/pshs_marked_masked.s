# pSHS with each message's last word marked (pshs_marked.s) and the
# constant-time final subtraction (pshs_masked.s): scheme.mark_messages =
# true with scheme.final_subtraction = masked.

        .include "../common/final_subtraction_masked.inc.s"
        .include "sends_marked.inc.s"
        .include "pshs_main.inc.s"
