#include <packmate/calibration/LayerDigitReader.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace packmate::calibration {

namespace {

// The disc straight-on, side = 2 × radius, grey.
cv::Mat digitPatch(const cv::Mat& photo, const CardOnMat& card,
                   const CardRegistrationConfig& config) {
    const double p = config.digitPixelsPerCell;
    const double left = config.digitCentreX - config.digitRadius;
    const double top = config.digitCentreY - config.digitRadius;
    const cv::Matx33d pixelToCells(1 / p, 0, left + 0.5 / p, 0, 1 / p, top + 0.5 / p, 0, 0, 1);
    const int side = static_cast<int>(2 * config.digitRadius * p);
    cv::Mat patch;
    cv::warpPerspective(photo, patch, cv::Mat(card.cellsToImage * pixelToCells), {side, side},
                        cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    cv::cvtColor(patch, patch, cv::COLOR_BGR2GRAY);
    return patch;
}

} // namespace

std::vector<double> layerDigitZones(const cv::Mat& photo, const CardOnMat& card,
                                    const CardRegistrationConfig& config) {
    const cv::Mat patch = digitPatch(photo, card, config);
    const int side = patch.cols;
    // Only the inside of the disc (its outline ring is dark too).
    cv::Mat inside = cv::Mat::zeros(patch.size(), CV_8U);
    cv::circle(inside, {side / 2, side / 2}, static_cast<int>(side * 0.36), 255, cv::FILLED);
    cv::Mat dark;
    cv::threshold(patch, dark, 0, 255, cv::THRESH_BINARY_INV | cv::THRESH_OTSU);
    dark &= inside;
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(dark.clone(), contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    const auto figure =
        std::max_element(contours.begin(), contours.end(), [](const auto& a, const auto& b) {
            return cv::contourArea(a) < cv::contourArea(b);
        });
    if (figure == contours.end() || cv::contourArea(*figure) < 0.02 * side * side) return {};
    const cv::Rect box = cv::boundingRect(*figure);
    if (box.height < side / 4) return {};
    std::vector<double> zones;
    for (int zy = 0; zy < 4; ++zy)
        for (int zx = 0; zx < 4; ++zx) {
            const cv::Rect zone(box.x + box.width * zx / 4, box.y + box.height * zy / 4,
                                std::max(1, box.width / 4), std::max(1, box.height / 4));
            zones.push_back(cv::countNonZero(dark(zone)) / static_cast<double>(zone.area()));
        }
    return zones;
}

std::optional<int> readLayerDigit(const cv::Mat& photo, const CardOnMat& card,
                                  const CardRegistrationConfig& config) {
    const std::vector<double> zones = layerDigitZones(photo, card, config);
    if (zones.size() != 16) return std::nullopt;
    std::array<double, 4> distance{};
    for (std::size_t digit = 0; digit < 4; ++digit) {
        double sum = 0;
        for (std::size_t i = 0; i < 16; ++i) {
            const double d = zones[i] - config.digitTemplates[digit][i];
            sum += d * d;
        }
        distance[digit] = std::sqrt(sum / 16);
    }
    std::array<std::size_t, 4> order{0, 1, 2, 3};
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return distance[a] < distance[b]; });
    if (distance[order[0]] > config.digitMaxDistance) return std::nullopt;
    if (distance[order[1]] - distance[order[0]] < config.digitMinMargin) return std::nullopt;
    return static_cast<int>(order[0]) + 1;
}

} // namespace packmate::calibration
