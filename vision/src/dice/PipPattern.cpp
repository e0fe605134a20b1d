#include <packmate/vision/dice/PipPattern.h>

#include <algorithm>
#include <cmath>
#include <complex>

namespace packmate::vision::dice {

namespace {

// Standard pip positions, face side = 4 (corners at ±1, centre 0).
std::vector<cv::Point2f> templatePips(std::size_t count) {
    switch (count) {
    case 1:
        return {{0, 0}};
    case 2:
        return {{-1, -1}, {1, 1}};
    case 3:
        return {{-1, -1}, {0, 0}, {1, 1}};
    case 4:
        return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
    case 5:
        return {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}, {0, 0}};
    case 6:
        return {{-1, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {1, 1}};
    default:
        return {};
    }
}

std::vector<double> normalisedDistances(const std::vector<cv::Point2f>& points) {
    std::vector<double> distances;
    for (std::size_t i = 0; i < points.size(); ++i)
        for (std::size_t j = i + 1; j < points.size(); ++j)
            distances.push_back(cv::norm(points[i] - points[j]));
    std::sort(distances.begin(), distances.end());
    const double longest = distances.empty() ? 1.0 : std::max(distances.back(), 1e-6);
    for (double& d : distances)
        d /= longest;
    return distances;
}

} // namespace

double pipPatternScore(const std::vector<cv::Point2f>& centers) {
    if (centers.empty() || centers.size() > 6) return 0;
    if (centers.size() <= 2) return 1;
    const std::vector<double> observed = normalisedDistances(centers);
    const std::vector<double> expected = normalisedDistances(templatePips(centers.size()));
    double error = 0;
    for (std::size_t i = 0; i < observed.size(); ++i)
        error += std::abs(observed[i] - expected[i]);
    error /= double(observed.size());
    return std::clamp(1.0 - 4.0 * error, 0.0, 1.0);
}

std::array<cv::Point2f, 4> faceOutline(const std::vector<Pip>& pips, double faceToPip) {
    cv::Point2f center(0, 0);
    double diameter = 0;
    for (const Pip& pip : pips) {
        center += pip.center;
        diameter += pip.diameter();
    }
    center *= 1.f / float(pips.size());
    diameter /= double(pips.size());
    // Side directions from each pip's nearest neighbour, folded modulo 90°: on the four-,
    // five- (centre left out) and six-pip faces the nearest neighbours lie along a side,
    // on the two- and three-pip faces along the diagonal (θ + 45°).
    std::vector<cv::Point2f> points;
    for (const Pip& pip : pips)
        points.push_back(pip.center);
    if (points.size() == 5) {
        const auto centre = std::min_element(points.begin(), points.end(),
                                             [&](const cv::Point2f& a, const cv::Point2f& b) {
                                                 return cv::norm(a - center) < cv::norm(b - center);
                                             });
        points.erase(centre);
    }
    std::complex<double> vote(0, 0);
    for (std::size_t i = 0; i < points.size(); ++i) {
        cv::Point2f nearest(0, 0);
        double best = 1e18;
        for (std::size_t j = 0; j < points.size(); ++j) {
            const double d = cv::norm(points[j] - points[i]);
            if (j != i && d < best) {
                best = d;
                nearest = points[j] - points[i];
            }
        }
        if (best < 1e18)
            vote += std::polar(1.0, 4 * std::atan2(double(nearest.y), double(nearest.x)));
    }
    double theta = std::abs(vote) > 0 ? std::arg(vote) / 4 : 0;
    if (pips.size() == 2 || pips.size() == 3) theta += CV_PI / 4;
    const double half = faceToPip * diameter / 2;
    std::array<cv::Point2f, 4> corners;
    for (int k = 0; k < 4; ++k) {
        const double a = theta + CV_PI / 4 + k * CV_PI / 2;
        corners[std::size_t(k)] = center + cv::Point2f(float(half * std::sqrt(2) * std::cos(a)),
                                                       float(half * std::sqrt(2) * std::sin(a)));
    }
    return corners;
}

} // namespace packmate::vision::dice
