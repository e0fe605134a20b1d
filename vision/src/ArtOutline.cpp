#include <packmate/vision/ArtOutline.h>
#include <packmate/vision/CardPose.h>
#include <packmate/vision/MarginRing.h>
#include <packmate/vision/QuadRefine.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

cv::Point2d mapPoint(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
    return {q[0] / q[2], q[1] / q[2]};
}

} // namespace

std::vector<CardQuad> findCardByArt(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                    const CardGeometry& geometry, const CardFinderConfig& config,
                                    const cv::Mat& work) {
    return findCardByArt(bgr, intrinsics, geometry, config, makeWorkMaps(bgr, config, work));
}

std::vector<CardQuad> findCardByArt(const cv::Mat& bgr, const cv::Matx33d& intrinsics,
                                    const CardGeometry& geometry, const CardFinderConfig& config,
                                    const WorkMaps& maps, cv::Rect within) {
    const double scale = std::min(1.0, double(config.workSide) / std::max(bgr.cols, bgr.rows));
    const cv::Mat& small = maps.work;
    const cv::Mat& white = maps.white;
    const cv::Mat& grey = maps.grey;
    const int level = maps.level;
    const cv::Rect region = workRegion(within, scale, small.size());
    if (region.empty()) return {};
    CardGeometry art = geometry;
    art.cardWidth -= 2.0 * geometry.margin;
    art.cardHeight -= 2.0 * geometry.margin;
    const double imageArea = double(small.total());
    std::vector<CardQuad> out;
    // Keeps the card grown from an art outline (work pixels) when the art has the art's shape,
    // the margin round it is white and the art is not flat; true when kept (or seen before).
    auto consider = [&](const std::array<cv::Point2d, 4>& outline, double cut) {
        CardQuad artQuad;
        for (int i = 0; i < 4; ++i)
            artQuad.corners[i] = (outline[i] + cv::Point2d(0.5, 0.5)) / scale;
        artQuad.area = std::abs(signedQuadArea(artQuad.corners));
        const auto poses =
            poseHypotheses(artQuad, intrinsics, art, config.maxShapeError, config.maxViewAngleDeg);
        if (poses.empty()) return false;
        // The art's corners as seen (the pose fits them only within maxShapeError, more than
        // the margin is wide): the margin round them by the homography of the art.
        const CardPose& pose = poses.front();
        const std::vector<cv::Point2f> cells{{0.0f, 0.0f},
                                             {float(art.cardWidth), 0.0f},
                                             {float(art.cardWidth), float(art.cardHeight)},
                                             {0.0f, float(art.cardHeight)}};
        const std::vector<cv::Point2f> corners(pose.corners.begin(), pose.corners.end());
        const cv::Matx33d artToImage(cv::getPerspectiveTransform(cells, corners));
        // Along the middle of the margin round the art.
        const double h = geometry.margin / 2.0;
        const std::array<double, 4> ring =
            ringWhiteShares(artToImage,
                            {cv::Point2d(-h, -h),
                             {art.cardWidth + h, -h},
                             {art.cardWidth + h, art.cardHeight + h},
                             {-h, art.cardHeight + h}},
                            white, scale, cut, config.artRingSamples);
        if (ring[0] < config.artWheelSideShare || ring[1] < config.artRingShare ||
            greySpreadInside(grey, outline, config.artSpreadInset) < config.artMinSpread)
            return false;
        const double m = geometry.margin;
        CardQuad card;
        card.corners = {mapPoint(artToImage, {-m, -m}),
                        mapPoint(artToImage, {art.cardWidth + m, -m}),
                        mapPoint(artToImage, {art.cardWidth + m, art.cardHeight + m}),
                        mapPoint(artToImage, {-m, art.cardHeight + m})};
        card.area = std::abs(signedQuadArea(card.corners));
        card.score = ring[0] + ring[1] + ring[2] + ring[3];
        const bool seen = std::any_of(out.begin(), out.end(), [&](const CardQuad& q) {
            return cornerDistance(q.corners, card.corners) <
                   config.polygonTolerance * std::sqrt(card.area);
        });
        if (!seen) out.push_back(card);
        return true;
    };
    for (const double fraction : config.artWhiteFractions)
        for (const int radius : config.artOpenRadii) {
            const double cut = fraction * level;
            const cv::Mat opening = cv::getStructuringElement(
                cv::MORPH_ELLIPSE, cv::Size(2 * radius + 1, 2 * radius + 1));
            // Thin dark lines (tile joints, the wheels' rims at the card's edge) join
            // the art to the table: opened away.
            cv::Mat coloured = white(region) < cut;
            cv::morphologyEx(coloured, coloured, cv::MORPH_OPEN, opening);
            std::vector<std::vector<cv::Point>> contours;
            cv::findContours(coloured, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE,
                             region.tl());
            for (const auto& contour : contours) {
                // A hull is smaller than its box: most blobs are too small by their box alone.
                if (cv::boundingRect(contour).area() < config.minAreaFraction * imageArea) continue;
                const std::vector<cv::Point> hull = contourHull(contour);
                const double hullArea = cv::contourArea(hull);
                if (hullArea < config.minAreaFraction * imageArea ||
                    hullArea > config.maxAreaFraction * imageArea)
                    continue;
                const bool solid = cv::contourArea(contour) >= config.artMinSolidity * hullArea;
                if (!solid && cv::contourArea(contour) < config.artJoinedSolidity * hullArea)
                    continue;
                const auto quad = blobQuad(contour, hull, hullArea, config.polygonTolerance);
                if (!quad) continue;
                // Work pixel (x, y) is centred on (x + 0.5, y + 0.5).
                const std::array<cv::Point2d, 4>& outline = quad->outline;
                const bool kept = solid && consider(outline, cut);
                // A table square, a stick or its shadow joined at one corner pulls that corner
                // out: each corner in turn rebuilt from the other three (a parallelogram; the
                // margin's white ring judges it).
                if (!kept)
                    for (int k = 0; k < 4; ++k) {
                        std::array<cv::Point2d, 4> rebuilt = outline;
                        rebuilt[k] =
                            outline[(k + 1) % 4] + outline[(k + 3) % 4] - outline[(k + 2) % 4];
                        consider(rebuilt, cut);
                    }
            }
        }
    std::sort(out.begin(), out.end(),
              [](const CardQuad& a, const CardQuad& b) { return a.score > b.score; });
    return out;
}

} // namespace packmate::vision
