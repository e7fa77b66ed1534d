// The registry entry scheme.name = "iwbmm": Lin, Ye and Shieh's IWBMM_R on
// the PE array (cores/pearray). A point runs `pearray.multiplications`
// multiplications back to back on one array node, checks every product
// against Boost, and reports the first one's latency beside Eq. 11, the
// period between consecutive ones beside Eq. 12, the memory traffic of a
// multiplication in the steady state beside Table 1, and the storage buffer's
// peak occupancy.
#include <boost/integer/mod_inverse.hpp>
#include <random>
#include <sstream>

#include "cores/pearray/PeArrayCoreType.hpp"
#include "cores/pearray/PeArrayNode.hpp"
#include "schemes/common/MontgomeryRef.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/iwbmm/ArrayWords.hpp"
#include "schemes/iwbmm/BitLevel.hpp"
#include "schemes/iwbmm/IwbmmScheme.hpp"
#include "sim/Platform.hpp"
#include "sim/RunProgress.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

using pearray::PeArrayConfig;

// Random operands below an odd k-bit modulus with its top bit set, or, with
// pearray.operands = "extreme", the edge cases: A = B = N-1 with N = 2^k - 1,
// N = 2^(k-1) + 1, A = 0.
struct IwbmmOperands {
    BigInt a, b, n;
};

BigInt random_bits(std::mt19937_64& rng, unsigned bits) {
    BigInt v = 0;
    for (unsigned i = 0; i < bits; i += 32) v = (v << 32) + (rng() & 0xFFFFFFFFu);
    return v & ((BigInt(1) << bits) - 1);
}

IwbmmOperands make_operands(unsigned k, uint64_t seed, unsigned m, bool extreme) {
    std::mt19937_64 rng(seed * 1000003u + m);
    const BigInt top = BigInt(1) << (k - 1);
    if (extreme) {
        const BigInt ones = (BigInt(1) << k) - 1;
        switch (m % 3) {
        case 0: return {ones - 1, ones - 1, ones};
        case 1: return {top, top, top + 1};
        default: return {0, ones - 2, ones};
        }
    }
    BigInt n = random_bits(rng, k) | top | 1;
    if (k == 2) n = 3;
    return {random_bits(rng, k + 16) % n, random_bits(rng, k + 16) % n, n};
}

// The task chart as text: "pe:column.word@start-end" per task, PE_f as "f",
// the kinds implied by the word (0 = X) and the PE.
std::string chart_text(const std::vector<pearray::TaskRecord>& tasks) {
    std::ostringstream os;
    for (const auto& t : tasks) {
        if (t.multiplication != 0) continue;
        if (os.tellp() > 0) os << ';';
        if (t.pe < 0) os << 'f';
        else os << t.pe + 1;
        os << ':' << t.column << '.' << t.word << '@' << t.start << '-' << t.end;
    }
    return os.str();
}

const char* const kMultiplications = "pearray.multiplications";
const char* const kOperands = "pearray.operands";
const char* const kMhz = "pearray.mhz";
const char* const kChart = "pearray.chart";

class IwbmmStats : public sim::PointStats {
public:
    sim::Stat k{*this, "k", "bits",
                  "modulus bits"};
    sim::Stat e{*this, "e", "",
                  "ceil(k/w): the words are 0..e"};
    sim::Stat lambda{*this, "lambda", "",
                  "ceil(k/(p(w-1))): columns per PE per multiplication"};
    sim::Stat case_{*this, "case", "",
                  "e+1<=p (every PE gets one column in turn) or e+1>p (the storage buffer is used); tenca: 2p"};
    sim::Stat formulas{*this, "formulas", "",
                  "which closed forms the *_formula and table1_* statistics are"};
    sim::Stat latency_formula{*this, "latency_formula", "cycles",
                  "Eq. 11's latency in cycles (cycles is the measured one); tenca: our derivation"};
    sim::Stat period{*this, "period", "cycles",
                  "measured cycles between the starts of consecutive multiplications"};
    sim::Stat period_formula{*this, "period_formula", "cycles",
                  "k / TP_O of Eq. 12, in cycles; tenca: our derivation"};
    sim::Stat throughput_mbps{*this, "throughput_mbps", "Mb/s",
                  "k / period at pearray.mhz, Mb/s"};
    sim::Stat throughput_formula_mbps{*this, "throughput_formula_mbps", "Mb/s",
                  "the same from period_formula, Mb/s"};
    sim::Stat read_bits_per_cycle{*this, "read_bits_per_cycle", "bits/cycle",
                  "bits read (A, N, storage buffer) per cycle of one period, steady state"};
    sim::Stat write_bits_per_cycle{*this, "write_bits_per_cycle", "bits/cycle",
                  "bits written to the storage buffer per cycle of one period (results not counted)"};
    sim::Stat table1_read_bits_per_cycle{*this, "table1_read_bits_per_cycle", "bits/cycle",
                  "Table 1's read formula with sigma = (lambda-1)/lambda"};
    sim::Stat table1_write_bits_per_cycle{*this, "table1_write_bits_per_cycle", "bits/cycle",
                  "Table 1's write formula"};
    sim::Stat memory_mbps{*this, "memory_mbps", "Mb/s",
                  "(read + write) bits per cycle at pearray.mhz, Mb/s (Table 2's memory access)"};
    sim::Stat table1_memory_mbps{*this, "table1_memory_mbps", "Mb/s",
                  "the same from Table 1's formulas"};
    sim::Stat peak_buffer_words{*this, "peak_buffer_words", "words",
                  "most words of intermediate results held in the storage buffer at once"};
    // The activity an energy model prices (cores/pearray/PeArray.hpp,
    // PeActivity), over the whole run (every multiplication).
    sim::Stat operand_loads{*this, "operand_loads", "loads",
                  "(A_j, N_j) pairs loaded into the PEs' pipelined registers, whole run"};
    sim::Stat operand_transitions{*this, "operand_transitions", "bits",
                  "bits the PEs' A_j and N_j registers flipped (Hamming distances between consecutive values), "
                  "whole run"};
    sim::Stat sum_transitions{*this, "sum_transitions", "bits",
                  "bits the PEs' running-sum registers (SR'_j; tenca: S_j) flipped, whole run"};
    sim::Stat carry_transitions{*this, "carry_transitions", "bits",
                  "bits the PEs' carry and quotient registers flipped, whole run"};
    sim::Stat partial_product_transitions{*this, "partial_product_transitions", "bits",
                  "bits the adders' inputs B[i]*A_j and q*N_j flipped, whole run"};
    sim::Stat adder_transitions{*this, "adder_transitions", "bits",
                  "bits the first adder's output (before q*N_j is added) flipped, whole run"};
    sim::Stat toggles{*this, "toggles", "bits",
                  "every transition above (operand, sum, carry registers; partial products; first adder), whole run"};
    sim::Stat memory_bits_read{*this, "memory_bits_read", "bits",
                  "bits read from memory (A_j and N_j by PE_1, the storage buffer), whole run"};
    sim::Stat memory_bits_written{*this, "memory_bits_written", "bits",
                  "bits written to memory (the storage buffer, PE_f's result words), whole run"};
    sim::Stat word_additions{*this, "word_additions", "additions",
                  "w-bit additions in the PEs (two per bit iteration and word) and PE_f (one per word), whole run"};
    sim::Stat buffer_writes{*this, "buffer_writes", "words",
                  "words of intermediate results written into the storage buffer, whole run"};
    sim::Stat buffer_reads{*this, "buffer_reads", "words",
                  "words of intermediate results read back from the storage buffer, whole run"};
    sim::Stat chart{*this, "chart", "",
                  "with pearray.chart: pe:column.word@start-end per task of the first multiplication (pe f = PE_f)"};
};

// A point of IWBMM_R: every key it reads, read and checked once.
struct IwbmmPoint {
    PeArrayConfig array;
    unsigned multiplications;
    bool extreme;  // pearray.operands = extreme
    uint64_t seed;
    bool chart;
    double mhz;
};

IwbmmPoint parse(const sim::Config& cfg) {
    IwbmmPoint p;
    p.array = pearray::array_config_from(cfg, scheme_cores(cfg), operand_bits(cfg));
    p.array.validate();
    p.multiplications = static_cast<unsigned>(cfg.get_int(kMultiplications));
    p.extreme = cfg.get_string(kOperands) == "extreme";
    p.seed = operand_seed(cfg);
    p.chart = cfg.get_bool(kChart);
    if (p.chart && uint64_t(p.array.columns()) * (p.array.e() + 1) > 2000)
        throw std::invalid_argument("pearray.chart = true: the chart of " +
                                    std::to_string(uint64_t(p.array.columns()) * (p.array.e() + 1)) +
                                    " tasks is too large for a result file (at most 2000; use a small k)");
    p.mhz = double(cfg.get_int(kMhz));
    return p;
}

class IwbmmRun : public sim::SchemeRun {
public:
    explicit IwbmmRun(const IwbmmPoint& point) {
        job_.config = point.array;
        for (unsigned m = 0; m < point.multiplications; ++m) {
            ops_.push_back(make_operands(job_.config.k, point.seed, m, point.extreme));
            job_.operands.push_back({array_words(ops_.back().a, job_.config), array_words(ops_.back().b, job_.config),
                                     array_words(ops_.back().n, job_.config)});
        }
        job_.record_tasks = point.chart;
        mhz_ = point.mhz;
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        spec.nodes.push_back(sim::NodeSpec{pearray::kCoreTypeName, "pearray", job_, {}, {}});
        return spec;
    }

    void load(sim::Platform&) override {
        // About how long the point takes, for the progress line of a long
        // one: the first multiplication's latency (Eq. 11), then one period
        // (Eq. 12) for each of the others.
        sim::progress::expect(pearray::formula_latency(job_.config) +
                              (ops_.size() - 1) * pearray::formula_period(job_.config));
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        const auto& node = platform.node_as<pearray::PeArrayNode>(0);
        const pearray::PeArray& array = node.array();
        const PeArrayConfig& c = job_.config;
        const unsigned rbits = c.r_bits();
        for (size_t m = 0; m < ops_.size(); ++m) {
            const IwbmmOperands& o = ops_[m];
            const BigInt r_inv = boost::integer::mod_inverse(BigInt((BigInt(1) << rbits) % o.n), o.n);
            const BigInt expected = o.a * o.b % o.n * r_inv % o.n;
            const BigInt got = array_value(array.result(m), c.w);
            auto fail = [&](const std::string& what, const BigInt& want) {
                throw std::runtime_error("iwbmm: " + what + " (" + cfg_algorithm() + ", multiplication " +
                                         std::to_string(m) + ", k = " + std::to_string(c.k) + ", w = " +
                                         std::to_string(c.w) + ", p = " + std::to_string(c.p) + ")\n  expected " +
                                         to_hex(want) + "\n  got      " + to_hex(got));
            };
            if (got >= 2 * o.n || got % o.n != expected) fail("wrong Montgomery product (mod N, below 2N)", expected);
            // The bit-level algorithm the schedule runs, checked against the
            // same reference, must give this very integer.
            const BitLevelResult bits = c.algorithm == pearray::Algorithm::Tenca
                                            ? mm_radix2(o.a, o.b, o.n, rbits)
                                            : modified_mm_r(o.a, o.b, o.n, c.w, rbits, c.task_cycles());
            if (bits.reduced % o.n != expected || (c.algorithm == pearray::Algorithm::Tenca && bits.reduced >= o.n))
                fail("the bit-level algorithm disagrees with Boost", expected);
            if (got != bits.s) fail("the array's S differs from the bit-level algorithm's", bits.s);
        }
        const pearray::PeArrayStats& st = array.stats();
        const uint64_t latency = st.finish[0] - st.start[0];
        // The steady state: the middle multiplication's traffic over one period.
        const size_t mid = ops_.size() / 2;
        const uint64_t period = ops_.size() > 1 ? st.start[1] - st.start[0] : 0;
        const double per = period ? double(period) : double(latency);
        const double read = double(st.traffic[mid].table1_read()) / per;
        const double written = double(st.traffic[mid].table1_write()) / per;
        const double t1_read = pearray::table1_read_bits(c), t1_write = pearray::table1_write_bits(c);
        IwbmmStats s;
        s.cycles = latency;
        s.instructions = uint64_t(c.columns()) * (c.e() + 1) * c.task_cycles();
        s.k = c.k;
        s.e = c.e();
        s.lambda = c.lambda();
        const unsigned l = c.algorithm == pearray::Algorithm::Tenca ? 2 : 1;
        s.case_ = c.e() + 1 <= l * c.p ? (l == 1 ? "e+1<=p" : "e+1<=2p") : (l == 1 ? "e+1>p" : "e+1>2p");
        s.formulas = c.algorithm == pearray::Algorithm::IwbmmR       ? "Eq. 11, Eq. 12, Table 1 (proposed)"
                     : c.algorithm == pearray::Algorithm::LowLatency ? "Eq. 11 with t = 1, Eq. 15, Table 1 [11]"
                                                                     : "derived for L = 2 (cores/pearray/PeArray.hpp), Table 1 [9]";
        s.latency_formula = pearray::formula_latency(c);
        s.period = period;
        s.period_formula = pearray::formula_period(c);
        s.throughput_mbps = period ? double(c.k) / double(period) * mhz_ : 0.0;
        s.throughput_formula_mbps = double(c.k) / double(pearray::formula_period(c)) * mhz_;
        s.read_bits_per_cycle = read;
        s.write_bits_per_cycle = written;
        s.table1_read_bits_per_cycle = t1_read;
        s.table1_write_bits_per_cycle = t1_write;
        s.memory_mbps = (read + written) * mhz_;
        s.table1_memory_mbps = (t1_read + t1_write) * mhz_;
        s.peak_buffer_words = st.peak_buffer_words;
        s.operand_loads = st.activity.operand_loads;
        s.operand_transitions = st.activity.operand_transitions;
        s.sum_transitions = st.activity.sum_transitions;
        s.carry_transitions = st.activity.carry_transitions;
        s.partial_product_transitions = st.activity.partial_product_transitions;
        s.adder_transitions = st.activity.adder_transitions;
        s.toggles = st.activity.toggles();
        uint64_t bits_read = 0, bits_written = 0;
        for (const pearray::PeTraffic& t : st.traffic) {
            bits_read += t.operand_bits + t.buffer_bits;
            bits_written += t.buffer_bits + t.result_bits;
        }
        s.memory_bits_read = bits_read;
        s.memory_bits_written = bits_written;
        s.word_additions = st.activity.word_additions;
        s.buffer_writes = st.activity.buffer_writes;
        s.buffer_reads = st.activity.buffer_reads;
        s.chart = job_.record_tasks ? chart_text(st.tasks) : std::string();
        return s.values();
    }

private:
    std::string cfg_algorithm() const {
        switch (job_.config.algorithm) {
        case pearray::Algorithm::Tenca: return "tenca";
        case pearray::Algorithm::LowLatency: return "low_latency";
        default: return "iwbmm_r";
        }
    }

    pearray::PeArrayJob job_;
    std::vector<IwbmmOperands> ops_;
    double mhz_ = 595;
};

}  // namespace

sim::Scheme iwbmm_scheme() {
    sim::Scheme scheme;
    scheme.name = "iwbmm";
    scheme.summary = "Lin, Ye and Shieh's IWBMM_R on a linear array of p word-serial PEs (cycle level): latency, "
                     "throughput and memory traffic beside Eq. 11, Eq. 12 and Table 1";
    scheme.node_types = {pearray::kCoreTypeName};
    scheme.params = random_operand_params();  // its own stream of operands
    scheme.params.push_back(cores_param());
    scheme.params.push_back(sim::int_param(kMultiplications, 3, 2, 16, "",
                                           "iwbmm: multiplications run back to back (the period needs two)"));
    scheme.params.push_back(sim::choice_param(kOperands, {"random", "extreme"}, "random",
                                              "iwbmm: random operands from scheme.seed, or extreme ones (A = B = "
                                              "N-1 with N = 2^k-1, N = 2^(k-1)+1, A = 0)"));
    scheme.params.push_back(sim::int_param(kMhz, 595, 1, 100000, "MHz",
                                           "iwbmm: clock for the Mb/s figures (Table 2: 595)"));
    scheme.params.push_back(sim::bool_param(kChart, false,
                                            "iwbmm: record the first multiplication's tasks in the `chart` "
                                            "statistic (small k only; scripts/montsim/commands/iwbmm.py draws it)"));
    scheme.stats = sim::declarations_of<IwbmmStats>();
    sim::PointHooks<IwbmmPoint> hooks;
    hooks.parse = parse;
    hooks.same_use = no_links_anywhere();
    hooks.prepare = [](const IwbmmPoint& point) { return std::make_unique<IwbmmRun>(point); };
    // The array keeps its start conditions for the 2p + 4 columns in flight
    // (16 bytes a word each) and, per multiplication, its slot bits (9 bytes
    // each, 4 columns of t per word) and a few words of state per word
    // (cores/pearray/PeArray.hpp). Measured: 15 MiB at k = 16384, w = 3,
    // p = 4; 57 MiB at p = 256.
    hooks.memory = [](const IwbmmPoint& point) {
        const pearray::PeArrayConfig& a = point.array;
        const uint64_t words = uint64_t(a.e()) + 1;
        const uint64_t count = point.multiplications;
        const uint64_t window = 2 * uint64_t(a.p) + 4;
        return sim::MemoryNeed{(uint64_t{16} << 20) + window * words * 16 + count * words * (36 * a.task_cycles() + 48),
                               "pearray.k = " + std::to_string(a.k) + ", pearray.w = " + std::to_string(a.w) + ", " +
                                   std::to_string(a.p) + " PEs, " + std::to_string(count) + " multiplications",
                               "raise pearray.w, lower pearray.k (scheme.bits), scheme.p or pearray.multiplications"};
    };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/iwbmm", [] { sim::register_scheme(iwbmm_scheme()); })

}  // namespace montsim::schemes
