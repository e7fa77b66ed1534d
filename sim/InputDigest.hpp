// A file that decides a point's result beyond its parameters (a user's
// program, its description, what the program is built from) and a digest of
// its content: Scheme::inputs lists them, a point's record carries them, and
// `montsim run --resume` runs a point again whose inputs changed since.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace montsim::sim {

struct InputDigest {
    std::string what;    // a path, or what the digest is of ("the program built from FILE")
    std::string digest;  // 16 hexadecimal digits
    bool operator==(const InputDigest& o) const { return what == o.what && digest == o.digest; }
    bool operator!=(const InputDigest& o) const { return !(*this == o); }
};
using InputDigests = std::vector<InputDigest>;

// 16 hexadecimal digits of FNV-1a over `bytes`.
std::string digest_of(std::string_view bytes);

// The digest of a file's content, "unreadable" if it cannot be read.
std::string digest_of_file(const std::string& path);

// What differs between the inputs a record was made with and the inputs
// now: "FILE changed", "FILE is new", one phrase per input, joined by "; ";
// empty when they agree.
std::string changed_inputs(const InputDigests& then, const InputDigests& now);

}  // namespace montsim::sim
