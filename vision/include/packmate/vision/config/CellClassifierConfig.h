#pragma once

namespace packmate::vision {

/// Thresholds of the cell classifier (stage 3).
struct CellClassifierConfig {
    /// Side of the sampled patch at the centre of a cell, in cells (sticks may sit ±10 % off).
    double patchSide = 0.36;
    /// Pixels per cell when sampling a patch.
    int patchPixels = 8;
    /// Softmax temperature turning colour distances into probabilities.
    double temperature = 0.05;
    /// A cell below this probability is reported as one to check.
    double unsureBelow = 0.80;
};

} // namespace packmate::vision
