#pragma once

#include <cstddef>

namespace packmate::vision {

/// Weights of the orientation choice (stage 2).
struct GridFitConfig {
    /// Weight of "the bottom edge of the card (road, wheels) is darker than the top (sky)".
    double bottomDarkWeight = 4.0;
    /// Points sampled along each of the top and bottom strips.
    int edgeSamples = 15;
    /// Where the strips are sampled (cells from the top edge / from the bottom edge), and the
    /// side of each square patch.
    double topStripV = 0.5;
    double bottomStripFromEdge = 0.45;
    double stripPatch = 0.3;
    /// Quantiles of the unhidden samples compared: the sky strip's bright one, the road's dark one.
    double topQuantile = 0.7;
    double bottomQuantile = 0.2;
    /// The strip comparison counts only when both strips keep this many unhidden samples.
    std::size_t minStripSamples = 3;
    /// Stacks may stand this far (cells) beyond their cell (sticks lie off-grid).
    double occluderPad = 0.07;
    /// Lower bound of the margin brightness beside a strip sample (relative to the card white).
    double minMarginReference = 0.6;
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
