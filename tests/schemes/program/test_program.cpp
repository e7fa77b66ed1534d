// scheme.name = "program": a user's program on p cores, its description,
// its links, its checks (tests/scripts/test_program.py runs the C examples,
// which need the MicroBlaze gcc).
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "schemes/program/ProgramDescription.hpp"
#include "schemes/program/ProgramExpr.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Config.hpp"
#include "sim/Runner.hpp"
#include "tests/StatLookup.hpp"

using namespace montsim;
using Catch::Contains;
using montsim::test::stat;

namespace {

namespace fs = std::filesystem;

// A fresh directory for one test's files.
fs::path scratch(const std::string& name) {
    const fs::path dir = fs::temp_directory_path() / ("montsim-test-program-" + name);
    fs::remove_all(dir);
    fs::create_directories(dir);
    return dir;
}

void write(const fs::path& file, const std::string& text) { std::ofstream(file) << text; }

// Every core adds the values around the ring (p - 1 steps) and exits with 0
// if the sum is the block's `expect`, which the description computes.
const char* const kRingSum = R"(
        .include "montsim_params.inc.s"
        .equ    COREID, 0xFFFF0008
        .equ    COUNT,  0xFFFF000C
        .text
_start: lwi     r5, r0, COREID
        lwi     r9, r0, params+PARAMS_BASE
        add     r7, r5, r9          # this core's value: id + base
        add     r8, r7, r0          # the running sum
        lwi     r6, r0, COUNT
        addik   r6, r6, -1          # p - 1 steps
        beqi    r6, done
step:   put     r7, rfsl0
        get     r7, rfsl0
        add     r8, r8, r7
        addik   r6, r6, -1
        bnei    r6, step
done:   lwi     r9, r0, params+PARAMS_EXPECT
        rsub    r5, r9, r8          # exit status: 0 if the sum is right
        li      r12, 1
        brki    r14, 0x8
        .data
params: .space  PARAMS_SIZE
)";

const char* const kRingSumToml = R"(
program = "ring_sum.s"
params = ["base = 5", "expect = p*(p-1)/2 + 5*p"]
)";

// The 64-bit product of two one-word operands (scheme.bits = 32).
const char* const kProduct = R"(
        .include "montsim_params.inc.s"
        .text
_start: lwi     r3, r0, params+PARAMS_A
        lwi     r4, r0, params+PARAMS_B
        lwi     r6, r0, params+PARAMS_RES
        lwi     r3, r3, 0
        lwi     r4, r4, 0
        mul     r7, r3, r4
        mulhu   r8, r3, r4
        addik   r7, r7, WRONG
        swi     r7, r6, 0
        swi     r8, r6, 4
        li      r12, 1
        li      r5, 0
        brki    r14, 0x8
        .data
params: .space  PARAMS_SIZE
)";

sim::Config program_point(const fs::path& program, unsigned p, const std::string& topology = "ring") {
    sim::Config c = sim::default_config();
    c.set("scheme.name", std::string("program"));
    c.set("scheme.program", program.string());
    c.set("scheme.p", int64_t(p));
    c.set("platform.topology", topology);
    return c;
}

}  // namespace

TEST_CASE("program expressions: arithmetic, names, and errors with a column", "[program]") {
    const schemes::ExprNames n = {{"s", 32}, {"p", 4}, {"id", 3}};
    CHECK(schemes::evaluate_expr("s/p + 2", n, "x") == 10);
    CHECK(schemes::evaluate_expr("(id + p/2) % p", n, "x") == 1);
    CHECK(schemes::evaluate_expr("-id * 2 + max(s, 40) - min(1, p)", n, "x") == 33);
    CHECK_THROWS_WITH(schemes::evaluate_expr("s / (p - 4)", n, "here"), Contains("here") && Contains("division by zero"));
    CHECK_THROWS_WITH(schemes::evaluate_expr("s + q", n, "x"), Contains("column 5") && Contains("unknown name 'q'"));
    CHECK_THROWS_WITH(schemes::evaluate_expr("s +", n, "x"), Contains("ends early"));
    CHECK_THROWS_WITH(schemes::evaluate_expr("(s", n, "x"), Contains("')' expected"));
    CHECK_NOTHROW(schemes::check_expr("s / (p - 1)", schemes::expr_names(), "x"));
}

TEST_CASE("a program description: its block, links and checks; each mistake named with its line", "[program]") {
    const fs::path dir = scratch("description");
    write(dir / "ok.toml", R"(program = "x.c"
computes = "montgomery"
result = "t"
params = ["s = s", "a[s] = A", "t[s + 1]"]
[links]
3 = "(id + 1) % p"
)");
    const schemes::ProgramDescription d = schemes::read_description((dir / "ok.toml").string());
    CHECK(d.program == (dir / "x.c").string());
    CHECK(d.computes == schemes::Computes::Montgomery);
    REQUIRE(d.params.size() == 3);
    CHECK(d.params[1].array);
    CHECK(d.params[1].init == "A");
    CHECK(d.params[2].offset == 8);
    CHECK(d.links.at(3) == "(id + 1) % p");
    write(dir / "modexp.toml", "program = \"m.c\"\ncomputes = \"modexp\"\nresult = \"x\"\n"
                               "params = [\"e[s] = E\", \"r2[s] = R2\", \"x[s]\"]\n");
    const schemes::ProgramDescription m = schemes::read_description((dir / "modexp.toml").string());
    CHECK(m.computes == schemes::Computes::Modexp);
    CHECK(m.params[1].init == "R2");
    CHECK_THAT(schemes::c_header(d), Contains("uint32_t s;") && Contains("uint32_t *a;") &&
                                         Contains("struct montsim_params params;"));
    CHECK_THAT(schemes::asm_equates(d), Contains(".equ    PARAMS_T, 8") && Contains("PARAMS_SIZE, 12"));

    auto fails = [&](const std::string& text, const std::string& message) {
        write(dir / "bad.toml", text);
        CHECK_THROWS_WITH(schemes::read_description((dir / "bad.toml").string()), Contains(message));
    };
    fails("program = \"x.c\"\nstak = 8192\n", "bad.toml:2: unknown key 'stak'");
    fails("computes = \"none\"\n", "no `program = \"FILE\"`");
    fails("program = \"x.c\"\ncomputes = \"sum\"\n", "computes = \"sum\": allowed are");
    fails("program = \"x.c\"\ncomputes = \"product\"\n", "needs `result = \"NAME\"`");
    fails("program = \"x.c\"\nparams = [\"s\"]\n", "a value needs '= expression'");
    fails("program = \"x.c\"\nparams = [\"a[s] = C\"]\n", "starts as A, B, N (the operands), E (the exponent) or R2");
    fails("program = \"x.c\"\nparams = [\"a = s\", \"a[2]\"]\n", "'a' is declared twice");
    fails("program = \"x.c\"\nparams = [\"a = q\"]\n", "unknown name 'q'");
    fails("program = \"x.c\"\nresult = \"s\"\nparams = [\"s = s\"]\n", "is not an array");
    fails("program = \"x.c\"\n[links]\n1 = \"id\"\n", "port 1 is not one of 2..15");
    fails("program = \"x.c\"\nstack = 100\n", "stack must be");
}

TEST_CASE("a program in assembly runs on p cores of every topology, its block written per core", "[program]") {
    const fs::path dir = scratch("ring");
    write(dir / "ring_sum.s", kRingSum);
    write(dir / "ring_sum.toml", kRingSumToml);
    for (const char* topology : {"ring", "p2p", "biring", "mesh", "torus", "crossbar", "bus"})
        for (unsigned p : {1u, 4u, 16u}) {
            INFO(topology << ", p = " << p);
            const sim::Stats st = sim::run_point(program_point(dir / "ring_sum.toml", p, topology));
            CHECK(stat<std::string>(st, "check") == "exit status");
            CHECK(stat<int64_t>(st, "cores") == p);
            CHECK(stat<int64_t>(st, "core0.words_sent") == p - 1);
        }
    // With the shared memory on the bus too: the memory is no node of the
    // network, so the ring of p cores stays a ring of p.
    for (const char* topology : {"ring", "mesh"}) {
        sim::Config c = program_point(dir / "ring_sum.toml", 5, topology);
        c.set("scheme.shared_memory", true);
        INFO(topology);
        CHECK(stat<int64_t>(sim::run_point(c), "core4.words_sent") == 4);
    }
    // A wrong expectation: the cores' exit status fails the point.
    write(dir / "wrong.toml", "program = \"ring_sum.s\"\nparams = [\"base = 5\", \"expect = 1\"]\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "wrong.toml", 4)), Contains("core 0 of") &&
                                                                                Contains("exited with status"));
    // The block the program reads must exist.
    write(dir / "noblock.s", ".text\n_start: li r12, 1\n li r5, 0\n brki r14, 0x8\n");
    write(dir / "noblock.toml", "program = \"noblock.s\"\nparams = [\"x = 1\"]\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "noblock.toml", 2)), Contains("defines no `params`"));
}

TEST_CASE("a program's links: declared ports reach any core; one sender per get; undeclared ports refused", "[program]") {
    const fs::path dir = scratch("links");
    // Each core sends its id on port 2 to (id + 2) mod p, and checks the word from (id - 2) mod p.
    write(dir / "far.s", R"(
        .equ    COREID, 0xFFFF0008
        .equ    COUNT,  0xFFFF000C
        .text
_start: lwi     r5, r0, COREID
        lwi     r6, r0, COUNT
        put     r5, rfsl2
        get     r7, rfsl2
        addk    r8, r7, r0
        addik   r8, r8, 2           # from + 2 ...
        rsub    r9, r6, r8          # ... - p, if it wrapped
        blti    r9, keep
        addk    r8, r9, r0
keep:   rsub    r5, r5, r8          # 0 if the word came from (id - 2) mod p
        li      r12, 1
        brki    r14, 0x8
)");
    write(dir / "far.toml", "program = \"far.s\"\n[links]\n2 = \"(id + 2) % p\"\n");
    for (const char* topology : {"p2p", "mesh", "torus", "crossbar"})
        for (unsigned p : {4u, 7u}) {
            INFO(topology << ", p = " << p);
            CHECK(stat<bool>(sim::run_point(program_point(dir / "far.toml", p, topology)), "correct"));
        }
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "far.toml", 4, "ring")), Contains("from node 0 to node 2"));
    write(dir / "two.toml", "program = \"far.s\"\n[links]\n2 = \"id / 2\"\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "two.toml", 4, "p2p")),
                      Contains("sends from core 0 and core 1 to core 0"));
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "far.s", 4, "p2p")),
                      Contains("uses FSL port 2 (put)") && Contains("[links]"));
}

TEST_CASE("a program's result is checked against Boost: the first wrong word named", "[program]") {
    const fs::path dir = scratch("product");
    const std::string toml = "program = \"product.s\"\ncomputes = \"product\"\nresult = \"res\"\n"
                             "params = [\"a[s] = A\", \"b[s] = B\", \"res[2*s]\"]\n";
    write(dir / "product.toml", toml);
    auto source = [](const char* wrong) {
        std::string s = kProduct;
        s.replace(s.find("WRONG"), 5, wrong);
        return s;
    };
    write(dir / "product.s", source("0"));
    sim::Config c = program_point(dir / "product.toml", 1);
    c.set("scheme.bits", int64_t(32));
    for (int64_t seed : {1, 2, 3}) {
        c.set("scheme.seed", seed);
        const sim::Stats st = sim::run_point(c);
        CHECK(stat<std::string>(st, "check") == "product");
        CHECK(stat<bool>(st, "correct"));
    }
    write(dir / "product.s", source("1"));
    CHECK_THROWS_WITH(sim::run_point(c), Contains("core 0 of") && Contains("res[0] = 0x") &&
                                             Contains("1 of 2 words wrong; the product by Boost"));
}

TEST_CASE("a core that jumps to itself is reported as never halting", "[program]") {
    const fs::path dir = scratch("spin");
    write(dir / "spin.s", ".text\n_start: bri 0\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "spin.s", 2)), Contains("never halts"));
}

TEST_CASE("a stack that grew past its low end is reported after the run", "[program]") {
    const fs::path dir = scratch("stack");
    const std::string body = R"(
        .text
_start: la      r1, r0, _stack_top
        swi     r0, r1, -OFFSET     # what a frame OFFSET bytes deep writes
        li      r12, 1
        li      r5, 0
        brki    r14, 0x8
        .section .stack,"aw",@nobits
_stack_bottom:
        .space  256
_stack_top:
)";
    auto program = [&](int offset) {
        std::string s = body;
        s.replace(s.find("OFFSET"), 6, std::to_string(offset));
        write(dir / "stack.s", s);
        return program_point(dir / "stack.s", 2);
    };
    CHECK_NOTHROW(sim::run_point(program(4)));
    CHECK_NOTHROW(sim::run_point(program(256 - 64)));
    CHECK_THROWS_WITH(sim::run_point(program(256 - 60)), Contains("core 0 of") && Contains("overflowed its stack (256 bytes)"));
    CHECK_THROWS_WITH(sim::run_point(program(256)), Contains("overflowed its stack"));
}
