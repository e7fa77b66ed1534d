// The executable VLIW core on the shipped descriptions: what the ops
// compute, when their results land (exposed and interlocked), branches with
// delay slots (several in flight), nop, the statistics adding up, and the
// assembler's and the checker's refusals with line and column.
#include <catch2/catch.hpp>

#include <random>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketCore.hpp"
#include "cores/vliw/PacketProgram.hpp"

using namespace montsim::vliw;

namespace {

const MachineDescription& machine(const char* name) {
    static const MachineDescription c62x =
        load_machine(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/c62x.toml");
    static const MachineDescription ts201 =
        load_machine(std::string(MONTSIM_SOURCE_DIR) + "/configs/machines/ts201.toml");
    return std::string(name) == "c62x" ? c62x : ts201;
}

PacketCore run(const char* m, const std::string& text) {
    PacketCore core(machine(m), assemble_packets(machine(m), text, "t.s"), "t.s");
    core.run(100000);
    return core;
}

uint64_t reg(const PacketCore& core, const std::string& name) {
    return core.get_register(parse_register(core.machine(), name));
}

void adds_up(const PacketStats& s) {
    CHECK(s.cycles == s.packets + s.nop_cycles + s.stall_cycles + s.branch_wait_cycles + s.drain_cycles);
    uint64_t regions = 0;
    for (uint64_t c : s.region_cycles) regions += c;
    CHECK(regions == s.cycles);
}

}  // namespace

TEST_CASE("packet core: the ops compute, results cut to their register's width", "[vliw][packet]") {
    const PacketCore core = run("c62x", R"(
        .word_bits 16
        .data 10 65535 65535 7
        movi.S1 A4, 10
        ld.D1 A5, A4, 0 || ld.D2 B5, A4, 1
        nop 4
        mpy.M1 A6, A5, B5          ; 0xffff * 0xffff, through the cross path
        nop 1
        addl.L1 A9:A8, A6, A6      ; 2 (W-1)^2 needs 33 bits: a 40-bit pair keeps it
        add.L2 B8, B5, B5          ; 0x1fffe in a 32-bit register
        shr.S1 A10, A6, 16 || andi.S2 B9, B5, 255 || sub.L1 A11, A4, A4
        subi.D1 A12, A4, 11        ; wraps to 2^32 - 1
    )");
    CHECK(reg(core, "A6") == 0xfffe0001u);
    CHECK(reg(core, "A9:A8") == 2ull * 0xfffe0001u);
    CHECK(reg(core, "B8") == 0x1fffe);
    CHECK(reg(core, "A10") == 0xfffe);
    CHECK(reg(core, "B9") == 255);
    CHECK(reg(core, "A11") == 0);
    CHECK(reg(core, "A12") == 0xffffffffu);
    adds_up(core.stats());
}

TEST_CASE("packet core: exposed latencies read the old value, stores land, the drain counts", "[vliw][packet]") {
    // A load has latency 5 on the C62x: reads in the four cycles after it see the old value.
    const PacketCore core = run("c62x", R"(
        .word_bits 16
        .data 0 42
        movi.S1 A5, 1
        ld.D1 A5, A4, 0
        mov.L1 A6, A5
        nop 3
        mov.L1 A7, A5
        st.D1 A5, A4, 3
        ld.D1 A8, A4, 3
    )");
    CHECK(reg(core, "A6") == 1);   // before the load lands
    CHECK(reg(core, "A7") == 42);  // five cycles after it
    CHECK(core.read_memory(3) == 42);
    CHECK(reg(core, "A8") == 42);  // the store landed a cycle after it issued
    const PacketStats& s = core.stats();
    CHECK(s.packets == 6);
    CHECK(s.nop_cycles == 3);
    CHECK(s.drain_cycles == 4);  // the last load lands 5 cycles after its issue
    CHECK(s.cycles == 13);
    adds_up(s);
}

TEST_CASE("packet core: an interlocked machine stalls until its operands land", "[vliw][packet]") {
    // TS201: loads 2, compute 2; a use right after its producer waits a cycle.
    const PacketCore core = run("ts201", R"(
        .data 4 9 5
        movi.J J1, 4
        ld.J XR0, J1, 0 || ld.K XR1, J1, 1
        mpy.XMUL XR3:XR2, XR0, XR1
        add.XALU XR4, XR2, XR2
    )");
    CHECK(reg(core, "XR3:XR2") == 45);
    CHECK(reg(core, "XR4") == 90);
    const PacketStats& s = core.stats();
    CHECK(s.stall_cycles == 2);  // one for the loads (latency 2), one for the product (J1's IALU add: 1)
    CHECK(s.packets == 4);
    adds_up(s);
}

TEST_CASE("packet core: branches take effect after their delay slots, several in flight", "[vliw][packet]") {
    // A C62x loop with its branch's five delay slots filled by the body: 4
    // iterations of a counter, the kernel a single packet issued each cycle.
    const PacketCore core = run("c62x", R"(
        movi.S1 A1, 3
        movi.S2 B1, 0
        nop 1
    loop:
        [A1] b.S1 loop || [A1] subi.L1 A1, A1, 1 || addi.L2 B1, B1, 1
        nop 5
    )");
    // Each pass issues the branch, then 5 nop cycles, the branch lands on loop.
    CHECK(reg(core, "B1") == 4);
    CHECK(core.stats().branches_taken == 3);
    adds_up(core.stats());

    // Without its delay slots filled, the program runs past its end and
    // waits for the branch.
    const PacketCore w = run("c62x", R"(
        movi.S1 A1, 5
        nop 1
    loop:
        [A1] b.S1 loop || [A1] subi.L1 A1, A1, 1 || addi.L2 B1, B1, 1
    )");
    CHECK(reg(w, "B1") == 6);
    CHECK(w.stats().branches_taken == 5);
    CHECK(w.stats().branch_wait_cycles == 25);
    adds_up(w.stats());

    // Branches overlapping: a one-packet kernel (II 1, below the branch's
    // latency 6) issues a branch every cycle, each landing five packets
    // later; six branches before it fill the pipe. It issues at cycles
    // 8..21: the prologue's six, then one per iteration while A1 > 0.
    const PacketCore k = run("c62x", R"(
        movi.S1 A1, 8
        nop 1
        b.S1 loop
        b.S1 loop
        b.S1 loop
        b.S1 loop
        b.S1 loop
        b.S1 loop
    loop:
        [A1] b.S1 loop || [A1] subi.L1 A1, A1, 1 || addi.L2 B1, B1, 1
    )");
    CHECK(reg(k, "B1") == 14);
    CHECK(k.stats().branches_taken == 14);
    CHECK(k.stats().branch_wait_cycles == 0);
    CHECK(k.stats().cycles == 22);
    adds_up(k.stats());
}

TEST_CASE("packet core: a branch ends a multi-cycle nop", "[vliw][packet]") {
    const PacketCore core = run("c62x", R"(
        b.S1 there
        nop 9
        movi.S1 A3, 1
    there:
        movi.S1 A4, 1
    )");
    CHECK(reg(core, "A3") == 0);
    CHECK(reg(core, "A4") == 1);
    CHECK(core.stats().nop_cycles == 5);
    adds_up(core.stats());
}

TEST_CASE("packet core: the description's rules are checked, errors name line and column", "[vliw][packet]") {
    const MachineDescription& c = machine("c62x");
    auto refused = [&](const std::string& text, const std::string& what) {
        CAPTURE(text);
        CHECK_THROWS_WITH(assemble_packets(c, text, "t.s"), Catch::Contains(what));
    };
    refused("add.L1 A1, A2, A3 || add.L1 A4, A5, A6", "two ops on unit L1");
    refused("mpy.L1 A1, A2, A3", "no class of c62x runs mpy on unit L1");
    refused("  frob.L1 A1, A2, A3", "t.s:1:3: unknown operation 'frob'");
    refused("add.L1 A1, A2, Q3", "'Q3' is not a register");
    refused("add.L1 A16, A2, A3", "file A has A0..A15");
    refused("add.L1 B1, A2, A3", "writes B1, on side B");
    refused("add.L1 A1, B2, B3", "reads 2 operands from the other side");
    refused("add.L1 A1, A2, B3 || add.S1 A4, A5, B6", "cross path");
    refused("addl.L1 A9:A7, A2, A3", "a pair is an odd register");
    refused("b.S1 nowhere", "t.s:1:1: b to nowhere, which no line labels");
    refused("add.L1 A1, A2", "add takes 3 operands, not 2");
    refused("|| add.L1 A1, A2, A3", "continues no packet");
    refused(".memory 0", "must be an integer in 1..");
    refused("shr.S1 A1, A2, 64", "shr shifts by 0..63 bits");
    refused("\n\nadd.L1 A1, A2, A3 ||", "t.s:3:");
    // The TigerSHARC's compute block X takes two ops per line.
    CHECK_THROWS_WITH(assemble_packets(machine("ts201"),
                                       "add.XALU XR1, XR2, XR3 || mpy.XMUL XR5:XR4, XR2, XR3 || shr.XSHIFT XR6, XR2, 1",
                                       "t.s"),
                      Catch::Contains("3 ops in group X"));
    // A fault at run time names the packet and its line.
    PacketCore core(c, assemble_packets(c, ".memory 16\nmovi.S1 A4, 99\nnop 1\nld.D1 A5, A4, 0", "t.s"), "t.s");
    CHECK_THROWS_WITH(core.run(), Catch::Contains("t.s:4: packet 2") && Catch::Contains("outside the memory"));
    PacketCore twice(c, assemble_packets(c, "mpy.M1 A4, A1, A2\nadd.L1 A4, A1, A2", "t.s"), "t.s");
    CHECK_THROWS_WITH(twice.run(), "t.s:2: packet 1, cycle 1: add.L1 A4, A1, A2: its write to A4 lands in cycle 2, "
                                   "as does the write by mpy.M1 A4, A1, A2 issued in cycle 0 (a register cannot be "
                                   "written twice in one cycle)");
}

TEST_CASE("packet core: early_reads_fault makes a read in flight a scheduling error", "[vliw][packet]") {
    // The C62x reads the old A4 in cycle 1 (the mpy lands in 2); the same
    // machine with early_reads_fault stops there, naming both ops.
    const std::string text = "movi.S1 A1, 3 || movi.S2 B1, 5\nmpy.M1 A4, A1, A1\nadd.L1 A5, A4, A1\nnop 2";
    MachineDescription c = machine("c62x");
    PacketCore old_value(c, assemble_packets(c, text, "t.s"), "t.s");
    old_value.run();
    CHECK(old_value.get_register(parse_register(c, "A5")) == 3);
    CHECK(old_value.get_register(parse_register(c, "A4")) == 9);
    c.early_reads_fault = true;
    PacketCore strict(c, assemble_packets(c, text, "t.s"), "t.s");
    try {
        strict.run();
        FAIL("no fault");
    } catch (const PacketFault& f) {
        CHECK(std::string(f.what()) ==
              "t.s:3: packet 2, cycle 2: add.L1 A5, A4, A1 reads A4 while the write to it by mpy.M1 A4, A1, A1 "
              "issued in cycle 1 lands only in cycle 3 (early_reads_fault: on this machine a read in flight is a "
              "scheduling error)");
        CHECK(f.kind == PacketFault::Kind::EarlyRead);
        CHECK(f.cycle == 2);
        CHECK(f.op == 3);
        CHECK(f.other_op == 2);
        CHECK(f.other_issued == 1);
        CHECK(f.lands == 3);
        CHECK(f.reg == parse_register(c, "A4").reg);
    }
    // Read once it has landed: no fault.
    PacketCore later(c, assemble_packets(c, "movi.S1 A1, 3\nmpy.M1 A4, A1, A1\nnop 1\nadd.L1 A5, A4, A1", "t.s"),
                     "t.s");
    later.run();
    CHECK(later.get_register(parse_register(c, "A5")) == 12);
    // The loader takes the key, and refuses it with interlocked = true.
    const std::string head = "[machine]\nname = \"x\"\nsummary = \"x\"\nsource = \"x\"\nissue_width = 1\n";
    const std::string rest = "[[unit]]\nname = \"U\"\nkind = \"U\"\n[class.ADD]\nkinds = [\"U\"]\nlatency = 1\n"
                             "source = \"x\"\n";
    CHECK(parse_machine(head + "early_reads_fault = true\n" + rest, "m.toml").early_reads_fault);
    CHECK_THROWS_WITH(parse_machine(head + rest + "[[unit]]\nname = \"V\"\nkind = \"U\"\nside = \"S\"\n"
                                           "[[registers]]\nname = \"R\"\ncount = 4\nbits = 32\nsource = \"x\"\n",
                                    "m.toml"),
                      "m.toml:13: unit V: side S has no [[registers]] file, so its ops could write nowhere");
    CHECK_THROWS_WITH(parse_machine(head + "interlocked = true\nearly_reads_fault = true\n" + rest, "m.toml"),
                      "m.toml:7: [machine]: early_reads_fault is for an exposed pipeline; an interlocked one waits "
                      "for the write");
}

TEST_CASE("packet core: a listing assembles back to the same run", "[vliw][packet]") {
    const std::string text = R"(
        .word_bits 16
        .data 0 3 4 5 6
        .region setup
        movi.S1 A1, 3 || movi.S2 B4, 0
        nop 1
        .region loop
    top:
        [A1] b.S1 top || ldu.D2 B5, B4, 1 || [A1] subi.L1 A1, A1, 1
        nop 4
        add.L2 B6, B6, B5
    )";
    const MachineDescription& c = machine("c62x");
    const PacketProgram p = assemble_packets(c, text, "t.s");
    const std::string listing = packet_listing(c, p);
    PacketCore a(c, p), b(c, assemble_packets(c, listing, "listing.s"));
    a.run(), b.run();
    CHECK(packet_listing(c, b.program()) == listing);
    CHECK(a.stats().cycles == b.stats().cycles);
    CHECK(a.stats().region_cycles == b.stats().region_cycles);
    CHECK(reg(a, "B6") == 3 + 4 + 5 + 6);
    CHECK(reg(b, "B6") == reg(a, "B6"));
    adds_up(a.stats());
}
