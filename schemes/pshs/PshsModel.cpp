#include "schemes/pshs/PshsModel.hpp"

#include <algorithm>
#include <deque>
#include <sstream>
#include <stdexcept>
#include <string>

namespace montsim::schemes {

void validate_pshs(unsigned s, unsigned p, unsigned q) {
    if (p == 0) throw std::invalid_argument("pSHS needs at least one core (p = 0)");
    if (q == 0) throw std::invalid_argument("pSHS needs at least one column per Task Block (q = 0)");
    if (s == 0 || s % (p * q) != 0)
        throw std::invalid_argument("s = " + std::to_string(s) + " is not divisible by p*q = " + std::to_string(p) +
                                    "*" + std::to_string(q) + " = " + std::to_string(p * q) +
                                    ": pSHS needs s divisible by p*q");
}

std::vector<PshsOp> pshs_core_program(unsigned s_, unsigned p_, unsigned q_, unsigned core, unsigned lag) {
    validate_pshs(s_, p_, q_);
    const int s = int(s_), p = int(p_), q = int(q_), id = int(core);
    std::vector<PshsOp> ops;
    auto emit = [&](PshsOpKind kind, int k, int i = 0) { ops.push_back(PshsOp{kind, k, i}); };

    // Lines 1-2: this core's TBs are TB[id], TB[id+p], ...; TB[x] holds
    // columns k = x*q .. k+q-1 of the 2s columns.
    for (int k = id * q; k < 2 * s; k += p * q) {
        emit(PshsOpKind::ZeroRt, k);  // line 4
        // Rows with a box in columns k..k+q-1: a box (i, j) lies in column
        // i+j with 0 <= j < s.
        const int ilo = std::max(0, k - s + 1), ihi = std::min(k + q, s);
        for (int i = ilo; i < ihi; ++i) emit(PshsOpKind::WhiteRow, k, i);  // lines 5-10
        // Shaded boxes (lines 11-27). m[i] for rows i >= k is made here from
        // the finished word rt[i-k]; rows k-(p-1)q .. k-1 were made by the p-1
        // TBs before this one and arrive from the previous core; older rows
        // this core already holds (it had them in its previous TB). A core
        // passes m[i] on iff the next core's next TB cannot have it yet:
        // i >= (k+q) - (p-1)q.
        const int receive_from = k - (p - 1) * q, send_from = k - (p - 2) * q;
        // The carry of the previous TB (columns k-q..k-1) is complete after
        // its last row, min(k, s) - 1, and is needed here before row k (whose
        // m uses the word of column k) or, for k >= s, after the last row.
        const int carry_row = std::min(k, s);
        for (int i = ilo; i <= ihi; ++i) {
            if (i == carry_row && k != 0) {  // lines 24-26
                emit(PshsOpKind::ReceiveCarryLo, k);
                emit(PshsOpKind::ReceiveCarryHi, k);
                emit(PshsOpKind::AddCarry, k);
            }
            if (i == ihi) break;
            if (i >= k)
                emit(PshsOpKind::GenerateM, k, i);  // line 13
            else if (i >= receive_from)
                emit(PshsOpKind::ReceiveM, k, i);  // lines 15-16
            if (i >= send_from) emit(PshsOpKind::SendM, k, i);  // lines 13, 17-18
            emit(PshsOpKind::ShadedRow, k, i);  // lines 19-23
        }
        emit(PshsOpKind::SendCarryLo, k);  // line 27, at the end of the TB
        emit(PshsOpKind::SendCarryHi, k);
        if (k >= s) emit(PshsOpKind::StorePiece, k);  // lines 28-29
    }
    if (id == 0) {  // lines 30-31: the last TB's carry is u[s]
        emit(PshsOpKind::ReceiveCarryLo, 2 * s);
        emit(PshsOpKind::ReceiveCarryHi, 2 * s);
        emit(PshsOpKind::StoreTop, 2 * s);
    }
    // Lines 32-38: all-gather as one outgoing and one incoming stream per
    // core (README.md, "The all-gather"). The words of a piece of origin o
    // are T[o*q + j*p*q + x] (j = 0 .. s/(pq)-1, x = 0 .. q-1); P0's piece
    // ends with u[s] = T[s]. seq lists the pieces of origins id, id-1, ...,
    // id-(p-1) (mod p) back to back: out[w] = seq[w] (this core's own piece,
    // then what it received, forwarded), in[v] is stored to seq[own + v].
    // With lag K a core puts K words, then gets one before each further put,
    // then gets the last words: never more than K puts ahead of its gets, so
    // the ring cannot deadlock for K <= FIFO depth, and K <= s/p <= own makes
    // every forwarded word arrive before it is sent on.
    if (p > 1) {
        std::vector<int> seq;
        int own = 0;
        for (int r = 0; r < p; ++r) {
            const int o = ((id - r) % p + p) % p;
            for (int c = 0; c < s; c += p * q)
                for (int x = 0; x < q; ++x) seq.push_back(o * q + c + x);
            if (o == 0) seq.push_back(s);
            if (r == 0) own = int(seq.size());
        }
        const int last_piece = s / p + (id == p - 1 ? 1 : 0);  // origin id+1 (P0 for id = p-1): not passed on
        const int n_in = int(seq.size()) - own, n_out = int(seq.size()) - last_piece, K = int(lag);
        if (K < 1 || K > s / p)
            throw std::invalid_argument("pSHS gather lag K = " + std::to_string(K) + " is not in 1 .. s/p");
        int got = 0;
        for (int w = 0; w < n_out; ++w) {
            if (w >= K) emit(PshsOpKind::GetWord, -1, seq[size_t(own + got++)]);
            emit(PshsOpKind::PutWord, -1, seq[size_t(w)]);
        }
        while (got < n_in) emit(PshsOpKind::GetWord, -1, seq[size_t(own + got++)]);
    }
    emit(PshsOpKind::FinalSubtract, -1);
    return ops;
}

namespace {

// A word on a link with the tag its receiver checks.
struct Message {
    uint32_t value = 0;
    char what = '?';  // 'm' m[i], 'c' carry word, 'g' result word
    int index = 0;    // row i, sending TB's k * 2 + word, or result word index
};

struct CoreState {
    unsigned id = 0;
    std::vector<PshsOp> program;
    size_t pc = 0;
    Words rt, m, t;
    uint32_t c[2] = {0, 0};
    uint64_t sent = 0, received = 0;
};

class Model {
public:
    Model(const MontOperands& ops, unsigned p, unsigned q, size_t depth)
        : ops_(ops), s_(int(ops.s)), p_(p), q_(int(q)), depth_(depth), links_(p) {
        for (unsigned c = 0; c < p; ++c) {
            CoreState core;
            core.id = c;
            core.program = pshs_core_program(ops.s, p, q, c, pshs_gather_lag(ops.s, p, depth));
            core.rt.assign(size_t(q_) + 2, 0);
            core.m.assign(ops.s, 0);
            core.t.assign(ops.s + 1, 0);
            cores_.push_back(std::move(core));
        }
    }

    PshsModelRun run() {
        PshsModelRun out;
        for (;;) {
            bool moved = false, all_done = true;
            for (auto& core : cores_) {
                while (core.pc < core.program.size() && execute(core, core.program[core.pc])) {
                    ++core.pc;
                    moved = true;
                }
                all_done = all_done && core.pc == core.program.size();
            }
            ++out.rounds;
            if (all_done) break;
            if (!moved) throw std::runtime_error(deadlock_report());
        }
        for (const auto& core : cores_) {
            out.results.push_back(core.t);
            out.words_sent.push_back(core.sent);
            out.words_received.push_back(core.received);
        }
        return out;
    }

private:
    std::deque<Message>& out_link(const CoreState& core) { return links_[core.id]; }
    std::deque<Message>& in_link(const CoreState& core) { return links_[(core.id + p_ - 1) % p_]; }

    bool send(CoreState& core, Message msg) {
        auto& link = out_link(core);
        if (depth_ != 0 && link.size() >= depth_) return false;
        link.push_back(msg);
        ++core.sent;
        return true;
    }

    bool receive(CoreState& core, char what, int index, uint32_t& value) {
        auto& link = in_link(core);
        if (link.empty()) return false;
        const Message msg = link.front();
        if (msg.what != what || msg.index != index) {
            std::ostringstream os;
            os << "pSHS model: core " << core.id << " expected message '" << what << "' " << index << " but got '"
               << msg.what << "' " << msg.index;
            throw std::runtime_error(os.str());
        }
        link.pop_front();
        value = msg.value;
        ++core.received;
        return true;
    }

    // Adds `carry` into rt[from ...], rippling upward (SOS's ADD). The TB's
    // sum fits q+2 words, so the ripple never leaves rt.
    void ripple(CoreState& core, size_t from, uint64_t carry) {
        for (size_t x = from; carry != 0; ++x) {
            if (x >= core.rt.size()) throw std::logic_error("pSHS model: carry ran off the end of rt");
            const uint64_t r = uint64_t(core.rt[x]) + carry;
            core.rt[x] = uint32_t(r);
            carry = r >> 32;
        }
    }

    // One row of boxes: (ca, rt[j-k+i]) = x[j] * y + rt[j-k+i] + ca over the
    // row's columns in the TB, then ADD(rt[h], ca) (lines 8-10, 21-23).
    void row(CoreState& core, const Words& x, uint32_t y, int k, int i) {
        const int jlo = std::max(0, k - i), jhi = std::min(k - i + q_, s_);
        uint64_t ca = 0;
        for (int j = jlo; j < jhi; ++j) {
            uint32_t& r = core.rt[size_t(j - k + i)];
            const uint64_t v = uint64_t(x[size_t(j)]) * y + r + ca;
            r = uint32_t(v);
            ca = v >> 32;
        }
        ripple(core, size_t(jhi - k + i), ca);  // h = min(q, s-k+i) = jhi-k+i
    }

    bool execute(CoreState& core, const PshsOp& op) {
        const unsigned s = unsigned(s_), q = unsigned(q_);
        switch (op.kind) {
        case PshsOpKind::ZeroRt:
            std::fill(core.rt.begin(), core.rt.end(), 0u);
            return true;
        case PshsOpKind::WhiteRow:
            row(core, ops_.a, ops_.b[size_t(op.i)], op.k, op.i);
            return true;
        case PshsOpKind::ShadedRow:
            row(core, ops_.n, core.m[size_t(op.i)], op.k, op.i);
            return true;
        case PshsOpKind::GenerateM:
            core.m[size_t(op.i)] = core.rt[size_t(op.i - op.k)] * ops_.nprime;
            return true;
        case PshsOpKind::ReceiveM:
            return receive(core, 'm', op.i, core.m[size_t(op.i)]);
        case PshsOpKind::SendM:
            return send(core, Message{core.m[size_t(op.i)], 'm', op.i});
        case PshsOpKind::ReceiveCarryLo:
            return receive(core, 'c', 2 * (op.k - q_), core.c[0]);
        case PshsOpKind::ReceiveCarryHi:
            return receive(core, 'c', 2 * (op.k - q_) + 1, core.c[1]);
        case PshsOpKind::AddCarry:
            ripple(core, 0, core.c[0]);
            ripple(core, 1, core.c[1]);
            return true;
        case PshsOpKind::SendCarryLo:
            return send(core, Message{core.rt[q], 'c', 2 * op.k});
        case PshsOpKind::SendCarryHi:
            return send(core, Message{core.rt[q + 1], 'c', 2 * op.k + 1});
        case PshsOpKind::StorePiece:
            for (unsigned x = 0; x < q; ++x) core.t[unsigned(op.k) - s + x] = core.rt[x];
            return true;
        case PshsOpKind::StoreTop:
            if (core.c[1] != 0) throw std::logic_error("pSHS model: the final carry exceeds one word");
            core.t[s] = core.c[0];
            return true;
        case PshsOpKind::PutWord:
            return send(core, Message{core.t[size_t(op.i)], 'g', op.i});
        case PshsOpKind::GetWord:
            return receive(core, 'g', op.i, core.t[size_t(op.i)]);
        case PshsOpKind::FinalSubtract: {
            Words n = ops_.n;
            n.push_back(0);
            if (!std::lexicographical_compare(core.t.rbegin(), core.t.rend(), n.rbegin(), n.rend())) {
                uint64_t borrow = 0;
                for (size_t x = 0; x < core.t.size(); ++x) {
                    const uint64_t d = uint64_t(core.t[x]) - n[x] - borrow;
                    core.t[x] = uint32_t(d);
                    borrow = (d >> 32) & 1;
                }
            }
            return true;
        }
        }
        throw std::logic_error("pSHS model: unknown operation");
    }

    std::string deadlock_report() const {
        std::ostringstream os;
        os << "pSHS model: deadlock (s = " << s_ << ", p = " << p_ << ", q = " << q_ << ", FIFO depth " << depth_
           << ")";
        for (const auto& core : cores_) {
            os << "\n  core " << core.id << ": ";
            if (core.pc == core.program.size()) {
                os << "finished";
                continue;
            }
            const PshsOp& op = core.program[core.pc];
            os << "step " << core.pc << " (op " << int(op.kind) << ", k = " << op.k << ", i = " << op.i
               << "), in-link holds " << links_[(core.id + p_ - 1) % p_].size() << " words";
        }
        return os.str();
    }

    const MontOperands& ops_;
    int s_;
    unsigned p_;
    int q_;
    size_t depth_;
    std::vector<std::deque<Message>> links_;  // links_[c]: core c -> core c+1
    std::vector<CoreState> cores_;
};

}  // namespace

PshsModelRun run_pshs_model(const MontOperands& ops, unsigned p, unsigned q, std::size_t fifo_depth) {
    validate_operands(ops);
    validate_pshs(ops.s, p, q);
    return Model(ops, p, q, fifo_depth).run();
}

unsigned pshs_gather_lag(unsigned s, unsigned p, std::size_t fifo_depth) {
    if (p == 0 || s % p != 0) throw std::invalid_argument("pSHS gather lag: s is not divisible by p");
    const unsigned piece = s / p;
    return fifo_depth == 0 || fifo_depth >= piece ? piece : unsigned(fifo_depth);
}

uint64_t pshs_words_sent(unsigned s, unsigned p, unsigned q, unsigned core) {
    validate_pshs(s, p, q);
    return 2ull * (p - 1) * s / p + 4ull * s / (p * q) + (core != p - 1 ? 1 : 0);
}

uint64_t pshs_words_received(unsigned s, unsigned p, unsigned q, unsigned core) {
    validate_pshs(s, p, q);
    return 2ull * (p - 1) * s / p + 4ull * s / (p * q) + (core != 0 ? 1 : 0);
}

}  // namespace montsim::schemes
