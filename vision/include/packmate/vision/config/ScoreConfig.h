#pragma once

namespace packmate::vision {

/// Thresholds of the whole-score stage (stages 5 and 6).
struct ScoreConfig {
    /// The whole score is "unsure" below this confidence: above the highest confidence of a
    /// wrong score on the calibration scenes (calib6 + calib7), so confident-wrong stays rare.
    double unsureBelow = 0.985;
    /// Below this orientation confidence the player is asked to check the orientation.
    double orientationUnsureBelow = 0.80;
    /// Logistic calibration of the whole-score confidence, fitted by
    /// vision/training/calibrate_score.py on 320 random-art scenes no model was trained on
    /// (/work/render/calib6, seed 600, and calib7, seed 900: `generate_trucks --split train`),
    /// decided on test4 (unsure 92 -> 88 %, confident-wrong 0 -> 0):
    /// P(right) = sigmoid(bias + Σ weight × evidence)
    /// (evidence: log orientation confidence, sum of log cell confidences on a 1-layer / higher
    /// truck, sum of log stick confidences, blind colours, unexplained blobs, sticks that do not
    /// add up, higher truck).
    double bias = 5.790;
    double orientationWeight = 0.744;
    double oneLayerCellsWeight = 1.466;
    double higherCellsWeight = 0.000;
    double sticksWeight = 0.000;
    double blindColourWeight = -0.693;
    double unexplainedBlobWeight = 0.000;
    double sticksDisagreeWeight = -1.799;
    double higherTruckWeight = -0.982;
};

} // namespace packmate::vision
