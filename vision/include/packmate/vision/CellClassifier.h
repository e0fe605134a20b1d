#pragma once

#include <packmate/engine/TruckCard.h>
#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellModel.h>
#include <packmate/vision/CellNet.h>
#include <packmate/vision/config/CellClassifierConfig.h>

#include <optional>
#include <vector>

namespace packmate::vision {

/// What the camera sees on top of one loading cell.
struct CellReading {
    int x = 0;
    int y = 0;
    /// nullopt: bare card (empty column); else the colour of the top stick.
    std::optional<Colour> top;
    /// Calibrated probability that `top` is right.
    double confidence = 0.0;
    /// The probability of each class (the colours in kAllColours order, then bare), when the
    /// reader gave them; all zero otherwise.
    CellProbabilities probabilities{};
};

/// Stage 3: reads every loading cell of `card` from a posed card. Tall stacks lean in the
/// photo and shade their neighbours, so each cell is looked at with its neighbourhood on every
/// layer plane (cellPatch), with hand features of its centre (cellFeatures), and a small CNN
/// (CellNet, all cells in one batch), blended with the MLP on the hand features alone (CellModel,
/// more tolerant of a slightly misplaced pose) by CellClassifierConfig::netWeight. A null
/// `net` is the built-in one, loaded only when the blend uses it (netWeight > 0), with the
/// built-in second opinion (CellNet::secondOpinion) on the cells it reads below
/// CellClassifierConfig::secondOpinionBelow; a given `net` reads alone.
std::vector<CellReading> classifyCells(const CardSampler& sampler, const TruckCard& card,
                                       const CardGeometry& geometry, CellNet* net = nullptr,
                                       const CellModel& model = defaultCellModel(),
                                       const CellClassifierConfig& config = {});

/// classifyCells that keeps what it looked at, so that more cells can be re-read by the second
/// opinion later without rectifying them again (PhotoScorer, where the evidence disagrees).
/// `sampler`, `card` and `geometry` must outlive it (the second network's own patches are
/// sampled when it is asked).
class CellReader {
public:
    CellReader(const CardSampler& sampler, const TruckCard& card, const CardGeometry& geometry,
               CellNet* net = nullptr, const CellModel& model = defaultCellModel(),
               const CellClassifierConfig& config = {});

    /// The cells read with the second opinion on those the first network reads below
    /// `secondOpinionBelow` (classifyCells with that bar; the cells asked before are not asked
    /// again).
    std::vector<CellReading> read(double secondOpinionBelow);

private:
    /// The second network's patch of cell `i` (the first network's when both see the same).
    cv::Mat secondPatch(std::size_t i) const;

    const CardSampler& sampler_;
    const TruckCard& card_;
    const CardGeometry& geometry_;
    const CellModel& model_;
    CellClassifierConfig config_;
    bool builtIn_ = false;
    std::vector<CellReading> cells_;
    std::vector<cv::Mat> patches_;
    std::vector<std::vector<float>> features_;
    std::vector<CellProbabilities> fromNet_;
    std::vector<std::optional<CellProbabilities>> second_;
};

/// Evidence (0–1) that the card's printed cell outline of cell (x, y) is visible, i.e. that
/// nothing lies on the cell.
double gridLineEvidence(const CardSampler& sampler, double left, double top);

/// Top view as rows of chars ('.' not loading area, '_' bare, else W/G/B/T/V).
std::vector<std::string> topRows(const TruckCard& card, const std::vector<CellReading>& cells);

} // namespace packmate::vision
