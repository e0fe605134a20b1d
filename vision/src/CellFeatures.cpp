#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellFeatures.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

std::vector<float> cellFeatures(const CardSampler& sampler, const TruckCard& card,
                                const CardGeometry& geometry, int x, int y,
                                const CellClassifierConfig& config) {
    const double left = geometry.gridLeft(card.cols()) + x, top = geometry.gridTop(card.rows()) + y;
    std::vector<float> out;
    out.reserve(kCellFeatureCount);
    for (int k = 0; k <= TruckCard::kMaxLayers; ++k) {
        const int plane = std::min(k, card.layers());
        double spread = 0.0, wideSpread = 0.0;
        const RelativeColour c = sampler.meanColour(left + 0.5, top + 0.5, plane, config.patchSide,
                                                    config.patchPixels, spread);
        const RelativeColour w = sampler.meanColour(
            left + 0.5, top + 0.5, plane, config.widePatchSide, config.patchPixels, wideSpread);
        const double values[] = {c.r,
                                 c.g,
                                 c.b,
                                 spread,
                                 (c.r + c.g + c.b) / 3.0,
                                 c.r - c.b,
                                 c.g - (c.r + c.b) / 2.0,
                                 k <= card.layers() ? 1.0 : 0.0,
                                 w.r,
                                 w.g,
                                 w.b,
                                 wideSpread,
                                 std::abs(c.r - w.r) + std::abs(c.g - w.g) + std::abs(c.b - w.b)};
        for (double v : values)
            out.push_back(static_cast<float>(v));
    }
    for (int layers = 1; layers <= TruckCard::kMaxLayers; ++layers)
        out.push_back(card.layers() == layers ? 1.f : 0.f);
    out.push_back(static_cast<float>(gridLineEvidence(sampler, left, top)));
    return out;
}

} // namespace packmate::vision
