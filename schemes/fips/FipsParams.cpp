#include "schemes/fips/FipsParams.hpp"

namespace montsim::schemes::fips {

namespace {
const char* const kVariant = "fips.variant";
const char* const kW = "fips.w";
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

FipsConfig fips_config_from(const sim::Config& cfg) {
    FipsConfig c;
    c.variant = value_of(kVariantNames, cfg.get_string(kVariant), kVariant);
    c.w = unsigned(cfg.get_int(kW));
    c.reg_bits = 2 * c.w;
    return c;
}

}  // namespace montsim::schemes::fips
