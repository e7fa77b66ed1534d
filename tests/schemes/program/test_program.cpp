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
#include "sim/InputDigest.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"
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
params = ["s = s", "a[s] = A", "t[s + 1]", "b[s] = B", "n[s] = N"]
[links]
3 = "(id + 1) % p"
)");
    const schemes::ProgramDescription d = schemes::read_description((dir / "ok.toml").string());
    CHECK(d.program == (dir / "x.c").string());
    CHECK(d.computes == schemes::Computes::Montgomery);
    REQUIRE(d.params.size() == 5);
    CHECK(d.params[1].array);
    CHECK(d.params[1].init == "A");
    CHECK(d.params[2].offset == 8);
    CHECK(d.links.at(3) == "(id + 1) % p");
    write(dir / "modexp.toml", "program = \"m.c\"\ncomputes = \"modexp\"\nresult = \"x\"\n"
                               "params = [\"e[s] = E\", \"r2[s] = R2\", \"x[s]\", \"a[s] = A\", \"n[s] = N\"]\n");
    const schemes::ProgramDescription m = schemes::read_description((dir / "modexp.toml").string());
    CHECK(m.computes == schemes::Computes::Modexp);
    CHECK(m.params[1].init == "R2");
    CHECK_THAT(schemes::c_header(d), Contains("uint32_t s;") && Contains("uint32_t *a;") &&
                                         Contains("struct montsim_params params;"));
    CHECK_THAT(schemes::asm_equates(d), Contains(".equ    PARAMS_T, 8") && Contains("PARAMS_SIZE, 20"));

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
    // The check's operands must reach the program: zeros in its memory
    // would fail it with a list of wrong words, not the cause.
    fails("program = \"x.c\"\ncomputes = \"montgomery\"\nresult = \"t\"\nparams = [\"a[s] = A\", \"t[s]\"]\n",
          "bad.toml:2: computes = \"montgomery\" is checked against operands the program is not given: no params "
          "array takes B, N");
    fails("program = \"x.c\"\ncomputes = \"modexp\"\nresult = \"x\"\nparams = [\"a[s] = A\", \"n[s] = N\", \"x[s]\"]\n",
          "no params array takes E");
    // What is computed from numbers alone is checked when the description is read.
    fails("program = \"x.c\"\nparams = [\"v = 1 / 0\"]\n", "column 3: division by zero");
    fails("program = \"x.c\"\nparams = [\"v = 1099511627776 * 1099511627776\"]\n", "does not fit 64 bits");
    fails("program = \"x.c\"\nparams = [\"v = 1\"]\n[links]\n2 = \"" + std::string(300, '-') + "1\"\n",
          "nested more than 256 deep");
    // A folder is no description.
    CHECK_THROWS_WITH(schemes::read_description(dir.string()), Contains("is a folder"));
}

TEST_CASE("program expressions: checked arithmetic, no wrap, no SIGFPE, no deep recursion", "[program]") {
    const schemes::ExprNames n = {{"s", 32}, {"p", 4}, {"id", 0}};
    const std::string min64 = "-1099511627776 * 8388608";  // -2^63, the one value whose negation does not fit
    CHECK(schemes::evaluate_expr(min64 + " / 1", n, "x") == INT64_MIN);
    CHECK_THROWS_WITH(schemes::evaluate_expr(min64 + " / -1", n, "x"), Contains("does not fit 64 bits"));
    CHECK_THROWS_WITH(schemes::evaluate_expr(min64 + " % (id - 1)", n, "x"), Contains("does not fit 64 bits"));
    CHECK_THROWS_WITH(schemes::evaluate_expr("-(" + min64 + ")", n, "x"), Contains("does not fit 64 bits"));
    CHECK_THROWS_WITH(schemes::evaluate_expr(min64 + " - 1", n, "x"), Contains("does not fit 64 bits"));
    CHECK_THROWS_WITH(schemes::evaluate_expr("1099511627776 * 1099511627776 * s", n, "x"),
                      Contains("column 15") && Contains("does not fit 64 bits"));
    CHECK_THROWS_WITH(schemes::evaluate_expr("1099511627776 * 8388608", n, "x"), Contains("does not fit 64 bits"));
    // 256 levels are fine; 20,000 are refused with a message, not SIGSEGV.
    CHECK(schemes::evaluate_expr(std::string(255, '(') + "s" + std::string(255, ')'), n, "x") == 32);
    for (const std::string& deep : {std::string(20000, '(') + "1" + std::string(20000, ')'),
                                   std::string(20000, '-') + "1", "min(" + std::string(20000, '+') + "1, 2)"}) {
        CHECK_THROWS_WITH(schemes::evaluate_expr(deep, n, "x"), Contains("nested more than 256 deep"));
        CHECK_THROWS_WITH(schemes::check_expr(deep, n, "x"), Contains("nested more than 256 deep"));
    }
    // A long expression's message shows the part around the column.
    try {
        schemes::evaluate_expr(std::string(1000, '1') + " +", n, "x");
        FAIL("a number of 1,000 digits was taken");
    } catch (const std::invalid_argument& e) {
        CHECK(std::string(e.what()).size() < 200);
    }
    // check_expr judges the constant parts, and leaves the names' values alone.
    CHECK_THROWS_WITH(schemes::check_expr("s + 4 % 0", schemes::expr_names(), "x"), Contains("division by zero"));
    CHECK_NOTHROW(schemes::check_expr("s % (p - 1) + 1099511627776 * s", schemes::expr_names(), "x"));
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

TEST_CASE("a stack that overflowed is named when the run itself fails", "[program]") {
    // The overflow is the cause; what stops the core (here an illegal
    // instruction, as when a C program's stack runs into its code) is not.
    const fs::path dir = scratch("stack-fails");
    write(dir / "stack.s", R"(
        .text
_start: la      r1, r0, _stack_top
        swi     r0, r1, -256        # a frame deeper than the stack
        .word   0x48000000          # idiv: not in montsim's subset
        .section .stack,"aw",@nobits
_stack_bottom:
        .space  256
_stack_top:
)");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "stack.s", 3)),
                      Contains("illegal instruction") && Contains("core 0 of") &&
                          Contains("overflowed its stack (256 bytes) (so did core 1, 2)") &&
                          Contains("give it more"));
}

TEST_CASE("a program's exit status counts whole (256 is a failure), and every failed core is named", "[program]") {
    const fs::path dir = scratch("status");
    // Core id + 1 times 256: no core's low 8 bits are set.
    write(dir / "status.s", R"(
        .equ    COREID, 0xFFFF0008
        .text
_start: lwi     r5, r0, COREID
        addik   r5, r5, 1
        bslli   r5, r5, 8
        li      r12, 1
        brki    r14, 0x8
)");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "status.s", 1)),
                      Contains("core 0 of") && Contains("exited with status 256"));
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "status.s", 3)),
                      Contains("core 0 of") &&
                          Contains("exited with status 256, and 2 more: core 1 with 512, core 2 with 768"));
}

TEST_CASE("a description's value must fit the 32-bit word it is written to", "[program]") {
    const fs::path dir = scratch("width");
    write(dir / "ring_sum.s", kRingSum);
    write(dir / "wide.toml", "program = \"ring_sum.s\"\nparams = [\"base = 4294967296 + 7\", \"expect = 0\"]\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "wide.toml", 2)),
                      Contains("params base = \"4294967296 + 7\" is 4294967303 on core 0, which does not fit its "
                               "32-bit word (-2147483648..4294967295)"));
    // The ends of the range are words.
    write(dir / "ends.toml", "program = \"ring_sum.s\"\nparams = [\"base = -2147483648\", \"expect = 4294967295\"]\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "ends.toml", 1)), Contains("exited with status"));
    // An array whose size wraps past 64 bits is refused, not made small.
    write(dir / "array.toml",
          "program = \"ring_sum.s\"\nparams = [\"base = 0\", \"expect = 0\", \"x[s * 1099511627776 * 8388608]\"]\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "array.toml", 1)), Contains("does not fit 64 bits"));
}

TEST_CASE("a folder named as a program or a description says so", "[program]") {
    const fs::path dir = scratch("folder");
    fs::create_directories(dir / "prog.s");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "prog.s", 1)), Contains("is a folder"));
    write(dir / "d.toml", "program = \"prog.s\"\n");
    CHECK_THROWS_WITH(sim::run_point(program_point(dir / "d.toml", 1)), Contains("is a folder"));
}

TEST_CASE("the program scheme's inputs: the description, the program and the image made from them", "[program]") {
    const fs::path dir = scratch("inputs");
    write(dir / "ring_sum.s", kRingSum);
    write(dir / "ring_sum.toml", kRingSumToml);
    const sim::Config c = program_point(dir / "ring_sum.toml", 2);
    const sim::InputDigests before = sim::point_inputs(c);
    REQUIRE(before.size() == 3);
    CHECK(before[0].what == (dir / "ring_sum.toml").string());
    CHECK(before[1].what == (dir / "ring_sum.s").string());
    CHECK_THAT(before[2].what, Contains("the program built from"));
    CHECK(sim::point_inputs(c) == before);
    // A change to the program changes its file's digest and the image's.
    write(dir / "ring_sum.s", std::string(kRingSum) + "        nop\n");
    const sim::InputDigests after = sim::point_inputs(c);
    CHECK(after[0] == before[0]);
    CHECK(after[1] != before[1]);
    CHECK(after[2] != before[2]);
    CHECK_THAT(sim::changed_inputs(before, after), Contains("ring_sum.s changed") && !Contains("toml changed"));
    // A built-in kernel has none.
    sim::Config sos = sim::default_config();
    sos.set("scheme.name", std::string("sos"));
    CHECK(sim::point_inputs(sos).empty());
}

TEST_CASE("the operands a user's program takes: those its description's arrays start as", "[program]") {
    const fs::path dir = scratch("operands");
    write(dir / "ring_sum.s", kRingSum);
    write(dir / "none.toml", kRingSumToml);
    write(dir / "ab.toml", "program = \"ring_sum.s\"\nparams = [\"a[s] = A\", \"b[s] = B\", \"r[s] = R2\"]\n");
    const sim::Scheme& program = sim::find_scheme("program");
    REQUIRE(program.operands_taken);
    CHECK(program.operands_taken(program_point(dir / "none.toml", 1)).empty());
    CHECK(program.operands_taken(program_point(dir / "ab.toml", 1)) ==
          std::vector<std::string>{"scheme.a", "scheme.b", "scheme.n"});
    CHECK(program.operands_taken(program_point(dir / "ring_sum.s", 1)).empty());
}
