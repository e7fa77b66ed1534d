// montsim exec's engine end to end: an ELF with Linux write and exit calls
// runs on the SystemC core.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/toolchain/Elf.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Runner.hpp"
#include "cores/mb/toolchain/Tools.hpp"

using namespace montsim;

namespace {

// Position-independent: finds its message from its own pc, so it runs
// wherever it is loaded.
const char* kHello = R"(
        .text
_start: mfs     r6, rpc
        addik   r6, r6, msg - _start
        li      r12, 4          # write(1, msg, 3)
        li      r5, 1
        li      r7, 3
        brki    r14, 0x8
        li      r12, 1          # exit(5)
        li      r5, 5
        brki    r14, 0x8
msg:    .ascii  "hi\n"
)";

mb::Program via_elf_file(const mb::Program& p, const std::string& name) {
    const auto path = std::filesystem::temp_directory_path() / name;
    const std::vector<uint8_t> bytes = mb::write_elf(p);
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
    mb::Program loaded = mb::load_program_file(path.string());
    std::filesystem::remove(path);
    return loaded;
}

}  // namespace

TEST_CASE("an ELF executable's write and exit system calls reach stdout and the exit status", "[exec][elf]") {
    const mb::Program elf = via_elf_file(mb::assemble(kHello, "hello.s").program, "montsim_test_hello.elf");
    std::ostringstream out;
    const mb::ExecOutcome o = mb::exec_program(elf, sim::default_config(), out);
    CHECK(out.str() == "hi\n");
    CHECK(o.exit_status == 5);
    CHECK(o.instructions == 9);
    // 7 one-cycle instructions, 2 system calls charged as taken branches (3)
    CHECK(o.cycles == 7 + 2 * 3);
}

TEST_CASE("an ELF linked high, like a Linux executable, gets its memory window moved there", "[exec][elf]") {
    mb::Program p = mb::assemble(kHello, "hello.s").program;
    for (auto& seg : p.segments) seg.addr += 0x10000000u;
    p.entry += 0x10000000u;
    const mb::Program elf = via_elf_file(p, "montsim_test_hello_high.elf");
    std::ostringstream out;
    const mb::ExecOutcome o = mb::exec_program(elf, sim::default_config(), out);
    CHECK(out.str() == "hi\n");
    CHECK(o.exit_status == 5);
}

TEST_CASE("a program that never halts stops at the cycle limit with an error", "[exec]") {
    sim::Config cfg = sim::default_config();
    cfg.set("run.cycle_limit", int64_t(1000));
    std::ostringstream out;
    const mb::Program loop = mb::assemble("_start: addik r3, r3, 1\n bri _start\n", "loop.s").program;
    CHECK_THROWS_WITH(mb::exec_program(loop, cfg, out), Catch::Contains("run.cycle_limit = 1000"));
}

TEST_CASE("a timing override up to 255 cycles is charged as given", "[exec][timing]") {
    // Ten ALU instructions, then the halting store with its imm prefix: 10 * alu + 2 cycles.
    std::string src = "_start:\n";
    for (int i = 0; i < 10; ++i) src += "        addik r3, r3, 1\n";
    src += "        swi r0, r0, 0xFFFF0010\n";
    const mb::Program p = mb::assemble(src, "alu.s").program;
    for (int64_t alu : {1, 7, 200, 255}) {
        sim::Config cfg = sim::default_config();
        cfg.set("timing.alu", alu);
        std::ostringstream out;
        CHECK(mb::exec_program(p, cfg, out).cycles == uint64_t(10 * alu + 2));
    }
}
