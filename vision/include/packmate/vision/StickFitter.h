#pragma once

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision {

/// One stick's top face placed in a blob: a rectangle in the blob mask's pixels.
struct FittedStick {
    cv::RotatedRect box;
    /// Share of the rectangle the blob covers.
    double coverage = 0.0;
};

/// Settings of fitSticks, in pixels of the mask.
struct StickFitSettings {
    double length = 8.0;
    double width = 8.0;
    /// A rectangle counts as a stick when the blob covers at least this share of it.
    double minCoverage = 0.8;
    /// Angles tried, in degrees (0 up to 180).
    double angleStep = 5.0;
    /// At most this many sticks from one blob.
    int maxSticks = 6;
};

/// Decomposes a blob of one stick colour (`mask`, CV_8U, 255 inside) into whole sticks of one
/// size, greedily: the best-covered rectangle first, its pixels removed, until no rectangle is
/// covered well enough. Touching sticks (side by side, end to end, at an angle) come apart;
/// a stick partly hidden is left out. `leftover` receives the pixels no stick explains.
std::vector<FittedStick> fitSticks(const cv::Mat& mask, const StickFitSettings& settings,
                                   cv::Mat* leftover = nullptr);

} // namespace packmate::vision
