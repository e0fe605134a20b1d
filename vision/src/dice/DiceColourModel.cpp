#include <packmate/vision/dice/DiceColourModel.h>

#include <opencv2/imgproc.hpp>

#include <limits>

namespace packmate::vision::dice {

cv::Vec3f labFromBgr(const cv::Vec3b& bgr) {
    cv::Mat3f pixel(1, 1, cv::Vec3f(bgr[0] / 255.f, bgr[1] / 255.f, bgr[2] / 255.f));
    cv::Mat3f lab;
    cv::cvtColor(pixel, lab, cv::COLOR_BGR2Lab);
    return lab(0, 0);
}

DiceColourModel DiceColourModel::defaults() {
    // L*a*b* of die tops measured on the rendered dev split (datasets/dice/dev) and, for
    // white, on the real photos' training split; blue and yellow are typical print colours.
    DiceColourModel model;
    model.references = {
        {"white", Colour::White, {86, -2, 3}},     {"grey", Colour::Grey, {66, 0, 2}},
        {"brown", Colour::Brown, {53, 10, 24}},    {"turquoise", Colour::Turquoise, {66, -29, -1}},
        {"violet", Colour::Violet, {47, 32, -26}}, {"black", std::nullopt, {40, 0, 1}},
        {"red", std::nullopt, {50, 50, 29}},       {"blue", std::nullopt, {40, 10, -45}},
        {"yellow", std::nullopt, {85, 0, 70}},
    };
    return model;
}

void DiceColourModel::setGameColour(Colour colour, const cv::Vec3f& lab) {
    for (DieColourReference& reference : references) {
        if (reference.gameColour == colour) {
            reference.lab = lab;
            return;
        }
    }
    references.push_back({std::string(colourName(colour)), colour, lab});
}

std::pair<const DieColourReference*, double> DiceColourModel::classify(const cv::Vec3f& lab) const {
    const DieColourReference* best = nullptr;
    double bestDistance = std::numeric_limits<double>::max();
    for (const DieColourReference& reference : references) {
        const cv::Vec3f d = lab - reference.lab;
        const double distance =
            std::sqrt(lightnessWeight * lightnessWeight * d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = &reference;
        }
    }
    return {best, bestDistance};
}

} // namespace packmate::vision::dice
