#pragma once

#include <vector>

namespace packmate::calibration {

/// Every tunable of mat detection in one place.
struct MatFinderConfig {
    /// Markers needed for a metric homography: 3 give 12 point pairs, enough to spare one code.
    int minMarkers = 3;
    /// A missing code is searched again in a crop around where the others predict it; the crop
    /// reaches this many code sizes beyond the predicted code on each side.
    double retryMarginCodes = 0.5;
    /// Upscale factors tried on that crop (ZXing reads small or blurred codes better larger).
    std::vector<double> retryScales{1.0, 2.0, 3.0};
    /// Unsharp-mask radius (pixels before upscaling) of the sharpened retry.
    double retrySharpenSigma = 1.5;
    /// A crop is never upscaled beyond this side in pixels.
    int retryMaxSide = 1400;
};

} // namespace packmate::calibration
