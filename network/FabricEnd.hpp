// One logical link's two ends on a network fabric (RoutedNetwork, the
// timestamped routers and bus; ClockedNetwork, the clocked reference of
// lines, routers and bus): what a node's put and get ports bind to. The end
// is the face of the channel protocol (sim/Channel.hpp); what a transfer
// does is the fabric's own `end_*` functions, so one class serves every
// fabric. (A point-to-point FslLink is its own end: it is the whole
// channel.)
#pragma once

#include <cstdint>
#include <string>
#include <systemc>

#include "sim/Channel.hpp"

namespace montsim::net {

template <typename Fabric>
class FabricEnd final : public sc_core::sc_object, public sim::FslPutIf, public sim::FslGetIf {
public:
    FabricEnd(const char* name, Fabric& fabric, unsigned link) : sc_object(name), fabric_(fabric), link_(link) {}

    bool nb_put(uint64_t cycle, const sim::FslWord& word) override { return fabric_.end_nb_put(link_, cycle, word); }
    uint64_t put(uint64_t cycle, const sim::FslWord& word) override { return fabric_.end_put(link_, cycle, word); }
    bool nb_get(uint64_t cycle, sim::FslWord& word) override { return fabric_.end_nb_get(link_, cycle, word); }
    uint64_t get(uint64_t cycle, sim::FslWord& word) override { return fabric_.end_get(link_, cycle, word); }
    const sc_core::sc_event& data_read_event() const override { return fabric_.end_read_event(link_); }
    const sc_core::sc_event& data_written_event() const override { return fabric_.end_written_event(link_); }
    std::string describe() const override { return fabric_.end_describe(link_, name()); }
    // Sync-free transfers, where the fabric offers them (Fabric::kSyncFree).
    bool sync_free() const override { return Fabric::kSyncFree; }
    uint64_t put_free(uint64_t cycle, const sim::FslWord& word) override {
        if constexpr (Fabric::kSyncFree) return fabric_.end_put_free(link_, cycle, word);
        else return FslPutIf::put_free(cycle, word);
    }
    uint64_t get_free(uint64_t cycle, sim::FslWord& word) override {
        if constexpr (Fabric::kSyncFree) return fabric_.end_get_free(link_, cycle, word);
        else return FslGetIf::get_free(cycle, word);
    }
    // The sync-free transfers that need not wait, for a core's compiled
    // code: as plain functions too, so that a transfer is one call.
    bool put_now(uint64_t& cycle, const sim::FslWord& word) override {
        if constexpr (Fabric::kSyncFree) return fabric_.end_put_now(link_, cycle, word);
        else return false;
    }
    bool get_now(uint64_t& cycle, sim::FslWord& word) override {
        if constexpr (Fabric::kSyncFree) return fabric_.end_get_now(link_, cycle, word);
        else return false;
    }
    sim::FslPutNow put_now_call() override {
        if constexpr (Fabric::kSyncFree) {
            return {[](void* end, uint64_t& cycle, uint32_t data, bool control) {
                        FabricEnd& e = *static_cast<FabricEnd*>(end);
                        return e.fabric_.end_put_now(e.link_, cycle, sim::FslWord{data, control});
                    },
                    this};
        } else {
            return {};
        }
    }
    sim::FslGetNow get_now_call() override {
        if constexpr (Fabric::kSyncFree) {
            return {[](void* end, uint64_t& cycle, uint32_t& data, bool& control) {
                        FabricEnd& e = *static_cast<FabricEnd*>(end);
                        sim::FslWord w;
                        if (!e.fabric_.end_get_now(e.link_, cycle, w)) return false;
                        data = w.data, control = w.control;
                        return true;
                    },
                    this};
        } else {
            return {};
        }
    }

private:
    Fabric& fabric_;
    unsigned link_;
};

}  // namespace montsim::net
