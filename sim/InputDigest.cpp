#include "sim/InputDigest.hpp"

#include <cstdio>
#include <fstream>
#include <iterator>

#include "sim/Hash.hpp"

namespace montsim::sim {

std::string digest_of(std::string_view bytes) {
    char buf[17];
    std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(fnv_text(bytes)));
    return buf;
}

std::string digest_of_file(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return "unreadable";
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (in.bad()) return "unreadable";
    return digest_of(text);
}

std::string changed_inputs(const InputDigests& then, const InputDigests& now) {
    std::string said;
    auto say = [&](const std::string& phrase) { said += (said.empty() ? "" : "; ") + phrase; };
    for (const auto& n : now) {
        const InputDigest* t = nullptr;
        for (const auto& x : then)
            if (x.what == n.what) t = &x;
        if (!t) say(n.what + " is new");
        else if (t->digest != n.digest) say(n.what + (n.digest == "unreadable" ? " cannot be read" : " changed"));
    }
    for (const auto& t : then) {
        bool kept = false;
        for (const auto& n : now) kept = kept || n.what == t.what;
        if (!kept) say(t.what + " is no longer an input");
    }
    return said;
}

}  // namespace montsim::sim
