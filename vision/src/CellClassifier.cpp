#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/CellFeatures.h>
#include <packmate/vision/CellPatch.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

double gridLineEvidence(const CardSampler& sampler, double left, double top) {
    // Across the middle of each side: a printed line is a dip between two bright shoulders.
    const std::array<std::pair<cv::Point2d, cv::Point2d>, 4> sides{{
        {{left + 0.5, top - 0.18}, {left + 0.5, top + 0.18}},
        {{left + 0.5, top + 0.82}, {left + 0.5, top + 1.18}},
        {{left - 0.18, top + 0.5}, {left + 0.18, top + 0.5}},
        {{left + 0.82, top + 0.5}, {left + 1.18, top + 0.5}},
    }};
    int seen = 0;
    for (const auto& [from, to] : sides) {
        const std::vector<double> p = sampler.profile(from, to, 13);
        const double dip = *std::min_element(p.begin() + 4, p.end() - 4);
        const double shoulders = std::min(*std::max_element(p.begin(), p.begin() + 4),
                                          *std::max_element(p.end() - 4, p.end()));
        if (shoulders > 0.75 && shoulders - dip > 0.06) ++seen;
    }
    return seen / 4.0;
}

std::vector<CellReading> classifyCells(const CardSampler& sampler, const TruckCard& card,
                                       const CardGeometry& geometry, CellNet* net,
                                       const CellModel& model, const CellClassifierConfig& config) {
    return CellReader(sampler, card, geometry, net, model, config).read(config.secondOpinionBelow);
}

CellReader::CellReader(const CardSampler& sampler, const TruckCard& card,
                       const CardGeometry& geometry, CellNet* net, const CellModel& model,
                       const CellClassifierConfig& config)
    : sampler_(sampler), card_(card), geometry_(geometry), model_(model), config_(config),
      builtIn_(net == nullptr) {
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            cells_.push_back({x, y, std::nullopt, 0.0});
            if (config.netWeight > 0.0)
                patches_.push_back(cellPatch(sampler, card, geometry, x, y, config));
            features_.push_back(cellFeatures(sampler, card, geometry, x, y, config));
        }
    fromNet_ = config.netWeight > 0.0
                   ? (net ? *net : CellNet::builtIn()).classify(patches_, features_)
                   : std::vector<CellProbabilities>(cells_.size());
    second_.resize(cells_.size());
}

cv::Mat CellReader::secondPatch(std::size_t i) const {
    if (config_.secondNetPatchSide == config_.netPatchSide &&
        config_.secondNetPatchPixels == config_.netPatchPixels)
        return patches_[i];
    CellClassifierConfig second = config_;
    second.netPatchSide = config_.secondNetPatchSide;
    second.netPatchPixels = config_.secondNetPatchPixels;
    return cellPatch(sampler_, card_, geometry_, cells_[i].x, cells_[i].y, second);
}

std::vector<CellReading> CellReader::read(double secondOpinionBelow) {
    // Second opinion (built-in network only): the wider network re-reads the cells the first
    // read below `secondOpinionBelow`, in one batch; the two probabilities are averaged.
    if (config_.netWeight > 0.0 && builtIn_ && secondOpinionBelow > 0.0) {
        std::vector<std::size_t> unsure;
        std::vector<cv::Mat> unsurePatches;
        std::vector<std::vector<float>> unsureFeatures;
        for (std::size_t i = 0; i < fromNet_.size(); ++i)
            if (!second_[i] &&
                *std::max_element(fromNet_[i].begin(), fromNet_[i].end()) < secondOpinionBelow) {
                unsure.push_back(i);
                unsurePatches.push_back(secondPatch(i));
                unsureFeatures.push_back(features_[i]);
            }
        const std::vector<CellProbabilities> second =
            CellNet::secondOpinion().classify(unsurePatches, unsureFeatures);
        for (std::size_t k = 0; k < unsure.size(); ++k)
            second_[unsure[k]] = second[k];
    }
    std::vector<CellReading> out = cells_;
    for (std::size_t i = 0; i < out.size(); ++i) {
        CellProbabilities fromNet = fromNet_[i];
        const bool asked = second_[i] && *std::max_element(fromNet_[i].begin(), fromNet_[i].end()) <
                                             secondOpinionBelow;
        if (asked)
            for (int c = 0; c < kCellClassCount; ++c)
                fromNet[c] = 0.5 * (fromNet[c] + (*second_[i])[c]);
        const CellProbabilities fromModel = model_.predict(features_[i], config_.modelTemperature);
        CellProbabilities p{};
        double sum = 0.0;
        for (int c = 0; c < kCellClassCount; ++c) {
            const double netLog =
                config_.netWeight > 0.0 ? std::log(std::max(fromNet[c], 1e-9)) : 0.0;
            p[c] = std::exp(config_.netWeight * netLog +
                            (1.0 - config_.netWeight) * std::log(std::max(fromModel[c], 1e-9)));
            sum += p[c];
        }
        for (double& v : p)
            v /= sum;
        const int best = static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
        out[i].confidence = p[best];
        out[i].probabilities = p;
        if (best < kColourCount) out[i].top = kAllColours[best];
    }
    return out;
}

std::vector<std::string> topRows(const TruckCard& card, const std::vector<CellReading>& cells) {
    std::vector<std::string> rows(card.rows(), std::string(card.cols(), '.'));
    for (const CellReading& cell : cells)
        rows[cell.y][cell.x] = cell.top ? colourLetter(*cell.top) : '_';
    return rows;
}

} // namespace packmate::vision
