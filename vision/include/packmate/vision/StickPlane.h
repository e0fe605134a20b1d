#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/config/StickFinderConfig.h>

#include <opencv2/core.hpp>

namespace packmate::vision {

/// The table round the card seen from straight above at stick-top height (stage 4's view):
/// `StickFinderConfig::pixelsPerCell` pixels per cell, `searchRadius` cells each side of the
/// card's middle.
struct StickPlane {
    /// The photo warped onto the plane (CV_8UC3, BGR; black outside the photo).
    cv::Mat warped;
    /// r g b relative to the card white (CV_32FC3).
    cv::Mat relative;
    /// CV_8U, 255 where the table can hold a loose stick: inside the photo, off the card and
    /// the loading area's stacks.
    cv::Mat valid;
    /// Plane pixel (x, y, 1) to image point (0, 0 the top-left corner of the photo's top-left
    /// pixel, as the truth's points).
    cv::Matx33d rectToImage;
    /// A point of the stick-top plane to where the camera sees the table point under it.
    cv::Matx33d topToTable;
};

/// Warps the photo onto the stick-top plane round the card seen by `sampler`, keeping out the
/// card at table height and the loading area's stacks up to the top layer.
StickPlane rectifyStickPlane(const cv::Mat& bgr, const CardSampler& sampler, const TruckCard& card,
                             const CardGeometry& geometry, const StickFinderConfig& config);

} // namespace packmate::vision
