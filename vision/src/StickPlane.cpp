#include <packmate/vision/StickPlane.h>

#include <opencv2/imgproc.hpp>

#include <array>
#include <utility>
#include <vector>

namespace packmate::vision {

StickPlane rectifyStickPlane(const cv::Mat& bgr, const CardSampler& sampler, const TruckCard& card,
                             const CardGeometry& geometry, const StickFinderConfig& config) {
    const CardPose& pose = sampler.pose();
    const double height = 1.0 - geometry.thickness;
    const int side = static_cast<int>(2 * config.searchRadius * config.pixelsPerCell);
    const double u0 = geometry.cardWidth / 2 - config.searchRadius,
                 v0 = geometry.cardHeight / 2 - config.searchRadius;
    const double step = 1.0 / config.pixelsPerCell;
    const cv::Matx33d rectToPlane(step, 0, u0 + step / 2, 0, step, v0 + step / 2, 0, 0, 1);
    const cv::Matx33d shift(1, 0, -0.5, 0, 1, -0.5, 0, 0, 1);
    StickPlane out;
    out.rectToImage = pose.planeToImage(height) * rectToPlane;
    out.topToTable = out.rectToImage.inv() * pose.planeToImage(-geometry.thickness) * rectToPlane;
    cv::Mat& warped = out.warped;
    cv::warpPerspective(bgr, warped, cv::Mat(shift * out.rectToImage), cv::Size(side, side),
                        cv::INTER_LINEAR | cv::WARP_INVERSE_MAP, cv::BORDER_CONSTANT,
                        cv::Scalar(0, 0, 0));
    // Valid: the nearest image pixel lies at least 2 pixels inside the image (the edge pixels
    // of a photo are unreliable). Mapped per pixel: warping a full-size mask costs far more.
    const cv::Matx33d toImage = shift * out.rectToImage;
    out.valid.create(side, side, CV_8U);
    for (int y = 0; y < side; ++y) {
        auto* row = out.valid.ptr<unsigned char>(y);
        for (int x = 0; x < side; ++x) {
            const double w = toImage(2, 0) * x + toImage(2, 1) * y + toImage(2, 2);
            bool inside = w > 0;
            if (inside) {
                const double scale = 1.0 / w;
                const int ix =
                    cvRound((toImage(0, 0) * x + toImage(0, 1) * y + toImage(0, 2)) * scale);
                const int iy =
                    cvRound((toImage(1, 0) * x + toImage(1, 1) * y + toImage(1, 2)) * scale);
                inside = ix >= 2 && iy >= 2 && ix < bgr.cols - 2 && iy < bgr.rows - 2;
            }
            row[x] = inside ? 255 : 0;
        }
    }
    // Keep out the card (its art has every colour) and the stacks on its loading area, at
    // every height up to the top layer: only the loading area rises above the card.
    const cv::Matx33d imageToRect = out.rectToImage.inv();
    auto keepOut = [&](double left, double top, double right, double bottom, double margin,
                       double topHeight) {
        std::vector<cv::Point> points;
        for (double k : {0.0, topHeight})
            for (auto [u, v] : {std::pair{left - margin, top - margin},
                                {right + margin, top - margin},
                                {right + margin, bottom + margin},
                                {left - margin, bottom + margin}}) {
                const cv::Point2d p = pose.project(u, v, k);
                const cv::Vec3d q = imageToRect * cv::Vec3d(p.x, p.y, 1.0);
                points.emplace_back(cvRound(q[0] / q[2]), cvRound(q[1] / q[2]));
            }
        std::vector<cv::Point> hull;
        cv::convexHull(points, hull);
        cv::fillConvexPoly(out.valid, hull, cv::Scalar(0));
    };
    keepOut(0.0, 0.0, geometry.cardWidth, geometry.cardHeight, config.cardMargin,
            geometry.thickness);
    const double gridLeft = geometry.gridLeft(card.cols()), gridTop = geometry.gridTop(card.rows());
    keepOut(gridLeft, gridTop, gridLeft + card.cols(), gridTop + card.rows(), config.stackMargin,
            card.layers() + config.stackHeadroom);
    const cv::Vec3d white = sampler.cardWhite();
    // Each channel value relative to the white, looked up (a division per value otherwise).
    std::array<std::array<float, 256>, 3> relativeOf{};
    for (int c = 0; c < 3; ++c)
        for (int v = 0; v < 256; ++v)
            relativeOf[std::size_t(c)][std::size_t(v)] = float(v / white[c]);
    out.relative.create(warped.size(), CV_32FC3);
    for (int y = 0; y < warped.rows; ++y) {
        const auto* src = warped.ptr<cv::Vec3b>(y);
        auto* dst = out.relative.ptr<cv::Vec3f>(y);
        for (int x = 0; x < warped.cols; ++x)
            dst[x] = {relativeOf[2][src[x][2]], relativeOf[1][src[x][1]], relativeOf[0][src[x][0]]};
    }
    return out;
}

} // namespace packmate::vision
