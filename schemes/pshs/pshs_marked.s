# pSHS (pshs.s) with each message's last word marked by the FSL control bit
# (cput): the kernel link.model = message needs (scheme.mark_messages = true).
# Everything but the sends is pshs.s's; sends_marked.inc.s says what is
# marked and what the marks cost (the all-gather counts its pieces' words).

        .include "../common/final_subtraction.inc.s"
        .include "sends_marked.inc.s"
        .include "pshs_main.inc.s"
