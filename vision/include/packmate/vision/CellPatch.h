#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/config/CellClassifierConfig.h>

#include <opencv2/core.hpp>

namespace packmate::vision {

/// Layer planes looked at by the cell network (the card face and up to four sticks high).
inline constexpr int kCellPatchPlanes = TruckCard::kMaxLayers + 1;
/// Channels of a cell patch: BGR of every plane, the card's layer count (one-hot), and the
/// lean of the stacks (u, v).
inline constexpr int kCellPatchChannels = 3 * kCellPatchPlanes + TruckCard::kMaxLayers + 2;

/// Where, on the card face, the top of a one-stick column standing on (u, v) is seen: the
/// image point one cell above (u, v), mapped back onto the card face, minus (u, v), in cells.
cv::Point2d stackLean(const CardPose& pose, double u, double v);

/// What the cell network looks at for loading cell (x, y): the neighbourhood of the cell
/// (netPatchSide cells wide, netPatchPixels square) rectified on every layer plane 0–4 (planes
/// above the card's layers repeat its top plane), colours relative to the card white; then
/// constant channels for the layer count and the stack lean. CV_32F, kCellPatchChannels ×
/// netPatchPixels × netPatchPixels (channel-major, as one image of a network blob).
cv::Mat cellPatch(const CardSampler& sampler, const TruckCard& card, const CardGeometry& geometry,
                  int x, int y, const CellClassifierConfig& config = {});

} // namespace packmate::vision
