#include "cores/mb/cpu/LocalMemory.hpp"

#include <sstream>

namespace montsim::mb {

namespace {
std::string hex(uint64_t v) {
    std::ostringstream os;
    os << "0x" << std::hex << v;
    return os.str();
}
}  // namespace

void LocalMemory::check_range(uint32_t addr, size_t len) const {
    if (addr - base_ >= bytes_.size() || (addr - base_) + len > bytes_.size())
        throw MemoryError("bytes " + hex(addr) + ".." + hex(uint64_t(addr) + len - 1) +
                          " lie outside local memory " + hex(base_) + ".." +
                          hex(uint64_t(base_) + bytes_.size() - 1));
}

void LocalMemory::fail(uint32_t addr, uint32_t len) const {
    if ((addr & (len - 1)) != 0)
        throw MemoryError(std::to_string(len) + "-byte access at " + hex(addr) + " is not aligned");
    throw MemoryError(std::to_string(len) + "-byte access at " + hex(addr) + " lies outside local memory " +
                      hex(base_) + ".." + hex(uint64_t(base_) + bytes_.size() - 1));
}

}  // namespace montsim::mb
