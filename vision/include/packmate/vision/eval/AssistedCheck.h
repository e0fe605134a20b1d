#pragma once

#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/ConditionReport.h>
#include <packmate/vision/eval/TruckTruth.h>

namespace packmate::vision::eval {

/// Where the app asks the player to look: cells and sticks below these confidences (or sticks
/// with a problem) are ringed for a tap to fix.
struct CheckThresholds {
    double cellUnsureBelow = CellClassifierConfig{}.unsureBelow;
    double stickUnsureBelow = StickFinderConfig{}.unsureBelow;
};

/// What the player meets at the table: every reading the app rings (readingChecks: unsure, or
/// doubted by the score's cross-checks) is put right (a ringed cell takes its true top; a ringed
/// stick its true colour, or goes when there is no stick there), the rest is kept, and the engine
/// scores again, ringing anew what it then doubts, until nothing new is asked. Empty when the
/// card was not found (corners off by 4 % of the diagonal or more) or the end still conflicts.
std::optional<int> penaltyAfterChecks(const TruckTruth& truth, const PhotoScore& result,
                                      const CheckThresholds& thresholds = {});

/// Counts, per condition bucket: `assisted_exact` (the penalty after the ringed readings are
/// fixed is right), `flag_recall` (wrong readings that were ringed, of all wrong cells and
/// sticks read; sticks never found are no reading; also apart: `flag_recall_cells`,
/// `flag_recall_sticks`) and `flagged` (ringed readings of all).
void addAssistedToReport(const TruckTruth& truth, const PhotoScore& result,
                         const CheckThresholds& thresholds, ConditionReport& report);

} // namespace packmate::vision::eval
