#pragma once

#include <packmate/calibration/ColourCalibration.h>

#include <string>

namespace packmate::calibration {

/// Has the light changed since colour calibration? Compares the mat's white patch now with
/// the one stored at calibration.
struct LightCheck {
    bool changed = false;
    double chromaShift = 0;     ///< Largest relative change of r/g or b/g.
    double brightnessRatio = 1; ///< Green channel now / then.
    std::string message;        ///< For the user: what changed and what to do.
};

/// Needs the mat in view; throws InputError when it is not found.
LightCheck checkLight(const ColourCalibration& calibration, const cv::Mat& photo,
                      const ColourCalibrationConfig& config = {});

} // namespace packmate::calibration
