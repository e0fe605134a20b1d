#include <packmate/vision/MiddleValue.h>
#include <packmate/vision/RotatedRectMask.h>
#include <packmate/vision/StickEvidence.h>
#include <packmate/vision/StickSideFinder.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

// What a rectangle of the top plane shows: its share of free pixels, of the stick's colour and
// of dark pixels, and its mean colour.
struct Patch {
    double free = 0.0, coloured = 0.0, dark = 0.0;
    cv::Vec3f mean;
};

struct Scene {
    const cv::Mat& relative;
    cv::Mat free; // less the tops found so far
    cv::Mat brightness;
    double darkBelow = 0.0;
    cv::Vec3f stickColour;
    const SideFindSettings& settings;
};

// Samples the rectangle centred at `centre` with half sizes (along `axis`, along `normal`),
// one sample per pixel.
Patch samplePatch(const Scene& s, cv::Point2f centre, cv::Point2f axis, cv::Point2f normal,
                  double halfLength, double halfWidth) {
    Patch p;
    int n = 0, seen = 0;
    cv::Vec3d sum(0, 0, 0);
    for (double u = -halfLength; u <= halfLength; u += 1.0)
        for (double v = -halfWidth; v <= halfWidth; v += 1.0) {
            ++n;
            const cv::Point2f q = centre + axis * float(u) + normal * float(v);
            const int x = cvRound(q.x), y = cvRound(q.y);
            if (x < 0 || y < 0 || x >= s.free.cols || y >= s.free.rows ||
                !s.free.at<unsigned char>(y, x))
                continue;
            ++seen;
            const cv::Vec3f c = s.relative.at<cv::Vec3f>(y, x);
            sum += cv::Vec3d(c);
            p.dark += s.brightness.at<float>(y, x) < s.darkBelow ? 1.0 : 0.0;
            p.coloured += colourDistance(c, s.stickColour, s.settings.brightnessWeight) <
                                  s.settings.colourDistance
                              ? 1.0
                              : 0.0;
        }
    if (seen == 0) return p;
    p.free = double(seen) / n;
    p.coloured /= seen;
    p.dark /= seen;
    p.mean = cv::Vec3f(sum * (1.0 / seen));
    return p;
}

// How well a top face at `centre` with the dark strip on the side of -normal fits: its share of
// the stick's colour less its dark share, plus the strip's dark share; 0 when it is no stick's.
double topScore(const Scene& s, cv::Point2f centre, cv::Point2f axis, cv::Point2f normal,
                double sideWidth) {
    const SideFindSettings& k = s.settings;
    const Patch top = samplePatch(s, centre, axis, normal, k.length / 2 - 1, k.width / 2 - 1);
    if (top.free < k.minTopFree || top.coloured < k.minTopShare || top.dark > k.maxTopDark)
        return 0.0;
    const float offset = float(k.width / 2 + sideWidth / 2 + 0.5);
    const Patch side = samplePatch(s, centre - normal * offset, axis, normal, k.length / 2 - 1,
                                   std::max(0.0, sideWidth / 2 - 0.5));
    if (side.free < k.minSideFree || side.dark < k.minSideDark ||
        colourDistance(side.mean, top.mean, 0.0) > k.sideChroma)
        return 0.0;
    return top.coloured - top.dark + side.dark;
}

// The dark blobs of the strips alongside the sticks found that reach their rims: their own side
// faces and shadows.
cv::Mat ownShades(const cv::Mat& dark, const SideFindArea& area) {
    const cv::Mat inStrips = dark & area.alongside;
    if (cv::countNonZero(inStrips) == 0) return {};
    cv::Mat labels;
    const int count = cv::connectedComponents(inStrips, labels, 8, CV_32S);
    std::vector<unsigned char> own(std::size_t(count), 0);
    for (int y = 0; y < labels.rows; ++y) {
        const int* label = labels.ptr<int>(y);
        const unsigned char* rim = area.foundRims.ptr<unsigned char>(y);
        for (int x = 0; x < labels.cols; ++x)
            if (rim[x]) own[std::size_t(label[x])] = 255;
    }
    own[0] = 0;
    cv::Mat shades(dark.size(), CV_8U);
    for (int y = 0; y < labels.rows; ++y) {
        const int* label = labels.ptr<int>(y);
        unsigned char* shade = shades.ptr<unsigned char>(y);
        for (int x = 0; x < labels.cols; ++x)
            shade[x] = own[std::size_t(label[x])];
    }
    return shades;
}

void markTaken(cv::Mat& free, const cv::RotatedRect& top, double margin) {
    const float grow = float(2 * margin);
    fillRotatedRect(free, cv::RotatedRect(top.center, top.size + cv::Size2f(grow, grow), top.angle),
                    0);
}

} // namespace

SideFindArea sideFindArea(const cv::Mat& open, const std::vector<cv::RotatedRect>& found,
                          const SideFindSettings& settings) {
    SideFindArea area{open.clone(), open, cv::Mat::zeros(open.size(), CV_8U),
                      cv::Mat::zeros(open.size(), CV_8U)};
    const float margin = float(2 * settings.foundMargin);
    const float rim = float(2 * (settings.foundMargin + settings.rimWidth));
    const cv::Size2f strip(float(2 * settings.pastEnds), float(2 * settings.alongside));
    for (const cv::RotatedRect& top : found) {
        fillRotatedRect(area.alongside, cv::RotatedRect(top.center, top.size + strip, top.angle),
                        255);
        fillRotatedRect(area.foundRims,
                        cv::RotatedRect(top.center, top.size + cv::Size2f(rim, rim), top.angle),
                        255);
    }
    // Only after every rim is drawn: a stick touching another keeps no rim inside its margin.
    for (const cv::RotatedRect& top : found) {
        const cv::RotatedRect taken(top.center, top.size + cv::Size2f(margin, margin), top.angle);
        fillRotatedRect(area.free, taken, 0);
        fillRotatedRect(area.foundRims, taken, 0);
    }
    return area;
}

std::vector<cv::RotatedRect> findTopsBySide(const cv::Mat& relative, const cv::Mat& free,
                                            const cv::Vec3f& stickColour,
                                            const cv::Matx33d& topToTable,
                                            const SideFindSettings& settings) {
    return findTopsBySide(relative, SideFindArea{free, free, {}, {}}, stickColour, topToTable,
                          settings);
}

std::vector<cv::RotatedRect> findTopsBySide(const cv::Mat& relative, const SideFindArea& area,
                                            const cv::Vec3f& stickColour,
                                            const cv::Matx33d& topToTable,
                                            const SideFindSettings& settings) {
    std::vector<cv::RotatedRect> tops;
    const cv::Mat& free = area.free;
    Scene s{relative, free.clone(), {}, 0.0, stickColour, settings};
    cv::transform(relative, s.brightness, cv::Matx13f(1.f / 3, 1.f / 3, 1.f / 3));
    // Dark against the table's pixels of the stick's colour (where the table shows it, the top
    // face is as bright as they are): a violet stick's side face on violet stripes is dark, the
    // stripes are not.
    std::vector<double> sampled;
    for (int y = 0; y < free.rows; y += 3)
        for (int x = 0; x < free.cols; x += 3)
            if (free.at<unsigned char>(y, x) &&
                colourDistance(relative.at<cv::Vec3f>(y, x), stickColour,
                               settings.brightnessWeight) < settings.colourDistance)
                sampled.push_back(s.brightness.at<float>(y, x));
    if (sampled.size() < 20) return tops;
    s.darkBelow = settings.darkRatio * middleValue(sampled);
    cv::Mat dark = (s.brightness < s.darkBelow) & free;
    if (!area.alongside.empty())
        if (const cv::Mat shades = ownShades(dark, area); !shades.empty()) dark.setTo(0, shades);
    // Dark blobs at the keep-out's or the photo's edge are shadows of the card's load (or cut
    // off): a stick's band lies in the open.
    cv::Mat open;
    cv::erode(area.open, open, cv::Mat(), cv::Point(-1, -1), settings.edgeClearance);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(dark, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
    for (const auto& contour : contours) {
        if (std::any_of(contour.begin(), contour.end(),
                        [&](const cv::Point& p) { return !open.at<unsigned char>(p); }))
            continue;
        const cv::RotatedRect box = cv::minAreaRect(contour);
        const double longSide = std::max(box.size.width, box.size.height);
        const double shortSide = std::min(box.size.width, box.size.height);
        if (longSide < settings.minBandShare * settings.length ||
            longSide > settings.maxBandLengths * settings.length ||
            shortSide > settings.maxDarkWidth || shortSide < settings.minBandWidth)
            continue;
        // The best top face: its score, axis, normal away from the band, strip width and place.
        struct Best {
            double score = 0.0;
            cv::Point2f axis, away;
            double sideWidth = 0.0, across = 0.0, t = 0.0;
            cv::Point2f centre;
        } best;
        const auto tryTop = [&](cv::Point2f axis, cv::Point2f away, double sideWidth, double across,
                                double t) {
            const cv::Point2f centre =
                box.center + away * float(across + settings.width / 2) + axis * float(t);
            const double score = topScore(s, centre, axis, away, sideWidth);
            if (score > best.score) best = {score, axis, away, sideWidth, across, t, centre};
        };
        const double slack = std::max(0.0, (longSide - settings.length) / 2);
        // A band much longer than the stick (run on into another's) is searched every
        // `coarseStep` pixels first, then round the best place pixel by pixel.
        const double step = slack > settings.fineSlack ? settings.coarseStep : 1.0;
        // The band's outline may lean against the stick: side face, end face and shadow merge
        // into an L or a parallelogram.
        for (double turn = -settings.maxTurn; turn <= settings.maxTurn + 1e-9;
             turn += settings.angleStep) {
            const float angle = float((box.angle + turn) * CV_PI / 180);
            const cv::Point2f axis = box.size.width >= box.size.height
                                         ? cv::Point2f(std::cos(angle), std::sin(angle))
                                         : cv::Point2f(-std::sin(angle), std::cos(angle));
            const cv::Point2f normal(-axis.y, axis.x);
            const cv::Vec3d q = topToTable * cv::Vec3d(box.center.x, box.center.y, 1.0);
            const cv::Point2f drop(float(q[0] / q[2]) - box.center.x,
                                   float(q[1] / q[2]) - box.center.y);
            const double dropAcross = drop.dot(normal);
            // The camera sees the side face from the top face towards the drop: the top lies on
            // the other side of the dark band. Unseen, the band is shadow on either side.
            std::vector<float> sides{1.f, -1.f};
            if (std::abs(dropAcross) >= settings.minSide) sides = {dropAcross > 0 ? -1.f : 1.f};
            // A band narrower than two pixels caps the strip at its own width (clamp's bounds
            // must not cross).
            const double widest = std::min(shortSide, settings.width / 2);
            const double sideWidth =
                std::clamp(std::abs(dropAcross), std::min(2.0, widest), widest);
            for (float side : sides)
                // The top-face normal points away from the band; the top's edge on the band lies
                // anywhere across it (shadow and side face merge into an outline that need not be
                // the stick's).
                for (double across = -shortSide / 2; across <= shortSide / 2 + 1.0; across += step)
                    for (double t = -slack; t <= slack + 1e-9; t += step)
                        tryTop(axis, normal * side, sideWidth, across, t);
        }
        if (step > 1.0 && best.score > 0.0) {
            const Best coarse = best;
            for (double dAcross = 1.0 - step; dAcross <= step - 1.0 + 1e-9; dAcross += 1.0)
                for (double dt = 1.0 - step; dt <= step - 1.0 + 1e-9; dt += 1.0)
                    tryTop(coarse.axis, coarse.away, coarse.sideWidth, coarse.across + dAcross,
                           coarse.t + dt);
        }
        if (best.score <= 0.0) continue;
        const cv::RotatedRect bestTop(best.centre,
                                      cv::Size2f(float(settings.length), float(settings.width)),
                                      float(std::atan2(best.axis.y, best.axis.x) * 180 / CV_PI));
        tops.push_back(bestTop);
        markTaken(s.free, bestTop, settings.width / 2);
    }
    return tops;
}

} // namespace packmate::vision
