// The source model's helpers: errors with their position, the operand
// tables, register names.
#include "cores/mb/toolchain/AsmSource.hpp"

#include <algorithm>
#include <filesystem>

namespace montsim::mb {

AsmError::AsmError(std::string file_name, int line_number, int column_number, const std::string& message)
    : std::runtime_error(file_name + ":" + std::to_string(line_number) + ":" + std::to_string(column_number) +
                         ": error: " + message),
      file(std::move(file_name)),
      line(line_number),
      column(column_number) {}

namespace assembler {

[[noreturn]] void fail(const Source& src, Pos pos, const std::string& message) {
    if (pos.line >= 1 && static_cast<size_t>(pos.line) <= src.lines.size()) {
        const SourceLine& l = src.lines[static_cast<size_t>(pos.line) - 1];
        throw AsmError(src.files[l.file], l.line, pos.column, message);
    }
    throw AsmError(src.files[0], pos.line, pos.column, message);
}

std::string line_ref(const Source& src, int line, int from) {
    const SourceLine& l = src.lines[static_cast<size_t>(line) - 1];
    const SourceLine& f = src.lines[static_cast<size_t>(from) - 1];
    std::string ref = "line " + std::to_string(l.line);
    if (src.files[l.file] != src.files[f.file]) ref += " of " + src.files[l.file];
    return ref;
}

bool iequals(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

bool is_symbol_start(char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '$';
}

bool has_type_b_immediate(const OpInfo& e) {
    return e.format == Format::RdRaImm || e.format == Format::Imm || e.format == Format::RdImm ||
           e.format == Format::RaImm;
}

bool is_branch(const OpInfo& e) {
    return e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch ||
           e.timing == TimingClass::Return;
}

bool is_pc_relative(const OpInfo& e) {
    return (e.timing == TimingClass::Branch || e.timing == TimingClass::CondBranch) && !e.absolute &&
           has_type_b_immediate(e);
}

FormatOperands operands_of(Format f) {
    switch (f) {
    case Format::RdRaRb: return {"DAB", "rD, rA, rB"};
    case Format::RdRaImm: return {"DAI", "rD, rA, IMM"};
    case Format::RdRaShift: return {"DAS", "rD, rA, IMM5"};
    case Format::RdRa: return {"DA", "rD, rA"};
    case Format::Rb: return {"B", "rB"};
    case Format::RdRb: return {"DB", "rD, rB"};
    case Format::Imm: return {"I", "IMM"};
    case Format::RdImm: return {"DI", "rD, IMM"};
    case Format::RaRb: return {"AB", "rA, rB"};
    case Format::RaImm: return {"AI", "rA, IMM"};
    case Format::RdSpr: return {"DP", "rD, rSPR"};
    case Format::SprRa: return {"PA", "rSPR, rA"};
    case Format::RdFsl: return {"DF", "rD, rfslN"};
    case Format::RaFsl: return {"AF", "rA, rfslN"};
    }
    return {"", ""};
}

const Pseudo* find_pseudo(std::string_view lower_name) {
    for (const auto& p : kPseudos)
        if (p.name == lower_name) return &p;
    return nullptr;
}

std::optional<int> parse_numbered(std::string_view word, std::string_view prefix, int max) {
    if (word.size() <= prefix.size() || !iequals(word.substr(0, prefix.size()), prefix)) return std::nullopt;
    std::string_view digits = word.substr(prefix.size());
    if (digits.size() > 2 || (digits.size() > 1 && digits[0] == '0')) return std::nullopt;
    int n = 0;
    for (char c : digits) {
        if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
        n = n * 10 + (c - '0');
    }
    if (n > max) return std::nullopt;
    return n;
}

std::optional<int> parse_special(std::string_view word) {
    if (iequals(word, "rpc")) return static_cast<int>(kSprPc);
    if (iequals(word, "rmsr")) return static_cast<int>(kSprMsr);
    if (word.size() >= 5 && iequals(word.substr(0, 4), "rpvr")) {
        unsigned n = 0;
        for (char c : word.substr(4)) {
            if (c < '0' || c > '9') return std::nullopt;
            n = n * 10 + unsigned(c - '0');
            if (n > kSprPvrLast - kSprPvr0) return std::nullopt;
        }
        return static_cast<int>(kSprPvr0 + n);
    }
    return std::nullopt;
}

}  // namespace assembler
}  // namespace montsim::mb
