// ELF reading and writing, and loading a program file of either kind.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <set>
#include <string>
#include <vector>

#include <unistd.h>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/toolchain/Elf.hpp"
#include "cores/mb/cpu/CpuTrace.hpp"
#include "cores/mb/cpu/MbCpu.hpp"

using namespace montsim::mb;
namespace fs = std::filesystem;

namespace {

Program sample_program() {
    return assemble(
               "_start: li r3, 0x12345678\n"
               "loop:   bnei r3, loop\n"
               "        .equ SIZE, 64\n"
               "        .data\n"
               "buf:    .word 1, 2, 3\n"
               "        .byte 7\n",
               "sample.s")
        .program;
}

std::string load_error(const std::vector<uint8_t>& bytes) {
    try {
        load_elf(bytes, "bad.elf");
    } catch (const std::runtime_error& e) {
        return e.what();
    }
    return "";
}

void put16(std::vector<uint8_t>& b, size_t at, uint32_t v) {
    b.at(at) = static_cast<uint8_t>(v >> 8);
    b.at(at + 1) = static_cast<uint8_t>(v);
}
void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
    put16(b, at, v >> 16);
    put16(b, at + 2, v);
}

// ELF32 field offsets used by the hand-built files below.
constexpr size_t kEhdr = 52, kPhdr = 32, kShdr = 40;

// A file like a MicroBlaze GNU linker writes: the first PT_LOAD starts at
// file offset 0 (it carries the headers), a data segment with .bss beyond
// its file bytes, a PT_GNU_STACK header, and a symbol table with section,
// file, local, global and undefined symbols.
std::vector<uint8_t> toolchain_like_elf() {
    std::vector<uint8_t> b(0x300, 0);
    const uint8_t ident[] = {0x7F, 'E', 'L', 'F', 1, 2, 1, 0};
    std::copy(std::begin(ident), std::end(ident), b.begin());
    put16(b, 16, 2);       // ET_EXEC
    put16(b, 18, 189);     // EM_MICROBLAZE
    put32(b, 20, 1);
    put32(b, 24, 0xA0);    // entry
    put32(b, 28, kEhdr);   // phoff
    put32(b, 32, 0x200);   // shoff
    put16(b, 40, kEhdr);
    put16(b, 42, kPhdr);
    put16(b, 44, 3);
    put16(b, 46, kShdr);
    put16(b, 48, 4);
    put16(b, 50, 0);
    auto phdr = [&](int i, uint32_t type, uint32_t off, uint32_t vaddr, uint32_t filesz, uint32_t memsz, uint32_t flags) {
        const size_t h = kEhdr + kPhdr * i;
        put32(b, h, type), put32(b, h + 4, off), put32(b, h + 8, vaddr), put32(b, h + 12, vaddr);
        put32(b, h + 16, filesz), put32(b, h + 20, memsz), put32(b, h + 24, flags), put32(b, h + 28, 4);
    };
    phdr(0, 1, 0, 0, 0xC0, 0xC0, 5);            // R+X, headers and code
    phdr(1, 1, 0xC0, 0x1000, 8, 0x20, 6);       // R+W, 8 bytes of data then .bss
    phdr(2, 0x6474E551, 0, 0, 0, 0, 6);         // PT_GNU_STACK
    put32(b, 0xA0, 0xB8000000);                 // bri 0 at the entry
    put32(b, 0xC0, 0xCAFEF00D);
    put32(b, 0xC4, 0x12345678);
    // .symtab at 0x100 (4 entries), .strtab at 0x180.
    const char strtab[] = "\0main.c\0_start\0buffer\0local_label\0puts";
    std::copy(std::begin(strtab), std::end(strtab), b.begin() + 0x180);
    auto symbol = [&](int i, uint32_t name, uint32_t value, uint8_t info, uint16_t shndx) {
        const size_t s = 0x100 + 16 * i;
        put32(b, s, name), put32(b, s + 4, value), b[s + 12] = info, put16(b, s + 14, shndx);
    };
    symbol(1, 1, 0, 0x04, 0xFFF1);     // main.c: STT_FILE, skipped
    symbol(2, 8, 0xA0, 0x12, 1);       // _start: global function
    symbol(3, 15, 0x1000, 0x11, 2);    // buffer: global object
    symbol(4, 22, 0xB0, 0x00, 1);      // local_label: local, no type
    symbol(5, 34, 0, 0x12, 0);         // puts: undefined, skipped
    symbol(6, 0, 0x1000, 0x03, 2);     // section symbol, skipped
    auto section = [&](int i, uint32_t type, uint32_t off, uint32_t size, uint32_t link, uint32_t entsize) {
        const size_t h = 0x200 + kShdr * i;
        put32(b, h + 4, type), put32(b, h + 16, off), put32(b, h + 20, size), put32(b, h + 24, link), put32(b, h + 36, entsize);
    };
    section(1, 1, 0xA0, 0x20, 0, 0);             // .text
    section(2, 2, 0x100, 16 * 7, 3, 16);          // .symtab
    section(3, 3, 0x180, sizeof strtab, 0, 0);    // .strtab
    return b;
}

// A fresh directory under the system's temporary directory, removed at the end.
struct TempDir {
    fs::path path;
    TempDir() {
        static std::atomic<int> counter{0};
        path = fs::temp_directory_path() / ("montsim_elf_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
        fs::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

void write_file(const fs::path& path, const std::vector<uint8_t>& bytes) {
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
}

}  // namespace

TEST_CASE("write_elf then load_elf gives back segments, entry and symbols", "[elf]") {
    const Program p = sample_program();
    const Program back = load_elf(write_elf(p), "sample.elf");
    REQUIRE(back.segments.size() == p.segments.size());
    for (size_t i = 0; i < p.segments.size(); ++i) {
        CHECK(back.segments[i].addr == p.segments[i].addr);
        CHECK(back.segments[i].bytes == p.segments[i].bytes);
        CHECK(back.segments[i].executable == p.segments[i].executable);
    }
    CHECK(back.entry == p.entry);
    CHECK(back.symbols == p.symbols);
    CHECK(back.source_name == "sample.elf");
}

TEST_CASE("write_elf writes a big-endian MicroBlaze executable header", "[elf]") {
    const std::vector<uint8_t> b = write_elf(sample_program());
    REQUIRE(b.size() > kEhdr);
    CHECK(std::vector<uint8_t>(b.begin(), b.begin() + 6) == std::vector<uint8_t>{0x7F, 'E', 'L', 'F', 1, 2});
    CHECK((b[16] << 8 | b[17]) == 2);    // ET_EXEC
    CHECK((b[18] << 8 | b[19]) == 189);  // EM_MICROBLAZE
}

TEST_CASE("an ELF laid out like a linker's loads with .bss zero-filled and only named symbols", "[elf]") {
    const Program p = load_elf(toolchain_like_elf(), "linked.elf");
    CHECK(p.entry == 0xA0u);
    REQUIRE(p.segments.size() == 2);
    CHECK(p.segments[0].addr == 0u);
    CHECK(p.segments[0].bytes.size() == 0xC0u);
    CHECK(p.segments[0].executable);
    CHECK(p.segments[1].addr == 0x1000u);
    CHECK(p.segments[1].bytes == std::vector<uint8_t>{0xCA, 0xFE, 0xF0, 0x0D, 0x12, 0x34, 0x56, 0x78, 0, 0, 0, 0, 0, 0,
                                                       0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0});
    CHECK_FALSE(p.segments[1].executable);
    CHECK(p.symbols == std::map<std::string, uint32_t>{{"_start", 0xA0}, {"buffer", 0x1000}, {"local_label", 0xB0}});
}

TEST_CASE("the old MicroBlaze machine number is accepted", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put16(b, 18, 0xBAAB);
    CHECK(load_elf(b, "old.elf").segments.size() == 2);
}

TEST_CASE("malformed ELF: wrong magic", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    b[1] = 'X';
    CHECK(load_error(b) == "bad.elf: not an ELF file");
    CHECK(load_error({}) == "bad.elf: not an ELF file");
}

TEST_CASE("malformed ELF: little-endian", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    b[5] = 1;
    CHECK(load_error(b) == "bad.elf: little-endian ELF; montsim models big-endian MicroBlaze");
}

TEST_CASE("malformed ELF: 64-bit class", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    b[4] = 2;
    CHECK(load_error(b) == "bad.elf: 64-bit ELF; montsim models 32-bit MicroBlaze");
}

TEST_CASE("malformed ELF: wrong machine", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put16(b, 18, 62);
    CHECK(load_error(b) == "bad.elf: ELF for machine 62, expected MicroBlaze (189)");
}

TEST_CASE("malformed ELF: not an executable", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put16(b, 16, 1);
    CHECK(load_error(b) == "bad.elf: relocatable object file (ET_REL), not an executable; link it first");
}

TEST_CASE("malformed ELF: truncated header", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    b.resize(30);
    CHECK(load_error(b) == "bad.elf: truncated ELF header (30 bytes)");
}

TEST_CASE("malformed ELF: segment past the end of the file", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put32(b, kEhdr + kPhdr * 1 + 16, 0x100000);  // p_filesz of segment 1
    put32(b, kEhdr + kPhdr * 1 + 20, 0x100000);  // p_memsz
    CHECK(load_error(b) == "bad.elf: segment 1 extends past the end of the file");
}

TEST_CASE("malformed ELF: truncated file", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    b.resize(kEhdr + kPhdr * 2 + 4);  // keeps the program headers, cuts the first segment
    CHECK(load_error(b) == "bad.elf: segment 0 extends past the end of the file");
}

TEST_CASE("malformed ELF: program header table past the end of the file", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    b.resize(kEhdr + 10);
    CHECK(load_error(b) == "bad.elf: program header table extends past the end of the file");
}

TEST_CASE("malformed ELF: file size above memory size", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put32(b, kEhdr + 20, 4);  // p_memsz of segment 0 below its p_filesz
    CHECK(load_error(b) == "bad.elf: segment 0 has more bytes in the file (12) than in memory (4)");
}

TEST_CASE("malformed ELF: a memory size near 4 GiB is refused before anything is allocated", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put32(b, kEhdr + kPhdr + 8, 0x800);        // p_vaddr of segment 1 ...
    put32(b, kEhdr + kPhdr + 20, 0xFFFFF000);  // ... and a p_memsz that ends just below 2^32
    CHECK_THAT(load_error(b), Catch::Contains("bytes, more than the largest local memory (1073741824 bytes)"));
    // Two segments each below the limit but together above it, overlapping:
    // refused by size first, never allocated.
    put32(b, kEhdr + kPhdr + 20, 0x30000000);
    put32(b, kEhdr + 20, 0x30000000);
    CHECK_THAT(load_error(b), Catch::Contains("more than the largest local memory"));
}

TEST_CASE("malformed ELF: overlapping segments", "[elf]") {
    std::vector<uint8_t> b = write_elf(sample_program());
    put32(b, kEhdr + kPhdr + 8, 8);  // p_vaddr of segment 1 inside segment 0
    CHECK(load_error(b) == "bad.elf: loadable segments at 0x00000000 and 0x00000008 overlap");
}

TEST_CASE("malformed ELF: symbol table past the end of the file", "[elf]") {
    std::vector<uint8_t> b = toolchain_like_elf();
    put32(b, 0x200 + kShdr * 2 + 20, 0x10000);  // sh_size of .symtab
    CHECK(load_error(b) == "bad.elf: section 2 (symbol table) extends past the end of the file");
}

TEST_CASE("load_program_file assembles a source file", "[elf][asm]") {
    TempDir dir;
    const fs::path path = dir.path / "prog.s";
    std::ofstream(path) << "_start: li r3, 5\n        bri .\n";
    const Program p = load_program_file(path.string());
    CHECK(p.source_name == path.string());
    CHECK(p.symbol("_start") == 0u);
    REQUIRE(p.segments.size() == 1);
    CHECK(p.segments[0].bytes.size() == 8u);
}

TEST_CASE("load_program_file loads an ELF file", "[elf]") {
    TempDir dir;
    const fs::path path = dir.path / "prog.elf";
    const Program original = sample_program();
    write_file(path, write_elf(original));
    const Program p = load_program_file(path.string());
    CHECK(p.source_name == path.string());
    REQUIRE(p.segments.size() == original.segments.size());
    CHECK(p.segments[0].bytes == original.segments[0].bytes);
    CHECK(p.symbols == original.symbols);
}

TEST_CASE("load_program_file names the file in assembly errors", "[elf][asm]") {
    TempDir dir;
    const fs::path path = dir.path / "bad.s";
    std::ofstream(path) << "nop\nfrobnicate r1\n";
    CHECK_THROWS_WITH(load_program_file(path.string()), path.string() + ":2:1: error: unknown mnemonic 'frobnicate'");
}

TEST_CASE("load_program_file fails on a missing file", "[elf]") {
    TempDir dir;
    const std::string path = (dir.path / "missing.s").string();
    CHECK_THROWS_WITH(load_program_file(path), Catch::Contains("cannot read '" + path + "'"));
}

TEST_CASE("an .equ constant is no place in the code: kept apart from labels, through an ELF too", "[elf]") {
    // montsim_params.inc.s defines PARAMS_* at small numbers, which are
    // also code addresses; a trace must not charge cycles to them.
    const Program p = assemble(".equ PARAMS_SIZE, 4\n.text\n_start: nop\nnext: nop\n li r12, 1\n brki r14, 0x8\n",
                               "equ.s").program;
    CHECK(p.symbols.at("PARAMS_SIZE") == 4);
    CHECK(p.symbols.at("next") == 4);
    CHECK(p.constants == std::set<std::string>{"PARAMS_SIZE"});
    const Program back = load_elf(write_elf(p), "equ.elf");
    CHECK(back.symbols == p.symbols);
    CHECK(back.constants == p.constants);
    // The trace's labels: `next` at address 4, not PARAMS_SIZE.
    MbCpu cpu(CpuConfig{});
    cpu.load(back);
    CpuTrace trace;
    cpu.set_trace(&trace, back);
    CHECK(std::find(trace.labels.begin(), trace.labels.end(), "next") != trace.labels.end());
    for (const auto& names : trace.labels) CHECK_THAT(names, !Catch::Contains("PARAMS_SIZE"));
}
