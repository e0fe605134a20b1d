#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/config/GridFitConfig.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision {

/// The card's pose with its orientation chosen, and how sure the choice is.
struct GridFit {
    CardPose pose;
    double confidence = 0.0;
};

/// Stage 2: among the pose hypotheses of a card outline, picks the one whose loading area
/// fits `card` (cells where the mask says, cab left). A mirrored mask is never tried: the
/// hypotheses are rotations only. Requires a non-empty `hypotheses`.
GridFit fitGrid(const cv::Mat& bgr, const std::vector<CardPose>& hypotheses, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config = {});

} // namespace packmate::vision
