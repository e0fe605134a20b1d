#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/GridFit.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <vector>

namespace packmate::vision {

namespace {

double whiteness(const RelativeColour& c) {
    const double lo = std::min({c.r, c.g, c.b}), hi = std::max({c.r, c.g, c.b});
    return hi <= 0 ? 0.0 : lo * lo / hi;
}

// How much the map looks like a wheel centred near pixel `centre`: the light hub minus the mean
// of the dark tyre round it, at its best within a small search (the outline may be a little off),
// bounded so one odd patch of art cannot outweigh the other wheels.
double wheelContrast(const cv::Mat& map, cv::Point2d centre, const GridFitConfig& config) {
    const int ppc = config.wheelPixelsPerCell;
    const int hub = std::max(1, int(std::lround(config.hubPatch * ppc)));
    const int tyre = std::max(1, int(std::lround(config.tyrePatch * ppc)));
    const int search = int(std::lround(config.wheelSearch * ppc));
    const double radius = config.tyreRadius * ppc;
    auto boxMean = [&](double x, double y, int side) {
        const cv::Rect box(int(std::lround(x - side / 2.0)), int(std::lround(y - side / 2.0)), side,
                           side);
        return cv::mean(map(box & cv::Rect(0, 0, map.cols, map.rows)))[0];
    };
    double best = -config.wheelCap;
    for (int dy = -search; dy <= search; ++dy)
        for (int dx = -search; dx <= search; ++dx) {
            const double x = centre.x + dx, y = centre.y + dy;
            double ring = 0.0;
            for (int k = 0; k < 8; ++k)
                ring += boxMean(x + radius * std::cos(k * CV_PI / 4.0),
                                y + radius * std::sin(k * CV_PI / 4.0), tyre) /
                        8.0;
            best = std::max(best, boxMean(x, y, hub) - ring);
        }
    return std::min(best, config.wheelCap);
}

// Wheels where this pose has them minus wheels where the half-turned pose has them: the same
// evidence with opposite signs for the two, and none for a pose turned a quarter.
double wheelEvidence(const CardSampler& sampler, const CardGeometry& geometry,
                     const GridFitConfig& config) {
    const int ppc = config.wheelPixelsPerCell;
    const double band = 2.0 * (config.tyreRadius + config.tyrePatch + config.wheelSearch);
    const double bottomV = config.wheelV - band / 2.0;
    const double topV = geometry.cardHeight - config.wheelV - band / 2.0;
    const cv::Mat bottom = sampler.brightnessMap(0.0, bottomV, geometry.cardWidth, band, ppc);
    const cv::Mat top = sampler.brightnessMap(0.0, topV, geometry.cardWidth, band, ppc);
    double sum = 0.0;
    for (double u : config.wheelU)
        sum += wheelContrast(bottom, cv::Point2d(u * ppc - 0.5, band / 2.0 * ppc - 0.5), config) -
               wheelContrast(
                   top, cv::Point2d((geometry.cardWidth - u) * ppc - 0.5, band / 2.0 * ppc - 0.5),
                   config);
    return sum;
}

double fitScore(const cv::Mat& bgr, const CardPose& pose, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config) {
    const CardSampler sampler(bgr, pose, geometry);
    double score = config.wheelWeight * wheelEvidence(sampler, geometry, config);
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
