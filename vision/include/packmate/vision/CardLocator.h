#pragma once

#include <packmate/vision/CardPose.h>
#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace packmate::vision {

/// Stage 1 with the pose: the pose hypotheses (corner rotations that fit the card's shape) of
/// the most card-like outline in the photo; empty when no card is in view. With `tableToImage`
/// (metric homography table cm → image, e.g. from the calibration mat) only outlines of the
/// card's physical size count, and the art inside the margin is searched on the white mat.
std::vector<CardPose> locateCardPoses(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                      const std::optional<cv::Matx33d>& tableToImage,
                                      const CardGeometry& geometry = {},
                                      const CardFinderConfig& config = {});

} // namespace packmate::vision
