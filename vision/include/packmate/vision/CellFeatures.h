#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/config/CellClassifierConfig.h>

#include <vector>

namespace packmate::vision {

/// Number of values cellFeatures() returns.
inline constexpr int kCellFeatureCount = 5 * 13 + 4 + 1;

/// What the cell classifier looks at for loading cell (x, y): on every layer plane 0–4 (planes
/// above the card's layers repeat its top plane), a small and a cell-sized patch centred on
/// the cell (colour relative to card white, spread, hue cues), the card's layer count, and the
/// evidence that the printed cell outline shows. The training script reads the same values.
std::vector<float> cellFeatures(const CardSampler& sampler, const TruckCard& card,
                                const CardGeometry& geometry, int x, int y,
                                const CellClassifierConfig& config = {});

} // namespace packmate::vision
