// The engine's `run` command (RunCommand.hpp), in stages: options, plan
// (the points and their checks), execute (outcomes simulated, resumed or
// read from records, with the progress line), report (the results files
// and the exit status).
#include "sim/RunCommand.hpp"

#include <sys/ioctl.h>
#include <unistd.h>
#include <algorithm>
#include <cctype>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <charconv>
#include <condition_variable>
#include <mutex>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
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
#include "sim/RunProgress.hpp"
#include "sim/Runner.hpp"
#include "sim/EngineParams.hpp"
#include "sim/FileName.hpp"
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
        err << "montsim run: error: " << why
            << (share.size() > 1 ? "; " + std::to_string(points.size()) + " of " + std::to_string(share.size()) +
                                       " points, e.g. " + point_label(ex, share[points.front()])
                                 : std::string())
            << "\n";
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
    std::string budget_source;
};

// Every point of the share through every check it would meet before it
// simulates (check_point: the scheme's parameter checks and memory, its
// prepared platform's checks and memory): a combination no point can run
// fails once, here, each reason once with its points.
Preflight refuse_invalid_points(const Experiment& ex, const std::vector<Config>& share, std::ostream& err) {
    Preflight result;
    Reasons reasons;
    for (size_t i = 0; i < share.size(); ++i) {
        try {
            const EngineConfig engine = engine_config_from(share[i]);
            MemoryNeed need = check_point(share[i], engine);
            if (need.bytes > result.largest.bytes) {
                result.largest = std::move(need);
                result.budget = engine.memory_budget;
                result.budget_source = engine.budget_source;
            }
        } catch (const std::invalid_argument& e) {
            reasons.add(e.what(), i);
        } catch (const std::runtime_error& e) {
            reasons.add(e.what(), i);
        }
    }
    for (const auto& [why, points] : reasons.list())
        err << "montsim run: error: " << points.size() << " of " << share.size() << " points cannot run: " << why
            << (share.size() > 1 ? " (e.g. " + point_label(ex, share[points.front()]) + ")" : std::string()) << "\n";
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
            << memory_text(budget) << " is what one point may take (" << checked.budget_source << ")\n";
    return std::min(jobs, fit);
}

// Reads the records of `path` into `given` (index - first): each must
// belong to the share, carry the fingerprint of its point, come once and
// hold statistics or an error. False, after a message naming file:line.
bool take_records(const std::string& path, size_t first, const std::vector<Config>& share, const Experiment& ex,
                  std::vector<std::optional<PointOutcome>>& given, std::ostream& err) {
    if (std::filesystem::is_directory(path)) throw UsageError(path + " is a folder, not a file of records");
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

// --- montsim run, in stages: options, plan (the points and their checks),
// execute (outcomes: simulated, resumed or read from records), report (the
// results files and the exit status).

// What the command line asks for.
struct RunOptions {
    std::string file;  // CONFIG, or empty: the defaults
    std::vector<std::string> sets, sweeps;
    std::filesystem::path dir;
    bool quiet = false, count = false, check = false, resume = false;
    unsigned jobs = 1;
    std::optional<std::string> points, emit;
    std::vector<std::string> outcomes;  // --outcomes files
    std::string provenance;             // what results.json says produced it
};

po::options_description run_options() {
    po::options_description options("Options");
    add_set_option(options);
    options.add_options()("out", po::value<std::string>()->value_name("DIR"),
                          "directory for results.csv and results.json (default results/<CONFIG stem>, "
                          "and results/<CONFIG stem>--KEY=VALUE... with --set, so that a what-if never "
                          "overwrites the experiment's own results)")(
        "quiet,q", po::bool_switch(), "no progress lines (errors are still printed)")(
        "jobs,j", po::value<std::string>()->value_name("N"),
        ("run up to N points at once in N worker processes (each takes the next point until none is left), N in 1.." +
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
        "repeatable) and write the tables as a run would (scripts/montsim/commands/dask_run.py does this)")(
        "help,h", "show this help");
    options.add_options()("sweep", po::value<std::vector<std::string>>()->composing()->value_name("KEY=V1,V2,..."),
                          "sweep KEY over the values, separated by commas (quote a value that holds one: "
                          "platform.placement_list='\"0,1,2,3\",\"3,2,1,0\"'); repeatable, each key once (and not also "
                          "in --set): the axes nest in order, the last fastest");
    return options;
}

// The key of a --set or --sweep assignment ("link.latency=1,50" ->
// "link.latency").
std::string assigned_key(const std::string& assignment) {
    std::string key = assignment.substr(0, assignment.find('='));
    key.erase(0, key.find_first_not_of(" \t"));
    key.erase(key.find_last_not_of(" \t") + 1);
    return key;
}

// Nothing on the command line may be dropped: a key given twice (--set
// twice, --sweep twice, or both) would keep only one of its values.
void refuse_repeated_keys(const std::vector<std::string>& sets, const std::vector<std::string>& sweeps) {
    std::map<std::string, std::string> given;  // key -> how it was first given
    auto take = [&](const std::string& option, const std::string& assignment) {
        const std::string key = assigned_key(assignment);
        const std::string now = option + " " + assignment;
        if (auto it = given.find(key); it != given.end())
            throw UsageError(now + ": " + key + " is already given (" + it->second +
                             "); one of them would be dropped: give each key once (several values: one --sweep)");
        given.emplace(key, now);
    };
    for (const auto& s : sets) take("--set", s);
    for (const auto& s : sweeps) take("--sweep", s);
}

// The CONFIG a run reads. A bare name that is no file here is looked up among
// the shipped configs, in $MONTSIM_CONFIGS (the `montsim` command sets it to
// the checkout's configs/), so that `montsim run table3.toml` works from any
// folder; a file of that name in the current folder comes first.
std::string config_file_of(const po::variables_map& vm) {
    const auto& files = vm["config"].as<std::vector<std::string>>();
    const char* shipped = std::getenv("MONTSIM_CONFIGS");
    std::error_code ec;
    if (files.size() == 1 && shipped && *shipped && files.front().find('/') == std::string::npos &&
        !std::filesystem::exists(files.front(), ec)) {
        for (const std::string& name : {files.front(), files.front() + ".toml"}) {
            const auto candidate = std::filesystem::path(shipped) / name;
            if (std::filesystem::is_regular_file(candidate, ec)) return candidate.string();
        }
    }
    return the_file(vm, "config", "CONFIG file");
}

RunOptions run_options_from(const po::variables_map& vm) {
    RunOptions o;
    // Without a CONFIG file: the defaults, changed by --set and --sweep.
    if (vm.count("config")) o.file = config_file_of(vm);
    if (vm.count("sweep")) o.sweeps = vm["sweep"].as<std::vector<std::string>>();
    o.sets = sets_of(vm);
    refuse_repeated_keys(o.sets, o.sweeps);
    std::vector<std::string> named = o.sets;
    for (const auto& sw : o.sweeps) named.push_back("sweep-" + sw);
    o.dir = vm.count("out") ? std::filesystem::path(vm["out"].as<std::string>()) : std::filesystem::path("results") / default_results_dir_name(o.file, named);
    o.quiet = vm["quiet"].as<bool>();
    o.count = vm["count"].as<bool>();
    o.check = vm["check"].as<bool>();
    o.resume = vm["resume"].as<bool>();
    o.jobs = vm.count("jobs") ? jobs_from(vm["jobs"].as<std::string>()) : std::max(1u, std::thread::hardware_concurrency());
    if (vm.count("points")) o.points = vm["points"].as<std::string>();
    if (vm.count("emit")) o.emit = vm["emit"].as<std::string>();
    if (vm.count("outcomes")) o.outcomes = vm["outcomes"].as<std::vector<std::string>>();
    // --check and --count run nothing and write nothing: an option about
    // what a run writes or takes would be ignored, so it is refused.
    for (const char* stop : {"check", "count"}) {
        if (!vm[stop].as<bool>()) continue;
        for (const char* other : {"out", "emit", "resume", "outcomes", stop[1] == 'h' ? "count" : "check"})
            if (vm.count(other) && !vm[other].defaulted())
                throw UsageError(std::string("--") + stop + " runs and writes nothing: --" + other +
                                 " would be ignored (drop one of them)");
    }
    return o;
}

// The experiment and the share of its points this run covers.
struct RunPlan {
    Experiment ex;
    size_t first = 0, last = 0;
    std::vector<Config> share;
    unsigned jobs = 1;
};

// `text` to standard output; false, after a message naming `what` (if
// anything), if it cannot be written.
bool print_out(std::ostream& out, std::ostream& err, const std::string& text, const std::string& what) {
    out << text;
    out.flush();
    if (!out) err << "montsim run: error: cannot write " << what << (what.empty() ? "" : " ") << "to standard output\n";
    return bool(out);
}

// Loads the experiment and makes the share's points, refusing (each reason
// once, before any point runs) keys no model reads and points that cannot
// run. nullopt with `status` set when the run ends here (--count, --check,
// or an error).
std::optional<RunPlan> plan_run(const RunOptions& o, std::ostream& out, std::ostream& err, int& status) {
    RunPlan plan;
    size_t count = 0;
    try {
        if (!o.file.empty()) plan.ex = load_experiment(o.file);
        else plan.ex.meta["name"] = "run";
        apply_sets(plan.ex, o.sets);
        for (const auto& sw : o.sweeps) apply_sweep(plan.ex, sw);
        count = checked_point_count(plan.ex);  // the points themselves are made for the share only
    } catch (const ConfigError& e) {
        err << e.what() << "\n";
        status = kExitFailure;
        return std::nullopt;
    }
    if (o.count) {
        status = print_out(out, err, std::to_string(count) + "\n", "") ? kExitOk : kExitFailure;
        return std::nullopt;
    }
    plan.last = count;
    if (o.points) first_last(*o.points, count, plan.first, plan.last);
    plan.share = expand_points(plan.ex, plan.first, plan.last);
    status = kExitFailure;
    if (!refuse_unread_keys(plan.ex, plan.share, err)) return std::nullopt;
    const Preflight checked = refuse_invalid_points(plan.ex, plan.share, err);
    if (!checked.ok) return std::nullopt;
    plan.jobs = jobs_within_memory(checked, o.jobs, err);
    if (o.check) {
        const std::string said = std::to_string(plan.share.size()) +
                                 (plan.share.size() == 1 ? " point: every parameter it sets is read by its models"
                                                         : " points: every parameter they set is read by their models") +
                                 ", and each can run\n";
        status = print_out(out, err, said, "the check's answer") ? kExitOk : kExitFailure;
        return std::nullopt;
    }
    status = kExitOk;
    return plan;
}

// The columns of the terminal on stderr: its window size, else $COLUMNS,
// else 80.
size_t terminal_columns() {
    winsize ws{};
    if (::ioctl(2, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
    if (const char* env = std::getenv("COLUMNS")) {
        const long cols = std::strtol(env, nullptr, 10);
        if (cols > 0) return size_t(cols);
    }
    return 80;
}

// "1.23 G" for a count of cycles.
std::string cycles_text(double n) {
    const char* units[] = {"", " k", " M", " G", " T"};
    int u = 0;
    while (n >= 1000 && u < 4) n /= 1000, ++u;
    char buf[32];
    std::snprintf(buf, sizeof buf, u == 0 ? "%.0f%s" : "%.3g%s", n, units[u]);
    return buf;
}

// How long a point runs before its progress line appears, in seconds
// (MONTSIM_PROGRESS_SECONDS; set, it also shows the line where standard
// error is no terminal: the tests). Unset and no terminal: never.
std::optional<double> running_point_delay(bool terminal) {
    if (const char* env = std::getenv("MONTSIM_PROGRESS_SECONDS")) {
        char* end = nullptr;
        const double seconds = std::strtod(env, &end);
        if (end != env && seconds >= 0) return seconds;
    }
    if (terminal) return 3.0;
    return std::nullopt;
}

// The progress: on a terminal one line rewritten in place, never wider than
// the terminal (it would wrap and scroll instead), with the time so far and
// the time left; elsewhere (a log, a pipe) a line for the first and the last
// point and at most one every few seconds between. A failure always gets a
// line of its own, whole. A resumed run counts from the points it took over.
// While a point that runs in this process takes longer than a few seconds,
// a watcher thread shows how far it got (sim/RunProgress.hpp): the cycles
// simulated, their rate and, where the model can tell, the time left.
class Progress {
public:
    // `in_process`: the points still to run, in order, when they run in this
    // process (the watcher shows the one running); null otherwise.
    Progress(const Experiment& ex, size_t total, size_t already_done, bool quiet,
             const std::vector<Config>* in_process, std::ostream& err)
        : ex_(ex), points_(in_process), total_(total), done_(already_done), first_(already_done), quiet_(quiet),
          err_(err), overwrite_(&err == &std::cerr && ::isatty(2)), columns_(overwrite_ ? terminal_columns() : 0),
          started_(std::chrono::steady_clock::now()), printed_(started_) {
        const std::optional<double> delay = running_point_delay(overwrite_);
        if (in_process && !quiet && delay) watcher_ = std::thread([this, d = *delay] { watch(d); });
    }
    ~Progress() {
        {
            std::lock_guard<std::mutex> hold(lock_);
            stop_ = true;
        }
        wake_.notify_all();
        if (watcher_.joinable()) watcher_.join();
        if (line_open_) err_ << "\n";
    }
    void operator()(const PointOutcome& o) {
        std::lock_guard<std::mutex> hold(lock_);
        ++done_;
        point_started_ = std::chrono::steady_clock::now();
        const auto now = point_started_;
        std::string timing;
        if (overwrite_ && total_ > 1 && done_ > first_) {
            const double elapsed = std::chrono::duration<double>(now - started_).count();
            const double left = elapsed / double(done_ - first_) * double(total_ - done_);
            char buf[64];
            std::snprintf(buf, sizeof buf, " %.0f s, ETA %.0f s", elapsed, left);
            timing = buf;
        }
        const std::string tag = "[" + std::to_string(done_) + "/" + std::to_string(total_) + timing + "] " +
                                point_label(ex_, o.config);
        if (!o.stats) {
            if (line_open_) err_ << "\r\033[K";
            line_open_ = false;
            err_ << tag << " FAILED: " << o.error << "\n";
        } else if (!quiet_) {
            std::string line = tag + " " + headline(*o.stats);
            if (overwrite_) {
                show_in_place(line);
            } else if (done_ == first_ + 1 || done_ == total_ || now - printed_ >= std::chrono::seconds(2)) {
                err_ << line << "\n";
                printed_ = now;
            }
        }
        err_.flush();
    }

private:
    // One column short of the width: a line that fills it exactly wraps on
    // some terminals.
    void show_in_place(std::string line) {
        if (columns_ > 4 && line.size() > columns_ - 1) line = line.substr(0, columns_ - 4) + "...";
        err_ << (line_open_ ? "\r\033[K" : "") << line;
        line_open_ = true;
    }

    // The watcher thread: after `delay` seconds of one point, a line about
    // it every second, until the point ends (then the next point's clock
    // starts) or the sweep does.
    void watch(double delay) {
        std::unique_lock<std::mutex> hold(lock_);
        point_started_ = std::chrono::steady_clock::now();
        size_t point = done_;
        progress::Snapshot last{};
        auto last_at = point_started_;
        bool shown = false;  // this point's first line is due at `delay`, the next ones a second apart
        while (!stop_) {
            wake_.wait_for(hold, std::chrono::milliseconds(delay < 0.25 ? 50 : 250));
            if (stop_ || done_ >= total_) break;
            const auto now = std::chrono::steady_clock::now();
            if (done_ != point) {  // a new point: its own clock, its own rate
                point = done_;
                last = progress::Snapshot{};
                last_at = point_started_;
                shown = false;
            }
            const double running = std::chrono::duration<double>(now - point_started_).count();
            if (running < delay || (shown && now - last_at < std::chrono::seconds(1))) continue;
            shown = true;
            const progress::Snapshot at = progress::read();
            if (at.cycles < last.cycles) last = progress::Snapshot{};  // (counted before this point's reset)
            const double seconds = std::chrono::duration<double>(now - last_at).count();
            const double rate = seconds > 0 ? double(at.cycles - last.cycles) / seconds : 0;
            std::string line = "[" + std::to_string(done_ + 1) + "/" + std::to_string(total_) + "] " +
                               (done_ - first_ < points_->size() ? point_label(ex_, (*points_)[done_ - first_])
                                                                 : std::string("a point")) +
                               ": running " + std::to_string(int(running)) + " s, " + cycles_text(double(at.cycles)) +
                               " cycles simulated (all nodes), " + cycles_text(rate) + " cycles/s";
            if (at.expected > at.cycles && rate > 0) {
                char buf[96];
                std::snprintf(buf, sizeof buf, ", about %.0f %% of ~%s (%.0f s left)",
                              100.0 * double(at.cycles) / double(at.expected), cycles_text(double(at.expected)).c_str(),
                              double(at.expected - at.cycles) / rate);
                line += buf;
            }
            if (overwrite_) show_in_place(line);
            else err_ << line << "\n";
            err_.flush();
            last = at;
            last_at = now;
        }
    }

    const Experiment& ex_;
    const std::vector<Config>* points_;  // the points still to run, in order, if they run in this process
    size_t total_, done_, first_;
    bool quiet_;
    std::ostream& err_;
    bool overwrite_, line_open_ = false;
    size_t columns_;
    std::chrono::steady_clock::time_point started_, printed_, point_started_;
    std::mutex lock_;  // the stream and the counts, between the run and the watcher
    std::condition_variable wake_;
    bool stop_ = false;
    std::thread watcher_;
};

// --outcomes: every point's outcome from the record files, in share order
// (simulating nothing). nullopt after a message if the records do not fit
// the sweep or miss a point.
std::optional<std::vector<PointOutcome>> recorded_outcomes(const RunOptions& o, const RunPlan& plan,
                                                           std::ostream& err) {
    std::vector<std::optional<PointOutcome>> given(plan.share.size());
    for (const auto& path : o.outcomes)
        if (!take_records(path, plan.first, plan.share, plan.ex, given, err)) return std::nullopt;
    std::vector<PointOutcome> outcomes;
    for (size_t i = 0; i < given.size(); ++i) {
        if (!given[i]) {
            err << "montsim run: error: no outcome for point " << plan.first + i << " ("
                << point_label(plan.ex, plan.share[i]) << ") in the --outcomes files\n";
            return std::nullopt;
        }
        outcomes.push_back(std::move(*given[i]));
    }
    return outcomes;
}

// Every point's outcome, in share order, simulated after what --resume
// takes from an earlier run. nullopt after a message if the earlier run's
// records do not fit the sweep.
std::optional<std::vector<PointOutcome>> simulated_outcomes(const RunOptions& o, const RunPlan& plan,
                                                            const Simulator& simulator, std::ostream& err) {
    const std::vector<Config>& share = plan.share;
    std::vector<std::optional<PointOutcome>> given(share.size());
    // --resume: what an earlier run of this sweep finished (its failures run again).
    const std::filesystem::path resume_records = o.dir / "results.incomplete.records";
    // What decides each point's result beyond its parameters (a user's
    // program and what it is built from), as it is now: before any point
    // runs (and before workers fork, so that they share a compiled program).
    std::vector<InputDigests> inputs(share.size());
    if (simulator.inputs) {
        for (size_t i = 0; i < share.size(); ++i) {
            try {
                inputs[i] = simulator.inputs(share[i]);
            } catch (const std::exception&) {
                // A program that cannot be read or built: the point fails
                // when it runs, with the message (and is not recorded).
            }
        }
    }
    if (o.resume && std::filesystem::exists(resume_records)) {
        if (!take_records(resume_records.string(), plan.first, share, plan.ex, given, err)) return std::nullopt;
        size_t resumed = 0, changed = 0;
        for (size_t i = 0; i < share.size(); ++i) {
            auto& g = given[i];
            if (g && !g->stats) g.reset();
            // A record of a program that has changed since is not this
            // sweep's result: the point runs again.
            if (g) {
                const std::string what = changed_inputs(g->inputs, inputs[i]);
                if (!what.empty()) {
                    if (++changed <= 3)
                        err << "resuming: point " << plan.first + i << " (" << point_label(plan.ex, share[i])
                            << ") runs again: " << what << " since its record\n";
                    g.reset();
                }
            }
            if (g) ++resumed;
        }
        if (changed > 3) err << "resuming: ... and " << changed - 3 << " more points whose inputs changed\n";
        err << "resuming: " << resumed << " of " << share.size() << " points finished earlier ("
            << resume_records.string() << ")\n";
    }
    std::vector<Config> to_run;
    std::vector<size_t> run_index;  // to_run[k] is share[run_index[k]]
    for (size_t i = 0; i < share.size(); ++i)
        if (!given[i]) to_run.push_back(share[i]), run_index.push_back(i);
    // Baselines shared by many points (a sequential run a speedup divides
    // by) run once, here, before the workers fork (in this process the
    // points find them in the cache as they go).
    if (simulator.prefetch && !to_run.empty() && !runs_in_process(to_run.size(), plan.jobs))
        simulator.prefetch(to_run);
    {
        Progress progress(plan.ex, share.size(), share.size() - to_run.size(), o.quiet,
                          runs_in_process(to_run.size(), plan.jobs) ? &to_run : nullptr, err);
        std::vector<PointOutcome> ran = run_points_parallel(
            to_run, simulator.run_point, [&](size_t, const PointOutcome& outcome) { progress(outcome); }, plan.jobs);
        for (size_t k = 0; k < ran.size(); ++k) {
            ran[k].inputs = inputs[run_index[k]];
            given[run_index[k]] = std::move(ran[k]);
        }
    }
    std::vector<PointOutcome> outcomes;
    for (auto& g : given) outcomes.push_back(std::move(*g));
    return outcomes;
}

// --emit: every outcome as a record, to FILE or standard output.
int emit_records(const std::string& path, const RunPlan& plan, const std::vector<PointOutcome>& outcomes,
                 std::ostream& out, std::ostream& err) {
    std::string records;
    for (size_t i = 0; i < outcomes.size(); ++i) records += encode_record(plan.first + i, outcomes[i]);
    if (path == "-") return print_out(out, err, records, "the records") ? kExitOk : kExitFailure;
    std::ofstream emitted(path, std::ios::binary);
    emitted << records;
    emitted.close();  // what is still buffered may not fit either
    if (!emitted) {
        err << "montsim run: error: cannot write " << path << "\n";
        return kExitFailure;
    }
    return kExitOk;  // a failed point is an outcome like any other; the tables' run reports it
}

// The results files and the exit status. Only completed points go into
// the tables; a failed one is reported and in the exit status, never filled
// in. A run with a failed point leaves the results of an earlier run alone:
// what completed goes to results.incomplete.*, which no script reads unless
// told to, and its records let --resume run only the rest.
int report_run(const RunOptions& o, const RunPlan& plan, const std::vector<PointOutcome>& outcomes,
               std::ostream& err) {
    std::vector<PointResult> completed;
    size_t not_run = 0;
    for (const auto& outcome : outcomes) {
        if (outcome.stats) completed.push_back({outcome.config, *outcome.stats});
        if (outcome.interrupted) ++not_run;
    }
    const size_t failed = outcomes.size() - completed.size() - not_run;
    const std::string stem = failed || not_run ? "results.incomplete" : "results";
    const std::filesystem::path resume_records = o.dir / "results.incomplete.records";
    try {
        write_results(o.dir, completed, stem, o.provenance);
        if (failed || not_run) {
            // (Encoded only here: a whole sweep's records would be thrown away.)
            std::string finished;
            for (size_t i = 0; i < outcomes.size(); ++i)
                if (outcomes[i].stats) finished += encode_record(plan.first + i, outcomes[i]);
            write_text_atomically(resume_records, finished);
        } else {
            // The sweep is whole: what an earlier, unfinished run left
            // (results.incomplete.*) is superseded, not to be read again.
            std::filesystem::remove(resume_records);
            std::filesystem::remove(o.dir / "results.incomplete.csv");
            std::filesystem::remove(o.dir / "results.incomplete.json");
        }
    } catch (const std::exception& e) {
        err << "montsim run: error: " << e.what() << "\n";
        return kExitFailure;
    }
    if (!o.quiet || failed)
        err << "wrote " << (o.dir / (stem + ".csv")).string() << " and " << stem << ".json (" << completed.size()
            << " of " << outcomes.size() << " points)\n";
    // Where the traces went: the folder of each traced point (a few; then
    // how many more), which `montsim traces` takes.
    size_t traced = 0;
    if (!o.quiet) {
        for (const auto& point : completed) {
            const std::optional<std::string> folder = trace_folder_of(point.config);
            if (folder && ++traced <= 3) err << "traces: " << *folder << "\n";
        }
    }
    if (traced > 3) err << "traces: ... and " << traced - 3 << " more folders beside them\n";
    if (not_run) {
        const int sig = interrupt_signal();
        err << "montsim run: interrupted by " << (sig == SIGTERM ? "SIGTERM" : "SIGINT") << ": " << completed.size()
            << " of " << outcomes.size() << " points finished (" << failed << " failed, " << not_run
            << " not run); results.csv and results.json in " << o.dir.string()
            << " are left as they were; --resume runs only the rest\n";
        return 128 + (sig ? sig : SIGINT);
    }
    if (failed) {
        err << "montsim run: error: " << failed << " of " << outcomes.size()
            << " points failed; results.csv and results.json in " << o.dir.string()
            << " are left as they were (--resume runs only the points not finished)\n";
        return kExitFailure;
    }
    return kExitOk;
}

}  // namespace

const CommandDoc kRunDoc{
    "montsim run [CONFIG] [--set key=value ...] [--sweep key=v1,v2,...] [--out DIR] [--quiet]",
    "Runs every point of an experiment: the CONFIG file's settings (without one,\n"
    "the defaults), changed by --set, expanded over its [sweep] lists and the\n"
    "--sweep axes (the cartesian product, first axis varying slowest). Each point\n"
    "is checked against a big-integer reference. Writes DIR/results.csv and\n"
    "DIR/results.json (DIR defaults to results/<CONFIG name without .toml>, or\n"
    "results/run--... without one, under the current folder) and prints its\n"
    "progress to stderr (on a terminal one line, updated in place). A CONFIG\n"
    "named without a folder that is no file here is one of the shipped configs\n"
    "(montsim run table3.toml, or table3, from any folder).",
    "montsim run --set scheme.name=pshs --set scheme.p=16 --set platform.topology=mesh --sweep link.latency=1,50,100"};

// `provenance`: what results.json says produced it (run_provenance).
int run_command(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const Simulator& simulator,
            const std::string& provenance) {
    const po::options_description options = run_options();
    const auto vm = parse_args(args, options, "config");
    if (vm.count("help")) {
        out << command_help(kRunDoc, options, true);
        return kExitOk;
    }
    RunOptions o = run_options_from(vm);
    o.provenance = provenance;
    int status = kExitOk;
    const std::optional<RunPlan> plan = plan_run(o, out, err, status);
    if (!plan) return status;
    // Outcomes computed elsewhere (--outcomes): every point must have one.
    std::optional<std::vector<PointOutcome>> outcomes;
    if (!o.outcomes.empty()) {
        outcomes = recorded_outcomes(o, *plan, err);
        if (!outcomes) return kExitFailure;
    }
    // One writer per results folder, from before the first point to the
    // last file (a run that only emits records writes no folder).
    std::optional<ResultsLock> lock;
    if (!o.emit) {
        try {
            lock.emplace(o.dir);
        } catch (const std::exception& e) {
            err << "montsim run: error: " << e.what() << "\n";
            return kExitFailure;
        }
    }
    // Ctrl-C or SIGTERM: the points finished so far are kept (report_run).
    InterruptScope interrupts;
    if (outcomes) {
        Progress progress(plan->ex, outcomes->size(), 0, o.quiet, nullptr, err);
        for (const auto& outcome : *outcomes) progress(outcome);
    } else {
        outcomes = simulated_outcomes(o, *plan, simulator, err);
        if (!outcomes) return kExitFailure;
    }
    if (o.emit) return emit_records(*o.emit, *plan, *outcomes, out, err);
    return report_run(o, *plan, *outcomes, err);
}

}  // namespace montsim::sim
