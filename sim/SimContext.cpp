#include "sim/SimContext.hpp"

#include <systemc>

namespace montsim::sim {

FreshSimContext::FreshSimContext() : context_(new sc_core::sc_simcontext()) {
    sc_core::sc_curr_simcontext = context_;
    sc_core::sc_default_global_context = context_;
}

FreshSimContext::~FreshSimContext() {
    // The modules made in this context are gone by now (they were members
    // declared after it). It is deleted while still current: its clean-up
    // asks SystemC for the current context, which would otherwise make (and
    // leak) a new default one. SystemC makes a new one on demand later.
    delete context_;
    if (sc_core::sc_curr_simcontext == context_) sc_core::sc_curr_simcontext = nullptr;
    if (sc_core::sc_default_global_context == context_) sc_core::sc_default_global_context = nullptr;
}

}  // namespace montsim::sim
