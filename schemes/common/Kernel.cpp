#include "schemes/common/Kernel.hpp"

#include <algorithm>
#include <optional>
#include <stdexcept>

#include "cores/mb/toolchain/Elf.hpp"
#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/SchemeMemory.hpp"

namespace montsim::schemes {

namespace {

const char* const kKernel = "scheme.kernel";
const char* const kGccOpt = "scheme.gcc_opt";
const char* const kProgram = "scheme.program";
const std::vector<std::string> kKernels = {"mulhu", "libgcc", "c"};
const std::vector<std::string> kGccOpts = {"O0", "O1", "O2", "O3", "Os"};
const char* const kCVariant = "scheme.c_variant";
const std::vector<std::string> kCVariants = {"literal", "hoisted", "incremental", "careful"};
const char* const kVariantOpt = "O2";  // the variants are compiled at the paper's level only
const char* const kMarkMessages = "scheme.mark_messages";
const char* const kFinalSubtraction = "scheme.final_subtraction";
const std::vector<std::string> kFinalSubtractions = {"branch", "masked"};

bool masked(const sim::Config& cfg) { return cfg.get_string(kFinalSubtraction) == "masked"; }

// A hand-written kernel's constant-time sibling: sos/sos.s -> sos/sos_masked.s.
std::string masked_file(const std::string& file) { return file.substr(0, file.size() - 2) + "_masked.s"; }

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
        kKernel, kKernels, "mulhu",
        "the program sos, pshs and cios run: hand-written assembly whose box forms the 64-bit product with mul + mulhu "
        "(mulhu), or with a call of libgcc's __muldi3 on the 32-bit mul (libgcc, sos only, core.hw_mul = mul32); "
        "or the scheme's C compiled by gcc (c: schemes/compiled/, at scheme.gcc_opt; core.hw_mul = mul64 selects "
        "-mxl-multiply-high, mul32 libgcc's __muldi3)"));
    list.push_back(gcc_opt_param());
    list.push_back(program_param());
    list.push_back(sim::choice_param(
        kFinalSubtraction, kFinalSubtractions, "branch",
        "the hand-written kernels' final subtraction (if T >= N then T = T - N): branch, the compare from the top "
        "word down and a subtraction only when T >= N, so its time depends on the operands (the paper's); masked, "
        "T - N computed always and kept by a mask, the same instructions whatever the operands "
        "(schemes/common/final_subtraction_masked.inc.s)"));
    return list;
}

std::string image_digest(const mb::Program& program) {
    std::string bytes;
    auto word = [&](uint32_t v) { bytes.append(reinterpret_cast<const char*>(&v), sizeof v); };
    word(program.entry);
    for (const auto& seg : program.segments) {
        word(seg.addr);
        word(uint32_t(seg.bytes.size()));
        word(seg.executable);
        bytes.append(seg.bytes.begin(), seg.bytes.end());
    }
    for (const auto& [name, value] : program.symbols) {
        bytes += name;
        bytes += '\0';
        word(value);
    }
    return sim::digest_of(bytes);
}

sim::InputDigests kernel_program_inputs(const sim::Config& cfg) {
    if (!cfg.has(kProgram)) return {};
    const std::string path = cfg.get_string(kProgram);
    return {{path, sim::digest_of_file(path)},
            {"the program built from " + path, image_digest(mb::load_program_file(path))}};
}

std::string program_file(const sim::Config& cfg) { return cfg.has(kProgram) ? cfg.get_string(kProgram) : ""; }

sim::ParamDecl program_param() {
    sim::ParamDecl program;
    program.key = kProgram;
    program.type = sim::ParamType::Text;
    program.unit = "file";
    program.description =
        "program: the program every core runs, a C file (compiled by montsim), an assembly file, an ELF, or a .toml "
        "description naming one (schemes/program/README.md); sos, pshs, cios: a program (ELF or assembly) to run "
        "instead of scheme.kernel's, e.g. the C kernel linked by GNU ld; it must keep the kernel's parameter block "
        "(params) and timer reads";
    program.absent_note = "scheme.kernel's program (program: required)";
    program.not_for_baselines = true;  // pSHS's SOS baseline runs scheme.kernel's SOS
    return program;
}

sim::ParamDecl gcc_opt_param() {
    return sim::choice_param(kGccOpt, kGccOpts, "O2",
                             "scheme.kernel = c (and pmont, always C): gcc's optimization level (-O2 is the paper's)");
}

sim::ParamDecl c_variant_param() {
    return sim::choice_param(
        kCVariant, kCVariants, "literal",
        "sos, pshs with scheme.kernel = c: the form of the C (schemes/<scheme>/c): literal, the pseudocode line by "
        "line; hoisted, the row's multiplier (b[i], m[i]) kept in a local; incremental (pshs), the row bounds kept from "
        "row to row instead of recomputed; careful (pshs), both. The variants are compiled at -O2 only");
}

std::string c_variant(const sim::Config& cfg) { return cfg.get_string(kCVariant); }

sim::ParamDecl mark_messages_param() {
    return sim::bool_param(kMarkMessages, false,
                           "pshs: the kernel ends each message (an m, a carry word, an all-gather piece) with a word "
                           "put with the FSL control bit, which link.model = message needs: the hand-written "
                           "pshs_marked.s, or the C built with the marks (-O2 only); with scheme.program, says that "
                           "the program does");
}

bool marks_messages(const sim::Config& cfg) { return cfg.get_bool(kMarkMessages); }
void set_c_variant(sim::Config& cfg, const std::string& variant) { cfg.set(kCVariant, variant); }

void set_compiled_kernel(sim::Config& cfg) { cfg.set(kKernel, std::string("c")); }

mb::Program compiled_program(const sim::Config& cfg, const std::string& scheme) {
    sim::Config c = cfg;
    set_compiled_kernel(c);
    return kernel_program(c, scheme, {});
}

std::string compiled_kernel_name(const std::string& scheme, const std::string& opt, const std::string& mul,
                                 const std::string& form) {
    return "compiled/" + scheme + (form == "literal" ? "" : "-" + form) + "-" + opt + "-" + mul + ".s";
}

std::string check_c_form(const sim::Config& cfg, const std::string& scheme,
                         const std::vector<std::string>& c_variants, bool marked) {
    if (cfg.has(kFinalSubtraction) && masked(cfg)) {
        if (cfg.has(kProgram))
            throw std::invalid_argument("scheme.final_subtraction = masked selects a hand-written kernel's masked form; "
                                        "scheme.program is a program of yours (its subtraction is its own)");
        if (cfg.get_string(kKernel) == "c")
            throw std::invalid_argument("scheme.final_subtraction = masked is a form of the hand-written kernels, not "
                                        "of the C gcc compiles (scheme.kernel = c): set scheme.kernel = mulhu");
    }
    const std::string variant = c_variants.empty() ? "literal" : c_variant(cfg);
    if (marked && !cfg.has(kProgram) && cfg.get_string(kKernel) == "c" && cfg.get_string(kGccOpt) != kVariantOpt)
        throw std::invalid_argument(std::string("scheme.mark_messages = true: the C with the marks is compiled at -") +
                                    kVariantOpt + " only, not scheme.gcc_opt = " + cfg.get_string(kGccOpt));
    if (variant != "literal") {
        if (std::find(c_variants.begin(), c_variants.end(), variant) == c_variants.end()) {
            std::string have;
            for (const auto& v : c_variants) have += ", " + v;
            throw std::invalid_argument("scheme.c_variant = " + variant + " does not exist for " + scheme +
                                        " (it has literal" + have + ")");
        }
        if (cfg.has(kProgram) || cfg.get_string(kKernel) != "c")
            throw std::invalid_argument("scheme.c_variant = " + variant + " is a form of the C: set scheme.kernel = c "
                                        "(and no scheme.program)");
        if (cfg.get_string(kGccOpt) != kVariantOpt)
            throw std::invalid_argument("scheme.c_variant = " + variant + " is compiled at -" + kVariantOpt +
                                        " only, not scheme.gcc_opt = " + cfg.get_string(kGccOpt));
    }
    if (variant == "literal") return marked ? "marked" : "literal";
    return variant + (marked ? "-marked" : "");
}

mb::Program kernel_program(const sim::Config& cfg, const std::string& scheme,
                           const std::vector<std::pair<std::string, std::string>>& hand_written,
                           const std::vector<std::string>& c_variants, bool marked) {
    return *kernel_program_shared(cfg, scheme, hand_written, c_variants, marked);
}

std::shared_ptr<const mb::Program> kernel_program_shared(
    const sim::Config& cfg, const std::string& scheme,
    const std::vector<std::pair<std::string, std::string>>& hand_written,
    const std::vector<std::string>& c_variants, bool marked) {
    const std::string form = check_c_form(cfg, scheme, c_variants, marked);
    if (cfg.has(kProgram)) return std::make_shared<const mb::Program>(mb::load_program_file(cfg.get_string(kProgram)));
    const std::string& kernel = cfg.get_string(kKernel);
    if (kernel == "c") {
        const mb::HwMul hw_mul = mb::cpu_config_from(cfg).hw_mul;
        if (hw_mul == mb::HwMul::None)
            throw std::invalid_argument("scheme.kernel = c is compiled for a core with a hardware multiplier: set "
                                        "core.hw_mul = mul64 (gcc -mxl-multiply-high) or mul32 (libgcc's __muldi3)");
        return assemble_embedded_shared(compiled_kernel_name(scheme, cfg.get_string(kGccOpt),
                                                      std::string(name_of(mb::kHwMulNames, hw_mul)), form));
    }
    std::string have;
    for (const auto& [name, file] : hand_written) {
        if (name == kernel && masked(cfg)) {
            if (!embedded_file("schemes/" + masked_file(file)))
                throw std::invalid_argument("scheme.final_subtraction = masked: " + scheme + "'s " + kernel +
                                            " kernel (" + file + ") has no masked form");
            return assemble_embedded_shared(masked_file(file));
        }
        if (name == kernel) return assemble_embedded_shared(file);
        have += (have.empty() ? "" : ", ") + name;
    }
    throw std::invalid_argument("scheme.kernel = " + kernel + " does not exist for " + scheme + " (it has " + have +
                                " and c)");
}

namespace {

// The control flow of a segment's code, instruction by instruction: each
// instruction's successors (a delay slot's are its branch's; a call returns
// to the instruction after it; a register or absolute jump has none known).
class CodeGraph {
public:
    explicit CodeGraph(const mb::Segment& seg) : base_(seg.addr), count_(static_cast<uint32_t>(seg.bytes.size() / 4)) {
        const Code code{&seg};
        succ_.resize(count_);
        pred_.resize(count_);
        for (uint32_t i = 0; i < count_; ++i) inst_.push_back(mb::decode(code.word(base_ + 4 * i)));
        for (uint32_t i = 0; i < count_; ++i) {
            const mb::Inst& in = inst_[i];
            if (in.op == mb::Op::Invalid) continue;
            const mb::OpInfo& op = mb::info(in.op);
            const bool branch = op.timing == mb::TimingClass::Branch || op.timing == mb::TimingClass::CondBranch ||
                                op.timing == mb::TimingClass::Return;
            if (!branch || in.op == mb::Op::Brki || in.op == mb::Op::Brk) {
                if (!(i > 0 && is_delayed_branch(i - 1))) edge(i, i + 1);
                continue;
            }
            const uint32_t from = op.delay_slot ? i + 1 : i;  // the instruction control leaves from
            if (op.delay_slot) edge(i, i + 1);
            const uint32_t after = from + 1;
            if (op.link) {  // a call: it comes back after its delay slot
                edge(from, after);
                continue;
            }
            if (op.timing == mb::TimingClass::CondBranch) edge(from, after);
            const bool immediate_target = op.format == mb::Format::Imm || op.format == mb::Format::RdImm ||
                                          op.format == mb::Format::RaImm;
            if (immediate_target && !op.absolute && op.timing != mb::TimingClass::Return) {
                int64_t offset = in.imm;
                if (i > 0 && inst_[i - 1].op == mb::Op::Imm)
                    offset = int32_t(uint32_t(inst_[i - 1].imm) << 16 | (uint32_t(in.imm) & 0xFFFF));
                const int64_t target = int64_t(i) * 4 + offset;
                if (target >= 0 && target % 4 == 0 && target / 4 < count_) edge(from, static_cast<uint32_t>(target / 4));
            }
        }
    }

    uint32_t count() const { return count_; }
    uint32_t address(uint32_t i) const { return base_ + 4 * i; }
    const std::vector<uint32_t>& successors(uint32_t i) const { return succ_[i]; }
    const mb::Inst& inst(uint32_t i) const { return inst_[i]; }

    // Back edges: (source, header) with the header at or before the branch.
    std::vector<std::pair<uint32_t, uint32_t>> back_edges() const {
        std::vector<std::pair<uint32_t, uint32_t>> out;
        for (uint32_t i = 0; i < count_; ++i)
            for (uint32_t t : succ_[i])
                if (t < i) out.push_back({i, t});
        return out;
    }

    // The loop of a back edge: the header and whatever reaches the edge's
    // source without passing the header, within the addresses from the header
    // to the source. (The address bound keeps out the enclosing loop where gcc
    // enters a loop at its test rather than at its header, as at -O0.)
    std::vector<bool> natural_loop(uint32_t source, uint32_t header) const {
        std::vector<bool> body(count_, false);
        body[header] = true;
        std::vector<uint32_t> work{source};
        while (!work.empty()) {
            const uint32_t n = work.back();
            work.pop_back();
            if (body[n]) continue;
            body[n] = true;
            for (uint32_t p : pred_[n])
                if (p >= header && p <= source) work.push_back(p);
        }
        return body;
    }

private:
    bool is_delayed_branch(uint32_t i) const {
        const mb::Inst& in = inst_[i];
        return in.op != mb::Op::Invalid && mb::info(in.op).delay_slot;
    }
    void edge(uint32_t from, uint32_t to) {
        if (from >= count_ || to >= count_) return;
        succ_[from].push_back(to);
        pred_[to].push_back(from);
    }

    uint32_t base_, count_;
    std::vector<mb::Inst> inst_;
    std::vector<std::vector<uint32_t>> succ_, pred_;
};

}  // namespace

std::vector<BoxLoop> box_loops(const mb::Program& program) {
    const std::optional<uint32_t> muldi3 = program.symbol("__muldi3");
    std::vector<BoxLoop> loops;
    for (const mb::Segment& seg : program.segments) {
        if (!seg.executable) continue;
        const CodeGraph graph(seg);
        std::vector<std::vector<bool>> bodies;
        std::vector<uint32_t> headers;
        for (const auto& [source, header] : graph.back_edges()) {
            bodies.push_back(graph.natural_loop(source, header));
            headers.push_back(header);
        }
        std::vector<size_t> chosen;  // per product, its innermost loop (the smallest holding it)
        for (uint32_t i = 0; i < graph.count(); ++i) {
            const mb::Inst& in = graph.inst(i);
            const bool product = in.op == mb::Op::Mulhu ||
                                 (in.op == mb::Op::Brlid && muldi3 && graph.address(i) + uint32_t(in.imm) == *muldi3);
            if (!product) continue;
            std::optional<size_t> best;
            size_t best_size = SIZE_MAX;
            for (size_t k = 0; k < bodies.size(); ++k) {
                if (!bodies[k][i]) continue;
                const size_t size = static_cast<size_t>(std::count(bodies[k].begin(), bodies[k].end(), true));
                if (size < best_size) best = k, best_size = size;
            }
            if (best && std::find(chosen.begin(), chosen.end(), *best) == chosen.end()) chosen.push_back(*best);
        }
        // A loop that holds another box loop is not one: its own product sits
        // between the boxes (CIOS's m * n[0] in the row loop).
        std::vector<size_t> boxes;
        for (size_t k : chosen)
            if (std::none_of(chosen.begin(), chosen.end(), [&](size_t o) { return o != k && bodies[k][headers[o]]; }))
                boxes.push_back(k);
        for (size_t k : boxes) {
            BoxLoop loop;
            const uint32_t h = headers[k];
            // The header's range first (entries are counted there), from the header on.
            uint32_t end = h;
            while (end < graph.count() && bodies[k][end]) ++end;
            loop.ranges.push_back({graph.address(h), graph.address(end)});
            for (uint32_t i = 0; i < graph.count();) {
                if (!bodies[k][i] || (i >= h && i < end)) {
                    ++i;
                    continue;
                }
                uint32_t j = i;
                while (j < graph.count() && bodies[k][j] && j != h) ++j;
                loop.ranges.push_back({graph.address(i), graph.address(j)});
                i = j;
            }
            // The edges that cross the loop's boundary: out of it (exits) and
            // into it other than at the header (side entries).
            for (uint32_t i = 0; i < graph.count(); ++i)
                for (uint32_t t : graph.successors(i)) {
                    if (bodies[k][i] == bodies[k][t] || t == h) continue;
                    std::vector<uint32_t>& list = bodies[k][i] ? loop.exits : loop.side_entries;
                    if (std::find(list.begin(), list.end(), graph.address(t)) == list.end())
                        list.push_back(graph.address(t));
                }
            loops.push_back(std::move(loop));
        }
    }
    std::sort(loops.begin(), loops.end(),
              [](const BoxLoop& a, const BoxLoop& b) { return a.ranges[0].begin < b.ranges[0].begin; });
    return loops;
}

std::vector<NamedRange> box_regions(const mb::Program& program, const std::string& white, const std::string& shaded,
                                    const std::string& muldi3) {
    std::vector<NamedRange> out;
    if (program.symbol(white) && program.symbol(white + "_end")) {
        for (const std::string& name : {white, shaded, muldi3})
            if (name != muldi3 || program.symbol(muldi3))
                out.push_back({name, symbol_or_throw(program, name), symbol_or_throw(program, name + "_end")});
        return out;
    }
    const std::vector<BoxLoop> loops = box_loops(program);
    if (loops.empty() || loops.size() > 2)
        throw std::invalid_argument(program.source_name + ": expected two box loops (innermost loops holding a mulhu "
                                    "or a call of __muldi3), or one both kinds of box share; found " +
                                    std::to_string(loops.size()));
    // A loop laid out in pieces is one region per piece: the header's under
    // the region's name (its entries count the loop's iterations), the rest
    // as NAME.part (box_cycles adds them in).
    for (size_t k = 0; k < loops.size(); ++k) {
        const std::string& name = k == 0 ? white : shaded;
        for (size_t r = 0; r < loops[k].ranges.size(); ++r)
            out.push_back({r == 0 ? name : name + ".part", loops[k].ranges[r].begin, loops[k].ranges[r].end});
        for (uint32_t exit : loops[k].exits) out.push_back({name + "_end", exit, exit});
        for (uint32_t entry : loops[k].side_entries) out.push_back({name + "_entry", entry, entry});
    }
    // __muldi3 runs to the next label of its segment (libgcc's code and
    // crt0 define labels only, so every symbol there is an address).
    if (const std::optional<uint32_t> start = program.symbol("__muldi3")) {
        for (const mb::Segment& seg : program.segments) {
            const uint32_t seg_end = seg.addr + static_cast<uint32_t>(seg.bytes.size());
            if (!seg.executable || *start < seg.addr || *start >= seg_end) continue;
            uint32_t next = seg_end;
            for (const auto& [name, addr] : program.symbols)
                if (addr > *start && addr < next) next = addr;
            out.push_back({muldi3, *start, next});
        }
    }
    return out;
}

void add_regions(mb::MbCpu& cpu, const std::vector<NamedRange>& regions) {
    for (const NamedRange& r : regions) {
        if (r.begin == r.end) cpu.add_label(r.name, r.begin);
        else cpu.add_region(r.name, r.begin, r.end);
    }
}

std::pair<uint64_t, uint64_t> box_cycles(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                                         const std::string& shaded, const std::string& muldi3) {
    uint64_t white_cycles = 0, shaded_cycles = 0, muldi3_cycles = 0, white_boxes = 0, shaded_boxes = 0;
    bool shared = true;
    for (const mb::MbCpu* cpu : cpus) {
        for (const mb::Region& r : cpu->regions()) {
            if (r.name == white) white_cycles += r.cycles, white_boxes += r.entries;
            if (r.name == white + ".part") white_cycles += r.cycles;
            if (r.name == shaded) shaded_cycles += r.cycles, shaded_boxes += r.entries, shared = false;
            if (r.name == shaded + ".part") shaded_cycles += r.cycles;
            if (r.name == muldi3) muldi3_cycles += r.cycles;
        }
    }
    if (shared) {
        white_cycles += muldi3_cycles;
        return {white_cycles / 2, white_cycles - white_cycles / 2};
    }
    const uint64_t boxes = white_boxes + shaded_boxes;
    if (boxes != 0 && muldi3_cycles != 0) {
        const uint64_t to_white = muldi3_cycles * white_boxes / boxes;
        white_cycles += to_white;
        shaded_cycles += muldi3_cycles - to_white;
    }
    return {white_cycles, shaded_cycles};
}

uint64_t box_instructions(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                          const std::string& shaded, const std::string& muldi3) {
    uint64_t n = 0;
    for (const mb::MbCpu* cpu : cpus)
        for (const mb::Region& r : cpu->regions())
            for (const std::string& name : {white, white + ".part", shaded, shaded + ".part", muldi3})
                if (r.name == name) n += r.instructions;
    return n;
}

void check_box_entries(const std::vector<const mb::MbCpu*>& cpus, const std::string& white, const std::string& shaded,
                       uint64_t boxes, const std::string& who) {
    auto entries_of = [&](const std::string& name) -> std::optional<uint64_t> {
        std::optional<uint64_t> entries;
        for (const mb::MbCpu* cpu : cpus)
            for (const mb::Region& r : cpu->regions())
                if (r.name == name) entries = entries.value_or(0) + r.entries;
        return entries;
    };
    const std::optional<uint64_t> white_entries = entries_of(white), shaded_entries = entries_of(shaded);
    if (!white_entries) throw std::logic_error(who + ": no region " + white);
    const uint64_t per_region = shaded_entries ? boxes : 2 * boxes;  // a shared loop runs both kinds
    for (const auto& [name, entries] : {std::pair{white, white_entries}, std::pair{shaded, shaded_entries}}) {
        if (!entries) continue;
        if (*entries < per_region || *entries > 2 * per_region)
            throw std::logic_error(who + ": the region " + name + " was entered " + std::to_string(*entries) +
                                   " times, not once per box (" + std::to_string(per_region) +
                                   ", plus at most as many loop tests): it is not the box loop");
    }
}

}  // namespace montsim::schemes
