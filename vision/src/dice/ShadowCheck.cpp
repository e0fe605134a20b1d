#include <packmate/vision/MiddleValue.h>
#include <packmate/vision/dice/ShadowCheck.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace packmate::vision::dice {

namespace {

double median(std::vector<double>& values) {
    return values.empty() ? 0.0 : middleValue(values);
}

} // namespace

cv::Vec3d faceToSurroundings(const cv::Mat& bgr, cv::Point2f center, double side,
                             const ShadowConfig& config) {
    const double inner = config.faceRadius * side, ringFrom = config.ringFrom * side,
                 ringTo = config.ringTo * side;
    const cv::Rect box = cv::Rect(cvFloor(center.x - ringTo), cvFloor(center.y - ringTo),
                                  cvCeil(2 * ringTo) + 1, cvCeil(2 * ringTo) + 1) &
                         cv::Rect(0, 0, bgr.cols, bgr.rows);
    const int step = std::max(1, int(side / config.samplesPerSide));
    std::array<std::vector<double>, 3> face, ring;
    for (int y = box.y; y < box.y + box.height; y += step) {
        const cv::Vec3b* row = bgr.ptr<cv::Vec3b>(y);
        for (int x = box.x; x < box.x + box.width; x += step) {
            const double r = std::hypot(float(x) - center.x, float(y) - center.y);
            auto* target = r < inner ? &face : (r > ringFrom && r < ringTo ? &ring : nullptr);
            if (!target) continue;
            for (int c = 0; c < 3; ++c)
                (*target)[std::size_t(c)].push_back(row[x][c]);
        }
    }
    cv::Vec3d ratio;
    for (std::size_t c = 0; c < 3; ++c)
        ratio[int(c)] = (median(face[c]) + 1.0) / (median(ring[c]) + 1.0);
    return ratio;
}

bool looksLikeShadow(const cv::Vec3d& ratio, const ShadowConfig& config) {
    const double low = std::min({ratio[0], ratio[1], ratio[2]});
    const double high = std::max({ratio[0], ratio[1], ratio[2]});
    const double mean = (ratio[0] + ratio[1] + ratio[2]) / 3;
    return low > 0 && high / low <= config.maxSpread && mean <= config.maxDimming;
}

} // namespace packmate::vision::dice
