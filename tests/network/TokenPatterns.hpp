// Random network workloads for the differential tests of the network modes
// (test_clocked_reference.cpp) and of the core timing modes
// (test_sync_free.cpp): random link and router settings, and random token
// patterns of MicroBlaze programs exchanging words.
#pragma once

#include <algorithm>
#include <initializer_list>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cores/mb/toolchain/Assembler.hpp"
#include "cores/mb/cpu/MbCore.hpp"
#include "network/LatencyModel.hpp"
#include "sim/Catalogue.hpp"
#include "sim/Platform.hpp"

namespace montsim::test {

template <typename T>
inline T pick(std::mt19937_64& rng, std::initializer_list<T> values) {
    return *(values.begin() + rng() % values.size());
}
template <typename T>
inline T pick(std::mt19937_64& rng, const std::vector<T>& values) {
    return values.at(rng() % values.size());
}

// Link, router and placement settings drawn at random for one case: the
// link model from every registered model with a clocked form (a model
// without one is refused by the clocked reference, test_clocked_reference.cpp).
inline void randomise_network(sim::Config& c, std::mt19937_64& rng, const std::string& topology) {
    c.set("platform.topology", topology);
    c.set("link.latency", int64_t(pick(rng, {1, 2, 3, 7, 16, 40, 150})));
    c.set("link.depth", int64_t(pick(rng, {1, 2, 3, 4, 16})));
    c.set("link.model", pick(rng, net::clocked_latency_models()));
    c.set("router.latency", int64_t(pick(rng, {1, 2, 5})));
    c.set("router.buffer", int64_t(pick(rng, {1, 2, 4})));
    c.set("platform.placement", std::string(pick(rng, {"identity", "snake", "random"})));
    c.set("platform.placement_seed", int64_t(rng() % 1000));
}

// A pSHS point under link.model = message runs the kernel that marks its
// messages, on links deep enough for its longest (an all-gather piece of
// s/p words, P0's one more).
inline void fit_pshs_to_link_model(sim::Config& c) {
    if (!net::latency_model(c.get_string("link.model")).carries_messages) return;
    c.set("scheme.mark_messages", true);
    const int64_t piece = c.get_int("scheme.bits") / 32 / c.get_int("scheme.p") + 1;
    c.set("link.depth", std::max(c.get_int("link.depth"), piece));
}

inline std::string describe(const sim::Config& c) {
    std::ostringstream os;
    for (const char* key : {"platform.topology", "scheme.bits", "scheme.p", "scheme.q", "link.latency", "link.depth",
                            "link.model", "router.latency", "router.buffer", "platform.placement",
                            "platform.placement_seed", "scheme.mark_messages"})
        if (c.has(key)) os << key << "=" << sim::to_string(c.at(key)) << " ";
    return os.str();
}

// --- random token patterns

// The pieces every pattern's programs are made of; `label` numbers the
// labels of a program's loops.
// A busy loop of `cycles` iterations (nothing for 0).
inline void write_delay(std::ostringstream& s, unsigned& label, unsigned cycles) {
    if (cycles == 0) return;
    s << " li r3, " << cycles << "\nd" << label << ": addik r3, r3, -1\n bnei r3, d" << label << "\n";
    ++label;
}
// A put of register `reg` on port `port` (cput if `control`): blocking, or
// `polling` with nput until the carry says it went, counting the failures in r11.
inline void write_put(std::ostringstream& s, unsigned& label, unsigned reg, unsigned port, bool control,
                      bool polling) {
    const char* c = control ? "c" : "";
    if (!polling) {
        s << " " << c << "put r" << reg << ", rfsl" << port << "\n";
        return;
    }
    s << "p" << label << ": n" << c << "put r" << reg << ", rfsl" << port << "\n addikc r10, r0, 0\n beqi r10, q"
      << label << "\n addik r11, r11, 1\n bri p" << label << "\nq" << label << ":\n";
    ++label;
}
// A get into register `reg` from port `port`, blocking or polling (nget), as write_put.
inline void write_get(std::ostringstream& s, unsigned& label, unsigned reg, unsigned port, bool polling) {
    if (!polling) {
        s << " get r" << reg << ", rfsl" << port << "\n";
        return;
    }
    s << "g" << label << ": nget r" << reg << ", rfsl" << port << "\n addikc r10, r0, 0\n beqi r10, h" << label
      << "\n addik r11, r11, 1\n bri g" << label << "\nh" << label << ":\n";
    ++label;
}

struct Pattern {
    sim::PlatformSpec spec;
    std::string text;  // the programs, for a failure message
};

// Cores exchange words over random logical links (the ring's own links on
// "ring", and a third of the time elsewhere; random pairs in both
// directions otherwise), in rounds: each core puts a few words on each of
// its outgoing links, then takes the words of
// its incoming links, in a random port order, after random delays, each
// transfer either blocking or polling (nput/nget until the carry says it
// worked, counting the failures, which depend on the exact cycle a word
// arrives or a slot frees). Each core stores a checksum of what it got and
// its failure count. The words a core puts on a port in a round form one or
// more messages, the last word of each put with the control bit (a link
// that carries messages needs the marks; the others ignore them).
//
// With `burst`, a round's words go in bursts: up to eight words loaded into
// registers first, then put back to back (a put every cycle, as no other
// traffic in these tests puts them), and taken back to back by a reader
// that is either as fast (gets one after another) or slower (a delay
// between gets, so that the FIFO fills up behind it); the checksum is
// folded after each burst. Bursts are what a rule that differs only for
// words on consecutive cycles shows on, and full FIFOs at every depth.
// Many senders into one receiver (fan_in_pattern below): half of the burst
// patterns.
inline Pattern fan_in_pattern(std::mt19937_64& rng, const std::string& topology, unsigned depth, bool polling);

inline Pattern random_pattern(std::mt19937_64& rng, const std::string& topology, unsigned depth, bool polling = true,
                              bool burst = false) {
    if (burst && rng() % 2 == 0) return fan_in_pattern(rng, topology, depth, polling);
    const unsigned p = 2 + unsigned(rng() % 5);
    std::vector<std::vector<unsigned>> out(p), in(p);  // ports' link indices
    Pattern pat;
    auto add_link = [&](unsigned from, unsigned to) {
        const unsigned k = unsigned(pat.spec.links.size());
        pat.spec.links.push_back(sim::LogicalLink{from, unsigned(out[from].size()), to, unsigned(in[to].size())});
        out[from].push_back(k);
        in[to].push_back(k);
    };
    // A ring of links on a routed topology too, a third of the time: each
    // node then injects one link's words, so routes of their own are common
    // (the routed network's ExpressRoute).
    if (topology == "ring" || rng() % 3 == 0) {
        for (unsigned i = 0; i < p; ++i) add_link(i, (i + 1) % p);
    } else {
        for (unsigned i = 0; i < p; ++i)
            for (unsigned j = i + 1; j < p; ++j)
                if (rng() % 2 == 0 || j == i + 1) add_link(i, j), add_link(j, i);
    }
    const unsigned rounds = 2 + unsigned(rng() % 3);
    std::vector<unsigned> words(rounds);
    // At most half the receive FIFO per round keeps the symmetric patterns
    // free of deadlock; a ring can still fill up, and then both modes must
    // report the same deadlock.
    for (auto& w : words) w = 1 + unsigned(rng() % std::max(1u, depth / 2));
    unsigned label = 0;
    for (unsigned i = 0; i < p; ++i) {
        std::ostringstream s;
        s << "_start: li r11, 0\n li r12, 0\n li r13, 31\n";
        auto delay = [&]() { write_delay(s, label, unsigned(rng() % 4 == 0 ? rng() % 60 : rng() % 4)); };
        for (unsigned r = 0; r < rounds; ++r) {
            std::vector<unsigned> ports(out[i].size());
            for (unsigned k = 0; k < ports.size(); ++k) ports[k] = k;
            std::shuffle(ports.begin(), ports.end(), rng);
            if (burst) {
                for (unsigned port : ports)
                    for (unsigned first = 0; first < words[r]; first += 8) {
                        const unsigned n = std::min(8u, words[r] - first);
                        delay();
                        for (unsigned w = 0; w < n; ++w)
                            s << " li r" << 14 + w << ", " << (i * 10000 + r * 100 + port * 10 + first + w) << "\n";
                        for (unsigned w = 0; w < n; ++w) {
                            const bool last = first + w + 1 == words[r];  // a message ends here
                            // (the last one polls at a full FIFO)
                            write_put(s, label, 14 + w, port, last, polling && last && rng() % 2 == 0);
                        }
                    }
                ports.assign(in[i].size(), 0);
                for (unsigned k = 0; k < ports.size(); ++k) ports[k] = k;
                std::shuffle(ports.begin(), ports.end(), rng);
                const bool slow_reader = rng() % 2 == 0;
                for (unsigned port : ports)
                    for (unsigned first = 0; first < words[r]; first += 8) {
                        const unsigned n = std::min(8u, words[r] - first);
                        delay();
                        for (unsigned w = 0; w < n; ++w) {
                            if (slow_reader && w > 0) delay();
                            write_get(s, label, 14 + w, port, false);
                        }
                        for (unsigned w = 0; w < n; ++w) s << " mul r12, r12, r13\n addk r12, r12, r" << 14 + w << "\n";
                    }
                continue;
            }
            for (unsigned port : ports)
                for (unsigned w = 0; w < words[r]; ++w) {
                    delay();
                    s << " li r4, " << (i * 10000 + r * 100 + port * 10 + w) << "\n";
                    const bool control = w + 1 == words[r] || rng() % 3 == 0;  // a message ends here
                    write_put(s, label, 4, port, control, polling && rng() % 3 == 0);
                }
            ports.assign(in[i].size(), 0);
            for (unsigned k = 0; k < ports.size(); ++k) ports[k] = k;
            std::shuffle(ports.begin(), ports.end(), rng);
            for (unsigned port : ports)
                for (unsigned w = 0; w < words[r]; ++w) {
                    delay();
                    write_get(s, label, 4, port, polling && rng() % 3 == 0);
                    s << " mul r12, r12, r13\n addk r12, r12, r4\n";
                }
        }
        s << " swi r12, r0, 0x400\n swi r11, r0, 0x404\n swi r0, r0, 0xFFFF0010\n";
        pat.text += "core " + std::to_string(i) + ":\n" + s.str();
        pat.spec.marks_messages = true;
        pat.spec.nodes.push_back(
            sim::NodeSpec{"microblaze", "core" + std::to_string(i), mb::assemble(s.str(), "pattern.s").program, {}, {}});
    }
    return pat;
}

// Many senders into one receiver: every core but a sink sends its words to
// the sink in bursts of up to eight back to back, more words than the
// link's FIFO holds (up to 2 x depth + 16), and never reads; the sink reads
// one link's words after another, as fast as they come or slower. A
// quarter of the puts and gets poll (nput, nget) where the other side is
// not ready yet. FIFOs and
// delay lines fill up behind the reader, the routers' buffers behind them,
// and on a routed topology the senders' words meet at the routers on the
// way to the sink and at its last router's output. A word that is not the
// last of its burst closes a message only if the burst fits in the link. On
// "ring" (links to the next node only) the sink's one sender is the node
// before it; the others idle.
inline Pattern fan_in_pattern(std::mt19937_64& rng, const std::string& topology, unsigned depth, bool polling) {
    const unsigned p = 2 + unsigned(rng() % 5);
    const unsigned sink = unsigned(rng() % p);
    auto sends = [&](unsigned i) { return i != sink && (topology != "ring" || (i + 1) % p == sink); };
    Pattern pat;
    std::vector<unsigned> words(p, 0), port_of(p, 0);
    unsigned label = 0;
    std::vector<std::string> programs(p);
    for (unsigned i = 0; i < p; ++i) {
        if (!sends(i)) continue;
        port_of[i] = unsigned(pat.spec.links.size());
        pat.spec.links.push_back(sim::LogicalLink{i, 0, sink, port_of[i]});
        words[i] = 1 + unsigned(rng() % (2 * depth + 16));
    }
    auto delay = [&](std::ostringstream& s, unsigned longest) {
        write_delay(s, label, unsigned(rng() % 3 == 0 ? rng() % longest : rng() % 3));
    };
    for (unsigned i = 0; i < p; ++i) {
        std::ostringstream s;
        s << "_start: li r11, 0\n li r12, 0\n li r13, 31\n";
        if (sends(i)) {
            for (unsigned first = 0; first < words[i]; first += 8) {
                const unsigned n = std::min(8u, words[i] - first);
                delay(s, 40);
                for (unsigned w = 0; w < n; ++w) s << " li r" << 14 + w << ", " << (i * 1000 + first + w) << "\n";
                for (unsigned w = 0; w < n; ++w)  // (a quarter poll at a full FIFO)
                    write_put(s, label, 14 + w, 0, w + 1 == n || n > depth, polling && rng() % 4 == 0);
            }
        } else if (i == sink) {
            std::vector<unsigned> senders;
            for (unsigned k = 0; k < p; ++k)
                if (sends(k)) senders.push_back(k);
            std::shuffle(senders.begin(), senders.end(), rng);
            const bool slow_reader = rng() % 2 == 0;
            for (unsigned k : senders)
                for (unsigned first = 0; first < words[k]; first += 8) {
                    const unsigned n = std::min(8u, words[k] - first);
                    delay(s, 80);
                    for (unsigned w = 0; w < n; ++w) {
                        if (slow_reader && w > 0) delay(s, 12);
                        // (a quarter poll an empty FIFO)
                        write_get(s, label, 14 + w, port_of[k], polling && rng() % 4 == 0);
                    }
                    for (unsigned w = 0; w < n; ++w) s << " mul r12, r12, r13\n addk r12, r12, r" << 14 + w << "\n";
                }
        }
        s << " swi r12, r0, 0x400\n swi r11, r0, 0x404\n swi r0, r0, 0xFFFF0010\n";
        pat.text += "core " + std::to_string(i) + (i == sink ? " (the sink)" : "") + ":\n" + s.str();
        pat.spec.nodes.push_back(
            sim::NodeSpec{"microblaze", "core" + std::to_string(i), mb::assemble(s.str(), "pattern.s").program, {}, {}});
    }
    pat.spec.marks_messages = true;
    return pat;
}

// What a run of a pattern shows: per core its cycles, instructions, stall
// cycles, checksum and polling failures; or the error it ended with.
// `sets`: (key, value) settings for this run, e.g. {"run.network", "clocked"}.
inline std::vector<uint64_t> outcome(const Pattern& pat, sim::Config cfg,
                                     const std::vector<std::pair<std::string, std::string>>& sets, std::string& error) {
    for (const auto& [key, value] : sets) cfg.set(key, value);
    cfg.set("run.cycle_limit", int64_t(2'000'000));
    sim::Platform platform(pat.spec, cfg);
    std::vector<uint64_t> seen;
    try {
        platform.run();
    } catch (const std::exception& e) {
        error = e.what();
    }
    for (unsigned i = 0; i < platform.size(); ++i) {
        const mb::MbCpu& cpu = platform.node_as<mb::MbCore>(i).cpu();
        seen.insert(seen.end(), {cpu.cycle(), cpu.stats().instructions, cpu.stats().fsl_get_stall_cycles, cpu.stats().fsl_put_stall_cycles,
                                 cpu.memory().read32(0x400), cpu.memory().read32(0x404)});
    }
    return seen;
}


}  // namespace montsim::test
