// Stage 2: register allocation of one core's operations, in program order,
// before scheduling (schemes/fan/README.md, "Register allocation").
//
// A value an operation reads must be in a register; if it is not, it is
// loaded from its home (an operand, constant or transfer word, or the spill
// slot it was given when evicted). A register is taken from the value whose
// eviction costs least per operation of distance to its next use: cost =
// weight / distance, weight 1 for a value that has a home in memory (clean:
// dropping it costs one reload) and 2 for one that does not (dirty: a spill
// Store now and a Load later). Equal costs: the clean value, then the one
// used furthest ahead, then the lowest register. Without the weights this is
// Belady's furthest-next-use rule. Nothing here looks at S_rf against s: the
// slides' regimes must come out of this rule alone.
#include <limits>
#include <stdexcept>
#include <string>

#include "schemes/fan/FanInternal.hpp"

namespace montsim::schemes::fan::detail {

using vliw::MemKind;
using vliw::Slot;
using vliw::VOp;

namespace {

constexpr size_t kNever = std::numeric_limits<size_t>::max();
// Evicting a dirty value costs a Store now and a Load later, a clean one only
// the Load.
constexpr double kDirtyWeight = 2.0;

class Allocator {
public:
    Allocator(const CoreCode& code, unsigned registers, uint32_t& spill_next)
        : code_(code), r_(registers), spill_next_(spill_next), home_(code.values), uses_(code.values.size()),
          ptr_(code.values.size(), 0), reg_of_(code.values.size(), -1), holder_(registers, -1) {
        for (size_t i = 0; i < code.insts.size(); ++i) {
            const VInst& in = code.insts[i];
            if (in.a >= 0) uses_[in.a].push_back(i);
            if (in.b >= 0 && in.b != in.a) uses_[in.b].push_back(i);
        }
    }

    std::vector<Slot> run() {
        for (size_t i = 0; i < code_.insts.size(); ++i) step(i);
        return std::move(out_);
    }

private:
    size_t next_use(int v) const { return ptr_[v] < uses_[v].size() ? uses_[v][ptr_[v]] : kNever; }

    // The cost of taking register r at instruction `now` (0 if free).
    struct Cost {
        double cost = 0;
        bool dirty = false;
        size_t dist = kNever;
    };
    Cost cost(unsigned r, size_t now) const {
        const int v = holder_[r];
        if (v < 0) return {};
        const size_t nu = next_use(v);
        if (nu == kNever) return {};
        const size_t dist = nu - now;
        const bool dirty = !home_[v].backed;
        return {(dirty ? kDirtyWeight : 1.0) / static_cast<double>(dist), dirty, dist};
    }
    // True if taking a is preferred to taking b.
    static bool cheaper(const Cost& a, const Cost& b) {
        if (a.cost != b.cost) return a.cost < b.cost;
        if (a.dirty != b.dirty) return !a.dirty;
        return a.dist > b.dist;
    }

    unsigned free_neighbours(unsigned r) const {
        return (r > 0 && holder_[r - 1] < 0 ? 1u : 0u) + (r + 1 < r_ && holder_[r + 1] < 0 ? 1u : 0u);
    }

    unsigned pick_register(size_t now, int protect_a, int protect_b) const {
        int best = -1;
        Cost best_cost;
        unsigned best_free_neighbours = 0;
        for (unsigned r = 0; r < r_; ++r) {
            if (int(r) == protect_a || int(r) == protect_b) continue;
            const Cost c = cost(r, now);
            // Among equal choices, the register with fewer free neighbours:
            // free registers stay together, so a Mul finds a free pair.
            const unsigned fn = free_neighbours(r);
            if (best < 0 || cheaper(c, best_cost) || (!cheaper(best_cost, c) && fn < best_free_neighbours)) {
                best = int(r);
                best_cost = c;
                best_free_neighbours = fn;
            }
        }
        if (best < 0)
            throw std::invalid_argument("register allocation: an operation needs two source registers; S_rf = " +
                                        std::to_string(r_) + " is below the minimum of " +
                                        std::to_string(kMinRegisters));
        return unsigned(best);
    }

    unsigned pick_pair(size_t now) const {
        int best = -1;
        double best_cost = 0;
        for (unsigned r = 0; r + 1 < r_; ++r) {
            const double c = cost(r, now).cost + cost(r + 1, now).cost;
            if (best < 0 || c < best_cost) {
                best = int(r);
                best_cost = c;
            }
        }
        if (best < 0)
            throw std::invalid_argument("register allocation: Mul needs a register pair R(i), R(i+1); S_rf = " +
                                        std::to_string(r_) + " is below the minimum of " +
                                        std::to_string(kMinRegisters));
        return unsigned(best);
    }

    void emit(VOp op, unsigned ri, unsigned rj, unsigned rk, uint32_t addr = 0, MemKind kind = MemKind::None) {
        Slot s;
        s.op = op;
        s.ri = uint8_t(ri);
        s.rj = uint8_t(rj);
        s.rk = uint8_t(rk);
        s.addr = addr;
        s.kind = kind;
        out_.push_back(s);
    }

    // Frees register r; a dirty value that is still needed is spilled first.
    void evict(unsigned r) {
        const int v = holder_[r];
        if (v < 0) return;
        if (next_use(v) != kNever && !home_[v].backed) {
            const uint32_t addr = spill_next_++;
            emit(VOp::Store, r, 0, 0, addr, MemKind::Spill);
            home_[v] = {true, addr, MemKind::Spill};
        }
        holder_[r] = -1;
        reg_of_[v] = -1;
    }

    void release(int v) {
        if (reg_of_[v] >= 0) holder_[reg_of_[v]] = -1;
        reg_of_[v] = -1;
    }

    void place(int v, unsigned r) {
        holder_[r] = v;
        reg_of_[v] = int(r);
    }

    void ensure_in_register(int v, size_t now, int protect) {
        if (reg_of_[v] >= 0) return;
        if (!home_[v].backed) throw std::logic_error("register allocation: a computed value was lost");
        const unsigned r = pick_register(now, protect, -1);
        evict(r);
        emit(VOp::Load, r, 0, 0, home_[v].addr, home_[v].kind);
        place(v, r);
    }

    void step(size_t now) {
        const VInst& in = code_.insts[now];
        ensure_in_register(in.a, now, -1);
        if (in.b >= 0) ensure_in_register(in.b, now, reg_of_[in.a]);
        const unsigned ra = unsigned(reg_of_[in.a]);
        const unsigned rb = in.b >= 0 ? unsigned(reg_of_[in.b]) : 0;
        for (int v : {in.a, in.b})
            if (v >= 0)
                while (ptr_[v] < uses_[v].size() && uses_[v][ptr_[v]] <= now) ++ptr_[v];

        if (in.op == VOp::Store) {
            emit(VOp::Store, ra, 0, 0, in.addr, in.kind);
            // A transfer word can be read back like an operand.
            if (!home_[in.a].backed && in.kind == MemKind::Transfer) home_[in.a] = {true, in.addr, in.kind};
            if (next_use(in.a) == kNever) release(in.a);
            return;
        }
        // Sources read at issue; a dead source's register can take the result.
        for (int v : {in.a, in.b})
            if (v >= 0 && next_use(v) == kNever) release(v);
        if (in.op == VOp::Mul) {
            const unsigned r = pick_pair(now);
            evict(r);
            evict(r + 1);
            emit(VOp::Mul, r, ra, rb);
            place(in.dst, r);
            place(in.dst_hi, r + 1);
        } else {
            const unsigned r = pick_register(now, -1, -1);
            evict(r);
            emit(in.op, r, ra, rb);
            place(in.dst, r);
        }
        for (int v : {in.dst, in.dst_hi})
            if (v >= 0 && uses_[v].empty()) release(v);  // e.g. the high word of T's Mul
    }

    const CoreCode& code_;
    unsigned r_;
    uint32_t& spill_next_;
    std::vector<VValue> home_;
    std::vector<std::vector<size_t>> uses_;
    std::vector<size_t> ptr_;
    std::vector<int> reg_of_, holder_;
    std::vector<Slot> out_;
};

}  // namespace

std::vector<Slot> allocate(const CoreCode& code, unsigned registers, uint32_t& spill_next) {
    if (registers < kMinRegisters || registers > kMaxRegisters)
        throw std::invalid_argument("S_rf = " + std::to_string(registers) + " registers: the allocator needs " +
                                    std::to_string(kMinRegisters) + ".." + std::to_string(kMaxRegisters));
    return Allocator(code, registers, spill_next).run();
}

}  // namespace montsim::schemes::fan::detail
