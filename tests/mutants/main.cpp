// The mutant binary's main (README.md here): Catch2's, after two flags of
// its own.
//   montsim_mutants --mutants                 every site: name, tests, what (tab-separated)
//   montsim_mutants --mutant NAME [catch2 args]  the cases with that one mutant switched on
// `montsim mutants` (scripts/montsim/tools/mutants.py) runs every mutant
// through the tests its site names.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>
#include <cstring>
#include <iostream>
#include <string>
#include <systemc>
#include <vector>

#include "sim/Mutants.hpp"
#include "sim/Registration.hpp"

int sc_main(int, char*[]) { return 0; }  // (tests/main.cpp says why)

int main(int argc, char* argv[]) {
    namespace mutants = montsim::sim::mutants;
    std::vector<char*> args{argv[0]};
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--mutants") == 0) {
            for (const mutants::Site* site : mutants::sites())
                std::cout << site->name << '\t' << site->tests << '\t' << site->what << '\n';
            return 0;
        }
        if (std::strcmp(argv[i], "--mutant") == 0 && i + 1 < argc) {
            const std::string name = argv[++i];
            for (const mutants::Site* site : mutants::sites())
                if (name == site->name) mutants::active = site;
            if (!mutants::active) {
                std::cerr << "montsim_mutants: no mutant named " << name << " (--mutants lists them)\n";
                return 2;
            }
            continue;
        }
        args.push_back(argv[i]);
    }
    montsim::sim::register_models();
    return Catch::Session().run(int(args.size()), args.data());
}
