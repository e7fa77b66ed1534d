// Which program a MicroBlaze scheme's point runs (Kernel.hpp): the kernel
// keys, the hand-written kernels and their masked forms, the C as gcc
// compiled it, or the user's program file.
#include "schemes/common/Kernel.hpp"

#include <algorithm>
#include <stdexcept>

#include "cores/mb/toolchain/Elf.hpp"
#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"

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
    list.push_back(final_subtraction_param());
    return list;
}

sim::ParamDecl final_subtraction_param() {
    return sim::choice_param(
        kFinalSubtraction, kFinalSubtractions, "branch",
        "the hand-written kernels' final subtraction (if T >= N then T = T - N): branch, the compare from the top "
        "word down and a subtraction only when T >= N, so its time depends on the operands (the paper's); masked, "
        "T - N computed always and kept by a mask, the same instructions whatever the operands "
        "(schemes/common/final_subtraction_masked.inc.s)");
}

bool masked_final_subtraction(const sim::Config& cfg) { return cfg.has(kFinalSubtraction) && masked(cfg); }

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

sim::InputDigests kernel_program_inputs(const KernelChoice& choice) {
    if (choice.program.empty()) return {};
    const std::string& path = choice.program;
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
        "(params) and timer reads; ecc (ecc.mm = program): an assembly file defining mont_mul, the field multiplier "
        "(schemes/ecc/README.md)";
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

KernelChoice compiled_choice_from(const sim::Config& cfg, const std::string& scheme) {
    sim::Config c = cfg;
    set_compiled_kernel(c);
    return kernel_choice_from(c, scheme);
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

KernelChoice kernel_choice_from(const sim::Config& cfg, const std::string& scheme,
                                const std::vector<std::string>& c_variants, bool marked) {
    KernelChoice choice;
    choice.scheme = scheme;
    choice.form = check_c_form(cfg, scheme, c_variants, marked);
    choice.kernel = cfg.get_string(kKernel);
    choice.gcc_opt = cfg.get_string(kGccOpt);
    choice.program = program_file(cfg);
    choice.masked = cfg.has(kFinalSubtraction) && masked(cfg);
    choice.hw_mul = mb::hw_mul_from(cfg);
    return choice;
}

KernelPoint kernel_point_from(const sim::Config& cfg, const std::string& scheme,
                              const std::vector<std::string>& c_variants) {
    const OperandKeys keys = operand_keys_from(cfg);
    return KernelPoint{keys.words(), keys.operands(keys.words()), kernel_choice_from(cfg, scheme, c_variants)};
}

std::shared_ptr<const mb::Program> kernel_program_shared(
    const KernelChoice& choice, const std::vector<std::pair<std::string, std::string>>& hand_written) {
    const std::string& scheme = choice.scheme;
    const std::string& kernel = choice.kernel;
    if (!choice.program.empty()) return std::make_shared<const mb::Program>(mb::load_program_file(choice.program));
    if (kernel == "c") {
        if (choice.hw_mul == mb::HwMul::None)
            throw std::invalid_argument("scheme.kernel = c is compiled for a core with a hardware multiplier: set "
                                        "core.hw_mul = mul64 (gcc -mxl-multiply-high) or mul32 (libgcc's __muldi3)");
        return assemble_embedded_shared(compiled_kernel_name(scheme, choice.gcc_opt,
                                                             std::string(name_of(mb::kHwMulNames, choice.hw_mul)),
                                                             choice.form));
    }
    std::string have;
    for (const auto& [name, file] : hand_written) {
        if (name == kernel && choice.masked) {
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

}  // namespace montsim::schemes
