#include "schemes/fips/FipsMachines.hpp"

#include <map>
#include <tuple>
#include <mutex>
#include <stdexcept>

#include "cores/vliw/SidePartition.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/fips/FipsLoops.hpp"

namespace montsim::schemes::fips {

const vliw::MachineDescription& builtin_machine(const std::string& name) {
    static std::mutex lock;
    static std::map<std::string, vliw::MachineDescription> loaded;
    const std::lock_guard<std::mutex> hold(lock);
    if (auto it = loaded.find(name); it != loaded.end()) return it->second;
    const std::string path = "configs/machines/" + name + ".toml";
    const auto text = embedded_file(path);
    if (!text) {
        std::string known;
        for (const char* m : kFipsMachines) known += (known.empty() ? "" : ", ") + std::string(m);
        throw std::invalid_argument("no built-in machine description " + name + " (have: " + known + ")");
    }
    return loaded.emplace(name, vliw::parse_machine(std::string(*text), path + " (built in)")).first->second;
}

const vliw::MachineDescription& machine_file(const std::string& path) {
    static std::mutex lock;
    static std::map<std::string, vliw::MachineDescription> loaded;
    const std::lock_guard<std::mutex> hold(lock);
    if (auto it = loaded.find(path); it != loaded.end()) return it->second;
    return loaded.emplace(path, vliw::load_machine(path)).first->second;
}

const ScheduledLoop& scheduled_inner_loop(const std::string& machine, Variant variant) {
    return scheduled_inner_loop(builtin_machine(machine), machine, variant);
}

const ScheduledLoop& scheduled_inner_loop(const vliw::MachineDescription& m, const std::string& machine,
                                          Variant variant) {
    static std::mutex lock;
    static std::map<std::tuple<const vliw::MachineDescription*, std::string, Variant>, ScheduledLoop> done;
    const std::lock_guard<std::mutex> hold(lock);
    const auto key = std::make_tuple(&m, machine, variant);
    if (auto it = done.find(key); it != done.end()) return it->second;
    ScheduledLoop s;
    if (machine == "c62x") {
        s.loop = c62x_inner_loop(variant);
        const vliw::SidePartition split = vliw::partition_sides(m, s.loop);
        s.partitioned_bound = split.bound;
        s.running = split.pinned;
    } else if (machine == "ts201") {
        s.loop = ts201_inner_loop(variant);
        s.running = s.loop;
        // REG1 and REG2 are 2w-bit registers in the model: pairs in the code.
        if (variant == Variant::Enhanced || variant == Variant::EnhancedFixed) s.running.pairs.insert({"R1", "R2"});
    } else {
        throw std::invalid_argument("fips.machine = " + machine + ": no FIPS loops for it");
    }
    s.schedule = vliw::modulo_schedule(m, s.loop);
    s.running_schedule = machine == "c62x" ? vliw::modulo_schedule(m, s.running) : s.schedule;
    return done.emplace(key, std::move(s)).first->second;
}

}  // namespace montsim::schemes::fips
