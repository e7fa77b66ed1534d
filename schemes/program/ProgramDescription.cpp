#include "schemes/program/ProgramDescription.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>

#include <toml++/toml.h>

namespace montsim::schemes {

namespace fs = std::filesystem;

namespace {

const std::vector<std::string> kKeys = {"program", "computes", "result", "result_core", "stack", "params", "links"};
constexpr unsigned kFirstFreePort = 2;  // 0 and 1: the ring's two directions (cores/mb/runtime/README.md)
constexpr unsigned kPorts = 16;

class Reader {
public:
    explicit Reader(std::string file) : file_(std::move(file)) {}
    [[noreturn]] void fail(const toml::node& at, const std::string& what) const {
        throw std::invalid_argument(file_ + ":" + std::to_string(at.source().begin.line) + ": " + what);
    }
    [[noreturn]] void fail(const std::string& what) const { throw std::invalid_argument(file_ + ": " + what); }
    std::string where(const toml::node& at) const { return file_ + ":" + std::to_string(at.source().begin.line); }
    const std::string& file() const { return file_; }

private:
    std::string file_;
};


// "name = expr" (a value), "name[expr]" (an array of zeros), "name[expr] = A"
// (an operand). Read by hand, not by std::regex: its matcher recurses once
// per character, and a hostile entry of 40,000 characters overflowed the
// stack (found by fuzz_description).
BlockField parse_field(const std::string& text, const Reader& r, const toml::node& at) {
    const std::string shown = text.size() > 80 ? text.substr(0, 77) + "..." : text;
    auto fail = [&](const std::string& what) { r.fail(at, "params entry \"" + shown + "\": " + what); };
    auto malformed = [&] { fail("write \"name = expression\", \"name[words]\" or \"name[words] = A\""); };
    auto space = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    const size_t n = text.size();
    size_t i = 0;
    while (i < n && space(text[i])) ++i;
    const size_t name_start = i;
    if (i == n || !(std::isalpha(static_cast<unsigned char>(text[i])) || text[i] == '_')) malformed();
    while (i < n && (std::isalnum(static_cast<unsigned char>(text[i])) || text[i] == '_')) ++i;
    BlockField f;
    f.name = text.substr(name_start, i - name_start);
    while (i < n && space(text[i])) ++i;
    // An expression holds no '=': the first one starts the right-hand side.
    const size_t eq = text.find('=', i);
    const size_t head_end = eq == std::string::npos ? n : eq;
    if (i < head_end && text[i] == '[') {
        const size_t close = text.rfind(']', head_end - 1);
        if (close == std::string::npos || close <= i) malformed();
        f.array = true;
        f.expr = text.substr(i + 1, close - i - 1);
        i = close + 1;
        while (i < head_end && space(text[i])) ++i;
    }
    if (i != head_end) malformed();
    std::string rhs;
    if (eq != std::string::npos) {
        size_t from = eq + 1, to = n;
        while (from < to && space(text[from])) ++from;
        while (to > from && space(text[to - 1])) --to;
        rhs = text.substr(from, to - from);
    }
    if (f.array) {
        if (eq != std::string::npos) {
            if (rhs != "A" && rhs != "B" && rhs != "N" && rhs != "E" && rhs != "R2")
                fail("an array starts as A, B, N (the operands), E (the exponent) or R2 (R^2 mod N), or as zeros "
                     "(write no '=')");
            f.init = rhs;
        }
    } else {
        if (rhs.empty()) fail("a value needs '= expression' (or write name[words] for an array)");
        f.expr = rhs;
    }
    check_expr(f.expr, expr_names(), r.where(at) + ": params entry \"" + f.name + "\"");
    return f;
}

}  // namespace

const BlockField* ProgramDescription::field(const std::string& name) const {
    for (const auto& f : params)
        if (f.name == name) return &f;
    return nullptr;
}

ExprNames expr_names(int64_t value) {
    return {{"s", value}, {"bits", value}, {"p", value}, {"id", value}, {"nprime", value}, {"depth", value}};
}

std::string computes_name(Computes c) {
    switch (c) {
    case Computes::Montgomery: return "montgomery";
    case Computes::Product: return "product";
    case Computes::Modexp: return "modexp";
    default: return "exit status";
    }
}

ProgramDescription read_description(const std::string& path) {
    if (fs::is_directory(path))
        throw std::invalid_argument("the program description " + path + " is a folder, not a .toml file");
    std::ifstream in(path);
    if (!in) throw std::invalid_argument("cannot read the program description " + path);
    std::stringstream text;
    text << in.rdbuf();
    return parse_description(text.str(), path);
}

ProgramDescription parse_description(const std::string& text, const std::string& path) {
    const Reader r(path);
    toml::table root;
    try {
        root = toml::parse(text, path);
    } catch (const toml::parse_error& e) {
        throw std::invalid_argument(path + ":" + std::to_string(e.source().begin.line) + ": " +
                                    std::string(e.description()));
    }
    for (const auto& [key, node] : root)
        if (std::find(kKeys.begin(), kKeys.end(), std::string(key.str())) == kKeys.end()) {
            std::string known;
            for (const auto& k : kKeys) known += (known.empty() ? "" : ", ") + k;
            r.fail(node, "unknown key '" + std::string(key.str()) + "' (a description has " + known + ")");
        }
    ProgramDescription d;
    d.file = path;
    auto text_of = [&](const char* key) -> std::optional<std::string> {
        const toml::node* n = root.get(key);
        if (!n) return std::nullopt;
        if (!n->is_string()) r.fail(*n, std::string(key) + " must be text (in quotes)");
        return n->as_string()->get();
    };
    const auto program = text_of("program");
    if (!program) r.fail("no `program = \"FILE\"`: the description names its program (.c, .s or an ELF)");
    d.program = fs::path(*program).is_absolute() ? *program : (fs::path(path).parent_path() / *program).string();
    if (const auto computes = text_of("computes")) {
        if (*computes == "montgomery") d.computes = Computes::Montgomery;
        else if (*computes == "product") d.computes = Computes::Product;
        else if (*computes == "modexp") d.computes = Computes::Modexp;
        else if (*computes == "exit status" || *computes == "none") d.computes = Computes::ExitStatus;
        else r.fail(*root.get("computes"), "computes = \"" + *computes +
                                               "\": allowed are \"montgomery\" (A*B*R^-1 mod N), \"product\" (A*B), "
                                               "\"modexp\" (A^E mod N) and \"none\" (every core's exit status 0 "
                                               "is a pass)");
    }
    if (const toml::node* n = root.get("stack")) {
        const auto* v = n->as_integer();
        if (!v || v->get() < 4096 || v->get() > (int64_t{1} << 24) || v->get() % 8 != 0)
            r.fail(*n, "stack must be a number of bytes from 4096 to 16777216, a multiple of 8");
        d.stack_bytes = uint32_t(v->get());
    }
    if (const toml::node* n = root.get("params")) {
        const auto* list = n->as_array();
        if (!list) r.fail(*n, "params must be a list of \"name = expression\" and \"name[words]\" texts");
        std::set<std::string> seen;
        for (const auto& e : *list) {
            if (!e.is_string()) r.fail(e, "params entries are texts in quotes");
            BlockField f = parse_field(e.as_string()->get(), r, e);
            if (!seen.insert(f.name).second) r.fail(e, "params: '" + f.name + "' is declared twice");
            f.offset = uint32_t(4 * d.params.size());
            d.params.push_back(std::move(f));
        }
    }
    if (const auto result = text_of("result")) {
        const BlockField* f = d.field(*result);
        if (!f || !f->array)
            r.fail(*root.get("result"), "result = \"" + *result + "\" is not an array of the params block");
        d.result = *result;
    }
    if (d.computes != Computes::ExitStatus && d.result.empty())
        r.fail("computes = \"" + computes_name(d.computes) +
               "\" needs `result = \"NAME\"`, the params array that holds the result");
    // What the check computes from: an operand the program is not given
    // would be zeros in its memory and the comparison a list of wrong words.
    if (d.computes != Computes::ExitStatus) {
        const std::vector<std::string> needs = d.computes == Computes::Modexp ? std::vector<std::string>{"A", "E", "N"}
                                               : d.computes == Computes::Product
                                                   ? std::vector<std::string>{"A", "B"}
                                                   : std::vector<std::string>{"A", "B", "N"};
        std::string missing;
        for (const auto& op : needs)
            if (std::none_of(d.params.begin(), d.params.end(), [&](const BlockField& f) { return f.init == op; }))
                missing += (missing.empty() ? "" : ", ") + op;
        if (!missing.empty())
            r.fail(*root.get("computes"), "computes = \"" + computes_name(d.computes) + "\" is checked against " +
                                              "operands the program is not given: no params array takes " + missing +
                                              " (e.g. \"a[s] = A\")");
    }
    if (const toml::node* n = root.get("result_core")) {
        if (const auto* v = n->as_integer()) {
            if (v->get() < 0 || v->get() > 255) r.fail(*n, "result_core must be a core id 0..255 or \"all\"");
            d.result_core = int(v->get());
        } else if (!(n->is_string() && n->as_string()->get() == "all")) {
            r.fail(*n, "result_core must be a core id 0..255 or \"all\"");
        }
    }
    if (const toml::node* n = root.get("links")) {
        const auto* t = n->as_table();
        if (!t) r.fail(*n, "links must be a table: [links] with `PORT = \"destination\"` lines");
        for (const auto& [key, dest] : *t) {
            const std::string k(key.str());
            const bool digits = !k.empty() && std::all_of(k.begin(), k.end(), [](char c) { return c >= '0' && c <= '9'; });
            const unsigned port = digits && k.size() < 4 ? unsigned(std::stoi(k)) : kPorts;
            if (port < kFirstFreePort || port >= kPorts)
                r.fail(dest, "links: port " + k + " is not one of 2..15 (0 and 1 are the ring's)");
            if (!dest.is_string()) r.fail(dest, "links: port " + k + " needs a destination expression in quotes");
            check_expr(dest.as_string()->get(), expr_names(), r.where(dest) + ": links." + k);
            d.links[port] = dest.as_string()->get();
        }
    }
    return d;
}

ProgramDescription description_of(const std::string& path) {
    if (fs::path(path).extension() == ".toml") return read_description(path);
    ProgramDescription d;
    d.program = path;
    return d;
}

std::string c_header(const ProgramDescription& d) {
    std::ostringstream o;
    o << "/* montsim_params.h: the parameter block montsim writes before the cores start,\n"
      << " * generated from " << (d.file.empty() ? std::string("the program's description") : d.file)
      << " (its params list; do not edit). */\n"
      << "#ifndef MONTSIM_PARAMS_H\n#define MONTSIM_PARAMS_H\n\n#include <stdint.h>\n\n"
      << "struct montsim_params {\n";
    for (const auto& f : d.params) {
        if (f.array)
            o << "    uint32_t *" << f.name << ";  /* " << f.expr << " words"
              << (f.init.empty() ? "" : ": operand " + f.init) << " */\n";
        else
            o << "    uint32_t " << f.name << ";  /* " << f.expr << " */\n";
    }
    if (d.params.empty()) o << "    uint32_t unused;\n";
    o << "};\n\n"
      << "/* In .data (crt0 clears .bss after montsim has written the block); weak, so\n"
      << " * that every file of the program may include this header. */\n"
      << "__attribute__((section(\".data\"), weak)) struct montsim_params params;\n\n#endif\n";
    return o.str();
}

std::string asm_equates(const ProgramDescription& d) {
    std::ostringstream o;
    o << "# montsim_params.inc.s: the parameter block's offsets, generated from "
      << (d.file.empty() ? std::string("the program's description") : d.file) << "\n"
      << "# (do not edit). The program defines `params: .space PARAMS_SIZE` in .data.\n";
    for (const auto& f : d.params) {
        std::string upper = f.name;
        for (char& c : upper) c = char(std::toupper(static_cast<unsigned char>(c)));
        o << "        .equ    PARAMS_" << upper << ", " << f.offset << "    # "
          << (f.array ? "&" + f.name + "[" + f.expr + "]" + (f.init.empty() ? "" : " = " + f.init) : f.expr) << "\n";
    }
    o << "        .equ    PARAMS_SIZE, " << d.block_bytes() << "\n";
    return o.str();
}

}  // namespace montsim::schemes
