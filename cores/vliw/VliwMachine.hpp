// The VLIW shared-memory multicore prototype of Fan, Sakiyama and Verbauwhede
// (SiPS 2007) as a platform node, executing a VliwProgram exactly as
// cores/vliw/VliwProgram.hpp specifies. The machine is a description on the
// executable VLIW core (VliwPackets.hpp: per core a universal and a memory
// unit, one op per bundle, one memory port, S_rf w-bit registers and a carry
// bit; PacketCore runs it); this node gives it Fan's terms: the program is
// validated as a whole at construction (validate), and a scheduling error
// (reading a register or the carry whose write is still in flight, two
// writes landing on one register in one cycle) stops the run with a message
// naming the bundle, core, slot, register and the other op. Either way
// error() holds the message.
//
// Usage: create the machine (in a fresh SystemC context), write_memory the
// inputs, sc_core::sc_start(), then read stats(), read_memory(), error().
// The run takes its cycles times the clock period of simulated time.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <systemc>
#include <vector>

#include "sim/Node.hpp"
#include "cores/vliw/MachineDescription.hpp"
#include "cores/vliw/VliwProgram.hpp"

namespace montsim::vliw {

class PacketCore;
struct PacketFault;

// Number of MemKind values, for counters indexed by kind.
constexpr size_t kMemKinds = 6;

// The first static problem of the program (register numbers, Mul's R(i+1),
// addresses, more than one memory operation per bundle, bad parameters), or
// nothing if it can run.
std::optional<std::string> validate(const VliwProgram& program, const VliwLatency& lat);

// The cycle at which the last write (register or memory) lands: the maximum
// over all operations of issue + latency, or the number of bundles if larger.
uint64_t end_cycle(const VliwProgram& program, const VliwLatency& lat);

struct VliwStats {
    uint64_t cycles = 0;   // end_cycle() for a complete run; the stopping cycle after a scheduling error
    uint64_t bundles = 0;  // bundles issued
    std::array<uint64_t, kMemKinds> loads{}, stores{};  // indexed by MemKind
    std::vector<uint64_t> busy_slots;                   // non-Nop slots, per core
    uint64_t muls = 0;
    uint64_t adds = 0;  // Add, Adc and Sub
};

// A platform node without FSL ports: it finishes after its last bundle.
class VliwMachine : public sc_core::sc_module, public sim::Node {
public:
    SC_HAS_PROCESS(VliwMachine);
    // Copies the program; validates it (a problem goes to error() and the run
    // does nothing). Throws std::invalid_argument for a zero period.
    VliwMachine(sc_core::sc_module_name name, const VliwProgram& program, const VliwLatency& lat = {},
                sc_core::sc_time period = sc_core::sc_time(8, sc_core::SC_NS));
    ~VliwMachine() override;

    // Host access to the data memory. write_memory throws std::out_of_range
    // for an address >= memory_words and std::invalid_argument for a value
    // wider than w bits.
    void write_memory(uint32_t addr, uint32_t value);
    uint32_t read_memory(uint32_t addr) const;
    uint32_t reg(unsigned core, unsigned r) const;  // throws std::out_of_range
    bool carry(unsigned core) const;

    const VliwStats& stats() const { return stats_; }
    const std::optional<std::string>& error() const override { return error_; }
    bool finished() const override { return finished_; }
    std::string node_name() const override { return name(); }
    bool hit_cycle_limit() const override { return false; }  // straight-line code always ends
    std::string blocked_on() const override { return ""; }
    uint64_t cycles() const override { return stats_.cycles; }
    sc_core::sc_time period() const { return period_; }
    const VliwProgram& program() const { return program_; }

private:
    void run_thread();
    PacketCore& core() const;  // std::logic_error if the program did not validate
    std::string fault_message(const PacketFault& f) const;
    std::string register_name(uint16_t reg) const;
    void collect_stats(uint64_t cycles, uint64_t bundles);

    VliwProgram program_;
    VliwLatency lat_;
    sc_core::sc_time period_;
    uint64_t end_cycle_ = 0;
    MachineDescription machine_;
    std::unique_ptr<PacketCore> core_;  // none if the program did not validate
    VliwStats stats_;
    std::optional<std::string> error_;
    bool finished_ = false;
};

}  // namespace montsim::vliw
