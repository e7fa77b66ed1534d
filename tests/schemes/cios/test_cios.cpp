// CIOS (Baktir-Savas Alg. 2): the result against Boost on random and
// adversarial operands, and the word products the core executed against
// 2s^2 + s, for the hand-written kernel and gcc's.
#include <catch2/catch.hpp>

#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"
#include "tests/schemes/common/AdversarialOperands.hpp"

using namespace montsim;
using test::stat;

namespace {

sim::Config cios_config(unsigned bits, const std::string& kernel, int64_t seed = 1) {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("cios"));
    c.set("scheme.bits", int64_t(bits));
    c.set("scheme.kernel", kernel);
    c.set("scheme.seed", seed);
    return c;
}

}  // namespace

TEST_CASE("CIOS: measured word products are 2s^2 + s, results match Boost", "[cios]") {
    for (const char* kernel : {"mulhu", "c"}) {
        for (unsigned bits : {32u, 64u, 96u, 160u, 1024u, 2048u, 4096u}) {
            INFO(kernel << ", " << bits << " bits");
            const sim::Stats st = sim::run_point(cios_config(bits, kernel));
            const int64_t s = bits / 32;
            CHECK(stat<bool>(st, "correct"));
            CHECK(stat<int64_t>(st, "word_products") == 2 * s * s + s);
        }
    }
}

TEST_CASE("CIOS: adversarial operands", "[cios]") {
    for (unsigned bits : {32u, 64u, 160u, 1024u}) {
        for (const auto& set : test::adversarial_operands(bits)) {
            INFO(bits << " bits, " << set.name);
            sim::Config c = cios_config(bits, "mulhu");
            c.set("scheme.a", set.a);
            c.set("scheme.b", set.b);
            c.set("scheme.n", set.n);
            CHECK(stat<bool>(sim::run_point(c), "correct"));
        }
    }
}

TEST_CASE("CIOS's box costs what SOS's box costs (the same instructions)", "[cios]") {
    const sim::Stats cios = sim::run_point(cios_config(1024, "mulhu"));
    sim::Config sos = cios_config(1024, "mulhu");
    sos.set("scheme.name", std::string("sos"));
    CHECK(stat<double>(cios, "ctu_white") == Approx(stat<double>(sim::run_point(sos), "ctu_white")).epsilon(0.01));
}
