#include <packmate/vision/Logistic.h>
#include <packmate/vision/MiddleValue.h>
#include <packmate/vision/StickEvidence.h>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

std::array<double, StickEvidence::kCount> StickEvidence::features() const {
    const double netOdds = std::log((netTop + 0.01) / (1.01 - netTop));
    return {shapeConfidence,
            fitted,
            partlyHidden,
            secondLook,
            blind,
            unexplained,
            std::log(colourRatio + 0.02),
            std::log(textureSpread + 0.003),
            std::sqrt(darkRim),
            sideFace,
            sideDark,
            std::log(colourShare + 0.003),
            std::log(tableChroma + 0.01),
            std::log(std::max(tableBrightness, 1e-3)),
            white,
            grey,
            brown,
            netOdds,
            netLook,
            white * netOdds,
            grey * netOdds};
}

const std::array<const char*, StickEvidence::kCount>& StickEvidence::names() {
    static const std::array<const char*, kCount> n{
        "shapeConfidence", "fitted",          "partlyHidden", "secondLook",
        "blind",           "unexplained",     "colourRatio",  "textureSpread",
        "darkRim",         "sideFace",        "sideDark",     "colourShare",
        "tableChroma",     "tableBrightness", "white",        "grey",
        "brown",           "netTop",          "netLook",      "netTopWhite",
        "netTopGrey"};
    return n;
}

double stickProbability(const StickEvidence& evidence,
                        const std::array<double, StickEvidence::kCount + 1>& weights) {
    const auto f = evidence.features();
    double z = weights[0];
    for (std::size_t i = 0; i < f.size(); ++i)
        z += weights[i + 1] * f[i];
    return logistic(z);
}

namespace {

double mean(const cv::Vec3f& c) {
    return (c[0] + c[1] + c[2]) / 3.0 + 1e-3;
}

} // namespace

double colourDistance(const cv::Vec3f& a, const cv::Vec3f& b, double brightnessWeight) {
    const double ma = mean(a), mb = mean(b);
    double chroma = 0.0;
    for (int i = 0; i < 3; ++i) {
        const double d = a[i] / ma - b[i] / mb;
        chroma += d * d;
    }
    const double bright = (ma - mb) / mb;
    return std::sqrt(chroma + brightnessWeight * bright * bright);
}

void measureStickLook(const cv::Mat& relative, const cv::Mat& valid, const cv::RotatedRect& top,
                      cv::Point2d drop, const cv::Vec3f& stickColour,
                      const std::vector<cv::Vec3f>& table, const StickLookSettings& settings,
                      StickEvidence& evidence) {
    const double ringWidth = settings.ringWidth;
    const double angle = top.angle * CV_PI / 180.0;
    const cv::Point2d axis(std::cos(angle), std::sin(angle)), normal(-axis.y, axis.x);
    const double halfLength = top.size.width / 2.0, halfWidth = top.size.height / 2.0;
    const double inset = std::min(1.5, halfWidth / 3.0);
    std::vector<cv::Vec3f> inside;
    std::vector<cv::Vec3f> ring, side;
    // In the top face's own coordinates, the drop and whether a point lies over the side face:
    // outside the top face, but the top face shifted part of the way by the drop covers it.
    const cv::Point2d dropLocal(drop.dot(axis), drop.dot(normal));
    const bool sideSeen = std::hypot(dropLocal.x, dropLocal.y) >= settings.minSide;
    auto overSide = [&](double u, double v) {
        for (double t : {0.25, 0.5, 0.75, 1.0})
            if (std::abs(u - t * dropLocal.x) <= halfLength &&
                std::abs(v - t * dropLocal.y) <= halfWidth)
                return true;
        return false;
    };
    for (double u = -halfLength - ringWidth; u <= halfLength + ringWidth; u += 1.0)
        for (double v = -halfWidth - ringWidth; v <= halfWidth + ringWidth; v += 1.0) {
            const cv::Point2d p = cv::Point2d(top.center) + axis * u + normal * v;
            const int x = cvRound(p.x), y = cvRound(p.y);
            if (x < 0 || y < 0 || x >= relative.cols || y >= relative.rows ||
                !valid.at<unsigned char>(y, x))
                continue;
            const double du = std::abs(u) - halfLength, dv = std::abs(v) - halfWidth;
            const cv::Vec3f c = relative.at<cv::Vec3f>(y, x);
            if (du <= -inset && dv <= -inset)
                inside.push_back(c);
            else if (du > 1.0 || dv > 1.0) {
                ring.push_back(c);
                if (sideSeen && overSide(u, v)) side.push_back(c);
            }
        }
    if (inside.empty()) return;
    cv::Vec3d sum(0, 0, 0);
    std::vector<double> brightness;
    for (const cv::Vec3f& c : inside) {
        sum += cv::Vec3d(c);
        brightness.push_back(mean(c));
    }
    const cv::Vec3f average(sum * (1.0 / double(inside.size())));
    const double meanBrightness = mean(average);
    double spread = 0.0;
    for (double b : brightness)
        spread += (b - meanBrightness) * (b - meanBrightness);
    evidence.textureSpread = std::sqrt(spread / double(brightness.size())) / meanBrightness;
    const double median = middleValue(brightness);
    auto share = [](const std::vector<cv::Vec3f>& pixels, auto&& test) {
        return double(std::count_if(pixels.begin(), pixels.end(), test)) /
               double(std::max<std::size_t>(1, pixels.size()));
    };
    auto dark = [&](const cv::Vec3f& c) { return mean(c) < settings.darkRatio * median; };
    evidence.darkRim = share(ring, dark);
    if (side.empty()) {
        evidence.sideFace = evidence.sideDark = 0.5;
    } else {
        evidence.sideFace = share(side, [&](const cv::Vec3f& c) {
            return colourDistance(c, average, 0.0) < settings.sideChroma;
        });
        evidence.sideDark = share(side, dark);
    }
    double nearestTable = 1e9, nearestChroma = 1e9;
    for (const cv::Vec3f& t : table) {
        nearestTable =
            std::min(nearestTable, colourDistance(average, t, settings.brightnessWeight));
        const double c = colourDistance(average, t, 0.0);
        if (c < nearestChroma) {
            nearestChroma = c;
            evidence.tableBrightness = meanBrightness / mean(t);
        }
    }
    evidence.tableChroma = table.empty() ? 1.0 : nearestChroma;
    if (table.empty()) evidence.tableBrightness = 1.0;
    evidence.colourRatio =
        std::min(4.0, colourDistance(average, stickColour, settings.brightnessWeight) /
                          std::max(1e-3, nearestTable));
}

} // namespace packmate::vision
