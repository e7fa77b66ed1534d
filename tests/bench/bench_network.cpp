// Benchmark: the cpu time of pSHS points under the simulation modes, ring
// and mesh, 64 and 256 cores, 8192-bit operands by default: the default fast
// path (run.timing = sync-free, run.network = timestamped; a mesh runs
// decoupled), the decoupled cores (a synchronisation at every transfer), the
// clocked reference network (decoupled cores), and with "lockstep" also the
// fully clocked run (lock-step cores on the clocked network). Medians of
// several runs, each mode's time over the default's, and a check that every
// mode gave the same cycles and statistics (the exit status); then the
// mesh's default time over the ring's, the median of each repeat's ratio
// (ring and mesh run in turn).
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
        // Each repeat runs the ring's point and then the mesh's, every mode
        // (interleaved: the mesh over the ring is the median of the
        // repeats' own ratios, so the machine's drift cancels).
        const char* const topologies[] = {"ring", "mesh"};
        sim::Config cfg[2];
        std::vector<sim::Stats> results[2];
        std::vector<std::vector<double>> ms[2];
        std::vector<double> mesh_over_ring;
        for (int t = 0; t < 2; ++t) {
            cfg[t] = sim::default_config();
            cfg[t].set("scheme.name", std::string("pshs"));
            cfg[t].set("scheme.bits", bits);
            cfg[t].set("scheme.p", p);
            cfg[t].set("link.latency", ttu);
            cfg[t].set("link.model", std::string("pipelined"));
            cfg[t].set("platform.topology", std::string(topologies[t]));
            results[t].resize(modes.size());
            ms[t].resize(modes.size());
        }
        for (int r = 0; r < repeats; ++r) {
            double default_ms[2] = {0, 0};
            for (int t = 0; t < 2; ++t)
                for (size_t m = 0; m < modes.size(); ++m) {
                    cfg[t].set("run.timing", std::string(modes[m].timing));
                    cfg[t].set("run.network", std::string(modes[m].network));
                    const double t0 = cpu_seconds();
                    results[t][m] = sim::run_point(cfg[t]);
                    const double time = (cpu_seconds() - t0) * 1e3;
                    if (m == 0) default_ms[t] = time;
                    if (r > 0 || repeats == 1) ms[t][m].push_back(time);  // the first run also fills the baseline cache
                }
            if (r > 0 || repeats == 1) mesh_over_ring.push_back(default_ms[1] / default_ms[0]);
        }
        for (int t = 0; t < 2; ++t) {
            bool same = true;
            for (const auto& one : results[t]) same = same && one == results[t].front();
            status |= same ? 0 : 1;
            std::printf("%6lld %-5s %8lld", (long long)p, topologies[t],
                        (long long)std::get<int64_t>(sim::stat_value(results[t][0], "cycles")));
            for (size_t m = 0; m < modes.size(); ++m)
                std::printf(" %11.1f ms (%5.1fx)", median(ms[t][m]), median(ms[t][m]) / median(ms[t][0]));
            std::printf("  %s\n", same ? "yes" : "NO");
        }
        std::printf("%6lld mesh over ring (default): %.2fx (median of %zu interleaved pairs)\n", (long long)p,
                    median(mesh_over_ring), mesh_over_ring.size());
        std::fflush(stdout);
    }
    return status;
}
