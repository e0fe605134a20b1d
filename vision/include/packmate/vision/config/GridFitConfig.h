#pragma once

namespace packmate::vision {

/// Weights of the orientation choice (stage 2).
struct GridFitConfig {
    /// Weight of "the bottom edge of the card (road, wheels) is darker than the top (sky)".
    double bottomDarkWeight = 4.0;
    /// Points sampled along each of the top and bottom strips.
    int edgeSamples = 15;
    /// Hypotheses whose shape error exceeds slack × the best one (+1 px) are dropped.
    double shapeSlack = 2.0;
    /// Weight of "a non-loading cell does not look like bare card".
    double maskWeight = 1.0;
    /// Weight of "a loading cell shows its printed outline".
    double gridLineWeight = 1.0;
    /// Softmax temperature of the orientation confidence.
    double temperature = 0.5;
};

} // namespace packmate::vision
