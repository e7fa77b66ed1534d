// libFuzzer target: any program description (the .toml a user's program
// comes with: params, links, computes, result) ends in a description or in
// an error naming file:line, never in a crash; every expression of one that
// loads is evaluated as montsim would, for a few sizes and core ids, and
// ends in a value or std::invalid_argument (a division by zero, a value past
// 64 bits, nesting past the limit), never in SIGFPE or a stack overflow.
// The input's text is also evaluated whole as one expression.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "schemes/program/ProgramDescription.hpp"
#include "schemes/program/ProgramExpr.hpp"
#include "sim/Registration.hpp"

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    montsim::sim::register_models();
    return 0;
}

// libsystemc refers to sc_main; libFuzzer owns main, so this is never called.
extern "C" int sc_main(int, char*[]) { return 0; }

namespace {

using montsim::schemes::ExprNames;

void evaluate(const std::string& expr, const ExprNames& names) {
    try {
        (void)montsim::schemes::evaluate_expr(expr, names, "fuzz");
    } catch (const std::invalid_argument&) {
    }
    try {
        montsim::schemes::check_expr(expr, names, "fuzz");
    } catch (const std::invalid_argument&) {
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    using namespace montsim::schemes;
    const std::string text(reinterpret_cast<const char*>(data), size);
    // Extreme names too: an expression must not wrap where they meet.
    const ExprNames extremes = {{"s", INT64_MAX}, {"bits", INT64_MIN}, {"p", -1},
                                {"id", 0},        {"nprime", 4294967295}, {"depth", 1}};
    evaluate(text, extremes);
    ProgramDescription d;
    try {
        d = parse_description(text, "fuzz.toml");
    } catch (const std::invalid_argument&) {
        return 0;  // refused with a message: fine
    }
    for (const int64_t s : {1, 64, 1024})
        for (const int64_t p : {1, 3, 256})
            for (int64_t id = 0; id < p && id < 4; ++id) {
                const ExprNames names = {{"s", s},   {"bits", 32 * s}, {"p", p},
                                         {"id", id}, {"nprime", 1},    {"depth", 4}};
                for (const auto& f : d.params) evaluate(f.expr, names);
                for (const auto& [port, dest] : d.links) evaluate(dest, names);
            }
    for (const auto& f : d.params) evaluate(f.expr, extremes);
    (void)c_header(d);
    (void)asm_equates(d);
    return 0;
}
