#include "sim/Registration.hpp"

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace montsim::sim {

namespace {

struct Announced {
    const char* name;
    void (*add)();
    bool done = false;
};

// Filled while the program starts (static initialisation): a function-local
// static, so that it exists before the first registration announces itself.
std::vector<Announced>& announced() {
    static std::vector<Announced> list;
    return list;
}

}  // namespace

Registration::Registration(const char* name, void (*add)()) { announced().push_back({name, add}); }

void register_models() {
    auto& list = announced();
    std::stable_sort(list.begin(), list.end(),
                     [](const Announced& a, const Announced& b) { return std::strcmp(a.name, b.name) < 0; });
    for (size_t i = 1; i < list.size(); ++i)
        if (std::strcmp(list[i - 1].name, list[i].name) == 0)
            throw std::logic_error(std::string("two registrations are named ") + list[i].name);
    for (Announced& a : list)
        if (!a.done) {
            a.done = true;
            a.add();
        }
}

}  // namespace montsim::sim
