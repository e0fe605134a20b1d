#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace packmate::vision {

/// One side of a quad fitted as a straight edge (fitSideLine).
struct SideLine {
    /// cv::fitLine's (vx, vy, x0, y0) of the edge points on the line.
    cv::Vec4f line;
    /// Share of the side's samples with an edge point on the line.
    double share = 0.0;
};

/// The straight bright-inside step (clockwise quad, y down: inside on the right of a → b)
/// within `search` pixels of the side a → b along its normal that the most of `samples` points
/// along the side lie on: every local peak of the step (at least `minStep` Sobel units) at
/// each point is a candidate (its `peaksPerSample` strongest), lines through two candidates at
/// least a quarter of the side apart and within `maxAngleDeg` of the side are scored by the points
/// within `inlier` pixels of them (a table's pattern crosses the side at other angles and ends at
/// the card; the card's edge, however weak beside a pale square, runs along all of it). Nullopt
/// without two candidates. `gx`, `gy`: edgeGradients of the image the side is in.
std::optional<SideLine> fitSideLine(cv::Point2d a, cv::Point2d b, const cv::Mat& gx,
                                    const cv::Mat& gy, double search, int samples, double minStep,
                                    double maxAngleDeg, double inlier, int peaksPerSample);

/// The `keep` best such lines (fitSideLine's is the first), each a different line: they cross
/// the side's middle normal at least 2 × `inlier` apart.
std::vector<SideLine> fitSideLines(cv::Point2d a, cv::Point2d b, const cv::Mat& gx,
                                   const cv::Mat& gy, double search, int samples, double minStep,
                                   double maxAngleDeg, double inlier, int peaksPerSample, int keep);

/// Stage 1 on a patterned table (round `patterned`): the learned mask places the card, but its
/// blob, bled into pale table squares beside the card, is loose and the strongest steps near
/// its sides are the pattern's. Each blob of `mask` cut at CardFinderConfig::lineMaskCuts as a
/// quad, each side fitted as the straight edge most of it lies on with the card's white margin
/// inside (fitSideLines' lineKeep best, each weighted by lineWhiteWeight + the share of the
/// middle of the margin inside it at lineWhiteFraction of the white level; lineSearch × √area
/// round it), then again within lineRefineSearch of the sides found; kept when every side
/// lies on its line at lineMinShare of its samples and the four at lineMinShareSum together.
/// Card outlines in image pixels, clockwise, best (most samples on the lines) first; `score`
/// is the sum of the shares, `edgeShare` the weakest. `maps` are makeWorkMaps of `bgr`.
std::vector<CardQuad> findCardByMaskLines(const cv::Mat& bgr, const WorkMaps& maps,
                                          const cv::Mat& mask, double imagePerMask,
                                          const CardGeometry& geometry = {},
                                          const CardFinderConfig& config = {});

/// The same with the mask cut at `cuts` only (one cut: that cut's outlines alone). With
/// `alternatives`, each side's line is chosen with the learned mask's card inside it too
/// (CardFinderConfig::lineMaskDepth; a pale pattern's edge beyond the margin outscored the
/// card's): the caller asks for these when no outline fits the card's shape.
std::vector<CardQuad> findCardByMaskLines(const cv::Mat& bgr, const WorkMaps& maps,
                                          const cv::Mat& mask, double imagePerMask,
                                          const CardGeometry& geometry,
                                          const CardFinderConfig& config,
                                          std::span<const double> cuts, bool alternatives = false);

} // namespace packmate::vision
