// Benchmark: the host time of one whole exponentiation (scheme modexp,
// pSHS multiplications, TTU = 32 pipelined; its SOS baseline run once first
// and cached, so not timed), median of several runs, with its simulated
// cycles, instructions and instructions per host second.
// Usage: montsim_bench_modexp [bits] [cores] [window] [repeats] [run.timing]
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "sim/Registration.hpp"
#include "tests/bench/Median.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"

extern "C" int sc_main(int, char*[]) { return 0; }

using namespace montsim;

int main(int argc, char* argv[]) {
    montsim::sim::register_models();
    const int64_t bits = argc > 1 ? std::atoll(argv[1]) : 2048;
    const int64_t cores = argc > 2 ? std::atoll(argv[2]) : 8;
    const int64_t window = argc > 3 ? std::atoll(argv[3]) : 1;
    const int repeats = argc > 4 ? std::atoi(argv[4]) : 3;
    const std::string timing = argc > 5 ? argv[5] : "sync-free";
    sim::Config cfg = sim::default_config();
    cfg.set("scheme.name", std::string("modexp"));
    cfg.set("scheme.bits", bits);
    cfg.set("scheme.p", cores);
    cfg.set("scheme.window", window);
    cfg.set("link.latency", int64_t(32));
    cfg.set("link.model", std::string("pipelined"));
    cfg.set("run.timing", timing);
    sim::Stats st = sim::run_point(cfg);  // fills the baseline cache
    std::vector<double> secs;
    for (int r = 0; r < repeats; ++r) {
        const double t0 = bench::cpu_seconds();
        st = sim::run_point(cfg);
        secs.push_back(bench::cpu_seconds() - t0);
    }
    const double s = bench::median(secs);
    const auto cycles = std::get<int64_t>(sim::stat_value(st, "cycles"));
    const auto instructions = std::get<int64_t>(sim::stat_value(st, "instructions"));
    const auto mults = std::get<int64_t>(sim::stat_value(st, "multiplications"));
    std::printf("modexp %lld-bit, %lld-bit exponent, window %lld, %lld cores (pSHS, TTU 32 pipelined, run.timing = %s): "
                "%lld multiplications, %lld cycles (%.1f ms at 100 MHz), %lld instructions\n",
                (long long)bits, (long long)std::get<int64_t>(sim::stat_value(st, "exponent_bits")), (long long)window,
                (long long)cores, timing.c_str(), (long long)mults, (long long)cycles, double(cycles) / 1e5, (long long)instructions);
    std::printf("host cpu time: median %.2f s of %d (%.0f million simulated instructions per host cpu second)\n", s, repeats,
                double(instructions) / s / 1e6);
    return 0;
}
