#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision {

/// Stage 1 on a tiled or checked table whose white squares touch the card: the white margin's
/// blob, filled, takes in the squares along its sides. Opened by a disc wider than a square
/// (a share of the blob's size), the squares fall away and the card's straight sides stay.
/// Kept when the outline fits the card's shape, the middle of its margin is white (three sides
/// at artRingShare, the fourth at artWheelSideShare) and the art inside is not flat. Card
/// outlines in image pixels, clockwise, best (whitest margin) first. `work`, when given, is
/// workImage(bgr, config).
std::vector<CardQuad> findCardByTrimmedMargin(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                              const CardGeometry& geometry,
                                              const CardFinderConfig& config = {},
                                              const cv::Mat& work = {});

/// The same on the photo's maps, made once for several looks; with a non-empty `within` (image
/// pixels), only the white blobs inside it are trimmed (the white level is still the whole
/// photo's).
std::vector<CardQuad> findCardByTrimmedMargin(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                              const CardGeometry& geometry,
                                              const CardFinderConfig& config, const WorkMaps& maps,
                                              cv::Rect within = {});

} // namespace packmate::vision
