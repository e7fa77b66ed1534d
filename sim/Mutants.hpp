// Mutants: small wrong versions of the fast paths and the references, for
// testing the tests. A site beside the code names one term and what a
// wrong version of it would be (a latency off by one, a credit ignored, a
// carry lost); the mutant build (MONTSIM_MUTANTS, the test binary
// montsim_mutants: tests/mutants/README.md) switches one mutant on per run
// and the differential tests the site names must fail. `montsim mutants`
// runs them all and prints how many the tests caught.
//
// In every other build a site is its original expression and nothing more:
// no branch, no registry, no cost. Sites go in .cpp files only (a header's
// inline code would differ between the two builds of one program).
//
//   MONTSIM_MUTANT_SITE(kLatencyUp, "rule.pipelined/latency+1", "[clocked]", "a word arrives a cycle late")
//   ...
//   uint64_t at = word.put + latency;
//   if (MONTSIM_MUTANT_ON(kLatencyUp)) at += 1;
//
// Elsewhere MONTSIM_MUTANT_ON is `false`: the mutated line still compiles
// (it cannot rot) and the optimiser drops it.
#pragma once

#include <vector>

namespace montsim::sim::mutants {

struct Site {
    const char* name;   // unique: "<model or part>.<rule>/<term><change>"
    const char* tests;  // the Catch2 test spec that must catch it ("[clocked]")
    const char* what;   // the wrong behaviour, in words
};

// Every site of the program, in the order their files registered them.
inline std::vector<const Site*>& sites() {
    static std::vector<const Site*> all;
    return all;
}
inline bool add(const Site* site) {
    sites().push_back(site);
    return true;
}

// The one site switched on (tests/mutants/main.cpp: --mutant NAME), or none.
inline const Site* active = nullptr;

}  // namespace montsim::sim::mutants

// A term off by one in each direction: `value`, one more with site `up`
// on, one less with `down` on (never below 1: a latency of 0 is no
// hardware at all).
#define MONTSIM_OFF_BY_ONE(value, up, down) \
    ((value) + MONTSIM_MUTANT_ON(up) - (MONTSIM_MUTANT_ON(down) && (value) > 1))

#ifdef MONTSIM_MUTANTS
#define MONTSIM_MUTANT_SITE(var, name, tests, what)              \
    namespace {                                                  \
    const ::montsim::sim::mutants::Site var{name, tests, what};  \
    const bool var##_added = ::montsim::sim::mutants::add(&var); \
    }
#define MONTSIM_MUTANT_ON(var) (::montsim::sim::mutants::active == &(var))
#else
#define MONTSIM_MUTANT_SITE(var, name, tests, what)
#define MONTSIM_MUTANT_ON(var) false
#endif
