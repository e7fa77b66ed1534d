// The assembler: labels, branch offsets, imm prefixes, directives, pseudo
// instructions, listing and error messages.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/toolchain/Elf.hpp"
#include "cores/mb/isa/Isa.hpp"

using namespace montsim::mb;

namespace {

Assembly asm_ok(const std::string& source) { return assemble(source, "t.s"); }

const Segment& segment_at(const Program& p, uint32_t addr) {
    for (const Segment& s : p.segments)
        if (addr >= s.addr && addr - s.addr < s.bytes.size()) return s;
    FAIL("no segment holds address " << addr);
    throw;  // not reached
}

uint32_t word_at(const Program& p, uint32_t addr) {
    const Segment& s = segment_at(p, addr);
    const auto* b = s.bytes.data() + (addr - s.addr);
    return uint32_t{b[0]} << 24 | uint32_t{b[1]} << 16 | uint32_t{b[2]} << 8 | b[3];
}

// All words of the .text segment.
std::vector<uint32_t> text_words(const std::string& source) {
    const Program p = asm_ok(source).program;
    REQUIRE(!p.segments.empty());
    REQUIRE(p.segments[0].executable);
    std::vector<uint32_t> words;
    for (uint32_t a = 0; a + 4 <= p.segments[0].bytes.size(); a += 4) words.push_back(word_at(p, a));
    return words;
}

uint32_t word(Inst in) { return encode(in); }
uint32_t imm_prefix(uint32_t high) { return word({Op::Imm, 0, 0, 0, static_cast<int16_t>(high)}); }

// what() of the AsmError the source raises ("" if it assembles).
std::string error_of(const std::string& source) {
    try {
        assemble(source, "bad.s");
    } catch (const AsmError& e) {
        return e.what();
    }
    return "";
}

// Include files from a map of names to texts; records every lookup as
// "name from including_file".
struct FakeFiles {
    std::map<std::string, std::string> files;
    std::vector<std::string> lookups;
    IncludeResolver resolver() {
        return [this](const std::string& name, const std::string& including) -> std::optional<IncludedFile> {
            lookups.push_back(name + " from " + including);
            const auto it = files.find(name);
            if (it == files.end()) return std::nullopt;
            return IncludedFile{it->first, it->second};
        };
    }
};

std::string error_with(const std::string& source, const IncludeResolver& resolver) {
    try {
        assemble(source, "main.s", resolver);
    } catch (const AsmError& e) {
        return e.what();
    }
    return "";
}

// A fresh directory under the system's temporary directory, removed at the end.
struct TempDir {
    std::filesystem::path path;
    TempDir() {
        static std::atomic<int> counter{0};
        path = std::filesystem::temp_directory_path() /
               ("montsim_asm_test_" + std::to_string(::getpid()) + "_" + std::to_string(counter++));
        std::filesystem::create_directories(path);
    }
    ~TempDir() {
        std::error_code ec;
        std::filesystem::remove_all(path, ec);
    }
    std::string write(const std::string& name, const std::string& text) const {
        const std::filesystem::path file = path / name;
        std::filesystem::create_directories(file.parent_path());
        std::ofstream(file, std::ios::binary) << text;
        return file.string();
    }
};

}  // namespace

// --- labels and branches

TEST_CASE("labels resolve forward and backward references", "[asm]") {
    const Assembly a = asm_ok(
        "start:  bri end\n"
        "        nop\n"
        "end:    bri start\n");
    CHECK(a.program.symbol("start") == 0u);
    CHECK(a.program.symbol("end") == 8u);
    CHECK(text_words(
              "start:  bri end\n"
              "        nop\n"
              "end:    bri start\n") ==
          std::vector<uint32_t>{word({Op::Bri, 0, 0, 0, 8}), 0x80000000u, word({Op::Bri, 0, 0, 0, -8})});
}

TEST_CASE("several labels may share a line and may stand on their own line", "[asm]") {
    const Program p = asm_ok(
        "a: b:\n"
        "c:\n"
        "   nop\n"
        "d: e: nop\n").program;
    CHECK(p.symbol("a") == 0u);
    CHECK(p.symbol("b") == 0u);
    CHECK(p.symbol("c") == 0u);
    CHECK(p.symbol("d") == 4u);
    CHECK(p.symbol("e") == 4u);
}

TEST_CASE("pc-relative branch immediates are the target minus the branch's address", "[asm]") {
    const auto w = text_words(
        "        nop\n"
        "back:   nop\n"
        "        beqi r3, back\n"     // at 8: -4
        "        brlid r15, fwd\n"    // at 12: +8
        "        nop\n"
        "fwd:    bgeid r4, back\n"    // at 20: -16
        "        nop\n");
    CHECK(w[2] == word({Op::Beqi, 0, 3, 0, -4}));
    CHECK(w[3] == word({Op::Brlid, 15, 0, 0, 8}));
    CHECK(w[5] == word({Op::Bgeid, 0, 4, 0, -16}));
}

TEST_CASE("absolute branches and rtsd take the value itself", "[asm]") {
    const auto w = text_words(
        "        nop\n"
        "        brai target\n"
        "        bralid r15, target\n"
        "        nop\n"
        "        brki r16, 0x18\n"
        "target: rtsd r15, 8\n"
        "        nop\n");
    CHECK(w[1] == word({Op::Brai, 0, 0, 0, 20}));
    CHECK(w[2] == word({Op::Bralid, 15, 0, 0, 20}));
    CHECK(w[4] == word({Op::Brki, 16, 0, 0, 0x18}));
    CHECK(w[5] == word({Op::Rtsd, 0, 15, 0, 8}));
}

TEST_CASE("the location counter '.' is the statement's own address", "[asm]") {
    const auto w = text_words(
        "        nop\n"
        "        bri .\n"
        "        addik r3, r0, . + 4\n");
    CHECK(w[1] == word({Op::Bri, 0, 0, 0, 0}));
    CHECK(w[2] == word({Op::Addik, 3, 0, 0, 12}));
}

// --- imm prefixes

TEST_CASE("li with a 32-bit constant gets an imm prefix", "[asm]") {
    CHECK(text_words("li r3, 0x12345678\n") ==
          std::vector<uint32_t>{imm_prefix(0x1234), word({Op::Addik, 3, 0, 0, 0x5678})});
    // 0x8000 is positive but does not fit signed 16 bits.
    CHECK(text_words("li r3, 0x8000\n") ==
          std::vector<uint32_t>{imm_prefix(0), word({Op::Addik, 3, 0, 0, -32768})});
    // Values that sign-extend from 16 bits need no prefix.
    CHECK(text_words("li r3, 0xFFFF8000\nli r4, -1\n") ==
          std::vector<uint32_t>{word({Op::Addik, 3, 0, 0, -32768}), word({Op::Addik, 4, 0, 0, -1})});
}

TEST_CASE("a far label gets an imm prefix, the offset counted from the branch itself", "[asm]") {
    const Assembly a = asm_ok(
        "        bri far\n"   // imm at 0, bri at 4
        "        .space 0x20000\n"
        "far:    nop\n");
    const uint32_t far = 8 + 0x20000;
    CHECK(a.program.symbol("far") == far);
    CHECK(word_at(a.program, 0) == imm_prefix((far - 4) >> 16));
    CHECK(word_at(a.program, 4) == word({Op::Bri, 0, 0, 0, static_cast<int16_t>((far - 4) & 0xFFFF)}));
}

TEST_CASE("relaxation: an inserted imm moves later labels and can push a branch out of range", "[asm]") {
    // bri far grows by 4 bytes. That moves 'here' and puts the beqi one word
    // beyond 16-bit reach of 'top', so the beqi grows too.
    const Assembly a = asm_ok(
        "top:    nop\n"
        "        bri far\n"
        "here:   .space 32760\n"
        "        beqi r3, top\n"
        "        .space 40000\n"
        "far:    nop\n"
        "        .data\n"
        "        .word here\n");
    const Program& p = a.program;
    CHECK(p.symbol("here") == 12u);
    const uint32_t beqi_prefix = 12 + 32760;   // imm word, then beqi at +4
    const int32_t offset = 0 - static_cast<int32_t>(beqi_prefix + 4);
    CHECK(word_at(p, beqi_prefix) == imm_prefix(static_cast<uint32_t>(offset) >> 16));
    CHECK(word_at(p, beqi_prefix + 4) == word({Op::Beqi, 0, 3, 0, static_cast<int16_t>(offset & 0xFFFF)}));
    CHECK(p.symbol("far") == beqi_prefix + 8 + 40000);
    CHECK(word_at(p, *p.symbol("far") + 4) == 12u);  // .data starts right after .text
}

TEST_CASE("an explicit imm supplies the high half; the next immediate is its low 16 bits", "[asm]") {
    CHECK(text_words("imm 0x1234\naddik r3, r0, 0x5678\n") ==
          std::vector<uint32_t>{imm_prefix(0x1234), word({Op::Addik, 3, 0, 0, 0x5678})});
    // No second prefix even though the value does not fit 16 bits.
    CHECK(text_words("imm 0x1234\nlabel:\naddik r3, r0, 0x12345678\n") ==
          std::vector<uint32_t>{imm_prefix(0x1234), word({Op::Addik, 3, 0, 0, 0x5678})});
}

// --- directives

TEST_CASE(".word, .half and .byte emit big-endian values", "[asm]") {
    const Program p = asm_ok(
        ".data\n"
        "w: .word 0x01020304, -1, w\n"
        "h: .half 0x0506, -2\n"
        "   .short 7\n"
        "b: .byte 8, -1, 'A'\n").program;
    REQUIRE(p.segments.size() == 1);
    CHECK_FALSE(p.segments[0].executable);
    CHECK(p.segments[0].addr == 0u);
    CHECK(p.segments[0].bytes == std::vector<uint8_t>{1, 2, 3, 4, 0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0,
                                                     5, 6, 0xFF, 0xFE, 0, 7, 8, 0xFF, 'A'});
}

TEST_CASE(".space and .skip reserve zero-filled bytes (or a given fill)", "[asm]") {
    const Program p = asm_ok(".data\n.byte 1\n.space 3\n.skip 2, 0xAA\n.byte 2\n").program;
    CHECK(p.segments[0].bytes == std::vector<uint8_t>{1, 0, 0, 0, 0xAA, 0xAA, 2});
}

TEST_CASE(".align N aligns to 2^N bytes (nops in .text, zeros in .data)", "[asm]") {
    const Program p = asm_ok(
        "        nop\n"
        "        .align 3\n"
        "t8:     nop\n"
        "        .data\n"
        "        .byte 1\n"
        "        .align 2\n"
        "d4:     .byte 2\n").program;
    CHECK(p.symbol("t8") == 8u);
    CHECK(word_at(p, 4) == 0x80000000u);
    const uint32_t data = *p.symbol("d4") - 4;
    CHECK(data == 12u);
    CHECK(segment_at(p, data).bytes == std::vector<uint8_t>{1, 0, 0, 0, 2});
}

TEST_CASE(".equ and .set define symbols usable in expressions, also before their definition", "[asm]") {
    const Assembly a = asm_ok(
        "        addik r3, r0, SIZE * 2\n"
        "        .equ SIZE, 0x10 + OFFSET\n"
        "        .set OFFSET, (3 - 1) << 2\n"
        "        lwi r4, r5, -SIZE\n");
    CHECK(a.program.symbol("SIZE") == 24u);
    CHECK(a.program.symbol("OFFSET") == 8u);
    CHECK(word_at(a.program, 0) == word({Op::Addik, 3, 0, 0, 48}));
    CHECK(word_at(a.program, 4) == word({Op::Lwi, 4, 5, 0, -24}));
}

TEST_CASE(".ascii and .asciz decode escapes", "[asm]") {
    const Program p = asm_ok(".data\n.ascii \"a\\n\\t\\\\\\\"\", \"#\"\n.asciz \"x\\0y\"\n").program;
    CHECK(p.segments[0].bytes == std::vector<uint8_t>{'a', '\n', '\t', '\\', '"', '#', 'x', 0, 'y', 0});
}

TEST_CASE(".text is placed at 0 and .data after it, aligned to 4", "[asm]") {
    const Program p = asm_ok(
        "        .data\n"
        "v:      .word 5\n"
        "        .text\n"
        "        nop\n"
        "        .byte 1\n").program;
    REQUIRE(p.segments.size() == 2);
    CHECK(p.segments[0].addr == 0u);
    CHECK(p.segments[0].executable);
    CHECK(p.segments[0].bytes.size() == 5u);
    CHECK(p.segments[1].addr == 8u);
    CHECK_FALSE(p.segments[1].executable);
    CHECK(p.symbol("v") == 8u);
}

TEST_CASE(".globl and .global are accepted and change nothing", "[asm]") {
    CHECK(text_words(".globl _start\n.global a, b\n_start: nop\na: b: nop\n") ==
          std::vector<uint32_t>{0x80000000u, 0x80000000u});
}

TEST_CASE("the entry point is _start, else the start of .text", "[asm]") {
    CHECK(asm_ok("nop\n_start: nop\n").program.entry == 4u);
    CHECK(asm_ok("nop\nmain: nop\n").program.entry == 0u);
}

TEST_CASE("expressions: number forms, operators and precedence", "[asm]") {
    const auto w = text_words(
        ".word 0x1F, 010, 0b101, 'a', '\\n', -(2 + 3) * 4, 1 + 2 * 3, 7 / 2, 7 % 3\n"
        ".word 1 << 4 | 1, 0xF0 & 0x3C ^ 1, ~0\n");
    CHECK(w == std::vector<uint32_t>{0x1F, 8, 5, 'a', '\n', static_cast<uint32_t>(-20), 7, 3, 1, 17, 0x31,
                                     0xFFFFFFFFu});
}

TEST_CASE("comments, case and blank lines are ignored", "[asm]") {
    CHECK(text_words(
              "# a comment line\n"
              "\n"
              "   ADD R3, r4, R5   // trailing comment\n"
              "   add /* inline */ r3, r4, r5  # another\r\n") ==
          std::vector<uint32_t>{word({Op::Add, 3, 4, 5, 0}), word({Op::Add, 3, 4, 5, 0})});
}

TEST_CASE("operands of every format parse", "[asm]") {
    const auto w = text_words(
        "bsrli r3, r4, 5\n"
        "sra r3, r4\n"
        "br r5\n"
        "brld r15, r5\n"
        "nop\n"
        "beq r3, r4\n"
        "mfs r3, rmsr\n"
        "mts rmsr, r3\n"
        "mfs r4, rpc\n"
        "get r3, rfsl0\n"
        "ncput r4, rfsl15\n"
        "swi r3, r1, 8\n");
    CHECK(w == std::vector<uint32_t>{word({Op::Bsrli, 3, 4, 0, 5}), word({Op::Sra, 3, 4, 0, 0}), word({Op::Br, 0, 0, 5, 0}),
                                     word({Op::Brld, 15, 0, 5, 0}), 0x80000000u, word({Op::Beq, 0, 3, 4, 0}),
                                     word({Op::Mfs, 3, 0, 0, 1}), word({Op::Mts, 0, 3, 0, 1}), word({Op::Mfs, 4, 0, 0, 0}),
                                     word({Op::Get, 3, 0, 0, 0}), word({Op::Ncput, 0, 4, 0, 15}), word({Op::Swi, 3, 1, 0, 8})});
}

// --- pseudo instructions

TEST_CASE("pseudo instructions expand to their real instructions", "[asm]") {
    const auto w = text_words(
        "nop\n"
        "la r3, r4, 100\n"
        "li r5, 7\n"
        "not r6, r7\n"
        "neg r8, r9\n"
        "sub r10, r11, r12\n"
        "la r3, r0, 0x10000\n");
    CHECK(w == std::vector<uint32_t>{word({Op::Or, 0, 0, 0, 0}), word({Op::Addik, 3, 4, 0, 100}),
                                     word({Op::Addik, 5, 0, 0, 7}), word({Op::Xori, 6, 7, 0, -1}),
                                     word({Op::Rsub, 8, 9, 0, 0}), word({Op::Rsub, 10, 12, 11, 0}), imm_prefix(1),
                                     word({Op::Addik, 3, 0, 0, 0})});
}

// --- listing

TEST_CASE("the listing shows address, words and source text of every line", "[asm]") {
    const Assembly a = asm_ok(
        "start:  addik r1, r1, -16\n"
        "        li r3, 0x12345\n"
        "\n"
        "        .data\n"
        "        .byte 1, 2\n");
    REQUIRE(a.listing.size() == 5u);
    CHECK(a.listing[1].address == 4u);
    CHECK(a.listing[1].words == std::vector<uint32_t>{imm_prefix(1), word({Op::Addik, 3, 0, 0, 0x2345})});
    CHECK(a.listing[1].line == 2);
    CHECK(a.listing[4].size == 2u);
    CHECK(format_listing(a) ==
          "00000000  3021fff0  start:  addik r1, r1, -16\n"
          "00000004  b0000001 30602345          li r3, 0x12345\n"
          "0000000c\n"
          "0000000c                    .data\n"
          "0000000c  0102              .byte 1, 2\n");
}

// --- .include

TEST_CASE(".include inserts the resolver's file in place of its line", "[asm]") {
    FakeFiles fs;
    fs.files["lib.s"] = "        addik r3, r0, 1\n        .include \"deep.s\"\n";
    fs.files["deep.s"] = "        addik r3, r3, 2\n";
    const Assembly a = assemble("        nop\n        .include \"lib.s\"\n        addik r3, r3, 3\n", "main.s", fs.resolver());
    CHECK(a.program.segments.at(0).bytes.size() == 16u);
    CHECK(word_at(a.program, 0) == word({Op::Or, 0, 0, 0, 0}));
    CHECK(word_at(a.program, 4) == word({Op::Addik, 3, 0, 0, 1}));
    CHECK(word_at(a.program, 8) == word({Op::Addik, 3, 3, 0, 2}));
    CHECK(word_at(a.program, 12) == word({Op::Addik, 3, 3, 0, 3}));
    // The nested include is looked up from the file that contains it.
    CHECK(fs.lookups == std::vector<std::string>{"lib.s from main.s", "deep.s from lib.s"});
    CHECK(a.program.source_name == "main.s");
}

TEST_CASE(".include shares labels, .equ symbols and the section across files", "[asm]") {
    FakeFiles fs;
    fs.files["lib.s"] =
        "        .equ LIB_K, MAIN_K + 1\n"
        "libdata: .word LIB_K\n"  // in .data: the section main.s set
        "        .text\n"
        "helper: bri back\n";
    const Assembly a = assemble(
        "        .equ MAIN_K, 40\n"
        "_start: brai helper\n"
        "        .data\n"
        "first:  .word 1\n"
        "        .include \"lib.s\"\n"
        "        li r3, LIB_K\n"  // in .text: the section lib.s set
        "        .data\n"
        "back:   .word libdata, LIB_K\n",
        "main.s", fs.resolver());
    const Program& p = a.program;
    CHECK(p.symbol("LIB_K") == 41u);
    CHECK(p.symbol("helper") == 4u);
    CHECK(p.symbol("first") == 12u);  // .data follows the three instructions
    CHECK(p.symbol("libdata") == 16u);
    CHECK(p.symbol("back") == 20u);
    CHECK(word_at(p, 0) == word({Op::Brai, 0, 0, 0, 4}));
    CHECK(word_at(p, 4) == word({Op::Bri, 0, 0, 0, 16}));
    CHECK(word_at(p, 8) == word({Op::Addik, 3, 0, 0, 41}));
    CHECK(word_at(p, 16) == 41u);
    CHECK(word_at(p, 20) == 16u);
    CHECK(word_at(p, 24) == 41u);
}

TEST_CASE(".include on disk is relative to the including file's directory", "[asm]") {
    TempDir dir;
    dir.write("src/sub/part.s", "        .include \"leaf.s\"\npart:   addik r4, r0, 2\n");
    dir.write("src/sub/leaf.s", "leaf:   addik r5, r0, 3\n");
    dir.write("src/top.s", "        .include \"../elsewhere.s\"\n");
    dir.write("elsewhere.s", "far:    addik r6, r0, 4\n");
    dir.write("leaf.s", "wrong:  nop\n");  // not the one next to part.s
    const std::string main = dir.write("src/main.s",
                                       "_start: addik r3, r0, 1\n"
                                       "        .include \"sub/part.s\"\n"
                                       "        .include \"top.s\"\n");
    std::ifstream in(main);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const Assembly a = assemble(text, main);
    CHECK(a.program.symbol("leaf") == 4u);
    CHECK(a.program.symbol("part") == 8u);
    CHECK(a.program.symbol("far") == 12u);
    CHECK_FALSE(a.program.symbol("wrong"));
    REQUIRE(a.listing.size() == 8u);
    CHECK(a.listing[2].file == (dir.path / "src/sub/part.s").string());
    CHECK(a.listing[3].file == (dir.path / "src/sub/leaf.s").string());
    CHECK(a.listing[7].file == (dir.path / "elsewhere.s").string());  // "src/../elsewhere.s" normalized
    // load_program_file (montsim exec/run) resolves the same way.
    const Program p = load_program_file(main);
    CHECK(p.symbol("far") == 12u);
    CHECK(p.segments.at(0).bytes == a.program.segments.at(0).bytes);
}

TEST_CASE(".include: an error in an included file names that file, line and column", "[asm]") {
    FakeFiles fs;
    fs.files["lib.s"] = "        nop\n\n     frob r3\n";
    try {
        assemble("nop\n.include \"lib.s\"\nnop\n", "main.s", fs.resolver());
        FAIL("no error");
    } catch (const AsmError& e) {
        CHECK(e.file == "lib.s");
        CHECK(e.line == 3);
        CHECK(e.column == 6);
        CHECK(std::string(e.what()) == "lib.s:3:6: error: unknown mnemonic 'frob'");
    }
    // After the included file, lines count in the includer again.
    CHECK(error_with(".include \"lib.s\"\n", fs.resolver()) == "lib.s:3:6: error: unknown mnemonic 'frob'");
    fs.files["lib.s"] = "nop\n";
    CHECK(error_with("\n.include \"lib.s\"\n  bogus\n", fs.resolver()) == "main.s:3:3: error: unknown mnemonic 'bogus'");
    // Errors found after parsing (undefined symbols, values) also name the file.
    fs.files["lib.s"] = "nop\n  li r3, missing\n";
    CHECK(error_with(".include \"lib.s\"\n", fs.resolver()) == "lib.s:2:10: error: undefined symbol 'missing'");
    fs.files["lib.s"] = "nop\n  .byte 300\n";
    CHECK(error_with("nop\n.include \"lib.s\"\n", fs.resolver()) == "lib.s:2:9: error: value 300 does not fit 8 bits");
}

TEST_CASE(".include: messages that cite another line say which file it is in", "[asm]") {
    FakeFiles fs;
    fs.files["lib.s"] = "\nloop: nop\n";
    CHECK(error_with(".include \"lib.s\"\nloop: nop\n", fs.resolver()) ==
          "main.s:2:1: error: duplicate label 'loop' (first defined at line 2 of lib.s)");
    fs.files["lib.s"] = "  brid 8\n";
    CHECK(error_with(".include \"lib.s\"\n  bri 0\n", fs.resolver()) ==
          "main.s:2:3: error: 'bri' cannot be in the delay slot of 'brid' (line 1 of lib.s)");
}

TEST_CASE(".include: a missing file is an error at the .include line", "[asm]") {
    FakeFiles fs;
    CHECK(error_with("nop\n   .include \"nope.s\"  # comment\n", fs.resolver()) ==
          "main.s:2:4: error: cannot find include file 'nope.s'");
    fs.files["lib.s"] = "nop\n .include \"gone.s\"\n";
    CHECK(error_with(".include \"lib.s\"\n", fs.resolver()) == "lib.s:2:2: error: cannot find include file 'gone.s'");
    // On disk, relative to the including file.
    TempDir dir;
    const std::string main = dir.write("main.s", "");
    CHECK_THROWS_WITH(assemble("\n.include \"absent.s\"\n", main),
                      main + ":2:1: error: cannot find include file 'absent.s'");
    dir.write("sub/x.s", "");
    CHECK_THROWS_WITH(assemble(".include \"sub\"\n", main), main + ":1:1: error: cannot find include file 'sub'");  // a directory
    // Without a resolver there are no files to include.
    CHECK(error_with(".include \"lib.s\"\n", IncludeResolver{}) ==
          "main.s:1:1: error: cannot include 'lib.s': no include files are available here");
}

TEST_CASE(".include: malformed directives", "[asm]") {
    FakeFiles fs;
    fs.files["lib.s"] = "nop\n";
    CHECK(error_with(".include lib.s\n", fs.resolver()) ==
          "main.s:1:10: error: expected a file name in double quotes after '.include', found 'lib.s'");
    CHECK(error_with(".include\n", fs.resolver()) ==
          "main.s:1:9: error: expected a file name in double quotes after '.include', found end of line");
    CHECK(error_with(".include \"\"\n", fs.resolver()) == "main.s:1:10: error: empty file name after '.include'");
    CHECK(error_with(".include \"lib.s\n", fs.resolver()) == "main.s:1:10: error: unterminated string: missing closing '\"'");
    CHECK(error_with(".include \"lib.s\" 4\n", fs.resolver()) ==
          "main.s:1:18: error: unexpected '4' after the file name of '.include'");
    CHECK(fs.lookups.empty());  // nothing was looked up for a malformed line
}

TEST_CASE(".include: a file that includes itself is an error, not endless recursion", "[asm]") {
    FakeFiles fs;
    fs.files["self.s"] = "nop\n.include \"self.s\"\n";
    CHECK(error_with(".include \"self.s\"\n", fs.resolver()) ==
          "self.s:2:1: error: recursive include of 'self.s' (self.s -> self.s)");
    fs.files["a.s"] = "nop\n.include \"b.s\"\n";
    fs.files["b.s"] = "\n\n  .include \"a.s\"\n";
    CHECK(error_with(".include \"a.s\"\n", fs.resolver()) == "b.s:3:3: error: recursive include of 'a.s' (a.s -> b.s -> a.s)");
    // The main file counts, under any spelling of its name.
    fs.files["./main.s"] = "nop\n";
    CHECK(error_with(".include \"./main.s\"\n", fs.resolver()) ==
          "main.s:1:1: error: recursive include of './main.s' (main.s -> ./main.s)");
    // Including one file twice, one after the other, is not recursion.
    fs.files["twice.s"] = "addik r3, r3, 1\n";
    const Assembly a = assemble(".include \"twice.s\"\n.include \"twice.s\"\n", "main.s", fs.resolver());
    CHECK(a.program.segments.at(0).bytes.size() == 8u);
}

TEST_CASE(".include: nesting deeper than kMaxIncludeDepth is an error", "[asm]") {
    // f1.s includes f2.s includes f3.s ...: never recursive, always deeper.
    std::vector<std::string> lookups;
    const IncludeResolver chain = [&](const std::string& name, const std::string&) -> std::optional<IncludedFile> {
        lookups.push_back(name);
        const int n = std::stoi(name.substr(1));
        return IncludedFile{name, "nop\n.include \"f" + std::to_string(n + 1) + ".s\"\n"};
    };
    CHECK(error_with(".include \"f1.s\"\n", chain) ==
          "f32.s:2:1: error: cannot include 'f33.s': includes are nested more than 32 deep");
    CHECK(lookups.size() == static_cast<size_t>(kMaxIncludeDepth));
    // Exactly kMaxIncludeDepth levels are fine.
    const IncludeResolver bounded = [](const std::string& name, const std::string&) -> std::optional<IncludedFile> {
        const int n = std::stoi(name.substr(1));
        return IncludedFile{name, n < kMaxIncludeDepth ? "nop\n.include \"f" + std::to_string(n + 1) + ".s\"\n" : "nop\n"};
    };
    const Assembly a = assemble(".include \"f1.s\"\n", "main.s", bounded);
    CHECK(a.program.segments.at(0).bytes.size() == 4u * kMaxIncludeDepth);
}

TEST_CASE(".include: the listing shows included lines in place, with their file and line", "[asm]") {
    FakeFiles fs;
    fs.files["lib.s"] = "# lib\nlib:    addik r3, r0, 2\n";
    const Assembly a = assemble(
        "start:  nop\n"
        "        .include \"lib.s\"\n"
        "        addik r4, r0, 3\n",
        "main.s", fs.resolver());
    REQUIRE(a.listing.size() == 5u);
    const std::vector<std::pair<std::string, int>> where = {{"main.s", 1}, {"main.s", 2}, {"lib.s", 1}, {"lib.s", 2}, {"main.s", 3}};
    for (size_t i = 0; i < where.size(); ++i) {
        CHECK(a.listing[i].file == where[i].first);
        CHECK(a.listing[i].line == where[i].second);
    }
    CHECK(a.listing[3].address == 4u);
    CHECK(a.listing[3].words == std::vector<uint32_t>{word({Op::Addik, 3, 0, 0, 2})});
    CHECK(format_listing(a) ==
          "00000000  80000000  start:  nop\n"
          "00000004                    .include \"lib.s\"\n"
          "00000004            # lib\n"
          "00000004  30600002  lib:    addik r3, r0, 2\n"
          "00000008  30800003          addik r4, r0, 3\n");
}

// --- errors

TEST_CASE("error: unknown mnemonic", "[asm]") {
    CHECK(error_of("nop\n  addx r1, r2, r3\n") == "bad.s:2:3: error: unknown mnemonic 'addx'");
}

TEST_CASE("error: missing operand", "[asm]") {
    CHECK(error_of("add r1, r2\n") == "bad.s:1:11: error: missing operand: 'add' takes rD, rA, rB");
    CHECK(error_of("add r1, r2,\n") == "bad.s:1:12: error: expected a register r0..r31 after ','");
    CHECK(error_of("addik r1, r2,   # nothing\n") == "bad.s:1:17: error: expected an expression after ','");
}

TEST_CASE("error: bad register", "[asm]") {
    CHECK(error_of("add r1, r32, r2\n") == "bad.s:1:9: error: expected a register r0..r31, found 'r32'");
    CHECK(error_of("mts rear, r3\n") == "bad.s:1:5: error: expected a special register rmsr, rpc or rpvr0..rpvr12, found 'rear'");
    CHECK(error_of("get r3, rfsl16\n") == "bad.s:1:9: error: expected an FSL link rfsl0..rfsl15, found 'rfsl16'");
}

TEST_CASE("error: immediate out of range", "[asm]") {
    CHECK(error_of("bslli r3, r4, 32\n") == "bad.s:1:15: error: shift amount 32 is outside 0..31");
    CHECK(error_of("imm 70000\n") == "bad.s:1:5: error: immediate 70000 does not fit 16 bits");
    CHECK(error_of("li r3, 0x100000000\n") == "bad.s:1:8: error: immediate 4294967296 does not fit 32 bits");
    CHECK(error_of(".byte 256\n") == "bad.s:1:7: error: value 256 does not fit 8 bits");
}

TEST_CASE("error: undefined symbol", "[asm]") {
    CHECK(error_of("nop\nbri 4 + foo\n") == "bad.s:2:9: error: undefined symbol 'foo'");
}

TEST_CASE("error: duplicate label", "[asm]") {
    CHECK(error_of("\n\nloop: nop\nnop\nloop: nop\n") ==
          "bad.s:5:1: error: duplicate label 'loop' (first defined at line 3)");
}

TEST_CASE("error: an instruction needing an imm prefix in a delay slot", "[asm]") {
    CHECK(error_of("brlid r15, f\nli r3, 70000\nf: nop\n") ==
          "bad.s:2:1: error: 'li' needs an imm prefix (immediate 70000 does not fit 16 bits), "
          "which cannot be in the delay slot of 'brlid' (line 1)");
}

TEST_CASE("error: a branch or imm in a delay slot", "[asm]") {
    CHECK(error_of("rtsd r15, 8\n  bri 0\n") == "bad.s:2:3: error: 'bri' cannot be in the delay slot of 'rtsd' (line 1)");
    CHECK(error_of("brid 8\nimm 1\nnop\n") == "bad.s:2:1: error: 'imm' cannot be in the delay slot of 'brid' (line 1)");
}

TEST_CASE("error: unterminated string", "[asm]") {
    CHECK(error_of(".data\n  .ascii \"abc\n") == "bad.s:2:10: error: unterminated string: missing closing '\"'");
}

TEST_CASE("error: other malformed input", "[asm]") {
    CHECK(error_of(".byte 1\nnop\n") == "bad.s:2:1: error: instruction at address 0x00000001 is not word-aligned (use .align 2)");
    CHECK(error_of(".bogus 1\n") == "bad.s:1:1: error: unknown directive '.bogus'");
    CHECK(error_of("add r1 r2, r3\n") == "bad.s:1:8: error: expected ',' between operands, found 'r2' ('add' takes rD, rA, rB)");
    CHECK(error_of("nop r1\n") == "bad.s:1:5: error: unexpected 'r1' after the operands of 'nop' (it takes no operands)");
    CHECK(error_of("li r3, (1 + 2\n") == "bad.s:1:14: error: expected ')' to close the '(' at column 8, found end of line");
    CHECK(error_of("li r3, 1 / 0\n") == "bad.s:1:10: error: division by zero");
    CHECK(error_of(".equ a, b\n.equ b, a\n") == "bad.s:2:6: error: circular definition of symbol 'b'");
    CHECK(error_of("nop /* open\n") == "bad.s:1:5: error: unterminated comment: '/*' without '*/' on the same line");
}

TEST_CASE("error: an .equ or an immediate whose arithmetic passes 64 bits, never a wrapped value", "[asm]") {
    CHECK(error_of(".equ big, 0x7FFFFFFFFFFFFFFF + 1\n") ==
          "bad.s:1:30: error: 9223372036854775807 + 1 does not fit 64 bits");
    CHECK(error_of(".equ k, 0x100000000\nli r3, k * k\n") == "bad.s:2:10: error: 4294967296 * 4294967296 does not fit "
                                                               "64 bits");
    CHECK(error_of(".equ m, -0x7FFFFFFFFFFFFFFF - 1\n.equ n, m / -1\n") ==
          "bad.s:2:11: error: -9223372036854775808 / -1 does not fit 64 bits");
    CHECK(error_of(".equ m, -0x7FFFFFFFFFFFFFFF - 1\n.equ n, -m\n") ==
          "bad.s:2:9: error: 0 - -9223372036854775808 does not fit 64 bits");
    // In range, and a symbol placed later (a placeholder while laying out), assemble.
    CHECK_NOTHROW(assemble(".equ m, -0x7FFFFFFFFFFFFFFF - 1\n.equ n, m / 1 + (0x7FFFFFFFFFFFFFFF - 5)\n"
                           "li r3, later - 4\nlater: nop\n",
                           "ok.s"));
}

TEST_CASE("AsmError carries file, line and column", "[asm]") {
    try {
        assemble("nop\n\n   bogus\n", "prog.s");
        FAIL("no error");
    } catch (const AsmError& e) {
        CHECK(e.file == "prog.s");
        CHECK(e.line == 3);
        CHECK(e.column == 4);
    }
}

TEST_CASE("a few thousand lines assemble quickly", "[asm]") {
    std::string source;
    for (int i = 0; i < 3000; ++i) {
        source += "l" + std::to_string(i) + ": addik r3, r3, " + std::to_string(i * 37 % 30000) + "\n";
        source += "    bnei r3, l" + std::to_string((i * 7919) % 3000) + "\n";
    }
    source += "    li r4, 0x12345678\n";
    const auto start = std::chrono::steady_clock::now();
    const Assembly a = asm_ok(source);
    const auto elapsed = std::chrono::steady_clock::now() - start;
    CHECK(a.program.segments[0].bytes.size() == 6000u * 4 + 8);
    // Milliseconds in practice; the bound only catches a quadratic pass.
    CHECK(elapsed < std::chrono::seconds(1));
}

TEST_CASE(".macro expands its body with the arguments in place, as GNU as does", "[asm][macro]") {
    const std::string macro = R"(
        .macro  twice reg, n
        addik   \reg, \reg, \n
        addik   \reg, \reg, \n
        .endm
)";
    CHECK(text_words(macro + "_start: twice r3, 5\n        twice r4, -1\n") ==
          std::vector<uint32_t>{word({Op::Addik, 3, 3, 0, 5}), word({Op::Addik, 3, 3, 0, 5}),
                                word({Op::Addik, 4, 4, 0, -1}), word({Op::Addik, 4, 4, 0, -1})});
    // Definitions emit nothing; \@ numbers the expansion, \() separates.
    const std::string labels = R"(
        .macro  loop reg
top\@:  addik   \reg, \reg, -1
        bnei    \reg, top\@
done\()\@:
        .endm
_start: loop r5
        loop r6
        bri     done1
)";
    const Program p = asm_ok(labels).program;
    CHECK(p.symbol("top0") == std::optional<uint32_t>(0));
    CHECK(p.symbol("top1") == std::optional<uint32_t>(8));
    CHECK(p.symbol("done1") == std::optional<uint32_t>(16));
    CHECK(word_at(p, 12) == word({Op::Bnei, 0, 6, 0, -4}));
}

TEST_CASE("macro mistakes are errors with a position", "[asm][macro]") {
    const std::string m = "        .macro  inc reg\n        addik   \\reg, \\reg, 1\n        .endm\n";
    CHECK_THAT(error_of(m + "        inc r3, r4\n"), Catch::Contains("bad.s:4:9: error: macro 'inc' takes 1 argument(s), got 2"));
    CHECK_THAT(error_of("        .macro  open\n        nop\n"), Catch::Contains("bad.s:1:9: error: missing .endm"));
    CHECK_THAT(error_of("        .endm\n"), Catch::Contains("'.endm' without a '.macro'"));
    CHECK_THAT(error_of("        .macro a\n        .macro b\n"), Catch::Contains("a .macro inside the .macro 'a'"));
    CHECK_THAT(error_of(m + m), Catch::Contains("macro 'inc' is defined twice"));
    CHECK_THAT(error_of("        .macro addik\n        .endm\n"), Catch::Contains("would hide the instruction"));
    // An error inside an expansion names the macro and where it was expanded.
    CHECK_THAT(error_of(m + "_start: inc r99\n"),
               Catch::StartsWith("macro inc at bad.s:4:1:") && Catch::Contains("r99"));
    // A macro that expands itself ends at the nesting limit, not in a crash.
    CHECK_THAT(error_of("        .macro  forever\n        forever\n        .endm\n        forever\n"),
               Catch::Contains("nested more than 32 deep"));
}

TEST_CASE("deep nesting is an error, not a host stack overflow", "[asm]") {
    // The reproducers of the reliability issue: each used to end in SIGSEGV.
    const std::string parens = "        .word " + std::string(20000, '(') + "1" + std::string(20000, ')') + "\n";
    CHECK_THAT(error_of(parens), Catch::Contains("bad.s:1:") && Catch::Contains("nested more than 256 deep"));
    const std::string minus = "        .word " + std::string(50000, '-') + "1\n";
    CHECK_THAT(error_of(minus), Catch::Contains("nested more than 256 deep"));
    std::string chain = "        .equ s0, 1\n";
    for (int i = 1; i < 20000; ++i) chain += "        .equ s" + std::to_string(i) + ", s" + std::to_string(i - 1) + " + 1\n";
    chain += "        .word s19999\n";
    CHECK_THAT(error_of(chain), Catch::Contains("chain of more than 1000 .equ symbols"));
    // Within the limits, the same shapes assemble.
    CHECK(text_words("_start: addik r3, r0, " + std::string(200, '(') + "7" + std::string(200, ')') + "\n")[0] ==
          word({Op::Addik, 3, 0, 0, 7}));
    std::string short_chain = "        .equ s0, 1\n";
    for (int i = 1; i < 900; ++i) short_chain += "        .equ s" + std::to_string(i) + ", s" + std::to_string(i - 1) + " + 1\n";
    CHECK(text_words(short_chain + "_start: addik r3, r0, s899\n")[0] == word({Op::Addik, 3, 0, 0, 900}));
}

TEST_CASE("a plain number as a branch operand is the offset itself, as in GNU as", "[asm]") {
    // bri 0 at address 8 jumps to itself (the halt idiom); it used to jump to
    // address 0. Labels and '.' are still targets.
    const std::vector<uint32_t> w = text_words("_start: nop\n        nop\n        bri 0\n        bri 8\n"
                                               "        beqi r3, -4\n        bri _start\n        bri . + 8\n");
    CHECK(w[2] == word({Op::Bri, 0, 0, 0, 0}));
    CHECK(w[3] == word({Op::Bri, 0, 0, 0, 8}));
    CHECK(w[4] == word({Op::Beqi, 0, 3, 0, -4}));
    CHECK(w[5] == word({Op::Bri, 0, 0, 0, -20}));
    CHECK(w[6] == word({Op::Bri, 0, 0, 0, 8}));
}

// --- what gcc emits (the compiled kernels of schemes/compiled/)

TEST_CASE("gcc's output assembles: its bookkeeping directives, $L labels, .lcomm and .text.startup", "[asm][gcc]") {
    const Program p = asm_ok(
        "\t.text\n"
        "\t.align\t2\n"
        "\t.globl\tf\n"
        "\t.ent\tf\n"
        "\t.type\tf, @function\n"
        "f:\n"
        "\t.frame\tr1,0,r15\t\t# vars= 0, regs= 0, args= 0\n"
        "\t.mask\t0x00000000\n"
        "$L2:\n"
        "\tbneid\tr5,$L2\n"
        "\taddik\tr5,r5,-1 #and1\n"
        "\trtsd\tr15,8 \n"
        "\t\n"
        "\taddk\tr3,r0,r0\n"
        "\t.end\tf\n"
        "$Lfe1:\n"
        "\t.size\tf,$Lfe1-f\n"
        "\t.section\t.text.startup,\"ax\",@progbits\n"
        "\t.set\tnoreorder\n"
        "main:\n"
        "\tbrlid\tr15,f\n"
        "\tnop\n"
        "\t.globl\tparams\n"
        "\t.bss\n"
        "\t.lcomm\tparams,36,4\n"
        "\t.type\tparams, @object\n"
        "\t.section\t.note.GNU-stack,\"\",@progbits\n"
        "\t.ident\t\"GCC: (GNU) 12.2.0\"\n").program;
    CHECK(*p.symbol("f") == 0);
    CHECK(*p.symbol("main") == 16);  // .text.startup follows .text
    CHECK(*p.symbol("params") == 24);  // .bss follows the code
    CHECK(word_at(p, 16) == encode(Inst{Op::Brlid, 15, 0, 0, -16}));
    CHECK(p.end_address() == 24 + 36);
}

TEST_CASE("sections are placed as montsim.ld places them: text, rodata, data, bss, stack", "[asm][gcc]") {
    const Program p = asm_ok(
        "        .section .stack,\"aw\",@nobits\n"
        "        .balign 8\n"
        "stack_bottom: .space 16\n"
        "stack_top:\n"
        "        .bss\n"
        "zeros:  .space 6\n"
        "        .data\n"
        "word:   .word 7\n"
        "        .section .rodata.str1.4,\"aMS\",@progbits,1\n"
        "text:   .asciz \"hi\"\n"
        "        .text\n"
        "_start: la r3, r0, __bss_start\n"
        "        la r4, r0, __bss_end\n"
        "        la r5, r0, _end\n"
        "        .previous\n"  // back to .rodata
        "more:   .byte 1\n").program;
    CHECK(*p.symbol("_start") == 0);
    CHECK(*p.symbol("text") == 12);
    CHECK(*p.symbol("more") == 15);
    CHECK(*p.symbol("word") == 16);
    CHECK(*p.symbol("zeros") == 20);
    CHECK(*p.symbol("stack_bottom") == 32);  // .stack aligned to its .balign 8
    CHECK(*p.symbol("stack_top") == 48);
    // The linker script's symbols: .bss padded to a word, the end of .stack.
    CHECK(*p.symbol("__bss_start") == 20);
    CHECK(*p.symbol("__bss_end") == 28);
    CHECK(*p.symbol("_end") == 48);
    CHECK(word_at(p, 0) == encode(Inst{Op::Addik, 3, 0, 0, 20}));
    CHECK(word_at(p, 8) == encode(Inst{Op::Addik, 5, 0, 0, 48}));
    CHECK(p.end_address() == 48);
}

TEST_CASE("an empty .bss still starts on a word, as montsim.ld's ALIGN(4) places it", "[asm][gcc]") {
    const Program p = asm_ok("_start: la r3, r0, __bss_start\nla r4, r0, __bss_end\n.section .rodata\n.byte 1\n").program;
    REQUIRE(p.symbol("__bss_end"));
    CHECK(*p.symbol("__bss_start") == 12);
    CHECK(*p.symbol("__bss_end") == 12);
}

TEST_CASE("a program that defines __bss_start or _end itself keeps its own", "[asm][gcc]") {
    const Program p = asm_ok("_start: la r3, r0, _end\n.data\n_end: .word 0\n").program;
    CHECK(*p.symbol("_end") == 4);
}

TEST_CASE(".set NAME, VALUE still defines a symbol; .set WORD alone is an option", "[asm][gcc]") {
    const Program p = asm_ok(".set noreorder\n.set K, 5\n addik r3, r0, K\n").program;
    CHECK(*p.symbol("K") == 5);
    CHECK_FALSE(p.symbol("noreorder"));
}

TEST_CASE("errors for what montsim does not place", "[asm][gcc]") {
    CHECK(error_of(".bss\nx: .word 1\n") ==
          "bad.s:2:4: error: '.word' in .bss, which holds only zeros (.space, .zero, .align, .lcomm); put data in .data");
    CHECK(error_of(".section .stack\n nop\n") ==
          "bad.s:2:2: error: 'nop' in .stack, which holds only zeros (.space, .zero, .align, .lcomm); put data in .data");
    CHECK(error_of(".bss\n.space 4, 1\n") ==
          "bad.s:2:1: error: '.space' in .bss, which holds only zeros (.space, .zero, .align, .lcomm); put data in .data");
    CHECK(error_of(".section .sdata,\"aw\"\n") ==
          "bad.s:1:10: error: unsupported section '.sdata' (small data, gcc's -mxl-gp-opt: compile without it)");
    CHECK(error_of(" .section .init\n") ==
          "bad.s:1:11: error: unsupported section '.init' (montsim places .text*, .rodata*, .data*, .bss*, .stack; "
          ".comment and .note* are dropped)");
    CHECK(error_of(".lcomm x\n") == "bad.s:1:9: error: expected ',' and a size after the symbol name, found end of line");
}
