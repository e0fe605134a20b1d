#include <packmate/vision/MiddleValue.h>
#include <packmate/vision/dice/BlankFaceFinder.h>
#include <packmate/vision/dice/RollCheck.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <array>

namespace packmate::vision::dice {

namespace {

// L*a*b* channels (L 0..100, a and b around 0) as float images, from 8-bit BGR.
std::array<cv::Mat, 3> labChannels(const cv::Mat& bgr) {
    cv::Mat lab8;
    cv::cvtColor(bgr, lab8, cv::COLOR_BGR2Lab);
    std::vector<cv::Mat> channels;
    cv::split(lab8, channels);
    std::array<cv::Mat, 3> lab;
    channels[0].convertTo(lab[0], CV_32F, 100.0 / 255.0);
    channels[1].convertTo(lab[1], CV_32F, 1.0, -128.0);
    channels[2].convertTo(lab[2], CV_32F, 1.0, -128.0);
    return lab;
}

cv::Mat colourMask(const std::array<cv::Mat, 3>& lab, const cv::Vec3f& reference,
                   double lightnessWeight, double maxDistance) {
    cv::Mat l = lab[0] - reference[0], a = lab[1] - reference[1], b = lab[2] - reference[2];
    const cv::Mat distance = l.mul(l, lightnessWeight * lightnessWeight) + a.mul(a) + b.mul(b);
    return distance < maxDistance * maxDistance;
}

} // namespace

std::vector<DieReading> findBlankFaces(const cv::Mat& bgr, const std::vector<DieReading>& found,
                                       const std::vector<double>& faceSides,
                                       const DiceColourModel& colours,
                                       const BlankFaceConfig& config, bool anyColour) {
    // Colour patches are searched at half the working size (speed); sizes below are in
    // those pixels until the result is scaled back.
    const double shrink = config.searchScale;
    std::vector<double> sides = faceSides;
    const double side = (sides.empty() ? 0 : middleValue(sides)) * shrink;
    const double minSide = side > 0 ? side * (1 - config.sizeTolerance) : config.minSide * shrink;
    const double maxSide = side > 0 ? side * (1 + config.sizeTolerance) : config.maxSide * shrink;
    cv::Mat small;
    cv::resize(bgr, small, {}, shrink, shrink, cv::INTER_AREA);
    const std::array<cv::Mat, 3> lab = labChannels(small);
    const cv::Mat kernel = cv::getStructuringElement(cv::MORPH_RECT, {3, 3});

    std::vector<DieReading> blanks;
    for (const DieColourReference& reference : colours.references) {
        const bool canBeBlank = reference.gameColour && dieHasFace(*reference.gameColour, 0);
        if (!anyColour && !canBeBlank) continue;
        cv::Mat mask =
            colourMask(lab, reference.lab, colours.lightnessWeight, config.maxColourDistance);
        cv::morphologyEx(mask, mask, cv::MORPH_OPEN, kernel);
        std::vector<std::vector<cv::Point>> contours;
        cv::findContours(mask, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_SIMPLE);
        for (const std::vector<cv::Point>& contour : contours) {
            const cv::RotatedRect box = cv::minAreaRect(contour);
            const double w = std::min(box.size.width, box.size.height),
                         h = std::max(box.size.width, box.size.height);
            if (w < minSide || h > maxSide * 1.5 || h > 1.6 * w) continue;
            if (cv::contourArea(contour) < config.minSquareness * w * h) continue;
            const cv::Point2f center = box.center * float(1.0 / shrink);
            const double reach = 0.6 * (side > 0 ? std::min(w, side) : w) / shrink;
            const bool taken = std::any_of(found.begin(), found.end(),
                                           [&](const DieReading& d) {
                                               cv::Point2f c(0, 0);
                                               for (const cv::Point2f& corner : d.corners)
                                                   c += corner * 0.25f;
                                               return cv::norm(c - center) < reach;
                                           }) ||
                               std::any_of(blanks.begin(), blanks.end(), [&](const DieReading& d) {
                                   return cv::norm(d.center - center) < reach;
                               });
            if (taken) continue;
            DieReading die;
            die.value = 0;
            die.colour = reference.name;
            die.gameColour = reference.gameColour;
            const double top = std::min(w, side > 0 ? side : w) / shrink;
            const cv::RotatedRect face(center, cv::Size2f(float(top), float(top)), box.angle);
            cv::Point2f corners[4];
            face.points(corners);
            std::copy(std::begin(corners), std::end(corners), die.corners.begin());
            die.center = center;
            die.confidence = std::clamp(cv::contourArea(contour) / (w * h), 0.0, 1.0);
            blanks.push_back(die);
        }
    }
    return blanks;
}

} // namespace packmate::vision::dice
