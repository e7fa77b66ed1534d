#include "sim/HostMemory.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <fstream>
#include <sstream>

namespace montsim::sim {

namespace {

// Anything at or above this is "no limit" (cgroup v1 writes 2^63 rounded
// down to a page).
constexpr uint64_t kUnlimited = uint64_t{1} << 60;

std::optional<uint64_t> number_in(const std::string& path) {
    std::ifstream in(path);
    std::string text;
    if (!(in >> text) || text == "max") return std::nullopt;
    try {
        size_t used = 0;
        const unsigned long long v = std::stoull(text, &used);
        if (used != text.size() || v >= kUnlimited) return std::nullopt;
        return uint64_t(v);
    } catch (const std::exception&) {
        return std::nullopt;
    }
}

// The process's mapped address space (VmSize of /proc/self/status).
uint64_t mapped_bytes() {
    std::ifstream in("/proc/self/status");
    std::string line;
    while (std::getline(in, line))
        if (line.rfind("VmSize:", 0) == 0) {
            std::istringstream fields(line.substr(7));
            uint64_t kib = 0;
            fields >> kib;
            return kib << 10;
        }
    return 0;
}

std::string gib_text(uint64_t bytes) {
    std::ostringstream os;
    os.precision(1);
    os << std::fixed << double(bytes) / double(uint64_t{1} << 30) << " GiB";
    return os.str();
}

std::string mib_text(uint64_t bytes) { return std::to_string((bytes + (1 << 20) - 1) >> 20) + " MiB"; }

std::optional<HostLimit> address_space_limit() {
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY || limit.rlim_cur >= kUnlimited)
        return std::nullopt;
    const uint64_t cap = limit.rlim_cur, used = mapped_bytes();
    return HostLimit{cap > used ? cap - used : 0, "what the address-space limit leaves: ulimit -v " + gib_text(cap) +
                                                      ", " + mib_text(used) + " mapped already"};
}

// The cgroup's limit less its use: v2 (a "0::PATH" line) or v1 (a
// "N:memory:PATH" line), at the process's own cgroup or, inside a container
// that hides the path, at the mount's root.
std::optional<HostLimit> cgroup_limit() {
    std::ifstream in("/proc/self/cgroup");
    std::string line;
    while (std::getline(in, line)) {
        const size_t first = line.find(':'), second = line.find(':', first + 1);
        if (first == std::string::npos || second == std::string::npos) continue;
        const std::string controllers = line.substr(first + 1, second - first - 1), path = line.substr(second + 1);
        std::string limit_file, usage_file, root;
        if (controllers.empty()) root = "/sys/fs/cgroup", limit_file = "memory.max", usage_file = "memory.current";
        else if (controllers == "memory")
            root = "/sys/fs/cgroup/memory", limit_file = "memory.limit_in_bytes", usage_file = "memory.usage_in_bytes";
        else continue;
        for (const std::string& dir : {root + path, root}) {
            const std::optional<uint64_t> cap = number_in(dir + "/" + limit_file);
            if (!cap) continue;
            const uint64_t used = number_in(dir + "/" + usage_file).value_or(0);
            return HostLimit{*cap > used ? *cap - used : 0, "what the cgroup's memory limit leaves: " + limit_file +
                                                                " " + gib_text(*cap) + ", " + mib_text(used) +
                                                                " in use"};
        }
    }
    return std::nullopt;
}

}  // namespace

uint64_t half_physical_memory() {
    const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGE_SIZE);
    return pages > 0 && page > 0 ? uint64_t(pages) * uint64_t(page) / 2 : uint64_t{4} << 30;
}

std::optional<HostLimit> host_memory_limit() {
    std::optional<HostLimit> a = address_space_limit(), c = cgroup_limit();
    if (a && c) return a->bytes <= c->bytes ? a : c;
    return a ? a : c;
}

}  // namespace montsim::sim
