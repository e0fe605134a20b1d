#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <vector>

namespace packmate::vision {

/// Shoelace area of a quad: positive when its corners run clockwise in the image (y down).
double signedQuadArea(const std::array<cv::Point2d, 4>& quad);

/// Largest distance between matching corners of two clockwise quads, in the best corner order.
double cornerDistance(const std::array<cv::Point2d, 4>& a, const std::array<cv::Point2d, 4>& b);

/// Each side of a clockwise quad moved `distance` outward (inward when negative), the corners
/// where the moved sides meet; the quad itself when two neighbouring sides are parallel.
std::array<cv::Point2d, 4> offsetSides(const std::array<cv::Point2d, 4>& quad, double distance);

/// Refits each side of a clockwise quad as a line through the contour points near it (ignoring
/// bumps such as a white stick leaning over the edge) and intersects neighbouring sides. The
/// quad itself when a side has too few points or a corner would move too far.
std::array<cv::Point2d, 4> refineSidesByContour(const std::array<cv::Point2d, 4>& quad,
                                                const std::vector<cv::Point>& contour);

/// Sobel gradients (CV_16S) of the lightly blurred grey image, computed only inside `reach`
/// (with 3 pixels of context, so they equal the whole image's there); zero elsewhere. `gx` and
/// `gy` keep their memory when they already have the image's size and type (never share it).
void edgeGradients(const cv::Mat& bgr, cv::Rect reach, cv::Mat& gx, cv::Mat& gy);

/// How well the sides found by refineSidesByEdges lie on straight edges of the photo.
struct EdgeFit {
    /// Smallest fraction, over the four sides, of samples that found a step of at least minStep.
    double share = 0.0;
    /// Largest RMS distance (pixels), over the four sides, of the found points from their line.
    double residual = 0.0;
};

/// Moves each side of a clockwise quad to the strongest bright-inside/dark-outside step within
/// `search` pixels along its normal (sub-pixel), sampled at `samples` points, and intersects
/// the sides. A side needs a third of its samples on a step of at least `minStep` (Sobel
/// units); no corner may move more than 2.5 × `search`. Nullopt otherwise. With `fit`, how well
/// the sides found lie on edges (filled on success).
std::optional<std::array<cv::Point2d, 4>>
refineSidesByEdges(const std::array<cv::Point2d, 4>& quad, const cv::Mat& gx, const cv::Mat& gy,
                   double search, int samples, double minStep = 40.0, EdgeFit* fit = nullptr);

} // namespace packmate::vision
