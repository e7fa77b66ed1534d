// Benchmark: the cpu time of pSHS points under the simulation modes, ring
// and mesh, 64 and 256 cores, 8192-bit operands by default: the default fast
// path (run.timing = sync-free, run.network = timestamped; a mesh runs
// decoupled), the decoupled cores (a synchronisation at every transfer), the
// clocked reference network (decoupled cores), and with "lockstep" also the
// fully clocked run (lock-step cores on the clocked network). Medians of
// several runs, each mode's time over the default's, and a check that every
// mode gave the same cycles and statistics (the exit status); then the
// mesh's default time over the ring's.
// Usage: montsim_bench_network [repeats] [bits] [cores,cores,...] [ttu] [lockstep]
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "sim/Registration.hpp"
#include "tests/bench/Median.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"

extern "C" int sc_main(int, char*[]) { return 0; }

using namespace montsim;
using bench::median;
using bench::cpu_seconds;

namespace {


std::vector<int64_t> numbers(const std::string& text) {
    std::vector<int64_t> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) out.push_back(std::atoll(item.c_str()));
    return out;
}

}  // namespace

int main(int argc, char* argv[]) {
    montsim::sim::register_models();
    const int repeats = argc > 1 ? std::atoi(argv[1]) : 5;
    const int64_t bits = argc > 2 ? std::atoll(argv[2]) : 8192;
    const std::vector<int64_t> cores = numbers(argc > 3 ? argv[3] : "64,256");
    const int64_t ttu = argc > 4 ? std::atoll(argv[4]) : 32;
    const bool lockstep = argc > 5 && std::string(argv[5]) == "lockstep";
    struct Mode {
        const char* name;
        const char* timing;
        const char* network;
    };
    std::vector<Mode> modes = {{"default", "sync-free", "timestamped"},
                               {"decoupled", "decoupled", "timestamped"},
                               {"clocked", "decoupled", "clocked"}};
    if (lockstep) modes.push_back({"lockstep+clocked", "lockstep", "clocked"});
    std::printf("pSHS %lld-bit, link.latency = %lld (pipelined), router defaults; cpu time of one point "
                "(run_point, its SOS baseline cached), median of %d; (x) = over the default\n",
                (long long)bits, (long long)ttu, repeats);
    std::printf("%6s %-5s %8s", "cores", "topo", "cycles");
    for (const Mode& m : modes) std::printf(" %22s", m.name);
    std::printf("  same stats\n");
    int status = 0;
    for (const int64_t p : cores) {
        double ring_ms = 0;
        for (const char* topology : {"ring", "mesh"}) {
            sim::Config cfg = sim::default_config();
            cfg.set("scheme.name", std::string("pshs"));
            cfg.set("scheme.bits", bits);
            cfg.set("scheme.p", p);
            cfg.set("link.latency", ttu);
            cfg.set("link.model", std::string("pipelined"));
            cfg.set("platform.topology", std::string(topology));
            std::vector<sim::Stats> results(modes.size());
            std::vector<std::vector<double>> ms(modes.size());
            for (int r = 0; r < repeats; ++r)
                for (size_t m = 0; m < modes.size(); ++m) {
                    cfg.set("run.timing", std::string(modes[m].timing));
                    cfg.set("run.network", std::string(modes[m].network));
                    const double t0 = cpu_seconds();
                    results[m] = sim::run_point(cfg);
                    const double t = (cpu_seconds() - t0) * 1e3;
                    if (r > 0 || repeats == 1) ms[m].push_back(t);  // the first run also fills the baseline cache
                }
            bool same = true;
            for (const auto& r : results) same = same && r == results.front();
            status |= same ? 0 : 1;
            std::printf("%6lld %-5s %8lld", (long long)p, topology,
                        (long long)std::get<int64_t>(sim::stat_value(results[0], "cycles")));
            for (size_t m = 0; m < modes.size(); ++m)
                std::printf(" %11.1f ms (%5.1fx)", median(ms[m]), median(ms[m]) / median(ms[0]));
            std::printf("  %s\n", same ? "yes" : "NO");
            if (std::string(topology) == "ring") ring_ms = median(ms[0]);
            else std::printf("%6lld mesh over ring (default): %.2fx\n", (long long)p, median(ms[0]) / ring_ms);
            std::fflush(stdout);
        }
    }
    return status;
}
