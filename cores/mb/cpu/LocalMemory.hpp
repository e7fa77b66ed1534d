// A core's local memory (LMB block RAM): a flat, big-endian byte array at a
// base address. Out-of-range and misaligned accesses are errors: on the real
// core they would silently drop address bits, which here would only hide a
// bug in a scheme program.
#pragma once

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

namespace montsim::mb {

class MemoryError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A word, half-word or byte (`width` 4, 2, 1) in MicroBlaze's big-endian
// order at `at`: what every access reads or writes (LocalMemory below, and
// the block executor's loads and stores in MbRun.cpp).
__attribute__((always_inline)) inline uint32_t load_be(const uint8_t* at, uint32_t width) {
    if (width == 4) {
        uint32_t v;
        std::memcpy(&v, at, 4);
        return __builtin_bswap32(v);
    }
    return width == 2 ? (uint32_t(at[0]) << 8) | at[1] : at[0];
}
__attribute__((always_inline)) inline void store_be(uint8_t* at, uint32_t width, uint32_t v) {
    if (width == 4) {
        v = __builtin_bswap32(v);
        std::memcpy(at, &v, 4);
    } else if (width == 2) {
        at[0] = uint8_t(v >> 8);
        at[1] = uint8_t(v);
    } else {
        at[0] = uint8_t(v);
    }
}

// Bytes that start zero without anyone writing them: an anonymous mapping,
// whose pages the kernel zeroes when they are first touched. A core touches
// a few pages of its local memory (its program, data and stack), so a
// platform of many cores no longer writes, and faults in, memory that is
// never read (value-initialising a vector wrote every byte of it). An ended
// memory's mapping is kept for the next (a sweep's next point), which zeroes
// only the pages that were written.
class ZeroedBytes {
public:
    explicit ZeroedBytes(size_t size);
    ~ZeroedBytes();
    ZeroedBytes(ZeroedBytes&& other) noexcept;
    ZeroedBytes& operator=(ZeroedBytes&& other) noexcept;
    ZeroedBytes(const ZeroedBytes&) = delete;
    ZeroedBytes& operator=(const ZeroedBytes&) = delete;

    uint8_t* data() { return data_; }
    const uint8_t* data() const { return data_; }
    size_t size() const { return size_; }
    uint8_t& operator[](size_t i) { return data_[i]; }
    const uint8_t& operator[](size_t i) const { return data_[i]; }
    // All zero again: only the pages that were written are cleared.
    void zero();

private:
    void release();  // to the pool of mappings a sweep's next points reuse, or unmapped

    uint8_t* data_ = nullptr;
    size_t size_ = 0, mapped_ = 0;  // mapped_: size_ rounded up to whole pages
};

class LocalMemory {
public:
    LocalMemory(uint32_t base, uint32_t size_bytes) : base_(base), bytes_(size_bytes) {}

    uint32_t base() const { return base_; }
    uint32_t size() const { return static_cast<uint32_t>(bytes_.size()); }
    bool contains(uint32_t addr, uint32_t len) const {
        // 64-bit sum: a length near 2^32 must not wrap into range.
        return addr - base_ < bytes_.size() && uint64_t{addr - base_} + len <= bytes_.size();
    }

    uint32_t read32(uint32_t addr) const {
        check(addr, 4);
        return load_be(&bytes_[addr - base_], 4);
    }
    uint32_t read16(uint32_t addr) const {
        check(addr, 2);
        return load_be(&bytes_[addr - base_], 2);
    }
    uint32_t read8(uint32_t addr) const {
        check(addr, 1);
        return bytes_[addr - base_];
    }
    void write32(uint32_t addr, uint32_t v) {
        check(addr, 4);
        store_be(&bytes_[addr - base_], 4, v);
    }
    void write16(uint32_t addr, uint32_t v) {
        check(addr, 2);
        store_be(&bytes_[addr - base_], 2, v);
    }
    void write8(uint32_t addr, uint32_t v) {
        check(addr, 1);
        bytes_[addr - base_] = uint8_t(v);
    }
    // A load or store of `width` bytes (1, 2 or 4), as the executors make them.
    __attribute__((always_inline)) uint32_t load(uint32_t width, uint32_t addr) const {
        return width == 4 ? read32(addr) : width == 2 ? read16(addr) : read8(addr);
    }
    __attribute__((always_inline)) void store(uint32_t width, uint32_t addr, uint32_t v) {
        if (width == 4) write32(addr, v);
        else if (width == 2) write16(addr, v);
        else write8(addr, v);
    }
    // The bytes themselves, for the block executor (MbRun.cpp, run_blocks),
    // which checks its accesses against the bounds itself.
    uint8_t* bytes() { return bytes_.data(); }
    const uint8_t* bytes() const { return bytes_.data(); }
    void clear() { bytes_.zero(); }
    void write_bytes(uint32_t addr, const uint8_t* data, size_t len) {
        if (len == 0) return;
        check_range(addr, len);
        std::memcpy(&bytes_[addr - base_], data, len);
    }
    void read_bytes(uint32_t addr, uint8_t* out, size_t len) const {
        if (len == 0) return;
        check_range(addr, len);
        std::memcpy(out, &bytes_[addr - base_], len);
    }

private:
    void check(uint32_t addr, uint32_t len) const {
        if (__builtin_expect(!contains(addr, len) || (addr & (len - 1)) != 0, 0)) fail(addr, len);
    }
    void check_range(uint32_t addr, size_t len) const;
    [[noreturn]] void fail(uint32_t addr, uint32_t len) const;

    uint32_t base_;
    ZeroedBytes bytes_;
};

}  // namespace montsim::mb
