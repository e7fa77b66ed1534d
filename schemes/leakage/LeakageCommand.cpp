// `montsim leakage`: whether a scheme's time depends on its operands. Runs
// the point the --set keys describe many times, the operands drawn from two
// classes (OperandClasses.hpp), every run checked against Boost as any run
// is, and compares each class's statistics by Welch's t (WelchT.hpp):
// |t| > 4.5, dudect's threshold, says the time tells the classes apart.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <iomanip>
#include <map>
#include <ostream>
#include <set>
#include <sstream>
#include <thread>
#include <unistd.h>

#include "schemes/common/SchemePoint.hpp"
#include "schemes/leakage/OperandClasses.hpp"
#include "schemes/leakage/TraceLabels.hpp"
#include "schemes/leakage/WelchT.hpp"
#include "sim/Command.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/KeyUse.hpp"
#include "sim/ParallelRunner.hpp"
#include "sim/Registration.hpp"
#include "sim/Runner.hpp"
#include "sim/Scheme.hpp"

namespace montsim::schemes::leakage {

namespace po = boost::program_options;

namespace {

constexpr double kThreshold = 4.5;  // dudect's: |t| above it is a leak
constexpr size_t kChunk = 1000;     // samples per class run at a time (bounded memory, progress)

const sim::CommandDoc kDoc{
    "montsim leakage [--set KEY=VALUE]... [--test fixed-random|subtraction|hamming] [--samples N] [--seed S] [-j N]",
    "Asks whether a scheme's time depends on its operands, as dudect does for a\n"
    "program on real hardware: runs the point the --set keys describe with the\n"
    "operands drawn from two classes, N runs of each (every run checked against\n"
    "Boost, as every montsim run is), and compares the classes' cycles, and every\n"
    "other integer statistic (each core's halt cycle, stalls, instructions), by\n"
    "Welch's t. |t| > 4.5 says the time tells the classes apart (a leak); a\n"
    "simulator has no noise, so a constant-time scheme gives every run the same\n"
    "cycles and t = 0 exactly. The modulus is fixed for the experiment.\n"
    "  fixed-random  one fixed A, B (or message) against uniform ones (dudect's test)\n"
    "  subtraction   products that need the final subtraction against those that do not\n"
    "  hamming       modexp: low against high Hamming-weight exponents\n"
    "scheme.final_subtraction = masked runs the hand-written kernels' constant-time\n"
    "final subtraction (schemes/leakage/README.md).",
    "montsim leakage --set scheme.name=sos --set scheme.bits=256 --test subtraction --samples 200"};

struct ClassStats {
    std::map<std::string, Moments> by_stat;
};

std::string fmt(double x, int precision) {
    if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
    std::ostringstream o;
    o << std::fixed << std::setprecision(precision) << x;
    return o.str();
}

// The cycles per core and label of one traced run ("core0 sos_copy").
std::map<std::string, int64_t> run_labels(const std::string& folder) {
    std::map<std::string, int64_t> all;
    for (unsigned core = 0;; ++core) {
        const std::filesystem::path file = std::filesystem::path(folder) / ("core" + std::to_string(core) + ".jsonl");
        std::ifstream in(file);
        if (!in) break;
        std::ostringstream text;
        text << in.rdbuf();
        for (const auto& [label, cycles] : label_cycles(text.str()))
            all["core" + std::to_string(core) + " " + label] = cycles;
    }
    return all;
}

// `n` points of each class, interleaved as dudect draws them (class 0, class
// 1, class 0, ...): the points and each one's class.
struct ClassPoints {
    std::vector<sim::Config> points;
    std::vector<int> klass;
};

ClassPoints interleaved_points(const sim::Config& base, OperandClasses& classes, size_t n) {
    ClassPoints out;
    for (size_t i = 0; i < n; ++i)
        for (int c = 0; c < 2; ++c) {
            sim::Config p = base;
            for (const auto& [k, v] : classes.sample(c)) p.set(k, v);
            out.points.push_back(std::move(p));
            out.klass.push_back(c);
        }
    return out;
}

// Which labels the difference comes from: `runs` more runs of each class,
// traced, each label's cycles compared by Welch's t as the totals are.
void report_labels(const sim::Config& base, OperandClasses& classes, size_t runs, unsigned jobs, std::ostream& out) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("montsim-leakage-" + std::to_string(::getpid()));
    auto [points, klass] = interleaved_points(base, classes, runs);
    for (size_t i = 0; i < points.size(); ++i) points[i].set("trace.dir", (dir / std::to_string(i)).string());
    const auto outcomes = sim::run_points_parallel(points, sim::run_point, nullptr, jobs);
    std::vector<std::map<std::string, int64_t>> per_run;
    std::set<std::string> names;
    for (size_t i = 0; i < outcomes.size(); ++i) {
        if (!outcomes[i].stats) {
            std::filesystem::remove_all(dir);
            throw std::runtime_error("a traced " + classes.class_name(klass[i]) + " run failed: " + outcomes[i].error);
        }
        per_run.push_back(run_labels(*sim::trace_folder_of(points[i])));
        for (const auto& [name, cycles] : per_run.back()) names.insert(name);
    }
    std::filesystem::remove_all(dir);
    if (names.empty()) {
        out << "labels: the scheme's cores keep no traces (trace.dir), so no label can be named\n";
        return;
    }
    // A label a run never passed spent 0 cycles there.
    std::vector<std::pair<double, std::string>> found;
    std::map<std::string, std::pair<Moments, Moments>> moments;
    for (const std::string& name : names) {
        auto& [a, b] = moments[name];
        for (size_t i = 0; i < per_run.size(); ++i) {
            const auto at = per_run[i].find(name);
            (klass[i] == 0 ? a : b).add(double(at == per_run[i].end() ? 0 : at->second));
        }
        // Sorted by the cycles the difference amounts to, where |t| says it is one.
        if (std::fabs(welch_t(a, b)) > kThreshold) found.emplace_back(std::fabs(a.mean - b.mean), name);
    }
    std::sort(found.rbegin(), found.rend());
    out << "labels (cycles from each label to the next, " << runs << " traced runs per class): ";
    if (found.empty()) {
        out << "none differs (|t| <= 4.5 for all " << names.size() << ")\n";
        return;
    }
    out << found.size() << " of " << names.size() << " differ (|t| > 4.5)"
        << (found.size() > 12 ? ", the 12 that differ by the most cycles" : "") << "\n";
    out << "  " << std::left << std::setw(44) << "core, label" << std::right << std::setw(20)
        << (classes.class_name(0) + " mean") << std::setw(20) << (classes.class_name(1) + " mean") << std::setw(10)
        << "t" << "\n";
    for (size_t k = 0; k < std::min<size_t>(found.size(), 12); ++k) {
        const auto& [a, b] = moments[found[k].second];
        out << "  " << std::left << std::setw(44) << found[k].second << std::right << std::setw(20)
            << fmt(a.mean, 1) << std::setw(20) << fmt(b.mean, 1) << std::setw(10) << fmt(welch_t(a, b), 2) << "\n";
    }
}

bool declares(const sim::Scheme& scheme, const std::string& key) {
    return std::any_of(scheme.params.begin(), scheme.params.end(), [&](const auto& d) { return d.key == key; });
}

// The classes of an operand experiment: the operands the point's program
// takes (scheme.a, scheme.b, or the message and scheme.exponent), checked.
OperandClasses operand_classes(const sim::Scheme& scheme, const sim::Config& base, LeakageTest test,
                               const po::variables_map& vm) {
    const std::string& scheme_name = scheme.name;
    if (!declares(scheme, "scheme.a") || !declares(scheme, "scheme.n"))
        throw std::invalid_argument("scheme " + scheme_name + " takes no operands (scheme.a, scheme.n): its time "
                                    "cannot depend on them");
    for (const char* key : {"scheme.a", "scheme.b", "scheme.n", "scheme.exponent"})
        if (base.has(key))
            throw std::invalid_argument(std::string("--set ") + key + ": the experiment draws the operands itself");
    // The operands that reach the point's program (a user's program
    // takes those its description gives it).
    const std::vector<std::string> taken =
        scheme.operands_taken ? scheme.operands_taken(base) : std::vector<std::string>{};
    auto takes = [&](const char* key) {
        return declares(scheme, key) &&
               (!scheme.operands_taken || std::find(taken.begin(), taken.end(), key) != taken.end());
    };
    const bool takes_exponent = takes("scheme.exponent");
    const unsigned exponent_bits =
        vm.count("exponent-bits") ? vm["exponent-bits"].as<unsigned>() : operand_bits(base);
    if (vm.count("exponent-bits") && !takes_exponent)
        throw sim::UsageError("--exponent-bits: scheme " + scheme_name + " takes no exponent (modexp does)");
    if (takes_exponent && (exponent_bits < 2 || exponent_bits > 32768))
        throw sim::UsageError("--exponent-bits must be 2..32768 (an exponent with its top bit set)");
    // A scheme with an exponent (modexp) exponentiates scheme.a; scheme.b is not its.
    const bool takes_b = takes("scheme.b") && !takes_exponent;
    // Both classes would run the same inputs: no difference could show,
    // and "no dependence found" would be a verdict on nothing.
    if (!takes("scheme.a") && !takes_b && !takes_exponent)
        throw std::invalid_argument(
            "scheme " + scheme_name + ": the point's program takes none of the operands the classes vary " +
            "(scheme.a" + std::string(declares(scheme, "scheme.b") ? ", scheme.b" : "") + ")" +
            (scheme.operands_taken ? std::string("; a user's program takes an operand through its "
                                                 "description's params (e.g. \"a[s] = A\", \"b[s] = B\")")
                                   : std::string()));
    return OperandClasses(test, operand_bits(base) / 32, operand_seed(base), vm["seed"].as<uint64_t>(), takes_b,
                          takes_exponent, exponent_bits);
}

int run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
    po::options_description options("Options");
    sim::add_set_option(options);
    options.add_options()("test", po::value<std::string>()->default_value("fixed-random"),
                          "the classes: fixed-random, subtraction or hamming")(
        "samples", po::value<size_t>()->default_value(1000), "runs per class (at least 2)")(
        "seed", po::value<uint64_t>()->default_value(1), "seed of the operand draws (the modulus is scheme.seed's)")(
        "labels", po::value<size_t>(),
        "traced runs per class that say which program labels the difference comes from (default: --samples, at "
        "most 200; 0: none)")(
        "exponent-bits", po::value<unsigned>(), "modexp: the exponents' length in bits (default: scheme.bits)")(
        "csv", po::value<std::string>()->value_name("FILE"),
        "also write every run (its class and integer statistics) to FILE, for plots; written only when every run "
        "passed")(
        "jobs,j", po::value<unsigned>(), "runs at a time (default: the host's cores)")("help,h", "show this help");
    const auto vm = sim::parse_args(args, options, "file");
    if (vm.count("help")) {
        out << sim::command_help(kDoc, options, true);
        return sim::kExitOk;
    }
    if (vm.count("file")) throw sim::UsageError("montsim leakage takes no file: describe the point with --set");
    const size_t samples = vm["samples"].as<size_t>();
    if (samples < 2 || samples > 10'000'000) throw sim::UsageError("--samples must be 2..10000000");
    if (vm.count("jobs") && (vm["jobs"].as<unsigned>() < 1 || vm["jobs"].as<unsigned>() > 1024))
        throw sim::UsageError("-j must be 1..1024 (runs at a time)");
    if (vm.count("labels") && vm["labels"].as<size_t>() > samples)
        throw sim::UsageError("--labels must be 0..--samples (" + std::to_string(samples) + ")");
    const unsigned jobs = vm.count("jobs") ? vm["jobs"].as<unsigned>()
                                           : std::max(1u, std::thread::hardware_concurrency());
    const std::vector<std::string> sets = sim::sets_of(vm);
    try {
        const LeakageTest test = leakage_test(vm["test"].as<std::string>());
        const sim::Config base = sim::config_from_sets(sets);
        // A key the point's models do not read would do nothing: refused,
        // as montsim run refuses it.
        if (const std::vector<std::string> unread = sim::unread_keys(base); !unread.empty())
            throw sim::UsageError("--set " + unread.front());
        const sim::Scheme& scheme = sim::schemes().chosen(base);
        const std::string& scheme_name = scheme.name;
        const std::optional<ScalarOperand> secret =
            scheme.secret_scalar ? std::optional<ScalarOperand>(scheme.secret_scalar(base)) : std::nullopt;
        const bool scalar = secret.has_value();
        if (scalar && base.has(secret->key))
            throw std::invalid_argument("--set " + secret->key + ": the experiment draws the scalar itself");
        if (scalar && vm.count("exponent-bits"))
            throw sim::UsageError("--exponent-bits: scheme " + scheme_name + " takes no exponent (modexp does)");
        // A scheme with a secret scalar (ecc) has only it varied; the others
        // their operands.
        OperandClasses classes = scalar ? OperandClasses(test, *secret, vm["seed"].as<uint64_t>())
                                        : operand_classes(scheme, base, test, vm);

        out << "montsim leakage: scheme " << scheme_name << ", test " << test_name(test) << ", " << samples
            << " runs per class\n";
        out << "parameters:";
        for (const auto& s : sets) out << " " << s;
        out << (sets.empty() ? " (all defaults)\n" : "\n");
        out << "classes: " << classes.describe() << (scalar ? "" : "; N = scheme.seed's modulus") << "\n";

        ClassStats stats[2];
        std::vector<std::string> order_of_stats;
        std::ostringstream csv;  // one row per run, when --csv asks
        size_t done = 0;
        while (done < samples) {
            const size_t n = std::min(kChunk, samples - done);
            const auto [points, klass] = interleaved_points(base, classes, n);
            const auto outcomes = sim::run_points_parallel(points, sim::run_point, nullptr, jobs);
            for (size_t i = 0; i < outcomes.size(); ++i) {
                const auto& o = outcomes[i];
                if (!o.stats)
                    throw std::runtime_error("a " + classes.class_name(klass[i]) + " run failed: " +
                                             (o.interrupted ? std::string("interrupted") : o.error));
                for (const auto& [name, value] : *o.stats) {
                    if (!std::holds_alternative<int64_t>(value)) continue;
                    auto& m = stats[klass[i]].by_stat[name];
                    if (m.n == 0 && klass[i] == 0 && done == 0 && i == 0) order_of_stats.push_back(name);
                    m.add(double(std::get<int64_t>(value)));
                }
                if (vm.count("csv")) {
                    csv << classes.class_name(klass[i]);
                    for (const auto& name : order_of_stats) {
                        const auto& v = sim::stat_value(*o.stats, name);
                        csv << "," << (std::holds_alternative<int64_t>(v) ? std::to_string(std::get<int64_t>(v)) : "");
                    }
                    csv << "\n";
                }
            }
            done += n;
            if (samples > kChunk) err << "montsim leakage: " << 2 * done << " of " << 2 * samples << " runs\n";
        }

        if (vm.count("csv")) {
            // Written whole to a new file, then renamed over FILE: a failed
            // run (above) leaves an earlier FILE as it was.
            const std::string file = vm["csv"].as<std::string>(), part = file + ".part";
            std::ofstream f(part);
            f << "# montsim leakage, test " << test_name(test) << ", " << samples << " runs per class; parameters:";
            for (const auto& s : sets) f << " " << s;
            f << "\nclass";
            for (const auto& name : order_of_stats) f << "," << name;
            f << "\n" << csv.str();
            f.close();
            if (!f) throw std::runtime_error("cannot write " + part);
            std::filesystem::rename(part, file);
        }

        // The table: cycles, then every statistic that is not the same number in every run.
        const std::string c0 = classes.class_name(0), c1 = classes.class_name(1);
        out << std::left << std::setw(26) << "statistic" << std::right << std::setw(20) << (c0 + " mean")
            << std::setw(10) << "sd" << std::setw(20) << (c1 + " mean") << std::setw(10) << "sd" << std::setw(10)
            << "t" << "\n";
        size_t constant = 0;
        double cycles_t = 0;
        std::vector<std::string> leaks;
        for (const auto& name : order_of_stats) {
            const Moments& a = stats[0].by_stat[name];
            const Moments& b = stats[1].by_stat[name];
            if (a.n < 2 || b.n < 2) continue;
            const double t = welch_t(a, b);
            if (name == "cycles") cycles_t = t;
            const bool same_everywhere = a.min == a.max && b.min == b.max && a.min == b.min;
            if (same_everywhere && name != "cycles") {
                ++constant;
                continue;
            }
            if (std::fabs(t) > kThreshold) leaks.push_back(name);
            out << std::left << std::setw(26) << name << std::right << std::setw(20) << fmt(a.mean, 1)
                << std::setw(10) << fmt(std::sqrt(a.variance()), 1) << std::setw(20) << fmt(b.mean, 1)
                << std::setw(10) << fmt(std::sqrt(b.variance()), 1) << std::setw(10) << fmt(t, 2)
                << (std::fabs(t) > kThreshold ? "  leaks" : "") << "\n";
        }
        if (constant) out << "(" << constant << " more statistics took the same value in every run)\n";
        const Moments& a = stats[0].by_stat["cycles"];
        const Moments& b = stats[1].by_stat["cycles"];
        if (std::fabs(cycles_t) > kThreshold)
            out << "verdict: the cycles tell " << c0 << " from " << c1 << " (|t| = " << fmt(std::fabs(cycles_t), 2)
                << " > 4.5); " << leaks.size() << " statistic" << (leaks.size() == 1 ? "" : "s") << " differ\n";
        else if (a.min == a.max && b.min == b.max && a.min == b.min)
            out << "verdict: no dependence found: every one of the " << 2 * samples << " runs took "
                << fmt(a.min, 0) << " cycles (t = 0)\n";
        else
            out << "verdict: no dependence found at " << samples << " runs per class (|t| = "
                << fmt(std::fabs(cycles_t), 2) << " <= 4.5)\n";
        const size_t labels = vm.count("labels") ? vm["labels"].as<size_t>() : std::min<size_t>(samples, 200);
        if (labels == 1) throw std::invalid_argument("--labels needs at least 2 runs per class (or 0)");
        if (labels && !scheme.evaluate) report_labels(base, classes, labels, jobs, out);
    } catch (const sim::UsageError&) {
        throw;
    } catch (const std::exception& e) {
        err << "montsim leakage: error: " << e.what() << "\n";
        return sim::kExitFailure;
    }
    return sim::kExitOk;
}

}  // namespace

MONTSIM_REGISTRATION("schemes/leakage command", [] {
    sim::Command c;
    c.name = "leakage";
    c.summary = "whether a scheme's time depends on its operands: Welch's t between two operand classes";
    c.doc = kDoc;
    c.run = run;
    sim::commands().add(std::move(c));
})

}  // namespace montsim::schemes::leakage
