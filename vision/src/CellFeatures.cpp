#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellFeatures.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

// Features of one layer plane, and where among them the plane's "within the layers" flag is.
constexpr std::size_t kPlaneFeatureCount = 13;
constexpr std::size_t kLayerFlagIndex = 7;

} // namespace

std::vector<float> cellFeatures(const CardSampler& sampler, const TruckCard& card,
                                const CardGeometry& geometry, int x, int y,
                                const CellClassifierConfig& config) {
    const double left = geometry.gridLeft(card.cols()) + x, top = geometry.gridTop(card.rows()) + y;
    std::vector<float> out;
    out.reserve(kCellFeatureCount);
    // Planes above the card's layers repeat its top plane (and only the layer flag differs):
    // each distinct plane is sampled once.
    std::size_t topPlaneStart = 0;
    for (int k = 0; k <= TruckCard::kMaxLayers; ++k) {
        if (k > card.layers()) {
            const std::size_t start = out.size();
            for (std::size_t i = 0; i < kPlaneFeatureCount; ++i)
                out.push_back(out[topPlaneStart + i]);
            out[start + kLayerFlagIndex] = 0.f;
            continue;
        }
        topPlaneStart = out.size();
        double spread = 0.0, wideSpread = 0.0;
        const RelativeColour c = sampler.meanColour(left + 0.5, top + 0.5, k, config.patchSide,
                                                    config.patchPixels, spread);
        const RelativeColour w = sampler.meanColour(left + 0.5, top + 0.5, k, config.widePatchSide,
                                                    config.patchPixels, wideSpread);
        const double values[] = {c.r,
                                 c.g,
                                 c.b,
                                 spread,
                                 (c.r + c.g + c.b) / 3.0,
                                 c.r - c.b,
                                 c.g - (c.r + c.b) / 2.0,
                                 1.0,
                                 w.r,
                                 w.g,
                                 w.b,
                                 wideSpread,
                                 std::abs(c.r - w.r) + std::abs(c.g - w.g) + std::abs(c.b - w.b)};
        static_assert(std::size(values) == kPlaneFeatureCount);
        for (double v : values)
            out.push_back(static_cast<float>(v));
    }
    for (int layers = 1; layers <= TruckCard::kMaxLayers; ++layers)
        out.push_back(card.layers() == layers ? 1.f : 0.f);
    out.push_back(static_cast<float>(gridLineEvidence(sampler, left, top)));
    return out;
}

} // namespace packmate::vision
