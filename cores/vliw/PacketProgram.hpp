// A program for the executable VLIW core (PacketCore.hpp): instruction
// packets of ops (PacketIsa.hpp), each op placed on a unit of a machine
// description and so of one op class (its latency). Written by hand in the
// assembly text below or built by a generator (schemes/fips), and checked
// against the description the same way either way (check_packets): every
// op on a unit whose kind runs its class, one op per unit per packet, the
// issue width, the groups' limits, the sides' register files and cross
// paths.
//
// The text, one packet per line (ops joined by ||, or a line starting with
// || continuing the packet above), C6000-like:
//
//   ; comment
//   .word_bits 16           memory words (and the loads' values), 1..32
//   .memory 4096            data memory, in words
//   .data 100 7 0x1f 3      words from address 100 on
//   .region inner           the packets below count their cycles to "inner"
//   loop: ldu.D1 A4, A10, 1 || mpy.M2 B5, B4, B6
//         [B0] b.S1 loop
//         nop 5             a packet of 5 empty cycles
//
// A register is its file's name and number (A4); a pair, hi:lo with lo
// even (A5:A4), holds one value of the file's pair_bits.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/PacketIsa.hpp"

namespace montsim::vliw {

// A register operand: a register's index in the machine's register list
// (the files in order), or a pair from its low register.
struct RegRef {
    uint16_t reg = 0;
    bool pair = false;
    bool used = false;
};

struct PacketOp {
    POp op = POp::Count;
    uint16_t unit = 0;  // index into MachineDescription::units
    std::string cls;    // its op class
    RegRef rd, ra, rb;  // rd: the destination (or the stored register for st/stu)
    RegRef kc;          // addc, adc, subc: the carry register
    int64_t imm = 0;
    uint32_t target = 0;  // b: the packet index it goes to
    RegRef pred;          // used: the op runs only if pred != 0 (pred_negated: == 0)
    bool pred_negated = false;
    uint32_t line = 0;  // source line (0 for a generated op)
    uint16_t tag = 0;   // index into PacketProgram::tags: what a generator counts it as (0: nothing)
};

struct Packet {
    uint32_t first = 0, count = 0;  // ops[first, first + count)
    uint32_t nop_cycles = 0;        // a `nop N` packet: no ops, N cycles
    uint16_t region = 0;            // index into PacketProgram::regions
    uint32_t line = 0;
};

struct PacketProgram {
    unsigned word_bits = 32;
    uint32_t memory_words = 0;
    std::vector<PacketOp> ops;
    std::vector<Packet> packets;
    std::vector<std::string> regions{"main"};
    std::vector<std::string> tags{""};  // op tags a generator counts by (Fan's memory-access kinds)
    std::vector<std::pair<uint32_t, std::vector<uint64_t>>> data;  // initial memory
    std::vector<std::pair<std::string, uint32_t>> labels;          // name, packet (for listings)
};

// The register index of file `file`'s register `number` (no check).
uint16_t register_index(const MachineDescription& m, size_t file, unsigned number);
// "A4", "A5:A4".
std::string register_name(const MachineDescription& m, RegRef r);
// "A4" or "A5:A4" on machine m; std::invalid_argument saying why not.
RegRef parse_register(const MachineDescription& m, const std::string& text);
// The file a register index is in.
size_t file_of(const MachineDescription& m, uint16_t reg);

// Assembles the text on machine `m`; std::invalid_argument "NAME:LINE:COL:
// what" for anything it cannot place or check.
PacketProgram assemble_packets(const MachineDescription& m, const std::string& text, const std::string& source_name);

// Checks a program against its machine (what assemble_packets checks,
// for a generated program); std::invalid_argument naming the packet, its
// line if it has one, and the rule broken.
void check_packets(const MachineDescription& m, const PacketProgram& p, const std::string& source_name);

// Appends packets one cycle at a time, all of region `region`: a cycle's
// ops (op), then end_cycle(); a run of empty cycles becomes one nop packet
// (finish() closes a trailing one). Straight into the program, for a
// generator of many thousands of ops.
class CycleAppender {
public:
    CycleAppender(PacketProgram& p, uint16_t region);
    void op(PacketOp o) { p_.ops.push_back(std::move(o)); }
    void end_cycle();
    void finish() { close_nop(); }

private:
    void close_nop();
    PacketProgram& p_;
    uint16_t region_;
    uint32_t first_;       // the current cycle's first op
    uint32_t empty_ = 0;   // empty cycles not yet written
};

// Appends one packet per cycle of `cycles` (its ops), a run of empty
// cycles as one nop packet, all of region `region` (the emitters' last step).
void append_cycles(PacketProgram& p, const std::vector<std::vector<PacketOp>>& cycles, uint16_t region);

// One op as the listing writes it ("[B0] add.L1 A3, A4, A5"); `target`
// names a branch's target.
std::string packet_op_text(const MachineDescription& m, const PacketOp& op, const std::string& target);

// The program as assembly text that assembles back to it.
std::string packet_listing(const MachineDescription& m, const PacketProgram& p);

}  // namespace montsim::vliw
