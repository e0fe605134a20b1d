#pragma once

#include <packmate/calibration/ColourCorrectionConfig.h>
#include <packmate/engine/Json.h>

#include <opencv2/core.hpp>

#include <array>
#include <vector>

namespace packmate::calibration {

/// One calibration sample: its camera RGB (0–255), the RGB it should have (0–255), and how
/// much it counts in the fit.
struct ColourSample {
    std::array<double, 3> camera{};
    std::array<double, 3> reference{};
    double weight = 1.0;
};

/// Camera colours → reference colours: decode with `gamma`, multiply by `matrix` (linear r, g, b),
/// encode again. Learnt by colour calibration; applied to a whole photo before the vision stages,
/// so they see the light the calibration was made for.
struct ColourCorrection {
    double gamma = 2.2;
    cv::Matx33d matrix = cv::Matx33d::eye();
    /// RMS distance of the samples from their reference after correction (0–255 units).
    double residual = 0;
};

/// Robust least-squares fit of the 3 × 3 matrix (Huber-weighted, ridge towards the diagonal
/// white balance of samples[whiteIndex], which also counts config.whiteWeight times). Throws
/// InputError for fewer than 3 samples or a black white sample.
ColourCorrection fitColourCorrection(const std::vector<ColourSample>& samples,
                                     std::size_t whiteIndex,
                                     const ColourCorrectionConfig& config = {});

/// One RGB value (0–255) through the correction.
std::array<double, 3> correctColour(const ColourCorrection& correction,
                                    const std::array<double, 3>& rgb);

/// A corrected copy of an 8-bit BGR photo.
cv::Mat applyColourCorrection(const cv::Mat& bgr, const ColourCorrection& correction);

/// {"gamma": g, "matrix": [[...],[...],[...]] (rows: linear r, g, b out), "residual": r}
Json colourCorrectionToJson(const ColourCorrection& correction);
/// Throws InputError on a malformed value.
ColourCorrection colourCorrectionFromJson(const Json& json);

} // namespace packmate::calibration
