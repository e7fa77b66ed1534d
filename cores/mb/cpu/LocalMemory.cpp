#include "cores/mb/cpu/LocalMemory.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <cstring>
#include <mutex>
#include <new>
#include <vector>
#include <sstream>
#include <utility>

namespace montsim::mb {

namespace {
std::string hex(uint64_t v) {
    std::ostringstream os;
    os << "0x" << std::hex << v;
    return os.str();
}
}  // namespace

namespace {

size_t page_size() {
    static const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    return page;
}

// Zeroes the pages of a mapping that hold something: those the kernel has
// resident (mincore) and that are not all zero already. A page never touched
// stays unmapped; one only read maps the shared zero page and is skipped
// (writing it would give it a page of its own).
void zero_touched(uint8_t* data, size_t mapped) {
    const size_t page = page_size(), pages = mapped / page;
    std::vector<unsigned char> resident(pages);
    if (::mincore(data, mapped, resident.data()) != 0) {
        std::memset(data, 0, mapped);
        return;
    }
    static const std::vector<uint8_t> zeros(page_size(), 0);
    for (size_t i = 0; i < pages; ++i) {
        uint8_t* at = data + i * page;
        if ((resident[i] & 1) && std::memcmp(at, zeros.data(), page) != 0) std::memset(at, 0, page);
    }
}

// Mappings given back by memories that ended, for the next points of a sweep
// to reuse: their pages are already in place, so a reused memory costs a
// zeroing of the pages the last point wrote, not a page fault per page.
class MappingPool {
public:
    uint8_t* take(size_t mapped) {
        std::lock_guard<std::mutex> hold(lock_);
        for (size_t i = 0; i < free_.size(); ++i)
            if (free_[i].second == mapped) {
                uint8_t* data = free_[i].first;
                free_[i] = free_.back();
                free_.pop_back();
                held_ -= mapped;
                return data;
            }
        return nullptr;
    }
    // False when the pool is full: the caller unmaps.
    bool give(uint8_t* data, size_t mapped) {
        std::lock_guard<std::mutex> hold(lock_);
        if (held_ + mapped > kLimit) return false;
        free_.emplace_back(data, mapped);
        held_ += mapped;
        return true;
    }

private:
    static constexpr size_t kLimit = size_t(64) << 20;  // bytes kept for reuse
    std::mutex lock_;
    std::vector<std::pair<uint8_t*, size_t>> free_;
    size_t held_ = 0;
};

MappingPool& pool() {
    static MappingPool* p = new MappingPool;  // never destroyed: memories may end after static destruction
    return *p;
}

}  // namespace

ZeroedBytes::ZeroedBytes(size_t size) : size_(size) {
    if (size == 0) return;
    mapped_ = (size + page_size() - 1) / page_size() * page_size();
    if ((data_ = pool().take(mapped_))) {
        zero_touched(data_, mapped_);
        return;
    }
    void* p = ::mmap(nullptr, mapped_, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
    data_ = static_cast<uint8_t*>(p);
}

ZeroedBytes::~ZeroedBytes() { release(); }

void ZeroedBytes::release() {
    if (data_ && !pool().give(data_, mapped_)) ::munmap(data_, mapped_);
    data_ = nullptr;
}

ZeroedBytes::ZeroedBytes(ZeroedBytes&& other) noexcept
    : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)),
      mapped_(std::exchange(other.mapped_, 0)) {}

ZeroedBytes& ZeroedBytes::operator=(ZeroedBytes&& other) noexcept {
    if (this != &other) {
        release();
        data_ = std::exchange(other.data_, nullptr);
        size_ = std::exchange(other.size_, 0);
        mapped_ = std::exchange(other.mapped_, 0);
    }
    return *this;
}

void ZeroedBytes::zero() {
    if (data_) zero_touched(data_, mapped_);
}

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
