#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <optional>
#include <string>
#include <vector>

namespace packmate::vision {

/// What locateCardPoses did for one photo (read by the speed bench): where the outline came
/// from and the CPU milliseconds of each look.
struct LocateTrace {
    /// "sure" (learned outline on straight edges, no white-margin search), "near" (white margin
    /// searched round the learned outline), "whole" (white margin over the whole photo), "mat"
    /// (the art on the mat), "coarse" (learned outline without edges), "repair" (a corner
    /// rebuilt), "retry" (the white-balanced look), "art" (the art inside a margin merged with a
    /// white-squared table), "margin+art" (the art look's outline, taken for one whose margin is
    /// not white: MarginRing), "lines" (the learned mask's loose blob, each side fitted as the
    /// straight edge most of it lies on: MaskLines), "near+lines" (a learned outline whose sides
    /// lie on the photo's edges at under CardFinderConfig::nearLinesBelow of their points,
    /// replaced by that look's), "lines+rebuilt" (nothing else found a card: a mask-lines
    /// outline with one side or corner rebuilt by the card's shape), "none"; "+margin" after a
    /// path: its outline's margin failed and one corner or side was rebuilt (rebuiltWithMargin).
    std::string path;
    double maskMs = 0.0;    // the photo shrunk to the work size, the learned card mask
    double learnedMs = 0.0; // outlines of the mask, refined onto the photo's edges
    double marginMs = 0.0;  // the white-margin search as shot (and the outline choice)
    double repairMs = 0.0;  // the art on the mat, coarse learned outlines, corner repair
    double retryMs = 0.0;   // the white-balanced look
    double artMs = 0.0;     // the art inside the margin (findCardByArt)
};

/// Stage 1 with the pose: the pose hypotheses (corner rotations that fit the card's shape) of
/// the most card-like outline in the photo; empty when no card is in view. With `tableToImage`
/// (metric homography table cm → image, e.g. from the calibration mat) only outlines of the
/// card's physical size count, and the art inside the margin is searched on the white mat.
std::vector<CardPose> locateCardPoses(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                      const std::optional<cv::Matx33d>& tableToImage,
                                      const CardGeometry& geometry = {},
                                      const CardFinderConfig& config = {},
                                      LocateTrace* trace = nullptr);

/// An outline `corners` whose card margin fails (MarginRing), with one corner or one side rebuilt
/// from the others by the card's shape (oneCornerRebuilds, rebuildOneSide): of the rebuilds inside
/// the photo that move it by more than CardFinderConfig::marginRebuildMinMove × √area and whose
/// every side lies on the paper's edge at marginRebuildSideShare of its points (and more than the
/// outline's weakest side), with a whiter margin or sides on the edge at marginRebuildEdgeShare,
/// the poses of the one whose weakest side lies best; empty when no rebuild mends it. `maps` are
/// the photo's white-margin maps.
std::vector<CardPose> rebuiltWithMargin(const std::array<cv::Point2d, 4>& corners,
                                        const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                        const CardGeometry& geometry,
                                        const CardFinderConfig& config, const WorkMaps& maps);

} // namespace packmate::vision
