#include <packmate/calibration/ColourCalibration.h>
#include <packmate/calibration/VisionColours.h>

namespace packmate::calibration {

cv::Mat VisionColours::prepare(const cv::Mat& bgr) const {
    return correction ? applyColourCorrection(bgr, *correction) : bgr;
}

VisionColours visionColoursFromJson(const Json& json, bool useCorrection) {
    VisionColours colours;
    if (!json.contains("reference")) {
        colours.model = vision::colourModelFromJson(json);
        return colours;
    }
    const ColourCalibration calibration = colourCalibrationFromJson(json);
    if (useCorrection && calibration.correction) {
        colours.model = calibration.correctedModel;
        colours.correction = calibration.correction;
    } else {
        colours.model = calibration.model;
    }
    return colours;
}

} // namespace packmate::calibration
