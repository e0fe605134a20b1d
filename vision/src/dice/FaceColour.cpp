#include <packmate/vision/dice/FaceColour.h>

#include <algorithm>
#include <vector>

namespace packmate::vision::dice {

namespace {

constexpr int kGrid = 7;           // samples per face side
constexpr float kInnerPart = 0.7f; // of the face side, away from the edges

} // namespace

cv::Vec3b medianFaceColour(const cv::Mat& bgr, const std::array<cv::Point2f, 4>& corners) {
    const cv::Point2f origin = corners[0];
    const cv::Point2f u = corners[1] - corners[0], v = corners[3] - corners[0];
    std::vector<std::pair<int, cv::Vec3b>> samples;
    for (int i = 0; i < kGrid; ++i)
        for (int j = 0; j < kGrid; ++j) {
            const float a = 0.5f + kInnerPart * ((float(i) + 0.5f) / kGrid - 0.5f);
            const float b = 0.5f + kInnerPart * ((float(j) + 0.5f) / kGrid - 0.5f);
            const cv::Point p(origin + u * a + v * b);
            if (p.x < 0 || p.y < 0 || p.x >= bgr.cols || p.y >= bgr.rows) continue;
            const cv::Vec3b c = bgr.at<cv::Vec3b>(p);
            samples.emplace_back(c[0] + 2 * c[1] + c[2], c);
        }
    if (samples.empty()) return {};
    std::sort(samples.begin(), samples.end(),
              [](const auto& x, const auto& y) { return x.first < y.first; });
    // The middle third by lightness, averaged (one pixel alone carries the JPEG noise).
    const std::size_t from = samples.size() / 3, to = std::max(from + 1, 2 * samples.size() / 3);
    cv::Vec3f sum(0, 0, 0);
    for (std::size_t k = from; k < to; ++k)
        sum += cv::Vec3f(samples[k].second);
    sum /= float(to - from);
    return {cv::saturate_cast<uchar>(sum[0]), cv::saturate_cast<uchar>(sum[1]),
            cv::saturate_cast<uchar>(sum[2])};
}

} // namespace packmate::vision::dice
