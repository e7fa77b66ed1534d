// The toy scheme "toyring": every core sends its id (plus toyring.start)
// around a logical ring; after p - 1 steps each core holds the sum of all,
// which results() checks against the sum computed here. toyring.corrupt
// makes core 1 start from a wrong value, so that the check can be seen to
// fail.
#include <memory>
#include <stdexcept>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/toolchain/Assembler.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"
#include "sim/Scheme.hpp"
#include "tests/toys/Toys.hpp"

namespace montsim::toys {

namespace {

const char* const kToyProgram = R"(
        .equ    COREID, 0xFFFF0008
        .equ    HALT,   0xFFFF0010
_start: lwi     r5, r0, COREID
        lwi     r9, r0, start
        add     r7, r5, r9          # this core's value: id + start
        add     r8, r7, r0          # the running sum
        lwi     r6, r0, cores
        addik   r6, r6, -1          # p - 1 steps
        beqi    r6, done
step:   put     r7, rfsl0           # pass on what arrived last (first: our own)
        get     r7, rfsl0
        add     r8, r8, r7
        addik   r6, r6, -1
        bnei    r6, step
done:   swi     r8, r0, sum
        swi     r0, r0, HALT
        .data
cores:  .word   0
start:  .word   0
sum:    .word   0
)";

// Its statistics: the common ones and its own, declared once.
class ToyStats : public sim::PointStats {
public:
    sim::Stat sum{*this, "sum", "", "the sum every core ends with"};
};

// A point of toyring: every key it reads, read once (as a built-in scheme's
// point, sim/PointHooks.hpp).
struct ToyRingPoint {
    unsigned p;
    uint32_t start;
    bool corrupt;
};

ToyRingPoint parse(const sim::Config& cfg) {
    return ToyRingPoint{static_cast<unsigned>(cfg.get_int("scheme.p")),
                        static_cast<uint32_t>(cfg.get_int(kToyRingStart)), cfg.get_bool(kToyRingCorrupt)};
}

class ToyRun : public sim::SchemeRun {
public:
    explicit ToyRun(const ToyRingPoint& point)
        : p_(point.p),
          start_(point.start),
          corrupt_(point.corrupt),
          program_(mb::assemble(kToyProgram, "toyring.s").program) {}

    sim::PlatformSpec platform() const override { return schemes::microblaze_ring(p_, program_); }

    void load(sim::Platform& platform) override {
        for (unsigned i = 0; i < p_; ++i) {
            mb::LocalMemory& mem = platform.node_as<mb::MbCore>(i).cpu().memory();
            mem.write32(*program_.symbol("cores"), p_);
            mem.write32(*program_.symbol("start"), start_ + (corrupt_ && i == 1 ? 1 : 0));
        }
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const uint32_t expected = p_ * (p_ - 1) / 2 + p_ * start_;
        uint64_t instructions = 0;
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            const uint32_t got = cpu.memory().read32(*program_.symbol("sum"));
            if (got != expected)
                throw std::runtime_error("toyring core " + std::to_string(i) + ": sum " + std::to_string(got) +
                                         ", expected " + std::to_string(expected));
            instructions += cpu.stats().instructions;
        }
        ToyStats st;
        st.cycles = platform.cycles();
        st.instructions = instructions;
        st.sum = expected;
        return st.values();
    }

private:
    unsigned p_;
    uint32_t start_;
    bool corrupt_;
    mb::Program program_;
};

}  // namespace

MONTSIM_REGISTRATION("tests/toys/toyring", [] {
    sim::Scheme toy;
    toy.name = "toyring";
    toy.summary = "every core sends its id around the ring and checks the sum (a test)";
    toy.node_types = {"microblaze"};
    // Shares scheme.p with the built-in schemes (same declaration) and adds
    // keys of its own.
    toy.params.push_back(*sim::find_param("scheme.p"));
    toy.params.push_back(sim::int_param(kToyRingStart, 0, 0, 1000, "", "added to each core's id"));
    toy.params.push_back(sim::bool_param(kToyRingCorrupt, false, "core 1 loads a wrong start value"));
    toy.stats = sim::declarations_of<ToyStats>();
    sim::PointHooks<ToyRingPoint> hooks;
    hooks.parse = parse;
    hooks.prepare = [](const ToyRingPoint& point) { return std::make_unique<ToyRun>(point); };
    sim::bind_point(toy, hooks);
    sim::register_scheme(toy);
})

}  // namespace montsim::toys
