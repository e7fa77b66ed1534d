#include "cores/vliw/PacketProgram.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <tuple>
#include <sstream>
#include <stdexcept>

namespace montsim::vliw {

namespace {

#define MONTSIM_POP_NAME(e, name, format) name,
constexpr const char* kNames[] = {MONTSIM_PACKET_OPS(MONTSIM_POP_NAME)};
#undef MONTSIM_POP_NAME
#define MONTSIM_POP_FORMAT(e, name, format) PacketFormat::format,
constexpr PacketFormat kFormats[] = {MONTSIM_PACKET_OPS(MONTSIM_POP_FORMAT)};
#undef MONTSIM_POP_FORMAT

std::string trim(const std::string& s) {
    const size_t b = s.find_first_not_of(" \t\r");
    if (b == std::string::npos) return "";
    return s.substr(b, s.find_last_not_of(" \t\r") - b + 1);
}

// Where an assembly error is: "NAME:LINE:COL: ".
struct Place {
    const std::string* source;
    uint32_t line;
    size_t col;
    [[noreturn]] void fail(const std::string& what) const {
        throw std::invalid_argument(*source + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + what);
    }
};

bool parse_int(const std::string& s, int64_t& out) {
    if (s.empty()) return false;
    try {
        size_t used = 0;
        const bool neg = s[0] == '-';
        const std::string body = neg ? s.substr(1) : s;
        if (body.empty() || !std::isdigit(uint8_t(body[0]))) return false;
        const unsigned long long v = std::stoull(body, &used, 0);
        if (used != body.size() || v > uint64_t(INT64_MAX)) return false;
        out = neg ? -int64_t(v) : int64_t(v);
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

// Splits `s` at `sep`, each piece with its column (1-based, in the line).
std::vector<std::pair<std::string, size_t>> split(const std::string& s, const std::string& sep, size_t col0) {
    std::vector<std::pair<std::string, size_t>> out;
    size_t start = 0;
    while (true) {
        const size_t at = s.find(sep, start);
        const std::string piece = s.substr(start, at == std::string::npos ? std::string::npos : at - start);
        const size_t lead = piece.find_first_not_of(" \t");
        out.emplace_back(trim(piece), col0 + start + (lead == std::string::npos ? 0 : lead));
        if (at == std::string::npos) break;
        start = at + sep.size();
    }
    return out;
}

class Assembler {
public:
    Assembler(const MachineDescription& m, const std::string& source) : m_(m), source_(source) {}

    PacketProgram run(const std::string& text) {
        if (m_.registers.empty())
            throw std::invalid_argument(source_ + ": machine " + m_.name +
                                        " declares no [[registers]]: the executable core cannot run programs on it");
        std::istringstream in(text);
        std::string raw;
        uint32_t line = 0;
        uint16_t region = 0;
        std::string pending_label;
        Place pending_at{&source_, 0, 1};
        while (std::getline(in, raw)) {
            ++line;
            std::string s = raw.substr(0, raw.find(';'));
            const size_t lead = s.find_first_not_of(" \t\r");
            if (lead == std::string::npos) continue;
            size_t col = lead + 1;
            s = trim(s);
            if (s[0] == '.') {
                directive(s, Place{&source_, line, col}, region);
                continue;
            }
            bool continues = false;
            if (s.rfind("||", 0) == 0) {
                if (p_.packets.empty() || p_.packets.back().nop_cycles)
                    Place{&source_, line, col}.fail("|| continues no packet (the line above holds none, or a nop)");
                continues = true;
                s = s.substr(2);
                col += 2;
            } else if (const size_t colon = s.find(':');
                       colon != std::string::npos && is_label(s.substr(0, colon))) {
                const std::string name = s.substr(0, colon);
                if (!pending_label.empty()) pending_at.fail("label " + pending_label + " labels no packet of its own");
                if (targets_.count(name)) Place{&source_, line, col}.fail("label " + name + " is defined twice");
                pending_label = name, pending_at = Place{&source_, line, col};
                const std::string rest = s.substr(colon + 1);
                const size_t rl = rest.find_first_not_of(" \t");
                if (rl == std::string::npos) continue;
                col += colon + 1 + rl;
                s = trim(rest);
            }
            if (!continues) {
                Packet pk;
                pk.first = uint32_t(p_.ops.size());
                pk.region = region;
                pk.line = line;
                if (!pending_label.empty()) {
                    targets_[pending_label] = uint32_t(p_.packets.size());
                    p_.labels.emplace_back(pending_label, uint32_t(p_.packets.size()));
                    pending_label.clear();
                }
                const auto words = split(s, " ", col);
                if (words[0].first == "nop") {
                    int64_t n = 1;
                    if (words.size() > 2 || (words.size() == 2 && (!parse_int(words[1].first, n) || n < 1 || n > 1000000)))
                        Place{&source_, line, col}.fail("nop takes one count of cycles, 1..1000000");
                    pk.nop_cycles = uint32_t(n);
                    p_.packets.push_back(pk);
                    continue;
                }
                p_.packets.push_back(pk);
            }
            for (const auto& [text_of_op, c] : split(s, "||", col)) op(text_of_op, Place{&source_, line, c});
        }
        if (!pending_label.empty()) pending_at.fail("label " + pending_label + " labels no packet");
        for (const auto& [index, name, at] : fixups_) {
            auto it = targets_.find(name);
            if (it == targets_.end()) at.fail("b to " + name + ", which no line labels");
            p_.ops[index].target = it->second;
        }
        if (p_.memory_words == 0) p_.memory_words = 4096;
        for (const auto& [addr, words] : p_.data)
            if (uint64_t(addr) + words.size() > p_.memory_words)
                throw std::invalid_argument(source_ + ": .data at " + std::to_string(addr) + " (" +
                                            std::to_string(words.size()) + " words) runs past .memory " +
                                            std::to_string(p_.memory_words));
        check_packets(m_, p_, source_);
        return p_;
    }

private:
    static bool is_label(const std::string& s) {
        return !s.empty() && (std::isalpha(uint8_t(s[0])) || s[0] == '_') &&
               std::all_of(s.begin(), s.end(), [](char c) { return std::isalnum(uint8_t(c)) || c == '_'; });
    }

    void directive(const std::string& s, const Place& at, uint16_t& region) {
        const auto words = split(s, " ", at.col);
        std::vector<std::string> w;
        for (const auto& [t, c] : words)
            if (!t.empty()) w.push_back(t);
        auto number = [&](size_t i, int64_t lo, int64_t hi, const char* what) {
            int64_t v = 0;
            if (i >= w.size() || !parse_int(w[i], v) || v < lo || v > hi)
                at.fail(w[0] + ": " + what + " must be an integer in " + std::to_string(lo) + ".." + std::to_string(hi));
            return v;
        };
        if (w[0] == ".word_bits") {
            if (w.size() != 2) at.fail(".word_bits takes one number");
            p_.word_bits = unsigned(number(1, 1, 32, "the word width"));
        } else if (w[0] == ".memory") {
            if (w.size() != 2) at.fail(".memory takes one number of words");
            p_.memory_words = uint32_t(number(1, 1, 1 << 20, "the memory size in words"));
        } else if (w[0] == ".data") {
            if (w.size() < 3) at.fail(".data takes an address and at least one word");
            const uint32_t addr = uint32_t(number(1, 0, (1 << 20) - 1, "the address"));
            std::vector<uint64_t> words_out;
            const int64_t most = p_.word_bits >= 32 ? int64_t(UINT32_MAX) : (int64_t(1) << p_.word_bits) - 1;
            for (size_t i = 2; i < w.size(); ++i) words_out.push_back(uint64_t(number(i, 0, most, "a word")));
            p_.data.emplace_back(addr, std::move(words_out));
        } else if (w[0] == ".region") {
            if (w.size() != 2 || !is_label(w[1])) at.fail(".region takes one name (letters, digits, _)");
            auto it = std::find(p_.regions.begin(), p_.regions.end(), w[1]);
            if (it == p_.regions.end()) it = p_.regions.insert(p_.regions.end(), w[1]);
            region = uint16_t(it - p_.regions.begin());
        } else {
            at.fail("unknown directive " + w[0] + " (the directives are .word_bits, .memory, .data, .region)");
        }
    }

    RegRef reg(const std::string& text, const Place& at, bool pair_ok = true) const {
        if (!pair_ok && text.find(':') != std::string::npos) at.fail("a pair (" + text + ") cannot be used here");
        try {
            return parse_register(m_, text);
        } catch (const std::invalid_argument& e) {
            at.fail(e.what());
        }
    }

    void op(std::string s, const Place& at) {
        if (s.empty()) at.fail("an empty op (|| with nothing after it)");
        PacketOp o;
        o.line = at.line;
        if (s[0] == '[') {
            const size_t close = s.find(']');
            if (close == std::string::npos) at.fail("a predicate opens with [ and does not close");
            std::string pred = trim(s.substr(1, close - 1));
            if (!pred.empty() && pred[0] == '!') o.pred_negated = true, pred = trim(pred.substr(1));
            o.pred = reg(pred, at, false);
            s = trim(s.substr(close + 1));
        }
        const size_t space = s.find_first_of(" \t");
        const std::string head = s.substr(0, space);
        const std::string rest = space == std::string::npos ? "" : trim(s.substr(space));
        const size_t dot = head.find('.');
        if (dot == std::string::npos)
            at.fail("'" + head + "': an op is mnemonic.UNIT (add.L1); the units of " + m_.name + " are " + unit_names());
        const std::string mnemonic = head.substr(0, dot), unit = head.substr(dot + 1);
        o.op = pop_of(mnemonic);
        if (o.op == POp::Count) at.fail("unknown operation '" + mnemonic + "'; the operations are " + packet_op_names());
        const auto u = std::find_if(m_.units.begin(), m_.units.end(), [&](const MachineUnit& x) { return x.name == unit; });
        if (u == m_.units.end()) at.fail("no unit " + unit + " on " + m_.name + " (its units: " + unit_names() + ")");
        o.unit = uint16_t(u - m_.units.begin());
        o.cls = class_of(mnemonic, *u, at);
        std::vector<std::pair<std::string, size_t>> args;
        if (!rest.empty()) args = split(rest, ",", 0);
        const PacketFormat f = pop_format(o.op);
        const size_t want = f == PacketFormat::Label                                                          ? 1
                            : (f == PacketFormat::RdRa || f == PacketFormat::RdImm || f == PacketFormat::RcLabel) ? 2
                            : f == PacketFormat::RdRaRbKc                                                       ? 4
                                                                                                                : 3;
        if (args.size() != want)
            at.fail(mnemonic + " takes " + std::to_string(want) + " operand" + (want > 1 ? "s" : "") + ", not " +
                    std::to_string(args.size()));
        auto imm = [&](const std::string& t) {
            int64_t v = 0;
            if (!parse_int(t, v)) at.fail("'" + t + "' is not an integer");
            return v;
        };
        switch (f) {
        case PacketFormat::RdRaImm: case PacketFormat::RsRaImm:
            o.rd = reg(args[0].first, at), o.ra = reg(args[1].first, at, false), o.imm = imm(args[2].first);
            if (o.op == POp::Shr && (o.imm < 0 || o.imm > 63)) at.fail("shr shifts by 0..63 bits, not " + args[2].first);
            break;
        case PacketFormat::RdRaRb: o.rd = reg(args[0].first, at), o.ra = reg(args[1].first, at), o.rb = reg(args[2].first, at); break;
        case PacketFormat::RdRa: o.rd = reg(args[0].first, at), o.ra = reg(args[1].first, at); break;
        case PacketFormat::RdImm: o.rd = reg(args[0].first, at), o.imm = imm(args[1].first); break;
        case PacketFormat::Label:
            if (!is_label(args[0].first)) at.fail("b takes a label, not '" + args[0].first + "'");
            fixups_.push_back({p_.ops.size(), args[0].first, at});
            break;
        case PacketFormat::RdRaRbKc:
            o.rd = reg(args[0].first, at), o.ra = reg(args[1].first, at), o.rb = reg(args[2].first, at);
            o.kc = reg(args[3].first, at, false);
            break;
        case PacketFormat::RcLabel:
            o.rd = reg(args[0].first, at, false);
            if (!is_label(args[1].first)) at.fail(mnemonic + " takes a counter and a label, not '" + args[1].first + "'");
            fixups_.push_back({p_.ops.size(), args[1].first, at});
            break;
        }
        p_.ops.push_back(o);
        ++p_.packets.back().count;
    }

    std::string class_of(const std::string& mnemonic, const MachineUnit& u, const Place& at) const {
        std::string there;
        for (const auto& [name, c] : m_.classes) {
            if (!std::count(c.kinds.begin(), c.kinds.end(), u.kind)) continue;
            if (std::count(c.ops.begin(), c.ops.end(), mnemonic)) return name;
            std::string ops;
            for (const auto& o : c.ops) ops += (ops.empty() ? "" : " ") + o;
            there += (there.empty() ? "" : "; ") + name + (ops.empty() ? "" : ": " + ops);
        }
        at.fail("no class of " + m_.name + " runs " + mnemonic + " on unit " + u.name + " (kind " + u.kind +
                "; its classes there: " + (there.empty() ? "none" : there) + ")");
    }

    std::string unit_names() const {
        std::string out;
        for (const auto& u : m_.units) out += (out.empty() ? "" : " ") + u.name;
        return out;
    }

    struct Fixup {
        size_t op;
        std::string label;
        Place at;
    };
    const MachineDescription& m_;
    const std::string& source_;
    PacketProgram p_;
    std::map<std::string, uint32_t> targets_;
    std::vector<Fixup> fixups_;
};

}  // namespace

PacketProgram assemble_packets(const MachineDescription& m, const std::string& text, const std::string& source_name) {
    return Assembler(m, source_name).run(text);
}

std::string_view pop_name(POp op) { return op < POp::Count ? kNames[size_t(op)] : "?"; }
PacketFormat pop_format(POp op) { return kFormats[size_t(op)]; }
POp pop_of(std::string_view mnemonic) {
    for (size_t i = 0; i < size_t(POp::Count); ++i)
        if (mnemonic == kNames[i]) return POp(i);
    return POp::Count;
}
bool is_packet_op(std::string_view mnemonic) { return pop_of(mnemonic) != POp::Count; }
std::string packet_op_names() {
    std::string out;
    for (const char* n : kNames) out += (out.empty() ? "" : ", ") + std::string(n);
    return out;
}

uint16_t register_index(const MachineDescription& m, size_t file, unsigned number) {
    unsigned base = 0;
    for (size_t f = 0; f < file; ++f) base += m.registers[f].count;
    return uint16_t(base + number);
}

size_t file_of(const MachineDescription& m, uint16_t reg) {
    unsigned base = 0;
    for (size_t f = 0; f < m.registers.size(); ++f) {
        if (reg < base + m.registers[f].count) return f;
        base += m.registers[f].count;
    }
    throw std::out_of_range("register index " + std::to_string(reg) + " beyond the machine's files");
}

std::string register_name(const MachineDescription& m, RegRef r) {
    const size_t f = file_of(m, r.reg);
    const unsigned n = r.reg - register_index(m, f, 0);
    const std::string& name = m.registers[f].name;
    return r.pair ? name + std::to_string(n + 1) + ":" + name + std::to_string(n) : name + std::to_string(n);
}

RegRef parse_register(const MachineDescription& m, const std::string& text) {
    const size_t colon = text.find(':');
    if (colon != std::string::npos) {
        const RegRef hi = parse_register(m, text.substr(0, colon)), lo = parse_register(m, text.substr(colon + 1));
        const size_t f = file_of(m, lo.reg);
        if (hi.pair || lo.pair || file_of(m, hi.reg) != f || hi.reg != lo.reg + 1 ||
            (!m.registers[f].any_pair && (lo.reg - register_index(m, f, 0)) % 2 != 0))
            throw std::invalid_argument("a pair is an odd register and the even one below it, in one file (A5:A4); not " +
                                        text);
        return RegRef{lo.reg, true, true};
    }
    for (size_t f = 0; f < m.registers.size(); ++f) {
        const RegisterFile& rf = m.registers[f];
        if (text.size() <= rf.name.size() || text.compare(0, rf.name.size(), rf.name) != 0) continue;
        const std::string num = text.substr(rf.name.size());
        if (!std::all_of(num.begin(), num.end(), [](char c) { return std::isdigit(uint8_t(c)); })) continue;
        const unsigned long n = num.size() > 4 ? 99999 : std::stoul(num);
        if (n >= rf.count)
            throw std::invalid_argument("register " + text + ": file " + rf.name + " has " + rf.name + "0.." +
                                        rf.name + std::to_string(rf.count - 1));
        return RegRef{register_index(m, f, unsigned(n)), false, true};
    }
    std::string files;
    for (const auto& rf : m.registers) files += (files.empty() ? "" : ", ") + rf.name + "0..";
    throw std::invalid_argument("'" + text + "' is not a register of " + m.name + " (its files: " + files + ")");
}

void check_packets(const MachineDescription& m, const PacketProgram& p, const std::string& source) {
    auto fail = [&](size_t k, const std::string& what) {
        const uint32_t line = p.packets[k].line;
        throw std::invalid_argument(source + ":" + (line ? std::to_string(line) + ": " : "") + "packet " +
                                    std::to_string(k) + ": " + what);
    };
    unsigned total = 0;
    for (const auto& f : m.registers) total += f.count;
    if (p.word_bits < 1 || p.word_bits > 32) throw std::invalid_argument(source + ": word_bits must be 1..32");
    // Looked up once, not per op (a generated program has many thousands):
    // each unit's side and groups, each register's side (-1: none).
    const std::vector<std::string> sides = m.sides();
    auto side_index = [&](const std::string& side) {
        return side.empty() ? -1 : int(std::find(sides.begin(), sides.end(), side) - sides.begin());
    };
    std::vector<int> unit_side(m.units.size()), reg_side;
    std::vector<std::vector<size_t>> unit_groups(m.units.size());
    for (size_t u = 0; u < m.units.size(); ++u) {
        unit_side[u] = side_index(m.units[u].side);
        for (size_t g = 0; g < m.groups.size(); ++g)
            if (std::count(m.groups[g].kinds.begin(), m.groups[g].kinds.end(), m.units[u].kind)) unit_groups[u].push_back(g);
    }
    for (const auto& f : m.registers) reg_side.insert(reg_side.end(), f.count, side_index(f.side));
    // The (class, unit, op) triples seen to be allowed.
    std::set<std::tuple<const OpClass*, uint16_t, POp>> allowed;
    std::vector<unsigned> per_unit(m.units.size()), per_side_cross(sides.size()), per_group(m.groups.size());
    for (size_t k = 0; k < p.packets.size(); ++k) {
        const Packet& pk = p.packets[k];
        if (pk.nop_cycles && pk.count) fail(k, "a nop packet holds ops");
        if (!pk.nop_cycles && !pk.count) fail(k, "an empty packet (write nop)");
        if (pk.first + uint64_t(pk.count) > p.ops.size() || pk.region >= p.regions.size()) fail(k, "malformed");
        if (pk.count > m.issue_width)
            fail(k, std::to_string(pk.count) + " ops; " + m.name + " issues at most " + std::to_string(m.issue_width));
        std::fill(per_unit.begin(), per_unit.end(), 0u);
        std::fill(per_side_cross.begin(), per_side_cross.end(), 0u);
        std::fill(per_group.begin(), per_group.end(), 0u);
        for (uint32_t i = pk.first; i < pk.first + pk.count; ++i) {
            const PacketOp& o = p.ops[i];
            if (o.op >= POp::Count || o.unit >= m.units.size() || o.tag >= p.tags.size()) fail(k, "malformed op");
            const MachineUnit& u = m.units[o.unit];
            auto what = [&] { return std::string(pop_name(o.op)) + "." + u.name; };
            auto c = m.classes.find(o.cls);
            if (c == m.classes.end()) fail(k, what() + ": no class " + o.cls);
            if (!allowed.count({&c->second, o.unit, o.op})) {
                if (!std::count(c->second.kinds.begin(), c->second.kinds.end(), u.kind))
                    fail(k, what() + ": class " + o.cls + " does not run on unit kind " + u.kind);
                if (!std::count(c->second.ops.begin(), c->second.ops.end(), std::string(pop_name(o.op))))
                    fail(k, what() + ": class " + o.cls + " does not carry " + std::string(pop_name(o.op)));
                allowed.insert({&c->second, o.unit, o.op});
            }
            if (++per_unit[o.unit] > 1) fail(k, "two ops on unit " + u.name + " (one per unit per packet)");
            for (size_t g : unit_groups[o.unit]) ++per_group[g];
            for (const RegRef* r : {&o.rd, &o.ra, &o.rb, &o.pred, &o.kc})
                if (r->used && (r->reg + (r->pair ? 1u : 0u) >= total)) fail(k, what() + ": register out of range");
            if (is_branch(o.op) && o.target >= p.packets.size()) fail(k, what() + ": target beyond the program");
            // Sides: the destination on the unit's side (or either, for a
            // class whose result may go to either file); each operand from
            // another side takes one of that unit's side's cross paths, at
            // most one per op. The predicate is read directly.
            const int side = unit_side[o.unit];
            if (side < 0) continue;
            auto other = [&](const RegRef& r) { return reg_side[r.reg] >= 0 && reg_side[r.reg] != side; };
            auto side_of = [&](const RegRef& r) { return m.registers[file_of(m, r.reg)].side; };
            if (writes_rd(o.op) && other(o.rd) && !c->second.result_either_side)
                fail(k, what() + " writes " + register_name(m, o.rd) + ", on side " + side_of(o.rd) + "; unit " +
                            u.name + " writes side " + u.side + " only");
            if (writes_carry(o.op) && other(o.kc))
                fail(k, what() + " writes its carry to " + register_name(m, o.kc) + ", on side " + side_of(o.kc) +
                            "; unit " + u.name + " writes side " + u.side + " only");
            unsigned crossing = 0;
            for (const RegRef* r : {&o.ra, &o.rb, is_store(o.op) ? &o.rd : nullptr})
                if (r && r->used && other(*r)) ++crossing;
            if (crossing > 1) fail(k, what() + " reads " + std::to_string(crossing) + " operands from the other side (at most one, through the cross path)");
            if (crossing && ++per_side_cross[size_t(side)] > m.cross_paths)
                fail(k, what() + ": more operands cross to side " + u.side + " than its " +
                            std::to_string(m.cross_paths) + " cross path" + (m.cross_paths == 1 ? "" : "s") + " carry");
        }
        for (size_t g = 0; g < m.groups.size(); ++g)
            if (per_group[g] > m.groups[g].capacity)
                fail(k, std::to_string(per_group[g]) + " ops in group " + m.groups[g].name + "; it takes at most " +
                            std::to_string(m.groups[g].capacity));
    }
}

CycleAppender::CycleAppender(PacketProgram& p, uint16_t region)
    : p_(p), region_(region), first_(uint32_t(p.ops.size())) {}

void CycleAppender::close_nop() {
    if (!empty_) return;
    Packet pk;
    pk.first = first_;
    pk.nop_cycles = empty_;
    pk.region = region_;
    p_.packets.push_back(pk);
    empty_ = 0;
}

void CycleAppender::end_cycle() {
    const uint32_t count = uint32_t(p_.ops.size()) - first_;
    if (!count) {
        ++empty_;
        return;
    }
    close_nop();
    Packet pk;
    pk.first = first_;
    pk.count = count;
    pk.region = region_;
    p_.packets.push_back(pk);
    first_ = uint32_t(p_.ops.size());
}

void append_cycles(PacketProgram& p, const std::vector<std::vector<PacketOp>>& cycles, uint16_t region) {
    CycleAppender out(p, region);
    for (const auto& ops : cycles) {
        for (const PacketOp& o : ops) out.op(o);
        out.end_cycle();
    }
    out.finish();
}

std::string packet_op_text(const MachineDescription& m, const PacketOp& o, const std::string& target) {
    std::ostringstream out;
    if (o.pred.used) out << "[" << (o.pred_negated ? "!" : "") << register_name(m, o.pred) << "] ";
    out << pop_name(o.op) << "." << m.units[o.unit].name << " ";
    switch (pop_format(o.op)) {
    case PacketFormat::RdRaImm: case PacketFormat::RsRaImm:
        out << register_name(m, o.rd) << ", " << register_name(m, o.ra) << ", " << o.imm;
        break;
    case PacketFormat::RdRaRb:
        out << register_name(m, o.rd) << ", " << register_name(m, o.ra) << ", " << register_name(m, o.rb);
        break;
    case PacketFormat::RdRa: out << register_name(m, o.rd) << ", " << register_name(m, o.ra); break;
    case PacketFormat::RdImm: out << register_name(m, o.rd) << ", " << o.imm; break;
    case PacketFormat::Label: out << target; break;
    case PacketFormat::RcLabel: out << register_name(m, o.rd) << ", " << target; break;
    case PacketFormat::RdRaRbKc:
        out << register_name(m, o.rd) << ", " << register_name(m, o.ra) << ", " << register_name(m, o.rb) << ", "
            << register_name(m, o.kc);
        break;
    }
    return out.str();
}

std::string packet_listing(const MachineDescription& m, const PacketProgram& p) {
    std::ostringstream out;
    out << ".word_bits " << p.word_bits << "\n.memory " << p.memory_words << "\n";
    for (const auto& [addr, words] : p.data) {
        out << ".data " << addr;
        for (uint64_t w : words) out << " " << w;
        out << "\n";
    }
    // Labels: the program's own, and one for every branch target it lacks.
    std::map<uint32_t, std::string> names;
    for (const auto& [name, k] : p.labels) names.emplace(k, name);
    for (const auto& o : p.ops)
        if (is_branch(o.op) && !names.count(o.target)) names.emplace(o.target, "L" + std::to_string(o.target));
    uint16_t region = 0;
    for (size_t k = 0; k < p.packets.size(); ++k) {
        auto label = names.find(uint32_t(k));
        const Packet& pk = p.packets[k];
        if (pk.region != region) out << ".region " << p.regions[pk.region] << "\n", region = pk.region;
        if (label != names.end()) out << label->second << ":\n";
        out << "        ";
        if (pk.nop_cycles) {
            out << "nop " << pk.nop_cycles << "\n";
            continue;
        }
        for (uint32_t i = pk.first; i < pk.first + pk.count; ++i) {
            const PacketOp& o = p.ops[i];
            out << (i > pk.first ? " || " : "") << packet_op_text(m, o, is_branch(o.op) ? names.at(o.target) : "");
        }
        out << "\n";
    }
    return out.str();
}

}  // namespace montsim::vliw
