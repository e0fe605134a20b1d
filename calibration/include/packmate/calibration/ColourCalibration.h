#pragma once

#include <packmate/calibration/ColourCalibrationConfig.h>
#include <packmate/calibration/ColourCorrection.h>
#include <packmate/calibration/MatFinder.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/ColourModel.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string>

namespace packmate::calibration {

/// Red, green, blue camera values (0–255) averaged over a patch.
using Rgb = std::array<double, 3>;

/// What colour calibration learnt from one photo: the colour model for the vision stages
/// (sticks relative to white) and the raw reference patches, kept for the light check.
struct ColourCalibration {
    vision::ColourModel model;
    std::string matId;
    /// What the stick colours are relative to: "card" (the white margin of a truck card on the
    /// card place, as the vision stages measure) or "paper" (the mat's white patch, when no
    /// card was in the photo).
    std::string whiteReference = "paper";
    std::optional<Rgb> cardWhite; ///< Camera values of the card white, when a card was seen.
    Rgb white{};
    Rgb grey{};
    Rgb black{};
    /// Camera → reference colours, fitted on the patches, the card white and the five sticks.
    std::optional<ColourCorrection> correction;
    /// The stick colours as they look in a corrected photo (relative to the corrected white):
    /// the model to give the vision stages together with a corrected photo.
    vision::ColourModel correctedModel;
};

/// The colour model's JSON (vision::colourModelToJson) plus "mat_id", "white_reference" and
/// "reference": {"white": [r,g,b], "grey": [...], "black": [...], "card_white"?} in camera values,
/// and "correction" (colourCorrectionToJson plus "model": the corrected colour model) when fitted.
Json colourCalibrationToJson(const ColourCalibration& calibration);
/// Throws InputError on a malformed file.
ColourCalibration colourCalibrationFromJson(const Json& json);

/// Learns the stick colours from a photo of the mat with one stick of each colour on its
/// marked place (sampled on the sticks' top faces; `cameraMatrix` when the camera is
/// calibrated, else one with config.assumedFovDeg). Throws InputError when the mat is not
/// found or a coloured place is empty.
ColourCalibration calibrateColours(const cv::Mat& photo, const ColourCalibrationConfig& config = {},
                                   const std::optional<cv::Matx33d>& cameraMatrix = std::nullopt,
                                   const ColourCorrectionConfig& correctionConfig = {});

/// Mean RGB of the central `fraction` of a rectangle (mm) of the plane `mmToImage` maps.
Rgb sampleMatRect(const cv::Mat& photo, const cv::Matx33d& mmToImage, const RectMm& rect,
                  double fraction, double pixelsPerMm);

/// A camera colour relative to a white reference (1,1,1 = that white).
vision::RelativeColour relativeColour(const Rgb& colour, const Rgb& white);

/// The stick colour whose reference is nearest (Euclidean in relative r, g, b).
Colour nearestStickColour(const vision::ColourModel& model, const vision::RelativeColour& colour);

} // namespace packmate::calibration
