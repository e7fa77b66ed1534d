// Radix-2^w Montgomery multiplication on the VLIW shared-memory multicore of
// Fan, Sakiyama and Verbauwhede (SiPS 2007), as straight-line VliwPrograms:
// the sequential baseline (p = 1), scheduling method-I (each core one
// iteration of the outer loop, Z passed through memory) and method-II (all
// cores share each iteration, each holds s/p words; T and one word per core
// boundary pass through memory). build_fan generates each core's operations
// on virtual values, allocates S_rf registers per core (furthest next use,
// clean values first), and list-schedules all cores into bundles under the
// exposed-pipeline timing and the single memory port (schemes/fan/README.md).
//
// The program computes Z = X*Y*R^-1 mod M, R = 2^(w*s), without the final
// subtraction: Z < 2M and Z = X*Y*R^-1 (mod M); Z has s + 1 words in the
// result area (the top word is 0 or 1).
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "sim/NameTable.hpp"
#include "cores/vliw/VliwProgram.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes::fan {

enum class FanMethod { Single, MethodI, MethodII };

// scheme.method's values, the default first.
inline constexpr Named<FanMethod> kFanMethodNames[] = {
    {"method-II", FanMethod::MethodII}, {"method-I", FanMethod::MethodI}, {"single", FanMethod::Single}};

inline std::string method_name(FanMethod m) { return std::string(name_of(kFanMethodNames, m)); }

// The scheme's registry entry (scheme.name = "fan"): FanDescriptor.cpp.
sim::Scheme fan_scheme();

struct FanParams {
    unsigned s = 16;          // words per operand
    unsigned word_bits = 16;  // w: 16 (the paper) or 32
    unsigned cores = 1;       // p
    unsigned registers = 16;  // S_rf, per core
    FanMethod method = FanMethod::Single;
    vliw::VliwLatency latency{};
};

// The smallest S_rf the register allocator can work with: an Add needs its
// two sources in registers at once, a Mul its aligned pair R(i), R(i+1)
// (which may overwrite its own sources, read at issue). Everything else is
// loaded when needed and spilled when evicted.
constexpr unsigned kMinRegisters = 2;
constexpr unsigned kMaxRegisters = 256;  // Slot register numbers are 8 bits
constexpr unsigned kMaxCores = 64;

// Throws std::invalid_argument with a message naming the parameter: s >= 1,
// w in {16, 32}, p in 1..64, Single needs p = 1, method-II needs p | s,
// S_rf in kMinRegisters..kMaxRegisters, every latency >= 1.
void validate(const FanParams& params);

// Word addresses of the program's data in the shared memory.
struct FanLayout {
    uint32_t x = 0, y = 0, m = 0;  // s words each, least significant first
    uint32_t mprime = 0;           // M' = -M^-1 mod 2^w
    uint32_t zero = 0;             // the constant 0
    uint32_t result = 0;           // s + 1 words: Z
    uint32_t transfer = 0;         // intermediate words between cores/iterations
    uint32_t transfer_words = 0;
    uint32_t spill = 0;  // registers spilled by the allocator (one slot per spilled value)
    uint32_t spill_words = 0;
    uint32_t words = 0;  // total = program.memory_words
};

struct FanBuild {
    FanParams params;
    vliw::VliwProgram program;
    FanLayout layout;
};

// Throws std::invalid_argument (validate) for bad parameters.
FanBuild build_fan(const FanParams& params);

// (address, word) pairs to write before running: X, Y, M, M', zero. Throws
// std::invalid_argument unless M is odd and below 2^(w*s) and X, Y < M.
std::vector<std::pair<uint32_t, uint32_t>> initial_memory(const FanBuild& build, const BigInt& x, const BigInt& y,
                                                          const BigInt& m);

// Z from the result area (s + 1 words).
BigInt read_result(const FanBuild& build, const std::function<uint32_t(uint32_t addr)>& read_word);

// The memory accesses of a program by the slides' categories, from the
// slots' MemKinds (Transfer and Spill both count as _tr).
struct FanCounts {
    uint64_t load_opr = 0;      // N_load-opr: X, Y, M words
    uint64_t load_tr = 0;       // N_load-tr: Transfer + Spill loads
    uint64_t store_tr = 0;      // N_store-tr: Transfer + Spill stores
    uint64_t load_const = 0;    // M' and zero (not in the slides)
    uint64_t store_result = 0;  // the s + 1 result words (not in the slides)
    uint64_t total() const { return load_opr + load_tr + store_tr; }  // the slides' N_total
};
FanCounts count_accesses(const vliw::VliwProgram& program);

// The slides' memory-access table: the row whose S_rf range holds
// params.registers (N_total = load_opr + load_tr + store_tr).
struct FanFormula {
    std::string regime;  // e.g. "2s < S_rf <= 3s"
    uint64_t load_opr = 0, load_tr = 0, store_tr = 0;
};
FanFormula slides_formula(const FanParams& params);

// A plain C++ run of the program with the machine's timing: cycle t first
// lands the writes due at t (registers, carry, memory), then issues bundle t
// reading its operands as of t; writes land at issue + latency; after the
// last bundle every write in flight lands. Throws std::runtime_error on a
// read of a register or carry whose write is in flight, on two writes landing
// on one register in one cycle, on two memory operations in one bundle and
// on an address outside `memory`. Returns the final memory.
std::vector<uint32_t> interpret(const vliw::VliwProgram& program, const vliw::VliwLatency& latency,
                                std::vector<uint32_t> memory);

// An independent check of a schedule, derived from the program alone: every
// problem found, empty if none. Checks register numbers (and Mul's R(i+1)),
// reads of a register or the carry while a write to it is in flight, two
// writes landing on one register in one cycle, at most one memory operation
// per bundle, and for memory: each address written by a Store of the program
// is written once, and every Load of such an address issues at or after that
// Store's issue + store latency.
std::vector<std::string> check_schedule(const vliw::VliwProgram& program, const vliw::VliwLatency& latency);

}  // namespace montsim::schemes::fan
