// A built-in scheme's parameter block as its one declaration says
// (schemes/<scheme>/<name>.params.toml, compiled into montsim): the C++
// layouts write the block by field name, the assembly reads it by the
// offsets generated from the same file, and the C structs are checked
// against it (tests/structure/test_param_blocks.py). Read once per process;
// a layout keeps the offsets it needs, so no name is looked up per point.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace montsim::schemes {

class ParamBlock {
public:
    // The declaration at `path` below schemes/ ("pshs/pshs.params.toml");
    // std::logic_error if it is not embedded or not well formed (a bug).
    static const ParamBlock& declared(std::string_view path);

    // A field's byte offset and its words; std::logic_error naming the
    // declaration for a field it does not have (a layout out of step).
    uint32_t offset(std::string_view field) const;
    uint32_t words(std::string_view field) const;
    uint32_t bytes() const { return bytes_; }

private:
    struct Field {
        std::string name;
        uint32_t offset, words;
    };
    const Field& field(std::string_view name) const;
    std::string path_;
    std::vector<Field> fields_;
    uint32_t bytes_ = 0;
};

}  // namespace montsim::schemes
