#include <packmate/vision/CellPatch.h>

#include <algorithm>

namespace packmate::vision {

cv::Point2d stackLean(const CardPose& pose, double u, double v) {
    const cv::Point2d top = pose.project(u, v, 1.0);
    const cv::Vec3d m = pose.planeToImage(0.0).inv() * cv::Vec3d(top.x, top.y, 1.0);
    return {m[0] / m[2] - u, m[1] / m[2] - v};
}

cv::Mat cellPatch(const CardSampler& sampler, const TruckCard& card, const CardGeometry& geometry,
                  int x, int y, const CellClassifierConfig& config) {
    const int n = config.netPatchPixels;
    const double u = geometry.gridLeft(card.cols()) + x + 0.5;
    const double v = geometry.gridTop(card.rows()) + y + 0.5;
    const int sizes[] = {kCellPatchChannels, n, n};
    cv::Mat out(3, sizes, CV_32F);
    auto channel = [&](int c) { return cv::Mat(n, n, CV_32F, out.ptr<float>(c)); };
    // Planes above the card's layers repeat its top plane: each distinct plane is sampled once.
    const std::size_t planeFloats = std::size_t(3) * n * n;
    for (int k = 0; k < kCellPatchPlanes; ++k) {
        if (k > card.layers()) {
            std::copy_n(out.ptr<float>(3 * card.layers()), planeFloats, out.ptr<float>(3 * k));
            continue;
        }
        const cv::Mat patch = sampler.relativePatch(u, v, k, config.netPatchSide, n);
        float* blue = out.ptr<float>(3 * k);
        float* green = out.ptr<float>(3 * k + 1);
        float* red = out.ptr<float>(3 * k + 2);
        for (int r = 0; r < n; ++r) {
            const auto* row = patch.ptr<cv::Vec3f>(r);
            for (int c = 0; c < n; ++c) {
                blue[r * n + c] = row[c][0];
                green[r * n + c] = row[c][1];
                red[r * n + c] = row[c][2];
            }
        }
    }
    for (int layers = 1; layers <= TruckCard::kMaxLayers; ++layers)
        channel(3 * kCellPatchPlanes + layers - 1).setTo(card.layers() == layers ? 1.0 : 0.0);
    const cv::Point2d lean = stackLean(sampler.pose(), u, v);
    channel(kCellPatchChannels - 2).setTo(lean.x);
    channel(kCellPatchChannels - 1).setTo(lean.y);
    return out;
}

} // namespace packmate::vision
