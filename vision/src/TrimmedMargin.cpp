#include <packmate/vision/CardPose.h>
#include <packmate/vision/MarginRing.h>
#include <packmate/vision/NearZero.h>
#include <packmate/vision/QuadRefine.h>
#include <packmate/vision/TrimmedMargin.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

// An opening by a disc of the radius: the blob's pixels farther than the radius from every
// pixel off it (the eroded blob), grown back by the radius. Exact Euclidean distances (nearZero),
// whose cost does not grow with the radius (a morphological opening with a disc of up to ~60
// work pixels cost the slowest photos ~150 ms).
cv::Mat openedByDisc(const cv::Mat& blobMask, int radius) {
    // nearZero(blob) is the eroded blob's complement: the pixels near the eroded blob's.
    return nearZero(nearZero(blobMask, radius), radius);
}

} // namespace

std::vector<CardQuad> findCardByTrimmedMargin(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                              const CardGeometry& geometry,
                                              const CardFinderConfig& config, const cv::Mat& work) {
    return findCardByTrimmedMargin(bgr, intrinsics, geometry, config,
                                   makeWorkMaps(bgr, config, work));
}

std::vector<CardQuad> findCardByTrimmedMargin(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                              const CardGeometry& geometry,
                                              const CardFinderConfig& config, const WorkMaps& maps,
                                              cv::Rect within) {
    const double scale = std::min(1.0, double(config.workSide) / std::max(bgr.cols, bgr.rows));
    const cv::Mat& small = maps.work;
    const cv::Mat& white = maps.white;
    const cv::Mat& grey = maps.grey;
    const int level = maps.level;
    const double imageArea = double(small.total());
    const cv::Rect whole(0, 0, small.cols, small.rows);
    const cv::Rect region = workRegion(within, scale, small.size());
    if (region.empty()) return {};
    std::vector<CardQuad> out;
    for (const double fraction : config.trimWhiteFractions) {
        const double cut = fraction * level;
        const cv::Mat whiteMask = white(region) >= cut;
        std::vector<std::vector<cv::Point>> blobs;
        cv::findContours(whiteMask, blobs, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE, region.tl());
        for (const auto& blob : blobs) {
            const double blobArea = cv::contourArea(blob);
            if (blobArea < config.minAreaFraction * imageArea ||
                blobArea > config.maxAreaFraction * imageArea)
                continue;
            const cv::Rect box = cv::boundingRect(blob);
            // An opening stays inside the blob: one pixel of border is all findContours needs.
            const cv::Rect padded =
                cv::Rect(box.x - 1, box.y - 1, box.width + 2, box.height + 2) & whole;
            cv::Mat blobMask = cv::Mat::zeros(padded.size(), CV_8U);
            cv::drawContours(blobMask, std::vector<std::vector<cv::Point>>{blob}, 0, 255,
                             cv::FILLED, cv::LINE_8, cv::noArray(), 0, -padded.tl());
            for (const double share : config.trimRadii) {
                const int radius = std::max(1, int(std::lround(share * std::sqrt(blobArea))));
                const cv::Mat filled = openedByDisc(blobMask, radius);
                std::vector<std::vector<cv::Point>> trimmed;
                cv::findContours(filled, trimmed, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE,
                                 padded.tl());
                for (const auto& contour : trimmed) {
                    // A hull is smaller than its box: a small box needs no hull.
                    if (cv::boundingRect(contour).area() < config.minAreaFraction * imageArea)
                        continue;
                    const std::vector<cv::Point> hull = contourHull(contour);
                    const double hullArea = cv::contourArea(hull);
                    if (hullArea < config.minAreaFraction * imageArea) continue;
                    const auto quad = blobQuad(contour, hull, hullArea, config.polygonTolerance);
                    if (!quad) continue;
                    const std::array<cv::Point2d, 4>& outline = quad->outline;
                    const double solidity =
                        hullArea / std::max(1.0, std::abs(signedQuadArea(outline)));
                    if (solidity < config.minSolidity || solidity > 1.0 / config.minSolidity)
                        continue;
                    CardQuad card;
                    for (int i = 0; i < 4; ++i)
                        card.corners[i] = (outline[i] + cv::Point2d(0.5, 0.5)) / scale;
                    card.area = std::abs(signedQuadArea(card.corners));
                    const auto poses = poseHypotheses(card, intrinsics, geometry,
                                                      config.maxShapeError, config.maxViewAngleDeg);
                    if (poses.empty()) continue;
                    const std::array<double, 4> ring = marginWhiteShares(
                        poses.front().corners, geometry, white, scale, cut, config.artRingSamples);
                    if (ring[0] < config.artWheelSideShare || ring[1] < config.artRingShare)
                        continue;
                    // Inside the margin: the art, not one flat table colour.
                    const double inset = 2.0 * geometry.margin / geometry.cardHeight *
                                         std::sqrt(std::abs(signedQuadArea(outline)));
                    if (greySpreadInside(grey, outline, inset) < config.artMinSpread) continue;
                    card.score = ring[0] + ring[1] + ring[2] + ring[3];
                    const bool seen = std::any_of(out.begin(), out.end(), [&](const CardQuad& q) {
                        return cornerDistance(q.corners, card.corners) <
                               config.polygonTolerance * std::sqrt(card.area);
                    });
                    if (!seen) out.push_back(card);
                }
            }
        }
    }
    std::sort(out.begin(), out.end(),
              [](const CardQuad& a, const CardQuad& b) { return a.score > b.score; });
    return out;
}

} // namespace packmate::vision
