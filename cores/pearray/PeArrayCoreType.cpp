#include "cores/pearray/PeArrayCoreType.hpp"

#include <memory>

#include "cores/pearray/PeArrayNode.hpp"
#include "sim/CoreType.hpp"
#include "sim/NameTable.hpp"
#include "sim/Registration.hpp"

namespace montsim::pearray {

namespace {

const char* const kAlgorithm = "pearray.algorithm";
const char* const kWordBits = "pearray.w";
const char* const kBits = "pearray.k";
const char* const kFDelay = "pearray.f_delay";

inline constexpr Named<Algorithm> kAlgorithmNames[] = {
    {"iwbmm_r", Algorithm::IwbmmR}, {"tenca", Algorithm::Tenca}, {"low_latency", Algorithm::LowLatency}};

}  // namespace

PeArrayConfig array_config_from(const sim::Config& cfg, unsigned p, unsigned default_k) {
    PeArrayConfig c;
    c.algorithm = value_of(kAlgorithmNames, cfg.get_string(kAlgorithm), kAlgorithm);
    c.w = static_cast<unsigned>(cfg.get_int(kWordBits));
    c.p = p;
    const int64_t k = cfg.get_int(kBits);
    c.k = static_cast<unsigned>(k != 0 ? k : default_k);
    c.f_delay = static_cast<unsigned>(cfg.get_int(kFDelay));
    return c;
}

MONTSIM_REGISTRATION("cores/pearray", [] {
    sim::CoreType t;
    t.name = kCoreTypeName;
    t.summary = "a linear array of p word-serial processing elements with a post-processing element, a storage "
                "buffer and a counting memory interface, running IWBMM_R (cores/pearray)";
    t.params = {
        sim::choice_param(kAlgorithm, names_of(kAlgorithmNames), "iwbmm_r",
                          "iwbmm: what the PE array runs: IWBMM_R (w-1 bit iterations per task, PE_f), Tenca and "
                          "Koc's WBMM (ref. [9]: one bit iteration per task, two cycles between neighbouring PEs) "
                          "or ref. [11]'s low-latency variant (one bit iteration per task, one cycle, PE_f)"),
        sim::int_param(kWordBits, 16, 3, 32, "bits", "iwbmm: word size w of the PE array"),
        sim::int_param(kBits, 0, 0, 16384, "bits", "iwbmm: modulus size k, any number of bits (0 = scheme.bits)"),
        sim::int_param(kFDelay, 2, 1, 8, "time units",
                       "iwbmm: time units (w-1 cycles each) from PE_p finishing a word to PE_f starting it; 2 as "
                       "the paper (gives Eq. 11), 1 the earliest the data allow"),
    };
    t.program_type = "pearray::PeArrayJob";
    // The array's parameters travel with its job (the scheme reads them).
    t.configure = [](const sim::Config&) -> sim::NodeMaker {
        const sim::CoreType* self = sim::core_types().find(kCoreTypeName);
        return [self](const sim::NodeSpec& spec, const sim::NodeContext& context) {
            const auto& job = sim::program_of<PeArrayJob>(spec, *self);
            return std::unique_ptr<sim::Node>(
                std::make_unique<PeArrayNode>(spec.name.c_str(), job, context.cycle_period, context.cycle_limit));
        };
    };
    // The array's words live in the model: a few hundred KiB at 8192 bits.
    t.memory = [](const sim::Config&) { return sim::MemoryNeed{}; };
    sim::core_types().add(std::move(t));
})

}  // namespace montsim::pearray
