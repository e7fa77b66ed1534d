#include "schemes/common/SchemePoint.hpp"

#include <optional>
#include <stdexcept>

#include "cores/mb/cpu/MbCoreType.hpp"

namespace montsim::schemes {

namespace {

const char* const kBits = "scheme.bits";
const char* const kSeed = "scheme.seed";
const char* const kCores = "scheme.p";

const char* operand_key(Operand which) {
    switch (which) {
    case Operand::A: return "scheme.a";
    case Operand::B: return "scheme.b";
    default: return "scheme.n";
    }
}

std::optional<std::string> optional_text(const sim::Config& cfg, Operand which) {
    if (!cfg.has(operand_key(which))) return std::nullopt;
    return cfg.get_string(operand_key(which));
}

}  // namespace

std::vector<sim::ParamDecl> random_operand_params() {
    std::vector<sim::ParamDecl> list = operand_params();
    list.resize(2);  // scheme.bits, scheme.seed
    return list;
}

std::vector<sim::ParamDecl> operand_params() {
    std::vector<sim::ParamDecl> list;
    sim::ParamDecl bits = sim::int_param(kBits, 1024, 32, 131072, "bits", "operand and modulus size; s = bits/32 words");
    bits.multiple_of = 32;  // the word size: operands are whole words
    list.push_back(std::move(bits));
    list.push_back(sim::int_param(kSeed, 1, 0, (int64_t{1} << 31) - 1, "",
                                  "seed of the random operands A, B and the odd modulus N"));
    for (Operand which : {Operand::A, Operand::B, Operand::N}) {
        sim::ParamDecl d;
        d.key = operand_key(which);
        d.type = sim::ParamType::Text;
        d.unit = "hex";
        d.description = std::string("operand ") +
                        (which == Operand::N ? "N (the odd modulus)" : which == Operand::A ? "A" : "B") +
                        " as a hexadecimal number (0x...) below 2^bits; A and B must be below N";
        d.absent_note = "random, from scheme.seed";
        list.push_back(std::move(d));
    }
    return list;
}

unsigned operand_bits(const sim::Config& cfg) { return static_cast<unsigned>(cfg.get_int(kBits)); }

uint64_t operand_seed(const sim::Config& cfg) { return static_cast<uint64_t>(cfg.get_int(kSeed)); }

OperandKeys operand_keys_from(const sim::Config& cfg) {
    OperandKeys keys;
    keys.bits = operand_bits(cfg);
    keys.seed = operand_seed(cfg);
    keys.a = optional_text(cfg, Operand::A);
    keys.b = optional_text(cfg, Operand::B);
    keys.n = optional_text(cfg, Operand::N);
    return keys;
}

MontOperands OperandKeys::operands(unsigned s, uint64_t with_seed) const {
    return operands_from_text(s, with_seed, a, b, n);
}

bool OperandKeys::given(Operand which) const {
    return which == Operand::A ? a.has_value() : which == Operand::B ? b.has_value() : n.has_value();
}

void set_operand(sim::Config& cfg, Operand which, const std::string& hex) { cfg.set(operand_key(which), hex); }

sim::ParamDecl cores_param() {
    return sim::int_param(kCores, 4, 1, 4096, "cores", "cores the scheme runs on (pshs: s must be divisible by p*q)");
}

unsigned scheme_cores(const sim::Config& cfg) { return static_cast<unsigned>(cfg.get_int(kCores)); }

void set_scheme_cores(sim::Config& cfg, unsigned p) { cfg.set(kCores, int64_t(p)); }

sim::PlatformUse links_if_several(unsigned cores) {
    sim::PlatformUse use;
    use.links = cores > 1;
    return use;
}

sim::PlatformSpec microblaze_ring(unsigned cores, const mb::Program& program) {
    return microblaze_ring(cores, std::make_shared<const mb::Program>(program));  // one copy for all the cores
}

sim::PlatformSpec microblaze_ring(unsigned cores, std::shared_ptr<const mb::Program> shared) {
    sim::PlatformSpec spec;
    for (unsigned i = 0; i < cores; ++i) {
        spec.nodes.push_back(sim::NodeSpec{mb::kCoreTypeName, "core" + std::to_string(i), shared, {}, {}});
        spec.links.push_back(sim::LogicalLink{i, 0, (i + 1) % cores, 0});
    }
    return spec;
}

TimerSpan timer_span(const mb::MbCpu& cpu, uint32_t stored_start, uint32_t stored_end, const std::string& who) {
    const auto& reads = cpu.timer_reads();
    if (reads.size() != 2)
        throw std::logic_error(who + " read the timer " + std::to_string(reads.size()) + " times, not twice");
    if (uint32_t(reads[0]) != stored_start || uint32_t(reads[1]) != stored_end)
        throw std::logic_error(who + ": the timer words it stored are not the ones it read");
    return TimerSpan{reads[0], reads[1]};
}

TimerSpan outer_timer_span(const mb::MbCpu& cpu, uint32_t stored_start, uint32_t stored_end, const std::string& who) {
    const auto& reads = cpu.timer_reads();  // the first reads, the last one in the last entry
    if (reads.size() < 2)
        throw std::logic_error(who + " read the timer " + std::to_string(reads.size()) + " times, not at least twice");
    if (uint32_t(reads.front()) != stored_start || uint32_t(reads.back()) != stored_end)
        throw std::logic_error(who + ": the timer words it stored are not its first and last reads");
    return TimerSpan{reads.front(), reads.back()};
}

void check_exit_status(const mb::MbCpu& cpu, const std::string& who) {
    if (cpu.exit_status() != 0)
        throw std::runtime_error(who + " exited with status " + std::to_string(cpu.exit_status()));
}

}  // namespace montsim::schemes
