#include <packmate/vision/LevelBoxes.h>

#include <algorithm>

namespace packmate::vision {

LevelBoxes::LevelBoxes(const cv::Mat& levels)
    : rowMax_(std::size_t(levels.rows), 0), colMax_(std::size_t(levels.cols), 0) {
    CV_Assert(levels.type() == CV_8UC1);
    unsigned char* colMax = colMax_.data();
    for (int y = 0; y < levels.rows; ++y) {
        const unsigned char* row = levels.ptr<unsigned char>(y);
        unsigned char rowMax = 0;
        for (int x = 0; x < levels.cols; ++x) {
            rowMax = std::max(rowMax, row[x]);
            colMax[x] = std::max(colMax[x], row[x]);
        }
        rowMax_[std::size_t(y)] = rowMax;
    }
}

cv::Rect LevelBoxes::above(double threshold) const {
    auto span = [threshold](const std::vector<unsigned char>& maxima) {
        const auto over = [threshold](unsigned char v) { return v > threshold; };
        const auto first = std::find_if(maxima.begin(), maxima.end(), over);
        if (first == maxima.end()) return cv::Range(0, 0);
        const auto last = std::find_if(maxima.rbegin(), maxima.rend(), over);
        return cv::Range(int(first - maxima.begin()), int(maxima.rend() - last));
    };
    const cv::Range rows = span(rowMax_), cols = span(colMax_);
    if (rows.empty() || cols.empty()) return {};
    return {cols.start, rows.start, cols.size(), rows.size()};
}

} // namespace packmate::vision
