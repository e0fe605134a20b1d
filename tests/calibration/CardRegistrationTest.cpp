// Card registration on the rendered dataset (datasets/calibration/cards: POV-Ray scenes of an
// empty truck card on the mat, made by datasets/scenegen/generate_mat_scenes.py).
#include "SharedData.h"

#include <packmate/calibration/CardRegistration.h>
#include <packmate/calibration/MatRenderer.h>
#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/ImageLoader.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <filesystem>
#include <iostream>

using namespace packmate;
using namespace packmate::calibration;

namespace {

std::vector<std::filesystem::path> cardScenes() {
    std::vector<std::filesystem::path> scenes;
    const auto folder = packmate::testing::sourceDir() / "datasets" / "calibration" / "cards";
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error))
        if (entry.path().extension() == ".json") scenes.push_back(entry.path());
    std::sort(scenes.begin(), scenes.end());
    return scenes;
}

} // namespace

TEST(CardRegistration, RecoversTheMaskOfEveryRenderedCard) {
    const auto scenes = cardScenes();
    ASSERT_GE(scenes.size(), 10U) << "datasets/calibration/cards is part of the repository";
    int right = 0;
    int layersRead = 0;
    int layersMisread = 0;
    int testCards = 0;
    double worstCornerPx = 0;
    for (const auto& json : scenes) {
        const Json truth = readJsonFile(json.string());
        const auto photo =
            vision::loadImage((json.parent_path() / truth["image"].get<std::string>()).string());
        const CardRegistration registration = registerCard(photo);
        const auto grid = truth["card"]["grid"].get<std::vector<std::string>>();
        EXPECT_EQ(registration.mask.grid, grid) << json.filename();
        EXPECT_TRUE(registration.mask.sure) << json.filename();
        right += registration.mask.grid == grid ? 1 : 0;
        for (std::size_t i = 0; i < 4; ++i) {
            // Ground truth is in pixel-edge coordinates, ours in pixel centres.
            const cv::Point2f expected(truth["card_corners"][i][0].get<float>() - 0.5f,
                                       truth["card_corners"][i][1].get<float>() - 0.5f);
            worstCornerPx =
                std::max(worstCornerPx,
                         static_cast<double>(cv::norm(registration.imageCorners[i] - expected)));
        }
        const TruckCard card =
            registeredCard(registration, "U1", truth["card"]["layers"].get<int>());
        EXPECT_EQ(card.grid(), grid);
        // Digit templates come from the dev cards: count the test split only.
        if (json.filename().string().find("_test_") != std::string::npos) {
            ++testCards;
            if (registration.layers) {
                const bool same = *registration.layers == truth["card"]["layers"].get<int>();
                layersRead += same ? 1 : 0;
                layersMisread += same ? 0 : 1;
            }
        }
    }
    std::cout << "[ measured ] card masks recovered " << right << "/" << scenes.size()
              << ", worst card corner error " << worstCornerPx << " px; layer digit on "
              << testCards << " test-split cards: " << layersRead << " read right, "
              << layersMisread << " misread, " << testCards - layersRead - layersMisread
              << " left to the user\n";
    EXPECT_LT(worstCornerPx, 4.0);
    EXPECT_GE(testCards, 10);
    EXPECT_EQ(layersMisread, 0);
    EXPECT_GE(layersRead, testCards * 8 / 10);
}

TEST(CardRegistration, EmptyCardPlaceIsAnInputError) {
    cv::Mat photo;
    cv::cvtColor(renderMat(matLayout(Paper::A4), 120), photo, cv::COLOR_GRAY2BGR);
    try {
        registerCard(photo);
        FAIL() << "expected an InputError";
    } catch (const InputError& error) {
        EXPECT_NE(std::string(error.what()).find("no truck card"), std::string::npos)
            << error.what();
    }
}

TEST(CardRegistration, CoveredDigitIsLeftToTheUser) {
    const auto json = packmate::testing::sourceDir() / "datasets" / "calibration" / "cards" /
                      "cards_test_0003.json";
    const Json truth = readJsonFile(json.string());
    cv::Mat photo =
        vision::loadImage((json.parent_path() / truth["image"].get<std::string>()).string());
    const CardRegistration clear = registerCard(photo);
    ASSERT_TRUE(clear.layers.has_value());
    // A white sticker over the disc: the mask is still read, the layer count is not guessed.
    const cv::Point2d centre = [&] {
        const cv::Vec3d p = clear.card.cellsToImage * cv::Vec3d(1.3, 3.35, 1.0);
        return cv::Point2d(p[0] / p[2], p[1] / p[2]);
    }();
    cv::circle(photo, cv::Point(static_cast<int>(centre.x), static_cast<int>(centre.y)), 9,
               cv::Scalar(235, 240, 240), cv::FILLED);
    const CardRegistration covered = registerCard(photo);
    EXPECT_EQ(covered.mask.grid, clear.mask.grid);
    EXPECT_FALSE(covered.layers.has_value()) << *covered.layers;
}

TEST(CardRegistration, LayerCountIsChecked) {
    CardRegistration registration;
    registration.mask.grid = {"###", "##."};
    EXPECT_EQ(registeredCard(registration, "U2", 2).capacity(), 10);
    EXPECT_THROW(registeredCard(registration, "U2", 5), InputError);
    EXPECT_THROW(registeredCard(registration, "", 1), InputError);
}
