#include "SyntheticPhoto.h"

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/calibration/LightCheck.h>
#include <packmate/calibration/MatRenderer.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <iostream>

using namespace packmate;
using namespace packmate::calibration;

namespace {

constexpr double kDpi = 150;

// Paints of "another edition" (relative to paper white, r g b): darker grey, a green
// turquoise, a bluish violet. The built-in model was tuned on other sticks.
const std::array<Rgb, kColourCount> kPaints{{{0.93, 0.91, 0.84},
                                             {0.36, 0.37, 0.40},
                                             {0.40, 0.24, 0.12},
                                             {0.12, 0.52, 0.34},
                                             {0.36, 0.24, 0.62}}};

struct Light {
    Rgb gain;  ///< Per-channel colour of the lamp.
    Rgb spill; ///< Coloured ambient light added on top (not removed by white balance).
    double gamma = 1.0;
};

// A stick painted on the flat mat (BGR, values relative to paper white at 1.0).
void paintStick(cv::Mat& flatRelative, const RectMm& rect, const Rgb& paint, double shade) {
    const double s = pixelsPerMm(kDpi);
    const cv::Rect r(static_cast<int>(rect.x * s), static_cast<int>(rect.y * s),
                     static_cast<int>(rect.width * s), static_cast<int>(rect.height * s));
    flatRelative(r).setTo(cv::Scalar(paint[2] * shade, paint[1] * shade, paint[0] * shade));
}

// Mat with one stick on each colour place and 4 more of each colour in the sticks zone, lit.
struct ColourScene {
    packmate::testing::SyntheticPhoto photo;
    std::vector<std::pair<Colour, RectMm>> looseSticks;
};

ColourScene colourScene(const Light& light, unsigned seed) {
    const MatLayout mat = matLayout(Paper::A4);
    cv::Mat grey = renderMat(mat, kDpi);
    cv::Mat flat;
    cv::cvtColor(grey, flat, cv::COLOR_GRAY2BGR);
    flat.convertTo(flat, CV_32FC3, 1.0 / 255.0);
    ColourScene scene;
    cv::RNG rng(seed);
    for (const StickPlace& place : mat.stickPlaces) {
        const RectMm& p = place.place;
        paintStick(flat, {p.centreX() - 10, p.centreY() - 6, 20, 12},
                   kPaints[static_cast<std::size_t>(colourIndex(place.colour))], 1.0);
    }
    for (int i = 0; i < 4; ++i) {
        for (Colour colour : kAllColours) {
            const RectMm rect{mat.sticksZone.x + 8 + colourIndex(colour) * 36.0,
                              mat.sticksZone.y + 8 + i * 15.0, 24, 10};
            paintStick(flat, rect, kPaints[static_cast<std::size_t>(colourIndex(colour))],
                       rng.uniform(0.88, 1.08));
            scene.looseSticks.emplace_back(colour, rect);
        }
    }
    // Light: lamp colour, coloured spill, camera gamma; paper white maps to ~235.
    cv::Mat lit(flat.size(), CV_32FC3);
    for (int y = 0; y < flat.rows; ++y)
        for (int x = 0; x < flat.cols; ++x) {
            const cv::Vec3f v = flat.at<cv::Vec3f>(y, x);
            cv::Vec3f out;
            for (int c = 0; c < 3; ++c) {
                const std::size_t rgb = static_cast<std::size_t>(2 - c);
                const double linear = std::min(1.0, v[c] * light.gain[rgb] + light.spill[rgb]);
                out[c] = static_cast<float>(235.0 * std::pow(linear, 1.0 / light.gamma));
            }
            lit.at<cv::Vec3f>(y, x) = out;
        }
    cv::Mat photo8;
    lit.convertTo(photo8, CV_8UC3);
    scene.photo = packmate::testing::warpFlat(photo8, pixelsPerMm(kDpi), {1500, 1150},
                                              {{420, 60}, {1130, 110}, {1250, 1100}, {270, 1050}});
    packmate::testing::addNoise(scene.photo.image, 4, seed);
    return scene;
}

double accuracy(const ColourScene& scene, const vision::ColourModel& model) {
    const MatDetection detection = requireMat(scene.photo.image);
    const Rgb white = sampleMatRect(scene.photo.image, detection.mmToImage,
                                    detection.layout.whitePatch().place, 0.6, 4);
    int right = 0;
    for (const auto& [colour, rect] : scene.looseSticks) {
        const Rgb seen = sampleMatRect(scene.photo.image, detection.mmToImage, rect, 0.6, 4);
        right += nearestStickColour(model, relativeColour(seen, white)) == colour ? 1 : 0;
    }
    return static_cast<double>(right) / static_cast<double>(scene.looseSticks.size());
}

const Light kWarmMixed{{1.0, 0.80, 0.55}, {0.02, 0.05, 0.10}, 1.3};

// The synthetic sticks are painted flat on the mat: sample them on the mat plane itself.
ColourCalibration calibrateFlat(const cv::Mat& photo) {
    ColourCalibrationConfig config;
    config.stickTopMm = 0;
    return calibrateColours(photo, config);
}

} // namespace

TEST(ColourCalibration, ImprovesStickColourAccuracyUnderAColourCast) {
    const ColourScene scene = colourScene(kWarmMixed, 5);
    const ColourCalibration calibration = calibrateFlat(scene.photo.image);
    const double before = accuracy(scene, vision::ColourModel{});
    const double after = accuracy(scene, calibration.model);
    std::cout << "[ measured ] stick colour accuracy under a warm cast with another edition's "
                 "paints: built-in model "
              << before * 100 << " %, calibrated " << after * 100 << " % ("
              << scene.looseSticks.size() << " sticks)\n";
    EXPECT_GT(after, before);
    EXPECT_GE(after, 0.95);
    EXPECT_EQ(calibration.matId, "A4");
    EXPECT_GT(calibration.white[0], calibration.white[2]); // a warm lamp: white reads reddish
}

TEST(ColourCalibration, JsonRoundTripKeepsModelAndReference) {
    const ColourCalibration calibration = calibrateFlat(colourScene(kWarmMixed, 2).photo.image);
    const Json json = colourCalibrationToJson(calibration);
    EXPECT_TRUE(json.contains("sticks"));
    EXPECT_TRUE(json.contains("card_white"));
    const ColourCalibration back = colourCalibrationFromJson(json);
    EXPECT_EQ(back.white, calibration.white);
    for (Colour colour : kAllColours)
        EXPECT_NEAR(back.model.stick(colour).g, calibration.model.stick(colour).g, 1e-12);
    Json broken = json;
    broken.erase("reference");
    EXPECT_THROW(colourCalibrationFromJson(broken), InputError);
}

TEST(ColourCalibration, KeysOfTheWrongTypeAreInputErrorsNamingTheKey) {
    const ColourCalibration calibration = calibrateFlat(colourScene(kWarmMixed, 2).photo.image);
    const Json json = colourCalibrationToJson(calibration);
    ASSERT_TRUE(json.contains("correction"));
    const auto errorOf = [](const Json& broken) {
        try {
            colourCalibrationFromJson(broken);
        } catch (const InputError& error) {
            return std::string(error.what());
        }
        return std::string("no InputError");
    };
    Json broken = json;
    broken["mat_id"] = 3;
    EXPECT_NE(errorOf(broken).find("\"mat_id\""), std::string::npos) << errorOf(broken);
    broken = json;
    broken["white_reference"] = Json::array();
    EXPECT_NE(errorOf(broken).find("\"white_reference\""), std::string::npos);
    broken = json;
    broken["correction"]["residual"] = "small";
    EXPECT_NE(errorOf(broken).find("\"residual\""), std::string::npos);
}

TEST(ColourCalibration, EmptyPlaceIsReported) {
    const MatLayout mat = matLayout(Paper::A4);
    cv::Mat photo;
    cv::cvtColor(renderMat(mat, kDpi), photo, cv::COLOR_GRAY2BGR);
    try {
        calibrateColours(photo);
        FAIL() << "expected an InputError";
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("grey place"), std::string::npos) << error.what();
    }
}

TEST(LightCheck, SameLightPassesChangedLightIsFlagged) {
    const ColourCalibration calibration = calibrateFlat(colourScene(kWarmMixed, 1).photo.image);
    const LightCheck same = checkLight(calibration, colourScene(kWarmMixed, 9).photo.image);
    EXPECT_FALSE(same.changed) << same.message;
    const LightCheck cool =
        checkLight(calibration, colourScene({{0.8, 0.9, 1.0}, {0, 0, 0}, 1.3}, 9).photo.image);
    EXPECT_TRUE(cool.changed);
    EXPECT_NE(cool.message.find("colour"), std::string::npos) << cool.message;
    const LightCheck dim = checkLight(
        calibration, colourScene({{0.45, 0.36, 0.25}, {0.01, 0.02, 0.05}, 1.0}, 9).photo.image);
    EXPECT_TRUE(dim.changed);
    EXPECT_LT(dim.brightnessRatio, 0.7);
    std::cout << "[ measured ] light check: same " << same.chromaShift << "/"
              << same.brightnessRatio << ", cool " << cool.chromaShift << "/"
              << cool.brightnessRatio << ", dim " << dim.chromaShift << "/" << dim.brightnessRatio
              << " (chroma shift / brightness ratio)\n";
}
