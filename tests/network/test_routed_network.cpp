// The routed network's timing, hand-computed (network/RoutedNetwork.hpp): a
// word over h router hops without contention, two flows meeting at one
// router output, credit backpressure, and the bus; driven by SystemC threads
// that put and get at chosen cycles.
#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <vector>

#include "network/ClockedNetwork.hpp"
#include "network/RoutedNetwork.hpp"
#include "network/TopologyKit.hpp"
#include "sim/Catalogue.hpp"
#include "sim/CoreType.hpp"
#include "sim/SimContext.hpp"
#include "sim/Topology.hpp"

using namespace montsim;
using sim::FslWord;

namespace {

constexpr double kNs = 10.0;

// A line of routers 0 - 1 - 2 ... (links both ways), routing along the line.
net::RouterGraph line(unsigned n) {
    net::RouterGraph g;
    g.routers = n;
    g.out.resize(n);
    for (unsigned i = 0; i < n; ++i) {
        if (i + 1 < n) g.out[i].push_back(i + 1);
        if (i > 0) g.out[i].push_back(i - 1);
    }
    // out[i] = {i + 1 (if any), i - 1 (if any)}: towards a higher router is
    // port 0; towards a lower one port 1, or port 0 at the line's last router.
    g.route = [n](unsigned from, unsigned to) -> unsigned { return to > from ? 0u : (from + 1 < n ? 1u : 0u); };
    return g;
}

uint64_t now_cycle() { return sc_core::sc_time_stamp().value() / sc_core::sc_time(kNs, sc_core::SC_NS).value(); }

// Takes one word of a link (from cycle `from` on) and records when. Net is
// the fast path (RoutedNetwork) or the clocked reference (ClockedNetwork):
// every hand-computed case holds for both.
template <typename Net>
struct Getter : sc_core::sc_module {
    SC_HAS_PROCESS(Getter);
    Net& net;
    unsigned link;
    uint64_t from;
    uint64_t got_at = 0;
    uint32_t got = 0;
    Getter(sc_core::sc_module_name name, Net& n, unsigned l, uint64_t start = 0)
        : sc_module(name), net(n), link(l), from(start) {
        SC_THREAD(run);
    }
    void run() {
        if (from > 0) wait(sc_core::sc_time(kNs * double(from), sc_core::SC_NS));
        FslWord w;
        got_at = net.end(link).get(now_cycle(), w);
        got = w.data;
    }
};

// Puts (link, cycle, value) in order; a getter per entry of `gets`.
template <typename Net>
struct Driver : sc_core::sc_module {
    SC_HAS_PROCESS(Driver);
    Net& net;
    std::vector<std::tuple<unsigned, uint64_t, uint32_t>> puts;
    std::vector<std::unique_ptr<Getter<Net>>> getters;
    std::vector<uint64_t> put_done;
    Driver(sc_core::sc_module_name name, Net& n, std::vector<std::tuple<unsigned, uint64_t, uint32_t>> p,
           std::vector<unsigned> gets)
        : sc_module(name), net(n), puts(std::move(p)) {
        put_done.resize(puts.size());
        SC_THREAD(putter);
        for (size_t k = 0; k < gets.size(); ++k)
            getters.push_back(std::make_unique<Getter<Net>>(("get" + std::to_string(k)).c_str(), n, gets[k]));
    }
    uint64_t got_at(size_t k) const { return getters.at(k)->got_at; }
    uint32_t got(size_t k) const { return getters.at(k)->got; }
    void putter() {
        for (size_t k = 0; k < puts.size(); ++k) {
            const auto [link, cycle, value] = puts[k];
            if (cycle > now_cycle()) wait(sc_core::sc_time(kNs * double(cycle - now_cycle()), sc_core::SC_NS));
            put_done[k] = net.end(link).put(now_cycle(), FslWord{value, false});
        }
    }
};

net::RouterConfig config(uint32_t latency = 1, uint32_t link_latency = 1, uint32_t buffer = 4, uint32_t depth = 16) {
    net::RouterConfig c;
    c.latency = latency;
    c.link_latency = link_latency;
    c.buffer = buffer;
    c.receive_depth = depth;
    c.cycle_ns = kNs;
    return c;
}

}  // namespace

TEMPLATE_TEST_CASE("routed: a word over h hops is readable h(r + l) + r + 1 cycles after its put", "[network][routed]",
                   net::RoutedNetwork, net::ClockedNetwork) {
    for (uint32_t r : {1u, 3u})
        for (uint32_t l : {1u, 5u})
            for (unsigned h : {0u, 1u, 2u, 3u}) {
                INFO("r = " << r << ", l = " << l << ", h = " << h);
                sim::FreshSimContext context;
                TestType network("net", line(4), config(r, l), {{0, h}});
                CHECK(network.hops(0) == h);
                Driver<TestType> d("d", network, {{0, 10, 77}}, {0});
                sc_core::sc_start();
                CHECK(d.put_done[0] == 10);
                CHECK(d.got(0) == 77);
                CHECK(d.got_at(0) == 10 + h * (r + l) + r + 1);
            }
}

TEMPLATE_TEST_CASE("routed: two flows meeting at one router output go one word per cycle, round-robin",
                   "[network][routed]", net::RoutedNetwork, net::ClockedNetwork) {
    // A: router 0 -> 2 (through router 1), put at 0; B: router 1 -> 2, put
    // at 2. Both want router 1's output to router 2 at cycle 3: the injection
    // input is served first (round-robin from input 0), A one cycle later.
    sim::FreshSimContext context;
    TestType network("net", line(3), config(), {{0, 2}, {1, 2}});
    Driver<TestType> d("d", network, {{0, 0, 1}, {1, 2, 2}}, {0, 1});
    sc_core::sc_start();
    CHECK(d.got_at(1) == 6);  // B: 2 + 1 (r) + 1 (l) + 1 (r) + 1, uncontended
    CHECK(d.got_at(0) == 7);  // A: 6 without B, one cycle behind it
    const auto words = network.link_words();
    uint64_t through_1_to_2 = 0;
    for (const auto& [from, to, n] : words)
        if (from == 1 && to == 2) through_1_to_2 = n;
    CHECK(through_1_to_2 == 2);
}

TEMPLATE_TEST_CASE("routed: credits hold words back when the next buffer is full", "[network][routed]", net::RoutedNetwork,
                   net::ClockedNetwork) {
    // Buffer of one word, receive FIFO of one word, nobody reading for a
    // while: the third put must wait until the reader frees room.
    sim::FreshSimContext context;
    TestType network("net", line(2), config(1, 1, 1, 1), {{0, 1}});
    struct Late : sc_core::sc_module {
        SC_HAS_PROCESS(Late);
        TestType& net;
        std::vector<uint64_t> got_at;
        explicit Late(sc_core::sc_module_name n, TestType& nw) : sc_module(n), net(nw) { SC_THREAD(run); }
        void run() {
            wait(sc_core::sc_time(kNs * 100, sc_core::SC_NS));
            for (int k = 0; k < 4; ++k) {
                FslWord w;
                got_at.push_back(net.end(0).get(now_cycle(), w));
            }
        }
    } reader("reader", network);
    Driver<TestType> d("d", network, {{0, 0, 1}, {0, 0, 2}, {0, 0, 3}, {0, 0, 4}}, {});
    sc_core::sc_start();
    // Words 1 (receive FIFO), 2 (router 1's input) and 3 (router 0's
    // injection buffer, after 2 left it) go in at once; word 4 waits.
    CHECK(d.put_done[0] == 0);
    CHECK(d.put_done[1] == 2);  // the injection slot word 1 freed at 1, usable at 2
    CHECK(d.put_done[3] > 100);
    REQUIRE(reader.got_at.size() == 4);
    CHECK(reader.got_at[0] == 100);
}

TEMPLATE_TEST_CASE("routed: the bus moves one word per cycle for all nodes", "[network][routed]", net::RoutedNetwork,
                   net::ClockedNetwork) {
    net::RouterGraph bus;
    bus.routers = 4;
    bus.out.resize(4);
    bus.bus = true;
    sim::FreshSimContext context;
    TestType network("net", bus, config(1, 1), {{0, 1}, {2, 3}});
    Driver<TestType> d("d", network, {{0, 5, 10}, {1, 5, 20}}, {0, 1});
    sc_core::sc_start();
    // Both ready at 6; node 0 takes the bus at 6 (readable at 7), node 2 at 7 (readable at 8).
    CHECK(d.got_at(0) == 7);
    CHECK(d.got_at(1) == 8);
}

TEST_CASE("placement: identity, snake through a grid, and a seeded permutation", "[network][routed]") {
    CHECK(net::placement("identity", 4, 4, 2, 1) == std::vector<unsigned>{0, 1, 2, 3});
    CHECK(net::placement("snake", 6, 6, 3, 1) == std::vector<unsigned>{0, 1, 2, 5, 4, 3});
    const auto a = net::placement("random", 8, 9, 3, 7), b = net::placement("random", 8, 9, 3, 7);
    CHECK(a == b);
    std::vector<unsigned> sorted = net::placement("random", 9, 9, 3, 7);
    std::sort(sorted.begin(), sorted.end());
    CHECK(sorted == std::vector<unsigned>{0, 1, 2, 3, 4, 5, 6, 7, 8});
    CHECK(net::placement("random", 8, 9, 3, 8) != a);
    CHECK_THROWS_WITH(net::placement("spiral", 4, 4, 2, 1), Catch::Contains("must be identity, snake, random or list"));
    CHECK(net::placement("list", 3, 4, 2, 1, "3,0,2") == std::vector<unsigned>{3, 0, 2});
    CHECK_THROWS_WITH(net::placement("list", 3, 4, 2, 1, "3,0,3"), Catch::Contains("router 3 is named twice"));
    CHECK_THROWS_WITH(net::placement("list", 3, 4, 2, 1, "3,0,4"), Catch::Contains("router 4 does not exist (this network has routers 0..3)"));
    CHECK_THROWS_WITH(net::placement("list", 3, 4, 2, 1, "3,0"), Catch::Contains("places 2 nodes; the platform has 3"));
    CHECK_THROWS_WITH(net::placement("list", 3, 4, 2, 1, "3,x,1"), Catch::Contains("\"x\" is not a router number"));
}

namespace {

// Takes one word from a channel end and records the cycle.
struct EndGetter : sc_core::sc_module {
    SC_HAS_PROCESS(EndGetter);
    sim::FslGetIf& end;
    uint64_t got_at = 0;
    EndGetter(sc_core::sc_module_name name, sim::FslGetIf& e) : sc_module(name), end(e) { SC_THREAD(run); }
    void run() {
        FslWord w;
        got_at = end.get(now_cycle(), w);
    }
};

// Drives the ends of a network a topology builder made: puts
// (link, cycle, value) in order from one thread, and one getter per link in
// `gets`, each recording when its word became readable.
struct EndsDriver : sc_core::sc_module {
    SC_HAS_PROCESS(EndsDriver);
    sim::Network& net;
    std::vector<std::tuple<unsigned, uint64_t, uint32_t>> puts;
    std::vector<std::unique_ptr<EndGetter>> getters;
    EndsDriver(sc_core::sc_module_name name, sim::Network& n, std::vector<std::tuple<unsigned, uint64_t, uint32_t>> p,
               const std::vector<unsigned>& gets)
        : sc_module(name), net(n), puts(std::move(p)) {
        SC_THREAD(putter);
        for (size_t k = 0; k < gets.size(); ++k)
            getters.push_back(std::make_unique<EndGetter>(("get" + std::to_string(k)).c_str(), n.get_end(gets[k])));
    }
    uint64_t got_at(size_t k) const { return getters.at(k)->got_at; }
    void putter() {
        for (const auto& [link, cycle, value] : puts) {
            if (cycle > now_cycle()) wait(sc_core::sc_time(kNs * double(cycle - now_cycle()), sc_core::SC_NS));
            net.put_end(link).put(now_cycle(), FslWord{value, false});
        }
    }
};

// Builds `topology` for `nodes` nodes with the logical links `links`
// (from node, to node), identity placement, the given router and link
// latencies, under network mode `mode`.
std::unique_ptr<sim::Network> build(const std::string& topology, const std::string& mode, unsigned nodes,
                                    const std::vector<std::pair<unsigned, unsigned>>& links, uint32_t r, uint64_t l) {
    std::vector<sim::LogicalLink> logical;
    for (unsigned k = 0; k < links.size(); ++k) logical.push_back(sim::LogicalLink{links[k].first, k, links[k].second, k});
    sim::Config cfg = sim::default_config();
    cfg.set("link.latency", int64_t(l));
    cfg.set("router.latency", int64_t(r));
    cfg.set("run.network", mode);
    static_assert(kNs == sim::kCyclePeriodNs, "the drivers count cycles of the cores' clock");
    return sim::topologies().get(topology).build(sim::NetworkRequest{nodes, logical, cfg});
}

}  // namespace

TEST_CASE("each topology, hand-computed: one word's delivery, and two flows meeting at one output", "[network][routed]") {
    // Router latency 2, link latency 3: a hop costs 5; a word over h router
    // hops is readable h(2 + 3) + 2 + 1 cycles after its put (the bus: 2 + 3;
    // the ring's own link: 3).
    struct Single {
        const char* topology;
        unsigned nodes, to;  // from node 0 to node `to`
        uint64_t after;      // readable this many cycles after the put
    };
    const Single singles[] = {
        {"ring", 4, 1, 3},
        {"mesh", 9, 8, 4 * 5 + 3},       // 3x3: two hops along x, two along y
        {"torus", 9, 8, 2 * 5 + 3},      // 3x3: one hop back round in x and in y
        {"biring", 8, 5, 3 * 5 + 3},     // three hops the short way round
        {"crossbar", 8, 5, 1 * 5 + 3},   // one hop
        {"bus", 8, 5, 2 + 3},            // the pipeline, then the bus
    };
    // Two flows with r = l = 1: A from node 0 put at 0, B put at 2, both
    // through one router output (the last router's input for the crossbar
    // and the bus's one medium: both words at once).
    struct Pair {
        const char* topology;
        unsigned nodes, a_from, b_from, to;
        uint64_t b_put, a_got, b_got;
    };
    const Pair pairs[] = {
        // Router 1's output towards router 2: at cycle 3 both ask; the
        // injection input (B) is first in round-robin order, A a cycle later.
        {"mesh", 9, 0, 1, 2, 2, 7, 6},
        {"torus", 16, 0, 1, 2, 2, 7, 6},
        {"biring", 8, 0, 1, 2, 2, 7, 6},
        // Router 2's local output: both arrive at 2, ready at 3; the input
        // from router 0 comes before the one from router 1.
        {"crossbar", 8, 0, 1, 2, 0, 4, 5},
        // One word per cycle on the bus, node 0 first.
        {"bus", 8, 0, 1, 2, 0, 2, 3},  // ready at 1: A crosses at 1 (readable 2), B at 2
    };
    for (const char* mode : {"timestamped", "clocked"}) {
        for (const auto& c : singles) {
            INFO(mode << " " << c.topology);
            sim::FreshSimContext context;
            const auto network = build(c.topology, mode, c.nodes, {{0, c.to}}, 2, 3);
            EndsDriver d("d", *network, {{0, 10, 5}}, {0});
            sc_core::sc_start();
            CHECK(d.got_at(0) == 10 + c.after);
        }
        for (const auto& c : pairs) {
            INFO(mode << " " << c.topology << " (two flows)");
            sim::FreshSimContext context;
            const auto network = build(c.topology, mode, c.nodes, {{c.a_from, c.to}, {c.b_from, c.to}}, 1, 1);
            EndsDriver d("d", *network, {{0, 0, 1}, {1, c.b_put, 2}}, {0, 1});
            sc_core::sc_start();
            CHECK(d.got_at(0) == c.a_got);
            CHECK(d.got_at(1) == c.b_got);
        }
    }
}

TEST_CASE("routed: a link whose route is its own is worked out at its puts; one that meets another is routed",
          "[network][routed]") {
    sim::FreshSimContext context;
    {
        // Opposite ways along the line: no router output shared.
        net::RoutedNetwork network("alone", line(4), config(), {{0, 3}, {3, 0}});
        CHECK(network.express(0));
        CHECK(network.express(1));
    }
    {
        // Both ask router 1 for its output towards router 2.
        net::RoutedNetwork network("meet", line(3), config(), {{0, 2}, {1, 2}});
        CHECK_FALSE(network.express(0));
        CHECK_FALSE(network.express(1));
    }
    {
        // One source router, two links: they share its injection buffer.
        net::RoutedNetwork network("fork", line(3), config(), {{1, 0}, {1, 2}});
        CHECK_FALSE(network.express(0));
        CHECK_FALSE(network.express(1));
    }
    {
        // Deep buffers on a long route: its exit logs would outgrow the
        // routers' own buffers, so it stays with the routers.
        net::RoutedNetwork network("deep", line(4), config(1, 1, 1024), {{0, 3}, {2, 1}});
        CHECK_FALSE(network.express(0));
        CHECK(network.express(1));  // one hop: 2 x 2048 exits
    }
    {
        net::RouterConfig off = config();
        off.express_routes = false;
        net::RoutedNetwork network("off", line(4), off, {{0, 3}});
        CHECK_FALSE(network.express(0));
    }
}

namespace {

// `words` words over one route along a line of `routers` routers, buffers
// of `buffer` words and a two-word receive FIFO: half put at once, half later; a
// reader that pauses every fourth word. Returns the puts' and gets'
// cycles, the words got and each link's words.
template <typename Net>
std::vector<uint64_t> slow_reader_run(bool express, unsigned routers, uint32_t buffer, uint32_t words) {
    sim::FreshSimContext context;
    net::RouterConfig cfg = config(2, 3, buffer, 2);
    cfg.express_routes = express;
    Net network("net", line(routers), cfg, {{0, routers - 1}});
    std::vector<std::tuple<unsigned, uint64_t, uint32_t>> puts;
    for (uint32_t k = 0; k < words; ++k) puts.emplace_back(0, k < words / 2 ? 0 : 40 + 3 * k, k);
    struct Reader : sc_core::sc_module {
        SC_HAS_PROCESS(Reader);
        Net& net;
        uint32_t words;
        std::vector<uint64_t> at;
        std::vector<uint32_t> got;
        Reader(sc_core::sc_module_name n, Net& nw, uint32_t w) : sc_module(n), net(nw), words(w) { SC_THREAD(run); }
        void run() {
            for (uint32_t k = 0; k < words; ++k) {
                wait(sc_core::sc_time(kNs * (k % 4 == 0 ? 30 : 1), sc_core::SC_NS));
                FslWord w;
                at.push_back(net.end(0).get(now_cycle(), w));
                got.push_back(w.data);
            }
        }
    } reader("reader", network, words);
    Driver<Net> d("d", network, puts, {});
    sc_core::sc_start();
    std::vector<uint64_t> seen = d.put_done;
    seen.insert(seen.end(), reader.at.begin(), reader.at.end());
    seen.insert(seen.end(), reader.got.begin(), reader.got.end());
    for (const auto& [from, to, n] : network.link_words()) seen.push_back(n);
    return seen;
}

// One word put on each of the line's links and got at once: the cycles of
// each (and the words each router link carried), for every engine alike.
template <typename Net>
std::vector<uint64_t> traffic_run(const net::RouterConfig& cfg, unsigned routers,
                                  const std::vector<std::pair<unsigned, unsigned>>& links,
                                  const std::vector<std::tuple<unsigned, uint64_t, uint32_t>>& puts) {
    sim::FreshSimContext context;
    Net network("net", line(routers), cfg, links);
    std::vector<unsigned> gets;
    for (const auto& put : puts) gets.push_back(std::get<0>(put));
    Driver<Net> d("d", network, puts, gets);
    sc_core::sc_start();
    std::vector<uint64_t> seen = d.put_done;
    for (size_t k = 0; k < gets.size(); ++k) seen.push_back(d.got_at(k)), seen.push_back(d.got(k));
    for (const auto& [from, to, n] : network.link_words()) seen.push_back(n);
    return seen;
}

}  // namespace

TEST_CASE("routed: the routers give the clocked reference's cycles where words meet, and where two enter one buffer at once",
          "[network][routed]") {
    struct Case {
        const char* what;
        std::vector<std::pair<unsigned, unsigned>> links;
        std::vector<std::tuple<unsigned, uint64_t, uint32_t>> puts;
    };
    const Case cases[] = {
        // One driver puts on two of router 1's links in cycle 0: two words
        // enter its injection buffer in one cycle (the second waits behind).
        {"two puts into one injection buffer in one cycle", {{1, 0}, {1, 2}, {1, 3}}, {{0, 0, 1}, {1, 0, 2}, {2, 3, 3}}},
        // A (router 0 -> 3) and B (router 1 -> 3) ask router 1 for one output
        // in one cycle; C and D, put later, follow them.
        {"two words meet at an output", {{0, 3}, {1, 3}, {1, 2}, {0, 2}}, {{0, 0, 1}, {1, 2, 2}, {2, 3, 3}, {3, 9, 4}}},
    };
    for (const Case& c : cases)
        for (uint32_t buffer : {1u, 4u}) {
            INFO(c.what << ", router.buffer " << buffer);
            const net::RouterConfig cfg = config(1, 1, buffer);
            const std::vector<uint64_t> reference = traffic_run<net::ClockedNetwork>(cfg, 4, c.links, c.puts);
            CHECK(traffic_run<net::RoutedNetwork>(cfg, 4, c.links, c.puts) == reference);
        }
}

TEST_CASE("routed: an express route gives the clocked routers' cycles, credits and a slow reader included",
          "[network][routed]") {
    // 3 hops of one-word buffers; then 39 hops of two-word buffers, whose
    // 82 words in flight outgrow the route's first word log (64 words).
    for (const auto& [routers, buffer, words] : {std::tuple<unsigned, uint32_t, uint32_t>{4, 1, 12}, {40, 2, 200}}) {
        INFO(routers - 1 << " hops, router.buffer " << buffer << ", " << words << " words");
        const std::vector<uint64_t> reference = slow_reader_run<net::ClockedNetwork>(false, routers, buffer, words);
        REQUIRE(reference.size() == 3 * words + 2 * (routers - 1));
        CHECK(reference[words - 1] > 40 + 3 * (words - 1));  // the last put waited for room
        CHECK(slow_reader_run<net::RoutedNetwork>(true, routers, buffer, words) == reference);
        CHECK(slow_reader_run<net::RoutedNetwork>(false, routers, buffer, words) == reference);
    }
}
