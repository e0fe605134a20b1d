#include <packmate/calibration/LightCheck.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace packmate::calibration {

LightCheck checkLight(const ColourCalibration& calibration, const cv::Mat& photo,
                      const ColourCalibrationConfig& config) {
    const MatDetection detection = requireMat(photo);
    const Rgb now = sampleMatRect(photo, detection.mmToImage, detection.layout.whitePatch().place,
                                  0.6, config.rectifyPixelsPerMm);
    const Rgb& then = calibration.white;
    LightCheck check;
    const auto chroma = [](const Rgb& c, int channel) {
        return c[static_cast<std::size_t>(channel)] / std::max(1.0, c[1]);
    };
    for (int channel : {0, 2})
        check.chromaShift = std::max(check.chromaShift,
                                     std::abs(chroma(now, channel) / chroma(then, channel) - 1.0));
    check.brightnessRatio = now[1] / std::max(1.0, then[1]);
    const bool colourChanged = check.chromaShift > config.chromaTolerance;
    const bool brightnessChanged =
        std::abs(check.brightnessRatio - 1.0) > config.brightnessTolerance;
    check.changed = colourChanged || brightnessChanged;
    char text[200];
    if (!check.changed)
        std::snprintf(
            text, sizeof text,
            "light unchanged (white patch colour %.0f %%, brightness %.0f %% of calibration)",
            100.0 * (1.0 + check.chromaShift), 100.0 * check.brightnessRatio);
    else
        std::snprintf(text, sizeof text,
                      "the light has changed too much since colour calibration (%s%s): calibrate "
                      "colours again",
                      colourChanged ? "its colour" : "",
                      brightnessChanged ? (colourChanged ? " and brightness" : "its brightness")
                                        : "");
    check.message = text;
    return check;
}

} // namespace packmate::calibration
