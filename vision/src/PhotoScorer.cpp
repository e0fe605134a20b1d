#include <packmate/vision/CardLocator.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/PhotoScorer.h>
#include <packmate/vision/TruckScore.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace packmate::vision {

std::optional<GridFit> locateCard(const cv::Mat& bgr, const TruckCard& card,
                                  const PhotoInputs& inputs, const PhotoScorerConfig& config) {
    const cv::Matx33d intrinsics =
        inputs.intrinsics.value_or(config.camera.intrinsicsFor(bgr.size()));
    const std::vector<CardPose> hypotheses =
        locateCardPoses(bgr, intrinsics, inputs.tableToImage, config.geometry, config.finder);
    if (hypotheses.empty()) return std::nullopt;
    return fitGrid(bgr, hypotheses, card, config.geometry, config.grid);
}

PhotoScore scorePhoto(const cv::Mat& bgr, const TruckCard& card, const PhotoInputs& inputs,
                      const PhotoScorerConfig& config) {
    PhotoScore out;
    const std::optional<GridFit> located = locateCard(bgr, card, inputs, config);
    if (!located) {
        out.warnings.push_back(
            "no truck card found: hold the camera over the card, the whole card in view");
        return out;
    }
    const GridFit& fit = *located;
    out.found = true;
    out.cardCorners = fit.pose.corners;
    out.orientation = fit.pose.orientation;

    const CardSampler sampler(bgr, fit.pose, config.geometry);
    out.cells = classifyCells(sampler, card, config.geometry, defaultCellModel(), config.cells);
    out.top = topRows(card, out.cells);
    const SticksBeside beside =
        findOffCardSticks(bgr, sampler, card, config.geometry, config.colours, config.sticks);
    out.offCard = beside.sticks;

    const TruckScore score = scoreTruck(card, out.cells, out.offCard, inputs.cargo);
    out.freeCells = score.freeCells;
    out.overflowPoints = score.overflowPoints;
    out.penalty = score.penalty;
    out.conflict = score.conflict;
    out.warnings = score.warnings;

    // Whole-score confidence: every piece of evidence the penalty rests on must be right.
    double confidence = fit.confidence;
    const bool topDecides = card.layers() == 1;
    for (const CellReading& cell : out.cells) {
        if (cell.confidence < config.cells.unsureBelow)
            out.warnings.push_back("check cell row " + std::to_string(cell.y + 1) + ", column " +
                                   std::to_string(cell.x + 1));
        if (topDecides) confidence *= cell.confidence;
    }
    for (const OffCardStick& stick : out.offCard) {
        confidence *= stick.confidence;
        if (!stick.problem.empty()) out.warnings.push_back(stick.problem);
    }
    for (Colour colour : beside.blindColours) {
        if (inputs.cargo && (*inputs.cargo)[colour] == 0) continue;
        confidence *= config.score.blindColourFactor;
        out.warnings.push_back("the table looks like " + std::string(colourName(colour)) +
                               " sticks: check the " + std::string(colourName(colour)) +
                               " sticks beside the truck");
    }
    if (beside.unexplainedBlobs > 0) {
        confidence *= config.score.unexplainedBlobFactor;
        out.warnings.push_back(
            "check the table round the truck: something stick-coloured that is not a whole stick");
    }
    if (fit.confidence < config.score.unsureBelow)
        out.warnings.push_back("check the card's orientation");
    if (!out.penalty) confidence = 0.0;
    out.confidence = std::clamp(confidence, 0.0, 1.0);
    out.unsure = out.conflict || !out.penalty || out.confidence < config.score.unsureBelow;
    return out;
}

} // namespace packmate::vision
