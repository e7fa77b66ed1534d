#include "sim/Json.hpp"

#include <cstdio>

namespace montsim::sim {

std::string json_string(const std::string& s) {
    std::string out;
    out.reserve(s.size() + 2);
    append_json_string(out, s);
    return out;
}

void append_json_string(std::string& out, std::string_view s) {
    // Written for every key and text value of every point's results: runs of
    // plain characters are appended whole.
    out += '"';
    size_t plain = 0;  // start of the run of characters that need no escape
    for (size_t i = 0; i < s.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c != '"' && c != '\\') continue;
        out.append(s, plain, i - plain);
        plain = i + 1;
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default: {
            char buf[8];
            std::snprintf(buf, sizeof buf, "\\u%04x", c);
            out += buf;
        }
        }
    }
    out.append(s, plain, std::string::npos);
    out += '"';
}

}  // namespace montsim::sim
