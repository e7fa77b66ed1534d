// The box loops of a compiled program (BoxLoops.hpp): its control flow,
// instruction by instruction, and the innermost natural loops on it that
// hold a box's product.
#include "schemes/common/BoxLoops.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "cores/mb/isa/Isa.hpp"

namespace montsim::schemes {

namespace {

// The word at `addr` of an executable segment, if any.
struct Code {
    const mb::Segment* seg;
    uint32_t word(uint32_t addr) const {
        const size_t at = addr - seg->addr;
        return uint32_t{seg->bytes[at]} << 24 | uint32_t{seg->bytes[at + 1]} << 16 | uint32_t{seg->bytes[at + 2]} << 8 |
               seg->bytes[at + 3];
    }
};



// The control flow of a segment's code, instruction by instruction: each
// instruction's successors (a delay slot's are its branch's; a call returns
// to the instruction after it; a register or absolute jump has none known).
class CodeGraph {
public:
    explicit CodeGraph(const mb::Segment& seg) : base_(seg.addr), count_(static_cast<uint32_t>(seg.bytes.size() / 4)) {
        const Code code{&seg};
        succ_.resize(count_);
        pred_.resize(count_);
        for (uint32_t i = 0; i < count_; ++i) inst_.push_back(mb::decode(code.word(base_ + 4 * i)));
        for (uint32_t i = 0; i < count_; ++i) {
            const mb::Inst& in = inst_[i];
            if (in.op == mb::Op::Invalid) continue;
            const mb::OpInfo& op = mb::info(in.op);
            const bool branch = op.timing == mb::TimingClass::Branch || op.timing == mb::TimingClass::CondBranch ||
                                op.timing == mb::TimingClass::Return;
            if (!branch || in.op == mb::Op::Brki || in.op == mb::Op::Brk) {
                if (!(i > 0 && is_delayed_branch(i - 1))) edge(i, i + 1);
                continue;
            }
            const uint32_t from = op.delay_slot ? i + 1 : i;  // the instruction control leaves from
            if (op.delay_slot) edge(i, i + 1);
            const uint32_t after = from + 1;
            if (op.link) {  // a call: it comes back after its delay slot
                edge(from, after);
                continue;
            }
            if (op.timing == mb::TimingClass::CondBranch) edge(from, after);
            const bool immediate_target = op.format == mb::Format::Imm || op.format == mb::Format::RdImm ||
                                          op.format == mb::Format::RaImm;
            if (immediate_target && !op.absolute && op.timing != mb::TimingClass::Return) {
                int64_t offset = in.imm;
                if (i > 0 && inst_[i - 1].op == mb::Op::Imm)
                    offset = int32_t(uint32_t(inst_[i - 1].imm) << 16 | (uint32_t(in.imm) & 0xFFFF));
                const int64_t target = int64_t(i) * 4 + offset;
                if (target >= 0 && target % 4 == 0 && target / 4 < count_) edge(from, static_cast<uint32_t>(target / 4));
            }
        }
    }

    uint32_t count() const { return count_; }
    uint32_t address(uint32_t i) const { return base_ + 4 * i; }
    const std::vector<uint32_t>& successors(uint32_t i) const { return succ_[i]; }
    const mb::Inst& inst(uint32_t i) const { return inst_[i]; }

    // Back edges: (source, header) with the header at or before the branch.
    std::vector<std::pair<uint32_t, uint32_t>> back_edges() const {
        std::vector<std::pair<uint32_t, uint32_t>> out;
        for (uint32_t i = 0; i < count_; ++i)
            for (uint32_t t : succ_[i])
                if (t < i) out.push_back({i, t});
        return out;
    }

    // The loop of a back edge: the header and whatever reaches the edge's
    // source without passing the header, within the addresses from the header
    // to the source. (The address bound keeps out the enclosing loop where gcc
    // enters a loop at its test rather than at its header, as at -O0.)
    std::vector<bool> natural_loop(uint32_t source, uint32_t header) const {
        std::vector<bool> body(count_, false);
        body[header] = true;
        std::vector<uint32_t> work{source};
        while (!work.empty()) {
            const uint32_t n = work.back();
            work.pop_back();
            if (body[n]) continue;
            body[n] = true;
            for (uint32_t p : pred_[n])
                if (p >= header && p <= source) work.push_back(p);
        }
        return body;
    }

private:
    bool is_delayed_branch(uint32_t i) const {
        const mb::Inst& in = inst_[i];
        return in.op != mb::Op::Invalid && mb::info(in.op).delay_slot;
    }
    void edge(uint32_t from, uint32_t to) {
        if (from >= count_ || to >= count_) return;
        succ_[from].push_back(to);
        pred_[to].push_back(from);
    }

    uint32_t base_, count_;
    std::vector<mb::Inst> inst_;
    std::vector<std::vector<uint32_t>> succ_, pred_;
};

}  // namespace

std::vector<BoxLoop> box_loops(const mb::Program& program) {
    const std::optional<uint32_t> muldi3 = program.symbol("__muldi3");
    std::vector<BoxLoop> loops;
    for (const mb::Segment& seg : program.segments) {
        if (!seg.executable) continue;
        const CodeGraph graph(seg);
        std::vector<std::vector<bool>> bodies;
        std::vector<uint32_t> headers;
        for (const auto& [source, header] : graph.back_edges()) {
            bodies.push_back(graph.natural_loop(source, header));
            headers.push_back(header);
        }
        std::vector<size_t> chosen;  // per product, its innermost loop (the smallest holding it)
        for (uint32_t i = 0; i < graph.count(); ++i) {
            const mb::Inst& in = graph.inst(i);
            const bool product = in.op == mb::Op::Mulhu ||
                                 (in.op == mb::Op::Brlid && muldi3 && graph.address(i) + uint32_t(in.imm) == *muldi3);
            if (!product) continue;
            std::optional<size_t> best;
            size_t best_size = SIZE_MAX;
            for (size_t k = 0; k < bodies.size(); ++k) {
                if (!bodies[k][i]) continue;
                const size_t size = static_cast<size_t>(std::count(bodies[k].begin(), bodies[k].end(), true));
                if (size < best_size) best = k, best_size = size;
            }
            if (best && std::find(chosen.begin(), chosen.end(), *best) == chosen.end()) chosen.push_back(*best);
        }
        // A loop that holds another box loop is not one: its own product sits
        // between the boxes (CIOS's m * n[0] in the row loop).
        std::vector<size_t> boxes;
        for (size_t k : chosen)
            if (std::none_of(chosen.begin(), chosen.end(), [&](size_t o) { return o != k && bodies[k][headers[o]]; }))
                boxes.push_back(k);
        for (size_t k : boxes) {
            BoxLoop loop;
            const uint32_t h = headers[k];
            // The header's range first (entries are counted there), from the header on.
            uint32_t end = h;
            while (end < graph.count() && bodies[k][end]) ++end;
            loop.ranges.push_back({graph.address(h), graph.address(end)});
            for (uint32_t i = 0; i < graph.count();) {
                if (!bodies[k][i] || (i >= h && i < end)) {
                    ++i;
                    continue;
                }
                uint32_t j = i;
                while (j < graph.count() && bodies[k][j] && j != h) ++j;
                loop.ranges.push_back({graph.address(i), graph.address(j)});
                i = j;
            }
            // The edges that cross the loop's boundary: out of it (exits) and
            // into it other than at the header (side entries).
            for (uint32_t i = 0; i < graph.count(); ++i)
                for (uint32_t t : graph.successors(i)) {
                    if (bodies[k][i] == bodies[k][t] || t == h) continue;
                    std::vector<uint32_t>& list = bodies[k][i] ? loop.exits : loop.side_entries;
                    if (std::find(list.begin(), list.end(), graph.address(t)) == list.end())
                        list.push_back(graph.address(t));
                }
            loops.push_back(std::move(loop));
        }
    }
    std::sort(loops.begin(), loops.end(),
              [](const BoxLoop& a, const BoxLoop& b) { return a.ranges[0].begin < b.ranges[0].begin; });
    return loops;
}

}  // namespace montsim::schemes
