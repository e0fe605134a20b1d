#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/GridFit.h>

#include <cmath>

namespace packmate::vision {

namespace {

double brightness(const RelativeColour& c) {
    return (c.r + c.g + c.b) / 3.0;
}

double whiteness(const RelativeColour& c) {
    const double lo = std::min({c.r, c.g, c.b}), hi = std::max({c.r, c.g, c.b});
    return hi <= 0 ? 0.0 : lo * lo / hi;
}

double fitScore(const cv::Mat& bgr, const CardPose& pose, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config) {
    const CardSampler sampler(bgr, pose, geometry);
    double top = 0.0, bottom = 0.0;
    for (int i = 0; i < 8; ++i) {
        const double u = 0.5 + i * (geometry.cardWidth - 1.0) / 7.0;
        top += brightness(sampler.meanColour(u, 0.55, 0.0, 0.4));
        bottom += brightness(sampler.meanColour(u, geometry.cardHeight - 0.55, 0.0, 0.4));
    }
    double score = config.bottomDarkWeight * (top - bottom) / 8.0;
    const double left0 = geometry.gridLeft(card.cols()), top0 = geometry.gridTop(card.rows());
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (card.isLoadingCell(x, y)) {
                score += config.gridLineWeight * gridLineEvidence(sampler, left0 + x, top0 + y);
            } else {
                const RelativeColour c =
                    sampler.meanColour(left0 + x + 0.5, top0 + y + 0.5, 0.0, 0.5);
                score -= config.maskWeight * (whiteness(c) > 0.8 ? 1.0 : 0.0);
            }
        }
    return score;
}

} // namespace

GridFit fitGrid(const cv::Mat& bgr, const std::vector<CardPose>& hypotheses, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config) {
    std::vector<double> scores;
    for (const CardPose& pose : hypotheses)
        scores.push_back(fitScore(bgr, pose, card, geometry, config));
    std::size_t best = 0;
    for (std::size_t i = 1; i < scores.size(); ++i)
        if (scores[i] > scores[best]) best = i;
    double sum = 0.0;
    for (double s : scores)
        sum += std::exp((s - scores[best]) / config.temperature);
    return {hypotheses[best], 1.0 / sum};
}

} // namespace packmate::vision
