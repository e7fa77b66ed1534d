// What the MicroBlaze scheme descriptors share when they turn a config into
// a run and a run into statistics: the operands a point names, the platform
// of a ring, timer spans, and the per-core statistics columns (the box
// regions are Kernel.hpp's).
#pragma once

#include <memory>
#include <optional>
#include <string>

#include <vector>

#include "cores/mb/cpu/MbCpu.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "sim/Config.hpp"
#include "sim/Params.hpp"
#include "sim/PlatformSpec.hpp"
#include "sim/Stats.hpp"

namespace montsim::schemes {

// The operand keys every scheme reads, declared (and read) here once:
// scheme.bits, scheme.seed, scheme.a, scheme.b, scheme.n.
std::vector<sim::ParamDecl> operand_params();

// Only scheme.bits and scheme.seed: a scheme that draws every operand
// itself (iwbmm's stream of multiplications) reads no scheme.a, b, n.
std::vector<sim::ParamDecl> random_operand_params();

// Which of scheme.a, scheme.b, scheme.n.
enum class Operand { A, B, N };

// The operand keys of a point, read once (a scheme's point struct holds
// them): scheme.bits, scheme.seed, and scheme.a, b, n where given.
struct OperandKeys {
    unsigned bits = 0;
    uint64_t seed = 0;
    std::optional<std::string> a, b, n;
    unsigned words() const { return bits / 32; }
    // The operands of an s-word point: the given ones (checked: hex, N odd,
    // A and B below N), the rest random from `seed` (or `with_seed`).
    MontOperands operands(unsigned s) const { return operands(s, seed); }
    MontOperands operands(unsigned s, uint64_t with_seed) const;
    bool given(Operand which) const;
};
OperandKeys operand_keys_from(const sim::Config& cfg);

// scheme.bits, and the 32-bit words it makes.
unsigned operand_bits(const sim::Config& cfg);
// scheme.seed.
uint64_t operand_seed(const sim::Config& cfg);


// Setting one (a baseline's own operands).
void set_operand(sim::Config& cfg, Operand which, const std::string& hex);

// scheme.p, as every scheme on several cores declares it (the registry
// wants one declaration of a key, word for word), read and set.
sim::ParamDecl cores_param();
unsigned scheme_cores(const sim::Config& cfg);
void set_scheme_cores(sim::Config& cfg, unsigned p);

// What a point's platform uses (sim::Scheme::uses): links only between
// several cores, or none for any point (a one-core scheme).
sim::PlatformUse links_if_several(unsigned cores);
inline sim::PlatformUse no_links_anywhere() { return links_if_several(1); }

// `cores` MicroBlaze-like cores "core0".. all running `program`, core i's
// FSL put port 0 feeding core (i+1) mod cores' get port 0: a logical ring.
sim::PlatformSpec microblaze_ring(unsigned cores, const mb::Program& program);
sim::PlatformSpec microblaze_ring(unsigned cores, std::shared_ptr<const mb::Program> program);

// The full cycles of a program's two timer reads (start, end), as the core
// counted them: the program stores only the low words (`stored_start`,
// `stored_end`), which must agree; std::logic_error if the program read the
// timer other than twice or the stored words disagree (a scheme bug).
struct TimerSpan {
    uint64_t start = 0, end = 0;
};
TimerSpan timer_span(const mb::MbCpu& cpu, uint32_t stored_start, uint32_t stored_end, const std::string& who);

// The same for a program that reads the timer in between too (the ECC
// driver times each field multiplication): its first read and its last.
TimerSpan outer_timer_span(const mb::MbCpu& cpu, uint32_t stored_start, uint32_t stored_end, const std::string& who);
// Throws std::runtime_error unless the program exited with status 0.
void check_exit_status(const mb::MbCpu& cpu, const std::string& who);

}  // namespace montsim::schemes
