#include <packmate/vision/MarginRing.h>
#include <packmate/vision/QuadRefine.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace packmate::vision {

std::array<double, 4> ringWhiteShares(const cv::Matx33d& frameToImage,
                                      const std::array<cv::Point2d, 4>& ring, const cv::Mat& white,
                                      double scale, double level, int samples) {
    std::array<double, 4> shares{};
    for (int side = 0; side < 4; ++side) {
        int whitePoints = 0;
        for (int k = 0; k < samples; ++k) {
            const double t = (k + 0.5) / samples;
            const cv::Point2d cell = ring[side] + (ring[(side + 1) % 4] - ring[side]) * t;
            const cv::Vec3d q = frameToImage * cv::Vec3d(cell.x, cell.y, 1.0);
            const cv::Point2d p =
                cv::Point2d(q[0] / q[2], q[1] / q[2]) * scale - cv::Point2d(0.5, 0.5);
            const int x = int(std::lround(p.x)), y = int(std::lround(p.y));
            if (x >= 0 && y >= 0 && x < white.cols && y < white.rows &&
                white.at<uchar>(y, x) >= level)
                ++whitePoints;
        }
        shares[side] = double(whitePoints) / samples;
    }
    std::sort(shares.begin(), shares.end());
    return shares;
}

std::array<double, 4> marginWhiteShares(const std::array<cv::Point2d, 4>& corners,
                                        const CardGeometry& geometry, const cv::Mat& white,
                                        double scale, double level, int samples) {
    const double w = geometry.cardWidth, h = geometry.cardHeight, m = geometry.margin / 2.0;
    const std::vector<cv::Point2f> frame{
        {0.0f, 0.0f}, {float(w), 0.0f}, {float(w), float(h)}, {0.0f, float(h)}};
    const std::vector<cv::Point2f> image(corners.begin(), corners.end());
    const cv::Matx33d cardToImage(cv::getPerspectiveTransform(frame, image));
    return ringWhiteShares(cardToImage, {cv::Point2d(m, m), {w - m, m}, {w - m, h - m}, {m, h - m}},
                           white, scale, level, samples);
}

double greySpreadInside(const cv::Mat& grey, const std::array<cv::Point2d, 4>& quad, double inset) {
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : offsetSides(quad, -inset))
        points.emplace_back(int(std::lround(p.x)), int(std::lround(p.y)));
    cv::Mat inside = cv::Mat::zeros(grey.size(), CV_8U);
    cv::fillConvexPoly(inside, points, 255);
    if (cv::countNonZero(inside) == 0) return 0.0;
    cv::Scalar mean, spread;
    cv::meanStdDev(grey, mean, spread, inside);
    return spread[0];
}

} // namespace packmate::vision
