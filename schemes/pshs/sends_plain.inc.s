# How mont_pshs.inc.s sends and receives, for the kernel every link model
# runs (pshs.s, modexp_pshs.s): plain FSL puts and gets, no message marked.
# sends_marked.inc.s is the same interface with each message's last word
# marked; a program includes one of the two before mont_pshs.inc.s.

        .macro  send_m reg              # m[i] to the next core
        put     \reg, rfsl0
        .endm

        .macro  recv_m reg              # m[i] from the previous core
        get     \reg, rfsl0
        .endm

        .macro  send_carry reg          # one word of a TB's carry
        put     \reg, rfsl0
        .endm

        .macro  recv_carry reg
        get     \reg, rfsl0
        .endm

        .macro  gather_marks_setup      # nothing to count
        .endm

        .macro  gather_put reg          # one word of the all-gather's outgoing stream
        put     \reg, rfsl0
        .endm
