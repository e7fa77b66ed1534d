// p bare MbCpu cores in a unidirectional ring of word queues, run
// functionally without SystemC: core i's put on link 0 pushes to queue i,
// its get on link 0 pops from queue (i-1+p)%p. The cores are stepped
// round-robin, each until it halts or its next instruction is a blocking get
// on an empty queue or a blocking put on a full one (no cycle timing: the
// FslAccess calls leave `cycle` unchanged). If every unfinished core is
// blocked, run() throws naming each core's pc and instruction.
#pragma once

#include <cstdint>
#include <deque>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "cores/mb/isa/Isa.hpp"
#include "cores/mb/cpu/MbCpu.hpp"

namespace montsim::test {

class RingHarness {
public:
    // fifo_depth 0 = unbounded queues.
    RingHarness(unsigned p, std::size_t fifo_depth = 16, mb::CpuConfig cfg = {}) : depth_(fifo_depth), queues_(p) {
        for (unsigned i = 0; i < p; ++i) {
            cfg.core_id = i;
            cpus_.push_back(std::make_unique<mb::MbCpu>(cfg));
            links_.push_back(std::make_unique<Link>(*this, i));
            cpus_.back()->set_fsl(links_.back().get());
        }
    }

    unsigned size() const { return unsigned(cpus_.size()); }
    mb::MbCpu& cpu(unsigned i) { return *cpus_.at(i); }
    const std::deque<uint32_t>& queue(unsigned i) const { return queues_.at(i); }

    // Runs until every core has halted; returns the number of rounds.
    uint64_t run(uint64_t max_instructions_per_core = uint64_t(1) << 32) {
        uint64_t rounds = 0;
        for (;;) {
            bool moved = false, all_halted = true;
            for (unsigned i = 0; i < size(); ++i) {
                mb::MbCpu& c = *cpus_[i];
                while (!c.halted() && !blocked(i)) {
                    if (c.stats().instructions >= max_instructions_per_core)
                        throw std::runtime_error("core " + std::to_string(i) + " ran past the instruction limit");
                    c.step();
                    moved = true;
                }
                all_halted = all_halted && c.halted();
            }
            ++rounds;
            if (all_halted) return rounds;
            if (!moved) throw std::runtime_error(deadlock_report());
        }
    }

private:
    class Link : public mb::FslAccess {
    public:
        Link(RingHarness& ring, unsigned id) : ring_(ring), id_(id) {}
        bool get(unsigned link, bool blocking, uint32_t& data, bool& control, uint64_t&) override {
            auto& q = ring_.queues_[ring_.prev(id_)];
            check_link(link);
            if (q.empty()) {
                if (blocking) throw std::logic_error("RingHarness: blocking get on an empty queue was stepped");
                return false;
            }
            data = q.front();
            control = false;
            q.pop_front();
            return true;
        }
        bool put(unsigned link, bool blocking, uint32_t data, bool, uint64_t&) override {
            auto& q = ring_.queues_[id_];
            check_link(link);
            if (ring_.full(id_)) {
                if (blocking) throw std::logic_error("RingHarness: blocking put on a full queue was stepped");
                return false;
            }
            q.push_back(data);
            return true;
        }

    private:
        void check_link(unsigned link) const {
            if (link != 0)
                throw std::runtime_error("core " + std::to_string(id_) + " used FSL link " + std::to_string(link) +
                                         "; the ring has only link 0");
        }
        RingHarness& ring_;
        unsigned id_;
    };

    unsigned prev(unsigned i) const { return (i + size() - 1) % size(); }
    bool full(unsigned i) const { return depth_ != 0 && queues_[i].size() >= depth_; }

    mb::Inst next_instruction(unsigned i) const {
        const mb::MbCpu& c = *cpus_[i];
        return mb::decode(c.memory().read32(c.pc()));
    }

    bool blocked(unsigned i) const {
        const mb::Op op = next_instruction(i).op;
        if (op == mb::Op::Get || op == mb::Op::Cget) return queues_[prev(i)].empty();
        if (op == mb::Op::Put || op == mb::Op::Cput) return full(i);
        return false;
    }

    std::string deadlock_report() const {
        std::ostringstream os;
        os << "RingHarness: deadlock, every unfinished core waits";
        for (unsigned i = 0; i < size(); ++i) {
            const mb::MbCpu& c = *cpus_[i];
            os << "\n  core " << i << ": ";
            if (c.halted()) {
                os << "halted";
                continue;
            }
            os << "pc 0x" << std::hex << c.pc() << std::dec << " '"
               << mb::disassemble(c.memory().read32(c.pc()), c.pc()) << "', in-queue " << queues_[prev(i)].size()
               << " words, out-queue " << queues_[i].size() << " words";
        }
        return os.str();
    }

    std::size_t depth_;
    std::vector<std::deque<uint32_t>> queues_;
    std::vector<std::unique_ptr<mb::MbCpu>> cpus_;
    std::vector<std::unique_ptr<Link>> links_;
};

}  // namespace montsim::test
