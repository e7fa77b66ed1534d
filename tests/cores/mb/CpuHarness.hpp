// Builds a tiny program from instructions (no assembler needed) and runs it
// on a bare MbCpu, for semantics and timing tests.
#pragma once

#include <functional>
#include <vector>

#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/cpu/MbCpu.hpp"

namespace montsim::test {

inline mb::Inst I(mb::Op op, int rd = 0, int ra = 0, int rb = 0, int imm = 0) {
    mb::Inst in;
    in.op = op;
    in.rd = uint8_t(rd);
    in.ra = uint8_t(ra);
    in.rb = uint8_t(rb);
    in.imm = imm;
    return in;
}

inline mb::Program program_of(const std::vector<mb::Inst>& code) {
    mb::Program p;
    mb::Segment seg;
    seg.executable = true;
    for (const auto& in : code) {
        const uint32_t w = mb::encode(in);
        for (int sh = 24; sh >= 0; sh -= 8) seg.bytes.push_back(uint8_t(w >> sh));
    }
    p.segments.push_back(seg);
    p.source_name = "test";
    return p;
}

// Runs `code` followed by `bri 0` (halt). `setup` may preset registers.
inline mb::MbCpu run_code(const std::vector<mb::Inst>& code, mb::CpuConfig cfg = {},
                          const std::function<void(mb::MbCpu&)>& setup = nullptr) {
    std::vector<mb::Inst> all = code;
    all.push_back(I(mb::Op::Bri, 0, 0, 0, 0));
    mb::MbCpu cpu(cfg);
    cpu.load(program_of(all));
    if (setup) setup(cpu);
    cpu.run(1000000);
    return cpu;
}

inline mb::CpuConfig three_stage() {
    mb::CpuConfig c;
    c.timing = mb::TimingTable::for_pipeline(mb::Pipeline::ThreeStage);
    return c;
}

}  // namespace montsim::test
