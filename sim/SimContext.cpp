#include "sim/SimContext.hpp"

#include <systemc>

#include "sim/Sanitizers.hpp"
#ifdef MONTSIM_ASAN
#include <pthread.h>
#include <sanitizer/common_interface_defs.h>
#endif

namespace montsim::sim {

namespace {

// SystemC tells AddressSanitizer about each switch into a process's
// coroutine stack but not about the switch back to the thread that called
// sc_start (tests/sanitizers/README.md), so ASan goes on believing that the
// thread runs on the last coroutine's stack, which is freed with the
// context. LeakSanitizer then scans that freed range at exit and crashes
// (at random: it depends on whether the memory is still mapped). Telling
// ASan the thread's own stack again when a context goes away fixes its
// belief. Nothing happens in a build without ASan.
void give_asan_the_host_stack_back() {
#ifdef MONTSIM_ASAN
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
    void* bottom = nullptr;
    size_t size = 0;
    const bool ok = pthread_attr_getstack(&attr, &bottom, &size) == 0;
    pthread_attr_destroy(&attr);
    if (!ok) return;
    void* fake_stack = nullptr;
    __sanitizer_start_switch_fiber(&fake_stack, bottom, size);
    __sanitizer_finish_switch_fiber(fake_stack, nullptr, nullptr);
#endif
}

}  // namespace

FreshSimContext::FreshSimContext() : context_(new sc_core::sc_simcontext()) {
    sc_core::sc_curr_simcontext = context_;
    sc_core::sc_default_global_context = context_;
}

FreshSimContext::~FreshSimContext() {
    // The modules made in this context are gone by now (they were members
    // declared after it). It is deleted while current: its clean-up asks
    // SystemC for the current context, which would otherwise make (and leak)
    // a new default one. SystemC makes a new one on demand later.
    // Contexts may go away in any order (two platforms alive at once): the
    // one deleted is made current for its clean-up, and whichever was
    // current before stays so.
    sc_core::sc_simcontext* const current = sc_core::sc_curr_simcontext;
    sc_core::sc_simcontext* const global = sc_core::sc_default_global_context;
    sc_core::sc_curr_simcontext = context_;
    sc_core::sc_default_global_context = context_;
    delete context_;
    sc_core::sc_curr_simcontext = current == context_ ? nullptr : current;
    sc_core::sc_default_global_context = global == context_ ? nullptr : global;
    give_asan_the_host_stack_back();
}

}  // namespace montsim::sim
