// The registry entry of scheme.name = "program": the user's program on every
// core of the platform the point describes. p MicroBlaze-like cores
// (scheme.p); FSL port 0 is the ring (a put reaches core id+1, a get hears
// core id-1), port 1 the ring the other way, ports 2..15 what the program's
// description declares; with scheme.shared_memory the cores also share the
// memory on the bus (cores/shmem), with its barrier and mutex. The topology,
// link, router, bus and core keys shape that platform as for any scheme.
// The result is checked against Boost when the description says what the
// program computes, and every core must exit with status 0.
#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <streambuf>

#include "cores/mb/cpu/MbCore.hpp"
#include "cores/mb/cpu/MbCoreType.hpp"
#include "cores/shmem/SharedMemoryType.hpp"
#include "network/LinkParams.hpp"
#include "schemes/common/Kernel.hpp"
#include "schemes/common/SchemeMemory.hpp"
#include "schemes/common/SchemePoint.hpp"
#include "schemes/program/ProgramDescription.hpp"
#include "schemes/program/ProgramScheme.hpp"
#include "schemes/program/ProgramSource.hpp"
#include "sim/Platform.hpp"
#include "sim/PointHooks.hpp"
#include "sim/Registration.hpp"

namespace montsim::schemes {

namespace {

const char* const kSharedMemory = "scheme.shared_memory";
constexpr size_t kOutputCap = 64 * 1024;  // bytes of each core's output kept
// Words at the stack's low end montsim fills before the run and finds
// unchanged after it, unless the stack grew into them (or past them).
constexpr uint32_t kCanaryWords = 16;
uint32_t canary(uint32_t k) { return 0x5AC0FFEEu ^ (k * 0x01000193u); }

// A core's stdout: the first kOutputCap bytes kept, the rest counted.
class CappedOutput : public std::streambuf {
public:
    const std::string& text() const { return text_; }
    uint64_t dropped() const { return dropped_; }

protected:
    int_type overflow(int_type c) override {
        if (c != traits_type::eof()) {
            const char ch = char(c);
            xsputn(&ch, 1);
        }
        return c;
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        const size_t keep = std::min(size_t(n), kOutputCap - std::min(kOutputCap, text_.size()));
        text_.append(s, keep);
        dropped_ += uint64_t(n) - keep;
        return n;
    }

private:
    std::string text_;
    uint64_t dropped_ = 0;
};

// A `bits`-bit exponent with its top bit set, from the point's seed.
BigInt random_exponent(unsigned bits, uint64_t seed) {
    std::mt19937_64 rng(seed * 0xD1B54A32D192ED03ull + 0x45);
    BigInt e = 0;
    for (unsigned i = 0; i < bits; i += 32) e = (e << 32) | BigInt(uint32_t(rng()));
    e &= (BigInt(1) << bits) - 1;
    return e | (BigInt(1) << (bits - 1));
}

class ProgramStats : public sim::PointStats {
public:
    ProgramStats() : sim::PointStats("cycles of the run: when the last core halted") {}
    sim::Stat cores{*this, "cores", "cores", "cores that ran the program"};
    sim::Stat s{*this, "s", "words", "words per operand (scheme.bits / 32) the parameter block was given"};
    sim::Stat check{*this, "check", "",
                    "what checked the result: montgomery, product or modexp (every checked core's result against "
                    "Boost, and every core's exit status 0), or exit status (the program's own check: every core's "
                    "status 0)"};
    sim::Stat output{*this, "output", "",
                     "what the cores wrote to stdout and stderr, each core's apart: \"[coreN]\" and its text"};
};

// Every FSL port a program's code names, put and get apart.
struct PortUse {
    std::set<unsigned> put, get;
};

// Calls f(address, instruction) for every decodable word of the program's code.
template <typename F>
void for_each_instruction(const mb::Program& program, F f) {
    for (const auto& seg : program.segments) {
        if (!seg.executable) continue;
        for (size_t at = 0; at + 4 <= seg.bytes.size(); at += 4) {
            const uint32_t word = uint32_t{seg.bytes[at]} << 24 | uint32_t{seg.bytes[at + 1]} << 16 |
                                  uint32_t{seg.bytes[at + 2]} << 8 | seg.bytes[at + 3];
            const mb::Inst in = mb::decode(word);
            if (in.op != mb::Op::Invalid) f(seg.addr + uint32_t(at), in);
        }
    }
}

PortUse ports_of(const mb::Program& program) {
    PortUse use;
    for_each_instruction(program, [&](uint32_t, const mb::Inst& in) {
        const mb::ExecClass c = mb::info(in.op).exec;
        if (c == mb::ExecClass::FslPut) use.put.insert(unsigned(in.imm));
        if (c == mb::ExecClass::FslGet) use.get.insert(unsigned(in.imm));
    });
    return use;
}

// Labels at the return address of every call, named after the function
// (the nearest code symbol at or before it) the call returns into: with the
// symbols themselves they make a trace's label events say which function a
// core is in at every moment (a return passes a label as a call does), for
// the timelines and the time-by-label breakdown (scripts: traces labels).
std::vector<std::pair<uint32_t, std::string>> return_labels(const mb::Program& program) {
    std::map<uint32_t, std::string> functions;  // code address -> symbol (the first by name)
    for (const auto& seg : program.segments)
        for (const auto& [name, addr] : program.symbols)
            if (!program.constants.count(name) && seg.executable && addr >= seg.addr &&
                addr - seg.addr < seg.bytes.size() && addr % 4 == 0)
                functions.emplace(addr, name);
    std::vector<std::pair<uint32_t, std::string>> out;
    for_each_instruction(program, [&](uint32_t at, const mb::Inst& in) {
        const mb::OpInfo& info = mb::info(in.op);
        if (info.exec != mb::ExecClass::Branch || !info.link) return;
        const uint32_t back = at + (info.delay_slot ? 8 : 4);
        const auto f = functions.upper_bound(back);
        if (f != functions.begin()) out.emplace_back(back, std::prev(f)->second);
    });
    return out;
}

// The operand keys whose values reach the program: those its description's
// params arrays take (A, B, N; R^2 is N's). A program without a description
// takes none.
std::vector<std::string> program_operands(const ProgramDescription& d) {
    std::vector<std::string> keys;
    auto take = [&](const char* key) {
        if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(key);
    };
    for (const auto& f : d.params) {
        if (f.init == "A") take("scheme.a");
        else if (f.init == "B") take("scheme.b");
        else if (f.init == "N" || f.init == "R2") take("scheme.n");
    }
    return keys;
}

// A point of the program scheme: every key it reads, read once (the
// description file read too); the program is required (hooks.check).
struct ProgramPoint {
    ProgramDescription desc;
    unsigned p, s;
    uint64_t seed;
    bool shared;
    mb::CpuConfig core;
    uint32_t depth;
    MontOperands ops;
};

ProgramPoint parse(const sim::Config& cfg) {
    ProgramPoint point;
    point.desc = description_of(program_file(cfg));
    const OperandKeys keys = operand_keys_from(cfg);
    point.p = scheme_cores(cfg);
    point.s = keys.words();
    point.seed = keys.seed;
    point.shared = cfg.get_bool(kSharedMemory);
    point.core = mb::cpu_config_from(cfg);
    point.depth = net::link_depth_from(cfg);
    point.ops = keys.operands(point.s);
    return point;
}

class ProgramRun : public sim::SchemeRun {
public:
    explicit ProgramRun(const ProgramPoint& point)
        : desc_(point.desc),
          p_(point.p),
          s_(point.s),
          shared_(point.shared),
          core_(point.core),
          depth_(point.depth),
          program_(load_user_program(desc_, core_)),
          ops_(point.ops) {
        if (desc_.result_core >= int(p_))
            throw std::invalid_argument(desc_.file + ": result_core = " + std::to_string(desc_.result_core) +
                                        " is not below scheme.p = " + std::to_string(p_));
        if (!desc_.params.empty() && !program_.symbol("params"))
            throw std::invalid_argument(
                "scheme.program: " + desc_.program + " defines no `params`, the block " + desc_.file +
                " declares: a C program includes \"montsim_params.h\"; an assembly program writes `.include "
                "\"montsim_params.inc.s\"` and `params: .space PARAMS_SIZE` in .data");
        make_links();
        // The exponent: s words, its top bit set (a full-size private
        // exponent), from scheme.seed; R^2 mod N for entering the Montgomery domain.
        exponent_ = random_exponent(32 * s_, point.seed);
        exponent_words_ = to_words(exponent_, s_);
        r2_words_ = to_words((BigInt(1) << (64 * s_)) % to_big(ops_.n), s_);
        returns_ = return_labels(program_);
        // crt0's stack: _stack_limit .. _stack_top as montsim.ld links it,
        // _stack_bottom .. where montsim's assembler placed crt0 itself.
        stack_limit_ = program_.symbol("_stack_limit") ? program_.symbol("_stack_limit") : program_.symbol("_stack_bottom");
        if (stack_limit_ && (!program_.symbol("_stack_top") || *program_.symbol("_stack_top") < *stack_limit_ + 4 * kCanaryWords))
            stack_limit_.reset();
        outputs_.resize(p_);
        for (unsigned i = 0; i < p_; ++i) layouts_.push_back(layout(i));
    }

    sim::PlatformSpec platform() const override {
        sim::PlatformSpec spec;
        for (unsigned i = 0; i < p_; ++i) {
            sim::NodeSpec n{mb::kCoreTypeName, "core" + std::to_string(i), program_, {}, {}};
            n.uses_bus = shared_;
            spec.nodes.push_back(std::move(n));
        }
        spec.links = links_;
        if (shared_) {
            spec.nodes.push_back(sim::NodeSpec{shmem::kCoreTypeName, "bus", {}, {}, {}});
            for (unsigned k = 0; k < p_; ++k) spec.bus.push_back(sim::BusAttachment{k, 0, p_});
        }
        return spec;
    }

    void load(sim::Platform& platform) override {
        streams_.clear();
        for (unsigned i = 0; i < p_; ++i) {
            mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            streams_.push_back(std::make_unique<std::ostream>(&outputs_[i]));
            cpu.set_output(streams_.back().get());
            for (const auto& [addr, name] : returns_) cpu.add_label(name, addr);
            if (stack_limit_)
                for (uint32_t k = 0; k < kCanaryWords; ++k) cpu.memory().write32(*stack_limit_ + 4 * k, canary(k));
            write_block(cpu.memory(), i);
        }
    }

    sim::Stats results(const sim::Platform& platform, const sim::Baselines&) const override {
        uint64_t instructions = 0;
        std::string output;
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            instructions += cpu.stats().instructions;
            const std::string& text = outputs_[i].text();
            if (!text.empty() || outputs_[i].dropped())
                output += "[core" + std::to_string(i) + "]\n" + text +
                          (outputs_[i].dropped() ? "\n... (" + std::to_string(outputs_[i].dropped()) + " bytes more)\n"
                                                 : "");
        }
        if (const std::string overflow = failure_note(platform); !overflow.empty())
            throw std::runtime_error(overflow);
        // Every core that failed, not only the first: a pattern (the odd
        // cores, the last one) often says what went wrong.
        std::vector<unsigned> failed;
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            if (!cpu.halted_at_self_jump() && cpu.exit_status() != 0) failed.push_back(i);
        }
        if (failed.size() > 1) {
            auto status = [&](unsigned i) { return std::to_string(platform.node_as<mb::MbCore>(i).cpu().exit_status()); };
            std::string others;
            for (size_t k = 1; k < failed.size() && k <= 8; ++k)
                others += (k == 1 ? "" : ", ") + std::string("core ") + std::to_string(failed[k]) + " with " +
                          status(failed[k]);
            throw std::runtime_error("core " + std::to_string(failed[0]) + " of " + desc_.program +
                                     " exited with status " + status(failed[0]) + ", and " +
                                     std::to_string(failed.size() - 1) + " more: " + others +
                                     (failed.size() > 9 ? ", ..." : "") +
                                     (output.empty() ? std::string() : "; the cores wrote:\n" + output));
        }
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            if (cpu.halted_at_self_jump())
                throw std::runtime_error(
                    "core " + std::to_string(i) + " of " + desc_.program + " never halts: at cycle " +
                    std::to_string(cpu.cycle()) + " it reached a jump to itself (bri 0, e.g. C's for (;;);), where "
                    "montsim stops a core instead of running to run.cycle_limit; a program ends by returning from "
                    "main, exit(status) or montsim_halt(status)");
            if (cpu.exit_status() != 0)
                throw std::runtime_error("core " + std::to_string(i) + " of " + desc_.program + " exited with status " +
                                         std::to_string(cpu.exit_status()) +
                                         (output.empty() ? std::string() : "; the cores wrote:\n" + output));
        }
        if (desc_.computes != Computes::ExitStatus) check_result(platform);
        ProgramStats st;
        st.cycles = platform.cycles();
        st.instructions = instructions;
        st.cores = p_;
        st.s = s_;
        st.check = computes_name(desc_.computes);
        st.output = output;
        return st.values();
    }

    // A core whose stack ran past its low end (the canary words there
    // changed): said whether the run ended well or not, since an overflow
    // into the code usually ends as an illegal instruction.
    std::string failure_note(const sim::Platform& platform) const override {
        if (!stack_limit_) return {};
        std::vector<unsigned> cores;
        for (unsigned i = 0; i < p_; ++i) {
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            for (uint32_t k = 0; k < kCanaryWords; ++k)
                if (cpu.memory().read32(*stack_limit_ + 4 * k) != canary(k)) {
                    cores.push_back(i);
                    break;
                }
        }
        if (cores.empty()) return {};
        std::string others;
        for (size_t k = 1; k < cores.size(); ++k) others += (others.empty() ? "" : ", ") + std::to_string(cores[k]);
        return "core " + std::to_string(cores[0]) + " of " + desc_.program + " overflowed its stack (" +
               std::to_string(stack_bytes()) + " bytes)" + (others.empty() ? "" : " (so did core " + others + ")") +
               ": it wrote within " + std::to_string(4 * kCanaryWords) +
               " bytes of its low end, _stack_limit; give it more (a description's `stack = BYTES`, montsim cc "
               "--stack BYTES)";
    }

private:
    // Core i's arrays, one after another past the program's end.
    struct Layout {
        std::vector<uint32_t> address;  // per params field: its array's address (0 for a value)
        std::vector<uint32_t> words;    // per params field: its array's words
    };

    uint32_t stack_bytes() const { return *program_.symbol("_stack_top") - *stack_limit_; }

    ExprNames names(unsigned id) const {
        return {{"s", s_},        {"bits", 32 * int64_t(s_)}, {"p", p_},
                {"id", id},       {"nprime", ops_.nprime},    {"depth", depth_}};
    }

    Layout layout(unsigned id) const {
        Layout l;
        DataArena arena(program_);
        for (const auto& f : desc_.params) {
            if (!f.array) {
                l.address.push_back(0);
                l.words.push_back(0);
                continue;
            }
            const int64_t words = evaluate_expr(f.expr, names(id), desc_.file + ": params " + f.name);
            if (words < 0 || words > (int64_t{1} << 28))
                throw std::invalid_argument(desc_.file + ": params " + f.name + "[" + f.expr + "] is " +
                                            std::to_string(words) + " words on core " + std::to_string(id));
            if (!f.init.empty() && words < int64_t(s_))
                throw std::invalid_argument(desc_.file + ": params " + f.name + "[" + f.expr + "] holds " +
                                            std::to_string(words) + " words, fewer than operand " + f.init + "'s " +
                                            std::to_string(s_));
            l.address.push_back(arena.take(uint32_t(words)));
            l.words.push_back(uint32_t(words));
        }
        if (uint64_t(arena.end()) > core_.memory_bytes)
            throw std::invalid_argument(
                "scheme.program: " + desc_.program + " and its parameter block's arrays need " +
                std::to_string(arena.end()) + " bytes of local memory at s = " + std::to_string(s_) +
                " words, p = " + std::to_string(p_) + "; core.memory_kb = " +
                std::to_string(core_.memory_bytes / 1024) + " holds " + std::to_string(core_.memory_bytes) +
                ": raise core.memory_kb or lower scheme.bits");
        return l;
    }

    void write_block(mb::LocalMemory& mem, unsigned id) const {
        if (desc_.params.empty()) return;
        const uint32_t base = *program_.symbol("params");
        if (!mem.contains(base, desc_.block_bytes()))
            throw std::invalid_argument("scheme.program: the parameter block at params = " + std::to_string(base) +
                                        " (" + std::to_string(desc_.block_bytes()) + " bytes) lies outside memory");
        const Layout& l = layouts_[id];
        for (size_t k = 0; k < desc_.params.size(); ++k) {
            const BlockField& f = desc_.params[k];
            uint32_t value = 0;
            if (f.array) {
                value = l.address[k];
                const Words* op = f.init == "A"    ? &ops_.a
                                  : f.init == "B"  ? &ops_.b
                                  : f.init == "N"  ? &ops_.n
                                  : f.init == "E"  ? &exponent_words_
                                  : f.init == "R2" ? &r2_words_
                                                   : nullptr;
                Words w(l.words[k], 0);
                if (op) std::copy(op->begin(), op->end(), w.begin());
                write_words(mem, value, w);
            } else {
                const std::string where = desc_.file + ": params " + f.name;
                const int64_t v = evaluate_expr(f.expr, names(id), where);
                // A word holds -2^31..2^32-1 (signed or unsigned as the program reads it).
                if (v < INT32_MIN || v > int64_t{UINT32_MAX})
                    throw std::invalid_argument(where + " = \"" + f.expr + "\" is " + std::to_string(v) + " on core " +
                                                std::to_string(id) + ", which does not fit its 32-bit word (" +
                                                std::to_string(INT32_MIN) + ".." + std::to_string(UINT32_MAX) + ")");
                value = uint32_t(v);
            }
            mem.write32(base + f.offset, value);
        }
    }

    // The ring (ports 0 and 1) where the program uses it, and the declared links.
    void make_links() {
        const PortUse use = ports_of(program_);
        auto used = [&](unsigned port) { return use.put.count(port) || use.get.count(port); };
        if (used(0))
            for (unsigned i = 0; i < p_; ++i) links_.push_back(sim::LogicalLink{i, 0, (i + 1) % p_, 0});
        if (used(1))
            for (unsigned i = 0; i < p_; ++i) links_.push_back(sim::LogicalLink{i, 1, (i + p_ - 1) % p_, 1});
        for (const auto& [port, expr] : desc_.links) {
            std::map<unsigned, unsigned> from_of;  // destination -> its one sender
            for (unsigned i = 0; i < p_; ++i) {
                const int64_t to =
                    evaluate_expr(expr, names(i), desc_.file + ": links." + std::to_string(port) + " on core " +
                                                      std::to_string(i));
                if (to < 0 || to >= int64_t(p_)) continue;  // no link from this core
                const auto [it, fresh] = from_of.emplace(unsigned(to), i);
                if (!fresh)
                    throw std::invalid_argument(desc_.file + ": links." + std::to_string(port) + " = \"" + expr +
                                                "\" sends from core " + std::to_string(it->second) + " and core " +
                                                std::to_string(i) + " to core " + std::to_string(to) +
                                                " (p = " + std::to_string(p_) +
                                                "); a get port hears one core: give each destination one sender");
                links_.push_back(sim::LogicalLink{i, port, unsigned(to), port});
            }
        }
        for (unsigned port = 2; port < 16; ++port)
            if (used(port) && !desc_.links.count(port))
                throw std::invalid_argument(
                    "scheme.program: " + desc_.program + " uses FSL port " + std::to_string(port) + " (" +
                    (use.put.count(port) ? "put" : "get") + "), which " +
                    (desc_.file.empty() ? std::string("no description connects (ports 0 and 1 are the ring's; "
                                                      "a .toml description declares [links] for 2..15)")
                                        : desc_.file + "'s [links] do not connect"));
    }

    void check_result(const sim::Platform& platform) const {
        const BigInt expected =
            desc_.computes == Computes::Montgomery ? montgomery_product(ops_)
            : desc_.computes == Computes::Modexp   ? BigInt(boost::multiprecision::powm(to_big(ops_.a), exponent_, to_big(ops_.n)))
                                                   : to_big(ops_.a) * to_big(ops_.b);
        size_t k = 0;
        while (desc_.params[k].name != desc_.result) ++k;
        for (unsigned i = 0; i < p_; ++i) {
            if (desc_.result_core >= 0 && int(i) != desc_.result_core) continue;
            const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
            // The array's address as the core left it in the block (the program may not move it).
            const uint32_t words = layouts_[i].words[k];
            const Words got = read_words(cpu.memory(), layouts_[i].address[k], words);
            if (expected >= (BigInt(1) << (32 * words)))
                throw std::invalid_argument(desc_.file + ": result " + desc_.result + " holds " +
                                            std::to_string(words) + " words, too few for the " +
                                            computes_name(desc_.computes) + " of " + std::to_string(s_) +
                                            "-word operands");
            const Words want = to_words(expected, words);
            size_t wrong = 0, first = words;
            for (size_t w = 0; w < words; ++w)
                if (got[w] != want[w]) {
                    ++wrong;
                    if (first == words) first = w;
                }
            if (wrong) {
                std::ostringstream msg;
                msg << "core " << i << " of " << desc_.program << ": " << desc_.result << "[" << first << "] = 0x"
                    << std::hex << got[first] << ", expected 0x" << want[first] << std::dec << " (" << wrong
                    << " of " << words << " words wrong; the " << computes_name(desc_.computes)
                    << " by Boost; s = " << s_ << ", p = " << p_ << ")";
                throw std::runtime_error(msg.str());
            }
        }
    }

    ProgramDescription desc_;
    unsigned p_, s_;
    bool shared_;
    mb::CpuConfig core_;
    unsigned depth_;
    mb::Program program_;
    MontOperands ops_;
    BigInt exponent_;
    Words exponent_words_, r2_words_;
    std::vector<sim::LogicalLink> links_;
    std::vector<std::pair<uint32_t, std::string>> returns_;
    std::optional<uint32_t> stack_limit_;  // crt0's stack's low end, if the program has crt0's stack
    std::vector<Layout> layouts_;
    mutable std::vector<CappedOutput> outputs_;
    std::vector<std::unique_ptr<std::ostream>> streams_;
};

}  // namespace

sim::Scheme program_scheme() {
    sim::Scheme scheme;
    scheme.name = "program";
    scheme.summary = "your own program (C, assembly or ELF) on every core of any platform: the ring on FSL port 0, "
                     "declared links, the shared memory; checked against Boost or by its exit status";
    scheme.node_types = {mb::kCoreTypeName, shmem::kCoreTypeName};
    // The memory node only with scheme.shared_memory. Links: the ring's, on
    // one core too (core 0 feeds itself); a program that uses no port has
    // none, but that is known only once it is built.
    scheme.params = operand_params();
    scheme.params.push_back(program_param());
    scheme.params.push_back(cores_param());
    scheme.params.push_back(sim::bool_param(kSharedMemory, false,
                                            "program: the cores also share the memory on a bus (cores/shmem: "
                                            "shmem.*, barrier.*), from address 0x80000000"));
    scheme.stats = sim::declarations_of<ProgramStats>();
    scheme.reports_node_stats = true;
    sim::PointHooks<ProgramPoint> hooks;
    hooks.parse = parse;
    hooks.check = [](const ProgramPoint& point) {
        if (point.desc.program.empty())
            throw std::invalid_argument("scheme.program is not set: scheme.name = program runs the program it names "
                                        "(.c, .s, an ELF, or a .toml description)");
    };
    hooks.uses = [](const ProgramPoint& point) {
        sim::PlatformUse use;
        use.node_types = {mb::kCoreTypeName};
        if (point.shared) use.node_types.push_back(shmem::kCoreTypeName);
        return use;
    };
    hooks.operands_taken = [](const ProgramPoint& point) { return program_operands(point.desc); };
    hooks.inputs = [](const ProgramPoint& point) {
        const ProgramDescription& d = point.desc;
        sim::InputDigests in;
        if (!d.file.empty()) in.push_back({d.file, sim::digest_of_file(d.file)});
        in.push_back({d.program, sim::digest_of_file(d.program)});
        // The image covers what the file includes and what montsim makes
        // for it (the parameter block's header).
        in.push_back({"the program built from " + d.program,
                      image_digest(load_user_program(d, point.core))});
        return in;
    };
    hooks.prepare = [](const ProgramPoint& point) { return std::make_unique<ProgramRun>(point); };
    sim::bind_point(scheme, hooks);
    return scheme;
}

MONTSIM_REGISTRATION("schemes/program", [] { sim::register_scheme(program_scheme()); })

}  // namespace montsim::schemes
