// The VLIW shared-memory multicore prototype of Fan, Sakiyama and
// Verbauwhede (SiPS 2007): the program format shared by the machine
// (cores/vliw) and the schedulers that produce programs (schemes/fan).
//
// p cores run in lock-step; every cycle each core issues the operation in its
// slot of the current bundle. The operations are the slides' table:
//   Nop
//   Load  Ri, #Addr     Ri <- mem[Addr]
//   Store Ri, #Addr     mem[Addr] <- Ri
//   Mul   Ri, Rj, Rk    R(i+1):Ri <- Rj * Rk   (the double-width product)
//   Add   Ri, Rj, Rk    Ca:Ri <- Rj + Rk       (Ca: the core's carry flag)
//   Adc   Ri, Rj, Rk    Ca:Ri <- Rj + Rk + Ca
//   Sub   Ri, Rj, Rk    Ri <- Rj - Rk, Ca <- borrow (1 if Rj < Rk)
// Registers and memory words are w bits (w = 16 as the paper, or 32). There
// is no control flow: a program is straight-line code, fully unrolled by its
// generator, and the machine stops after the last bundle.
//
// Timing (exposed pipeline, no interlocks): an operation issued in cycle t
// reads its source registers (and Ca) in cycle t and its results become
// visible at t + latency (VliwLatency). Reading a register, or the carry,
// whose write is still in flight is a scheduling error the machine reports.
// The data memory is shared and single-ported: at most one Load or Store per
// bundle over all cores (more is a structural hazard, rejected). A Store in
// cycle t is visible to a Load issued at t + store latency or later.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace montsim::vliw {

enum class VOp : uint8_t { Nop, Load, Store, Mul, Add, Adc, Sub };

std::string_view vop_name(VOp op);

// Why a Load or Store is there; the machine counts each kind separately, as
// the slides' memory-access table does.
enum class MemKind : uint8_t {
    None,
    Operand,   // N_load-opr: a word of X, Y or M (or M') loaded from its home
    Transfer,  // N_load-tr / N_store-tr: intermediate data between cores or iterations
    Spill,     // N_load-tr / N_store-tr (the slides' *): intermediate data that did not fit the registers
    Constant,  // M' (and zero), loaded once per core; counted apart from the slides' N_load-opr
    Result,    // the final result written back for the host; not in the slides' N_total
};

std::string_view mem_kind_name(MemKind k);

struct Slot {
    VOp op = VOp::Nop;
    uint8_t ri = 0, rj = 0, rk = 0;  // register numbers (< registers)
    uint32_t addr = 0;               // word address, Load and Store
    MemKind kind = MemKind::None;    // Load and Store
};

struct VliwLatency {
    uint32_t load = 1;   // cycles until the loaded word is in Ri
    uint32_t store = 1;  // cycles until a Load sees the stored word
    uint32_t mul = 2;    // cycles until R(i+1):Ri hold the product
    uint32_t add = 1;    // Add, Adc, Sub: until Ri and Ca are written
};

// Cycles from issue until an operation's results land (0 for Nop): the one
// place that maps an operation to its entry of the latency table.
uint32_t latency_of(VOp op, const VliwLatency& lat);

struct VliwProgram {
    unsigned cores = 1;
    unsigned word_bits = 16;  // w
    unsigned registers = 16;  // S_rf, per core
    uint32_t memory_words = 0;
    std::vector<Slot> slots;  // bundle b, core c at slots[b * cores + c]

    size_t bundles() const { return cores ? slots.size() / cores : 0; }
    Slot& at(size_t bundle, unsigned core) { return slots[bundle * cores + core]; }
    const Slot& at(size_t bundle, unsigned core) const { return slots[bundle * cores + core]; }
};

// "Mul R3, R4, R5" etc., for listings and error messages.
std::string to_string(const Slot& slot);

}  // namespace montsim::vliw
