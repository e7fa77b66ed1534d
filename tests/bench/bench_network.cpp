// Benchmark: the wall time of pSHS points on the timestamped fast path and
// on the clocked reference network (run.network), ring and mesh, 64 and 256
// cores, 8192-bit operands by default; medians of several runs, their ratio,
// and a check that both modes gave the same cycles and statistics.
// Usage: montsim_bench_network [repeats] [bits] [cores,cores,...] [ttu]
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <vector>

#include "schemes/BuiltinSchemes.hpp"
#include "sim/Params.hpp"
#include "sim/Runner.hpp"

extern "C" int sc_main(int, char*[]) { return 0; }

using namespace montsim;
using Clock = std::chrono::steady_clock;

namespace {

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

std::vector<int64_t> numbers(const std::string& text) {
    std::vector<int64_t> out;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');) out.push_back(std::atoll(item.c_str()));
    return out;
}

}  // namespace

int main(int argc, char* argv[]) {
    schemes::register_builtin_schemes();
    const int repeats = argc > 1 ? std::atoi(argv[1]) : 5;
    const int64_t bits = argc > 2 ? std::atoll(argv[2]) : 8192;
    const std::vector<int64_t> cores = numbers(argc > 3 ? argv[3] : "64,256");
    const int64_t ttu = argc > 4 ? std::atoll(argv[4]) : 32;
    std::printf("pSHS %lld-bit, link.latency = %lld (pipelined), router defaults; wall time of one point "
                "(run_point, its SOS baseline cached), median of %d\n",
                (long long)bits, (long long)ttu, repeats);
    std::printf("%6s %-6s %12s %12s %8s %10s  %s\n", "cores", "topo", "timestamped", "clocked", "ratio", "cycles",
                "same stats");
    int status = 0;
    for (const int64_t p : cores)
        for (const char* topology : {"ring", "mesh"}) {
            sim::Config cfg = sim::default_config();
            cfg.set("scheme.name", std::string("pshs"));
            cfg.set("scheme.bits", bits);
            cfg.set("scheme.p", p);
            cfg.set("link.latency", ttu);
            cfg.set("link.model", std::string("pipelined"));
            cfg.set("platform.topology", std::string(topology));
            sim::Stats results[2];
            std::vector<double> ms[2];
            const char* modes[2] = {"timestamped", "clocked"};
            for (int r = 0; r < repeats; ++r)
                for (int m = 0; m < 2; ++m) {
                    cfg.set("run.network", std::string(modes[m]));
                    const auto t0 = Clock::now();
                    results[m] = sim::run_point(cfg);
                    const double t = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
                    if (r > 0 || repeats == 1) ms[m].push_back(t);  // the first run also fills the baseline cache
                }
            const bool same = results[0] == results[1];
            status |= same ? 0 : 1;
            const double a = median(ms[0]), b = median(ms[1]);
            std::printf("%6lld %-6s %9.1f ms %9.1f ms %7.2fx %10lld  %s\n", (long long)p, topology, a, b, b / a,
                        (long long)std::get<int64_t>(sim::stat_value(results[0], "cycles")), same ? "yes" : "NO");
            std::fflush(stdout);
        }
    return status;
}
