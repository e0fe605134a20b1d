#include <packmate/engine/InputError.h>
#include <packmate/vision/MiddleValue.h>
#include <packmate/vision/dice/PipClusterBaseline.h>

#include <opencv2/features2d.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <numeric>

namespace packmate::vision::dice {

namespace {

std::vector<int> singleLinkage(const std::vector<cv::KeyPoint>& blobs, double distance) {
    std::vector<int> cluster(blobs.size(), -1);
    int next = 0;
    for (std::size_t seed = 0; seed < blobs.size(); ++seed) {
        if (cluster[seed] >= 0) continue;
        std::vector<std::size_t> stack{seed};
        cluster[seed] = next;
        while (!stack.empty()) {
            const std::size_t i = stack.back();
            stack.pop_back();
            for (std::size_t j = 0; j < blobs.size(); ++j)
                if (cluster[j] < 0 && cv::norm(blobs[i].pt - blobs[j].pt) <= distance) {
                    cluster[j] = next;
                    stack.push_back(j);
                }
        }
        ++next;
    }
    return cluster;
}

} // namespace

std::vector<DieReading> readDiceBaseline(const cv::Mat& image, const BaselineConfig& config) {
    if (image.empty()) throw InputError("dice baseline: the image is empty");
    cv::Mat grey;
    if (image.channels() == 3)
        cv::cvtColor(image, grey, cv::COLOR_BGR2GRAY);
    else
        grey = image;
    const int side = std::max(grey.cols, grey.rows);
    const double scale = side > config.workingMaxSide ? double(config.workingMaxSide) / side : 1.0;
    if (scale < 1.0) cv::resize(grey, grey, {}, scale, scale, cv::INTER_AREA);

    cv::SimpleBlobDetector::Params params;
    params.filterByColor = true;
    params.blobColor = 0;
    params.filterByArea = true;
    params.minArea = float(config.minArea);
    params.maxArea = float(config.maxArea);
    params.filterByCircularity = true;
    params.minCircularity = float(config.minCircularity);
    params.filterByInertia = false;
    params.filterByConvexity = false;
    std::vector<cv::KeyPoint> blobs;
    cv::SimpleBlobDetector::create(params)->detect(grey, blobs);
    if (blobs.empty()) return {};

    std::vector<float> sizes;
    for (const cv::KeyPoint& blob : blobs)
        sizes.push_back(blob.size);
    const double pipSize = middleValue(sizes);
    const std::vector<int> cluster = singleLinkage(blobs, config.clusterDistance * pipSize);

    const int clusters = *std::max_element(cluster.begin(), cluster.end()) + 1;
    std::vector<DieReading> dice;
    for (int c = 0; c < clusters; ++c) {
        std::vector<cv::Point2f> points;
        for (std::size_t i = 0; i < blobs.size(); ++i)
            if (cluster[i] == c) points.push_back(blobs[i].pt * float(1.0 / scale));
        DieReading die;
        die.value = std::min(6, int(points.size()));
        cv::RotatedRect box = cv::minAreaRect(points);
        const float faceSide =
            std::max({box.size.width, box.size.height, 0.f}) + float(3 * pipSize / scale);
        box.size = {faceSide, faceSide};
        cv::Point2f corners[4];
        box.points(corners);
        std::copy(std::begin(corners), std::end(corners), die.corners.begin());
        die.center = box.center;
        die.colour = "unknown";
        die.confidence = points.size() <= 6 ? 1.0 : 0.0;
        dice.push_back(die);
    }
    return dice;
}

} // namespace packmate::vision::dice
