#include <packmate/vision/CellClassifier.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

constexpr int kBare = kColourCount;

double distance2(const RelativeColour& a, const RelativeColour& b) {
    return (a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) + (a.b - b.b) * (a.b - b.b);
}

int argmax(const std::array<double, kColourCount + 1>& p) {
    return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin());
}

} // namespace

std::array<double, kColourCount + 1> colourProbabilities(const RelativeColour& colour, const ColourModel& model,
                                                         double temperature) {
    std::array<double, kColourCount + 1> d{};
    for (Colour c : kAllColours) d[colourIndex(c)] = distance2(colour, model.stick(c));
    d[kBare] = distance2(colour, model.cardWhite);
    const double best = *std::min_element(d.begin(), d.end());
    double sum = 0.0;
    for (double& v : d) {
        v = std::exp(-(v - best) / temperature);
        sum += v;
    }
    for (double& v : d) v /= sum;
    return d;
}

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
                                       const CardGeometry& geometry, const ColourModel& colours,
                                       const CellClassifierConfig& config) {
    const double left0 = geometry.gridLeft(card.cols()), top0 = geometry.gridTop(card.rows());
    std::vector<CellReading> out;
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (!card.isLoadingCell(x, y)) continue;
            CellReading reading{x, y, std::nullopt, 0, 0.0};
            const double u = left0 + x + 0.5, v = top0 + y + 0.5;
            const double lines = gridLineEvidence(sampler, left0 + x, top0 + y);
            bool decided = false;
            for (int k = card.layers(); k >= 1 && !decided; --k) {
                double spread = 0.0;
                const RelativeColour c = sampler.meanColour(u, v, k, config.patchSide, config.patchPixels, spread);
                const auto p = colourProbabilities(c, colours, config.temperature);
                const int best = argmax(p);
                if (best == kBare || spread > 0.12) continue;
                if (best == colourIndex(Colour::White) && lines >= 0.5) continue;
                reading.top = kAllColours[best];
                reading.height = k;
                reading.confidence = p[best];
                decided = true;
            }
            if (!decided) {
                const RelativeColour c = sampler.meanColour(u, v, 0.0, config.patchSide, config.patchPixels);
                const auto p = colourProbabilities(c, colours, config.temperature);
                reading.confidence = std::max(p[kBare] + p[colourIndex(Colour::White)] * lines, lines);
            }
            out.push_back(reading);
        }
    return out;
}

std::vector<std::string> topRows(const TruckCard& card, const std::vector<CellReading>& cells) {
    std::vector<std::string> rows(card.rows(), std::string(card.cols(), '.'));
    for (const CellReading& cell : cells) rows[cell.y][cell.x] = cell.top ? colourLetter(*cell.top) : '_';
    return rows;
}

} // namespace packmate::vision
