// A compiled or hand-written kernel's box regions and what they count
// (BoxRegions.hpp): found once per program, registered on each core, summed
// over the cores after a run.
#include "schemes/common/BoxRegions.hpp"

#include <optional>
#include <stdexcept>

#include "schemes/common/BoxLoops.hpp"
#include "schemes/common/SchemeMemory.hpp"

namespace montsim::schemes {

std::vector<NamedRange> box_regions(const mb::Program& program, const std::string& white, const std::string& shaded,
                                    const std::string& muldi3) {
    std::vector<NamedRange> out;
    if (program.symbol(white) && program.symbol(white + "_end")) {
        for (const std::string& name : {white, shaded, muldi3})
            if (name != muldi3 || program.symbol(muldi3))
                out.push_back({name, symbol_or_throw(program, name), symbol_or_throw(program, name + "_end")});
        return out;
    }
    const std::vector<BoxLoop> loops = box_loops(program);
    if (loops.empty() || loops.size() > 2)
        throw std::invalid_argument(program.source_name + ": expected two box loops (innermost loops holding a mulhu "
                                    "or a call of __muldi3), or one both kinds of box share; found " +
                                    std::to_string(loops.size()));
    // A loop laid out in pieces is one region per piece: the header's under
    // the region's name (its entries count the loop's iterations), the rest
    // as NAME.part (box_cycles adds them in).
    for (size_t k = 0; k < loops.size(); ++k) {
        const std::string& name = k == 0 ? white : shaded;
        for (size_t r = 0; r < loops[k].ranges.size(); ++r)
            out.push_back({r == 0 ? name : name + ".part", loops[k].ranges[r].begin, loops[k].ranges[r].end});
        for (uint32_t exit : loops[k].exits) out.push_back({name + "_end", exit, exit});
        for (uint32_t entry : loops[k].side_entries) out.push_back({name + "_entry", entry, entry});
    }
    // __muldi3 runs to the next label of its segment (libgcc's code and
    // crt0 define labels only, so every symbol there is an address).
    if (const std::optional<uint32_t> start = program.symbol("__muldi3")) {
        for (const mb::Segment& seg : program.segments) {
            const uint32_t seg_end = seg.addr + static_cast<uint32_t>(seg.bytes.size());
            if (!seg.executable || *start < seg.addr || *start >= seg_end) continue;
            uint32_t next = seg_end;
            for (const auto& [name, addr] : program.symbols)
                if (addr > *start && addr < next) next = addr;
            out.push_back({muldi3, *start, next});
        }
    }
    return out;
}

void add_regions(mb::MbCpu& cpu, const std::vector<NamedRange>& regions) {
    for (const NamedRange& r : regions) {
        if (r.begin == r.end) cpu.add_label(r.name, r.begin);
        else cpu.add_region(r.name, r.begin, r.end);
    }
}

std::pair<uint64_t, uint64_t> box_cycles(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                                         const std::string& shaded, const std::string& muldi3) {
    uint64_t white_cycles = 0, shaded_cycles = 0, muldi3_cycles = 0, white_boxes = 0, shaded_boxes = 0;
    bool shared = true;
    for (const mb::MbCpu* cpu : cpus) {
        for (const mb::Region& r : cpu->regions()) {
            if (r.name == white) white_cycles += r.cycles, white_boxes += r.entries;
            if (r.name == white + ".part") white_cycles += r.cycles;
            if (r.name == shaded) shaded_cycles += r.cycles, shaded_boxes += r.entries, shared = false;
            if (r.name == shaded + ".part") shaded_cycles += r.cycles;
            if (r.name == muldi3) muldi3_cycles += r.cycles;
        }
    }
    if (shared) {
        white_cycles += muldi3_cycles;
        return {white_cycles / 2, white_cycles - white_cycles / 2};
    }
    const uint64_t boxes = white_boxes + shaded_boxes;
    if (boxes != 0 && muldi3_cycles != 0) {
        const uint64_t to_white = muldi3_cycles * white_boxes / boxes;
        white_cycles += to_white;
        shaded_cycles += muldi3_cycles - to_white;
    }
    return {white_cycles, shaded_cycles};
}

uint64_t box_instructions(const std::vector<const mb::MbCpu*>& cpus, const std::string& white,
                          const std::string& shaded, const std::string& muldi3) {
    uint64_t n = 0;
    for (const mb::MbCpu* cpu : cpus)
        for (const mb::Region& r : cpu->regions())
            for (const std::string& name : {white, white + ".part", shaded, shaded + ".part", muldi3})
                if (r.name == name) n += r.instructions;
    return n;
}

void check_box_entries(const std::vector<const mb::MbCpu*>& cpus, const std::string& white, const std::string& shaded,
                       uint64_t boxes, const std::string& who) {
    auto entries_of = [&](const std::string& name) -> std::optional<uint64_t> {
        std::optional<uint64_t> entries;
        for (const mb::MbCpu* cpu : cpus)
            for (const mb::Region& r : cpu->regions())
                if (r.name == name) entries = entries.value_or(0) + r.entries;
        return entries;
    };
    const std::optional<uint64_t> white_entries = entries_of(white), shaded_entries = entries_of(shaded);
    if (!white_entries) throw std::logic_error(who + ": no region " + white);
    const uint64_t per_region = shaded_entries ? boxes : 2 * boxes;  // a shared loop runs both kinds
    for (const auto& [name, entries] : {std::pair{white, white_entries}, std::pair{shaded, shaded_entries}}) {
        if (!entries) continue;
        if (*entries < per_region || *entries > 2 * per_region)
            throw std::logic_error(who + ": the region " + name + " was entered " + std::to_string(*entries) +
                                   " times, not once per box (" + std::to_string(per_region) +
                                   ", plus at most as many loop tests): it is not the box loop");
    }
}

}  // namespace montsim::schemes
