#include "cores/mb/cpu/CpuTrace.hpp"

#include <ostream>

namespace montsim::mb {

void write_trace_jsonl(const CpuTrace& trace, std::ostream& out) {
    for (const TraceEvent& e : trace.events) {
        if (e.kind == TraceKind::Label) {
            out << "{\"t\":" << e.cycle << ",\"ev\":\"label\",\"name\":\"" << trace.labels.at(e.id) << "\",\"pc\":" << e.pc
                << "}\n";
            continue;
        }
        out << "{\"t\":" << e.cycle << ",\"end\":" << e.done << ",\"ev\":\"" << (e.kind == TraceKind::Get ? "get" : "put")
            << "\",\"port\":" << e.id << ",\"word\":" << e.word << ",\"pc\":" << e.pc
            << ",\"ok\":" << (e.ok ? "true" : "false") << "}\n";
    }
    out << "{\"t\":" << trace.halt_cycle << ",\"ev\":\"halt\"}\n";
}

}  // namespace montsim::mb
