#pragma once

#include <opencv2/core.hpp>

#include <vector>

namespace packmate::vision {

/// Settings of findTopsBySide, in pixels of the rectified table (lengths) and colours relative
/// to the card white.
struct SideFindSettings {
    /// The stick's top face.
    double length = 24.0;
    double width = 8.0;
    /// A pixel is dark below this × the table's median brightness.
    double darkRatio = 0.6;
    /// A dark blob is at least `minBandShare` of the stick's length and `minBandWidth` wide, at
    /// most `maxBandLengths` stick lengths long (its band may run on into the side face or
    /// shadow of another stick lying end to end with it) and at most `maxDarkWidth` wide.
    double minBandShare = 0.7;
    double minBandWidth = 1.0;
    double maxBandLengths = 3.0;
    double maxDarkWidth = 18.0;
    /// Side faces narrower than this are not seen (the dark blob may then be shadow on
    /// either side).
    double minSide = 1.5;
    /// A dark blob this near (pixels) the keep-out or the photo's edge (`SideFindArea::open`) is
    /// left alone (the load's shadow beside the card).
    int edgeClearance = 2;
    /// The stick's axis is tried at the band's outline turned up to `maxTurn` degrees either
    /// way, every `angleStep` degrees.
    double angleStep = 3.0;
    double maxTurn = 24.0;
    /// Along and across a band longer than the stick by more than 2 × `fineSlack`, the top face
    /// is placed every `coarseStep` pixels, then pixel by pixel round the best place.
    double fineSlack = 6.0;
    double coarseStep = 2.0;
    /// Round each stick found (sideFindArea; its top rectangle, width along the stick): no top
    /// face lies within `foundMargin` of it; a dark blob in the strip `alongside` it either side
    /// and `pastEnds` beyond its ends that reaches the rim `rimWidth` outside that margin is its
    /// own side face or shadow.
    double foundMargin = 1.2;
    double rimWidth = 2.0;
    double alongside = 16.0;
    double pastEnds = 4.0;
    /// A top face has at least `minTopShare` of its pixels within `colourDistance` of the
    /// stick colour and at most `maxTopDark` of them dark.
    double colourDistance = 0.25;
    double minTopShare = 0.8;
    double maxTopDark = 0.05;
    double brightnessWeight = 0.4;
    /// The strip beside the top face towards the dark blob is at least this share dark, and
    /// its mean within `sideChroma` of the top face's chroma (the same paint in shade).
    double minSideDark = 0.7;
    double sideChroma = 0.25;
    /// Shares of the top face and of the strip beside it that must lie where a stick may be
    /// (`free`): a face half in the keep-out is the load's, not a stick's.
    double minTopFree = 0.95;
    double minSideFree = 0.9;
};

/// Where findTopsBySide looks (CV_8U masks of the table plane, 255 where true).
struct SideFindArea {
    /// Where a stick's top face and its side may lie: off the keep-out and the sticks found.
    cv::Mat free;
    /// Clear of the keep-out and of the photo's edge: a dark blob reaching past it is the load's
    /// shadow or cut off.
    cv::Mat open;
    /// The strips alongside the sticks found and the rims just outside their tops' margins (may
    /// be empty): a dark blob in a strip that reaches a rim is that stick's own side face or
    /// shadow, not another stick's band; one beyond a stick's end, or parted from it by a top
    /// face, may be another's.
    cv::Mat alongside;
    cv::Mat foundRims;
};

/// Where findTopsBySide looks on the `open` plane (CV_8U, 255 clear of the keep-out and inside
/// the photo) beside the tops of the sticks `found` so far (width along the stick).
SideFindArea sideFindArea(const cv::Mat& open, const std::vector<cv::RotatedRect>& found,
                          const SideFindSettings& settings);

/// Top faces of sticks of one colour found by their height, not their colour: where the table
/// shows the stick's colour (a brown stick on teak), a stick still stands out by the dark side
/// face the camera sees below its top face and the shadow it casts, a straight dark band as
/// long as the stick beside a top face of the stick's colour. `relative` is the table plane at
/// stick-top height (CV_32FC3, relative to the card white), `free` (CV_8U) where a stick may
/// be, `topToTable` maps a top-plane point to where the camera sees the table under it.
/// Returns rectangles in `relative`'s pixels (width = along the stick).
std::vector<cv::RotatedRect> findTopsBySide(const cv::Mat& relative, const SideFindArea& area,
                                            const cv::Vec3f& stickColour,
                                            const cv::Matx33d& topToTable,
                                            const SideFindSettings& settings);

/// The same where no stick was found yet: `free` is also the open plane.
std::vector<cv::RotatedRect> findTopsBySide(const cv::Mat& relative, const cv::Mat& free,
                                            const cv::Vec3f& stickColour,
                                            const cv::Matx33d& topToTable,
                                            const SideFindSettings& settings);

} // namespace packmate::vision
