#include "cores/mb/toolchain/Elf.hpp"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string_view>

#include "cores/mb/toolchain/Assembler.hpp"

namespace montsim::mb {
namespace {

// ELF32 layout, from the System V ABI (gABI) "Object Files" chapter.
constexpr uint8_t kMagic[4] = {0x7F, 'E', 'L', 'F'};
constexpr uint8_t kClass32 = 1, kClass64 = 2;
constexpr uint8_t kDataLsb = 1, kDataMsb = 2;
constexpr uint16_t kTypeRel = 1, kTypeExec = 2, kTypeDyn = 3;
constexpr uint32_t kEhdrSize = 52, kPhdrSize = 32, kShdrSize = 40, kSymSize = 16;
constexpr uint32_t kPtLoad = 1;
constexpr uint32_t kPfX = 1, kPfW = 2, kPfR = 4;
constexpr uint32_t kShtProgbits = 1, kShtSymtab = 2, kShtStrtab = 3;
constexpr uint32_t kShfWrite = 1, kShfAlloc = 2, kShfExecinstr = 4;
constexpr uint16_t kShnUndef = 0, kShnAbs = 0xFFF1;
constexpr uint8_t kSttNotype = 0, kSttObject = 1, kSttFunc = 2;
constexpr uint8_t kStbLocal = 0, kStbGlobal = 1;

// Field offsets in the ELF header, a program header, a section header and
// a symbol.
namespace ehdr {
constexpr size_t kClass = 4, kData = 5, kVersionIdent = 6, kType = 16, kMachine = 18, kVersion = 20, kEntry = 24,
                 kPhoff = 28, kShoff = 32, kEhsize = 40, kPhentsize = 42, kPhnum = 44, kShentsize = 46,
                 kShnum = 48, kShstrndx = 50;
}
namespace phdr {
constexpr size_t kType = 0, kOffset = 4, kVaddr = 8, kPaddr = 12, kFilesz = 16, kMemsz = 20, kFlags = 24, kAlign = 28;
}
namespace shdr {
constexpr size_t kName = 0, kType = 4, kFlags = 8, kAddr = 12, kOffset = 16, kSize = 20, kLink = 24, kInfo = 28,
                 kAddralign = 32, kEntsize = 36;
}
namespace sym {
constexpr size_t kName = 0, kValue = 4, kInfo = 12, kShndx = 14;
}

std::string hex32(uint64_t v) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "0x%08llx", static_cast<unsigned long long>(v));
    return buf;
}

// Reads big-endian fields of an ELF image, failing with the file's name.
class ElfReader {
public:
    ElfReader(const std::vector<uint8_t>& bytes, const std::string& name) : bytes_(bytes), name_(name) {}

    [[noreturn]] void fail(const std::string& message) const { throw std::runtime_error(name_ + ": " + message); }

    bool in_file(uint64_t offset, uint64_t size) const {
        return offset <= bytes_.size() && size <= bytes_.size() - offset;
    }
    uint8_t u8(uint64_t at) const { return bytes_.at(at); }
    uint16_t u16(uint64_t at) const { return static_cast<uint16_t>(u8(at) << 8 | u8(at + 1)); }
    uint32_t u32(uint64_t at) const { return uint32_t{u16(at)} << 16 | u16(at + 2); }
    const uint8_t* data(uint64_t at) const { return bytes_.data() + at; }
    size_t size() const { return bytes_.size(); }

private:
    const std::vector<uint8_t>& bytes_;
    const std::string& name_;
};

void check_header(const ElfReader& r) {
    if (r.size() < 4 || !std::equal(std::begin(kMagic), std::end(kMagic), r.data(0))) r.fail("not an ELF file");
    if (r.size() < kEhdrSize) r.fail("truncated ELF header (" + std::to_string(r.size()) + " bytes)");
    const uint8_t elf_class = r.u8(ehdr::kClass);
    if (elf_class == kClass64) r.fail("64-bit ELF; montsim models 32-bit MicroBlaze");
    if (elf_class != kClass32) r.fail("unknown ELF class " + std::to_string(elf_class));
    const uint8_t data = r.u8(ehdr::kData);
    if (data == kDataLsb) r.fail("little-endian ELF; montsim models big-endian MicroBlaze");
    if (data != kDataMsb) r.fail("unknown ELF data encoding " + std::to_string(data));
    if (r.u8(ehdr::kVersionIdent) != 1) r.fail("unknown ELF version " + std::to_string(r.u8(ehdr::kVersionIdent)));
    const uint16_t type = r.u16(ehdr::kType);
    if (type == kTypeRel) r.fail("relocatable object file (ET_REL), not an executable; link it first");
    if (type == kTypeDyn) r.fail("shared object or position-independent executable (ET_DYN); montsim loads static executables (ET_EXEC)");
    if (type != kTypeExec) r.fail("ELF type " + std::to_string(type) + " is not an executable (ET_EXEC = 2)");
    const uint16_t machine = r.u16(ehdr::kMachine);
    if (machine != kElfMachineMicroBlaze && machine != kElfMachineMicroBlazeOld)
        r.fail("ELF for machine " + std::to_string(machine) + ", expected MicroBlaze (" +
               std::to_string(kElfMachineMicroBlaze) + ")");
}

void check_table(const ElfReader& r, const char* what, uint32_t offset, uint32_t count, uint16_t entry_size,
                 uint32_t min_entry_size) {
    if (count == 0) return;
    if (entry_size < min_entry_size)
        r.fail(std::string(what) + " entry size " + std::to_string(entry_size) + " is below " + std::to_string(min_entry_size));
    if (!r.in_file(offset, uint64_t{count} * entry_size)) r.fail(std::string(what) + " table extends past the end of the file");
}

void check_no_overlap(const ElfReader& r, const std::vector<Segment>& segments, const std::vector<uint32_t>& memsz) {
    std::vector<size_t> order;
    for (size_t i = 0; i < segments.size(); ++i)
        if (memsz[i] > 0) order.push_back(i);
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) { return segments[a].addr < segments[b].addr; });
    for (size_t k = 1; k < order.size(); ++k) {
        const size_t a = order[k - 1], b = order[k];
        if (uint64_t{segments[a].addr} + memsz[a] > segments[b].addr)
            r.fail("loadable segments at " + hex32(segments[a].addr) + " and " + hex32(segments[b].addr) + " overlap");
    }
}

void load_segments(const ElfReader& r, Program& p) {
    const uint32_t phoff = r.u32(ehdr::kPhoff);
    const uint16_t phentsize = r.u16(ehdr::kPhentsize), phnum = r.u16(ehdr::kPhnum);
    check_table(r, "program header", phoff, phnum, phentsize, kPhdrSize);
    // Every size is checked before anything is allocated: a p_memsz near
    // 4 GiB in a damaged file must not cost 4 GiB of host memory.
    struct Load {
        uint32_t offset, vaddr, filesz, memsz;
        bool executable;
    };
    std::vector<Load> loads;
    std::vector<Segment> shapes;  // addresses only, for the overlap check
    std::vector<uint32_t> memsz;
    uint64_t total = 0;
    for (uint32_t i = 0; i < phnum; ++i) {
        const uint64_t h = uint64_t{phoff} + uint64_t{i} * phentsize;
        if (r.u32(h + phdr::kType) != kPtLoad) continue;
        const uint32_t offset = r.u32(h + phdr::kOffset), vaddr = r.u32(h + phdr::kVaddr);
        const uint32_t filesz = r.u32(h + phdr::kFilesz), mem = r.u32(h + phdr::kMemsz);
        const std::string which = "segment " + std::to_string(i);
        if (filesz > mem)
            r.fail(which + " has more bytes in the file (" + std::to_string(filesz) + ") than in memory (" + std::to_string(mem) + ")");
        if (!r.in_file(offset, filesz)) r.fail(which + " extends past the end of the file");
        if (uint64_t{vaddr} + mem > (uint64_t{1} << 32)) r.fail(which + " extends past the end of the 32-bit address space");
        total += mem;
        if (total > kMaxLoadBytes)
            r.fail("the loadable segments need " + std::to_string(total) + " bytes, more than the largest local memory (" +
                   std::to_string(kMaxLoadBytes) + " bytes)");
        loads.push_back(Load{offset, vaddr, filesz, mem, (r.u32(h + phdr::kFlags) & kPfX) != 0});
        Segment shape;
        shape.addr = vaddr;
        shapes.push_back(shape);
        memsz.push_back(mem);
    }
    check_no_overlap(r, shapes, memsz);
    for (const auto& l : loads) {
        Segment seg;
        seg.addr = l.vaddr;
        seg.bytes.assign(r.data(l.offset), r.data(l.offset) + l.filesz);
        seg.bytes.resize(l.memsz, 0);  // .bss and friends
        seg.executable = l.executable;
        p.segments.push_back(std::move(seg));
    }
}

struct SectionHeader {
    uint32_t type, offset, size, link, entsize;
};

SectionHeader section_header(const ElfReader& r, uint32_t shoff, uint16_t shentsize, uint32_t index) {
    const uint64_t h = uint64_t{shoff} + uint64_t{index} * shentsize;
    return {r.u32(h + shdr::kType), r.u32(h + shdr::kOffset), r.u32(h + shdr::kSize), r.u32(h + shdr::kLink),
            r.u32(h + shdr::kEntsize)};
}

// The NUL-terminated name at offset in a string table, or a failure.
std::string_view string_at(const ElfReader& r, const SectionHeader& strtab, uint32_t offset, const std::string& what) {
    if (offset >= strtab.size) r.fail(what + " name offset " + std::to_string(offset) + " lies outside its string table");
    const char* begin = reinterpret_cast<const char*>(r.data(strtab.offset + offset));
    const size_t room = strtab.size - offset;
    const size_t length = strnlen(begin, room);
    if (length == room) r.fail(what + " name is not NUL-terminated within its string table");
    return {begin, length};
}

void load_symbol_table(const ElfReader& r, Program& p, uint32_t shoff, uint16_t shentsize, uint16_t shnum, uint32_t index) {
    const SectionHeader symtab = section_header(r, shoff, shentsize, index);
    const std::string which = "section " + std::to_string(index) + " (symbol table)";
    if (!r.in_file(symtab.offset, symtab.size)) r.fail(which + " extends past the end of the file");
    const uint32_t entsize = symtab.entsize == 0 ? kSymSize : symtab.entsize;
    if (entsize < kSymSize) r.fail(which + " entry size " + std::to_string(entsize) + " is below 16");
    if (symtab.link >= shnum) r.fail(which + " links to string table section " + std::to_string(symtab.link) + ", which does not exist");
    const SectionHeader strtab = section_header(r, shoff, shentsize, symtab.link);
    if (strtab.type != kShtStrtab) r.fail(which + " links to section " + std::to_string(symtab.link) + ", which is not a string table");
    if (!r.in_file(strtab.offset, strtab.size)) r.fail("section " + std::to_string(symtab.link) + " (string table) extends past the end of the file");

    for (uint32_t k = 1; k < symtab.size / entsize; ++k) {  // entry 0 is the null symbol
        const uint64_t s = uint64_t{symtab.offset} + uint64_t{k} * entsize;
        const uint8_t info = r.u8(s + sym::kInfo);
        const uint8_t type = info & 0xF, binding = info >> 4;
        if (type != kSttNotype && type != kSttObject && type != kSttFunc) continue;
        if (r.u16(s + sym::kShndx) == kShnUndef) continue;
        const std::string_view name = string_at(r, strtab, r.u32(s + sym::kName), "symbol " + std::to_string(k));
        if (name.empty()) continue;
        // A global wins over a local of the same name (e.g. static labels in several objects).
        auto [it, inserted] = p.symbols.try_emplace(std::string(name), r.u32(s + sym::kValue));
        if (!inserted && binding != kStbLocal) it->second = r.u32(s + sym::kValue);
        if (inserted || binding != kStbLocal) {
            if (r.u16(s + sym::kShndx) == kShnAbs) p.constants.insert(it->first);
            else p.constants.erase(it->first);
        }
    }
}

void load_symbols(const ElfReader& r, Program& p) {
    const uint32_t shoff = r.u32(ehdr::kShoff);
    const uint16_t shentsize = r.u16(ehdr::kShentsize), shnum = r.u16(ehdr::kShnum);
    if (shoff == 0 || shnum == 0) return;  // section headers are optional in an executable
    check_table(r, "section header", shoff, shnum, shentsize, kShdrSize);
    for (uint32_t i = 0; i < shnum; ++i)
        if (section_header(r, shoff, shentsize, i).type == kShtSymtab) load_symbol_table(r, p, shoff, shentsize, shnum, i);
}

// --- writing

void put16(std::vector<uint8_t>& b, size_t at, uint32_t v) {
    b[at] = static_cast<uint8_t>(v >> 8);
    b[at + 1] = static_cast<uint8_t>(v);
}
void put32(std::vector<uint8_t>& b, size_t at, uint32_t v) {
    put16(b, at, v >> 16);
    put16(b, at + 2, v & 0xFFFF);
}

uint32_t align_to(uint32_t v, uint32_t a) { return (v + a - 1) / a * a; }

// A string table under construction: offset of each added name.
struct StringTable {
    std::string bytes{'\0'};
    uint32_t add(std::string_view s) {
        const uint32_t at = static_cast<uint32_t>(bytes.size());
        bytes.append(s);
        bytes.push_back('\0');
        return at;
    }
};

struct SectionOut {
    uint32_t name, type, flags, addr, offset, size, link, info, addralign, entsize;
};

void put_section_header(std::vector<uint8_t>& b, size_t at, const SectionOut& s) {
    put32(b, at + shdr::kName, s.name);
    put32(b, at + shdr::kType, s.type);
    put32(b, at + shdr::kFlags, s.flags);
    put32(b, at + shdr::kAddr, s.addr);
    put32(b, at + shdr::kOffset, s.offset);
    put32(b, at + shdr::kSize, s.size);
    put32(b, at + shdr::kLink, s.link);
    put32(b, at + shdr::kInfo, s.info);
    put32(b, at + shdr::kAddralign, s.addralign);
    put32(b, at + shdr::kEntsize, s.entsize);
}

std::string segment_section_name(const std::vector<Segment>& segments, size_t i) {
    const bool exec = segments[i].executable;
    size_t same_kind_before = 0;
    for (size_t k = 0; k < i; ++k) same_kind_before += segments[k].executable == exec;
    std::string name = exec ? ".text" : ".data";
    if (same_kind_before > 0) name += "." + std::to_string(same_kind_before);
    return name;
}

// Index of the section (1 + segment index) holding address v, else SHN_ABS.
uint16_t section_of(const std::vector<Segment>& segments, uint32_t v) {
    for (size_t i = 0; i < segments.size(); ++i)
        if (v >= segments[i].addr && v - segments[i].addr < segments[i].bytes.size()) return static_cast<uint16_t>(i + 1);
    return kShnAbs;
}

}  // namespace

Program load_elf(const std::vector<uint8_t>& bytes, const std::string& name) {
    const ElfReader r(bytes, name);
    check_header(r);
    Program p;
    p.source_name = name;
    p.entry = r.u32(ehdr::kEntry);
    load_segments(r, p);
    load_symbols(r, p);
    return p;
}

std::vector<uint8_t> write_elf(const Program& program) {
    const std::vector<Segment>& segs = program.segments;
    const uint32_t nseg = static_cast<uint32_t>(segs.size());

    // File layout: header, program headers, segment bytes (each at an offset
    // congruent to its address modulo 4), symbols, strings, section headers.
    uint32_t at = kEhdrSize + kPhdrSize * nseg;
    std::vector<uint32_t> seg_offset(nseg);
    for (uint32_t i = 0; i < nseg; ++i) {
        at = align_to(at, 4) + (segs[i].addr % 4);
        seg_offset[i] = at;
        at += static_cast<uint32_t>(segs[i].bytes.size());
    }
    StringTable strtab, shstrtab;
    std::vector<uint32_t> sym_name;
    for (const auto& [sym_text, value] : program.symbols) sym_name.push_back(strtab.add(sym_text));
    const uint32_t symtab_offset = align_to(at, 4);
    const uint32_t symtab_size = kSymSize * static_cast<uint32_t>(1 + program.symbols.size());
    const uint32_t strtab_offset = symtab_offset + symtab_size;

    std::vector<SectionOut> sections(1, SectionOut{});  // index 0: the null section
    for (uint32_t i = 0; i < nseg; ++i) {
        const uint32_t flags = kShfAlloc | (segs[i].executable ? kShfExecinstr : kShfWrite);
        sections.push_back({shstrtab.add(segment_section_name(segs, i)), kShtProgbits, flags, segs[i].addr,
                            seg_offset[i], static_cast<uint32_t>(segs[i].bytes.size()), 0, 0, 4, 0});
    }
    const uint32_t strtab_index = nseg + 2;
    // sh_info: index of the first non-local symbol; all of ours are global.
    sections.push_back({shstrtab.add(".symtab"), kShtSymtab, 0, 0, symtab_offset, symtab_size, strtab_index, 1, 4, kSymSize});
    sections.push_back({shstrtab.add(".strtab"), kShtStrtab, 0, 0, strtab_offset, static_cast<uint32_t>(strtab.bytes.size()), 0, 0, 1, 0});
    const uint32_t shstrtab_offset = strtab_offset + static_cast<uint32_t>(strtab.bytes.size());
    const uint32_t shstrtab_name = shstrtab.add(".shstrtab");
    sections.push_back({shstrtab_name, kShtStrtab, 0, 0, shstrtab_offset, 0, 0, 0, 1, 0});
    sections.back().size = static_cast<uint32_t>(shstrtab.bytes.size());
    const uint32_t shoff = align_to(shstrtab_offset + sections.back().size, 4);
    const uint32_t shnum = static_cast<uint32_t>(sections.size());

    std::vector<uint8_t> b(shoff + kShdrSize * shnum, 0);
    std::copy(std::begin(kMagic), std::end(kMagic), b.begin());
    b[ehdr::kClass] = kClass32;
    b[ehdr::kData] = kDataMsb;
    b[ehdr::kVersionIdent] = 1;
    put16(b, ehdr::kType, kTypeExec);
    put16(b, ehdr::kMachine, kElfMachineMicroBlaze);
    put32(b, ehdr::kVersion, 1);
    put32(b, ehdr::kEntry, program.entry);
    put32(b, ehdr::kPhoff, nseg ? kEhdrSize : 0);
    put32(b, ehdr::kShoff, shoff);
    put16(b, ehdr::kEhsize, kEhdrSize);
    put16(b, ehdr::kPhentsize, kPhdrSize);
    put16(b, ehdr::kPhnum, nseg);
    put16(b, ehdr::kShentsize, kShdrSize);
    put16(b, ehdr::kShnum, shnum);
    put16(b, ehdr::kShstrndx, shnum - 1);

    for (uint32_t i = 0; i < nseg; ++i) {
        const size_t h = kEhdrSize + kPhdrSize * i;
        const uint32_t size = static_cast<uint32_t>(segs[i].bytes.size());
        put32(b, h + phdr::kType, kPtLoad);
        put32(b, h + phdr::kOffset, seg_offset[i]);
        put32(b, h + phdr::kVaddr, segs[i].addr);
        put32(b, h + phdr::kPaddr, segs[i].addr);
        put32(b, h + phdr::kFilesz, size);
        put32(b, h + phdr::kMemsz, size);
        put32(b, h + phdr::kFlags, segs[i].executable ? (kPfR | kPfX) : (kPfR | kPfW));
        put32(b, h + phdr::kAlign, 4);
        std::copy(segs[i].bytes.begin(), segs[i].bytes.end(), b.begin() + seg_offset[i]);
    }
    size_t k = 1;  // symbol 0 stays the null symbol
    for (const auto& [sym_text, value] : program.symbols) {
        const size_t s = symtab_offset + kSymSize * k;
        put32(b, s + sym::kName, sym_name[k - 1]);
        put32(b, s + sym::kValue, value);
        b[s + sym::kInfo] = static_cast<uint8_t>(kStbGlobal << 4 | kSttNotype);
        put16(b, s + sym::kShndx, program.constants.count(sym_text) ? kShnAbs : section_of(segs, value));
        ++k;
    }
    std::copy(strtab.bytes.begin(), strtab.bytes.end(), b.begin() + strtab_offset);
    std::copy(shstrtab.bytes.begin(), shstrtab.bytes.end(), b.begin() + shstrtab_offset);
    for (uint32_t i = 0; i < shnum; ++i) put_section_header(b, shoff + kShdrSize * i, sections[i]);
    return b;
}

Program load_program_file(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw std::runtime_error("cannot read '" + path + "': it is a directory");
    std::ifstream in(path, std::ios::binary);
    if (!in) throw std::runtime_error("cannot read '" + path + "': " + std::strerror(errno));
    std::vector<uint8_t> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) throw std::runtime_error("cannot read '" + path + "': " + std::strerror(errno));
    if (bytes.size() >= 4 && std::equal(std::begin(kMagic), std::end(kMagic), bytes.begin())) return load_elf(bytes, path);
    const std::string_view text(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    return assemble(text, path).program;
}

}  // namespace montsim::mb
