#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision {

/// Stage 1 on a table with white squares, where the card's white margin merges with the table's
/// white and no white blob has the card's outline: the card's art (what is not white inside the
/// margin) outlined, fitted to the art's shape (the card less its margin, given the intrinsics)
/// and grown by the margin. Kept only when the margin round the art is white all the way round
/// (a table square has coloured neighbours at its corners) and the art is not one flat colour (a
/// coloured table square is). Card outlines in image pixels, clockwise, best first (`score`: the
/// sum over the sides of the share of the margin found white). `work`,
/// when given, is workImage(bgr, config).
std::vector<CardQuad> findCardByArt(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                    const CardGeometry& geometry,
                                    const CardFinderConfig& config = {}, const cv::Mat& work = {});

/// The same on the photo's maps, made once for several looks; with a non-empty `within` (image
/// pixels), only the art inside it is outlined (the white level is still the whole photo's).
std::vector<CardQuad> findCardByArt(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                    const CardGeometry& geometry, const CardFinderConfig& config,
                                    const WorkMaps& maps, cv::Rect within = {});

} // namespace packmate::vision
