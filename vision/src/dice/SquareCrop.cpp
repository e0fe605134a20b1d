#include <packmate/vision/dice/SquareCrop.h>

#include <opencv2/imgproc.hpp>

namespace packmate::vision::dice {

cv::Mat squareCrop(const cv::Mat& bgr, cv::Point2d center, double side, double sidesInView,
                   int pixels) {
    const double k = pixels / (sidesInView * side);
    const double half = pixels / 2.0;
    const cv::Matx23d m(k, 0, half - k * center.x, 0, k, half - k * center.y);
    cv::Mat crop;
    cv::warpAffine(bgr, crop, m, {pixels, pixels}, cv::INTER_LINEAR, cv::BORDER_REPLICATE);
    return crop;
}

} // namespace packmate::vision::dice
