#pragma once

#include <packmate/engine/Json.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/eval/ConditionReport.h>

#include <string>
#include <vector>

namespace packmate::vision::eval {

/// The outcome of scoring a dataset folder.
struct TruckEvaluation {
    ConditionReport report;
    /// Reliability of the whole-score confidence: per confidence bucket ("confidence=0.90-0.97"),
    /// how often the penalty was right.
    ConditionReport reliability;
    int scenes = 0;
    /// One line per scene not read exactly: name, truth vs result.
    std::vector<std::string> mistakes;

    Json toJson() const;
};

/// Runs scorePhoto (with the true cargo, as the dice give it) on every NAME.json + NAME.jpg
/// ground-truth pair in `dir`. Throws InputError when the folder is missing or holds no scene.
TruckEvaluation evaluateTruckFolder(const std::string& dir, const PhotoScorerConfig& config);

} // namespace packmate::vision::eval
