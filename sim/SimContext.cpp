#include "sim/SimContext.hpp"

#include <systemc>

namespace montsim::sim {

FreshSimContext::FreshSimContext() : context_(new sc_core::sc_simcontext()) {
    sc_core::sc_curr_simcontext = context_;
    sc_core::sc_default_global_context = context_;
}

FreshSimContext::~FreshSimContext() {
    // The modules made in this context are gone by now (they were members
    // declared after it). SystemC makes a new default context on demand if
    // anything asks for one later.
    if (sc_core::sc_curr_simcontext == context_) sc_core::sc_curr_simcontext = nullptr;
    if (sc_core::sc_default_global_context == context_) sc_core::sc_default_global_context = nullptr;
    delete context_;
}

}  // namespace montsim::sim
