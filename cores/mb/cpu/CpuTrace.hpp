// What a traced MicroBlaze-like core records, in its own cycles (in the
// decoupled mode SystemC time is not core time): every label of its program
// that execution passes, and every FSL get and put with the cycles it waited.
// Nothing is recorded, and nothing costs, unless a trace is attached
// (MbCpu::set_trace): the traced run loop is a separate instantiation of the
// untraced one, and tracing changes no cycle.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace montsim::mb {

enum class TraceKind : uint8_t { Label, Get, Put };

struct TraceEvent {
    uint64_t cycle = 0;  // Label: the cycle the labelled instruction began; Get/Put: when it issued
    uint64_t done = 0;   // Get/Put: when the word moved (cycle + the stall)
    uint32_t pc = 0;
    uint32_t word = 0;   // Get/Put: the data word
    uint16_t id = 0;     // Label: index into CpuTrace::labels; Get/Put: the FSL port
    TraceKind kind = TraceKind::Label;
    bool ok = true;      // Get/Put: false for a non-blocking form that moved nothing
};

struct CpuTrace {
    std::vector<std::string> labels;  // the labels at one address, comma-separated
    std::vector<TraceEvent> events;
    uint64_t halt_cycle = 0;
};

// One JSON object per line (the format of scripts/README.md "See the schedule"):
//   {"t":120,"ev":"label","name":"pshs_tb","pc":52}
//   {"t":300,"end":340,"ev":"get","port":0,"word":12345,"pc":640,"ok":true}
//   {"t":7000,"ev":"halt"}
void write_trace_jsonl(const CpuTrace& trace, std::ostream& out);

}  // namespace montsim::mb
