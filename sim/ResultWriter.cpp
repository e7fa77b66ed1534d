#include "sim/ResultWriter.hpp"
#include "sim/Json.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string_view>
#include <unordered_map>
#include <unordered_set>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/KeyUse.hpp"
#include "sim/Scheme.hpp"
#include "sim/Topology.hpp"

namespace montsim::sim {

namespace {

// The writers build each file in one string, appending every piece (a
// sweep's files hold every key of every point: no string per field).

// Shortest text that reads back as the same double.
void append_number(std::string& out, double d) {
    char buf[32];
    const auto res = std::to_chars(buf, buf + sizeof buf, d);
    out.append(buf, size_t(res.ptr - buf));
}

void append_integer(std::string& out, int64_t i) {
    char buf[24];
    const auto res = std::to_chars(buf, buf + sizeof buf, i);
    out.append(buf, size_t(res.ptr - buf));
}

// RFC 4180: a field holding a comma, quote or line break is quoted, and a
// quote inside it doubled.
void append_csv_field(std::string& out, std::string_view s) {
    if (s.find_first_of(",\"\r\n") == std::string_view::npos) {
        out += s;
        return;
    }
    out += '"';
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    out += '"';
}

// A CSV cell: a double as its shortest text, anything else as to_string.
void append_cell(std::string& out, const Value& v) {
    if (const auto* d = std::get_if<double>(&v)) append_number(out, *d);
    else if (const auto* i = std::get_if<int64_t>(&v)) append_integer(out, *i);
    else if (const auto* b = std::get_if<bool>(&v)) out += *b ? "true" : "false";
    else append_csv_field(out, std::get<std::string>(v));
}

void append_json_value(std::string& out, const Value& v) {
    if (const auto* i = std::get_if<int64_t>(&v)) append_integer(out, *i);
    else if (const auto* d = std::get_if<double>(&v)) {
        if (std::isfinite(*d)) append_number(out, *d);
        else out += "null";  // JSON has no NaN or infinity
    } else if (const auto* b = std::get_if<bool>(&v)) out += *b ? "true" : "false";
    else append_json_string(out, std::get<std::string>(v));
}

// {"name": value, ...}: a point's statistics (a config's values: append_config_json).
void append_stats_json(std::string& out, const Stats& stats) {
    out += '{';
    bool first = true;
    for (const auto& [name, value] : stats) {
        if (!first) out += ", ";
        append_json_string(out, name);
        out += ": ";
        append_json_value(out, value);
        first = false;
    }
    out += '}';
}

const Value* find_stat(const Stats& stats, const std::string& name) {
    for (const auto& [n, v] : stats)
        if (n == name) return &v;
    return nullptr;
}

// Every config key of the points, in key order (views of the points' own
// keys). A sweep's points mostly hold the same keys: a point whose keys are
// the list so far is passed in one walk (a set of every key of every point
// cost a search per key); another is merged in.
std::vector<std::string_view> config_columns(const std::vector<PointResult>& results) {
    std::vector<std::string_view> keys, theirs, merged;
    for (const auto& r : results) {
        const auto& values = r.config.values();
        if (values.size() == keys.size() &&
            std::equal(keys.begin(), keys.end(), values.begin(),
                       [](std::string_view key, const auto& kv) { return key == kv.first; }))
            continue;
        theirs.clear();
        for (const auto& kv : values) theirs.push_back(kv.first);
        merged.clear();
        std::set_union(keys.begin(), keys.end(), theirs.begin(), theirs.end(), std::back_inserter(merged));
        keys.swap(merged);
    }
    return keys;
}

// The config columns' keys as JSON text, made once per file: a sweep writes
// the same keys point after point, and escaping each one every time was
// most of the cost of writing a point's config.
struct KeyTexts {
    static constexpr size_t kNone = SIZE_MAX;
    std::vector<std::string_view> keys;  // config_columns
    std::vector<std::string> item;       // "key"
    std::vector<std::string> member;     // "key":
    explicit KeyTexts(std::vector<std::string_view> columns) : keys(std::move(columns)) {
        for (const std::string_view key : keys) {
            std::string text;
            append_json_string(text, key);
            item.push_back(text);
            member.push_back(text + ": ");
        }
    }
    // The column of `key`, found from `next` on (a walk through a config's
    // keys, in the same order, passes `next` along), or kNone.
    size_t find(size_t& next, std::string_view key) const {
        while (next < keys.size() && keys[next] < key) ++next;
        if (next < keys.size() && keys[next] == key) return next++;
        return kNone;
    }
};

void append_config_json(std::string& out, const Config& cfg, const KeyTexts& texts) {
    out += '{';
    size_t next = 0;
    bool first = true;
    for (const auto& [key, value] : cfg.values()) {
        if (!first) out += ", ";
        if (const size_t k = texts.find(next, key); k != KeyTexts::kNone) out += texts.member[k];
        else append_json_string(out, key), out += ": ";
        append_json_value(out, value);
        first = false;
    }
    out += '}';
}

// Every statistic's name, in the order the points first give them. A
// sweep's points mostly give the same names in the same order: a point
// whose names are the list so far is passed in one walk. Another's names
// are looked up in a set: a 4096-core point gives 32,858 (each core's),
// and a search of the list for each took a twentieth of its run.
std::vector<std::string> stat_columns(const std::vector<PointResult>& results) {
    std::vector<std::string> names;
    std::unordered_set<std::string_view> seen;  // views of the points' own names
    for (const auto& r : results) {
        if (r.stats.size() == names.size() &&
            std::equal(names.begin(), names.end(), r.stats.begin(),
                       [](const std::string& name, const auto& stat) { return name == stat.first; }))
            continue;
        for (const auto& [name, value] : r.stats)
            if (seen.insert(name).second) names.push_back(name);
    }
    return names;
}

// Written under a name of this process's own, then renamed over the file:
// a reader sees the old file or the new one, never a part, and two
// processes never write the same temporary file.
std::filesystem::path temporary_name(const std::filesystem::path& path) {
    return path.string() + ".partial." + std::to_string(::getpid());
}

// Where a writer's text goes: kept whole (results_csv, results_json), or
// passed to a file a piece at a time (write_results: Table III's
// results.json is 640 KB, a bigger sweep's megabytes, and building it whole
// cost a fresh page of memory per 4 KiB of it and a copy each time the
// string doubled).
class TextSink {
public:
    explicit TextSink(std::ostream* file = nullptr) : file_(file) {}
    std::string& text() { return text_; }
    // After a point: the text so far goes to the file once it is long enough.
    void point_done() {
        if (file_ && text_.size() >= kPiece) flush();
    }
    void flush() {
        if (!file_) return;
        file_->write(text_.data(), std::streamsize(text_.size()));
        text_.clear();  // its capacity stays: the next piece reuses it
    }
    std::string take() { return std::move(text_); }

private:
    static constexpr size_t kPiece = size_t(1) << 16;
    std::ostream* file_;
    std::string text_;
};

template <typename Build>
void write_temporary(const std::filesystem::path& partial, Build build) {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    TextSink sink(&out);
    build(sink);
    sink.flush();
    out.close();
    if (!out) {
        std::error_code ignored;
        std::filesystem::remove(partial, ignored);
        throw std::runtime_error("cannot write " + partial.string() + " (disk full?)");
    }
}

void rename_over(const std::filesystem::path& partial, const std::filesystem::path& path) {
    std::error_code ec;
    std::filesystem::rename(partial, path, ec);
    if (ec) throw std::runtime_error("cannot write " + path.string() + ": " + ec.message());
}

}  // namespace

namespace {

void csv_into(TextSink& sink, const std::vector<PointResult>& results) {
    if (results.empty()) return;
    const auto keys = config_columns(results);
    const auto names = stat_columns(results);

    std::string& out = sink.text();
    bool first = true;
    auto separate = [&out, &first] {
        if (!first) out += ',';
        first = false;
    };
    for (const auto& key : keys) separate(), append_csv_field(out, key);
    for (const auto& name : names) separate(), append_csv_field(out, name);
    out += '\n';
    for (const auto& r : results) {
        first = true;
        // The columns and a point's keys are both in the map's order: one
        // walk through the point's keys fills its row.
        auto have = r.config.values().begin();
        const auto end = r.config.values().end();
        for (const auto& key : keys) {
            separate();
            while (have != end && have->first < key) ++have;
            if (have != end && have->first == key) append_cell(out, have->second);
        }
        // A point's statistics mostly come in the columns' order: the next
        // one is tried before a search.
        size_t next = 0;
        for (const auto& name : names) {
            separate();
            const Value* v = nullptr;
            if (next < r.stats.size() && r.stats[next].first == name) v = &r.stats[next++].second;
            else v = find_stat(r.stats, name);
            if (v) append_cell(out, *v);
        }
        out += '\n';
        sink.point_done();
    }
}

}  // namespace

std::string results_csv(const std::vector<PointResult>& results) {
    TextSink sink;
    csv_into(sink, results);
    return sink.take();
}

std::string config_json(const Config& cfg) {
    std::string out;
    append_config_json(out, cfg, KeyTexts({}));
    return out;
}

namespace {

const StatDecl* find_decl(const std::vector<StatDecl>& decls, const std::string& name) {
    for (const auto& d : decls)
        if (d.name == name) return &d;
    return nullptr;
}

// The declarations that describe one point's statistics: its scheme's group,
// its core type's (a node's statistic is "<node>.<name>"), its topology's
// ("network.<name>"). Empty where the point names no registered scheme.
struct PointDecls {
    const std::vector<StatDecl>* scheme = nullptr;
    std::vector<const std::vector<StatDecl>*> node;  // per node type
    const std::vector<StatDecl>* network = nullptr;
};

PointDecls decls_of(const Config& cfg) {
    PointDecls d;
    try {
        const Scheme& s = scheme_of(cfg);
        d.scheme = &s.stats;
        if (s.reports_node_stats)
            for (const auto& type : s.node_types)
                if (const CoreType* t = core_types().find(type)) d.node.push_back(&t->stats);
        d.network = &topologies().chosen(cfg).stats;
    } catch (const std::exception&) {
        // a point without a registered scheme or topology: its statistics go undocumented
    }
    return d;
}

}  // namespace

std::string statistics_json(const std::vector<PointResult>& results) {
    // Each distinct column once, described by the first point that has it
    // (a sweep repeats the same names point after point).
    std::unordered_map<std::string_view, size_t> first_point;
    std::vector<std::string_view> names;
    for (size_t i = 0; i < results.size(); ++i)
        for (const auto& stat : results[i].stats)
            if (first_point.emplace(stat.first, i).second) names.push_back(stat.first);
    std::vector<std::string> keys, entries;
    auto add = [&](const std::string& key, const StatDecl& d, const std::string& meaning) {
        if (std::find(keys.begin(), keys.end(), key) != keys.end()) return;
        keys.push_back(key);
        entries.push_back(json_string(key) + ": {\"unit\": " + json_string(d.unit) + ", \"meaning\": " +
                          json_string(meaning) + "}");
    };
    size_t cached_point = SIZE_MAX;
    PointDecls d;
    for (const std::string_view name_view : names) {
        const size_t i = first_point.at(name_view);
        if (i != cached_point) d = decls_of(results[i].config), cached_point = i;
        const std::string name(name_view);
        const size_t dot = name.find('.');
        if (d.scheme && dot == std::string::npos) {
            if (const StatDecl* decl = find_decl(*d.scheme, name)) add(name, *decl, decl->meaning);
        } else if (d.network && dot != std::string::npos && name.compare(0, dot, "network") == 0) {
            if (const StatDecl* decl = find_decl(*d.network, name.substr(dot + 1))) add(name, *decl, decl->meaning);
        } else if (dot != std::string::npos) {
            for (const auto* node : d.node)
                if (const StatDecl* decl = find_decl(*node, name.substr(dot + 1))) {
                    add("*." + decl->name, *decl, "per node (<node>." + decl->name + "): " + decl->meaning);
                    break;
                }
        }
    }
    std::string out = "{";
    for (size_t i = 0; i < entries.size(); ++i) out += (i ? ",\n  " : "\n  ") + entries[i];
    return out + (entries.empty() ? "}" : "\n }");
}

// "parameters": each config key of the points with its unit and meaning (as
// declared), so that a reader of the file needs no catalogue for units.
std::string parameters_json(const std::vector<std::string_view>& keys) {
    std::string out = "{";
    bool first = true;
    for (const std::string_view key : keys) {
        const ParamDecl* decl = find_param(key);
        if (!decl) continue;
        out += first ? "\n  " : ",\n  ";
        append_json_string(out, key);
        out += ": {\"unit\": ";
        append_json_string(out, decl->unit);
        out += ", \"meaning\": ";
        append_json_string(out, decl->description);
        out += '}';
        first = false;
    }
    return out + (first ? "}" : "\n }");
}

// "read": the point's config keys its models read (sim/KeyUse.hpp), so that
// a reader can show those and leave out the keys nothing in the point reads.
namespace {

void append_read_keys_json(std::string& out, const Config& config, const KeyTexts& texts) {
    const std::vector<std::string_view> read = keys_read_views(config);
    out += '[';
    bool first = true;
    // Both in the map's order: one walk through the keys read.
    auto next_read = read.begin();
    size_t next = 0;
    for (const auto& [key, value] : config.values()) {
        while (next_read != read.end() && *next_read < key) ++next_read;
        if (next_read == read.end() || *next_read != key) continue;
        if (!first) out += ", ";
        if (const size_t k = texts.find(next, key); k != KeyTexts::kNone) out += texts.item[k];
        else append_json_string(out, key);
        first = false;
    }
    out += ']';
}

}  // namespace

namespace {

void json_into(TextSink& sink, const std::vector<PointResult>& results, const std::string& provenance) {
    std::string& out = sink.text();
    out += provenance.empty() ? "{" : "{\"provenance\": " + provenance + ",\n ";
    const KeyTexts texts(config_columns(results));
    out += "\"defaults\": ";
    append_config_json(out, default_config(), texts);
    out += ",\n \"statistics\": " + statistics_json(results) + ",\n \"parameters\": " + parameters_json(texts.keys) +
           ",\n \"points\": [";
    for (size_t i = 0; i < results.size(); ++i) {
        const auto& r = results[i];
        out += i ? ",\n  {" : "\n  {";
        out += "\"config\": ";
        append_config_json(out, r.config, texts);
        out += ",\n   \"read\": ";
        append_read_keys_json(out, r.config, texts);
        out += ",\n   \"stats\": ";
        append_stats_json(out, r.stats);
        out += '}';
        sink.point_done();
    }
    out += results.empty() ? "]}\n" : "\n]}\n";
}

}  // namespace

std::string results_json(const std::vector<PointResult>& results, const std::string& provenance) {
    TextSink sink;
    json_into(sink, results, provenance);
    return sink.take();
}

void write_results(const std::filesystem::path& dir, const std::vector<PointResult>& results,
                   const std::string& stem, const std::string& provenance) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw std::runtime_error("cannot create the results directory " + dir.string() + ": " + ec.message());
    // Both files are complete before either is renamed; the two renames
    // follow each other, between a marker's creation and its removal, so a
    // run killed between them leaves the marker (DIR/.montsim.writing.STEM),
    // and scripts refuse the pair instead of mixing two runs.
    const std::filesystem::path csv = dir / (stem + ".csv"), json = dir / (stem + ".json");
    const std::filesystem::path csv_partial = temporary_name(csv), json_partial = temporary_name(json);
    const std::filesystem::path marker = dir / (".montsim.writing." + stem);
    try {
        write_temporary(csv_partial, [&](TextSink& sink) { csv_into(sink, results); });
        write_temporary(json_partial, [&](TextSink& sink) { json_into(sink, results, provenance); });
        write_text_atomically(marker, std::to_string(::getpid()) + "\n");
    } catch (...) {
        // A write that failed (a full disk) leaves nothing of this run: the
        // earlier results stay as they were, with no temporary file beside.
        std::error_code ignored;
        std::filesystem::remove(csv_partial, ignored);
        std::filesystem::remove(json_partial, ignored);
        throw;
    }
    rename_over(csv_partial, csv);
    rename_over(json_partial, json);
    std::filesystem::remove(marker, ec);
}

void write_text_atomically(const std::filesystem::path& path, const std::string& text) {
    const std::filesystem::path partial = temporary_name(path);
    write_temporary(partial, [&text](TextSink& sink) { sink.text() = text; });
    try {
        rename_over(partial, path);
    } catch (...) {
        std::error_code ignored;
        std::filesystem::remove(partial, ignored);
        throw;
    }
}

ResultsLock::ResultsLock(const std::filesystem::path& dir) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) throw std::runtime_error("cannot create the results directory " + dir.string() + ": " + ec.message());
    const std::string path = (dir / ".montsim.lock").string();
    fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ < 0) throw std::runtime_error("cannot open " + path + ": " + std::strerror(errno));
    if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
        char buf[32] = {};
        const ssize_t n = ::pread(fd_, buf, sizeof buf - 1, 0);
        const std::string holder = n > 0 ? " (pid " + std::string(buf, size_t(n)) + ")" : "";
        ::close(fd_);
        fd_ = -1;
        throw std::runtime_error("another montsim run" + holder + " is writing results to " + dir.string() +
                                 "; wait for it to finish, or give this run another --out");
    }
    const std::string pid = std::to_string(::getpid());
    if (::ftruncate(fd_, 0) == 0 && ::pwrite(fd_, pid.data(), pid.size(), 0) < 0) {
        // the pid is only for the other run's message
    }
}

ResultsLock::~ResultsLock() {
    if (fd_ >= 0) ::close(fd_);  // closing releases the lock
}

}  // namespace montsim::sim
