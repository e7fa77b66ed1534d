// Baktir-Savas's Algorithm 4 on p cores (pmont_shared, pmont_net): every run
// is checked against Boost and, inside the scheme, each core's executed word
// products against the plan (z_k s per line; truncated line 2 z_k s -
// z_k off_k - z_k(z_k - 1)/2) and its barriers against 3(1 + A) - 1: a run
// that computes the right number another way fails. Here: the plan's
// formulas against the worked numbers, the grid of sizes, cores,
// chains and reductions, adversarial operands (the final subtraction taken
// and not), and the rejections.
#include <catch2/catch.hpp>
#include <set>

#include "schemes/pmont/PmontScheme.hpp"
#include "sim/Catalogue.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"
#include "tests/schemes/common/AdversarialOperands.hpp"

using namespace montsim;
using test::stat;
using schemes::PmontChain;
using schemes::PmontReduction;

namespace {

sim::Config pmont_config(const std::string& scheme, unsigned bits, unsigned p, const std::string& chain = "tree",
                         const std::string& reduction = "full") {
    sim::Config c = sim::default_config();
    c.set("scheme.name", scheme);
    c.set("scheme.bits", int64_t(bits));
    c.set("scheme.p", int64_t(p));
    c.set("scheme.chain", chain);
    c.set("scheme.reduction", reduction);
    c.set("platform.topology", std::string("p2p"));
    return c;
}

}  // namespace

TEST_CASE("pmont plan: chunks on words, the issue's worked numbers", "[pmont]") {
    const auto six = schemes::pmont_plan(32, 6, PmontChain::Tree, PmontReduction::Truncated);
    CHECK(six.z == std::vector<unsigned>{6, 6, 5, 5, 5, 5});
    CHECK(six.off == std::vector<unsigned>{0, 6, 12, 17, 22, 27});
    // Truncated line 2 per core: 1024 bits, p = 4: 228 .. 36; p = 6: 177 .. 15.
    auto line2 = [](const schemes::PmontPlan& plan, unsigned k) {
        return plan.products(k) - 2 * uint64_t(plan.z[k]) * plan.s;
    };
    const auto four = schemes::pmont_plan(32, 4, PmontChain::Tree, PmontReduction::Truncated);
    CHECK(line2(four, 0) == 228);
    CHECK(line2(four, 3) == 36);
    CHECK(line2(six, 0) == 177);
    CHECK(line2(six, 5) == 15);
    for (unsigned s : {2u, 3u, 5u, 32u, 64u, 128u})
        for (unsigned p = 1; p <= std::min(s, 8u); ++p) {
            const auto full = schemes::pmont_plan(s, p, PmontChain::Serial, PmontReduction::Full);
            const auto trunc = schemes::pmont_plan(s, p, PmontChain::Serial, PmontReduction::Truncated);
            CHECK(full.products() == 3ull * s * s);
            CHECK(2 * trunc.products() == 5ull * s * s + s);  // 2.5 s^2 + 0.5 s
        }
    CHECK(schemes::pmont_plan(32, 6, PmontChain::Tree, PmontReduction::Full).barriers() == 3 * (1 + 3) - 1);
    CHECK(schemes::pmont_plan(32, 6, PmontChain::Serial, PmontReduction::Full).barriers() == 5);
    CHECK(schemes::pmont_plan(32, 1, PmontChain::Tree, PmontReduction::Full).barriers() == 0);
}

TEST_CASE("pmont: products and barriers as measured, on both platforms, every chain and reduction", "[pmont]") {
    struct Size {
        unsigned bits;
        std::vector<unsigned> cores;
    };
    const std::vector<Size> grid = {{64, {1, 2}},
                                    {96, {1, 2, 3}},
                                    {160, {1, 2, 3, 4, 5}},
                                    {1024, {1, 2, 3, 4, 5, 6, 7, 8}},
                                    {2048, {3, 8}},
                                    {4096, {5}}};
    for (const char* scheme : {"pmont_shared", "pmont_net"})
        for (const Size& size : grid)
            for (unsigned p : size.cores)
                for (const char* chain : {"tree", "serial"})
                    for (const char* reduction : {"full", "truncated"}) {
                        if (size.bits > 1024 && std::string(chain) == "serial" && std::string(reduction) == "full")
                            continue;  // the large sizes: one chain per reduction is enough
                        INFO(scheme << " " << size.bits << " bits, p = " << p << ", " << chain << ", " << reduction);
                        const sim::Stats st = sim::run_point(pmont_config(scheme, size.bits, p, chain, reduction));
                        const auto plan = schemes::pmont_plan(size.bits / 32, p,
                                                              chain == std::string("tree") ? PmontChain::Tree
                                                                                           : PmontChain::Serial,
                                                              reduction == std::string("full") ? PmontReduction::Full
                                                                                               : PmontReduction::Truncated);
                        CHECK(stat<bool>(st, "correct"));
                        CHECK(uint64_t(stat<int64_t>(st, "word_products")) == plan.products());
                        for (unsigned k = 0; k < p; ++k)
                            CHECK(uint64_t(stat<int64_t>(st, "core" + std::to_string(k) + ".word_products")) ==
                                  plan.products(k));
                        const unsigned a = p == 1 ? 0 : chain == std::string("serial") ? 1 : plan.steps();
                        CHECK(stat<int64_t>(st, "accumulation_steps") == 3 * a);
                        if (std::string(scheme) == "pmont_shared") {
                            CHECK(stat<int64_t>(st, "barriers") == (p == 1 ? 0 : 3 * (1 + a) - 1));
                            CHECK(stat<int64_t>(st, "core0.barriers") == stat<int64_t>(st, "barriers"));
                        }
                    }
}

TEST_CASE("pmont: adversarial operands, the final subtraction taken and not", "[pmont]") {
    std::set<bool> subtracted;
    for (unsigned bits : {64u, 160u, 1024u})
        for (const auto& set : test::adversarial_operands(bits))
            for (const char* scheme : {"pmont_shared", "pmont_net"}) {
                const unsigned p = bits == 64 ? 2 : 3;
                INFO(scheme << " " << bits << " bits, " << set.name);
                sim::Config c = pmont_config(scheme, bits, p, "tree", "truncated");
                c.set("scheme.a", set.a);
                c.set("scheme.b", set.b);
                c.set("scheme.n", set.n);
                CHECK(stat<bool>(sim::run_point(c), "correct"));
                // Alg. 4's u before lines 5-9, by Boost.
                using schemes::BigInt;
                const BigInt a = schemes::parse_hex(set.a, "a"), b = schemes::parse_hex(set.b, "b"),
                             n = schemes::parse_hex(set.n, "n"), r = BigInt(1) << bits;
                schemes::MontOperands ops;
                ops.s = bits / 32;
                ops.n = schemes::to_words(n, ops.s);
                const BigInt np = schemes::to_big(schemes::full_nprime(ops));
                const BigInt t = a * b, u = ((t % r) * np % r * n + t) / r;
                subtracted.insert(u >= n);
            }
    CHECK(subtracted.size() == 2);
}

TEST_CASE("pmont: the full-width N' is -N^-1 mod 2^(32 s), from one word to 32768 bits", "[pmont]") {
    using schemes::BigInt;
    for (unsigned s : {1u, 2u, 3u, 32u, 257u, 1024u}) {
        for (uint64_t seed : {1u, 2u}) {
            INFO("s = " << s << ", seed " << seed);
            const schemes::MontOperands ops = schemes::random_operands(s, seed);
            const BigInt r = BigInt(1) << (32 * s), n = schemes::to_big(ops.n);
            const BigInt np = schemes::to_big(schemes::full_nprime(ops));
            CHECK(np < r);
            CHECK((n * np + 1) % r == 0);
        }
    }
    schemes::MontOperands even = schemes::random_operands(4, 1);
    even.n[0] &= ~1u;
    CHECK_THROWS_WITH(schemes::full_nprime(even), Catch::Contains("no inverse"));
}

TEST_CASE("pmont: impossible points are refused before running, naming the range", "[pmont]") {
    CHECK_THROWS_WITH(sim::run_point(pmont_config("pmont_shared", 1024, 40)),
                      Catch::Contains("scheme.p = 40 is outside 1..32 at 1024 bits"));
    CHECK_THROWS_WITH(sim::run_point(pmont_config("pmont_net", 2048, 20)), Catch::Contains("outside 1..16"));
    sim::Config tiny = pmont_config("pmont_shared", 4096, 4);
    tiny.set("shmem.kb", int64_t(4));
    CHECK_THROWS_WITH(sim::run_point(tiny), Catch::Contains("KiB of shared memory; shmem.kb = 4 is too small"));
    CHECK_THROWS_WITH(sim::config_from_sets({"scheme.bits=131104"}), Catch::Contains("32..131072"));
    sim::Config ring = pmont_config("pmont_net", 1024, 4);
    ring.set("platform.topology", std::string("ring"));
    CHECK_THROWS_WITH(sim::run_point(ring), Catch::Contains("platform.topology = \"ring\""));
    sim::Config occupancy = pmont_config("pmont_shared", 1024, 2);
    occupancy.set("shmem.occupancy", int64_t(3));
    CHECK_THROWS_WITH(sim::run_point(occupancy), Catch::Contains("shmem.occupancy = 3 is outside 1..1"));
}

TEST_CASE("pmont: lock-step cores give the decoupled cycles", "[pmont]") {
    for (const char* scheme : {"pmont_shared", "pmont_net"}) {
        sim::Config c = pmont_config(scheme, 320, 3, "serial", "truncated");
        c.set("shmem.read_latency", int64_t(3));
        c.set("shmem.occupancy", int64_t(2));
        c.set("barrier.latency", int64_t(7));
        const sim::Stats decoupled = sim::run_point(c);
        c.set("run.timing", std::string("lockstep"));
        const sim::Stats lockstep = sim::run_point(c);
        INFO(scheme);
        CHECK(stat<int64_t>(lockstep, "cycles") == stat<int64_t>(decoupled, "cycles"));
        CHECK(stat<int64_t>(lockstep, "halt_cycles") == stat<int64_t>(decoupled, "halt_cycles"));
    }
}

TEST_CASE("pmont_net runs on every topology that carries links between any two cores", "[pmont]") {
    // On a mesh, partials of several senders to one core share routers'
    // buffers: without the receiver's token, one blocked behind another the
    // receiver takes later deadlocks the network (found on a 5-core mesh).
    for (const char* topology : {"p2p", "crossbar", "mesh", "torus", "biring", "bus"})
        for (const char* chain : {"tree", "serial"}) {
            INFO(topology << ", " << chain);
            sim::Config c = pmont_config("pmont_net", 1024, 5, chain);
            c.set("platform.topology", std::string(topology));
            c.set("link.latency", int64_t(20));
            CHECK(stat<bool>(sim::run_point(c), "correct"));
        }
}

TEST_CASE("pmont_shared with the software barrier: every round completes, results stay right", "[pmont]") {
    // The scheme checks the generation word against 3(1 + A) - 1 itself.
    for (unsigned p : {1u, 2u, 3u, 5u, 8u})
        for (const char* chain : {"tree", "serial"}) {
            INFO("p = " << p << ", " << chain);
            sim::Config c = pmont_config("pmont_shared", 1024, p, chain, "truncated");
            c.set("barrier.kind", std::string("software"));
            c.set("shmem.read_latency", int64_t(4));
            const sim::Stats st = sim::run_point(c);
            CHECK(stat<bool>(st, "correct"));
            const auto plan = schemes::pmont_plan(32, p, chain == std::string("tree") ? PmontChain::Tree : PmontChain::Serial,
                                                  PmontReduction::Truncated);
            CHECK(uint64_t(stat<int64_t>(st, "barriers")) == plan.barriers());
            CHECK(stat<int64_t>(st, "bus.barriers") == 0);  // the device was not used
        }
}

TEST_CASE("pmont_shared: a core starved by a fixed-priority bus is an error in well under a second, not a spin "
          "to run.cycle_limit", "[pmont]") {
    // Eight cores in a software barrier: under fixed priority the low
    // cores never get the bus while the high ones spin on it.
    sim::Config c = pmont_config("pmont_shared", 1024, 8);
    c.set("barrier.kind", std::string("software"));
    c.set("shmem.arbitration", std::string("fixed"));
    CHECK_THROWS_WITH(sim::run_point(c), Catch::Contains("has waited 1000001 cycles for a port") &&
                                             Catch::Contains("shmem.arbitration = fixed") &&
                                             Catch::Contains("round_robin serves each core in turn"));
    c.set("shmem.arbitration", std::string("round_robin"));
    CHECK(stat<bool>(sim::run_point(c), "correct"));
}
