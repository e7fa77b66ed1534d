// Elliptic-curve scalar multiplication (scheme.name = "ecc"): k * P on NIST
// P-256, P-384 or P-521 (double-and-add or a Montgomery ladder) or X25519,
// run by the driver c/ecc.c on every core, its field multiplications SOS or
// CIOS on one core, pSHS on p cores in a logical ring, Algorithm 4 on p
// cores sharing a memory, or a user's mont_mul (ecc_sos.s, ecc_cios.s,
// ecc_pshs.s, ecc_pmont.s, ecc_user.inc.s). This file owns the memory after the kernel's own
// data (p, R^2 mod p, n, k, the point, the result), the driver's parameter
// block `ecc` (ecc.params.toml), the check of every core's result against
// the affine reference (EccCurves.cpp), and the statistics.
#include <filesystem>
#include <memory>
#include <random>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/shmem/SharedMemoryType.hpp"
#include "network/LinkParams.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/CoreGroups.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/ParamBlock.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/ecc/EccCurves.hpp"
#include "schemes/ecc/Ecdsa.hpp"
#include "schemes/ecc/EccScheme.hpp"
#include "schemes/pmont/PmontLayout.hpp"
#include "schemes/pmont/PmontScheme.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Baseline.hpp"
#include "sim/NameTable.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

using ecc::Curve;
using ecc::CurveForm;

enum class Multiplier { Pshs, Sos, Cios, Pmont, Program };
constexpr Named<Multiplier> kMultiplierNames[] = {{"pshs", Multiplier::Pshs},
                                                  {"sos", Multiplier::Sos},
                                                  {"cios", Multiplier::Cios},
                                                  {"pmont", Multiplier::Pmont},
                                                  {"program", Multiplier::Program}};
// Which multipliers may run on several cores: pSHS over links, Algorithm 4
// (pmont) through a shared memory, a user's program over its ring.
bool parallel(Multiplier m) { return m != Multiplier::Sos && m != Multiplier::Cios; }

// ecc_user.inc.s with the user's file (scheme.program) included after it.
// The embedded files' includes are found among the embedded files (and the
// user's file itself on disk); the user's includes on disk beside it, then
// among ecc's embedded files.
mb::Program user_multiplier_program(const std::string& file) {
    const std::string main_name = "schemes/ecc/ecc_user.s";  // no such file: this text
    const std::string user = std::filesystem::absolute(file).lexically_normal().string();
    const std::string text = "        .include \"ecc_user.inc.s\"\n        .include \"" + user + "\"\n";
    auto embedded = [](const std::string& name) {
        return name.rfind("schemes/", 0) == 0 || name.rfind("cores/", 0) == 0;
    };
    const mb::IncludeResolver resolve = [&](const std::string& name,
                                            const std::string& including) -> std::optional<mb::IncludedFile> {
        if (embedded(including)) {
            if (auto f = include_embedded(name, including)) return f;
            return mb::include_from_disk(name, including);
        }
        if (auto f = mb::include_from_disk(name, including)) return f;
        return include_embedded(name, main_name);
    };
    try {
        return mb::assemble(text, main_name, resolve).program;
    } catch (const mb::AsmError& e) {
        // The driver calls mont_mul: where the user's file lacks it, the
        // assembler names the driver's line; say what the file must define.
        const std::string what = e.what();
        if (what.find("undefined symbol 'mont_mul'") == std::string::npos) throw;
        throw std::invalid_argument(what + "\n  scheme.program = " + file +
                                    " must define the global label mont_mul (schemes/ecc/ecc_user.inc.s)");
    }
}
enum class Operation { Multiply, Sign, Verify };
constexpr Named<Operation> kOperationNames[] = {
    {"multiply", Operation::Multiply}, {"ecdsa-sign", Operation::Sign}, {"ecdsa-verify", Operation::Verify}};
enum class Method { Ladder, DoubleAndAdd };
constexpr Named<Method> kMethodNames[] = {{"ladder", Method::Ladder}, {"double-and-add", Method::DoubleAndAdd}};

const char* const kCurve = "ecc.curve";
const char* const kMethod = "ecc.method";
const char* const kMultiplier = "ecc.mm";
const char* const kScalar = "ecc.scalar";
const char* const kU = "ecc.u";
const char* const kSeed = "scheme.seed";
const char* const kOperation = "ecc.operation";
const char* const kKey = "ecc.key";
const char* const kMessage = "ecc.message";
const char* const kForge = "ecc.forge";

// The driver's block `ecc`, its offsets from its one declaration.
struct EccOffsets {
    uint32_t s, form, method, nbits, p, r2, n, k, x, y, out_x, out_y, infinity, timer_start, timer_end, mults,
        squarings, inversions, field_cycles, operation, nprime_p, nprime_n, r2n, e, d, qx, qy, sig_r, sig_s, valid;
};

const EccOffsets& ecc_offsets() {
    static const EccOffsets o = [] {
        const ParamBlock& b = ParamBlock::declared("ecc/ecc.params.toml");
        return EccOffsets{b.offset("s"),         b.offset("form"),        b.offset("method"),    b.offset("nbits"),
                          b.offset("p"),         b.offset("r2"),          b.offset("n"),         b.offset("k"),
                          b.offset("x"),         b.offset("y"),           b.offset("out_x"),     b.offset("out_y"),
                          b.offset("infinity"),  b.offset("timer_start"), b.offset("timer_end"), b.offset("mults"),
                          b.offset("squarings"), b.offset("inversions"),  b.offset("field_cycles"),
                          b.offset("operation"), b.offset("nprime_p"),    b.offset("nprime_n"),  b.offset("r2n"),
                          b.offset("e"),         b.offset("d"),           b.offset("qx"),        b.offset("qy"),
                          b.offset("sig_r"),     b.offset("sig_s"),       b.offset("valid")};
    }();
    return o;
}

class EccStats : public sim::PointStats {
public:
    EccStats() : sim::PointStats("from the driver's first timer reading to its last, the slowest core") {}
    sim::Stat s{*this, "s", "words", "words per field element (pSHS pads the prime's words to a multiple of p)"};
    sim::Stat multiplications{*this, "multiplications", "",
                              "field multiplications (mont_mul calls, squarings included), the conversions into and "
                              "out of Montgomery form and the inversion's included"};
    sim::Stat squarings{*this, "squarings", "", "of them, squarings (both operands the same element)"};
    sim::Stat inversions{*this, "inversions", "", "field inversions (Fermat, z^(p-2)), one per scalar multiplication"};
    sim::Stat field_cycles{*this, "field_cycles", "cycles",
                           "cycles inside the field multiplications (their calls and the timer reads around them "
                           "included), core 0"};
    sim::Stat field_share{*this, "field_share", "", "field_cycles / cycles: the rest is the driver (additions, "
                                                    "subtractions, swaps, the ladder's bookkeeping)"};
    sim::Stat cycles_per_multiplication{*this, "cycles_per_multiplication", "cycles",
                                        "field_cycles / multiplications"};
    sim::Stat t_sos{*this, "t_sos", "cycles", "pshs: the same scalar multiplication with SOS on one core, cycles"};
    sim::Stat speedup{*this, "speedup", "", "pshs: t_sos / cycles"};
    sim::Stat field_speedup{*this, "field_speedup", "",
                            "pshs: the SOS run's field_cycles / this run's: how much p cores speed up the field "
                            "multiplications alone (the driver runs whole on every core)"};
    sim::Stat result_x{*this, "result_x", "",
                       "the result's x (hex; X25519: its u as RFC 7748 encodes it, 32 bytes little-endian; "
                       "'infinity' for the point at infinity)"};
    sim::Stat result_y{*this, "result_y", "", "the result's y (hex; empty for X25519 and at infinity)"};
    GroupStats group{*this};
    sim::Stat signature_r{*this, "signature_r", "", "ecdsa-sign: r as the cores computed it (hex)"};
    sim::Stat signature_s{*this, "signature_s", "", "ecdsa-sign: s as the cores computed it (hex)"};
    sim::Stat valid{*this, "valid", "", "ecdsa-verify: the cores' verdict (checked against the reference's)"};
};

struct EccPoint {
    const Curve* curve = nullptr;
    Method method = Method::Ladder;
    Multiplier mult = Multiplier::Pshs;
    unsigned p = 1;
    unsigned s = 0;
    unsigned columns_key = 0;
    uint32_t link_depth = 0;
    bool masked = false;  // scheme.final_subtraction = masked
    bool software_barrier = false;  // pmont: barrier.kind = software
    PmontPlan plan;                 // pmont: Algorithm 4's split of the s words
    std::string program;            // ecc.mm = program: scheme.program
    Operation operation = Operation::Multiply;
    GroupSplit split;      // scheme.groups, scheme.solo
    uint64_t seed = 0;     // scheme.seed: group g's random scalar is drawn from seed + g
    bool scalar_given = false;
    // ECDSA: the private key, the message's hash, the public key, the
    // signature the host's reference makes (verify: the one verified).
    BigInt d, e;
    ecc::Point q;
    ecc::Signature sig;
    BigInt k;   // the scalar (X25519: clamped; ecdsa-sign: RFC 6979's nonce)
    BigInt x;   // the base point's x (X25519: u)
    std::optional<std::string> scalar_text;
};

BigInt random_scalar(const Curve& c, uint64_t seed) {
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + 0xEC);
    BigInt v = 0;
    for (unsigned i = 0; i < c.bits + 64; i += 32) v = (v << 32) | BigInt(uint32_t(rng()));
    if (c.form == CurveForm::Weierstrass) return 1 + v % (c.n - 1);  // 1 .. n-1
    return ecc::x25519_decode_scalar(ecc::x25519_encode(v & ((BigInt(1) << 256) - 1)), kSeed);
}

EccPoint parse(const sim::Config& cfg) {
    EccPoint m;
    m.curve = &ecc::curve_named(cfg.get_string(kCurve));
    m.method = value_of(kMethodNames, cfg.get_string(kMethod), kMethod);
    m.mult = value_of(kMultiplierNames, cfg.get_string(kMultiplier), kMultiplier);
    m.p = scheme_cores(cfg);
    m.columns_key = PshsScheme::columns_key(cfg);
    m.link_depth = net::link_depth_from(cfg);
    m.masked = masked_final_subtraction(cfg);
    const Curve& c = *m.curve;
    if (c.form == CurveForm::Montgomery && m.method != Method::Ladder)
        throw std::invalid_argument("ecc.curve = x25519 runs RFC 7748's ladder only: set ecc.method = ladder");
    m.split = group_split(cfg, m.p);
    m.seed = uint64_t(cfg.get_int(kSeed));
    m.scalar_given = cfg.has(kScalar);
    const unsigned cores = m.split.cores;
    if (!parallel(m.mult) && cores != 1)
        throw std::invalid_argument("ecc.mm = " + cfg.get_string(kMultiplier) + " runs on one core" +
                                    (m.split.groups > 1 ? " per group: set scheme.p = scheme.groups (now " +
                                                        std::to_string(m.p) + " and " + std::to_string(m.split.groups) + ")"
                                                  : ": set scheme.p = 1 (now " + std::to_string(m.p) + ")"));
    const unsigned words = (c.bits + 31) / 32;
    // pSHS needs s divisible by a group's cores: the prime's words padded with zero words.
    m.s = m.mult == Multiplier::Pshs ? (words + cores - 1) / cores * cores : words;
    if (m.mult == Multiplier::Pshs)
        PshsScheme::validate(m.s, cores, PshsScheme::columns(m.columns_key, m.s, cores));
    if (m.mult == Multiplier::Program) {
        m.program = program_file(cfg);
        if (m.program.empty())
            throw std::invalid_argument("ecc.mm = program runs your field multiplier: set scheme.program = an "
                                        "assembly file defining mont_mul (schemes/ecc/README.md)");
        const std::string ext = std::filesystem::path(m.program).extension().string();
        if (ext != ".s" && ext != ".S")
            throw std::invalid_argument("ecc.mm = program takes an assembly file (.s) defining mont_mul, not " +
                                        m.program + " (a C multiplier would be compiled apart from the driver)");
        if (m.split.groups > 1)
            throw std::invalid_argument("ecc.mm = program runs one group: set scheme.groups = 1");
        if (m.masked)
            throw std::invalid_argument("ecc.mm = program: your mont_mul does its own final subtraction; drop "
                                        "scheme.final_subtraction");
    } else if (program_file(cfg) != "") {
        throw std::invalid_argument("scheme.program is ecc's field multiplier only with ecc.mm = program");
    }
    if (m.mult == Multiplier::Pmont) {
        // Algorithm 4 splits the s words unevenly if it must: no padding.
        if (m.split.groups > 1)
            throw std::invalid_argument("ecc.mm = pmont runs one group on the shared memory: set scheme.groups = 1");
        if (m.masked)
            throw std::invalid_argument("ecc.mm = pmont subtracts as pmont.c does (a branch): set "
                                        "scheme.final_subtraction = branch");
        if (cores > std::min<unsigned>(kPmontMaxCores, m.s))
            throw std::invalid_argument("ecc.mm = pmont on " + std::string(c.name) + " takes scheme.p = 1.." +
                                        std::to_string(std::min<unsigned>(kPmontMaxCores, m.s)) +
                                        " (a core per word at most; pmont's block has room for " +
                                        std::to_string(kPmontMaxCores) + "), not " + std::to_string(cores));
        const shmem::SharedMemoryConfig memory = shmem::shared_memory_config_from(cfg);
        m.software_barrier = memory.barrier_kind == shmem::BarrierKind::Software;
        m.plan = pmont_plan(m.s, cores, PmontChain::Tree, PmontReduction::Full);
        check_shared_memory_fits(pmont_shared_map(m.plan), memory, "ecc.mm = pmont");
    }
    if (c.form == CurveForm::Montgomery) {
        m.x = cfg.has(kU) ? ecc::x25519_decode_u(cfg.get_string(kU), kU) : c.gx;
        m.k = cfg.has(kScalar) ? ecc::x25519_decode_scalar(cfg.get_string(kScalar), kScalar)
                               : random_scalar(c, uint64_t(cfg.get_int(kSeed)));
    } else {
        if (cfg.has(kU))
            throw std::invalid_argument("ecc.u is X25519's input point; ecc.curve = " +
                                        cfg.get_string(kCurve) + " multiplies its base point G");
        m.x = c.gx;
        if (cfg.has(kScalar)) {
            m.k = parse_hex(cfg.get_string(kScalar), kScalar);
            if (m.k >= c.n)
                throw std::invalid_argument(std::string(kScalar) + " must be below the group order n of " + c.name +
                                            " (" + to_hex(c.n) + ")");
        } else {
            m.k = random_scalar(c, uint64_t(cfg.get_int(kSeed)));
        }
    }
    if (cfg.has(kScalar)) m.scalar_text = cfg.get_string(kScalar);
    m.operation = value_of(kOperationNames, cfg.get_string(kOperation), kOperation);
    if (m.operation != Operation::Multiply) {
        const std::string op(name_of(kOperationNames, m.operation));
        if (c.form != CurveForm::Weierstrass)
            throw std::invalid_argument("ecc.operation = " + op + " signs on a NIST curve: set ecc.curve = p256, p384 "
                                        "or p521");
        if (cfg.has(kScalar))
            throw std::invalid_argument("ecc.operation = " + op + " takes its nonce from RFC 6979 (ecc.key and "
                                        "ecc.message), not ecc.scalar");
        if (cfg.has(kKey)) {
            m.d = parse_hex(cfg.get_string(kKey), kKey);
            if (m.d < 1 || m.d >= c.n)
                throw std::invalid_argument(std::string(kKey) + " must be in 1 .. n - 1 for " + c.name);
        } else {
            m.d = random_scalar(c, uint64_t(cfg.get_int(kSeed)) + 0x5eed);
        }
        const std::string message = cfg.get_string(kMessage);
        m.e = ecc::message_hash(c, message);
        m.k = ecc::rfc6979_nonce(c, m.d, message);
        m.q = ecc::weierstrass_multiple(c, m.d, c.gx, c.gy);
        m.sig = ecc::ecdsa_sign(c, m.d, m.k, m.e);
        if (cfg.get_bool(kForge)) {
            if (m.operation != Operation::Verify)
                throw std::invalid_argument("ecc.forge = true alters a signature to verify: set ecc.operation = "
                                            "ecdsa-verify");
            m.sig.s ^= 1;  // one bit of s flipped: the verification must fail
        }
    } else if (cfg.get_bool(kForge)) {
        throw std::invalid_argument("ecc.forge = true alters a signature to verify: set ecc.operation = ecdsa-verify");
    }
    return m;
}

unsigned bit_length(const BigInt& v) { return v == 0 ? 0 : unsigned(boost::multiprecision::msb(v)) + 1; }

class EccRun : public sim::SchemeRun {
public:
    explicit EccRun(const EccPoint& point) : point_(point), curve_(*point.curve) {
        static const char* const programs[2][4] = {
            {"ecc/ecc_pshs.s", "ecc/ecc_sos.s", "ecc/ecc_cios.s", "ecc/ecc_pmont.s"},
            {"ecc/ecc_pshs_masked.s", "ecc/ecc_sos_masked.s", "ecc/ecc_cios_masked.s", nullptr}};
        program_ = point.mult == Multiplier::Program ? user_multiplier_program(point.program)
                                                     : assemble_embedded(programs[point.masked][int(point.mult)]);
        block_ = symbol_or_throw(program_, "ecc");
        ops_.s = point.s;
        ops_.n = to_words(curve_.p, point.s);
        ops_.a = to_words(BigInt(1), point.s);  // mont_mul points the kernel at its operands
        ops_.b = ops_.a;
        ops_.nprime = neg_inverse_mod_2_32(ops_.n[0]);
        const unsigned cores = point.split.cores;
        if (point.mult == Multiplier::Pshs) q_ = PshsScheme::columns(point.columns_key, point.s, cores);
        if (point.mult == Multiplier::Pmont) {
            map_ = pmont_shared_map(point.plan);
            nprime_p_ = full_nprime(ops_);
            if (curve_.form == CurveForm::Weierstrass) {
                MontOperands order = ops_;
                order.n = to_words(curve_.n, point.s);
                nprime_n_ = full_nprime(order);
            }
        }
        if (point.operation == Operation::Verify)
            expected_valid_ = ecc::ecdsa_verify(curve_, point.q, point.sig, point.e);
        // Group g multiplies by its own scalar (a random one from scheme.seed
        // + g; the given one, or ECDSA's nonce, in every group), and the
        // reference says once what each group's cores must hold.
        for (unsigned g = 0; g < point.split.running(); ++g) {
            Job j;
            j.group = g;
            j.first = g * cores;
            j.cores = cores;
            const bool drawn = point.operation == Operation::Multiply && !point.scalar_given;
            j.k = drawn && g > 0 ? random_scalar(curve_, point.seed + g) : point.k;
            if (point.operation == Operation::Multiply)
                j.expected = curve_.form == CurveForm::Weierstrass
                                 ? ecc::weierstrass_multiple(curve_, j.k, curve_.gx, curve_.gy)
                                 : ecc::Point(ecc::Affine{ecc::montgomery_u_multiple(curve_, j.k, point.x), 0});
            jobs_.push_back(std::move(j));
        }
    }

    // A ring for each group's cores (pSHS; SOS and CIOS have none). With
    // scheme.solo the other groups' cores halt at once.
    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec = microblaze_ring(point_.p, program_);
        spec.links.clear();
        halt_other_groups(spec, point_.split);
        if (point_.mult == Multiplier::Pshs || (point_.mult == Multiplier::Program && point_.p > 1))
            for (const Job& j : jobs_) add_ring(spec, j.first, j.cores);
        if (point_.mult == Multiplier::Pmont) attach_shared_memory(spec, point_.p);  // one group
        return spec;
    }

    void load(sim::Platform& platform) override {
        for (const Job& j : jobs_)
            for (unsigned i = 0; i < j.cores; ++i) load_core(platform.node_as<mb::MbCore>(j.first + i).cpu(), j, i);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines& baselines) const override {
        const EccOffsets& o = ecc_offsets();
        uint64_t instructions = 0;
        const unsigned s = point_.s;
        Outcome got;  // core 0's (every core's is checked against the reference)
        const unsigned ran = point_.split.running();
        GroupSpans spans(point_.split);
        for (const Job& j : jobs_)
            for (unsigned c = j.first; c < j.first + j.cores; ++c) {
                const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(c).cpu();
                const std::string who = "ecc core " + std::to_string(c) + (ran > 1 ? " (group " +
                                        std::to_string(j.group) + ")" : "");
                check_exit_status(cpu, who);
                const mb::LocalMemory& mem = cpu.memory();
                check_core(mem, who, j, c == 0 ? &got : nullptr);
                if (point_.mult == Multiplier::Pmont) check_algorithm4(cpu, mem, who, c);
                const TimerSpan span =
                    outer_timer_span(cpu, mem.read32(block_ + o.timer_start), mem.read32(block_ + o.timer_end), who);
                spans.add(j.group, span.start, span.end);
                instructions += cpu.stats().instructions;
            }
        const mb::LocalMemory& mem0 = platform.node_as<mb::MbCore>(0).cpu().memory();
        EccStats st;
        const uint64_t cycles = spans.cycles();
        st.cycles = cycles;
        st.instructions = instructions;
        st.s = s;
        const uint32_t mults = mem0.read32(block_ + o.mults);
        const uint32_t field = mem0.read32(block_ + o.field_cycles);
        st.multiplications = mults;
        st.squarings = mem0.read32(block_ + o.squarings);
        st.inversions = mem0.read32(block_ + o.inversions);
        st.field_cycles = field;
        st.field_share = double(field) / double(cycles);
        st.cycles_per_multiplication = double(field) / double(mults);
        if (point_.operation == Operation::Sign) {
            st.signature_r = to_hex(got.sig.r);
            st.signature_s = to_hex(got.sig.s);
        } else if (point_.operation == Operation::Verify) {
            st.valid = got.valid;
        } else if (curve_.form == CurveForm::Montgomery) {
            st.result_x = ecc::x25519_encode(got.point->x);
            st.result_y = std::string();
        } else {
            st.result_x = got.point ? to_hex(got.point->x) : std::string("infinity");
            st.result_y = got.point ? to_hex(got.point->y) : std::string();
        }
        if (baselines.count("sos")) {
            const auto t_sos = std::get<int64_t>(sim::stat_value(baselines.at("sos"), "cycles"));
            st.t_sos = t_sos;
            st.speedup = double(t_sos) / double(cycles);
            const auto sos_field = std::get<int64_t>(sim::stat_value(baselines.at("sos"), "field_cycles"));
            st.field_speedup = double(sos_field) / double(field);
        }
        spans.report(st.group, baselines);
        return st.values();
    }

private:
    // One scalar multiplication (or signature) on a group's cores.
    struct Job {
        unsigned group = 0, first = 0, cores = 1;
        BigInt k;
        ecc::Point expected;  // multiply: what its cores must hold
    };

    // What a core computed.
    struct Outcome {
        ecc::Point point;    // multiply
        ecc::Signature sig;  // ecdsa-sign
        bool valid = false;  // ecdsa-verify
    };

    // Reads a core's outcome and checks it against the reference; a
    // mismatch is an error naming the core.
    void check_core(const mb::LocalMemory& mem, const std::string& who, const Job& job, Outcome* keep) const {
        const EccOffsets& o = ecc_offsets();
        const unsigned s = point_.s;
        Outcome out;
        const std::string how = " (" + describe_method() + ", ecc.mm = " +
                                std::string(name_of(kMultiplierNames, point_.mult)) + ")";
        if (point_.operation == Operation::Sign) {
            out.sig.r = to_big(read_words(mem, mem.read32(block_ + o.sig_r), s));
            out.sig.s = to_big(read_words(mem, mem.read32(block_ + o.sig_s), s));
            if (out.sig.r != point_.sig.r || out.sig.s != point_.sig.s)
                throw std::runtime_error(who + ": wrong ECDSA signature on " + curve_.name + how +
                                         "\n  expected (" + to_hex(point_.sig.r) + ", " + to_hex(point_.sig.s) +
                                         ")\n  got      (" + to_hex(out.sig.r) + ", " + to_hex(out.sig.s) + ")");
        } else if (point_.operation == Operation::Verify) {
            out.valid = mem.read32(block_ + o.valid) != 0;
            if (out.valid != expected_valid_)
                throw std::runtime_error(who + ": the ECDSA verification on " + curve_.name + how + " says " +
                                         (out.valid ? "valid" : "invalid") + "; the reference says " +
                                         (expected_valid_ ? "valid" : "invalid"));
        } else {
            const bool infinity = mem.read32(block_ + o.infinity) != 0;
            const BigInt x = to_big(read_words(mem, mem.read32(block_ + o.out_x), s));
            const BigInt y = to_big(read_words(mem, mem.read32(block_ + o.out_y), s));
            const ecc::Point& want = job.expected;
            const bool right = curve_.form == CurveForm::Montgomery
                                   ? !infinity && x == want->x
                                   : (want ? !infinity && x == want->x && y == want->y : infinity);
            if (!right)
                throw std::runtime_error(who + ": wrong k * P on " + curve_.name + how + "\n  k        " +
                                         to_hex(job.k) + "\n  expected " + show(want) + "\n  got      " +
                                         (infinity ? "infinity" : show(ecc::Affine{x, y})));
            if (!infinity) out.point = ecc::Affine{x, y};
        }
        if (keep) *keep = out;
    }

    // Algorithm 4 ran as planned, in every field multiplication: core c
    // executed the word products its chunk needs, and (with the barrier
    // device) passed the plan's barriers and the result's broadcast. The
    // driver itself multiplies no words.
    void check_algorithm4(const mb::MbCpu& cpu, const mb::LocalMemory& mem, const std::string& who, unsigned c) const {
        const uint64_t calls = mem.read32(block_ + ecc_offsets().mults);
        const uint64_t products = cpu.stats().word_products;
        if (products != calls * point_.plan.products(c))
            throw std::logic_error(who + " executed " + std::to_string(products) + " word products; " +
                                   std::to_string(calls) + " multiplications by Algorithm 4 need " +
                                   std::to_string(calls * point_.plan.products(c)));
        const uint64_t barriers = calls * (point_.plan.p > 1 ? point_.plan.barriers() + 1 : 0);
        if (!point_.software_barrier && cpu.stats().barriers != barriers)
            throw std::logic_error(who + " passed " + std::to_string(cpu.stats().barriers) + " barriers; " +
                                   std::to_string(calls) + " multiplications by Algorithm 4 pass " +
                                   std::to_string(barriers));
    }

    std::string describe_method() const {
        return curve_.form == CurveForm::Montgomery ? "RFC 7748's ladder"
                                                    : std::string(name_of(kMethodNames, point_.method));
    }
    std::string show(const ecc::Point& pt) const {
        if (!pt) return "infinity";
        return curve_.form == CurveForm::Montgomery ? "u " + to_hex(pt->x)
                                                    : "(" + to_hex(pt->x) + ", " + to_hex(pt->y) + ")";
    }

    void load_core(mb::MbCpu& cpu, const Job& job, unsigned core) const {
        mb::LocalMemory& mem = cpu.memory();
        const unsigned s = point_.s;
        uint32_t at = 0;
        PmontLocal pmont;
        if (point_.mult == Multiplier::Pshs) {
            at = PshsScheme::load(cpu, program_, ops_, job.cores, q_, core, point_.link_depth).end;
        } else if (point_.mult == Multiplier::Pmont) {
            pmont = pmont_load(cpu, program_, point_.plan, core, ops_, nprime_p_, &map_, point_.software_barrier,
                               PmontOperands::Field);
            at = pmont.end;
        } else if (point_.mult == Multiplier::Program) {
            at = DataArena(program_).end();
        } else {
            at = SosScheme::load(cpu, program_, ops_).end;
        }
        auto take = [&](unsigned words) {
            const uint32_t here = at;
            if (uint64_t(at) + 4 * words + 1024 > uint64_t(mem.base()) + mem.size())
                throw std::invalid_argument(std::string("ecc on ") + curve_.name +
                                            " needs more than core.memory_kb = " + std::to_string(mem.size() / 1024) +
                                            " KiB of local memory per core");
            at += 4 * words;
            return here;
        };
        const bool weierstrass = curve_.form == CurveForm::Weierstrass;
        const uint32_t p = take(s), r2 = take(s), n = take(s + 1), k = take(s + 1), x = take(s), y = take(s),
                       out_x = take(s), out_y = take(s);
        const BigInt r = BigInt(1) << (32 * s);
        write_words(mem, p, to_words(curve_.p, s));
        write_words(mem, r2, to_words((r * r) % curve_.p, s));
        write_words(mem, n, to_words(weierstrass ? curve_.n : BigInt(0), s + 1));
        write_words(mem, k, to_words(job.k, s + 1));
        write_words(mem, x, to_words(point_.x, s));
        write_words(mem, y, to_words(weierstrass ? curve_.gy : BigInt(0), s));
        if (point_.mult == Multiplier::Program) {
            // The user's block: s, the prime, n', the cores, 2s + 2 words of scratch.
            const uint32_t field = symbol_or_throw(program_, "mont_field");
            const ParamBlock& b = ParamBlock::declared("ecc/mont_field.params.toml");
            mem.write32(field + b.offset("s"), s);
            mem.write32(field + b.offset("n"), p);
            mem.write32(field + b.offset("nprime"), ops_.nprime);
            mem.write32(field + b.offset("cores"), job.cores);
            mem.write32(field + b.offset("scratch"), take(2 * s + 2));
        }
        if (point_.mult == Multiplier::Pmont) {
            // mont_modulus's choice (c/pmont.c's struct pmont_field): the
            // prime as the driver passes it, n' of it and of n.
            const uint32_t field = symbol_or_throw(program_, "pmont_field");
            const ParamBlock& b = ParamBlock::declared("pmont/pmont_field.params.toml");
            const uint32_t nprime_n = take(s);
            write_words(mem, nprime_n, nprime_n_.empty() ? Words(s, 0) : nprime_n_);
            mem.write32(field + b.offset("n_p"), p);
            mem.write32(field + b.offset("nprime_p"), pmont.nprime);
            mem.write32(field + b.offset("nprime_n"), nprime_n);
        }
        const EccOffsets& o = ecc_offsets();
        mem.write32(block_ + o.s, s);
        mem.write32(block_ + o.form, weierstrass ? 0 : 1);
        mem.write32(block_ + o.method, point_.method == Method::Ladder ? 1 : 0);
        mem.write32(block_ + o.nbits, weierstrass ? bit_length(curve_.n) : 255);
        mem.write32(block_ + o.p, p);
        mem.write32(block_ + o.r2, r2);
        mem.write32(block_ + o.n, n);
        mem.write32(block_ + o.k, k);
        mem.write32(block_ + o.x, x);
        mem.write32(block_ + o.y, y);
        mem.write32(block_ + o.out_x, out_x);
        mem.write32(block_ + o.out_y, out_y);
        mem.write32(block_ + o.operation, uint32_t(point_.operation));
        mem.write32(block_ + o.nprime_p, ops_.nprime);
        mem.write32(block_ + o.nprime_n, weierstrass ? neg_inverse_mod_2_32(uint32_t(curve_.n & 0xffffffffu)) : 0);
        if (point_.operation == Operation::Multiply) return;
        // A signature's buffers (a scalar multiplication has none: their
        // pointers stay 0): R^2 mod n, the hash, the key, the public key and
        // the signature (verify: the one to check; sign: the cores').
        const uint32_t r2n = take(s), e = take(s), d = take(s), qx = take(s), qy = take(s), sig_r = take(s),
                       sig_s = take(s);
        write_words(mem, r2n, to_words((r * r) % curve_.n, s));
        write_words(mem, e, to_words(point_.e, s));
        write_words(mem, d, to_words(point_.operation == Operation::Sign ? point_.d : BigInt(0), s));
        if (point_.operation == Operation::Verify) {
            write_words(mem, qx, to_words(point_.q->x, s));
            write_words(mem, qy, to_words(point_.q->y, s));
            write_words(mem, sig_r, to_words(point_.sig.r, s));
            write_words(mem, sig_s, to_words(point_.sig.s, s));
        }
        for (const auto& [field, address] : {std::pair{o.r2n, r2n}, {o.e, e}, {o.d, d}, {o.qx, qx}, {o.qy, qy},
                                             {o.sig_r, sig_r}, {o.sig_s, sig_s}})
            mem.write32(block_ + field, address);
    }

    EccPoint point_;
    const Curve& curve_;
    mb::Program program_;
    uint32_t block_ = 0;
    MontOperands ops_;
    unsigned q_ = 1;
    std::vector<Job> jobs_;
    bool expected_valid_ = false;
    // pmont: the shared memory's map, n' of p and of n (all s words).
    PmontSharedMap map_;
    Words nprime_p_, nprime_n_;
};

}  // namespace

sim::Scheme ecc_scheme() {
    sim::Scheme scheme;
    scheme.name = "ecc";
    scheme.summary = "elliptic-curve scalar multiplication k * P (NIST P-256/384/521, X25519), every field "
                     "multiplication pSHS on p cores or SOS/CIOS on one";
    scheme.node_types = {mb::kCoreTypeName, shmem::kCoreTypeName};
    scheme.params = random_operand_params();
    // scheme.bits is the curve's: only scheme.seed of the operand keys applies.
    scheme.params.erase(std::remove_if(scheme.params.begin(), scheme.params.end(),
                                       [](const sim::ParamDecl& d) { return d.key == "scheme.bits"; }),
                        scheme.params.end());
    scheme.params.push_back(cores_param());
    scheme.params.push_back(PshsScheme::columns_param());
    scheme.params.push_back(final_subtraction_param());
    scheme.params.push_back(groups_param());
    scheme.params.push_back(solo_param());
    scheme.params.push_back(program_param());
    {
        std::vector<std::string> names;
        for (const char* const* n = ecc::curve_names(); *n; ++n) names.push_back(*n);
        scheme.params.push_back(sim::choice_param(kCurve, names, "p256",
                                                  "ecc: the curve (NIST P-256, P-384, P-521: k * G; x25519: RFC "
                                                  "7748's X25519(k, u))"));
    }
    scheme.params.push_back(sim::choice_param(kMethod, names_of(kMethodNames), "ladder",
                                              "ecc: a Montgomery ladder over a fixed number of bits (swaps by masks), "
                                              "or double-and-add from the scalar's top bit (its work follows the "
                                              "scalar's bits); x25519 runs the ladder only"));
    scheme.params.push_back(sim::choice_param(kMultiplier, names_of(kMultiplierNames), "pshs",
                                              "ecc: each field multiplication is pSHS on scheme.p cores over links, "
                                              "Baktir and Savas's Algorithm 4 (pmont) on scheme.p cores sharing a "
                                              "memory, SOS or CIOS on one (scheme.p = 1), or your own mont_mul "
                                              "(program: scheme.program, an assembly file)"));
    scheme.params.push_back(sim::choice_param(kOperation, names_of(kOperationNames), "multiply",
                                              "ecc: k * P (multiply), or an ECDSA signature made (ecdsa-sign: k G by "
                                              "the ladder, then s mod n on the same kernels) or checked "
                                              "(ecdsa-verify: u1 G + u2 Q by double-and-add); the host hashes the "
                                              "message (SHA-256) and derives the nonce (RFC 6979)"));
    scheme.params.push_back(sim::text_param(kKey, std::nullopt, "ecc, ECDSA: the private key d in hex, 1 .. n - 1",
                                            "random from scheme.seed"));
    scheme.params.push_back(sim::text_param(kMessage, std::string("sample"),
                                            "ecc, ECDSA: the message signed (its SHA-256 hash; RFC 6979's examples "
                                            "sign \"sample\" and \"test\")"));
    scheme.params.push_back(sim::bool_param(kForge, false,
                                            "ecc, ecdsa-verify: flip a bit of s before the cores verify (they must "
                                            "say invalid)"));
    scheme.params.push_back(sim::text_param(kScalar, std::nullopt,
                                            "ecc: the scalar k in hex (NIST curves: an integer below n; x25519: 32 "
                                            "bytes, little-endian, as RFC 7748 writes them, clamped)",
                                            "random from scheme.seed"));
    scheme.params.push_back(sim::text_param(
        kU, std::nullopt, "ecc, x25519: the input u in hex (32 bytes, little-endian, as RFC 7748 writes it)",
        "9, the base point"));
    scheme.stats = sim::declarations_of<EccStats>();
    scheme.reports_node_stats = true;
    // montsim leakage varies the scalar, as its curve takes it: a NIST
    // curve's below n (one bit fewer than n's); X25519's 255 bits, written
    // as RFC 7748's 32 bytes (the scheme clamps them).
    scheme.secret_scalar = [](const sim::Config& cfg) {
        const Curve& c = ecc::curve_named(cfg.get_string(kCurve));
        if (c.form == CurveForm::Montgomery)
            return sim::Scheme::SecretScalar{
                kScalar, 255, [](const std::string& hex) { return ecc::x25519_encode(BigInt(hex)); }};
        return sim::Scheme::SecretScalar{kScalar, bit_length(c.n) - 1, [](const std::string& hex) { return hex; }};
    };
    sim::PointHooks<EccPoint> hooks;
    hooks.parse = parse;
    hooks.uses = [](const EccPoint& point) {
        sim::PlatformUse use;
        use.links = point.mult == Multiplier::Pshs || (point.mult == Multiplier::Program && point.p > 1);
        use.node_types = {mb::kCoreTypeName};
        if (point.mult == Multiplier::Pmont) use.node_types.push_back(shmem::kCoreTypeName);
        return use;
    };
    hooks.prepare = [](const EccPoint& point) { return std::make_unique<EccRun>(point); };
    // A user's multiplier decides the result: its file, and the program
    // assembled from it (what it includes too).
    hooks.inputs = [](const EccPoint& point) {
        if (point.mult != Multiplier::Program) return sim::InputDigests{};
        return sim::InputDigests{{point.program, sim::digest_of_file(point.program)},
                                 {"the program built from " + point.program,
                                  image_digest(user_multiplier_program(point.program))}};
    };
    hooks.baselines = [](const EccPoint& point, const sim::Config& cfg) {
        std::vector<sim::BaselineRequest> list;
        if (point.split.groups > 1) {
            if (auto solo = solo_baseline(cfg, point.split)) list.push_back(*solo);
            return list;
        }
        if (parallel(point.mult)) {
            sim::Config sos = sim::baseline_config(cfg, "ecc");
            sos.set(kMultiplier, std::string(name_of(kMultiplierNames, Multiplier::Sos)));
            set_scheme_cores(sos, 1);
            list.push_back({"sos", sos});
        }
        return list;
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/ecc", [] { sim::register_scheme(ecc_scheme()); })

}  // namespace montsim::schemes
