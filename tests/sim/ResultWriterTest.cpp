// The results files (sim/ResultWriter.hpp): CSV columns and quoting, JSON,
// keys some points lack.
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "sim/Json.hpp"
#include "sim/ResultWriter.hpp"
#include "tests/sim/TempDir.hpp"

using namespace montsim::sim;
using Catch::Matchers::Contains;
using Catch::Matchers::EndsWith;
using Catch::Matchers::StartsWith;

namespace {

PointResult point(int64_t bits, const std::string& label, bool correct) {
    PointResult r;
    r.config.set("scheme.name", std::string("sos"));
    r.config.set("scheme.bits", bits);
    r.config.set("core.barrel", true);
    r.config.set("meta.label", label);
    r.stats = {{"cycles", Value{bits * 50}}, {"correct", Value{correct}}, {"ipc", Value{0.5}}};
    return r;
}

}  // namespace

TEST_CASE("the CSV header is the sorted config keys, then stats in first-row order", "[results]") {
    const std::string csv = results_csv({point(512, "a", true), point(1024, "b", false)});
    CHECK(csv ==
          "core.barrel,meta.label,scheme.bits,scheme.name,cycles,correct,ipc\n"
          "true,a,512,sos,25600,true,0.5\n"
          "true,b,1024,sos,51200,false,0.5\n");
}

TEST_CASE("CSV fields are quoted as RFC 4180 says", "[results]") {
    const std::string csv = results_csv({point(512, "a,b \"c\"\nd", true)});
    CHECK(csv.find("true,\"a,b \"\"c\"\"\nd\",512,") != std::string::npos);
}

TEST_CASE("a key or stat some points lack becomes an empty cell", "[results]") {
    PointResult a = point(512, "a", true);
    PointResult b = point(1024, "b", true);
    b.config.set("timing.mul", int64_t{3});
    b.stats.push_back({"messages", Value{int64_t{9}}});
    const std::string csv = results_csv({a, b});
    CHECK(csv ==
          "core.barrel,meta.label,scheme.bits,scheme.name,timing.mul,cycles,correct,ipc,messages\n"
          "true,a,512,sos,,25600,true,0.5,\n"
          "true,b,1024,sos,3,51200,true,0.5,9\n");
}

TEST_CASE("JSON values keep their types", "[results]") {
    const std::string json = results_json({point(512, "q\"x", true)});
    const std::string points = json.substr(json.find("\"points\": "));
    CHECK(points ==
          "\"points\": [\n"
          "  {\"config\": {\"core.barrel\": true, \"meta.label\": \"q\\\"x\", \"scheme.bits\": 512, "
          "\"scheme.name\": \"sos\"},\n"
          "   \"read\": [\"core.barrel\", \"scheme.bits\", \"scheme.name\"],\n"
          "   \"stats\": {\"cycles\": 25600, \"correct\": true, \"ipc\": 0.5}}\n"
          "]}\n");
    CHECK_THAT(results_json({}), EndsWith("\"points\": []}\n"));
}

TEST_CASE("results.json says each parameter's unit and which keys a point's models read", "[results]") {
    PointResult ring = point(512, "r", true);
    ring.config = default_config();  // a run's points hold every key
    ring.config.set("scheme.name", std::string("pshs"));
    ring.config.set("link.latency", int64_t{50});
    ring.config.set("router.latency", int64_t{1});
    const std::string json = results_json({ring});
    CHECK_THAT(json, Contains("\"link.latency\": {\"unit\": \"cycles\", \"meaning\": "));
    const std::string read = json.substr(json.find("\"read\": "));
    // pSHS on the default ring reads its links' latency, not a router's.
    CHECK_THAT(read.substr(0, read.find(']')), Contains("\"link.latency\"") && !Contains("router.latency") &&
                                                   !Contains("meta.label"));
}

TEST_CASE("results.json names every parameter's default, so that tables can name what a run changed", "[results]") {
    const std::string json = results_json({});
    CHECK_THAT(json, StartsWith("{\"defaults\": {"));
    CHECK_THAT(json, Contains("\"link.depth\": 16"));
    CHECK_THAT(json, Contains("\"core.pipeline\": \"5-stage\""));
}

TEST_CASE("write_results creates the directory and both files", "[results]") {
    montsim::test::TempDir tmp;
    const auto dir = tmp.path() / "nested" / "out";
    write_results(dir, {point(512, "a", true)});
    CHECK(montsim::test::read_file(dir / "results.csv") == results_csv({point(512, "a", true)}));
    CHECK(montsim::test::read_file(dir / "results.json") == results_json({point(512, "a", true)}));
    CHECK_FALSE(std::filesystem::exists(dir / "results.csv.partial"));
}

TEST_CASE("write_results writes a large sweep's files a piece at a time, the same text as whole", "[results]") {
    // Several 64 KiB pieces of each file.
    std::vector<PointResult> results;
    for (int i = 0; i < 4000; ++i) results.push_back(point(32 * (i + 1), "label " + std::to_string(i), i % 3 != 0));
    montsim::test::TempDir tmp;
    const auto dir = tmp.path() / "big";
    write_results(dir, results, "results", "{\"run\": 1}");
    const std::string csv = montsim::test::read_file(dir / "results.csv");
    const std::string json = montsim::test::read_file(dir / "results.json");
    CHECK(csv.size() > (size_t(1) << 17));
    CHECK(json.size() > (size_t(1) << 18));
    CHECK(csv == results_csv(results));
    CHECK(json == results_json(results, "{\"run\": 1}"));
}

TEST_CASE("results.json documents every statistic from the declarations --help reads", "[results]") {
    Config cfg = default_config();
    cfg.set("scheme.name", std::string("pshs"));
    cfg.set("platform.topology", std::string("mesh"));
    const Stats stats = {{"cycles", Value{int64_t(10)}},        {"speedup", Value{1.5}},
                         {"core0.get_stall_cycles", Value{int64_t(3)}}, {"core1.get_stall_cycles", Value{int64_t(4)}},
                         {"network.max_hops", Value{int64_t(2)}}, {"undeclared", Value{int64_t(1)}}};
    const std::string json = statistics_json({PointResult{cfg, stats}});
    CHECK_THAT(json, Contains("\"cycles\": {\"unit\": \"cycles\", \"meaning\": \"execution time"));
    CHECK_THAT(json, Contains("\"speedup\": {\"unit\": \"\", \"meaning\": \"t_sos / cycles\"}"));
    CHECK_THAT(json, Contains("\"*.get_stall_cycles\": {\"unit\": \"cycles\", \"meaning\": \"per node"));
    CHECK_THAT(json, Contains("\"network.max_hops\": {\"unit\": \"hops\""));
    CHECK_THAT(json, !Contains("undeclared") && !Contains("core0."));
    CHECK_THAT(results_json({PointResult{cfg, stats}}), Contains("\"statistics\": {"));
}

TEST_CASE("json_string escapes what JSON requires and copies the rest", "[results]") {
    using montsim::sim::json_string;
    CHECK(json_string("") == "\"\"");
    CHECK(json_string("core0.instructions") == "\"core0.instructions\"");
    CHECK(json_string("a\"b\\c") == "\"a\\\"b\\\\c\"");
    CHECK(json_string("\n\r\t") == "\"\\n\\r\\t\"");
    CHECK(json_string(std::string("x\x01y\x1f", 4)) == "\"x\\u0001y\\u001f\"");
    CHECK(json_string("\"") == "\"\\\"\"");
    CHECK(json_string("caf\xc3\xa9") == "\"caf\xc3\xa9\"");  // UTF-8 passes as it is
}
