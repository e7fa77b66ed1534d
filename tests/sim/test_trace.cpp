// Event traces (trace.dir): they change no cycle, and they hold what a
// timeline needs (labels passed, every get and put with its wait).
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "cores/mb/cpu/MbCpu.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"
#include "tests/sim/PshsPoint.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim;

namespace {

using test::pshs_point;

std::string read_file(const std::filesystem::path& path) {
    std::ifstream in(path);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

size_t count_of(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("tracing changes no cycle: the pSHS grid with and without trace.dir", "[trace]") {
    struct Case { unsigned s, p, q; };
    const Case cases[] = {{1, 1, 1}, {4, 2, 1}, {6, 3, 2}, {8, 4, 2}, {16, 8, 2}, {24, 8, 3}, {32, 4, 8}, {64, 2, 32}};
    test::TempDir dir;
    for (const auto& c : cases)
        for (const char* model : {"pipelined", "serial", "delayline"})
            for (const char* kernel : {"mulhu", "c"}) {
                INFO("s = " << c.s << " p = " << c.p << " q = " << c.q << " " << model << " " << kernel);
                sim::Config plain = pshs_point(c.s, c.p, c.q, 37, model, kernel);
                if (c.p == 1) plain.set("link.depth", int64_t(2));
                sim::Config traced = plain;
                traced.set("trace.dir", dir.path().string());
                const sim::Stats a = sim::run_point(plain), b = sim::run_point(traced);
                REQUIRE(a.size() == b.size());
                for (size_t i = 0; i < a.size(); ++i) {
                    INFO(a[i].first);
                    CHECK(a[i] == b[i]);
                }
            }
}

TEST_CASE("a trace holds the labels passed and every get and put, per core", "[trace]") {
    test::TempDir dir;
    sim::Config c = pshs_point(6, 3, 2, 40);
    c.set("trace.dir", dir.path().string());
    const sim::Stats st = sim::run_point(c);
    const auto folder = dir.path() / "link.latency=40_scheme.bits=192_scheme.name=pshs_scheme.p=3_scheme.q=2";
    REQUIRE(std::filesystem::exists(folder / "config.json"));
    CHECK(read_file(folder / "config.json").find("\"scheme.p\": 3") != std::string::npos);
    for (unsigned core = 0; core < 3; ++core) {
        const std::string text = read_file(folder / ("core" + std::to_string(core) + ".jsonl"));
        INFO("core " << core);
        // Every put and get the statistics count is in the trace.
        CHECK(count_of(text, "\"ev\":\"put\"") == size_t(test::stat<int64_t>(st, "core" + std::to_string(core) + ".words_sent")));
        CHECK(count_of(text, "\"ev\":\"get\"") ==
              size_t(test::stat<int64_t>(st, "core" + std::to_string(core) + ".words_received")));
        // Boxes are found from labels, as the statistics regions are: s*s/p of each kind per core here.
        CHECK(count_of(text, "\"name\":\"pshs_white_box\"") + count_of(text, "\"name\":\"pshs_white_box,") > 0);
        CHECK(text.find("\"ev\":\"halt\"") != std::string::npos);
    }
}
