#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/config/CardGeometry.h>
#include <packmate/vision/config/SideEdgeCheck.h>

#include <opencv2/core.hpp>

#include <optional>
#include <vector>

namespace packmate::vision {

/// A card outline with one wrong corner (hidden by a stack leaning over the edge, or lost in a
/// shadow) does not fit the card's shape. Rebuilds it: for each corner left out, the pose from
/// the other three (P3P) predicts it; the rebuilt outline whose four sides have the strongest
/// bright-inside/dark-outside edges wins. `grey` is the photo in greyscale. Nullopt when no
/// rebuilt outline has edge support of at least `minEdgeSupport` grey levels.
std::optional<CardQuad> repairOneCorner(const CardQuad& quad, const cv::Mat& grey,
                                        const cv::Matx33d& intrinsics, const CardGeometry& geometry,
                                        double maxViewAngleDeg, double minEdgeSupport);

/// Every outline `repairOneCorner` weighs: for each corner left out, each pose the other three
/// give (P3P) seen at most `maxViewAngleDeg` from above, the card's outline in that pose.
std::vector<CardQuad> oneCornerRebuilds(const CardQuad& quad, const cv::Matx33d& intrinsics,
                                        const CardGeometry& geometry, double maxViewAngleDeg);

/// A card outline with one wrong side (both its corners on stacks that lean over the card's far
/// edge, or on a table pattern's edge) does not fit the card's shape. For each side kept, with
/// the directions of the two sides beside it, the card plane follows (their vanishing point and
/// the camera), and the card's shape puts the side opposite: one outline per kept side, with the
/// kept side as the card's short or long side as the outline's own proportions say.
std::vector<CardQuad> rebuildOneSide(const CardQuad& quad, const cv::Matx33d& intrinsics,
                                     const CardGeometry& geometry);

/// Mean brightness step (inside − outside, grey levels) across the four sides of a clockwise quad.
double edgeSupport(const std::array<cv::Point2d, 4>& corners, const cv::Mat& grey);
/// For each side of a clockwise quad (side i runs from corner i to corner i + 1): the share of
/// `samples` points along it where the photo's darkest channel (BGR; the paper is white, a pale
/// table tinted) is higher `offset` pixels inside than `offset` pixels outside by at least
/// `minStep` levels. A side across the table (an outline with a corner on a stack or a wheel) finds
/// almost none.
std::array<double, 4> sideEdgeShares(const std::array<cv::Point2d, 4>& corners, const cv::Mat& bgr,
                                     double offset, double minStep, int samples);

/// The smallest of sideEdgeShares over the four sides, with the offset and step of `check`.
double weakestSideShare(const std::array<cv::Point2d, 4>& corners, const cv::Mat& bgr,
                        const SideEdgeCheck& check);

} // namespace packmate::vision
