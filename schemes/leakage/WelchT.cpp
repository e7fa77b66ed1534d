#include "schemes/leakage/WelchT.hpp"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace montsim::schemes::leakage {

void Moments::add(double x) {
    if (n == 0) min = max = x;
    min = std::min(min, x), max = std::max(max, x);
    ++n;
    const double d = x - mean;
    mean += d / double(n);
    m2 += d * (x - mean);
}

double welch_t(const Moments& a, const Moments& b) {
    if (a.n < 2 || b.n < 2) throw std::invalid_argument("welch_t: each class needs at least 2 samples");
    const double se2 = a.variance() / double(a.n) + b.variance() / double(b.n);
    const double diff = a.mean - b.mean;
    if (se2 == 0) return diff == 0 ? 0.0 : std::copysign(std::numeric_limits<double>::infinity(), diff);
    return diff / std::sqrt(se2);
}

}  // namespace montsim::schemes::leakage
