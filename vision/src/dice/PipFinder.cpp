#include <packmate/vision/dice/PipFinder.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision::dice {

namespace {

// Ellipse of a component from its second moments (a filled ellipse with semi-axis a has
// variance a²/4 along that axis, hence the factor 4 for the full axis).
bool measureComponent(const cv::Mat& labels, int label, const cv::Rect& box, Pip& pip) {
    const cv::Mat mask = labels(box) == label;
    const cv::Moments m = cv::moments(mask, true);
    if (m.m00 <= 0) return false;
    const double mu20 = m.mu20 / m.m00, mu02 = m.mu02 / m.m00, mu11 = m.mu11 / m.m00;
    const double common = std::sqrt(std::max(0.0, (mu20 - mu02) * (mu20 - mu02) + 4 * mu11 * mu11));
    const double l1 = (mu20 + mu02 + common) / 2, l2 = std::max(0.0, (mu20 + mu02 - common) / 2);
    pip.area = m.m00;
    pip.center = {float(box.x + m.m10 / m.m00), float(box.y + m.m01 / m.m00)};
    // +1 px: a pixel-sampled disc is one pixel wider than its moments say.
    pip.major = 4 * std::sqrt(l1) + 1;
    pip.minor = 4 * std::sqrt(l2) + 1;
    pip.angle = 0.5 * std::atan2(2 * mu11, mu20 - mu02);
    return true;
}

void collect(const cv::Mat& grey, const cv::Mat& faceLevel, const cv::Mat& mask, bool dark,
             const PipFinderConfig& config, std::vector<Pip>& out) {
    cv::Mat labels, stats, centroids;
    const int count = cv::connectedComponentsWithStats(mask, labels, stats, centroids, 8, CV_32S);
    for (int i = 1; i < count; ++i) {
        const int area = stats.at<int>(i, cv::CC_STAT_AREA);
        if (area < config.minArea || area > config.maxArea) continue;
        const cv::Rect box(stats.at<int>(i, cv::CC_STAT_LEFT), stats.at<int>(i, cv::CC_STAT_TOP),
                           stats.at<int>(i, cv::CC_STAT_WIDTH),
                           stats.at<int>(i, cv::CC_STAT_HEIGHT));
        if (box.x == 0 || box.y == 0 || box.br().x >= grey.cols || box.br().y >= grey.rows)
            continue;
        Pip pip;
        pip.dark = dark;
        if (!measureComponent(labels, i, box, pip)) continue;
        if (pip.aspect() < config.minAspect) continue;
        if (pip.area < config.minFill * CV_PI / 4 * pip.major * pip.minor) continue;
        double minLevel = 0, maxLevel = 0;
        cv::minMaxLoc(grey(box), &minLevel, &maxLevel, nullptr, nullptr, labels(box) == i);
        pip.level = dark ? minLevel : maxLevel;
        pip.faceLevel = faceLevel.at<uchar>(cv::Point(pip.center));
        out.push_back(pip);
    }
}

} // namespace

double workingScale(cv::Size size, int maxSide) {
    const int side = std::max(size.width, size.height);
    return side > maxSide ? double(maxSide) / side : 1.0;
}

namespace {

void findWithKernel(const cv::Mat& grey, int kernelSize, const PipFinderConfig& config,
                    std::vector<Pip>& pips) {
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_RECT, {kernelSize, kernelSize});
    cv::Mat faceLevel, mask, scaled;
    // Closing fills spots smaller than the kernel with the level of the face around them
    // (opening does so for light spots); a die face is larger than the kernel and stays.
    cv::morphologyEx(grey, faceLevel, cv::MORPH_CLOSE, kernel);
    cv::Mat diff = faceLevel - grey;
    cv::threshold(diff, mask, config.minContrast, 255, cv::THRESH_BINARY);
    grey.convertTo(scaled, CV_8U, 1.0 / config.maxLevelRatio);
    mask &= (scaled < faceLevel);
    collect(grey, faceLevel, mask, true, config, pips);
    if (config.lightPips) {
        cv::morphologyEx(grey, faceLevel, cv::MORPH_OPEN, kernel);
        diff = grey - faceLevel;
        cv::threshold(diff, mask, config.minLightContrast, 255, cv::THRESH_BINARY);
        collect(grey, faceLevel, mask, false, config, pips);
    }
}

} // namespace

std::vector<Pip> findPips(const cv::Mat& grey, const PipFinderConfig& config) {
    std::vector<Pip> pips;
    findWithKernel(grey, config.faceKernel, config, pips);
    if (config.smallFaceKernel <= 0) return pips;
    // Pips of small dice merge with the whole die under the large kernel; add those only
    // the small kernel finds.
    std::vector<Pip> small;
    findWithKernel(grey, config.smallFaceKernel, config, small);
    const std::size_t largeCount = pips.size();
    for (const Pip& pip : small) {
        const bool known =
            std::any_of(pips.begin(), pips.begin() + long(largeCount), [&](const Pip& p) {
                return p.dark == pip.dark &&
                       cv::norm(p.center - pip.center) < std::max(2.0, p.major / 2);
            });
        if (!known) pips.push_back(pip);
    }
    return pips;
}

} // namespace packmate::vision::dice
