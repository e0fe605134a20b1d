#include <packmate/vision/eval/CellVisibility.h>

#include <opencv2/calib3d.hpp>

#include <algorithm>
#include <cmath>
#include <utility>

namespace packmate::vision::eval {

namespace {

struct Box {
    int x, y;
    cv::Vec3d low, high;
};

/// Whether the segment from `from` to `to` passes through `box` (slab test).
bool segmentHitsBox(const cv::Vec3d& from, const cv::Vec3d& to, const Box& box) {
    double enter = 0.0, leave = 1.0;
    for (int k = 0; k < 3; ++k) {
        const double d = to[k] - from[k];
        if (std::abs(d) < 1e-12) {
            if (from[k] < box.low[k] || from[k] > box.high[k]) return false;
            continue;
        }
        double a = (box.low[k] - from[k]) / d, b = (box.high[k] - from[k]) / d;
        if (a > b) std::swap(a, b);
        enter = std::max(enter, a);
        leave = std::min(leave, b);
        if (enter > leave) return false;
    }
    return leave > 1e-6;
}

} // namespace

std::vector<std::vector<double>> visibleTopShares(const TruckCard& card,
                                                  const std::vector<std::vector<int>>& heights,
                                                  const std::array<cv::Point2d, 4>& cardCorners,
                                                  const cv::Matx33d& cameraMatrix,
                                                  const CardGeometry& geometry) {
    const std::vector<cv::Point3d> cardPoints = {{0, 0, 0},
                                                 {geometry.cardWidth, 0, 0},
                                                 {geometry.cardWidth, geometry.cardHeight, 0},
                                                 {0, geometry.cardHeight, 0}};
    const std::vector<cv::Point2d> imagePoints(cardCorners.begin(), cardCorners.end());
    cv::Vec3d rotation, translation;
    if (!cv::solvePnP(cardPoints, imagePoints, cameraMatrix, cv::noArray(), rotation, translation,
                      false, cv::SOLVEPNP_SQPNP))
        return {};
    cv::Matx33d r;
    cv::Rodrigues(rotation, r);
    const cv::Vec3d camera = -(r.t() * translation);
    const double up = camera[2] >= 0 ? 1.0 : -1.0;

    const int rows = card.rows(), cols = card.cols();
    const double left = geometry.gridLeft(cols), top = geometry.gridTop(rows);
    auto heightAt = [&](int x, int y) {
        return y < static_cast<int>(heights.size()) && x < static_cast<int>(heights[y].size())
                   ? heights[y][x]
                   : 0;
    };
    std::vector<Box> columns;
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < cols; ++x)
            if (card.isLoadingCell(x, y) && heightAt(x, y) > 0) {
                const double z = up * heightAt(x, y);
                columns.push_back({x,
                                   y,
                                   {left + x, top + y, std::min(0.0, z)},
                                   {left + x + 1, top + y + 1, std::max(0.0, z)}});
            }

    constexpr int kSamples = 5;
    std::vector<std::vector<double>> shares(rows, std::vector<double>(cols, 1.0));
    for (int y = 0; y < rows; ++y)
        for (int x = 0; x < cols; ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            const double z = up * (heightAt(x, y) + 1e-3);
            int seen = 0;
            for (int i = 0; i < kSamples; ++i)
                for (int j = 0; j < kSamples; ++j) {
                    const cv::Vec3d point(left + x + 0.15 + 0.7 * i / (kSamples - 1),
                                          top + y + 0.15 + 0.7 * j / (kSamples - 1), z);
                    const bool hidden =
                        std::any_of(columns.begin(), columns.end(), [&](const Box& box) {
                            return !(box.x == x && box.y == y) &&
                                   segmentHitsBox(point, camera, box);
                        });
                    seen += hidden ? 0 : 1;
                }
            shares[y][x] = static_cast<double>(seen) / (kSamples * kSamples);
        }
    return shares;
}

} // namespace packmate::vision::eval
