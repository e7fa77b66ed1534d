#include "sim/SimContext.hpp"

#include <systemc>

namespace montsim::sim {

FreshSimContext::FreshSimContext() {
    // The previous context is deliberately not deleted: SystemC 2.3 objects
    // may still refer to it during their own destruction.
    sc_core::sc_curr_simcontext = new sc_core::sc_simcontext();
    sc_core::sc_default_global_context = sc_core::sc_curr_simcontext;
}

FreshSimContext::~FreshSimContext() = default;

}  // namespace montsim::sim
