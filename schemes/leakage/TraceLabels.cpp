#include "schemes/leakage/TraceLabels.hpp"

#include <cctype>
#include <sstream>
#include <stdexcept>

namespace montsim::schemes::leakage {

namespace {

// The text of "key":"..." or the number of "key":N in one line; "" if absent.
std::string field(const std::string& line, const std::string& key) {
    const std::string tag = "\"" + key + "\":";
    const size_t at = line.find(tag);
    if (at == std::string::npos) return "";
    size_t from = at + tag.size();
    if (from < line.size() && line[from] == '"') {
        const size_t end = line.find('"', from + 1);
        return end == std::string::npos ? "" : line.substr(from + 1, end - from - 1);
    }
    size_t end = from;
    while (end < line.size() && (std::isdigit(static_cast<unsigned char>(line[end])))) ++end;
    return line.substr(from, end - from);
}

}  // namespace

std::map<std::string, int64_t> label_cycles(const std::string& jsonl) {
    std::map<std::string, int64_t> cycles;
    std::istringstream in(jsonl);
    std::string line, current;
    int64_t since = 0;
    size_t number = 0;
    while (std::getline(in, line)) {
        ++number;
        if (line.empty()) continue;
        const std::string ev = field(line, "ev"), t = field(line, "t");
        if (ev.empty() || t.empty())
            throw std::runtime_error("trace line " + std::to_string(number) + " is not a trace event: " + line);
        if (ev != "label" && ev != "halt") continue;
        const int64_t now = std::stoll(t);
        if (!current.empty()) cycles[current] += now - since;
        if (ev == "halt") break;
        current = field(line, "name");
        since = now;
    }
    return cycles;
}

}  // namespace montsim::schemes::leakage
