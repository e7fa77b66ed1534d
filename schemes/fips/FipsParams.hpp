// The keys every FIPS scheme reads (declared here, read only here):
//   fips.variant  basic | single-acc | enhanced | enhanced-fixed
//   fips.w        the word size, 16 or 32
#pragma once

#include <vector>

#include "schemes/fips/FipsModel.hpp"
#include "sim/Config.hpp"
#include "sim/Params.hpp"

namespace montsim::schemes::fips {

std::vector<sim::ParamDecl> fips_params();

// The point's variant and w; the model's other fields at their defaults
// (registers of 2w bits, a 40-bit accumulator, overflow an error).
FipsConfig fips_config_from(const sim::Config& cfg);

}  // namespace montsim::schemes::fips
