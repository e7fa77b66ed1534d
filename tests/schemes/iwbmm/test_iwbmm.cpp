// scheme.name = "iwbmm": IWBMM_R on the PE array node through the whole
// engine (the array's own grid test is tests/cores/pearray/test_pe_array.cpp):
// the Fig. 6 cases, the task chart, the two readings of PE_f's delay,
// extreme operands, and clear errors.
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using test::stat;

namespace {

sim::Config iwbmm(unsigned k, unsigned w, unsigned p) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("iwbmm"));
    c.set("pearray.k", int64_t(k));
    c.set("pearray.w", int64_t(w));
    c.set("scheme.p", int64_t(p));
    return c;
}

}  // namespace

TEST_CASE("iwbmm: Fig. 6's schedules, k = 12 and w = 4, take 30 cycles on 4 PEs and 39 on 3", "[iwbmm]") {
    sim::Config c4 = iwbmm(12, 4, 4);
    c4.set("pearray.chart", true);
    const sim::Stats p4 = sim::run_point(c4);
    CHECK(stat<bool>(p4, "correct"));
    CHECK(stat<int64_t>(p4, "cycles") == 30);
    CHECK(stat<int64_t>(p4, "latency_formula") == 30);
    CHECK(stat<std::string>(p4, "case") == "e+1<=p");
    CHECK(stat<int64_t>(p4, "peak_buffer_words") == 0);
    // PE1 starts X0.0 at cycle 0; PE4's last word ends at 21; PE_f's last at 30.
    const std::string chart = stat<std::string>(p4, "chart");
    CHECK(chart.rfind("1:0.0@0-3;", 0) == 0);
    CHECK(chart.find("4:3.3@18-21") != std::string::npos);
    CHECK(chart.find("f:4.3@27-30") != std::string::npos);

    const sim::Stats p3 = sim::run_point(iwbmm(12, 4, 3));
    CHECK(stat<int64_t>(p3, "cycles") == 39);
    CHECK(stat<int64_t>(p3, "latency_formula") == 39);
    CHECK(stat<int64_t>(p3, "peak_buffer_words") == 1);  // e+1-p
    CHECK(stat<int64_t>(p3, "period") == stat<int64_t>(p3, "period_formula"));
    CHECK(stat<std::string>(p3, "chart").empty());
}

TEST_CASE("iwbmm: PE_f one time unit earlier, as the data allow, gives Eq. 11 minus w-1", "[iwbmm]") {
    for (unsigned p : {3u, 4u, 9u}) {
        sim::Config c = iwbmm(100, 8, p);
        const sim::Stats paper = sim::run_point(c);
        c.set("pearray.f_delay", int64_t(1));
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<int64_t>(st, "cycles") == stat<int64_t>(paper, "cycles") - 7);
        CHECK(stat<int64_t>(st, "cycles") == stat<int64_t>(st, "latency_formula"));
    }
}

TEST_CASE("iwbmm: extreme operands and Table 2's size are checked like random ones", "[iwbmm]") {
    sim::Config c = iwbmm(0, 16, 69);
    c.set("scheme.bits", int64_t(2048));
    c.set("pearray.operands", std::string("extreme"));
    const sim::Stats st = sim::run_point(c);
    CHECK(stat<bool>(st, "correct"));
    CHECK(stat<int64_t>(st, "k") == 2048);
    CHECK(stat<int64_t>(st, "cycles") == stat<int64_t>(st, "latency_formula"));
    CHECK(stat<double>(st, "memory_mbps") == Approx(stat<double>(st, "table1_memory_mbps")));
    CHECK(stat<int64_t>(st, "peak_buffer_words") == 129 - 69);
}

TEST_CASE("iwbmm: bad parameters end in clear errors", "[iwbmm]") {
    sim::Config big = iwbmm(2048, 16, 8);
    big.set("pearray.chart", true);
    CHECK_THROWS_WITH(sim::run_point(big), Catch::Contains("too large for a result file"));
    CHECK_THROWS_WITH(sim::run_point(iwbmm(12, 2, 4)), Catch::Contains("pearray.w"));
    CHECK_THROWS_WITH(sim::run_point(iwbmm(12, 33, 4)), Catch::Contains("3..32"));
}
