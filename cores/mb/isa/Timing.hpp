// The one place that says how many cycles a MicroBlaze instruction takes.
//
// Source: MicroBlaze Processor Reference Guide, UG081 (v7-v10 era, EDK 9-11),
// per-instruction "Latency" entries and chapter "Pipeline Architecture"; the
// 5-stage data hazards are as the later UG984 (2018.1 onwards) documents them
// for the same pipeline ("An instruction in OF needs the result from an
// instruction in EX ... load, multiply ... 1-2 cycle stall").
//
//                        5-stage (C_AREA_OPTIMIZED=0)   3-stage (=1)
//   ALU, logic, imm, spr        1                            1
//   barrel shift                1                            2
//   multiply                    1                            3
//   load/store (LMB)            1                            2
//   branch not taken            1                            1
//   branch taken, no delay      3                            3
//   branch taken, delay slot    2 (+ the slot's own)         2
//   rtsd (always delay slot)    2                            2
//   FSL get/put (word ready)    1                            2
//
// Data hazards, 5-stage only: a result of a load or multiply is usable by the
// instruction after the next one; the next instruction stalls 2 cycles, the
// one after it 1 cycle (UG984's mul/add example: the add waits in OF for two
// cycles). A barrel-shift result stalls the next instruction 1 cycle. The
// 3-stage pipeline has no data hazards.
//
// Any entry can be overridden by name from a config (timing.NAME = N).
#pragma once

#include "sim/NameTable.hpp"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cores/mb/isa/Isa.hpp"

namespace montsim::mb {

enum class Pipeline { FiveStage, ThreeStage };

struct TimingTable {
    uint32_t alu = 1;
    uint32_t barrel = 1;
    uint32_t mul = 1;
    uint32_t load = 1;
    uint32_t store = 1;
    uint32_t branch_not_taken = 1;
    uint32_t branch_taken = 3;
    uint32_t branch_taken_delay = 2;
    uint32_t ret = 2;
    uint32_t imm = 1;
    uint32_t spr = 1;
    uint32_t fsl_get = 1;
    uint32_t fsl_put = 1;
    // Stall of the instruction right after a producer whose result it reads;
    // the stall shrinks by one for each instruction in between.
    uint32_t hazard_load = 2;
    uint32_t hazard_mul = 2;
    uint32_t hazard_barrel = 1;

    static TimingTable for_pipeline(Pipeline p);

    // Every entry by its config name, for overrides, --help and results.
    // The cycles an entry may take: an instruction issues in at least one
    // cycle (zero would let a loop run forever in no time), a hazard may be
    // none; predecoded instructions keep their cost in a byte.
    static constexpr uint32_t kMaxCycles = 255;
    struct Entry {
        std::string_view name;
        uint32_t TimingTable::*field;
        std::string_view description;
        uint32_t min_cycles;  // 1 for an issue cost, 0 for a hazard stall
    };
    static const std::vector<Entry>& entries();

    // std::invalid_argument naming the first entry outside
    // min_cycles..kMaxCycles ("timing.alu = 0: must be in 1..255 cycles").
    void validate() const;

    // Sets one entry by name; throws std::invalid_argument for an unknown one.
    void set(std::string_view name, uint32_t cycles);
    uint32_t get(std::string_view name) const;

    // Cycles an instruction of this class holds the pipeline when it executes
    // (without data-hazard stalls, which depend on the instruction stream).
    uint32_t issue_cycles(TimingClass c) const;
    // Stall charged to the next instruction if it reads this class's result.
    uint32_t hazard(TimingClass c) const;
};

// core.pipeline's values.
inline constexpr Named<Pipeline> kPipelineNames[] = {{"5-stage", Pipeline::FiveStage}, {"3-stage", Pipeline::ThreeStage}};

inline std::string_view pipeline_name(Pipeline p) { return name_of(kPipelineNames, p); }

}  // namespace montsim::mb
