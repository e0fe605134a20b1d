#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/ColourModel.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/ReadingChecks.h>
#include <packmate/vision/StickFinder.h>
#include <packmate/vision/config/CameraConfig.h>
#include <packmate/vision/config/CardFinderConfig.h>
#include <packmate/vision/config/CardGeometry.h>
#include <packmate/vision/config/GridFitConfig.h>
#include <packmate/vision/config/ScoreConfig.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace packmate::vision {

/// Every stage's settings in one place.
struct PhotoScorerConfig {
    CameraConfig camera;
    CardGeometry geometry;
    CardFinderConfig finder;
    GridFitConfig grid;
    CellClassifierConfig cells;
    StickFinderConfig sticks;
    ScoreConfig score;
    ColourModel colours;
};

/// What the caller knows besides the photo.
struct PhotoInputs {
    /// The player's cargo from the dice; needed for the score of a truck with 2+ layers.
    std::optional<Cargo> cargo;
    /// Camera intrinsics; default: CameraConfig's nominal camera.
    std::optional<cv::Matx33d> intrinsics;
    /// Metric homography table (cm) → image, e.g. from the calibration mat; when given, card
    /// outlines of the wrong physical size are rejected.
    std::optional<cv::Matx33d> tableToImage;
};

/// What the whole-score confidence rests on (stage 6); ScoreConfig maps it to a probability.
struct ScoreEvidence {
    /// Confidence of the card's orientation (GridFit).
    double orientation = 0.0;
    /// Sum of log cell confidences (the top view) and of log stick confidences.
    double cellsLog = 0.0;
    double sticksLog = 0.0;
    /// Cargo colours the table resembles (sticks of them may go unseen).
    int blindColours = 0;
    /// Stick-coloured blobs on the table that are not whole sticks.
    int unexplainedBlobs = 0;
    /// 1-layer truck: the sticks beside add up to what cargo − top view leaves.
    bool sticksAgree = true;
    int layers = 1;
    /// 2+ layers: the top view disagrees with the count only through unsure cells (TruckScore).
    bool weakDisagreement = false;
    /// The evidence disagreed on the first reading, so the cells were read again with the
    /// second network on more of them (CellClassifierConfig::secondOpinionInDoubtBelow).
    bool cellsReadAgain = false;
    /// 1-layer truck: the count of sure sticks beside confirms the top view as read, nothing
    /// else in doubt (ScoreConfig::confirmedOneLayerConfidence).
    bool countConfirmsTop = false;
    /// Per colour: what the learned look still sees of a stick where none was read
    /// (SticksBeside::netLeftOver).
    std::array<double, kColourCount> netLeftOver{};
};

/// The reading of one photo. Score fields are empty when they cannot be decided.
struct PhotoScore {
    bool found = false;
    std::array<cv::Point2d, 4> cardCorners{};
    int orientation = 0;
    std::vector<std::string> top;
    std::vector<CellReading> cells;
    std::vector<OffCardStick> offCard;
    std::optional<int> freeCells;
    std::optional<int> overflowPoints;
    std::optional<int> penalty;
    /// Probability that the whole score is right (calibrated on dev: ScoreConfig).
    double confidence = 0.0;
    ScoreEvidence evidence;
    bool unsure = true;
    /// What disagrees or what to check, in words.
    std::vector<std::string> warnings;
    /// True when the top view and the cargo contradict each other (the score is then empty).
    bool conflict = false;
    /// The readings the player is asked to look at: unsure ones and those a cross-check doubts.
    ReadingChecks checks;
    /// Indices of `cells` and `offCard` that the score's cross-checks doubt.
    std::vector<int> doubtedCells;
    std::vector<int> doubtedSticks;
    /// Stick colours the table looks like that may hide a stick, still in doubt: the score picks
    /// among unseen sticks by them (scoreTruck's `tableLooksLike`), and so must a score made
    /// again from these readings.
    std::vector<Colour> tableLooksLike;
};

/// Stages 1–2: the card outline of the right shape (largest first) and its orientation;
/// nullopt when no card is in view.
std::optional<GridFit> locateCard(const cv::Mat& bgr, const TruckCard& card,
                                  const PhotoInputs& inputs = {},
                                  const PhotoScorerConfig& config = {});

/// Stage 6: calibrated probability that a score resting on `evidence` is right.
double scoreConfidence(const ScoreEvidence& evidence, const ScoreConfig& config = {});

/// The whole pipeline: find the card, fit its grid, read the cells and the sticks beside it,
/// and score with the engine rules. Where the evidence disagrees the cells are read again, more
/// closely; disagreement that remains → conflict + warnings, never a guess.
PhotoScore scorePhoto(const cv::Mat& bgr, const TruckCard& card, const PhotoInputs& inputs = {},
                      const PhotoScorerConfig& config = {});

/// Stages 3–6 on a card already located (by locateCard, or by the caller, e.g. from the
/// calibration mat's card place): cells, sticks beside, score and confidence.
PhotoScore scoreLocatedCard(const cv::Mat& bgr, const GridFit& fit, const TruckCard& card,
                            const PhotoInputs& inputs = {}, const PhotoScorerConfig& config = {});

} // namespace packmate::vision
