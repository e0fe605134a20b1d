#pragma once

#include <packmate/vision/CardPose.h>
#include <packmate/vision/ColourModel.h>

#include <opencv2/core.hpp>

namespace packmate::vision {

/// Reads colours off a posed card: small patches of the card-frame plane at any height,
/// white-balanced by the card's own white margin.
class CardSampler {
public:
    CardSampler(const cv::Mat& bgr, const CardPose& pose, const CardGeometry& geometry);

    /// Mean colour of the square patch of `side` cells centred on (u, v) at `height` cells
    /// above the card face, relative to the card white.
    RelativeColour meanColour(double u, double v, double height, double side, int pixels = 8) const;
    /// Same patch: mean, and the standard deviation of its brightness (relative units).
    RelativeColour meanColour(double u, double v, double height, double side, int pixels,
                              double& spread) const;
    /// The square patch of `side` cells centred on (u, v) at `height` cells above the card
    /// face, rectified at pixels × pixels, BGR relative to the card white (CV_32FC3).
    cv::Mat relativePatch(double u, double v, double height, double side, int pixels) const;
    /// Brightness profile across the card face (height 0) from `from` to `to`, `samples` points.
    std::vector<double> profile(cv::Point2d from, cv::Point2d to, int samples) const;

    /// Brightness of the card face (height 0) over [u0, u0 + width] × [v0, v0 + height] cells,
    /// rectified at `pixelsPerCell`, relative to the card white (CV_32F, pixel centres at
    /// u0 + (i + 0.5) / pixelsPerCell).
    cv::Mat brightnessMap(double u0, double v0, double width, double height,
                          int pixelsPerCell) const;

    /// The card white measured on the margin, in image BGR (0–255).
    cv::Vec3d cardWhite() const { return white_; }
    const CardPose& pose() const { return pose_; }

private:
    cv::Mat image_;
    CardPose pose_;
    cv::Matx33d cardToImage_;
    cv::Vec3d white_;
};

} // namespace packmate::vision
