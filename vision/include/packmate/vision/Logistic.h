#pragma once

#include <cmath>

namespace packmate::vision {

/// The logistic function, 1 / (1 + e^−z): how the fitted confidences (a stick's, the whole
/// score's) turn their weighted evidence into a probability.
inline double logistic(double z) {
    return 1.0 / (1.0 + std::exp(-z));
}

} // namespace packmate::vision
