#pragma once

namespace packmate::calibration {

/// Every tunable of colour calibration and the light check in one place.
struct ColourCalibrationConfig {
    /// The mat is resampled straight-on at this resolution before sampling.
    double rectifyPixelsPerMm = 4.0;
    /// Side of the sampled square, as a fraction of a place's side: the centre only, so a stick
    /// laid a little off its place is still sampled on the stick.
    double sampleFraction = 0.45;
    /// Sticks are sampled on their top face, this high above the mat (one cell: 12 mm).
    double stickTopMm = 12.0;
    /// Horizontal field of view assumed to find that face when the camera is not calibrated.
    double assumedFovDeg = 60.0;
    /// A coloured stick's place that reads within this distance of paper white is empty.
    double emptyPlaceDistance = 0.06;
    /// Light check: largest change of the white patch's chromaticity (r/g, b/g, relative)...
    double chromaTolerance = 0.08;
    /// ...and of its brightness (ratio; 0.35 = 35 % brighter or darker) before recalibrating.
    double brightnessTolerance = 0.35;
};

} // namespace packmate::calibration
