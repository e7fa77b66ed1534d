// The instructions that reach outside the core, as named helpers the
// executors call (MbRun.cpp): FSL transfers, the special registers (mfs,
// mts), the memory-mapped devices (timer, core id, halt) and Linux system
// calls; and the error messages that name where the core stood.
#include <ostream>
#include <sstream>

#include "cores/mb/cpu/CpuDetail.hpp"
#include "cores/mb/cpu/MbCpu.hpp"
#include "cores/mb/isa/Semantics.hpp"

namespace montsim::mb {

using namespace detail;

std::string MbCpu::where() const {
    std::ostringstream os;
    os << "core " << cfg_.core_id << " at pc " << hex32(cur_pc_);
    if (mem_.contains(cur_pc_, 4) && (cur_pc_ & 3) == 0) {
        uint32_t w = mem_.read32(cur_pc_);
        os << " (word " << hex32(w) << ": " << disassemble(w) << ")";
    }
    return os.str();
}

void MbCpu::fail(const std::string& what) const { throw CpuError(where() + ": " + what); }

BusAccess& MbCpu::bus_or_fail(uint32_t addr, uint32_t width) {
    if (!bus_)
        fail("access to the shared window at " + hex32(addr) +
             " on a core without a bus (only a shared-memory platform has one)");
    if (width != 4 || (addr & 3) != 0)
        fail("a " + std::to_string(width) + "-byte access to " + hex32(addr) +
             ": the shared memory and the barrier take aligned word accesses only (lw, sw)");
    return *bus_;
}

MbCpu::ExternalDone MbCpu::load_external(uint32_t addr, uint32_t width, uint64_t now) {
    if (addr == kIoBarrier) {
        const BusAccess::Done d = bus_or_fail(addr, width).barrier(now);
        ++stats_.barriers;
        stats_.barrier_wait_cycles += d.wait;
        return {0, d.next};
    }
    if (addr >= kIoBase && addr != kIoMutex) return {semantics::truncate(width, load_io(addr, now)), 0};
    return bus_word(false, addr, width, 0, now);
}

MbCpu::ExternalDone MbCpu::store_external(uint32_t addr, uint32_t width, uint32_t value, uint64_t now) {
    if (addr >= kIoBase && addr != kIoMutex) {
        store_io(addr, semantics::truncate(width, value));
        return {};
    }
    return bus_word(true, addr, width, value, now);
}

// A word of the shared window (or the mutex register) through the bus; an
// address the memory lacks stops the core naming where it stood.
MbCpu::ExternalDone MbCpu::bus_word(bool write, uint32_t addr, uint32_t width, uint32_t value, uint64_t now) {
    BusAccess& bus = bus_or_fail(addr, width);
    ExternalDone x;
    BusAccess::Done d;
    try {
        d = write ? bus.write(addr - kSharedBase, value, now) : bus.read(addr - kSharedBase, x.data, now);
    } catch (const std::invalid_argument& e) {
        fail(e.what());
    }
    ++(write ? stats_.bus_writes : stats_.bus_reads);
    stats_.bus_wait_cycles += d.wait;
    x.next = d.next;
    return x;
}

uint32_t MbCpu::load_io(uint32_t addr, uint64_t now) {
    switch (addr) {
    case kIoTimerLo:
        if (timer_reads_.size() < kTimerLog) timer_reads_.push_back(now);
        else timer_reads_.back() = now;
        return static_cast<uint32_t>(now);
    case kIoTimerHi: return static_cast<uint32_t>(now >> 32);
    case kIoCoreId: return cfg_.core_id;
    case kIoCoreCount: return cfg_.core_count;
    default: break;
    }
    fail("load from unmapped device address " + hex32(addr));
}

void MbCpu::store_io(uint32_t addr, uint32_t value) {
    if (addr == kIoHalt) {
        halted_ = true;
        exit_status_ = static_cast<int>(value);
        return;
    }
    fail("store to unmapped device address " + hex32(addr));
}

void MbCpu::syscall() {
    const uint32_t nr = regs_[12];
    switch (nr) {
    case kSysExit:
    case kSysExitGroup:
        halted_ = true;
        // The whole word, not Linux's low 8 bits: a program that returns
        // its error count must not pass with 256 errors.
        exit_status_ = static_cast<int>(regs_[5]);
        return;
    case kSysWrite: {
        const uint32_t fd = regs_[5], buf = regs_[6], len = regs_[7];
        if (fd != 1 && fd != 2) fail("write system call to file descriptor " + std::to_string(fd) +
                                     " (only 1 and 2 exist)");
        if (!mem_.contains(buf, len)) fail("write system call buffer " + hex32(buf) + " + " +
                                           std::to_string(len) + " bytes lies outside local memory");
        if (out_ && len != 0) {
            std::string bytes(len, '\0');
            mem_.read_bytes(buf, reinterpret_cast<uint8_t*>(bytes.data()), len);
            out_->write(bytes.data(), static_cast<std::streamsize>(len));
        }
        regs_[3] = len;
        return;
    }
    default:
        fail("system call " + std::to_string(nr) + " (r12) is not modelled; montsim provides exit (1), "
             "exit_group (252) and write (4)");
    }
}

MbCpu::FslDone MbCpu::fsl_get_op(uint8_t kind, unsigned port, uint64_t start, uint32_t here) {
    if (!fsl_) fail("FSL link " + std::to_string(port) + " is not connected (no network on this platform)");
    FslDone f;
    f.blocking = kind == uint8_t(Op::Get) || kind == uint8_t(Op::Cget);
    const bool want_control = kind == uint8_t(Op::Cget) || kind == uint8_t(Op::Ncget);
    bool control = false;
    f.when = start;
    f.ok = fsl_->get(port, f.blocking, f.data, control, f.when);
    if (trace_) trace_->events.push_back(TraceEvent{start, f.when, here, f.data, uint16_t(port), TraceKind::Get, f.ok});
    count_get(start, f.when, f.ok, control != want_control);
    return f;
}

MbCpu::FslDone MbCpu::fsl_put_op(uint8_t kind, unsigned port, uint32_t value, uint64_t start, uint32_t here) {
    if (!fsl_) fail("FSL link " + std::to_string(port) + " is not connected (no network on this platform)");
    FslDone f;
    f.blocking = kind == uint8_t(Op::Put) || kind == uint8_t(Op::Cput);
    const bool control = kind == uint8_t(Op::Cput) || kind == uint8_t(Op::Ncput);
    f.when = start;
    f.ok = fsl_->put(port, f.blocking, value, control, f.when);
    if (trace_) trace_->events.push_back(TraceEvent{start, f.when, here, value, uint16_t(port), TraceKind::Put, f.ok});
    count_put(start, f.when, f.ok);
    return f;
}

MbCpu::SprRead MbCpu::read_spr(int32_t spr, uint32_t carry, uint32_t here) const {
    if (spr == int32_t(kSprMsr)) return {msr_rest_ | (carry ? (kMsrCarry | kMsrCarryCopy) : 0), true};
    if (spr == int32_t(kSprPc)) return {here, true};
    // PVR0: CFG (bit 0, the MSB: PVR1 exists) and USER1; PVR1: USER2. The
    // other PVRs describe a configuration montsim does not model.
    if (spr == int32_t(kSprPvr0)) return {0x80000000u | kPvrUser1, true};
    if (spr == int32_t(kSprPvr0 + 1)) return {kPvrUser2, true};
    return {0, false};
}

MbCpu::SprWrite MbCpu::write_spr(int32_t spr, uint32_t value) {
    if (spr != int32_t(kSprMsr)) return {false, 0};
    msr_rest_ = value & ~(kMsrCarry | kMsrCarryCopy);
    return {true, (value & kMsrCarry) ? 1u : 0u};
}

std::string MbCpu::missing_unit_message(uint32_t here) const {
    const Inst in = decode(mem_.read32(here));
    return std::string("this instruction needs ") + unit_requirement(info(in.op).unit) +
           ", which the configured core lacks";
}

}  // namespace montsim::mb
