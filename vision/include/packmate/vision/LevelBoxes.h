#pragma once

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision {

/// The bounding box of an 8-bit image's pixels above any threshold, from one pass over it (the
/// largest value of each row and of each column): a cut at a threshold has nothing outside that
/// box, so thresholding and tracing the box alone gives the same blobs.
class LevelBoxes {
public:
    explicit LevelBoxes(const cv::Mat& levels);

    /// The box of the pixels whose value is above `threshold` (as cv::threshold's
    /// THRESH_BINARY keeps them); empty when there is none.
    cv::Rect above(double threshold) const;

private:
    std::vector<unsigned char> rowMax_, colMax_;
};

} // namespace packmate::vision
