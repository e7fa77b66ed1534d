// What a node's FSL-style ports are bound to: the put side and the get side
// of a one-way channel of 32-bit words plus the FSL control bit. This is the
// engine's one channel protocol: a node reaches the network only through
// these interfaces, bound at elaboration (sim/Platform.hpp), and whatever
// carries a link (network/: a point-to-point link, a router's network
// interface) implements them.
//
// Times are core cycles. The caller has brought SystemC time up to `cycle`
// before it calls (the channel may compare its state with SystemC time); a
// blocking call waits in the caller's thread, as sc_fifo's read and write do.
//
// Sync-free transfers: a channel whose outcome cannot depend on the order in
// which the host runs its writer and reader (one writer, one reader,
// blocking transfers, or a transfer whose outcome is already certain) may
// also offer put_free/get_free, called at the caller's own cycle with
// SystemC time left where it is. They complete at the cycle the transfer
// would complete at after a synchronisation, waiting (on an event, untimed)
// only while the word or the free slot they need has not been made yet by
// the other side (network/README.md says how each channel does it).
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <systemc>

#include "sim/FslNow.hpp"

namespace montsim::sim {

struct FslWord {
    uint32_t data = 0;
    bool control = false;
};

class FslPutIf : public virtual sc_core::sc_interface {
public:
    // A put at `cycle` if the channel has room then (FSL nput); false if not.
    virtual bool nb_put(uint64_t cycle, const FslWord& word) = 0;
    // A put at the first cycle >= `cycle` with room (FSL put); returns it.
    virtual uint64_t put(uint64_t cycle, const FslWord& word) = 0;
    // Notified when a word leaves the channel (room may have appeared).
    virtual const sc_core::sc_event& data_read_event() const = 0;
    // "link_0_to_1, 3 words in it": for deadlock reports.
    virtual std::string describe() const = 0;
    // Whether put_free may be called (see the top of this file).
    virtual bool sync_free() const { return false; }
    // A blocking put at the caller's own `cycle`; returns when it completes.
    virtual uint64_t put_free(uint64_t /*cycle*/, const FslWord& /*word*/) {
        throw std::logic_error(describe() + ": no sync-free put");
    }
    // put_free where it need not wait (the slot's freeing is known): puts
    // the word and sets `cycle` to when the put completes. False, with
    // nothing done, where it would wait: then put_free. Never waits or
    // throws (a core's compiled code calls it).
    virtual bool put_now(uint64_t& /*cycle*/, const FslWord& /*word*/) { return false; }
    // put_now as a plain function (FslNow.hpp), where the channel offers one.
    virtual FslPutNow put_now_call() { return {}; }
};

class FslGetIf : public virtual sc_core::sc_interface {
public:
    // A get at `cycle` if a word has arrived by then (FSL nget); false if not.
    virtual bool nb_get(uint64_t cycle, FslWord& word) = 0;
    // A get at the first cycle >= `cycle` with an arrived word (FSL get);
    // returns it.
    virtual uint64_t get(uint64_t cycle, FslWord& word) = 0;
    // Notified when a word enters the channel.
    virtual const sc_core::sc_event& data_written_event() const = 0;
    virtual std::string describe() const = 0;
    // Whether get_free may be called (see the top of this file).
    virtual bool sync_free() const { return false; }
    // A blocking get at the caller's own `cycle`; returns when it completes.
    virtual uint64_t get_free(uint64_t /*cycle*/, FslWord& /*word*/) {
        throw std::logic_error(describe() + ": no sync-free get");
    }
    // get_free where it need not wait (the word was put and its arrival is
    // known): takes it and sets `cycle` to when the get completes. False,
    // with nothing done, where it would wait: then get_free. Never waits or
    // throws.
    virtual bool get_now(uint64_t& /*cycle*/, FslWord& /*word*/) { return false; }
    // get_now as a plain function (FslNow.hpp), where the channel offers one.
    virtual FslGetNow get_now_call() { return {}; }
};

}  // namespace montsim::sim
