#pragma once

#include <packmate/calibration/ColourCorrection.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/ColourModel.h>

#include <opencv2/core.hpp>

#include <optional>

namespace packmate::calibration {

/// What the vision stages take from a colour file: the colour model, and the correction to
/// apply to the photo before them (the model then describes the corrected photo).
struct VisionColours {
    vision::ColourModel model;
    std::optional<ColourCorrection> correction;

    /// The photo as the vision stages should see it (corrected when there is a correction).
    cv::Mat prepare(const cv::Mat& bgr) const;
};

/// Reads a colour calibration file (with its "correction": the corrected model and the
/// correction; `useCorrection` false: the uncorrected model only) or a plain colour model JSON.
/// Throws InputError on a malformed file.
VisionColours visionColoursFromJson(const Json& json, bool useCorrection = true);

} // namespace packmate::calibration
