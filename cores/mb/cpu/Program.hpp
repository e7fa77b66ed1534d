// A program image ready to load into a core's local memory: what the
// assembler produces and what the ELF loader reads.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace montsim::mb {

struct Segment {
    uint32_t addr = 0;           // byte address of bytes[0]
    std::vector<uint8_t> bytes;  // big-endian image, as it sits in memory
    bool executable = false;
};

struct Program {
    std::vector<Segment> segments;
    uint32_t entry = 0;
    std::map<std::string, uint32_t> symbols;  // labels and .equ values
    // The symbols that name a number (.equ, an ELF's absolute symbols), not
    // a place in the program: a trace names no code after them.
    std::set<std::string> constants;
    std::string source_name;                  // file the program came from

    std::optional<uint32_t> symbol(const std::string& name) const {
        auto it = symbols.find(name);
        if (it == symbols.end()) return std::nullopt;
        return it->second;
    }
    // Lowest and one-past-highest byte address any segment occupies.
    uint32_t lowest_address() const;
    uint32_t end_address() const;
};

}  // namespace montsim::mb
