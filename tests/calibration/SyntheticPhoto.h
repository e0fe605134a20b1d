#pragma once

// Synthetic "photos" of a rendered mat for the calibration tests: a perspective warp onto a
// table, noise, blur and bars that cover parts of it, with the exact mm→image map kept.
#include <opencv2/core.hpp>
#include <opencv2/imgproc.hpp>

#include <cmath>
#include <vector>

namespace packmate::testing {

struct SyntheticPhoto {
    cv::Mat image;
    cv::Matx33d mmToImage; ///< Ground truth, in OpenCV's pixel-centre coordinates.

    cv::Point2d toImage(cv::Point2d mm) const {
        const cv::Vec3d q = mmToImage * cv::Vec3d(mm.x, mm.y, 1.0);
        return {q[0] / q[2], q[1] / q[2]};
    }
};

/// Warps `flat` (a mat rendered at `pixelsPerMm`, any channel count) so that the mat's four
/// page corners land on `pageCorners` in a `size` photo over a mid-grey table.
inline SyntheticPhoto warpFlat(const cv::Mat& flat, double pixelsPerMm, cv::Size size,
                               const std::vector<cv::Point2f>& pageCorners) {
    const std::vector<cv::Point2f> flatCorners{{-0.5f, -0.5f},
                                               {flat.cols - 0.5f, -0.5f},
                                               {flat.cols - 0.5f, flat.rows - 0.5f},
                                               {-0.5f, flat.rows - 0.5f}};
    const cv::Matx33d flatToImage(cv::getPerspectiveTransform(flatCorners, pageCorners));
    // mm → flat pixel centres: x_px = x_mm·s − 0.5.
    const cv::Matx33d mmToFlat(pixelsPerMm, 0, -0.5, 0, pixelsPerMm, -0.5, 0, 0, 1);
    SyntheticPhoto photo;
    photo.mmToImage = flatToImage * mmToFlat;
    cv::warpPerspective(flat, photo.image, cv::Mat(flatToImage), size, cv::INTER_AREA,
                        cv::BORDER_CONSTANT, cv::Scalar::all(90));
    return photo;
}

inline void addNoise(cv::Mat& image, double sigma, unsigned seed) {
    cv::RNG rng(seed);
    cv::Mat noise(image.size(), CV_32FC(image.channels()));
    rng.fill(noise, cv::RNG::NORMAL, 0, sigma);
    cv::Mat asFloat;
    image.convertTo(asFloat, CV_32F);
    asFloat += noise;
    asFloat.convertTo(image, image.type());
}

/// A dark stick-like bar (width in mm) from `fromMm` to `toMm` on the mat.
inline void drawBar(SyntheticPhoto& photo, cv::Point2d fromMm, cv::Point2d toMm, double widthMm,
                    cv::Scalar colour) {
    const cv::Point2d along =
        (toMm - fromMm) * (1.0 / std::hypot(toMm.x - fromMm.x, toMm.y - fromMm.y));
    const cv::Point2d across(-along.y * widthMm / 2, along.x * widthMm / 2);
    std::vector<cv::Point> polygon;
    for (const cv::Point2d& mm : {fromMm + across, toMm + across, toMm - across, fromMm - across}) {
        const cv::Point2d p = photo.toImage(mm);
        polygon.emplace_back(static_cast<int>(std::lround(p.x)),
                             static_cast<int>(std::lround(p.y)));
    }
    cv::fillConvexPoly(photo.image, polygon, colour, cv::LINE_AA);
}

} // namespace packmate::testing
