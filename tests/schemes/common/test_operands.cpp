// The operand keys (scheme.a, scheme.b, scheme.n): checked, used, converted.
#include <catch2/catch.hpp>

#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/schemes/common/AdversarialOperands.hpp"

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

TEST_CASE("words and big integers convert least significant word first, both ways", "[operands]") {
    const schemes::Words w = {0x89ABCDEFu, 0x01234567u, 0, 0xFEDCBA98u};
    const schemes::BigInt v = schemes::to_big(w);
    CHECK(schemes::to_hex(v) == "0xfedcba98000000000123456789abcdef");
    CHECK(schemes::to_words(v, 4) == w);
    CHECK(schemes::to_words(v, 6) == schemes::Words{0x89ABCDEFu, 0x01234567u, 0, 0xFEDCBA98u, 0, 0});
    CHECK(schemes::to_words(0, 3) == schemes::Words{0, 0, 0});
    CHECK(schemes::to_big({}) == 0);
    CHECK_THROWS_WITH(schemes::to_words(v, 3), Catch::Contains("does not fit 3 words"));
    // 8192 bits round trip
    schemes::Words big(256);
    for (size_t i = 0; i < big.size(); ++i) big[i] = uint32_t(i * 2654435761u);
    CHECK(schemes::to_words(schemes::to_big(big), 256) == big);
    CHECK((schemes::to_big(big) >> 32 * 255) == big[255]);
}

TEST_CASE("the reference Montgomery product: one reduction of the whole product equals the inverse of R's", "[operands]") {
    // Random operands at many sizes (the scheme-sized 512 words too), and
    // the corners every scheme is tried on: the fast reference and the
    // definition by the extended Euclid must agree on each.
    for (unsigned s : {1u, 2u, 3u, 5u, 8u, 17u, 64u, 512u}) {
        for (uint64_t seed : {1u, 2u, 3u}) {
            const schemes::MontOperands ops = schemes::random_operands(s, seed);
            INFO("s = " << s << ", seed = " << seed);
            CHECK(schemes::montgomery_product_uncached(ops) == schemes::montgomery_product_by_inverse(ops));
        }
    }
    for (unsigned m : {32u, 96u, 1024u}) {
        for (const test::OperandSet& set : test::adversarial_operands(m)) {
            INFO(set.name << ", m = " << m);
            const auto ops = operands_from_text(m / 32, 1, set.a, set.b, set.n);
            CHECK(schemes::montgomery_product_uncached(ops) == schemes::montgomery_product_by_inverse(ops));
        }
    }
}
