// `montsim fips` (FipsCommand.cpp).
#pragma once

namespace montsim::schemes::fips {

void register_fips_command();

}  // namespace montsim::schemes::fips
