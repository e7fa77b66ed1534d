#include "schemes/BuiltinSchemes.hpp"

#include "schemes/fan/FanScheme.hpp"
#include "schemes/iwbmm/IwbmmScheme.hpp"
#include "schemes/iwbmm_ring/IwbmmRingScheme.hpp"
#include "schemes/modexp/ModexpScheme.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "schemes/sos/SosScheme.hpp"

namespace montsim::schemes {

void register_builtin_schemes() {
    static const bool done = [] {
        sim::register_scheme(sos_scheme());  // the first is scheme.name's default
        sim::register_scheme(pshs_scheme());
        sim::register_scheme(fan::fan_scheme());
        sim::register_scheme(modexp_scheme());
        sim::register_scheme(iwbmm_scheme());
        sim::register_scheme(iwbmm_ring_scheme());
        return true;
    }();
    (void)done;
}

}  // namespace montsim::schemes
