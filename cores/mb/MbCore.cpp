#include "cores/mb/MbCore.hpp"

#include <sstream>

namespace montsim::mb {

MbCore::MbCore(sc_core::sc_module_name name, const CpuConfig& cfg, const Program& program,
               sc_core::sc_time cycle_period, uint64_t cycle_limit, TimingMode mode)
    : sc_module(name), cpu_(cfg), period_(cycle_period), cycle_limit_(cycle_limit), mode_(mode) {
    cpu_.load(program);
    cpu_.set_fsl(this);
    SC_THREAD(run_thread);
}

void MbCore::bind_master(unsigned port, net::FslLink& link) { master_.at(port) = &link; }
void MbCore::bind_slave(unsigned port, net::FslLink& link) { slave_.at(port) = &link; }

uint64_t MbCore::now_cycle() const { return sc_core::sc_time_stamp().value() / period_.value(); }

void MbCore::sync_to(uint64_t cycle) {
    const uint64_t now = now_cycle();
    if (cycle > now) wait(period_ * static_cast<double>(cycle - now));
}

void MbCore::run_thread() {
    try {
        if (mode_ == TimingMode::Decoupled) {
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
    } catch (const std::exception& e) {
        error_ = e.what();
    }
    finished_ = true;
    done_.notify(sc_core::SC_ZERO_TIME);
}

bool MbCore::get(unsigned port, bool blocking, uint32_t& data, bool& control, uint64_t& cycle) {
    net::FslLink* link = port < kFslPorts ? slave_[port] : nullptr;
    if (!link) throw CpuError("core " + std::to_string(cpu_.config().core_id) + " at pc " + std::to_string(cpu_.current_pc()) + ": get from FSL port " +
                              std::to_string(port) + ", which is not connected to any link");
    sync_to(cycle);
    for (;;) {
        const uint64_t now = now_cycle();
        const auto arrival = link->head_arrival();
        if (arrival && *arrival <= now) {
            const net::FslWord w = link->take(now);
            data = w.data;
            control = w.control;
            cycle = now;
            waiting_ = Wait::None;
            return true;
        }
        if (!blocking) {
            cycle = now;
            return false;
        }
        waiting_ = Wait::Get;
        waiting_port_ = port;
        if (arrival) wait(period_ * static_cast<double>(*arrival - now));
        else wait(link->put_event());
    }
}

bool MbCore::put(unsigned port, bool blocking, uint32_t data, bool control, uint64_t& cycle) {
    net::FslLink* link = port < kFslPorts ? master_[port] : nullptr;
    if (!link) throw CpuError("core " + std::to_string(cpu_.config().core_id) + " at pc " + std::to_string(cpu_.current_pc()) + ": put to FSL port " +
                              std::to_string(port) + ", which is not connected to any link");
    sync_to(cycle);
    for (;;) {
        const uint64_t now = now_cycle();
        if (link->has_room(now)) {
            link->put(data, control, now);
            cycle = now;
            waiting_ = Wait::None;
            return true;
        }
        if (!blocking) {
            cycle = now;
            return false;
        }
        waiting_ = Wait::Put;
        waiting_port_ = port;
        if (!link->full()) wait(period_);  // a slot freed this cycle is usable in the next
        else wait(link->take_event());
    }
}

std::string MbCore::blocked_on() const {
    if (finished_ || waiting_ == Wait::None) return "";
    std::ostringstream os;
    const uint32_t pc = cpu_.current_pc();
    os << "core " << cpu_.config().core_id << " at pc 0x" << std::hex << pc << std::dec;
    if (cpu_.memory().contains(pc, 4)) os << " (" << disassemble(cpu_.memory().read32(pc)) << ")";
    os << (waiting_ == Wait::Get ? " waits for a word on FSL port " : " waits for room on FSL port ")
       << waiting_port_;
    const net::FslLink* link = waiting_ == Wait::Get ? slave_[waiting_port_] : master_[waiting_port_];
    if (link) os << " (link " << link->name() << ", " << link->size() << " words in it)";
    return os.str();
}

}  // namespace montsim::mb
