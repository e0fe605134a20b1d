#pragma once

namespace packmate::vision {

/// Thresholds of the cell classifier (stage 3).
struct CellClassifierConfig {
    /// Side of the sampled patch at the centre of a cell, in cells (sticks may sit ±10 % off).
    double patchSide = 0.36;
    /// Side of the cell-sized patch that tells a whole top face from a mix of surfaces.
    double widePatchSide = 0.8;
    /// Pixels per cell when sampling a patch.
    int patchPixels = 8;
    /// Side of the neighbourhood the cell network sees around a cell, in cells: wide enough
    /// for the neighbours' stacks that lean onto it at 30° tilt.
    double netPatchSide = 3.2;
    /// Pixels of that neighbourhood (square) on each layer plane.
    int netPatchPixels = 32;
    /// Weight of the cell network (CellNet) against the feature MLP (CellModel) in the log
    /// probabilities of a cell: 0 = the MLP alone, 1 = the network alone. Off for now: the
    /// network (trained on jittered poses) reads unseen arts far better (test4 from the true
    /// corners moved by 0 / 0.1 / 0.25 cell: 8.8 / 9.2 / 12.2 % vs 12.9 / 15.8 / 27.1 % cell
    /// error), but with it the mat's colour correction no longer helps the cells (ColourCast
    /// tests: shade 15 -> 18 wrong cells of 103, two allowed) and the MLP's training arts
    /// (dev) read worse.
    double netWeight = 0.0;
    /// Temperature applied to the learned model's outputs (calibration on dev).
    double modelTemperature = 1.0;
    /// A cell below this probability is reported as one to check.
    double unsureBelow = 0.80;
};

} // namespace packmate::vision
