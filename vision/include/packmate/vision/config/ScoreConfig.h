#pragma once

namespace packmate::vision {

/// Thresholds of the whole-score stage (stages 5 and 6).
struct ScoreConfig {
    /// The whole score is "unsure" below this confidence.
    double unsureBelow = 0.80;
    /// Confidence factor when the table shows stick-coloured blobs that are not whole sticks.
    double unexplainedBlobFactor = 0.5;
    /// Confidence factor per cargo colour that the table itself resembles.
    double blindColourFactor = 0.5;
};

} // namespace packmate::vision
