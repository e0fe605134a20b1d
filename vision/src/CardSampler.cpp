#include <packmate/vision/CardSampler.h>
#include <packmate/vision/MiddleValue.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

cv::Vec3d medianOf(std::vector<cv::Vec3d> values) {
    cv::Vec3d out;
    for (int c = 0; c < 3; ++c) {
        std::vector<double> channel;
        for (const auto& v : values)
            channel.push_back(v[c]);
        out[c] = middleValue(channel);
    }
    return out;
}

cv::Vec3d samplePixel(const cv::Mat& image, cv::Point2d p) {
    const int x = std::clamp(static_cast<int>(p.x), 0, image.cols - 1);
    const int y = std::clamp(static_cast<int>(p.y), 0, image.rows - 1);
    const cv::Vec3b v = image.at<cv::Vec3b>(y, x);
    return {double(v[0]), double(v[1]), double(v[2])};
}

// The square patch of the plane centred on (u, v), `side` cells wide, at pixels × pixels.
cv::Mat warpPatch(const cv::Mat& image, const cv::Matx33d& planeToImage, double u, double v,
                  double side, int pixels) {
    const double step = side / pixels;
    const cv::Matx33d patchToPlane(step, 0, u - side / 2.0 + step / 2.0, 0, step,
                                   v - side / 2.0 + step / 2.0, 0, 0, 1);
    // Pixel centres are at +0.5 in image coordinates; warpPerspective samples at integer ones.
    const cv::Matx33d shift(1, 0, -0.5, 0, 1, -0.5, 0, 0, 1);
    const cv::Matx33d patchToImage = shift * planeToImage * patchToPlane;
    cv::Mat patch;
    cv::warpPerspective(image, patch, cv::Mat(patchToImage), cv::Size(pixels, pixels),
                        cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    return patch;
}

} // namespace

CardSampler::CardSampler(const cv::Mat& bgr, const CardPose& pose, const CardGeometry& geometry)
    : image_(bgr), pose_(pose), cardToImage_(pose.planeToImage(0.0)) {
    std::vector<cv::Vec3d> margin;
    const double m = geometry.margin / 2.0;
    for (int i = 0; i <= 20; ++i) {
        const double u = 0.4 + (geometry.cardWidth - 0.8) * i / 20.0;
        margin.push_back(samplePixel(image_, pose_.project(u, m)));
        margin.push_back(samplePixel(image_, pose_.project(u, geometry.cardHeight - m)));
    }
    for (int i = 0; i <= 10; ++i) {
        const double v = 0.4 + (geometry.cardHeight - 0.8) * i / 10.0;
        margin.push_back(samplePixel(image_, pose_.project(m, v)));
        margin.push_back(samplePixel(image_, pose_.project(geometry.cardWidth - m, v)));
    }
    // The brighter half of the margin: stacks may shade or hide part of it.
    std::sort(margin.begin(), margin.end(), [](const cv::Vec3d& a, const cv::Vec3d& b) {
        return a[0] + a[1] + a[2] > b[0] + b[1] + b[2];
    });
    margin.resize(margin.size() / 2);
    white_ = medianOf(margin);
    for (int c = 0; c < 3; ++c)
        white_[c] = std::max(white_[c], 8.0);
}

RelativeColour CardSampler::meanColour(double u, double v, double height, double side,
                                       int pixels) const {
    // Without the spread: no grey patch and deviation (the orientation check reads hundreds).
    const cv::Scalar colour =
        cv::mean(warpPatch(image_, pose_.planeToImage(height), u, v, side, pixels));
    return {colour[2] / white_[2], colour[1] / white_[1], colour[0] / white_[0]};
}

RelativeColour CardSampler::meanColour(double u, double v, double height, double side, int pixels,
                                       double& spread) const {
    const cv::Mat patch = warpPatch(image_, pose_.planeToImage(height), u, v, side, pixels);
    cv::Scalar mean, deviation;
    cv::Mat grey;
    cv::cvtColor(patch, grey, cv::COLOR_BGR2GRAY);
    cv::meanStdDev(grey, mean, deviation);
    spread = deviation[0] / ((white_[0] + white_[1] + white_[2]) / 3.0);
    const cv::Scalar colour = cv::mean(patch);
    return {colour[2] / white_[2], colour[1] / white_[1], colour[0] / white_[0]};
}

cv::Mat CardSampler::relativePatch(double u, double v, double height, double side,
                                   int pixels) const {
    cv::Mat patch;
    warpPatch(image_, pose_.planeToImage(height), u, v, side, pixels).convertTo(patch, CV_32FC3);
    cv::multiply(patch, cv::Scalar(1.0 / white_[0], 1.0 / white_[1], 1.0 / white_[2]), patch);
    return patch;
}

cv::Mat CardSampler::brightnessMap(double u0, double v0, double width, double height,
                                   int pixelsPerCell) const {
    const double step = 1.0 / pixelsPerCell;
    const cv::Matx33d mapToPlane(step, 0, u0 + step / 2.0, 0, step, v0 + step / 2.0, 0, 0, 1);
    const cv::Matx33d shift(1, 0, -0.5, 0, 1, -0.5, 0, 0, 1);
    cv::Mat warped, grey;
    // Float first: cv::transform keeps the depth of its input.
    cv::warpPerspective(
        image_, warped, cv::Mat(shift * cardToImage_ * mapToPlane),
        cv::Size(int(std::lround(width * pixelsPerCell)), int(std::lround(height * pixelsPerCell))),
        cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_REPLICATE);
    warped.convertTo(warped, CV_32FC3);
    cv::transform(warped, grey,
                  cv::Matx13f(1.0f, 1.0f, 1.0f) * float(1.0 / (white_[0] + white_[1] + white_[2])));
    return grey;
}

std::vector<double> CardSampler::profile(cv::Point2d from, cv::Point2d to, int samples) const {
    std::vector<double> out;
    out.reserve(samples);
    const double norm = white_[0] + white_[1] + white_[2];
    const cv::Matx33d h = cardToImage_;
    for (int i = 0; i < samples; ++i) {
        const cv::Point2d q = from + (to - from) * (double(i) / std::max(1, samples - 1));
        const cv::Vec3d m = h * cv::Vec3d(q.x, q.y, 1.0);
        // Pixel centres sit at +0.5: bilinear between the four nearest.
        const double x = m[0] / m[2] - 0.5, y = m[1] / m[2] - 0.5;
        const int x0 = std::clamp(static_cast<int>(std::floor(x)), 0, image_.cols - 2);
        const int y0 = std::clamp(static_cast<int>(std::floor(y)), 0, image_.rows - 2);
        const double fx = std::clamp(x - x0, 0.0, 1.0), fy = std::clamp(y - y0, 0.0, 1.0);
        auto sum = [&](int yy, int xx) {
            const cv::Vec3b v = image_.at<cv::Vec3b>(yy, xx);
            return double(v[0]) + v[1] + v[2];
        };
        const double value = (1 - fy) * ((1 - fx) * sum(y0, x0) + fx * sum(y0, x0 + 1)) +
                             fy * ((1 - fx) * sum(y0 + 1, x0) + fx * sum(y0 + 1, x0 + 1));
        out.push_back(value / norm);
    }
    return out;
}

} // namespace packmate::vision
