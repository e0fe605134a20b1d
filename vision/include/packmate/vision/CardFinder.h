#pragma once

#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <vector>

namespace packmate::vision {

/// A card outline found in a photo: four image points in clockwise order (as seen in the
/// image), starting anywhere; the grid fit decides which one is the card's top-left.
struct CardQuad {
    std::array<cv::Point2d, 4> corners;
    /// How card-like the blob is (area × solidity, in image pixels); larger is better.
    double score = 0.0;
    /// Area of the quad in image pixels.
    double area = 0.0;
    /// False when the sides could not be moved onto edges in the photo (the learned finder's
    /// coarse outline as it came from the mask).
    bool edgesFound = true;
    /// With edgesFound, from the learned finder: how well its sides lie on the photo's edges.
    double edgeShare = 0.0;
    double edgeResidual = 0.0;
    /// From the learned finder: the mask's blob was rounder than a quad (less solid than
    /// CardFinderConfig::minSolidity), as on a pale table; its outline then needs the photo's
    /// edges and a closer card shape.
    bool looseBlob = false;
};

/// The photo as stage 1 looks at it: shrunk by area so its longer side is at most
/// CardFinderConfig::workSide (`bgr` itself when it is no larger).
cv::Mat workImage(const cv::Mat& bgr, const CardFinderConfig& config = {});

/// `within` (image pixels) in the pixels of a work image of `size`, shrunk by `scale`: the
/// pixels it touches, clipped to the work image (empty when outside it); the whole work image
/// when `within` is empty.
cv::Rect workRegion(cv::Rect within, double scale, cv::Size size);

/// What the white-margin looks read of one photo, made once per photo (makeWorkMaps).
struct WorkMaps {
    /// workImage of the photo, its whitenessMap and grey levels.
    cv::Mat work, white, grey;
    /// The card white level (whiteLevel of `white` at CardFinderConfig::brightFraction).
    int level = 0;
};

/// The maps of `bgr`; `work`, when given, is workImage(bgr, config).
WorkMaps makeWorkMaps(const cv::Mat& bgr, const CardFinderConfig& config = {},
                      const cv::Mat& work = {});

/// Stage 1: finds card candidates by the white card-stock margin round the card, best first.
/// Pure geometry; the caller checks each against the card's shape (CardPose). With a non-empty
/// `within` (image pixels), only blobs inside it are outlined (the white level is still the
/// whole photo's): the same outlines there, found in a fraction of the time. With `sameCard`,
/// only the outlines whose corners end within `sameCardReach` (image pixels) of its corners.
/// `work`, when given, is workImage(bgr, config), made once for several looks. `maps`, when
/// given, hold that work image's whitenessMap and white level (`grey` is not read): taken as they
/// are, not made again.
std::vector<CardQuad> findCardCandidates(const cv::Mat& bgr, const CardFinderConfig& config = {},
                                         cv::Rect within = {}, const CardQuad* sameCard = nullptr,
                                         double sameCardReach = 0.0, const cv::Mat& work = {},
                                         const WorkMaps* maps = nullptr);

/// Stage 1 on a table with a known metric homography (table cm → image, e.g. the calibration
/// mat): the card's art (not white relative to the white round it) seen from straight above,
/// of the art's size, grown by the white margin. Card outlines, best (most solid) first.
std::vector<CardQuad> findCardOnTable(const cv::Mat& bgr, const cv::Matx33d& tableToImage,
                                      const CardFinderConfig& config = {},
                                      const CardGeometry& geometry = {});

/// Whiteness of each pixel, 0–255: brightness × (darkest channel / brightest channel).
cv::Mat whitenessMap(const cv::Mat& bgr);

/// The whiteness that `fraction` of the map's pixels exceed (the card white level).
int whiteLevel(const cv::Mat& whiteness, double fraction);

/// `bgr` with each channel scaled (by 1 to maxGain) so that the mean colour of its brightest
/// near-neutral pixels (whiteness ≥ level) comes out grey: the photo in the white balance of
/// the light on the card's margin. Returns `bgr` itself when no channel needs a gain (or
/// maxGain ≤ 1).
cv::Mat balancedToWhite(const cv::Mat& bgr, const cv::Mat& whiteness, int level, double maxGain);

/// The convex hull of a traced contour (CHAIN_APPROX_NONE), the same points in the same order
/// as cv::convexHull gives, found from the contour's turning points only: a point passed
/// straight through lies between its neighbours and is never a vertex of the hull.
std::vector<cv::Point> contourHull(const std::vector<cv::Point>& contour);

/// The four points of `hull` spanning the largest quadrilateral, clockwise in the image.
std::array<cv::Point2d, 4> largestInscribedQuad(const std::vector<cv::Point>& hull);

/// A blob as a quad (the learned mask's, the art's and the trimmed margin's blobs).
struct BlobQuad {
    /// The largest quad inscribed in the blob's hull simplified to a polygon.
    std::array<cv::Point2d, 4> inscribed;
    /// That quad's sides refitted to the blob's contour (refineSidesByContour) and moved half a
    /// pixel out: contour points are the centres of the blob's edge pixels.
    std::array<cv::Point2d, 4> outline;
};

/// The BlobQuad of a traced `contour` whose hull (contourHull) is `hull` of area `hullArea`,
/// the hull simplified within `tolerance` × sqrt(hullArea); nullopt when fewer than four
/// points remain.
std::optional<BlobQuad> blobQuad(const std::vector<cv::Point>& contour,
                                 const std::vector<cv::Point>& hull, double hullArea,
                                 double tolerance);

} // namespace packmate::vision
