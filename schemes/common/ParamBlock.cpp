#include "schemes/common/ParamBlock.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <regex>
#include <stdexcept>

#include <toml++/toml.h>

#include "schemes/EmbeddedPrograms.hpp"

namespace montsim::schemes {

const ParamBlock& ParamBlock::declared(std::string_view path) {
    static std::mutex lock;
    static std::map<std::string, std::unique_ptr<ParamBlock>, std::less<>> read;
    const std::lock_guard<std::mutex> hold(lock);
    if (const auto it = read.find(path); it != read.end()) return *it->second;
    const std::string where = "schemes/" + std::string(path);
    const std::optional<std::string_view> text = embedded_file(where);
    if (!text) throw std::logic_error(where + " is not compiled into montsim");
    auto block = std::make_unique<ParamBlock>();
    block->path_ = where;
    try {
        const toml::table root = toml::parse(*text, where);
        const toml::array* fields = root["fields"].as_array();
        if (!fields) throw std::logic_error(where + " has no fields list");
        static const std::regex form(R"(([A-Za-z_]\w*)(?:\[(\d+)\])?)");
        for (const auto& f : *fields) {
            std::smatch m;
            const std::string text_of = f.value_or(std::string());
            if (!std::regex_match(text_of, m, form)) throw std::logic_error(where + ": a malformed field " + text_of);
            const uint32_t words = m[2].matched ? uint32_t(std::stoul(m[2])) : 1;
            block->fields_.push_back(Field{m[1], block->bytes_, words});
            block->bytes_ += 4 * words;
        }
    } catch (const toml::parse_error& e) {
        throw std::logic_error(where + ": " + std::string(e.description()));
    }
    return *read.emplace(std::string(path), std::move(block)).first->second;
}

const ParamBlock::Field& ParamBlock::field(std::string_view name) const {
    for (const auto& f : fields_)
        if (f.name == name) return f;
    throw std::logic_error(path_ + " declares no field " + std::string(name));
}

uint32_t ParamBlock::offset(std::string_view name) const { return field(name).offset; }
uint32_t ParamBlock::words(std::string_view name) const { return field(name).words; }

}  // namespace montsim::schemes
