#pragma once

#include <packmate/vision/StickFinder.h>
#include <packmate/vision/eval/TruckTruth.h>

#include <vector>

namespace packmate::vision::eval {

/// For each true stick, the index of the reading paired with it, or -1. A pair lies within
/// stickMatchRadius of the true stick (with `sameColour`, of its colour only); each true stick
/// and reading is paired once, as many as can be, and of those pairings the one of least total
/// distance (an optimal assignment, whatever order the sticks and readings come in).
std::vector<int> matchSticks(const std::vector<TruckTruth::Stick>& truth,
                             const std::vector<OffCardStick>& readings, double cell,
                             bool sameColour);

} // namespace packmate::vision::eval
