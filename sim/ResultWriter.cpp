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
#include <set>
#include <stdexcept>
#include <string_view>
#include <unordered_map>

#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/KeyUse.hpp"
#include "sim/Scheme.hpp"
#include "sim/Topology.hpp"

namespace montsim::sim {

namespace {

// Shortest text that reads back as the same double.
std::string number_text(double d) {
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, d);
    return std::string(buf, res.ptr);
}

std::string cell_text(const Value& v) {
    if (const auto* d = std::get_if<double>(&v)) return number_text(*d);
    return to_string(v);
}

// RFC 4180: a field holding a comma, quote or line break is quoted, and a
// quote inside it doubled.
std::string csv_field(const std::string& s) {
    if (s.find_first_of(",\"\r\n") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}


std::string json_value(const Value& v) {
    struct Visitor {
        std::string operator()(int64_t i) const { return std::to_string(i); }
        // JSON has no NaN or infinity.
        std::string operator()(double d) const { return std::isfinite(d) ? number_text(d) : "null"; }
        std::string operator()(bool b) const { return b ? "true" : "false"; }
        std::string operator()(const std::string& s) const { return json_string(s); }
    };
    return std::visit(Visitor{}, v);
}

const Value* find_stat(const Stats& stats, const std::string& name) {
    for (const auto& [n, v] : stats)
        if (n == name) return &v;
    return nullptr;
}

std::vector<std::string> config_columns(const std::vector<PointResult>& results) {
    std::set<std::string> keys;
    for (const auto& r : results)
        for (const auto& [key, value] : r.config.values()) keys.insert(key);
    return {keys.begin(), keys.end()};
}

std::vector<std::string> stat_columns(const std::vector<PointResult>& results) {
    std::vector<std::string> names;
    for (const auto& r : results)
        for (const auto& [name, value] : r.stats)
            if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    return names;
}

// Written under a name of this process's own, then renamed over the file:
// a reader sees the old file or the new one, never a part, and two
// processes never write the same temporary file.
std::filesystem::path temporary_name(const std::filesystem::path& path) {
    return path.string() + ".partial." + std::to_string(::getpid());
}

void write_temporary(const std::filesystem::path& partial, const std::string& text) {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out << text;
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

std::string results_csv(const std::vector<PointResult>& results) {
    if (results.empty()) return {};
    const auto keys = config_columns(results);
    const auto names = stat_columns(results);

    std::string out;
    auto line = [&out](const std::vector<std::string>& fields) {
        for (size_t i = 0; i < fields.size(); ++i) out += (i ? "," : "") + csv_field(fields[i]);
        out += "\n";
    };
    std::vector<std::string> header = keys;
    header.insert(header.end(), names.begin(), names.end());
    line(header);
    for (const auto& r : results) {
        std::vector<std::string> row;
        for (const auto& key : keys) row.push_back(r.config.has(key) ? cell_text(r.config.at(key)) : "");
        for (const auto& name : names) {
            const Value* v = find_stat(r.stats, name);
            row.push_back(v ? cell_text(*v) : "");
        }
        line(row);
    }
    return out;
}

std::string config_json(const Config& cfg) {
    std::string out = "{";
    bool first = true;
    for (const auto& [key, value] : cfg.values()) {
        out += (first ? "" : ", ") + json_string(key) + ": " + json_value(value);
        first = false;
    }
    return out + "}";
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
std::string parameters_json(const std::vector<PointResult>& results) {
    std::set<std::string> keys;
    for (const auto& r : results)
        for (const auto& [key, value] : r.config.values()) keys.insert(key);
    std::string out = "{";
    bool first = true;
    for (const auto& key : keys) {
        const ParamDecl* decl = find_param(key);
        if (!decl) continue;
        out += (first ? "\n  " : ",\n  ") + json_string(key) + ": {\"unit\": " + json_string(decl->unit) +
               ", \"meaning\": " + json_string(decl->description) + "}";
        first = false;
    }
    return out + (first ? "}" : "\n }");
}

// "read": the point's config keys its models read (sim/KeyUse.hpp), so that
// a reader can show those and leave out the keys nothing in the point reads.
std::string read_keys_json(const Config& config) {
    const std::set<std::string> read = keys_read(config);
    std::string out = "[";
    bool first = true;
    for (const auto& [key, value] : config.values()) {
        if (!read.count(key)) continue;
        out += (first ? "" : ", ") + json_string(key);
        first = false;
    }
    return out + "]";
}

std::string results_json(const std::vector<PointResult>& results, const std::string& provenance) {
    std::string out = (provenance.empty() ? "{" : "{\"provenance\": " + provenance + ",\n ") +
                      "\"defaults\": " + config_json(default_config()) + ",\n \"statistics\": " +
                      statistics_json(results) + ",\n \"parameters\": " + parameters_json(results) +
                      ",\n \"points\": [";
    for (size_t i = 0; i < results.size(); ++i) {
        const auto& r = results[i];
        out += i ? ",\n  {" : "\n  {";
        out += "\"config\": " + config_json(r.config) + ",\n   \"read\": " + read_keys_json(r.config) +
               ",\n   \"stats\": {";
        bool first = true;
        for (const auto& [name, value] : r.stats) {
            out += (first ? "" : ", ") + json_string(name) + ": " + json_value(value);
            first = false;
        }
        out += "}}";
    }
    out += results.empty() ? "]}\n" : "\n]}\n";
    return out;
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
        write_temporary(csv_partial, results_csv(results));
        write_temporary(json_partial, results_json(results, provenance));
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
    write_temporary(partial, text);
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
