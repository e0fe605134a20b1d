#include <packmate/vision/CardSampler.h>
#include <packmate/vision/CardViewNet.h>
#include <packmate/vision/CellClassifier.h>
#include <packmate/vision/GridFit.h>
#include <packmate/vision/QuadRepair.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace packmate::vision {

namespace {

double whiteness(const RelativeColour& c) {
    const double lo = std::min({c.r, c.g, c.b}), hi = std::max({c.r, c.g, c.b});
    return hi <= 0 ? 0.0 : lo * lo / hi;
}

// How much the brightness map (given as its integral image) looks like a wheel centred near
// pixel `centre`: the light hub minus the tyre round it (a high rank of eight patches: the whole
// tyre is dark, the edge of a dark strip is not a wheel), at its best within a
// small search (the outline may be a little off), bounded so one odd patch of art cannot
// outweigh the other wheels.
double wheelContrast(const cv::Mat& integral, cv::Point2d centre, const GridFitConfig& config) {
    const int ppc = config.wheelPixelsPerCell;
    const int hub = std::max(1, int(std::lround(config.hubPatch * ppc)));
    const int tyre = std::max(1, int(std::lround(config.tyrePatch * ppc)));
    const int search = int(std::lround(config.wheelSearch * ppc));
    const double radius = config.tyreRadius * ppc;
    const cv::Rect map(0, 0, integral.cols - 1, integral.rows - 1);
    auto boxMean = [&](double x, double y, int side) {
        const cv::Rect box = cv::Rect(int(std::lround(x - side / 2.0)),
                                      int(std::lround(y - side / 2.0)), side, side) &
                             map;
        if (box.empty()) return 0.0;
        const double sum = integral.at<double>(box.y + box.height, box.x + box.width) -
                           integral.at<double>(box.y, box.x + box.width) -
                           integral.at<double>(box.y + box.height, box.x) +
                           integral.at<double>(box.y, box.x);
        return sum / box.area();
    };
    double best = -config.wheelCap;
    for (int dy = -search; dy <= search; ++dy)
        for (int dx = -search; dx <= search; ++dx) {
            const double x = centre.x + dx, y = centre.y + dy;
            std::array<double, 8> ring;
            for (int k = 0; k < 8; ++k)
                ring[k] = boxMean(x + radius * std::cos(k * CV_PI / 4.0),
                                  y + radius * std::sin(k * CV_PI / 4.0), tyre);
            std::nth_element(ring.begin(), ring.begin() + config.tyreRank, ring.end());
            best = std::max(best, boxMean(x, y, hub) - ring[config.tyreRank]);
        }
    return std::min(best, config.wheelCap);
}

struct Wheels {
    double here = 0.0;       // at this pose's wheel places
    double halfTurned = 0.0; // at the wheel places of the pose turned half round
};

Wheels wheelEvidence(const CardSampler& sampler, const CardGeometry& geometry,
                     const GridFitConfig& config) {
    const int ppc = config.wheelPixelsPerCell;
    const double band = 2.0 * (config.tyreRadius + config.tyrePatch + config.wheelSearch);
    const double bottomV = geometry.wheelV - band / 2.0;
    const double topV = geometry.cardHeight - geometry.wheelV - band / 2.0;
    cv::Mat bottom, top;
    cv::integral(sampler.brightnessMap(0.0, bottomV, geometry.cardWidth, band, ppc), bottom,
                 CV_64F);
    cv::integral(sampler.brightnessMap(0.0, topV, geometry.cardWidth, band, ppc), top, CV_64F);
    const double row = band / 2.0 * ppc - 0.5;
    Wheels out;
    for (double u : geometry.wheelU) {
        out.here += wheelContrast(bottom, cv::Point2d(u * ppc - 0.5, row), config);
        out.halfTurned +=
            wheelContrast(top, cv::Point2d((geometry.cardWidth - u) * ppc - 0.5, row), config);
    }
    return out;
}

struct Fit {
    double score = -1e9;
    double wheelsHere = 0.0;
};

Fit fitScore(const cv::Mat& bgr, const CardPose& pose, double viewLogit, const TruckCard& card,
             const CardGeometry& geometry, const GridFitConfig& config) {
    const CardSampler sampler(bgr, pose, geometry);
    // Wheels where this pose has them minus wheels where the half-turned pose has them: the
    // same evidence with opposite signs for the two, and none for a pose turned a quarter.
    const Wheels wheels = wheelEvidence(sampler, geometry, config);
    Fit fit{config.wheelWeight * (wheels.here - wheels.halfTurned), wheels.here};
    fit.score +=
        config.viewNetWeight * std::clamp(viewLogit, -config.viewNetCap, config.viewNetCap);
    const double left0 = geometry.gridLeft(card.cols()), top0 = geometry.gridTop(card.rows());
    for (int y = 0; y < card.rows(); ++y)
        for (int x = 0; x < card.cols(); ++x) {
            if (card.isLoadingCell(x, y)) {
                fit.score += config.gridLineWeight * gridLineEvidence(sampler, left0 + x, top0 + y);
            } else {
                const RelativeColour c =
                    sampler.meanColour(left0 + x + 0.5, top0 + y + 0.5, 0.0, config.maskPatch);
                fit.score -= config.maskWeight * (whiteness(c) > config.maskWhiteAbove ? 1.0 : 0.0);
            }
        }
    return fit;
}

} // namespace

GridFit fitGrid(const cv::Mat& bgr, const std::vector<CardPose>& hypotheses, const TruckCard& card,
                const CardGeometry& geometry, const GridFitConfig& config) {
    // Rotations that fit the card's shape clearly worse than the best one are not candidates.
    double bestShape = 1e9;
    for (const CardPose& pose : hypotheses)
        bestShape = std::min(bestShape, pose.shapeError);
    auto candidate = [&](const CardPose& pose) {
        return pose.shapeError <= config.shapeSlack * bestShape + 1.0;
    };
    std::vector<std::array<cv::Point2d, 4>> outlines;
    if (config.viewNetWeight > 0)
        for (const CardPose& pose : hypotheses)
            if (candidate(pose)) outlines.push_back(pose.corners);
    const std::vector<double> viewLogits = CardViewNet::builtIn().cabLeftLogits(bgr, outlines);
    std::vector<Fit> fits;
    std::size_t viewed = 0;
    for (const CardPose& pose : hypotheses) {
        if (!candidate(pose)) {
            fits.push_back(Fit{});
            continue;
        }
        const double viewLogit = viewLogits.empty() ? 0.0 : viewLogits[viewed++];
        fits.push_back(fitScore(bgr, pose, viewLogit, card, geometry, config));
    }
    std::size_t best = 0;
    for (std::size_t i = 1; i < fits.size(); ++i)
        if (fits[i].score > fits[best].score) best = i;
    double sum = 0.0;
    for (const Fit& fit : fits)
        sum += std::exp((fit.score - fits[best].score) / config.temperature);
    double confidence = 1.0 / sum;
    // No wheels where the chosen pose has them: the outline may not be the card's, or the
    // wheels are hidden; either way the choice is not one to be sure of.
    if (fits[best].wheelsHere < config.minWheelsSeen)
        confidence = std::min(confidence, config.noWheelsConfidence);
    // A side with no paper-to-table step along it: the outline may cut across the card or the
    // table.
    if (weakestSideShare(hypotheses[best].corners, bgr, config.sideCheck) <
        config.sideCheck.minShare)
        confidence = std::min(confidence, config.weakSideConfidence);
    return {hypotheses[best], confidence};
}

} // namespace packmate::vision
