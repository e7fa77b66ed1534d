// Welch's t statistic between two samples, as dudect (Reparaz, Balasch and
// Verbauwhede, DATE 2017) uses it to ask whether a program's time depends on
// its input class: t = (mean0 - mean1) / sqrt(var0/n0 + var1/n1), with each
// sample's mean and variance accumulated one value at a time (Welford).
#pragma once

#include <cstdint>

namespace montsim::schemes::leakage {

struct Moments {
    uint64_t n = 0;
    double mean = 0, m2 = 0;  // m2: the sum of squared deviations from the mean
    double min = 0, max = 0;

    void add(double x);
    double variance() const { return n > 1 ? m2 / double(n - 1) : 0.0; }  // the sample variance
};

// Welch's t of a against b. A simulator is deterministic, so both samples can
// be constant: then t is 0 if their values are equal and +-infinity if not
// (every run of one class apart from every run of the other). Needs n >= 2
// in each sample (std::invalid_argument otherwise).
double welch_t(const Moments& a, const Moments& b);

}  // namespace montsim::schemes::leakage
