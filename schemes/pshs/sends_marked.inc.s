# How mont_pshs.inc.s sends and receives in pshs_marked.s: each message of
# Algorithm 2 ends with a word put with the FSL control bit (cput), so that a
# link that carries whole messages (link.model = message) sees where each
# ends. The messages are the pSHS paper's sends: an m (one word), a TB's
# carry (two messages of one word each), an all-gather piece (the s/p words
# of one origin; P0's piece also carries u[s], s/p + 1 words).
#
# An m or a carry word costs what its plain put costs (cput is one
# instruction too) and is read with cget. The all-gather streams its pieces
# through one loop, so its put counts the words left in the piece (r20; the
# plain kernel no longer needs r20 or r21 there) and marks the last one:
# three instructions more per word, eight more per piece. Its gets stay
# plain: a marked word read with get only sets MSR[FSL], which nothing reads.

        .macro  send_m reg
        cput    \reg, rfsl0
        .endm

        .macro  recv_m reg
        cget    \reg, rfsl0
        .endm

        .macro  send_carry reg
        cput    \reg, rfsl0
        .endm

        .macro  recv_carry reg
        cget    \reg, rfsl0
        .endm

        # After pshs_gather_nin: r20 = (p-1)P, r21 = core id, r27 = s.
        # Leaves r20 = the words of the core's own piece, r21 = its origin.
        .macro  gather_marks_setup
        rsubk   r20, r20, r27           # P = s - (p-1)P: a piece's words ...
        swi     r20, r1, 56             # ... kept for every next piece (ilo's slot, free now)
        bnei    r21, gather_own\@
        addik   r20, r20, 1             # ... P0's piece ends with u[s]
gather_own\@:
        .endm

        .macro  gather_put reg
        addik   r20, r20, -1            # words of the piece left after this one
        bnei    r20, gather_plain\@
        cput    \reg, rfsl0             # the piece's last word closes its message
        addik   r21, r21, -1            # the next piece's origin: one less ...
        bgei    r21, gather_next\@
        lwi     r21, r5, PSHS_P
        addik   r21, r21, -1            # ... or p-1 after 0
gather_next\@:
        bneid   r21, gather_done\@
        lwi     r20, r1, 56             # P words ...
        brid    gather_done\@
        addik   r20, r20, 1             # ... P + 1 for P0's piece
gather_plain\@:
        put     \reg, rfsl0
gather_done\@:
        .endm
