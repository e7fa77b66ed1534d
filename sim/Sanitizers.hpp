// MONTSIM_ASAN is defined in a build with AddressSanitizer (GCC and clang
// say so differently): the code that meets coroutine stacks
// (SimContext.cpp, CoroutineStacks.cpp) and the allocator's settings
// (HeapPolicy.cpp) behave differently there.
#pragma once

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define MONTSIM_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) && !defined(MONTSIM_ASAN)
#define MONTSIM_ASAN 1
#endif
