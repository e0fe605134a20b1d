#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Json.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/config/CardGeometry.h>
#include <packmate/vision/eval/ConditionReport.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace packmate::vision::eval {

/// Ground truth of one rendered truck scene (datasets/scenegen ground-truth JSON).
struct TruckTruth {
    std::string image;
    TruckCard card{"?", 1, {"#"}};
    Cargo cargo;
    std::array<cv::Point2d, 4> cardCorners{};
    int orientation = 0;
    std::vector<std::string> top;
    /// Sticks in each column (rows × cols, card frame); empty when the file has none.
    std::vector<std::vector<int>> heights;
    /// The camera's intrinsics, when the file gives them.
    std::optional<cv::Matx33d> cameraMatrix;
    struct Stick {
        Colour colour;
        cv::Point2d center;
    };
    std::vector<Stick> offCard;
    int freeCells = 0;
    int overflowPoints = 0;
    int penalty = 0;
    /// Condition buckets such as "tilt=20-30", "light=dim", "table=wood", "layers=3".
    std::vector<std::string> buckets;
};

/// Parses a ground-truth file; InputError when a required key is missing or malformed.
TruckTruth truckTruthFromJson(const Json& json);

/// Scores `result` against `truth` into `report`: card_found, cell_error, penalty_exact,
/// confident_wrong, unsure, sticks_found, sticks_extra (per condition bucket); with heights and
/// camera in the truth also cell_error_visible and cell_error_hidden (cells of found cards whose
/// top the camera sees whole, or partly hidden behind a taller column).
void addToReport(const TruckTruth& truth, const PhotoScore& result, ConditionReport& report);

/// Mean distance between found and true card corners, in pixels.
double cornerError(const std::array<cv::Point2d, 4>& found,
                   const std::array<cv::Point2d, 4>& truth);

/// One card cell in the photo, in pixels: the true card diagonal over the card's diagonal in
/// cells (near enough for match radii; the card is seen in perspective).
double cellSizeInImage(const TruckTruth& truth, const CardGeometry& geometry = {});

/// How far from a true stick's centre a reading may lie and still be that stick: 1.5 × its half
/// length plus a cell (`cell`: cellSizeInImage).
double stickMatchRadius(Colour colour, double cell);

/// Whether found corners are the card's, in the right order: a mean corner error below 4 % of
/// the true diagonal (how every truck evaluation counts a card found).
bool cornersMatch(const std::array<cv::Point2d, 4>& found, const std::array<cv::Point2d, 4>& truth);

} // namespace packmate::vision::eval
