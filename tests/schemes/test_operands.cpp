#include <catch2/catch.hpp>

#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Params.hpp"
#include "sim/Runner.hpp"

using namespace montsim;
using schemes::operands_from_text;

TEST_CASE("user operands: hexadecimal, odd modulus, A and B below N", "[operands]") {
    const auto ops = operands_from_text(2, 1, std::string("0x3"), std::string("5"), std::string("0xFFFFFFF1"));
    CHECK(ops.n == schemes::Words{0xFFFFFFF1u, 0});
    CHECK(ops.a == schemes::Words{3, 0});
    CHECK(ops.b == schemes::Words{5, 0});
    CHECK_NOTHROW(schemes::validate_operands(ops));
    CHECK_THROWS_WITH(operands_from_text(2, 1, {}, {}, std::string("0x10")), Catch::Contains("odd modulus"));
    CHECK_THROWS_WITH(operands_from_text(1, 1, {}, {}, std::string("0x1FFFFFFFF")),
                      Catch::Contains("wider than scheme.bits = 32"));
    CHECK_THROWS_WITH(operands_from_text(1, 1, std::string("0xFFFF"), {}, std::string("0xFFF1")),
                      Catch::Contains("scheme.a = 0xFFFF is not below N"));
    CHECK_THROWS_WITH(operands_from_text(1, 1, {}, std::string("0x1g"), {}), Catch::Contains("not a hexadecimal"));
}

TEST_CASE("a run with user operands is checked like any other", "[operands]") {
    sim::Config c = sim::default_config();
    c.set("scheme.bits", int64_t(64));
    c.set("scheme.n", std::string("0xC0000000000000A5"));
    c.set("scheme.a", std::string("0xC0000000000000A4"));  // N - 1
    c.set("scheme.b", std::string("0x1"));
    CHECK_NOTHROW(sim::run_point(c));
    c.set("scheme.a", std::string("0xC0000000000000A5"));  // = N
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("not below N"));
}
