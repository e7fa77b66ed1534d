#include "schemes/common/Kernel.hpp"

#include <algorithm>
#include <stdexcept>

#include "cores/mb/Elf.hpp"
#include "cores/mb/Isa.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/SchemeMemory.hpp"

namespace montsim::schemes {

namespace {

const std::vector<std::string> kKernels = {"mulhu", "libgcc", "c"};
const std::vector<std::string> kGccOpts = {"O0", "O1", "O2", "O3", "Os"};

// The word at `addr` of an executable segment, if any.
struct Code {
    const mb::Segment* seg;
    uint32_t word(uint32_t addr) const {
        const size_t at = addr - seg->addr;
        return uint32_t{seg->bytes[at]} << 24 | uint32_t{seg->bytes[at + 1]} << 16 | uint32_t{seg->bytes[at + 2]} << 8 |
               seg->bytes[at + 3];
    }
};

}  // namespace

std::vector<sim::ParamDecl> kernel_params() {
    std::vector<sim::ParamDecl> list;
    list.push_back(sim::choice_param(
        "scheme.kernel", kKernels, "mulhu",
        "the program sos and pshs run: hand-written assembly whose box forms the 64-bit product with mul + mulhu "
        "(mulhu), or with a call of libgcc's __muldi3 on the 32-bit mul (libgcc, sos only, core.hw_mul = mul32); "
        "or the scheme's C compiled by gcc (c: schemes/compiled/, at scheme.gcc_opt; core.hw_mul = mul64 selects "
        "-mxl-multiply-high, mul32 libgcc's __muldi3)"));
    list.push_back(sim::choice_param("scheme.gcc_opt", kGccOpts, "O2",
                                     "scheme.kernel = c: gcc's optimization level (-O2 is the paper's)"));
    sim::ParamDecl program;
    program.key = "scheme.program";
    program.type = sim::ParamType::Text;
    program.unit = "file";
    program.description =
        "sos, pshs: a program (ELF or assembly) to run instead of scheme.kernel's, e.g. the C kernel linked by GNU ld; "
        "it must keep the kernel's parameter block (params) and timer reads";
    program.absent_note = "scheme.kernel's program";
    list.push_back(std::move(program));
    return list;
}

std::string compiled_kernel_name(const std::string& scheme, const std::string& opt, const std::string& mul) {
    return "compiled/" + scheme + "-" + opt + "-" + mul + ".s";
}

mb::Program kernel_program(const sim::Config& cfg, const std::string& scheme,
                           const std::vector<std::pair<std::string, std::string>>& hand_written) {
    if (cfg.has("scheme.program")) return mb::load_program_file(cfg.get_string("scheme.program"));
    const std::string& kernel = cfg.get_string("scheme.kernel");
    if (kernel == "c") {
        const std::string& hw_mul = cfg.get_string("core.hw_mul");
        if (hw_mul == "none")
            throw std::invalid_argument("scheme.kernel = c is compiled for a core with a hardware multiplier: set "
                                        "core.hw_mul = mul64 (gcc -mxl-multiply-high) or mul32 (libgcc's __muldi3)");
        return assemble_embedded(compiled_kernel_name(scheme, cfg.get_string("scheme.gcc_opt"), hw_mul));
    }
    std::string have;
    for (const auto& [name, file] : hand_written) {
        if (name == kernel) return assemble_embedded(file);
        have += (have.empty() ? "" : ", ") + name;
    }
    throw std::invalid_argument("scheme.kernel = " + kernel + " does not exist for " + scheme + " (it has " + have +
                                " and c)");
}

std::vector<CodeRange> box_loops(const mb::Program& program) {
    const std::optional<uint32_t> muldi3 = program.symbol("__muldi3");
    std::vector<CodeRange> loops;
    for (const mb::Segment& seg : program.segments) {
        if (!seg.executable) continue;
        const Code code{&seg};
        const uint32_t end = seg.addr + static_cast<uint32_t>(seg.bytes.size() & ~size_t{3});
        // Where the 64-bit products are.
        std::vector<uint32_t> products;
        for (uint32_t pc = seg.addr; pc < end; pc += 4) {
            const mb::Inst in = mb::decode(code.word(pc));
            if (in.op == mb::Op::Mulhu) products.push_back(pc);
            if (in.op == mb::Op::Brlid && muldi3 && pc + uint32_t(in.imm) == *muldi3) products.push_back(pc);
        }
        // Backward pc-relative branches (an imm prefix is not followed: loops are short).
        std::vector<CodeRange> candidates;
        for (uint32_t pc = seg.addr; pc < end; pc += 4) {
            const mb::Inst in = mb::decode(code.word(pc));
            if (in.op == mb::Op::Invalid) continue;
            const mb::OpInfo& op = mb::info(in.op);
            const bool branch = op.timing == mb::TimingClass::Branch || op.timing == mb::TimingClass::CondBranch;
            if (!branch || op.absolute || op.link || in.imm >= 0 || op.format == mb::Format::Rb ||
                op.format == mb::Format::RdRb || op.format == mb::Format::RaRb)
                continue;
            if (pc > seg.addr && mb::decode(code.word(pc - 4)).op == mb::Op::Imm) continue;
            const uint32_t target = pc + uint32_t(in.imm);
            if (target < seg.addr) continue;
            candidates.push_back({target, pc + (op.delay_slot ? 8u : 4u)});
        }
        for (const CodeRange& loop : candidates) {
            const bool holds_product = std::any_of(products.begin(), products.end(), [&](uint32_t p) {
                return p >= loop.begin && p < loop.end;
            });
            const bool has_inner = std::any_of(candidates.begin(), candidates.end(), [&](const CodeRange& other) {
                return (other.begin != loop.begin || other.end != loop.end) && other.begin >= loop.begin &&
                       other.end <= loop.end && std::any_of(products.begin(), products.end(), [&](uint32_t p) {
                           return p >= other.begin && p < other.end;
                       });
            });
            if (holds_product && !has_inner) loops.push_back(loop);
        }
    }
    std::sort(loops.begin(), loops.end(), [](const CodeRange& a, const CodeRange& b) { return a.begin < b.begin; });
    loops.erase(std::unique(loops.begin(), loops.end(),
                            [](const CodeRange& a, const CodeRange& b) { return a.begin == b.begin && a.end == b.end; }),
                loops.end());
    return loops;
}

void add_box_regions(mb::MbCpu& cpu, const mb::Program& program, const std::string& white, const std::string& shaded,
                     const std::string& muldi3) {
    if (program.symbol(white) && program.symbol(white + "_end")) {
        add_label_regions(cpu, program, {white, shaded});
        if (program.symbol(muldi3)) add_label_regions(cpu, program, {muldi3});
        return;
    }
    const std::vector<CodeRange> loops = box_loops(program);
    if (loops.size() != 2)
        throw std::invalid_argument(program.source_name + ": expected two box loops (innermost loops holding a mulhu "
                                    "or a call of __muldi3), found " + std::to_string(loops.size()));
    cpu.add_region(white, loops[0].begin, loops[0].end);
    cpu.add_region(shaded, loops[1].begin, loops[1].end);
    // __muldi3 runs to the next label of its segment (libgcc's code and
    // crt0 define labels only, so every symbol there is an address).
    if (const std::optional<uint32_t> start = program.symbol("__muldi3")) {
        for (const mb::Segment& seg : program.segments) {
            const uint32_t seg_end = seg.addr + static_cast<uint32_t>(seg.bytes.size());
            if (!seg.executable || *start < seg.addr || *start >= seg_end) continue;
            uint32_t next = seg_end;
            for (const auto& [name, addr] : program.symbols)
                if (addr > *start && addr < next) next = addr;
            cpu.add_region(muldi3, *start, next);
        }
    }
}

std::pair<uint64_t, uint64_t> box_cycles(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                                         const std::string& shaded, const std::string& muldi3) {
    uint64_t white_cycles = 0, shaded_cycles = 0, muldi3_cycles = 0, white_boxes = 0, shaded_boxes = 0;
    for (const mb::MbCpu* cpu : cpus) {
        for (const mb::Region& r : cpu->regions()) {
            if (r.name == white) white_cycles += r.cycles, white_boxes += r.entries;
            if (r.name == shaded) shaded_cycles += r.cycles, shaded_boxes += r.entries;
            if (r.name == muldi3) muldi3_cycles += r.cycles;
        }
    }
    const uint64_t boxes = white_boxes + shaded_boxes;
    if (boxes != 0 && muldi3_cycles != 0) {
        const uint64_t to_white = muldi3_cycles * white_boxes / boxes;
        white_cycles += to_white;
        shaded_cycles += muldi3_cycles - to_white;
    }
    return {white_cycles, shaded_cycles};
}

void check_box_entries(const std::vector<const mb::MbCpu*>& cpus, const std::string& white, const std::string& shaded,
                       uint64_t boxes, const std::string& who) {
    for (const std::string& name : {white, shaded}) {
        uint64_t entries = 0;
        bool found = false;
        for (const mb::MbCpu* cpu : cpus)
            for (const mb::Region& r : cpu->regions())
                if (r.name == name) entries += r.entries, found = true;
        if (!found) throw std::logic_error(who + ": no region " + name);
        if (entries != boxes)
            throw std::logic_error(who + ": the region " + name + " was entered " + std::to_string(entries) +
                                   " times, not once per box (" + std::to_string(boxes) +
                                   "): it is not the box loop");
    }
}

}  // namespace montsim::schemes
