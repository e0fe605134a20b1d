#pragma once

#include <packmate/vision/ColourModel.h>

namespace packmate::calibration {

/// Every tunable of the colour correction fit in one place.
struct ColourCorrectionConfig {
    /// The camera's encoding: values are decoded with this power before the 3 × 3 matrix
    /// (a lamp's colour scales linear light per channel) and encoded again after it.
    double gamma = 2.2;
    /// What the calibration sticks should look like after correction (relative to white): the
    /// colours the vision stages were trained on, so a corrected photo looks like their data.
    vision::ColourModel reference;
    /// Pull of the matrix towards the plain white balance (diagonal), relative to the data's
    /// weight: keeps the fit sane when a patch is misread or the sticks are few.
    double ridge = 0.03;
    /// Weight of the white patch against the other samples: the white must come out neutral.
    double whiteWeight = 4.0;
    /// Huber threshold of the robust refit (linear units, white = 1): a sample further off is
    /// down-weighted.
    double huber = 0.04;
    /// A white patch with a channel at or above this (0–255) is clipped: its colour is then
    /// taken from the grey patch, and the white itself hardly counts (clippedWeight).
    double clippedAbove = 250.0;
    double clippedWeight = 0.05;
    int robustIterations = 3;
};

} // namespace packmate::calibration
