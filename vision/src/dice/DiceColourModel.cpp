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
    auto rgb = [](int r, int g, int b) {
        return labFromBgr(cv::Vec3b(uchar(b), uchar(g), uchar(r)));
    };
    DiceColourModel model;
    model.references = {
        {"white", Colour::White, rgb(232, 230, 222)},
        {"grey", Colour::Grey, rgb(128, 128, 128)},
        {"brown", Colour::Brown, rgb(120, 72, 40)},
        {"turquoise", Colour::Turquoise, rgb(30, 160, 150)},
        {"violet", Colour::Violet, rgb(110, 55, 150)},
        {"black", std::nullopt, rgb(30, 30, 32)},
        {"red", std::nullopt, rgb(190, 30, 35)},
        {"blue", std::nullopt, rgb(35, 70, 170)},
        {"yellow", std::nullopt, rgb(230, 200, 40)},
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
