// What every scheme descriptor does with a program and a core's memory:
// find its labels, write operand words, read result words.
#pragma once

#include <string>
#include <vector>

#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "schemes/common/MontgomeryRef.hpp"

namespace montsim::schemes {

// The address of a label the descriptor relies on; std::logic_error if the
// program lacks it (a bug in the scheme, not in the user's input).
uint32_t symbol_or_throw(const mb::Program& program, const std::string& name);

// A scheme's data laid out after its program: arrays of 32-bit words one
// after another from the first 16-byte boundary past the program's end.
class DataArena {
public:
    explicit DataArena(const mb::Program& program) : at_((program.end_address() + 15) & ~15u) {}
    // The address of the next `words` words.
    uint32_t take(uint32_t words) {
        const uint32_t here = at_;
        at_ += 4 * words;
        return here;
    }
    uint32_t end() const { return at_; }

private:
    uint32_t at_;
};

void write_words(mb::LocalMemory& mem, uint32_t addr, const Words& words);
Words read_words(const mb::LocalMemory& mem, uint32_t addr, size_t count);

// Writes A, B and N to their addresses after checking that the scheme's data
// (up to `end`) leaves 1 KiB below the top of memory for the program's stack;
// std::invalid_argument naming `what` and the bytes needed otherwise.
void load_operands(mb::LocalMemory& mem, const MontOperands& ops, uint32_t a, uint32_t b, uint32_t n, uint32_t end,
                   const std::string& what);

}  // namespace montsim::schemes
