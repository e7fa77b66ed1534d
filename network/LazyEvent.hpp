// An sc_event made when first asked for. SystemC names every event made
// during elaboration (a generated unique name, entered in the object
// manager's tables): about 7,000 host instructions per event, for events
// most links never wait on (a sync-free core never waits on its link), and
// a sweep builds a platform per point. An event made while the simulation
// runs is not named.
//
// A notification of an event not made yet is dropped: nobody can be waiting
// on it. Every wait on such an event follows a test of the state its
// notifications announce (a word put, a slot freed), made in the same
// evaluation without yielding, so a dropped notification could only have
// woken a process whose test passed already.
#pragma once

#include <systemc>

#include <memory>

namespace montsim::net {

class LazyEvent {
public:
    sc_core::sc_event& event() const {
        if (!event_) event_ = std::make_unique<sc_core::sc_event>();
        return *event_;
    }
    void notify_delta() {
        if (event_) event_->notify(sc_core::SC_ZERO_TIME);
    }

private:
    mutable std::unique_ptr<sc_core::sc_event> event_;
};

}  // namespace montsim::net
