// Whole modular exponentiations (scheme.name = "modexp"): X = A^E mod N by a
// k-bit fixed window (schemes/modexp/modexp_driver.inc.s), every
// multiplication a pSHS run on p cores in a logical ring (modexp_pshs.s) or a
// sequential SOS run on one core (modexp_sos.s, the speedup's baseline), or a
// CIOS run on one core (modexp_cios.s).
// This file owns the memory layout after the program: the multiplication's
// own data (pSHS's or SOS's layout), then the window table, the two result
// buffers, R^2 mod N, the integer 1 and the exponent. Every core's result is
// checked against Boost's powm, and the number of multiplications against
// the count the window method needs. With scheme.crt the key is an RSA key
// made from scheme.seed, and the two halves of the cores each run a
// half-size exponentiation (mod P and mod Q, in two rings); the host
// recombines them (Garner), outside the cycles, and checks the whole.
// With scheme.groups = g the p cores are g groups of p/g, each its own ring
// (its own rings, with CRT) running its own exponentiation with its own
// operands at the same time: latency per group, throughput, and (against a
// run of the first group alone on the same platform, scheme.solo) the
// interference between them.
#include <algorithm>
#include <boost/integer/mod_inverse.hpp>
#include <boost/multiprecision/miller_rabin.hpp>
#include <memory>
#include <optional>
#include <numeric>
#include <random>
#include <tuple>
#include <utility>

#include "sim/NameTable.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "network/LinkParams.hpp"
#include "schemes/EmbeddedPrograms.hpp"
#include "schemes/common/CoreGroups.hpp"
#include "schemes/common/Memo.hpp"
#include "schemes/common/ParamBlock.hpp"
#include "schemes/common/Signatures.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/modexp/ModexpScheme.hpp"
#include "schemes/pshs/PshsScheme.hpp"
#include "schemes/sos/SosScheme.hpp"
#include "sim/Baseline.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

enum class Multiplier { Pshs, Sos, Cios };
constexpr Named<Multiplier> kMultiplierNames[] = {
    {"pshs", Multiplier::Pshs}, {"sos", Multiplier::Sos}, {"cios", Multiplier::Cios}};

// The driver's parameter block `mx` (modexp_driver.inc.s): its offsets from
// its one declaration (modexp_driver.params.toml), looked up once.
struct MxOffsets {
    uint32_t etop, topbits, k, table, stride, x0, x1, r2, one, a, t_start, t_end, result, mults, first, windows,
        entries, next;
};

const MxOffsets& mx_offsets() {
    static const MxOffsets o = [] {
        const ParamBlock& b = ParamBlock::declared("modexp/modexp_driver.params.toml");
        return MxOffsets{b.offset("etop"),    b.offset("topbits"), b.offset("k"),      b.offset("table"),
                         b.offset("stride"),  b.offset("x0"),      b.offset("x1"),     b.offset("r2"),
                         b.offset("one"),     b.offset("a"),       b.offset("t_start"), b.offset("t_end"),
                         b.offset("result"),  b.offset("mults"),   b.offset("first"),  b.offset("windows"),
                         b.offset("entries"), b.offset("next")};
    }();
    return o;
}

constexpr uint64_t kClockHz = 100'000'000;  // the pSHS paper's 100 MHz MicroBlaze

BigInt random_exponent(unsigned bits, uint64_t seed) {
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + 0xE);
    BigInt e = 0;
    for (unsigned i = 0; i < bits; i += 32) e = (e << 32) | BigInt(uint32_t(rng()));
    e &= (BigInt(1) << bits) - 1;
    e |= BigInt(1) << (bits - 1);  // exactly `bits` bits, as a private exponent of that size
    return e;
}

unsigned bit_length(const BigInt& v) { return v == 0 ? 0 : unsigned(boost::multiprecision::msb(v)) + 1; }

BigInt random_bits(std::mt19937_64& rng, unsigned bits) {
    BigInt v = 0;
    for (unsigned i = 0; i < bits; i += 32) v = (v << 32) | BigInt(uint32_t(rng()));
    return v & ((BigInt(1) << bits) - 1);
}

// A prime of exactly `bits` bits, its top two bits set (so that P*Q has
// exactly twice as many), from `rng`.
BigInt random_prime(std::mt19937_64& rng, unsigned bits) {
    for (;;) {
        const BigInt c = random_bits(rng, bits) | (BigInt(3) << (bits - 2)) | 1;
        if (boost::multiprecision::miller_rabin_test(c, 25, rng)) return c;
    }
}

// An RSA key of `bits` bits from `seed` (e = 65537), a message below N, and
// what CRT needs.
struct RsaKey {
    BigInt n, p, q, d, dp, dq, qinv, message;
};

RsaKey rsa_key_uncached(unsigned bits, uint64_t seed) {
    std::mt19937_64 rng(seed * 0x9E3779B97F4A7C15ull + 0x45);
    const BigInt e = 65537;
    for (;;) {
        RsaKey k;
        k.p = random_prime(rng, bits / 2);
        k.q = random_prime(rng, bits / 2);
        if (k.p == k.q) continue;
        const BigInt lambda = boost::multiprecision::lcm(k.p - 1, k.q - 1);
        if (boost::multiprecision::gcd(e, lambda) != 1) continue;
        k.n = k.p * k.q;
        k.d = boost::integer::mod_inverse(e, lambda);
        k.dp = k.d % (k.p - 1);
        k.dq = k.d % (k.q - 1);
        k.qinv = boost::integer::mod_inverse(k.q, k.p);
        k.message = random_bits(rng, bits) % k.n;
        return k;
    }
}

// Each key and each power once per process (schemes/common/Memo.hpp): a
// key's primes take many trial powers, and a sweep draws the same
// key and operands at every core count, window and topology.
RsaKey rsa_key(unsigned bits, uint64_t seed) {
    static Memo<std::pair<unsigned, uint64_t>, RsaKey> memo;
    return memo.get({bits, seed}, [&] { return rsa_key_uncached(bits, seed); });
}

BigInt reference_powm(const BigInt& base, const BigInt& e, const BigInt& n) {
    static Memo<std::tuple<BigInt, BigInt, BigInt>, BigInt> memo;
    return memo.get({base, e, n}, [&] { return BigInt(boost::multiprecision::powm(base, e, n)); });
}


// One exponentiation X = base^e mod n on cores [first, first + cores), for
// group `group` (with CRT a group has two); with a second power (DSA
// verification) X = base^e * base2^e2 mod n, the driver's second pass.
struct Job {
    unsigned group = 0, first = 0, cores = 1, s = 0, q = 1;
    MontOperands ops;  // n and base as s words
    BigInt base, n, e;
    unsigned ebits = 0, windows = 0;
    BigInt base2, e2;  // e2 = 0: one pass
    unsigned ebits2 = 0, windows2 = 0;
    BigInt expected() const {
        BigInt x = reference_powm(base, e, n);
        if (e2 != 0) {
            const BigInt y = reference_powm(base2, e2, n);
            x = x * y % n;
        }
        return x;
    }
};

const char* const kWindow = "scheme.window";
const char* const kCrt = "scheme.crt";
const char* const kMultiplier = "scheme.mm";
const char* const kExponent = "scheme.exponent";
const char* const kExponentBits = "scheme.exponent_bits";
const char* const kDsaSign = "dsa.sign";
const char* const kDsaVerify = "dsa.verify";
const char* const kDsaForge = "dsa.forge";
const char* const kDsaKey = "dsa.key";
const char* const kDsaMessage = "dsa.message";
// RFC 6979 A.2.2's private key in its 2048-bit DSA group.
const char* const kRfc6979DsaKey = "69C7548C21D0DFEA6B9A51C9EAD4E27C33D3B3F180316E5BCAB92C933F0E4DBC";

class ModexpStats : public sim::PointStats {
public:
    ModexpStats() : sim::PointStats("from the common start to the last core holding A^E mod N (timer readings)") {}
    sim::Stat s{*this, "s", "words", "words per operand"};
    sim::Stat exponent_bits{*this, "exponent_bits", "bits", "bits of E"};
    sim::Stat multiplications{*this, "multiplications", "",
                              "Montgomery multiplications made (checked against the window method's count; with "
                              "CRT both halves' together; the host's recombination is not counted in cycles)"};
    sim::Stat cycles_per_multiplication{*this, "cycles_per_multiplication", "cycles", "cycles / multiplications"};
    sim::Stat ms_at_100mhz{*this, "ms_at_100mhz", "ms", "cycles at the paper's 100 MHz, in milliseconds"};
    sim::Stat t_sos{*this, "t_sos", "cycles",
                    "pshs: the same exponentiation with SOS on one core (the baseline; with CRT the whole "
                    "exponentiation, without CRT), cycles"};
    sim::Stat speedup{*this, "speedup", "", "pshs: t_sos / cycles (scheme.groups = 1 only)"};
    GroupStats group{*this};
    sim::Stat multiplication_latency{*this, "multiplication_latency", "cycles",
                                     "one multiplication within a group's stream: its exponentiation's cycles / "
                                     "the multiplications it made, the mean over the groups"};
    sim::Stat multiplication_throughput{*this, "multiplication_throughput", "per Mcycle",
                                        "multiplications per million cycles, all groups: multiplications * 10^6 / "
                                        "cycles"};
    sim::Stat dsa_r{*this, "dsa_r", "",
                    "dsa.sign: r = (g^k mod p) mod q (hex), g^k mod p from the cores; the host reduces it"};
    sim::Stat dsa_s{*this, "dsa_s", "", "dsa.sign: s = k^-1 (e + x r) mod q (hex), computed by the host"};
    sim::Stat dsa_valid{*this, "dsa_valid", "",
                        "dsa.verify: (g^u1 y^u2 mod p) mod q = r, g^u1 y^u2 mod p from the cores (checked against "
                        "the reference's verdict)"};
};

// A point of modexp: every key it reads, read and checked once (the
// combinations it cannot run too).
struct ModexpPoint {
    OperandKeys operands;
    unsigned s, p, k;
    bool crt;
    Multiplier mult;
    uint32_t link_depth;
    GroupSplit split;  // scheme.groups, scheme.solo
    std::optional<std::string> exponent;  // scheme.exponent, hex
    int64_t exponent_bits;
    unsigned columns_key;  // scheme.q (0 = s/p of each job)
    // dsa.sign: g^k mod p in RFC 6979's 2048-bit group, k the nonce RFC 6979
    // derives from the key x and the message's hash e.
    // dsa.verify: g^u1 * y^u2 mod p, u1 and u2 from the signature the host
    // makes for the same key and message (dsa.forge: with s changed).
    enum class Dsa { None, Sign, Verify } dsa = Dsa::None;
    BigInt dsa_x, dsa_e, dsa_k, dsa_r, dsa_s;
};

ModexpPoint parse(const sim::Config& cfg) {
    ModexpPoint m;
    m.operands = operand_keys_from(cfg);
    m.s = m.operands.words();
    m.p = scheme_cores(cfg);
    m.k = static_cast<unsigned>(cfg.get_int(kWindow));
    m.crt = cfg.get_bool(kCrt);
    m.mult = value_of(kMultiplierNames, cfg.get_string(kMultiplier), kMultiplier);
    m.link_depth = net::link_depth_from(cfg);
    m.split = group_split(cfg, m.p);
    if (cfg.has(kExponent)) m.exponent = cfg.get_string(kExponent);
    m.exponent_bits = cfg.get_int(kExponentBits);
    m.columns_key = PshsScheme::columns_key(cfg);
    // The combinations a point cannot run, refused before any runs.
    const unsigned c = m.split.cores;  // cores per group
    if (m.mult != Multiplier::Pshs && c != 1) {
        const std::string mm(name_of(kMultiplierNames, m.mult));
        throw std::invalid_argument(m.split.groups == 1 ? "scheme.mm = " + mm + " runs on one core: set scheme.p = 1 (now " +
                                                       std::to_string(m.p) + ")"
                                                 : "scheme.mm = " + mm + " runs on one core per group: set scheme.p = "
                                                   "scheme.groups (now " + std::to_string(m.p) + " and " +
                                                       std::to_string(m.split.groups) + ")");
    }
    if (m.crt) {
        if (m.mult != Multiplier::Pshs || c % 2 != 0)
            throw std::invalid_argument("scheme.crt = true runs two half-size exponentiations on the two halves "
                                        "of the cores" + std::string(m.split.groups > 1 ? " of each group" : "") +
                                        ": it needs scheme.mm = pshs and an even scheme.p" +
                                        (m.split.groups > 1 ? " / scheme.groups (now " + std::to_string(c)
                                                     : " (now " + std::to_string(m.p)) + ")");
        if (m.s % 2 != 0)
            throw std::invalid_argument("scheme.crt = true needs scheme.bits divisible by 64 (two primes of "
                                        "whole words), not " + std::to_string(32 * m.s));
        const bool given[] = {m.operands.given(Operand::N), m.operands.given(Operand::A),
                              m.exponent.has_value()};
        const char* const names[] = {"scheme.n", "scheme.a", "scheme.exponent"};
        for (int i = 0; i < 3; ++i)
            if (given[i])
                throw std::invalid_argument(std::string("scheme.crt = true makes its own RSA key and message "
                                                        "from scheme.seed; drop ") + names[i]);
    }
    if (cfg.get_bool(kDsaSign) && cfg.get_bool(kDsaVerify))
        throw std::invalid_argument("set one of dsa.sign and dsa.verify (a point signs or verifies)");
    if (cfg.get_bool(kDsaForge) && !cfg.get_bool(kDsaVerify))
        throw std::invalid_argument("dsa.forge = true changes the signature a verification checks: set dsa.verify = "
                                    "true");
    m.dsa = cfg.get_bool(kDsaSign) ? ModexpPoint::Dsa::Sign
            : cfg.get_bool(kDsaVerify) ? ModexpPoint::Dsa::Verify
                                       : ModexpPoint::Dsa::None;
    if (m.dsa != ModexpPoint::Dsa::None) {
        const std::string key = m.dsa == ModexpPoint::Dsa::Sign ? kDsaSign : kDsaVerify;
        if (m.s != 64)
            throw std::invalid_argument(key + " = true works in RFC 6979's 2048-bit DSA group: set scheme.bits = "
                                        "2048 (now " + std::to_string(32 * m.s) + ")");
        if (m.crt || m.split.groups > 1 || m.exponent || m.operands.given(Operand::A) || m.operands.given(Operand::N))
            throw std::invalid_argument(key + " = true exponentiates in the group's p by exponents of its own: it "
                                        "takes no scheme.crt, scheme.groups, scheme.exponent, scheme.a or scheme.n");
        const DsaGroup& group = rfc6979_dsa_2048();
        m.dsa_x = parse_hex(cfg.has(kDsaKey) ? cfg.get_string(kDsaKey) : std::string(kRfc6979DsaKey), kDsaKey);
        if (m.dsa_x < 1 || m.dsa_x >= group.q)
            throw std::invalid_argument(std::string(kDsaKey) + " must be in 1 .. q - 1 (q: the group's 256-bit order)");
        const std::string message = cfg.get_string(kDsaMessage);
        m.dsa_e = message_hash(group.q, message);
        m.dsa_k = rfc6979_nonce(group.q, m.dsa_x, message);
        if (m.dsa == ModexpPoint::Dsa::Verify) {
            // The signature verified: the host's, for this key and message.
            const BigInt gk = boost::multiprecision::powm(group.g, m.dsa_k, group.p);
            m.dsa_r = gk % group.q;
            m.dsa_s = dsa_s(group, m.dsa_x, m.dsa_k, m.dsa_e, m.dsa_r);
            if (cfg.get_bool(kDsaForge)) m.dsa_s = m.dsa_s % (group.q - 1) + 1;  // another s in 1 .. q - 1
        }
    }
    return m;
}

class ModexpRun : public sim::SchemeRun {
public:
    explicit ModexpRun(const ModexpPoint& point)
        : s_(point.s),
          p_(point.p),
          k_(point.k),
          crt_(point.crt),
          mult_(point.mult),
          link_depth_(point.link_depth),
          split_(point.split),
          columns_key_(point.columns_key),
          dsa_(point.dsa),
          dsa_x_(point.dsa_x),
          dsa_e_(point.dsa_e),
          dsa_r_(point.dsa_r) {
        const DsaGroup& group = rfc6979_dsa_2048();
        BigInt y;  // dsa.verify: the public key g^x mod p
        if (dsa_ == ModexpPoint::Dsa::Verify) {
            y = boost::multiprecision::powm(group.g, dsa_x_, group.p);
            expected_valid_ = dsa_verify(group, y, point.dsa_r, point.dsa_s, dsa_e_);
        }
        const unsigned c = split_.cores;
        // Group g draws its operands from scheme.seed + g: the first group's
        // are the point's without groups. With scheme.solo only it runs.
        for (unsigned g = 0; g < split_.running(); ++g) {
            const uint64_t seed = point.operands.seed + g;
            const unsigned first = g * c;
            if (crt_) {
                keys_.push_back(rsa_key(32 * s_, seed));
                const RsaKey& key = keys_.back();
                jobs_.push_back(make_job(g, first, c / 2, s_ / 2, key.message % key.p, key.p, key.dp));
                jobs_.push_back(make_job(g, first + c / 2, c / 2, s_ / 2, key.message % key.q, key.q, key.dq));
            } else {
                const MontOperands ops = point.operands.operands(s_, seed);
                BigInt e;
                if (point.exponent) {
                    e = parse_hex(*point.exponent, kExponent);
                    if (e == 0) throw std::invalid_argument("scheme.exponent = 0: give an exponent of at least 1");
                } else {
                    const int64_t bits = point.exponent_bits;
                    e = random_exponent(bits == 0 ? 32 * s_ : unsigned(bits), seed);
                }
                if (point.dsa == ModexpPoint::Dsa::Sign) {
                    jobs_.push_back(make_job(g, first, c, s_, group.g, group.p, point.dsa_k));
                } else if (point.dsa == ModexpPoint::Dsa::Verify) {
                    // g^u1 then, on the same cores, y^u2 multiplied in.
                    const DsaExponents u = dsa_verify_exponents(group, point.dsa_r, point.dsa_s, dsa_e_);
                    if (u.u1 == 0 || u.u2 == 0)
                        throw std::logic_error("dsa.verify: an exponent u1 or u2 is 0 (a chance of about 2^-256); "
                                               "take another message");
                    Job j = make_job(g, first, c, s_, group.g, group.p, u.u1);
                    j.base2 = y;
                    j.e2 = u.u2;
                    j.ebits2 = bit_length(j.e2);
                    j.windows2 = (j.ebits2 + k_ - 1) / k_;
                    jobs_.push_back(std::move(j));
                } else {
                    jobs_.push_back(make_job(g, first, c, s_, to_big(ops.a), to_big(ops.n), e));
                }
            }
        }
        ebits_ = crt_ ? bit_length(keys_.front().d) : jobs_.front().ebits;
        static const char* const programs[] = {"modexp/modexp_pshs.s", "modexp/modexp_sos.s", "modexp/modexp_cios.s"};
        program_ = assemble_embedded(programs[int(mult_)]);
        mx_ = symbol_or_throw(program_, "mx");
    }

    // A ring of the job's cores for each job (one ring per group without
    // CRT); SOS on one core has none. With scheme.solo the cores of the
    // other groups halt at once (modexp_idle.s) and have no links.
    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec = microblaze_ring(p_, program_);
        spec.links.clear();
        halt_other_groups(spec, split_);
        if (mult_ == Multiplier::Pshs)
            for (const Job& j : jobs_) add_ring(spec, j.first, j.cores);
        return spec;
    }

    void load(sim::Platform& platform) override {
        for (const Job& j : jobs_)
            for (unsigned i = 0; i < j.cores; ++i) load_core(platform.node_as<mb::MbCore>(j.first + i).cpu(), j, i);
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines& baselines) const override {
        uint64_t instructions = 0;
        std::vector<BigInt> got;  // each job's result, from its first core
        const unsigned ran = split_.running();
        // Each group's first timer reading and last, and its multiplications;
        // the whole run's are theirs together.
        GroupSpans spans(split_);
        std::vector<uint64_t> g_mults(ran, 0);
        for (const Job& j : jobs_) {
            const BigInt expected = j.expected();
            const uint64_t need = expected_multiplications(j.e, j.windows) +
                                  (j.e2 != 0 ? expected_multiplications(j.e2, j.windows2) : 0);
            g_mults[j.group] += need;
            for (unsigned c = j.first; c < j.first + j.cores; ++c) {
                const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(c).cpu();
                const std::string who = "modexp core " + std::to_string(c);
                check_exit_status(cpu, who);
                const mb::LocalMemory& mem = cpu.memory();
                // The last pass's block holds the result and the end.
                const uint32_t last = j.e2 != 0 ? mem.read32(mx_ + mx_offsets().next) : mx_;
                const BigInt x = to_big(read_words(mem, mem.read32(last + mx_offsets().result), j.s + 1));
                if (x != expected)
                    throw std::runtime_error(who + ": wrong A^E" + (j.e2 != 0 ? " B^F" : "") + " mod N (" +
                                             std::to_string(32 * j.s) + " bits, " +
                                             std::to_string(j.ebits) + "-bit exponent, window " +
                                             std::to_string(k_) + ")\n  expected " + to_hex(expected) +
                                             "\n  got      " + to_hex(x));
                const uint32_t made =
                    mem.read32(mx_ + mx_offsets().mults) + (last != mx_ ? mem.read32(last + mx_offsets().mults) : 0);
                if (made != need)
                    throw std::runtime_error(who + " made " + std::to_string(made) +
                                             " multiplications; the window method needs " + std::to_string(need));
                // A second pass reads the timer once more, at its own end.
                const TimerSpan span =
                    last != mx_
                        ? outer_timer_span(cpu, mem.read32(mx_ + mx_offsets().t_start),
                                           mem.read32(last + mx_offsets().t_end), who)
                        : timer_span(cpu, mem.read32(mx_ + mx_offsets().t_start), mem.read32(mx_ + mx_offsets().t_end), who);
                spans.add(j.group, span.start, span.end);
                instructions += cpu.stats().instructions;
                if (c == j.first) got.push_back(x);
            }
        }
        for (unsigned g = 0; crt_ && g < keys_.size(); ++g) {
            // Garner: m = mq + Q * (qinv * (mp - mq) mod P), on the host.
            const RsaKey& key = keys_[g];
            const BigInt& mp = got[2 * g];
            const BigInt& mq = got[2 * g + 1];
            const BigInt h = (key.qinv * ((mp + key.p - mq % key.p) % key.p)) % key.p;
            const BigInt m = mq + key.q * h;
            const BigInt expected = reference_powm(key.message, key.d, key.n);
            if (m != expected)
                throw std::runtime_error("modexp with CRT" + (ran > 1 ? ", group " + std::to_string(g) : "") +
                                         ": the recombined result is wrong\n  expected " + to_hex(expected) +
                                         "\n  got      " + to_hex(m));
        }
        const uint64_t cycles = spans.cycles();
        const uint64_t mults = std::accumulate(g_mults.begin(), g_mults.end(), uint64_t(0));
        ModexpStats st;
        st.cycles = cycles;
        st.instructions = instructions;
        st.s = s_;
        st.exponent_bits = ebits_;
        st.multiplications = mults;
        st.cycles_per_multiplication = double(cycles) / double(mults);
        st.ms_at_100mhz = double(cycles) * 1000.0 / double(kClockHz);
        if (baselines.count("sos")) {
            const auto t_sos = std::get<int64_t>(sim::stat_value(baselines.at("sos"), "cycles"));
            st.t_sos = t_sos;
            st.speedup = double(t_sos) / double(cycles);
        }
        // Latency and throughput: each group's own span, and the whole run's.
        spans.report(st.group, baselines);
        double mult_latency = 0;
        for (unsigned g = 0; g < ran; ++g) mult_latency += double(spans.span(g)) / double(g_mults[g]) / ran;
        st.multiplication_latency = mult_latency;
        st.multiplication_throughput = double(mults) * 1e6 / double(cycles);
        if (dsa_ == ModexpPoint::Dsa::Verify) {
            // The cores computed g^u1 y^u2 mod p (checked above); the
            // comparison mod q is the host's, and must agree with the
            // reference's verdict.
            const bool valid = got.front() % rfc6979_dsa_2048().q == dsa_r_;
            if (valid != expected_valid_)
                throw std::runtime_error(std::string("dsa.verify: the cores' product says the signature is ") +
                                         (valid ? "valid" : "invalid") + ", the reference says it is not");
            st.dsa_valid = valid;
        }
        if (dsa_ == ModexpPoint::Dsa::Sign) {
            // The cores computed g^k mod p (checked above against Boost's
            // powm); r and s mod the 256-bit q are the host's.
            const DsaGroup& group = rfc6979_dsa_2048();
            const BigInt r = got.front() % group.q;
            st.dsa_r = to_hex(r);
            st.dsa_s = to_hex(dsa_s(group, dsa_x_, jobs_.front().e, dsa_e_, r));
        }
        return st.values();
    }

    // The SOS baseline's config for a CRT point: the same key and message,
    // one core, no CRT.
    static sim::Config crt_baseline(sim::Config sos, const ModexpPoint& point) {
        const RsaKey key = rsa_key(point.operands.bits, point.operands.seed);
        sos.set(kCrt, false);
        set_operand(sos, Operand::N, to_hex(key.n));
        set_operand(sos, Operand::A, to_hex(key.message));
        sos.set(kExponent, to_hex(key.d));
        return sos;
    }

private:
    Job make_job(unsigned group, unsigned first, unsigned cores, unsigned s, const BigInt& base, const BigInt& n,
                 const BigInt& e) const {
        Job j;
        j.group = group;
        j.first = first;
        j.cores = cores;
        j.s = s;
        if (mult_ == Multiplier::Pshs) {
            j.q = PshsScheme::columns(columns_key_, s, cores);
            PshsScheme::validate(s, cores, j.q);
        }
        j.base = base;
        j.n = n;
        j.e = e;
        j.ops.s = s;
        j.ops.n = to_words(n, s);
        j.ops.a = to_words(base, s);
        j.ops.b = j.ops.a;
        j.ops.nprime = neg_inverse_mod_2_32(j.ops.n[0]);
        j.ebits = bit_length(e);
        j.windows = (j.ebits + k_ - 1) / k_;
        return j;
    }

    // 1 into Montgomery form, 2^k - 2 for the table, k squarings per
    // further window and one multiplication per non-zero one, 1 out.
    // One pass's multiplications: the table, k squarings per window after
    // the first, one multiplication per nonzero window, and the last one
    // (out of Montgomery form, or by the previous pass's result).
    uint64_t expected_multiplications(const BigInt& e, unsigned windows) const {
        uint64_t n = 1 + ((uint64_t(1) << k_) - 2) + uint64_t(windows - 1) * k_ + 1;
        for (unsigned w = 0; w + 1 < windows; ++w)
            if (((e >> (w * k_)) & ((1u << k_) - 1)) != 0) ++n;
        return n;
    }

    void load_core(mb::MbCpu& cpu, const Job& j, unsigned core) const {
        mb::LocalMemory& mem = cpu.memory();
        const std::string what = "modexp with " + std::to_string(32 * j.s) + "-bit operands and window " +
                                 std::to_string(k_);
        // The multiplication's own data (its parameter block, N and its
        // scratch), then the exponentiation's.
        uint32_t at = 0;
        if (mult_ == Multiplier::Pshs) {
            at = PshsScheme::load(cpu, program_, j.ops, j.cores, j.q, core, link_depth_).end;
        } else {
            at = SosScheme::load(cpu, program_, j.ops).end;
        }
        const uint32_t stride = 4 * (j.s + 1);
        auto take = [&](uint64_t bytes) {
            const uint32_t here = at;
            if (uint64_t(at) + bytes + 1024 > uint64_t(mem.base()) + mem.size())
                throw std::invalid_argument(what + " needs more than core.memory_kb = " +
                                            std::to_string(mem.size() / 1024) +
                                            " KiB of local memory per core (the window table alone is 2^k * " +
                                            std::to_string(stride) + " bytes); lower scheme.window or raise "
                                            "core.memory_kb");
            at += uint32_t(bytes);
            return here;
        };
        const uint32_t entries = 1u << k_;
        const uint32_t table = take(uint64_t(entries) * stride);
        const uint32_t r2 = take(4 * j.s), one = take(4 * j.s);
        const BigInt r = BigInt(1) << (32 * j.s);
        write_words(mem, r2, to_words((r * r) % j.n, j.s));
        write_words(mem, one, to_words(BigInt(1), j.s));
        // One pass's block: its base and exponent, its own two result
        // buffers; the table, R^2 and the window's shape shared.
        auto write_pass = [&](uint32_t block, const BigInt& base, const BigInt& e, unsigned ebits, unsigned windows) {
            const uint32_t x0 = take(stride), x1 = take(stride), a = take(4 * j.s);
            const unsigned ewords = (ebits + 31) / 32;
            const uint32_t ew = take(4 * ewords);
            write_words(mem, a, to_words(base, j.s));
            write_words(mem, ew, to_words(e, ewords));
            const MxOffsets& o = mx_offsets();
            mem.write32(block + o.etop, ew + 4 * (ewords - 1));
            mem.write32(block + o.topbits, ebits - 32 * (ewords - 1));
            mem.write32(block + o.k, k_);
            mem.write32(block + o.table, table);
            mem.write32(block + o.stride, stride);
            mem.write32(block + o.x0, x0);
            mem.write32(block + o.x1, x1);
            mem.write32(block + o.r2, r2);
            mem.write32(block + o.one, one);  // a second pass's: the first one's result, set by the driver
            mem.write32(block + o.a, a);
            mem.write32(block + o.first, ebits - (windows - 1) * k_);
            mem.write32(block + o.windows, windows - 1);
            mem.write32(block + o.entries, entries);
        };
        write_pass(mx_, j.base, j.e, j.ebits, j.windows);
        if (j.e2 != 0) {
            const uint32_t second = take(ParamBlock::declared("modexp/modexp_driver.params.toml").bytes());
            write_pass(second, j.base2, j.e2, j.ebits2, j.windows2);
            mem.write32(mx_ + mx_offsets().next, second);
        }
    }

    unsigned s_, p_, k_;
    bool crt_;
    Multiplier mult_;
    unsigned link_depth_;
    GroupSplit split_;
    unsigned columns_key_;  // scheme.q
    ModexpPoint::Dsa dsa_;
    BigInt dsa_x_, dsa_e_, dsa_r_;
    bool expected_valid_ = false;  // dsa.verify: the reference's verdict
    std::vector<RsaKey> keys_;  // with CRT, each group's
    std::vector<Job> jobs_;
    unsigned ebits_ = 0;
    mb::Program program_;
    uint32_t mx_ = 0;
};

}  // namespace

sim::Scheme modexp_scheme() {
    sim::Scheme scheme;
    scheme.name = "modexp";
    scheme.summary = "modular exponentiation A^E mod N by a k-bit window, every multiplication pSHS on p cores "
                     "(or SOS on one)";
    scheme.node_types = {mb::kCoreTypeName};
    // pSHS's ring, on one core too (core 0 feeds itself); SOS has none.
    scheme.params = operand_params();
    scheme.params.push_back(cores_param());
    scheme.params.push_back(PshsScheme::columns_param());
    scheme.params.push_back(sim::int_param(kWindow, 1, 1, 6, "bits",
                                           "modexp: window width k (1 = square-and-multiply; the table holds 2^k "
                                           "values of s+1 words per core)"));
    scheme.params.push_back(sim::choice_param(kMultiplier, names_of(kMultiplierNames), "pshs",
                                              "modexp: each multiplication is pSHS on scheme.p cores, or SOS or "
                                              "CIOS on one (scheme.p = 1)"));
    scheme.params.push_back(sim::int_param(kExponentBits, 0, 0, 16384, "bits",
                                           "modexp: a random exponent of exactly this many bits from scheme.seed "
                                           "(0 = scheme.bits, an RSA private exponent's size)"));
    scheme.params.push_back(sim::bool_param(kCrt, false,
                                            "modexp: an RSA key from scheme.seed, and two half-size exponentiations "
                                            "(mod P, mod Q) on the two halves of the cores, recombined by the host "
                                            "(needs scheme.mm = pshs, an even scheme.p, platform.topology = p2p or a "
                                            "routed one: two rings)"));
    scheme.params.push_back(groups_param());
    scheme.params.push_back(solo_param());
    scheme.params.push_back(sim::bool_param(kDsaSign, false,
                                            "modexp: a DSA signature in RFC 6979's 2048-bit group (scheme.bits = "
                                            "2048): the cores compute g^k mod p, k the nonce RFC 6979 derives; the "
                                            "host hashes the message (SHA-256) and makes r and s mod the 256-bit q"));
    scheme.params.push_back(sim::bool_param(kDsaVerify, false,
                                            "modexp: verify a DSA signature in RFC 6979's 2048-bit group "
                                            "(scheme.bits = 2048): the host signs the message with dsa.key and "
                                            "makes u1 and u2 mod q; the cores compute g^u1 * y^u2 mod p (two "
                                            "passes of the driver); the host compares it mod q with r"));
    scheme.params.push_back(sim::bool_param(kDsaForge, false,
                                            "modexp, dsa.verify: change the signature's s before it is verified "
                                            "(the verdict must be invalid)"));
    scheme.params.push_back(sim::text_param(kDsaKey, std::nullopt,
                                            "modexp, dsa.sign or dsa.verify: the private key x in hex, 1 .. q - 1 "
                                            "(verify: the public key is g^x mod p)",
                                            "RFC 6979 A.2.2's key"));
    scheme.params.push_back(sim::text_param(kDsaMessage, std::string("sample"),
                                            "modexp, dsa.sign or dsa.verify: the message signed (RFC 6979 signs "
                                            "\"sample\" and \"test\")"));
    scheme.params.push_back(sim::text_param(kExponent, std::nullopt,
                                            "modexp: the exponent E as hexadecimal text (instead of a random one)",
                                            "random, scheme.exponent_bits bits"));
    // With CRT the key (and its exponent) comes from scheme.seed; a given
    // exponent has its own size; SOS on one core has no columns.
    scheme.ignores = [](const sim::Config& cfg) {
        std::map<std::string, std::string> out;
        if (cfg.get_bool(kCrt)) out[kExponentBits] = "only with scheme.crt = false (CRT's key has its own exponent)";
        else if (cfg.has(kExponent)) out[kExponentBits] = "only without scheme.exponent (a random exponent's size)";
        if (cfg.get_string(kMultiplier) != name_of(kMultiplierNames, Multiplier::Pshs))
            out[PshsScheme::columns_param().key] = "only with scheme.mm = pshs";
        return out;
    };
    scheme.stats = sim::declarations_of<ModexpStats>();
    scheme.reports_node_stats = true;
    sim::PointHooks<ModexpPoint> hooks;
    hooks.parse = parse;
    // pSHS's ring, on one core too (core 0 feeds itself); SOS has none.
    hooks.uses = [](const ModexpPoint& point) {
        sim::PlatformUse use;
        use.links = point.mult == Multiplier::Pshs;
        return use;
    };
    hooks.prepare = [](const ModexpPoint& point) { return std::make_unique<ModexpRun>(point); };
    hooks.baselines = [](const ModexpPoint& point, const sim::Config& cfg) {
        std::vector<sim::BaselineRequest> list;
        if (point.split.groups > 1) {
            // A speedup over SOS is the one-group point's.
            if (auto solo = solo_baseline(cfg, point.split)) list.push_back(*solo);
            return list;
        }
        if (point.mult == Multiplier::Pshs) {
            sim::Config sos = sim::baseline_config(cfg, "modexp");
            sos.set(kMultiplier, std::string(name_of(kMultiplierNames, Multiplier::Sos)));
            set_scheme_cores(sos, 1);
            if (point.crt) sos = ModexpRun::crt_baseline(sos, point);
            list.push_back({"sos", sos});
        }
        return list;
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/modexp", [] { sim::register_scheme(modexp_scheme()); })

}  // namespace montsim::schemes
