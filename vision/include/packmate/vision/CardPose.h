#pragma once

#include <packmate/vision/CardFinder.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <vector>

namespace packmate::vision {

/// Where the card lies relative to the camera. Card frame: u right and v down the card in
/// its cab-left frame, in cells, height up from the card face in cells.
struct CardPose {
    cv::Matx33d intrinsics;
    cv::Vec3d rvec;
    cv::Vec3d tvec;
    /// Image points of the card's TL, TR, BR, BL corners (cab-left frame).
    std::array<cv::Point2d, 4> corners;
    /// Rotation of the card in the image: the direction of TL→TR, clockwise, rounded to
    /// 0/90/180/270.
    int orientation = 0;
    /// RMS corner reprojection error of the card rectangle, in pixels.
    double shapeError = 0.0;

    /// Image point of card-frame point (u, v) at `height` cells above the card face.
    cv::Point2d project(double u, double v, double height = 0.0) const;
    /// Homography from the card-frame plane at `height` (u, v in cells) to the image.
    cv::Matx33d planeToImage(double height) const;
};

/// The four ways the quad's corners can be the card's TL,TR,BR,BL that fit the card's shape
/// (given the intrinsics) within `maxShapeError` × diagonal, seen at most `maxViewAngleDeg`
/// off the card's normal, best fit first.
std::vector<CardPose> poseHypotheses(const CardQuad& quad, const cv::Matx33d& intrinsics,
                                     const CardGeometry& geometry, double maxShapeError,
                                     double maxViewAngleDeg = 60.0);

/// Angle between the card's normal and the line of sight to its centre, in degrees.
double viewAngleDeg(const CardPose& pose, const CardGeometry& geometry);

/// Orientation (0/90/180/270) from the image direction of the card's top edge TL→TR.
int orientationFromCorners(const std::array<cv::Point2d, 4>& corners);

/// True when the corners, mapped through `tableToImage` (a metric homography of the table
/// plane, e.g. from the calibration mat, in centimetres), span a card of the expected size
/// within `tolerance` (fraction).
bool matchesMetricSize(const std::array<cv::Point2d, 4>& corners, const cv::Matx33d& tableToImage,
                       const CardGeometry& geometry, double tolerance = 0.15);

} // namespace packmate::vision
