// Benchmark: simulated MicroBlaze instructions per host second on SOS
// (default 2048 bits), and the cpu time of a whole simulation point.
// Usage: montsim_bench [bits] [repeats] [core]
// ("core": the core alone, no whole point: what callgrind counts per
// simulated instruction, scripts/montsim/tools/bench_core.py)
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "cores/mb/cpu/MbCpu.hpp"
#include "sim/Registration.hpp"
#include "tests/bench/Median.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"

extern "C" int sc_main(int, char*[]) { return 0; }

using namespace montsim;
using bench::median;
using bench::cpu_seconds;

namespace {
}  // namespace

int main(int argc, char* argv[]) {
    montsim::sim::register_models();
    const unsigned bits = argc > 1 ? unsigned(std::atoi(argv[1])) : 2048;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 15;
    const bool core_only = argc > 3 && std::string(argv[3]) == "core";
    const unsigned s = bits / 32;
    const schemes::MontOperands ops = schemes::random_operands(s, 1);
    const mb::Program program = schemes::SosScheme::program();

    // The core alone: prepare kBatch loaded cores outside the timed part,
    // then time running each to its halt with the fast loop (MbCpu::run).
    constexpr int kBatch = 20;
    std::vector<double> mips;
    uint64_t per_run = 0;
    for (int r = 0; r < repeats; ++r) {
        std::vector<mb::MbCpu> cpus;
        cpus.reserve(kBatch);
        for (int k = 0; k < kBatch; ++k) {
            cpus.emplace_back(mb::CpuConfig{});
            cpus.back().load(program);
            schemes::SosScheme::load(cpus.back(), program, ops);
        }
        const double t0 = cpu_seconds();
        for (auto& cpu : cpus)
            if (cpu.run(uint64_t(1) << 40) != mb::StopReason::Halted) return 1;
        const double secs = cpu_seconds() - t0;
        per_run = cpus.front().stats().instructions;
        mips.push_back(double(per_run) * kBatch / secs / 1e6);
    }
    std::printf("SOS %u bits: %llu simulated instructions per multiplication\n", bits, (unsigned long long)per_run);
    std::printf("core only (MbCpu::run): median %.1f million simulated instructions per host cpu second (%d samples)\n",
                median(mips), repeats);

    if (core_only) return 0;

    // End to end: one simulation point as `montsim run` does it (assemble,
    // SystemC elaboration, run, big-integer check).
    sim::Config cfg = sim::default_config();
    cfg.set("scheme.bits", int64_t(bits));
    std::vector<double> ms;
    for (int r = 0; r < repeats; ++r) {
        const double t0 = cpu_seconds();
        sim::run_point(cfg);
        ms.push_back((cpu_seconds() - t0) * 1e3);
    }
    std::printf("whole point (run_point): median %.2f ms cpu\n", median(ms));
    return 0;
}
