#pragma once

#include <packmate/calibration/CardRegistrationConfig.h>
#include <packmate/calibration/MatFinder.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>

namespace packmate::calibration {

/// A truck card found on the mat's card place, up to which end the cab is: `cellsToImage`
/// maps card-frame cells (cab left, x right, y down) to image pixels for one of the two ends.
struct CardOnMat {
    cv::Matx33d cellsToImage;
    double cellMmX = 0; ///< Measured size of a cell along the card, mm.
    double cellMmY = 0;

    /// Image points of the card frame's TL, TR, BR, BL corners.
    std::array<cv::Point2f, 4> imageCorners(const vision::CardGeometry& geometry) const;
};

/// Finds a card on the mat's card place: the outline of its art (non-white) area, which must
/// have the card's proportions. Gives both readings (cab at one end, cab at the other);
/// nullopt when there is no card-sized thing on the place.
std::optional<std::array<CardOnMat, 2>> locateCardOnMat(const cv::Mat& photo,
                                                        const MatDetection& detection,
                                                        const CardRegistrationConfig& config = {});

/// The card seen straight-on in its own frame, config.pixelsPerCell per cell.
cv::Mat cardFrameImage(const cv::Mat& photo, const CardOnMat& card,
                       const CardRegistrationConfig& config = {});

} // namespace packmate::calibration
