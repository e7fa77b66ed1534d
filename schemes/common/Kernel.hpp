// Which program a MicroBlaze scheme (SOS, pSHS) runs. One place for the
// keys every such scheme shares (where its boxes are: BoxRegions.hpp):
//
//   scheme.kernel   "mulhu"  the hand-written assembly (mul + mulhu)
//                   "libgcc" the hand-written assembly calling a __muldi3
//                            written like libgcc's (SOS only)
//                   "c"      the scheme's C (schemes/<scheme>/c/) as gcc
//                            compiled it: schemes/compiled/<scheme>-<opt>-<mul>.s,
//                            mul = mul64 (-mxl-multiply-high) or mul32
//                            (libgcc's __muldi3), from core.hw_mul
//   scheme.gcc_opt  the optimization level of "c": O0, O1, O2, O3, Os
//   scheme.program  a program file (ELF or assembly) to run instead, e.g.
//                   the C linked by GNU ld; it must keep the kernel's
//                   parameter block (`params`) and timer words
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cores/mb/cpu/MbCoreType.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/cpu/Program.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Config.hpp"
#include "sim/InputDigest.hpp"
#include "sim/Params.hpp"

namespace montsim::schemes {

// The declarations of scheme.kernel, scheme.gcc_opt and scheme.program (each
// scheme lists them; the registry shows a shared key once).
std::vector<sim::ParamDecl> kernel_params();
// scheme.final_subtraction alone (one of kernel_params), for a scheme that
// runs the hand-written kernels under a driver of its own (ecc), and whether
// a point asks for the masked form.
sim::ParamDecl final_subtraction_param();
bool masked_final_subtraction(const sim::Config& cfg);
// scheme.program's declaration alone (the program scheme reads it too).
sim::ParamDecl program_param();
// scheme.program's value, "" if the point has none.
std::string program_file(const sim::Config& cfg);

// A digest of a program image (segments, entry, symbols): what a point's
// record keeps of the program it ran, so that a program rebuilt from a
// changed file it includes is noticed too (Scheme::inputs).
std::string image_digest(const mb::Program& program);
// A point's choice of program, read once (a scheme's point struct holds
// it): the keys above, the core's multiplier, the C's form; checked as
// check_c_form checks them.
struct KernelChoice {
    std::string scheme;   // whose kernels ("sos", "pshs", ...)
    std::string kernel;   // scheme.kernel
    std::string gcc_opt;  // scheme.gcc_opt
    std::string program;  // scheme.program, "" if none
    std::string form;     // the C's form (compiled_kernel_name's)
    bool masked = false;  // scheme.final_subtraction = masked
    mb::HwMul hw_mul = mb::HwMul::Mul64;
};
// c_variants: the variants of the scheme's C besides "literal" (those of
// scheme.c_variant it has), empty for a scheme that does not read the key;
// marked: the C built with its messages marked (scheme.mark_messages).
KernelChoice kernel_choice_from(const sim::Config& cfg, const std::string& scheme,
                                const std::vector<std::string>& c_variants = {}, bool marked = false);
// The point of a one-core kernel scheme (SOS, CIOS): its size, operands
// and program, read and checked once.
struct KernelPoint {
    unsigned s = 0;  // words per operand
    MontOperands ops;
    KernelChoice kernel;
};
KernelPoint kernel_point_from(const sim::Config& cfg, const std::string& scheme,
                              const std::vector<std::string>& c_variants = {});

// The program a point runs, the process's one assembled copy of an embedded
// kernel. hand_written: the scheme's file for each hand-written kernel name
// ("mulhu" -> "sos/sos.s"); a kernel missing there is an error naming the
// ones that exist. Throws std::invalid_argument for an impossible
// combination (kernel "c" on a core without a multiplier).
std::shared_ptr<const mb::Program> kernel_program_shared(
    const KernelChoice& choice, const std::vector<std::pair<std::string, std::string>>& hand_written);
// Scheme::inputs of a choice: its program file and the image made from it.
sim::InputDigests kernel_program_inputs(const KernelChoice& choice);

// The checks kernel_choice_from makes of scheme.c_variant and the marks (a
// variant the scheme has, of the C, at -O2), without building anything: for
// Scheme::validate, so that `montsim run` refuses them before any point runs.
// Returns the form of the C the point runs (compiled_kernel_name's).
std::string check_c_form(const sim::Config& cfg, const std::string& scheme,
                         const std::vector<std::string>& c_variants, bool marked);

// scheme.c_variant, for the schemes whose C has variants (sos, pshs): the
// form of the C gcc compiled for scheme.kernel = c: literal (the pseudocode
// line by line), hoisted (the row's multiplier in a local), incremental
// (pSHS's row bounds kept from row to row), careful (both); the variants
// are compiled at -O2 only. Each such scheme lists it and passes the
// variants it has to kernel_choice_from.
sim::ParamDecl c_variant_param();
std::string c_variant(const sim::Config& cfg);
void set_c_variant(sim::Config& cfg, const std::string& variant);

// scheme.mark_messages (pshs): whether the kernel ends each message with a
// word put with the FSL control bit (link.model = message needs it). The
// scheme picks its marked hand-written kernel itself and passes `marked` to
// kernel_choice_from for the C's.
sim::ParamDecl mark_messages_param();
bool marks_messages(const sim::Config& cfg);

// For a scheme that runs only gcc's output of its C (pmont): the
// declaration of scheme.gcc_opt alone, and the choice of its program at that
// level for core.hw_mul's build (kernel_program_shared(choice, {}) is the
// program).
sim::ParamDecl gcc_opt_param();
KernelChoice compiled_choice_from(const sim::Config& cfg, const std::string& scheme);
// Sets scheme.kernel = c: a baseline that must run the C too.
void set_compiled_kernel(sim::Config& cfg);

// The file name of a compiled kernel below schemes/: "compiled/sos-O2-mul64.s",
// "compiled/pshs-careful-O2-mul64.s" (form: "literal", a variant, "marked"
// or "<variant>-marked").
std::string compiled_kernel_name(const std::string& scheme, const std::string& opt, const std::string& mul,
                                 const std::string& form = "literal");

}  // namespace montsim::schemes
