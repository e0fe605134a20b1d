#pragma once

#include <packmate/calibration/CardRegistrationConfig.h>

#include <opencv2/core.hpp>

#include <string>
#include <vector>

namespace packmate::calibration {

/// A proposed loading area: the card grid (rows of '#' loading / '.' other, engine format)
/// that best explains the white cells seen in the loading bed.
struct CardMaskProposal {
    std::vector<std::string> grid;
    double error =
        1.0; ///< Mean disagreement (0–1) between the grid and what was seen, per half cell.
    double confidence = 0.0; ///< 1 − 4 × error, clamped to 0–1.
    bool sure = false;    ///< confidence ≥ config.minConfidence; otherwise ask the user to check.
    double roadCue = 0.0; ///< How much darker the bottom edge band is than the top one (−1–1).
};

/// The card's own white (BGR), the median of its top and bottom white margins.
cv::Vec3d cardWhiteOf(const cv::Mat& cardFrame, const CardRegistrationConfig& config = {});

/// Reads the loading area from a straight-on card-frame image (cardFrameImage): every grid
/// of up to bedRows × bedCols cells, centred in the bed as the card geometry says, is scored
/// against the white seen in each half cell; every row and column of the result holds a
/// loading cell, so the grid is the detected extent.
CardMaskProposal proposeCardMask(const cv::Mat& cardFrame,
                                 const CardRegistrationConfig& config = {});

} // namespace packmate::calibration
