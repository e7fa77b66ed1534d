#include "sim/CoreType.hpp"

namespace montsim::sim {

Registry<CoreType>& core_types() {
    static Registry<CoreType> registry("core type", std::nullopt, 20);
    return registry;
}

}  // namespace montsim::sim
