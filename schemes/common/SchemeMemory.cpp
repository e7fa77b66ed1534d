#include "schemes/common/SchemeMemory.hpp"

#include <stdexcept>

namespace montsim::schemes {

uint32_t symbol_or_throw(const mb::Program& program, const std::string& name) {
    auto v = program.symbol(name);
    if (!v) throw std::logic_error("scheme program " + program.source_name + " has no label '" + name + "'");
    return *v;
}

void write_words(mb::LocalMemory& mem, uint32_t addr, const Words& words) {
    for (size_t i = 0; i < words.size(); ++i) mem.write32(addr + 4 * uint32_t(i), words[i]);
}

Words read_words(const mb::LocalMemory& mem, uint32_t addr, size_t count) {
    Words w(count);
    for (size_t i = 0; i < count; ++i) w[i] = mem.read32(addr + 4 * uint32_t(i));
    return w;
}

void load_operands(mb::LocalMemory& mem, const MontOperands& ops, uint32_t a, uint32_t b, uint32_t n, uint32_t end,
                   const std::string& what) {
    constexpr uint32_t kStackBytes = 1024;
    if (uint64_t(end) + kStackBytes > uint64_t(mem.base()) + mem.size())
        throw std::invalid_argument(what + " needs " + std::to_string(uint64_t(end) + kStackBytes - mem.base()) +
                                    " bytes of local memory per core; raise core.memory_kb");
    write_words(mem, a, ops.a);
    write_words(mem, b, ops.b);
    write_words(mem, n, ops.n);
}

}  // namespace montsim::schemes
