// An sc_event made when first asked for. SystemC names every event made
// during elaboration (a generated unique name, entered in the object
// manager's tables): about 7,000 host instructions per event, for events
// most links never wait on (a sync-free core never waits on its link), and
// a sweep builds a platform per point. An event made while the simulation
// runs is not named.
//
// A notification is made only while a process waits on the event through
// wait() (or once anything outside has asked for the event itself, which
// it may wait on uncounted). A dropped notification could wake nobody:
// every wait follows a test of the state its notifications announce (a
// word put, a slot freed), made in the same evaluation without yielding, so
// a process that waits later has seen that state already. Links notify on
// every transfer and are waited on rarely: an sc_event's notify and trigger
// cost some 50 host instructions a transfer.
#pragma once

#include <systemc>

#include <memory>

namespace montsim::net {

class LazyEvent {
public:
    // For anything outside the link: from now on every notification is made.
    sc_core::sc_event& event() const {
        shared_ = true;
        return made();
    }
    // Waits (in the calling SystemC thread) for the next notification.
    void wait() {
        ++waiting_;
        sc_core::wait(made());
        --waiting_;
    }
    void notify_delta() {
        if (waiting_ != 0 || shared_) event_->notify(sc_core::SC_ZERO_TIME);
    }

private:
    sc_core::sc_event& made() const {
        if (!event_) event_ = std::make_unique<sc_core::sc_event>();
        return *event_;
    }
    mutable std::unique_ptr<sc_core::sc_event> event_;
    unsigned waiting_ = 0;       // processes in wait()
    mutable bool shared_ = false;  // event() was asked for
};

}  // namespace montsim::net
