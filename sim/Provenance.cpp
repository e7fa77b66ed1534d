#include "sim/Provenance.hpp"

#include <cctype>
#include <ctime>
#include <thread>

#include "Revision.hpp"
#include "sim/Json.hpp"

namespace montsim::sim {

namespace {

// A shell word as it would be typed ('...' around anything but plain characters).
std::string quoted(const std::string& word) {
    bool plain = !word.empty();
    for (char c : word)
        if (!(isalnum(static_cast<unsigned char>(c)) || std::string("-_./=:,+@").find(c) != std::string::npos))
            plain = false;
    if (plain) return word;
    std::string out = "'";
    for (char c : word) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return out + "'";
}

}  // namespace

std::string montsim_version() { return std::string(MONTSIM_VERSION) + " (revision " + MONTSIM_REVISION + ")"; }

std::string run_provenance(const std::vector<std::string>& args) {
    std::string command = "montsim";
    for (const auto& a : args) command += " " + quoted(a);
    char date[32];
    const std::time_t now = std::time(nullptr);
    std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
    return "{\"montsim\": " + json_string(MONTSIM_VERSION) + ", \"revision\": " + json_string(MONTSIM_REVISION) +
                   ", \"command\": " + json_string(command) + ", \"date\": " + json_string(date) +
                   ", \"host_cores\": " + std::to_string(std::thread::hardware_concurrency()) + "}";
}


}  // namespace montsim::sim
