#pragma once

// Draws simple top-down dice (a rounded square with round pips) for the reader's unit
// tests: known values, colours and positions without any dataset.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <vector>

namespace packmate::testing {

struct SyntheticDie {
    int value;
    cv::Point2f center;
    float side;
    float angleDeg;
    cv::Scalar body;
    cv::Scalar pip;
};

inline void drawDie(cv::Mat& image, const SyntheticDie& die) {
    const double a = die.angleDeg * CV_PI / 180;
    const auto at = [&](double u, double v) {
        return cv::Point(cvRound(die.center.x + (u * std::cos(a) - v * std::sin(a)) * die.side),
                         cvRound(die.center.y + (u * std::sin(a) + v * std::cos(a)) * die.side));
    };
    std::vector<cv::Point> square{at(-0.5, -0.5), at(0.5, -0.5), at(0.5, 0.5), at(-0.5, 0.5)};
    cv::fillConvexPoly(image, square, die.body, cv::LINE_AA);
    static const std::vector<std::vector<cv::Point2f>> layouts{
        {},
        {{0, 0}},
        {{-1, -1}, {1, 1}},
        {{-1, -1}, {0, 0}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}},
        {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, 0}},
        {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}}};
    for (const cv::Point2f& p : layouts[std::size_t(die.value)])
        cv::circle(image, at(0.27 * p.x, 0.27 * p.y), cvRound(die.side * 0.085), die.pip,
                   cv::FILLED, cv::LINE_AA);
}

/// A wooden-looking table (smooth gradient) with the given dice on it.
inline cv::Mat diceImage(const std::vector<SyntheticDie>& dice, cv::Size size = {1280, 960}) {
    cv::Mat image(size, CV_8UC3);
    for (int y = 0; y < size.height; ++y)
        image.row(y).setTo(
            cv::Scalar(90 + 30.0 * y / size.height, 130 + 20.0 * y / size.height, 170));
    for (const SyntheticDie& die : dice)
        drawDie(image, die);
    return image;
}

} // namespace packmate::testing
