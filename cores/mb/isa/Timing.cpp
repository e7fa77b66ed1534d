#include "cores/mb/isa/Timing.hpp"

#include <stdexcept>

namespace montsim::mb {

TimingTable TimingTable::for_pipeline(Pipeline p) {
    TimingTable t;  // member defaults are the 5-stage values
    if (p == Pipeline::ThreeStage) {
        t.barrel = 2;
        t.mul = 3;
        t.load = 2;
        t.store = 2;
        t.fsl_get = 2;
        t.fsl_put = 2;
        t.hazard_load = 0;
        t.hazard_mul = 0;
        t.hazard_barrel = 0;
    }
    return t;
}

const std::vector<TimingTable::Entry>& TimingTable::entries() {
    static const std::vector<Entry> list = {
        {"alu", &TimingTable::alu, "add/sub/logic/compare/one-bit shift/sext", 1},
        {"barrel", &TimingTable::barrel, "barrel shift (bsrl, bslli, ...)", 1},
        {"mul", &TimingTable::mul, "mul, mulh, mulhu, mulhsu, muli", 1},
        {"load", &TimingTable::load, "load from local memory (LMB)", 1},
        {"store", &TimingTable::store, "store to local memory (LMB)", 1},
        {"branch_not_taken", &TimingTable::branch_not_taken, "conditional branch, not taken", 1},
        {"branch_taken", &TimingTable::branch_taken, "taken branch without delay slot", 1},
        {"branch_taken_delay", &TimingTable::branch_taken_delay, "taken branch with delay slot (slot not included)", 1},
        {"return", &TimingTable::ret, "rtsd (slot not included)", 1},
        {"imm", &TimingTable::imm, "imm prefix", 1},
        {"spr", &TimingTable::spr, "mfs/mts", 1},
        {"fsl_get", &TimingTable::fsl_get, "FSL get when a word is ready", 1},
        {"fsl_put", &TimingTable::fsl_put, "FSL put when the FIFO has room", 1},
        {"hazard_load", &TimingTable::hazard_load, "stall of the next instruction that reads a load result", 0},
        {"hazard_mul", &TimingTable::hazard_mul, "stall of the next instruction that reads a multiply result", 0},
        {"hazard_barrel", &TimingTable::hazard_barrel, "stall of the next instruction that reads a barrel-shift result", 0},
    };
    return list;
}

void TimingTable::validate() const {
    for (const auto& e : entries()) {
        const uint32_t v = this->*(e.field);
        if (v < e.min_cycles || v > kMaxCycles)
            throw std::invalid_argument("timing." + std::string(e.name) + " = " + std::to_string(v) + ": must be in " +
                                        std::to_string(e.min_cycles) + ".." + std::to_string(kMaxCycles) + " cycles");
    }
}

void TimingTable::set(std::string_view name, uint32_t cycles) {
    for (const auto& e : entries())
        if (e.name == name) { this->*(e.field) = cycles; return; }
    throw std::invalid_argument("unknown timing entry '" + std::string(name) + "'");
}

uint32_t TimingTable::get(std::string_view name) const {
    for (const auto& e : entries())
        if (e.name == name) return this->*(e.field);
    throw std::invalid_argument("unknown timing entry '" + std::string(name) + "'");
}

uint32_t TimingTable::issue_cycles(TimingClass c) const {
    switch (c) {
    case TimingClass::Alu: return alu;
    case TimingClass::Barrel: return barrel;
    case TimingClass::Mul: return mul;
    case TimingClass::Load: return load;
    case TimingClass::Store: return store;
    case TimingClass::Branch: return branch_taken;  // unconditional: always taken
    case TimingClass::CondBranch: return branch_not_taken;
    case TimingClass::Return: return ret;
    case TimingClass::ImmPrefix: return imm;
    case TimingClass::Spr: return spr;
    case TimingClass::FslGet: return fsl_get;
    case TimingClass::FslPut: return fsl_put;
    }
    return 1;
}

uint32_t TimingTable::hazard(TimingClass c) const {
    switch (c) {
    case TimingClass::Load: return hazard_load;
    case TimingClass::Mul: return hazard_mul;
    case TimingClass::Barrel: return hazard_barrel;
    default: return 0;
    }
}

}  // namespace montsim::mb
