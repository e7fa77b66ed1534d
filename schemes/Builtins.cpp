#include "schemes/Builtins.hpp"

#include "cores/mb/cpu/MbCoreType.hpp"
#include "cores/mb/toolchain/Tools.hpp"
#include "cores/pearray/PeArrayCoreType.hpp"
#include "cores/shmem/SharedMemoryType.hpp"
#include "cores/vliw/VliwCoreType.hpp"
#include "network/Topology.hpp"
#include "schemes/cios/CiosScheme.hpp"
#include "schemes/fan/FanScheme.hpp"
#include "schemes/fips/FipsCommand.hpp"
#include "schemes/fips/FipsMbScheme.hpp"
#include "schemes/fips/FipsScheme.hpp"
#include "schemes/iwbmm/IwbmmScheme.hpp"
#include "schemes/iwbmm_ring/IwbmmRingScheme.hpp"
#include "schemes/modexp/ModexpScheme.hpp"
#include "schemes/pmont/PmontScheme.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Scheme.hpp"

namespace montsim {

void register_builtins() {
    static const bool done = [] {
        // The first entry of each registry is its selector's default.
        mb::register_microblaze();
        mb::register_tools();  // asm, exec
        vliw::register_vliw();
        pearray::register_pearray();
        shmem::register_shared_memory();
        net::register_network();
        sim::register_scheme(schemes::sos_scheme());
        sim::register_scheme(schemes::pshs_scheme());
        sim::register_scheme(schemes::fan::fan_scheme());
        sim::register_scheme(schemes::modexp_scheme());
        sim::register_scheme(schemes::iwbmm_scheme());
        sim::register_scheme(schemes::iwbmm_ring_scheme());
        sim::register_scheme(schemes::cios_scheme());
        sim::register_scheme(schemes::pmont_shared_scheme());
        sim::register_scheme(schemes::pmont_net_scheme());
        sim::register_scheme(schemes::fips::fips_scheme());
        sim::register_scheme(schemes::fips::fips_mb_scheme());
        schemes::fips::register_fips_command();
        return true;
    }();
    (void)done;
}

}  // namespace montsim
