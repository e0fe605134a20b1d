#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/GridFit.h>

#include <algorithm>
#include <cmath>
#include <vector>

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
    // Road and wheels along the bottom edge, sky along the top; the median ignores the part of
    // the top strip that tall stacks lean over in a tilted photo.
    std::vector<double> differences;
    for (int i = 0; i < config.edgeSamples; ++i) {
        const double u = 0.5 + i * (geometry.cardWidth - 1.0) / (config.edgeSamples - 1);
        // Each strip relative to the white margin right beside it, so a shadow falling across
        // one end of the card does not pass for the dark road.
        const double m = geometry.margin / 2.0, h = geometry.cardHeight;
        const double top = brightness(sampler.meanColour(u, 0.55, 0.0, 0.4)) /
                           std::max(0.05, brightness(sampler.meanColour(u, m, 0.0, 0.1)));
        const double bottom = brightness(sampler.meanColour(u, h - 0.55, 0.0, 0.4)) /
                              std::max(0.05, brightness(sampler.meanColour(u, h - m, 0.0, 0.1)));
        differences.push_back(top - bottom);
    }
    std::nth_element(differences.begin(), differences.begin() + differences.size() / 2,
                     differences.end());
    double score = config.bottomDarkWeight * differences[differences.size() / 2];
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
    // Rotations that fit the card's shape clearly worse than the best one are not candidates.
    double bestShape = 1e9;
    for (const CardPose& pose : hypotheses)
        bestShape = std::min(bestShape, pose.shapeError);
    std::vector<double> scores;
    for (const CardPose& pose : hypotheses) {
        if (pose.shapeError > config.shapeSlack * bestShape + 1.0) {
            scores.push_back(-1e9);
            continue;
        }
        scores.push_back(fitScore(bgr, pose, card, geometry, config));
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < scores.size(); ++i)
        if (scores[i] > scores[best]) best = i;
    double sum = 0.0;
    for (double s : scores)
        sum += std::exp((s - scores[best]) / config.temperature);
    return {hypotheses[best], 1.0 / sum};
}

} // namespace packmate::vision
