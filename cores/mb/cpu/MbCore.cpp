#include "cores/mb/cpu/MbCore.hpp"

#include <sstream>
#include <stdexcept>

namespace montsim::mb {

MbCore::MbCore(sc_core::sc_module_name name, const CpuConfig& cfg, sc_core::sc_time cycle_period,
               uint64_t cycle_limit, TimingMode mode)
    : sc_module(name),
      cpu_(cfg),
      period_(cycle_period),
      cycle_limit_(cycle_limit),
      mode_(mode) {
    cpu_.set_fsl(this);
    cpu_.set_bus(this);
    SC_THREAD(run_thread);
}

void MbCore::bind_put(unsigned port, sim::FslPutIf& channel) {
    if (port >= kFslPorts)
        throw std::invalid_argument(node_name() + " has FSL put ports 0.." + std::to_string(kFslPorts - 1) +
                                    ", not " + std::to_string(port));
    if (put_if_[port]) throw std::invalid_argument(node_name() + ": FSL put port " + std::to_string(port) + " is bound twice");
    put_if_[port] = &channel;
}

void MbCore::bind_get(unsigned port, sim::FslGetIf& channel) {
    if (port >= kFslPorts)
        throw std::invalid_argument(node_name() + " has FSL get ports 0.." + std::to_string(kFslPorts - 1) +
                                    ", not " + std::to_string(port));
    if (get_if_[port]) throw std::invalid_argument(node_name() + ": FSL get port " + std::to_string(port) + " is bound twice");
    get_if_[port] = &channel;
}

void MbCore::bind_bus(unsigned port, sim::BusMasterIf& slave) {
    if (port != 0) throw std::invalid_argument(node_name() + " has bus port 0, not " + std::to_string(port));
    if (bus_if_) throw std::invalid_argument(node_name() + ": its bus port is bound twice");
    bus_if_ = &slave;
}

sim::Stats MbCore::stat_group() const {
    const CpuStats& x = cpu_.stats();
    MbCoreStats st;
    st.instructions = x.instructions;
    st.busy_cycles = cpu_.cycle() - x.fsl_get_stall_cycles - x.fsl_put_stall_cycles;
    st.get_stall_cycles = x.fsl_get_stall_cycles;
    st.put_stall_cycles = x.fsl_put_stall_cycles;
    st.words_sent = x.words_sent;
    st.words_received = x.words_received;
    st.halt_cycle = cpu_.cycle();
    st.word_products = x.word_products;
    if (bus_if_) {
        st.bus_reads = x.bus_reads;
        st.bus_writes = x.bus_writes;
        st.bus_wait_cycles = x.bus_wait_cycles;
        st.barriers = x.barriers;
        st.barrier_wait_cycles = x.barrier_wait_cycles;
    }
    return st.values();
}

uint64_t MbCore::now_cycle() const { return sc_core::sc_time_stamp().value() / period_.value(); }

void MbCore::sync_to(uint64_t cycle) {
    const uint64_t now = now_cycle();
    if (cycle > now) wait(period_ * static_cast<double>(cycle - now));
}

void MbCore::run_thread() {
    try {
        if (mode_ != TimingMode::Lockstep) {
            hit_limit_ = cpu_.run(cycle_limit_) == StopReason::CycleLimit;
        } else {
            while (!cpu_.halted() && cpu_.cycle() < cycle_limit_) {
                cpu_.step();
                sync_to(cpu_.cycle());
            }
            hit_limit_ = !cpu_.halted();
        }
        // SystemC time catches up with the core: its halt is observed at the
        // cycle it happened.
        sync_to(cpu_.cycle());
    } catch (const std::bad_alloc&) {
        error_ = sim::kNodeOutOfMemory;
    } catch (const std::exception& e) {
        error_ = e.what();
    }
    finished_ = true;
}

void MbCore::unbound(const char* what, unsigned port) const {
    std::ostringstream os;
    os << name() << " at pc 0x" << std::hex << cpu_.current_pc() << std::dec << ": " << what << " FSL port "
       << port << ", which is not bound to any channel";
    throw CpuError(os.str());
}

bool MbCore::can_sync_free() const {
    if (mode_ != TimingMode::SyncFree || cpu_.code_has_nonblocking_fsl() || bus_if_) return false;
    for (unsigned p = 0; p < kFslPorts; ++p)
        if ((put_if_[p] && !put_if_[p]->sync_free()) || (get_if_[p] && !get_if_[p]->sync_free())) return false;
    return true;
}

void MbCore::nonblocking_in_sync_free(const char* what) const {
    std::ostringstream os;
    os << name() << " at pc 0x" << std::hex << cpu_.current_pc() << std::dec << ": a non-blocking FSL " << what
       << " in code written at run time, on a platform running sync-free (run.timing = sync-free); "
          "set run.timing = decoupled";
    throw CpuError(os.str());
}

bool MbCore::get(unsigned port, bool blocking, uint32_t& data, bool& control, uint64_t& cycle) {
    sim::FslGetIf* channel = port < kFslPorts ? get_if_[port] : nullptr;
    if (!channel) unbound("get from", port);
    sim::FslWord w;
    if (sync_free_ && !blocking) nonblocking_in_sync_free("get");
    if (!sync_free_) sync_to(cycle);
    if (blocking) {
        waiting_ = Wait::Get;
        waiting_port_ = port;
        waiting_since_ = cycle;
        cycle = sync_free_ ? channel->get_free(cycle, w) : channel->get(cycle, w);
        waiting_ = Wait::None;
    } else if (!channel->nb_get(cycle, w)) {
        return false;
    }
    data = w.data;
    control = w.control;
    return true;
}

bool MbCore::put(unsigned port, bool blocking, uint32_t data, bool control, uint64_t& cycle) {
    sim::FslPutIf* channel = port < kFslPorts ? put_if_[port] : nullptr;
    if (!channel) unbound("put to", port);
    const sim::FslWord w{data, control};
    if (sync_free_ && !blocking) nonblocking_in_sync_free("put");
    if (!sync_free_) sync_to(cycle);
    if (!blocking) return channel->nb_put(cycle, w);
    waiting_ = Wait::Put;
    waiting_port_ = port;
    waiting_since_ = cycle;
    cycle = sync_free_ ? channel->put_free(cycle, w) : channel->put(cycle, w);
    waiting_ = Wait::None;
    return true;
}

// (Only sync-free: a synchronised transfer brings SystemC time to its
// cycle first, which waits.)
bool MbCore::get_now(unsigned port, uint32_t& data, bool& control, uint64_t& cycle) {
    sim::FslGetIf* channel = port < kFslPorts ? get_if_[port] : nullptr;
    sim::FslWord w;
    if (!sync_free_ || !channel || !channel->get_now(cycle, w)) return false;
    data = w.data;
    control = w.control;
    return true;
}

bool MbCore::put_now(unsigned port, uint32_t data, bool control, uint64_t& cycle) {
    sim::FslPutIf* channel = port < kFslPorts ? put_if_[port] : nullptr;
    return sync_free_ && channel && channel->put_now(cycle, sim::FslWord{data, control});
}

// Only under sync-free timing, as get_now and put_now.
sim::FslGetNow MbCore::get_now_call(unsigned port) {
    return sync_free_ && port < kFslPorts && get_if_[port] ? get_if_[port]->get_now_call() : sim::FslGetNow{};
}

sim::FslPutNow MbCore::put_now_call(unsigned port) {
    return sync_free_ && port < kFslPorts && put_if_[port] ? put_if_[port]->put_now_call() : sim::FslPutNow{};
}

// One bus access or barrier: SystemC time brought to its issue cycle, the
// wait recorded for deadlock reports.
template <typename Call>
MbCore::Done MbCore::on_bus(Wait what, uint64_t cycle, Call call) {
    if (!bus_if_) unbound_bus();
    sync_to(cycle);
    waiting_ = what;
    waiting_since_ = cycle;
    const sim::BusDone d = call(*bus_if_);
    waiting_ = Wait::None;
    return {d.next, d.wait};
}

MbCore::Done MbCore::read(uint32_t offset, uint32_t& data, uint64_t cycle) {
    return on_bus(Wait::Bus, cycle, [&](sim::BusMasterIf& bus) { return bus.read(cycle, offset, data); });
}

MbCore::Done MbCore::write(uint32_t offset, uint32_t data, uint64_t cycle) {
    return on_bus(Wait::Bus, cycle, [&](sim::BusMasterIf& bus) { return bus.write(cycle, offset, data); });
}

MbCore::Done MbCore::barrier(uint64_t cycle) {
    return on_bus(Wait::Barrier, cycle, [&](sim::BusMasterIf& bus) { return bus.barrier(cycle); });
}

void MbCore::unbound_bus() const {
    std::ostringstream os;
    os << name() << " at pc 0x" << std::hex << cpu_.current_pc() << std::dec
       << ": a shared-memory access or barrier, but its bus port is not bound (no shared memory on this platform)";
    throw CpuError(os.str());
}

std::string MbCore::blocked_on() const {
    if (finished_ || waiting_ == Wait::None) return "";
    std::ostringstream os;
    const uint32_t pc = cpu_.current_pc();
    os << "core " << cpu_.config().core_id << " at pc 0x" << std::hex << pc << std::dec;
    if (cpu_.memory().contains(pc, 4)) os << " (" << disassemble(cpu_.memory().read32(pc)) << ")";
    if (waiting_ == Wait::Bus || waiting_ == Wait::Barrier) {
        os << (waiting_ == Wait::Barrier ? " waits at the barrier" : " waits for the bus") << " since cycle "
           << waiting_since_ << " (" << bus_if_->describe() << ")";
        return os.str();
    }
    os << (waiting_ == Wait::Get ? " waits for a word on FSL port " : " waits for room on FSL port ")
       << waiting_port_ << " since cycle " << waiting_since_ << " (" << (waiting_ == Wait::Get ? get_if_[waiting_port_]->describe()
                                                           : put_if_[waiting_port_]->describe())
       << ")";
    return os.str();
}

}  // namespace montsim::mb
