#include "schemes/fips/FipsParams.hpp"

#include <iterator>
#include <stdexcept>

#include "schemes/fips/FipsMachines.hpp"

namespace montsim::schemes::fips {

namespace {
const char* const kVariant = "fips.variant";
const char* const kW = "fips.w";
const char* const kMachine = "fips.machine";
const char* const kAccBits = "fips.acc_bits";
const char* const kRegBits = "fips.reg_bits";
const char* const kOverflow = "fips.overflow";
const char* const kMachineFile = "fips.machine_file";

inline constexpr Named<Overflow> kOverflowNames[] = {{"error", Overflow::Error}, {"wrap", Overflow::Wrap}};
}  // namespace

std::vector<sim::ParamDecl> fips_params() {
    sim::ParamDecl w = sim::int_param(kW, 16, 16, 32, "bits",
                                      "fips: the word size w (16: the C62x's multiplier; 32: the TigerSHARC's)");
    w.multiple_of = 16;
    return {sim::choice_param(kVariant, names_of(kVariantNames), "enhanced",
                              "fips: the form of the FIPS product: basic (Fig. 1), single-acc (Fig. 3), enhanced "
                              "(Fig. 4 as printed, with the readings of schemes/fips/README.md) or enhanced-fixed "
                              "(every register within 2w bits)"),
            w};
}

std::vector<sim::ParamDecl> fips_machine_params() {
    return {sim::choice_param(kMachine, std::vector<std::string>(std::begin(kFipsMachines), std::end(kFipsMachines)),
                              "c62x",
                              "fips: the DSP (a built-in description, configs/machines/NAME.toml): c62x (the "
                              "paper's C6201, w = 16) or ts201 (the TigerSHARC, w = 32 for basic and enhanced)"),
            [] {
                sim::ParamDecl d;
                d.key = kMachineFile;
                d.type = sim::ParamType::Text;
                d.description = "fips: a machine description file of yours (.toml, read as strictly as the built-in "
                                "ones) to run fips.machine's loops and program on: its classes and units must be "
                                "those the loops name (configs/machines/NAME.toml shows them)";
                d.absent_note = "the built-in description of fips.machine";
                return d;
            }(),
            sim::int_param(kAccBits, 0, 0, 128, "bits",
                           "fips: the single accumulator's width K; 0 = the machine's (c62x 40, ts201 64)"),
            sim::int_param(kRegBits, 0, 0, 128, "bits",
                           "fips: the width of REG1, REG2, ACCX, ACCY (and T) of the enhanced forms; 0 = 2w, "
                           "the paper's claim"),
            sim::choice_param(kOverflow, names_of(kOverflowNames), "error",
                              "fips: a register too narrow for a value stops the point naming it (error), or keeps "
                              "its low bits as the hardware would (wrap) and the big-integer check fails")};
}

FipsConfig fips_config_from(const sim::Config& cfg) {
    FipsConfig c;
    c.variant = value_of(kVariantNames, cfg.get_string(kVariant), kVariant);
    c.w = unsigned(cfg.get_int(kW));
    c.reg_bits = 2 * c.w;
    return c;
}

FipsMachinePoint fips_machine_point_from(const sim::Config& cfg) {
    FipsMachinePoint p;
    p.machine = cfg.get_string(kMachine);
    p.model = fips_config_from(cfg);
    p.model.overflow = value_of(kOverflowNames, cfg.get_string(kOverflow), kOverflow);
    p.description = cfg.has(kMachineFile) ? &machine_file(cfg.get_string(kMachineFile)) : &builtin_machine(p.machine);
    const vliw::MachineDescription& m = *p.description;
    const unsigned w = p.model.w, acc = m.accumulator_bits;
    if (m.multiplier_bits && w > m.multiplier_bits)
        throw std::invalid_argument(std::string(kW) + " = " + std::to_string(w) + ": " + m.name + " multiplies " +
                                    std::to_string(m.multiplier_bits) + " x " + std::to_string(m.multiplier_bits) +
                                    " bits; use " + kW + " = " + std::to_string(m.multiplier_bits) +
                                    " or another fips.machine");
    const int64_t acc_bits = cfg.get_int(kAccBits), reg_bits = cfg.get_int(kRegBits);
    const Variant v = p.model.variant;
    // montsim's programs: the C62x's at w = 16; the TigerSHARC's basic and
    // enhanced loops at w = 32, its single-acc loop at w = 16.
    const unsigned program_w = p.machine == "ts201" && v != Variant::SingleAcc ? 32 : 16;
    if (w != program_w)
        throw std::invalid_argument(std::string(kW) + " = " + std::to_string(w) + ": montsim's " +
                                    std::string(name_of(kVariantNames, v)) + " program on " + m.name + " is at " +
                                    kW + " = " + std::to_string(program_w));
    p.model.acc_bits = acc_bits ? unsigned(acc_bits) : acc;
    p.model.reg_bits = reg_bits ? unsigned(reg_bits) : 2 * w;
    if (acc_bits && v != Variant::SingleAcc)
        throw std::invalid_argument(std::string(kAccBits) + " = " + std::to_string(acc_bits) +
                                    ": only the single-acc form has the single accumulator (fips.variant = " +
                                    std::string(name_of(kVariantNames, v)) + ")");
    if (reg_bits && v != Variant::Enhanced && v != Variant::EnhancedFixed)
        throw std::invalid_argument(std::string(kRegBits) + " = " + std::to_string(reg_bits) +
                                    ": only the enhanced forms have REG1, REG2, ACCX, ACCY (fips.variant = " +
                                    std::string(name_of(kVariantNames, v)) + ")");
    if (v == Variant::SingleAcc) {
        if (acc && p.model.acc_bits > acc)
            throw std::invalid_argument(std::string(kAccBits) + " = " + std::to_string(acc_bits) + ": above " +
                                        m.name + "'s " + std::to_string(acc) + "-bit accumulator");
        if (p.model.acc_bits < 2 * w + 1)
            throw std::invalid_argument(std::string(kAccBits) + " = " + std::to_string(p.model.acc_bits) +
                                        ": below 2w + 1 = " + std::to_string(2 * w + 1) +
                                        " bits, too narrow for one product and a carry");
    }
    if (v == Variant::Enhanced || v == Variant::EnhancedFixed) {
        if (p.model.reg_bits < 2 * w)
            throw std::invalid_argument(std::string(kRegBits) + " = " + std::to_string(reg_bits) + ": below 2w = " +
                                        std::to_string(2 * w) + " bits, too narrow for one product");
        if (acc && p.model.reg_bits > acc)
            throw std::invalid_argument(std::string(kRegBits) + " = " + std::to_string(reg_bits) + ": above " +
                                        m.name + "'s widest register, " + std::to_string(acc) + " bits");
    }
    return p;
}

}  // namespace montsim::schemes::fips
