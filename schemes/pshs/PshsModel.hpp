// A plain C++ executable model of pSHS (Algorithm 2 of Chen and Schaumont's
// paper): p cores as separate state objects, each with its own rt, m and T
// arrays, connected by a unidirectional ring of bounded word FIFOs. Each
// core runs an in-order list of operations (pshs_core_program), built line
// by line from the reading of Algorithm 2 documented in schemes/pshs/README.md;
// a round-robin scheduler executes every core until it blocks on an empty
// (receive) or full (send) FIFO, and reports a deadlock if no core can move.
//
// Every message carries a tag (what it is and which row, TB or word it
// belongs to) that the receiver checks, so a run proves the send and receive
// patterns of all cores match, not only that the numbers come out right.
// pshs.s is the same program in MicroBlaze assembly.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

// Throws std::invalid_argument unless p >= 1, q >= 1 and p*q divides s.
void validate_pshs(unsigned s, unsigned p, unsigned q);

// One step of a core's program. `k` is the first column of the Task Block
// the step belongs to (-1 outside the TB loop); `i` a row or a word index.
enum class PshsOpKind {
    ZeroRt,          // line 4: rt[q+1 .. 0] = 0
    WhiteRow,        // lines 6-10: row i of the TB's white boxes, carry into rt[h]
    GenerateM,       // line 13: m[i] = rt[i-k] * n'
    ReceiveM,        // line 16: m[i] from the previous core
    SendM,           // lines 13/18: m[i] to the next core
    ShadedRow,       // lines 19-23: row i of the TB's shaded boxes
    ReceiveCarryLo,  // line 25: c[0] from the previous core
    ReceiveCarryHi,  // line 25: c[1]
    AddCarry,        // line 26: rt[q+1 .. 0] += (c[1], c[0])
    SendCarryLo,     // line 27: rt[q] to the next core
    SendCarryHi,     // line 27: rt[q+1]
    StorePiece,      // line 29: T[k-s+q-1 .. k-s] = rt[q-1 .. 0]
    StoreTop,        // line 31 (P0): T[s] = c[0] (c[1] is zero)
    PutWord,         // lines 32/36: T[i] to the next core
    GetWord,         // lines 33/37: T[i] from the previous core
    FinalSubtract,   // Algorithm 1 lines 17-18: if T >= N then T = T - N
};

struct PshsOp {
    PshsOpKind kind;
    int k = -1;
    int i = 0;
};

// The operation list of core `core` (0 <= core < p); `lag` is the
// all-gather's K (1 <= K <= s/p; deadlock-free for K <= FIFO depth).
std::vector<PshsOp> pshs_core_program(unsigned s, unsigned p, unsigned q, unsigned core, unsigned lag);

// The all-gather lag K = min(s/p, fifo_depth) (fifo_depth 0 = unbounded:
// K = s/p, each piece sent as one message).
unsigned pshs_gather_lag(unsigned s, unsigned p, std::size_t fifo_depth);

struct PshsModelRun {
    std::vector<Words> results;  // per core: T[0 .. s] after the final subtraction
    std::vector<uint64_t> words_sent, words_received;  // per core
    uint64_t rounds = 0;  // scheduler rounds (a rough measure of parallel time)
};

// Runs the p cores on `ops`. fifo_depth 0 = unbounded links; the gather lag
// is pshs_gather_lag(s, p, fifo_depth). Throws
// std::runtime_error on a deadlock (naming each core's blocked step) or on a
// message that is not the one its receiver expects.
PshsModelRun run_pshs_model(const MontOperands& ops, unsigned p, unsigned q, std::size_t fifo_depth = 16);

// Words one core sends / receives in one run (closed form, see README.md):
//   sent     = 2(p-1)s/p + 4s/(pq) + [core != p-1]
//   received = 2(p-1)s/p + 4s/(pq) + [core != 0]
// ((p-1)s/p m words forwarded or generated; 2 carry words per TB; (p-1)s/p
// result words in the all-gather, plus the top word u[s] at the end of
// P0's piece; for p = 1 the brackets are 0.)
uint64_t pshs_words_sent(unsigned s, unsigned p, unsigned q, unsigned core);
uint64_t pshs_words_received(unsigned s, unsigned p, unsigned q, unsigned core);

}  // namespace montsim::schemes
