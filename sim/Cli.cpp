#include "sim/Cli.hpp"

#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <charconv>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <thread>

#include "sim/Catalogue.hpp"
#include "sim/ConfigLoader.hpp"
#include "sim/Interrupt.hpp"
#include "sim/KeyUse.hpp"
#include "sim/ParallelRunner.hpp"
#include "sim/Reference.hpp"
#include "sim/Provenance.hpp"
#include "sim/ResultWriter.hpp"
#include "sim/Runner.hpp"
#include "sim/EngineParams.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

namespace po = boost::program_options;

namespace {

// Reasons some points of a share cannot run, each once, in order of first
// appearance, with the indices (in the share) of the points it applies to.
class Reasons {
public:
    void add(const std::string& why, size_t point) {
        auto it = std::find_if(list_.begin(), list_.end(), [&](const auto& r) { return r.first == why; });
        if (it == list_.end()) list_.push_back({why, {point}});
        else it->second.push_back(point);
    }
    bool empty() const { return list_.empty(); }
    const std::vector<std::pair<std::string, std::vector<size_t>>>& list() const { return list_; }

private:
    std::vector<std::pair<std::string, std::vector<size_t>>> list_;
};

// Every key a point of the share sets that none of its models reads, each
// reason once with the points it applies to; false if there is any.
bool refuse_unread_keys(const Experiment& ex, const std::vector<Config>& share, std::ostream& err) {
    Reasons reasons;
    for (size_t i = 0; i < share.size(); ++i)
        for (const std::string& why : unread_keys(share[i])) reasons.add(why, i);
    for (const auto& [why, points] : reasons.list())
        err << "montsim run: error: " << why << "; " << points.size() << " of " << share.size() << " points, e.g. "
            << point_label(ex, share[points.front()]) << "\n";
    if (!reasons.empty())
        err << "montsim run: nothing ran: a parameter no model of a point reads does nothing (remove it, or split the "
               "sweep so that it applies only where it is read)\n";
    return reasons.empty();
}

// What the parameter checks found: whether every point can run, and the
// largest scheme memory estimate among them with the budget of a point.
struct Preflight {
    bool ok = true;
    MemoryNeed largest;
    uint64_t budget = 0;
};

// Every point of the share through its scheme's parameter checks
// (Scheme::validate) and memory estimate (Scheme::memory, run.memory_mb):
// a combination no point can run fails once, here, each reason once with
// its points.
Preflight refuse_invalid_points(const Experiment& ex, const std::vector<Config>& share, std::ostream& err) {
    Preflight result;
    Reasons reasons;
    for (size_t i = 0; i < share.size(); ++i) {
        try {
            const Scheme& scheme = scheme_of(share[i]);
            if (scheme.validate) scheme.validate(share[i]);
            MemoryNeed need = check_scheme_memory(share[i]);
            if (need.bytes > result.largest.bytes) {
                result.largest = std::move(need);
                result.budget = engine_config_from(share[i]).memory_budget;
            }
        } catch (const std::invalid_argument& e) {
            reasons.add(e.what(), i);
        } catch (const std::runtime_error& e) {
            reasons.add(e.what(), i);
        }
    }
    for (const auto& [why, points] : reasons.list())
        err << "montsim run: error: " << points.size() << " of " << share.size() << " points cannot run: " << why
            << " (e.g. " << point_label(ex, share[points.front()]) << ")\n";
    if (!reasons.empty()) err << "montsim run: nothing ran: change the parameters above\n";
    result.ok = reasons.empty();
    return result;
}

// As many workers as the points' memory allows: each point may take up to
// its budget (run.memory_mb), and -j N points run at once; a sweep whose
// largest point's estimate times N passes the budget runs fewer at once,
// and says so.
unsigned jobs_within_memory(const Preflight& checked, unsigned jobs, std::ostream& err) {
    const uint64_t largest = checked.largest.bytes, budget = checked.budget;
    if (largest == 0 || uint64_t(jobs) * largest <= budget) return jobs;
    const unsigned fit = unsigned(std::max<uint64_t>(1, budget / largest));
    if (fit < jobs)
        err << "montsim run: running " << fit << " point" << (fit == 1 ? "" : "s") << " at once, not " << jobs
            << ": the largest (" << checked.largest.setting << ") needs about " << memory_text(largest) << ", and "
            << memory_text(budget) << " is what one point may take (run.memory_mb)\n";
    return std::min(jobs, fit);
}

// Reads the records of `path` into `given` (index - first): each must
// belong to the share, carry the fingerprint of its point, come once and
// hold statistics or an error. False, after a message naming file:line.
bool take_records(const std::string& path, size_t first, const std::vector<Config>& share, const Experiment& ex,
                  std::vector<std::optional<PointOutcome>>& given, std::ostream& err) {
    std::ifstream in(path, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in && !in.eof()) throw UsageError("cannot read " + path);
    size_t used = 0;
    std::vector<Record> records;
    try {
        records = decode_records(text, used);
    } catch (const std::exception& e) {
        err << "montsim run: error: " << path << ": " << e.what() << "\n";
        return false;
    }
    if (used != text.size()) {
        err << "montsim run: error: " << path << " ends in the middle of a record\n";
        return false;
    }
    const size_t last = first + share.size();
    for (auto& rec : records) {
        const std::string at = path + ":" + std::to_string(rec.line) + ": ";
        if (rec.index < first || rec.index >= last) {
            err << "montsim run: error: " << at << "point " << rec.index << " is not in this sweep's " << first
                << ".." << last - 1 << " (another config or --set?)\n";
            return false;
        }
        const Config& point = share[rec.index - first];
        if (rec.fingerprint != point_fingerprint(point)) {
            err << "montsim run: error: " << at << "the record of point " << rec.index
                << " was computed for other parameters than this sweep's " << point_label(ex, point)
                << " (another config file or --set)\n";
            return false;
        }
        if (given[rec.index - first]) {
            err << "montsim run: error: " << at << "point " << rec.index << " has a second record\n";
            return false;
        }
        if (rec.outcome.stats && rec.outcome.stats->empty()) {
            err << "montsim run: error: " << at << "the record of point " << rec.index
                << " is empty (neither statistics nor an error)\n";
            return false;
        }
        rec.outcome.config = point;
        given[rec.index - first] = std::move(rec.outcome);
    }
    return true;
}

// --points FIRST:LAST: both numbers present, FIRST < LAST <= the sweep's
// points (an empty share would replace earlier results with nothing).
void first_last(const std::string& range, size_t points, size_t& first, size_t& last) {
    const size_t colon = range.find(':');
    unsigned long long a = 0, b = 0;
    auto number = [](const char* from, const char* to, unsigned long long& v) {
        if (from == to) return false;
        const auto r = std::from_chars(from, to, v);
        return r.ec == std::errc() && r.ptr == to;
    };
    const bool parsed = colon != std::string::npos && number(range.data(), range.data() + colon, a) &&
                        number(range.data() + colon + 1, range.data() + range.size(), b);
    if (!parsed || a >= b || b > points)
        throw UsageError("--points " + range + ": must be FIRST:LAST with 0 <= FIRST < LAST <= " +
                         std::to_string(points) + " (the sweep's points; both numbers given)");
    first = size_t(a), last = size_t(b);
}

const CommandDoc kRunDoc{
    "montsim run [CONFIG] [--set key=value ...] [--sweep key=v1,v2,...] [--out DIR] [--quiet]",
    "Runs every point of an experiment: the CONFIG file's settings (without one,\n"
    "the defaults), changed by --set, expanded over its [sweep] lists and the\n"
    "--sweep axes (the cartesian product, first axis varying slowest). Each point\n"
    "is checked against a big-integer reference. Writes DIR/results.csv and\n"
    "DIR/results.json (DIR defaults to results/<CONFIG name without .toml>, or\n"
    "results/run--... without one) and prints one progress line per point to stderr.",
    "montsim run --set scheme.name=pshs --set scheme.p=16 --set platform.topology=mesh --sweep link.latency=1,50,100"};


// "cycles=53905 correct=true": the headline statistics of a finished point.
std::string headline(const Stats& stats) {
    std::string line;
    for (const char* name : {"cycles", "instructions", "correct"})
        for (const auto& [n, v] : stats)
            if (n == name) line += (line.empty() ? "" : " ") + n + "=" + to_string(v);
    return line;
}

// The most worker processes `run -j` starts.
constexpr unsigned kMaxJobs = 256;

unsigned jobs_from(const std::string& text) {
    unsigned long long n = 0;
    const auto res = std::from_chars(text.data(), text.data() + text.size(), n);
    if (text.empty() || res.ec != std::errc{} || res.ptr != text.data() + text.size() || n < 1 || n > kMaxJobs)
        throw UsageError("-j " + text + ": must be an integer in 1.." + std::to_string(kMaxJobs));
    return static_cast<unsigned>(n);
}

// results/<stem>, or results/<stem>--key=value--key=value for a what-if.
std::filesystem::path default_results_dir(const std::string& config, const std::vector<std::string>& sets) {
    std::string name = config.empty() ? "run" : std::filesystem::path(config).stem().string();
    for (const auto& set : sets) {
        name += "--";
        for (char c : set) name += (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '=' || c == '-' ||
                                    c == '_')
                                       ? c
                                       : '_';
    }
    return std::filesystem::path("results") / name;
}

// `provenance`: what results.json says produced it (run_provenance).
int cmd_run(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Simulator& simulator,
            const std::string& provenance) {
    po::options_description options("Options");
    add_set_option(options);
    options.add_options()("out", po::value<std::string>()->value_name("DIR"),
                          "directory for results.csv and results.json (default results/<CONFIG stem>, "
                          "and results/<CONFIG stem>--KEY=VALUE... with --set, so that a what-if never "
                          "overwrites the experiment's own results)")(
        "quiet,q", po::bool_switch(), "no progress lines (errors are still printed)")(
        "jobs,j", po::value<std::string>()->value_name("N"),
        ("run up to N points at once in worker processes (each runs a batch of points), N in 1.." +
         std::to_string(kMaxJobs) + " (default: all host cores)").c_str())(
        "count", po::bool_switch(), "print how many points the sweep has, and run none")(
        "check", po::bool_switch(),
        "check every point of the sweep as a run would before its first point (each parameter it sets is read "
        "by one of its models), and run none")(
        "points", po::value<std::string>()->value_name("FIRST:LAST"),
        "run only points FIRST..LAST-1, numbered from 0 in sweep order (a share of a sweep split over "
        "machines)")(
        "emit", po::value<std::string>()->value_name("FILE"),
        "write each point's outcome as a record to FILE (- = standard output) instead of the tables; "
        "--outcomes reads them back")(
        "resume", po::bool_switch(),
        "take the points an earlier run of the same sweep finished before it was interrupted or a point "
        "failed (DIR/results.incomplete.records) and run only the others")(
        "outcomes", po::value<std::vector<std::string>>()->composing()->value_name("FILE"),
        "simulate nothing: take every point's outcome from these record files (written by --emit, "
        "repeatable) and write the tables as a run would (scripts/montsim/dask_run.py does this)")(
        "help,h", "show this help");
    options.add_options()("sweep", po::value<std::vector<std::string>>()->composing()->value_name("KEY=V1,V2,..."),
                          "sweep KEY over the values (repeatable: the axes nest in order, the last fastest)");
    const auto vm = parse_args(args, options, "config");
    if (vm.count("help")) {
        out << command_help(kRunDoc, options, true);
        return kExitOk;
    }
    // Without a CONFIG file: the defaults, changed by --set and --sweep.
    const std::string file = vm.count("config") ? the_file(vm, "config", "CONFIG file") : std::string();
    const std::vector<std::string> sweeps =
        vm.count("sweep") ? vm["sweep"].as<std::vector<std::string>>() : std::vector<std::string>{};
    std::vector<std::string> named = sets_of(vm);
    for (const auto& sw : sweeps) named.push_back("sweep-" + sw);
    const std::filesystem::path dir = vm.count("out") ? std::filesystem::path(vm["out"].as<std::string>())
                                                      : default_results_dir(file, named);
    const bool quiet = vm["quiet"].as<bool>();
    unsigned jobs = vm.count("jobs") ? jobs_from(vm["jobs"].as<std::string>())
                                           : std::max(1u, std::thread::hardware_concurrency());

    Experiment ex;
    size_t count = 0;
    try {
        if (!file.empty()) ex = load_experiment(file);
        else ex.meta["name"] = "run";
        apply_sets(ex, sets_of(vm));
        for (const auto& sw : sweeps) apply_sweep(ex, sw);
        count = checked_point_count(ex);  // the points themselves are made for the share only
    } catch (const ConfigError& e) {
        err << e.what() << "\n";
        return kExitFailure;
    }

    if (vm["count"].as<bool>()) {
        out << count << "\n";
        out.flush();
        if (!out) {
            err << "montsim run: error: cannot write to standard output\n";
            return kExitFailure;
        }
        return kExitOk;
    }
    size_t first = 0, last = count;
    if (vm.count("points")) first_last(vm["points"].as<std::string>(), count, first, last);
    const std::vector<Config> share = expand_points(ex, first, last);
    // A key that no model of a point reads does nothing: refused before any
    // point runs, each distinct reason once.
    if (!refuse_unread_keys(ex, share, err)) return kExitFailure;
    const Preflight checked = refuse_invalid_points(ex, share, err);
    if (!checked.ok) return kExitFailure;
    jobs = jobs_within_memory(checked, jobs, err);
    if (vm["check"].as<bool>()) {
        out << share.size() << (share.size() == 1 ? " point: every parameter it sets is read by its models"
                                                  : " points: every parameter they set is read by their models")
            << ", and each can run\n";
        return kExitOk;
    }

    // Outcomes computed elsewhere (--outcomes): every point of the share must have one.
    const bool from_records = vm.count("outcomes") != 0;
    std::vector<std::optional<PointOutcome>> given(share.size());
    if (from_records) {
        for (const auto& path : vm["outcomes"].as<std::vector<std::string>>())
            if (!take_records(path, first, share, ex, given, err)) return kExitFailure;
        for (size_t i = 0; i < given.size(); ++i)
            if (!given[i]) {
                err << "montsim run: error: no outcome for point " << first + i << " ("
                    << point_label(ex, share[i]) << ") in the --outcomes files\n";
                return kExitFailure;
            }
    }

    // One writer per results folder, from before the first point to the
    // last file (a run that only emits records writes no folder).
    std::optional<ResultsLock> lock;
    if (!vm.count("emit")) {
        try {
            lock.emplace(dir);
        } catch (const std::exception& e) {
            err << "montsim run: error: " << e.what() << "\n";
            return kExitFailure;
        }
    }
    // Ctrl-C or SIGTERM: the points finished so far are kept (below).
    InterruptScope interrupts;

    // --resume: what an earlier run of this sweep finished (its failures run again).
    const std::filesystem::path resume_records = dir / "results.incomplete.records";
    if (vm["resume"].as<bool>() && !from_records && std::filesystem::exists(resume_records)) {
        if (!take_records(resume_records.string(), first, share, ex, given, err)) return kExitFailure;
        size_t resumed = 0;
        for (auto& g : given) {
            if (g && !g->stats) g.reset();
            if (g) ++resumed;
        }
        err << "resuming: " << resumed << " of " << share.size() << " points finished earlier ("
            << resume_records.string() << ")\n";
    }
    std::vector<Config> to_run;
    std::vector<size_t> run_index;  // to_run[k] is share[run_index[k]]
    for (size_t i = 0; i < share.size(); ++i)
        if (!given[i]) to_run.push_back(share[i]), run_index.push_back(i);

    // Baselines shared by many points (a sequential run a speedup divides
    // by) run once, here, before the workers fork.
    if (simulator.prefetch && !to_run.empty()) simulator.prefetch(to_run);
    size_t done = 0;
    // On a terminal the progress is one line rewritten in place; failures
    // always get a line of their own.
    const bool overwrite = &err == &std::cerr && ::isatty(2);
    bool line_open = false;
    const size_t total = from_records ? share.size() : to_run.size();
    const auto started = std::chrono::steady_clock::now();
    const PointObserver progress = [&](size_t, const PointOutcome& o) {
        ++done;
        // On a terminal the line also says how long the sweep has run and
        // how long the rest will take at the pace so far.
        std::string timing;
        if (overwrite && total > 1) {
            const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
            const double left = elapsed / double(done) * double(total - done);
            char buf[64];
            std::snprintf(buf, sizeof buf, " %.0f s, ETA %.0f s", elapsed, left);
            timing = buf;
        }
        const std::string tag = "[" + std::to_string(done) + "/" + std::to_string(total) + timing + "] " +
                                point_label(ex, o.config);
        if (line_open) err << "\r\033[K";
        line_open = false;
        if (!o.stats) {
            err << tag << " FAILED: " << o.error << "\n";
        } else if (!quiet) {
            err << tag << " " << headline(*o.stats);
            if (overwrite) line_open = true;
            else err << "\n";
        }
        err.flush();
    };
    std::vector<PointOutcome> outcomes;
    if (from_records) {
        for (size_t i = 0; i < given.size(); ++i) {
            outcomes.push_back(std::move(*given[i]));
            progress(i, outcomes.back());
        }
    } else {
        std::vector<PointOutcome> ran = run_points_parallel(to_run, simulator.run_point, progress, jobs);
        for (size_t k = 0; k < ran.size(); ++k) given[run_index[k]] = std::move(ran[k]);
        for (auto& g : given) outcomes.push_back(std::move(*g));
    }
    if (line_open) err << "\n";

    if (vm.count("emit")) {
        const std::string path = vm["emit"].as<std::string>();
        std::string records;
        for (size_t i = 0; i < outcomes.size(); ++i) records += encode_record(first + i, outcomes[i]);
        if (path == "-") {
            out << records;
            out.flush();
            if (!out) {
                err << "montsim run: error: cannot write the records to standard output\n";
                return kExitFailure;
            }
        } else {
            std::ofstream emitted(path, std::ios::binary);
            emitted << records;
            if (!emitted) {
                err << "montsim run: error: cannot write " << path << "\n";
                return kExitFailure;
            }
        }
        return kExitOk;  // a failed point is an outcome like any other; the tables' run reports it
    }

    // Only completed points go into the tables; a failed one is reported
    // above and in the exit status, never filled in. A run with a failed
    // point leaves the results of an earlier run alone: what completed goes
    // to results.incomplete.*, which no script reads unless told to.
    std::vector<PointResult> completed;
    size_t not_run = 0;
    for (const auto& o : outcomes) {
        if (o.stats) completed.push_back({o.config, *o.stats});
        if (o.interrupted) ++not_run;
    }
    const size_t failed = outcomes.size() - completed.size() - not_run;
    const std::string stem = failed || not_run ? "results.incomplete" : "results";
    try {
        write_results(dir, completed, stem, provenance);
        // What finished, as records a later run can --resume from.
        std::string finished;
        for (size_t i = 0; i < outcomes.size(); ++i)
            if (outcomes[i].stats) finished += encode_record(first + i, outcomes[i]);
        if (failed || not_run) write_text_atomically(resume_records, finished);
        else std::filesystem::remove(resume_records);
    } catch (const std::exception& e) {
        err << "montsim run: error: " << e.what() << "\n";
        return kExitFailure;
    }
    if (!quiet || failed)
        err << "wrote " << (dir / (stem + ".csv")).string() << " and " << stem << ".json (" << completed.size()
            << " of " << outcomes.size() << " points)\n";
    if (not_run) {
        const int sig = interrupt_signal();
        err << "montsim run: interrupted by " << (sig == SIGTERM ? "SIGTERM" : "SIGINT") << ": " << completed.size()
            << " of " << outcomes.size() << " points finished (" << failed << " failed, " << not_run
            << " not run); results.csv and results.json in " << dir.string()
            << " are left as they were; --resume runs only the rest\n";
        return 128 + (sig ? sig : SIGINT);
    }
    if (failed) {
        err << "montsim run: error: " << failed << " of " << outcomes.size()
            << " points failed; results.csv and results.json in " << dir.string()
            << " are left as they were (--resume runs only the points not finished)\n";
        return kExitFailure;
    }
    return kExitOk;
}

// Every command's doc: the models' commands, then the engine's run.
std::vector<const CommandDoc*> command_docs() {
    std::vector<const CommandDoc*> docs;
    for (const auto& c : commands().entries()) docs.push_back(&c.doc);
    docs.push_back(&kRunDoc);
    return docs;
}

}  // namespace

Simulator default_simulator() { return Simulator{run_point, prefetch_baselines}; }

std::string overview_help() {
    std::ostringstream os;
    os << "montsim: a cycle-accurate simulator of MicroBlaze-like cores running parallel\n"
          "Montgomery multiplication.\n\n"
          "Usage: montsim COMMAND [ARGS...]   (montsim COMMAND --help for one command;\n"
          "       montsim --version for the version and source revision;\n"
          "       montsim --help --json for all of this as JSON, --markdown as Markdown)\n\n"
          "Commands:\n";
    for (const CommandDoc* doc : command_docs()) {
        os << "  " << doc->usage << "\n";
        std::istringstream what(doc->what);
        for (std::string line; std::getline(what, line);) os << "      " << line << "\n";
        os << "      Example: " << doc->example << "\n\n";
    }
    os << "Exit status: 0 success; 1 a failed assembly, configuration or run (exec: the\n"
          "program's own exit status); 2 a usage error (unknown command or option,\n"
          "missing file).\n\n"
       << "Schemes (scheme.name):\n"
       << schemes_help() << "\n"
       << config_file_example() << "\nParameters (config keys, also for --set):\n"
       << params_help();
    return os.str();
}

int run_cli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Simulator& simulator) {
    if (args.empty()) {
        std::string names;
        for (const auto& c : commands().entries()) names += c.name + "|";
        err << "Usage: montsim " << names << "run ...   (montsim --help explains each)\n";
        return kExitUsage;
    }
    const std::string& command = args.front();
    if (command == "--help" || command == "-h" || command == "help") {
        const std::string form = args.size() > 1 ? args[1] : "";
        if (args.size() > 2 || (!form.empty() && form != "--json" && form != "--markdown")) {
            err << "Usage: montsim --help [--json | --markdown]   (the catalogue as JSON for tools, or the "
                   "reference as Markdown)\n";
            return kExitUsage;
        }
        out << (form == "--json" ? catalogue_json(command_docs())
                : form == "--markdown" ? reference_markdown(command_docs())
                                       : overview_help());
        return kExitOk;
    }
    if (command == "--version") {
        out << "montsim " << montsim_version() << "\n";
        return kExitOk;
    }
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    try {
        if (command == "run") return cmd_run(rest, out, err, simulator, run_provenance(args));
        if (const Command* c = commands().find(command)) return c->run(rest, out, err);
        std::string names;
        for (const auto& c : commands().entries()) names += c.name + ", ";
        err << "montsim: error: unknown command '" << command << "'; the commands are " << names << "run"
            << " (montsim --help)\n";
        return kExitUsage;
    } catch (const UsageError& e) {
        err << "montsim " << command << ": error: " << e.what() << " (montsim " << command << " --help)\n";
        return kExitUsage;
    } catch (const std::exception& e) {
        // Whatever else goes wrong (no memory, no more processes or pipes)
        // ends in a message and a failure status, never in terminate().
        err << "montsim " << command << ": error: " << e.what() << "\n";
        return kExitFailure;
    }
}

}  // namespace montsim::sim
