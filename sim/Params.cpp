#include "sim/Params.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <iomanip>
#include <sstream>

#include "cores/mb/MbCore.hpp"
#include "cores/mb/Timing.hpp"
#include "network/LatencyModel.hpp"
#include "network/Topology.hpp"
#include "sim/Scheme.hpp"

namespace montsim::sim {

// Builders keep each declaration on a few readable lines.
ParamDecl int_param(std::string key, std::optional<int64_t> def, int64_t lo, int64_t hi, std::string unit,
                    std::string description) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Int;
    if (def) d.default_value = Value{*def};
    d.int_min = lo;
    d.int_max = hi;
    d.unit = std::move(unit);
    d.description = std::move(description);
    return d;
}

ParamDecl bool_param(std::string key, bool def, std::string description) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Bool;
    d.default_value = Value{def};
    d.description = std::move(description);
    return d;
}

ParamDecl choice_param(std::string key, std::vector<std::string> choices, std::string def,
                       std::string description) {
    ParamDecl d;
    d.key = std::move(key);
    d.type = ParamType::Choice;
    d.choices = std::move(choices);
    d.default_value = Value{std::move(def)};
    d.description = std::move(description);
    return d;
}

namespace {

// One timing.NAME per timing table entry, so a new entry in the table needs
// no change here. Optional: without it the chosen pipeline's value applies.
void add_timing_params(std::vector<ParamDecl>& list) {
    using mb::Pipeline;
    const auto five = mb::TimingTable::for_pipeline(Pipeline::FiveStage);
    const auto three = mb::TimingTable::for_pipeline(Pipeline::ThreeStage);
    for (const auto& e : mb::TimingTable::entries()) {
        ParamDecl d = int_param("timing." + std::string(e.name), std::nullopt, e.min_cycles,
                                mb::TimingTable::kMaxCycles, "cycles", std::string(e.description));
        d.absent_note = "per pipeline (" + std::string(mb::pipeline_name(Pipeline::FiveStage)) + " " +
                        std::to_string(five.*(e.field)) + ", " +
                        std::string(mb::pipeline_name(Pipeline::ThreeStage)) + " " +
                        std::to_string(three.*(e.field)) + ")";
        list.push_back(std::move(d));
    }
}

template <typename T>
std::vector<std::string> names(const std::vector<T>& registry) {
    std::vector<std::string> out;
    for (const auto& entry : registry) out.emplace_back(entry.name);
    return out;
}

template <typename T>
std::string summaries(const std::vector<T>& registry) {
    std::string out;
    for (const auto& entry : registry) out += (out.empty() ? "" : "; ") + std::string(entry.name) + " = " + std::string(entry.summary);
    return out;
}

std::vector<ParamDecl> declare_params() {
    std::vector<ParamDecl> list;

    if (schemes().empty()) {
        ParamDecl d;
        d.key = "scheme.name";
        d.type = ParamType::Text;
        d.description = "the scheme to run (none is registered in this program)";
        list.push_back(std::move(d));
    } else {
        list.push_back(choice_param("scheme.name", names(schemes()), schemes().front().name,
                                    "the scheme to run (montsim --help lists them)"));
    }
    {
        ParamDecl bits = int_param("scheme.bits", 1024, 32, 16384, "bits",
                                   "operand and modulus size; s = bits/32 words");
        bits.multiple_of = 32;  // the word size: operands are whole words
        list.push_back(std::move(bits));
    }
    list.push_back(int_param("scheme.seed", 1, 0, (int64_t{1} << 31) - 1, "",
                             "seed of the random operands A, B and the odd modulus N"));
    for (const char* name : {"a", "b", "n"}) {
        ParamDecl d;
        d.key = std::string("scheme.") + name;
        d.type = ParamType::Text;
        d.unit = "hex";
        d.description = std::string("operand ") + (name[0] == 'n' ? "N (the odd modulus)" : name[0] == 'a' ? "A" : "B") +
                        " as a hexadecimal number (0x...) below 2^bits; A and B must be below N";
        d.absent_note = "random, from scheme.seed";
        list.push_back(std::move(d));
    }
    // Each scheme's own keys; a key several schemes share is listed once.
    for (const auto& scheme : schemes())
        for (const auto& d : scheme.params)
            if (std::none_of(list.begin(), list.end(), [&](const ParamDecl& x) { return x.key == d.key; }))
                list.push_back(d);

    list.push_back(int_param("vliw.latency_load", 1, 1, 16, "cycles", "VLIW Load, until the word is in the register"));
    list.push_back(int_param("vliw.latency_store", 1, 1, 16, "cycles", "VLIW Store, until a Load sees the word"));
    list.push_back(int_param("vliw.latency_mul", 2, 1, 16, "cycles", "VLIW Mul, until R(i+1):Ri hold the product"));
    list.push_back(int_param("vliw.latency_add", 1, 1, 16, "cycles", "VLIW Add, Adc, Sub, until Ri and the carry are written"));

    list.push_back(int_param("link.latency", 32, 1, int64_t{1} << 32, "cycles",
                             "TTU: cycles from a put to the earliest get of that word (ring); on a routed "
                             "topology (platform.topology) the latency of each link between routers"));
    list.push_back(choice_param("link.model", names(net::latency_models()), std::string(net::latency_models().front().name),
                                "how latency applies: " + summaries(net::latency_models())));
    list.push_back(int_param("link.depth", 16, 1, 1048576, "words",
                             "FSL FIFO depth: words between put and get (see link.model for which words count)"));
    list.push_back(int_param("platform.cores", 0, 0, 256, "cores",
                             "nodes on the platform; 0 = as many as the scheme uses (e.g. scheme.p)"));
    list.push_back(choice_param("platform.topology", names(net::topologies()), std::string(net::topologies().front().name),
                                "what carries the scheme's logical links: " + summaries(net::topologies())));
    list.push_back(choice_param("platform.placement", net::placement_names(), "identity",
                                "routed topologies: where logical core i sits: identity (router i), snake (row by "
                                "row, every other row reversed, so ring neighbours stay mesh neighbours), random "
                                "(a permutation from platform.placement_seed), list (platform.placement_list)"));
    {
        ParamDecl d;
        d.key = "platform.placement_list";
        d.type = ParamType::Text;
        d.description = "platform.placement = list: the router of each logical core, comma-separated "
                        "(\"3,0,1,2\"), each router at most once";
        d.absent_note = "none";
        list.push_back(std::move(d));
    }
    list.push_back(int_param("platform.placement_seed", 1, 0, (int64_t{1} << 31) - 1, "",
                             "platform.placement = random: the seed of the permutation"));
    list.push_back(int_param("router.latency", 1, 1, 64, "cycles",
                             "routed topologies: from a word entering a router's input buffer to leaving it"));
    list.push_back(int_param("router.buffer", 4, 1, 1024, "words",
                             "routed topologies: each router input buffer (and injection buffer); credit flow "
                             "control keeps a router from sending into a full one"));

    list.push_back(choice_param("core.pipeline", names_of(mb::kPipelineNames), std::string(mb::kPipelineNames[0].name),
                                "MicroBlaze pipeline: C_AREA_OPTIMIZED = 0 (5-stage) or 1 (3-stage)"));
    list.push_back(bool_param("core.barrel", true, "barrel shifter present (C_USE_BARREL)"));
    list.push_back(choice_param("core.hw_mul", names_of(mb::kHwMulNames), "mul64",
                                "hardware multiplier, C_USE_HW_MUL = 0/1/2 (mul64 adds mulh, mulhu, mulhsu)"));
    list.push_back(int_param("core.memory_kb", 64, 1, 1048576, "KiB", "local memory (LMB BRAM) size per core"));

    list.push_back(int_param("run.cycle_limit", 10'000'000'000, 1, int64_t{1} << 62, "cycles",
                             "a run that goes past this many cycles stops with an error"));
    list.push_back(choice_param("run.timing", names_of(mb::kTimingModeNames), std::string(mb::kTimingModeNames[0].name),
                                "MicroBlaze cores: sync-free = a blocking FSL transfer on a ring link never "
                                "synchronises with SystemC (fastest; a platform with a non-blocking transfer in a "
                                "program, or a routed or clocked network, runs decoupled instead); decoupled = "
                                "synchronise at every FSL transfer; lockstep = after every instruction (all three: "
                                "the same cycles; the independent reference is run.network = clocked)"));
    list.push_back(choice_param("run.network", names(net::network_modes()), std::string(net::network_modes().front().name),
                                "how links and routers are simulated: timestamped = the fast path; clocked = the "
                                "independent reference, a clock edge every cycle (same cycles, slower; README "
                                "\"The clocked reference\")"));

    {
        ParamDecl d;
        d.key = "trace.dir";
        d.type = ParamType::Text;
        d.unit = "folder";
        d.description = "MicroBlaze cores: write each point's event trace below this folder (a folder per point: "
                        "config.json and coreN.jsonl; README \"Traces\"); tracing changes no cycle";
        d.absent_note = "no trace";
        d.not_for_baselines = true;
        list.push_back(std::move(d));
    }

    add_timing_params(list);
    return list;
}

// Large bounds read better as powers of two: 2^62 rather than 19 digits.
std::string bound_text(int64_t n) {
    for (int k = 31; k < 63; ++k) {
        const int64_t p = int64_t{1} << k;
        if (n == p) return "2^" + std::to_string(k);
        if (n == p - 1) return "2^" + std::to_string(k) + "-1";
    }
    return std::to_string(n);
}

std::string double_text(double d) {
    char buf[32];
    auto res = std::to_chars(buf, buf + sizeof buf, d);
    return std::string(buf, res.ptr);
}

// As TOML writes a float: 512.0, not 512, which would read as an integer.
std::string float_literal(double d) {
    std::string s = double_text(d);
    if (std::isfinite(d) && s.find_first_of(".eE") == std::string::npos) s += ".0";
    return s;
}

std::string toml_string(std::string_view s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

// TOML allows 10_000_000_000; so does --set, for the same reason.
std::string without_digit_separators(std::string_view text) {
    std::string out;
    for (size_t i = 0; i < text.size(); ++i) {
        const bool between_digits = i > 0 && i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i - 1])) &&
                                    std::isdigit(static_cast<unsigned char>(text[i + 1]));
        if (text[i] == '_' && between_digits) continue;
        out += text[i];
    }
    return out;
}

template <typename T>
std::optional<T> parse_number(std::string_view text) {
    std::string s = without_digit_separators(text);
    if (!s.empty() && s[0] == '+') s.erase(0, 1);
    T v{};
    const char* end = s.data() + s.size();
    auto res = std::from_chars(s.data(), end, v);
    if (s.empty() || res.ec != std::errc{} || res.ptr != end) return std::nullopt;
    return v;
}

size_t edit_distance(std::string_view a, std::string_view b) {
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diag = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t up = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diag = up;
        }
    }
    return row[b.size()];
}

}  // namespace

std::optional<Value> ParamDecl::accept(const Value& v) const {
    switch (type) {
    case ParamType::Int: {
        const auto* i = std::get_if<int64_t>(&v);
        if (!i || *i < int_min || *i > int_max || *i % multiple_of != 0) return std::nullopt;
        return v;
    }
    case ParamType::Double: {
        double d;
        if (const auto* i = std::get_if<int64_t>(&v)) d = static_cast<double>(*i);
        else if (const auto* p = std::get_if<double>(&v)) d = *p;
        else return std::nullopt;
        if (!std::isfinite(d) || d < double_min || d > double_max) return std::nullopt;
        return Value{d};
    }
    case ParamType::Bool:
        if (!std::holds_alternative<bool>(v)) return std::nullopt;
        return v;
    case ParamType::Choice: {
        const auto* s = std::get_if<std::string>(&v);
        if (!s || std::find(choices.begin(), choices.end(), *s) == choices.end()) return std::nullopt;
        return v;
    }
    case ParamType::Text:
        if (!std::holds_alternative<std::string>(v)) return std::nullopt;
        return v;
    }
    return std::nullopt;
}

std::optional<Value> ParamDecl::parse(std::string_view text) const {
    switch (type) {
    case ParamType::Int:
        if (auto i = parse_number<int64_t>(text)) return accept(Value{*i});
        return std::nullopt;
    case ParamType::Double:
        if (auto d = parse_number<double>(text)) return accept(Value{*d});
        return std::nullopt;
    case ParamType::Bool:
        if (text == "true") return Value{true};
        if (text == "false") return Value{false};
        return std::nullopt;
    case ParamType::Choice:
    case ParamType::Text:
        // A user may quote the value as in the config file: core.pipeline="3-stage".
        if (text.size() >= 2 && (text.front() == '"' || text.front() == '\'') && text.back() == text.front())
            text = text.substr(1, text.size() - 2);
        return accept(Value{std::string(text)});
    }
    return std::nullopt;
}

std::string ParamDecl::requirement() const {
    switch (type) {
    case ParamType::Int: {
        const std::string range = bound_text(int_min) + ".." + bound_text(int_max);
        if (multiple_of > 1) return "a multiple of " + std::to_string(multiple_of) + " in " + range;
        return "an integer in " + range;
    }
    case ParamType::Double:
        return "a number in " + double_text(double_min) + ".." + double_text(double_max);
    case ParamType::Bool:
        return "true or false";
    case ParamType::Text:
        return "a string";
    case ParamType::Choice: {
        std::string out = "one of ";
        for (size_t i = 0; i < choices.size(); ++i) out += (i ? ", " : "") + toml_string(choices[i]);
        return out;
    }
    }
    return {};
}

std::string ParamDecl::rejection(const Value& v) const {
    return key + " = " + value_literal(v) + ": must be " + requirement();
}

const std::vector<ParamDecl>& params() {
    // Rebuilt when a scheme registers: its keys join the list.
    static std::vector<ParamDecl> list;
    static uint64_t built_for = UINT64_MAX;
    if (built_for != scheme_registry_generation()) {
        list = declare_params();
        built_for = scheme_registry_generation();
    }
    return list;
}

const ParamDecl* find_param(std::string_view key) {
    for (const auto& d : params())
        if (d.key == key) return &d;
    return nullptr;
}

std::string closest_param(std::string_view key) {
    // A key written without its section ("pipeline") names its parameter.
    for (const auto& d : params())
        if (d.key.size() > key.size() && d.key.compare(d.key.size() - key.size(), key.size(), key) == 0 &&
            d.key[d.key.size() - key.size() - 1] == '.')
            return d.key;
    const ParamDecl* best = nullptr;
    size_t best_distance = std::max<size_t>(2, key.size() / 3) + 1;  // farther is not a typo
    for (const auto& d : params()) {
        const size_t dist = edit_distance(key, d.key);
        if (dist < best_distance) {
            best = &d;
            best_distance = dist;
        }
    }
    return best ? best->key : std::string();
}

Config default_config() {
    Config cfg;
    for (const auto& d : params())
        if (d.default_value) cfg.set(d.key, *d.default_value);
    return cfg;
}

std::string value_literal(const Value& v) {
    if (const auto* s = std::get_if<std::string>(&v)) return toml_string(*s);
    if (const auto* d = std::get_if<double>(&v)) return float_literal(*d);
    return to_string(v);
}

std::string wrapped(const std::string& text, size_t indent, size_t width) {
    std::string out, line;
    std::istringstream words(text);
    for (std::string word; words >> word;) {
        if (!line.empty() && indent + line.size() + 1 + word.size() > width) {
            out += std::string(indent, ' ') + line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) out += std::string(indent, ' ') + line + "\n";
    return out;
}

std::string params_help() {
    std::ostringstream os;
    size_t width = 0;
    for (const auto& d : params()) width = std::max(width, d.key.size());
    for (const auto& d : params()) {
        const std::string def = d.default_value ? value_literal(*d.default_value) : d.absent_note;
        os << "  " << std::left << std::setw(static_cast<int>(width)) << d.key << "  default " << def << "; "
           << d.requirement();
        if (!d.unit.empty()) os << " (" << d.unit << ")";
        os << "\n" << wrapped(d.description, 6, 79);
    }
    return os.str();
}

}  // namespace montsim::sim
