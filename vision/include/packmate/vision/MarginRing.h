#pragma once

#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <array>

namespace packmate::vision {

/// For each side of the rectangle `ring` (four points of a plane frame, clockwise), the share of
/// `samples` points along it that are at least `level` white in `white` (a whiteness map of the
/// photo shrunk by `scale`), the frame mapped into the photo by `frameToImage`; sorted, weakest
/// side first.
std::array<double, 4> ringWhiteShares(const cv::Matx33d& frameToImage,
                                      const std::array<cv::Point2d, 4>& ring, const cv::Mat& white,
                                      double scale, double level, int samples);

/// The card is a known template: its white margin runs all round it. For the card outline
/// `corners` (image pixels, the card frame's top-left, top-right, bottom-right, bottom-left, as a
/// CardPose gives them), ringWhiteShares along the middle of the margin. An outline grown onto
/// a table's white squares has table colours there, one shrunk onto the art has art colours.
std::array<double, 4> marginWhiteShares(const std::array<cv::Point2d, 4>& corners,
                                        const CardGeometry& geometry, const cv::Mat& white,
                                        double scale, double level, int samples);

/// The standard deviation of the grey levels inside `quad` (work pixels of `grey`) shrunk by
/// `inset` on every side: a card's art is not one flat colour, a table square is. 0 when the
/// shrunk quad covers no pixel.
double greySpreadInside(const cv::Mat& grey, const std::array<cv::Point2d, 4>& quad, double inset);

} // namespace packmate::vision
