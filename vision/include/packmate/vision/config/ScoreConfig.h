#pragma once

namespace packmate::vision {

/// Thresholds of the whole-score stage (stages 5 and 6).
struct ScoreConfig {
    /// The whole score is "unsure" below this confidence: above the highest confidence of a
    /// wrong score on the calibration scenes (dev + old test), so confident-wrong stays rare.
    double unsureBelow = 0.970;
    /// Below this orientation confidence the player is asked to check the orientation.
    double orientationUnsureBelow = 0.80;
    /// Logistic calibration of the whole-score confidence, fitted on dev + the old test split
    /// by vision/training/calibrate_score.py: P(right) = sigmoid(bias + Σ weight × evidence)
    /// (evidence: log orientation confidence, sum of log cell confidences on a 1-layer / higher
    /// truck, sum of log stick confidences, blind colours, unexplained blobs, sticks that do not
    /// add up, higher truck).
    double bias = 4.893;
    double orientationWeight = 0.000;
    double oneLayerCellsWeight = 2.192;
    double higherCellsWeight = 0.456;
    double sticksWeight = 0.105;
    double blindColourWeight = 0.000;
    double unexplainedBlobWeight = -1.990;
    double sticksDisagreeWeight = -0.839;
    double higherTruckWeight = -2.132;
};

} // namespace packmate::vision
