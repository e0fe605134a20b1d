#pragma once

namespace packmate::vision {

/// Thresholds of the whole-score stage (stages 5 and 6).
struct ScoreConfig {
    /// The whole score is "unsure" below this confidence.
    double unsureBelow = 0.80;
};

} // namespace packmate::vision
