// Mat detection and colour calibration on the POV-Ray scenes of datasets/calibration (made by
// datasets/scenegen/generate_mat_scenes.py, part of the repository).
#include "SharedData.h"

#include <packmate/calibration/ColourCalibration.h>
#include <packmate/engine/Json.h>
#include <packmate/vision/ImageLoader.h>

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>

using namespace packmate;
using namespace packmate::calibration;

namespace {

std::vector<std::filesystem::path> scenes(const std::string& kind) {
    std::vector<std::filesystem::path> found;
    const auto folder = packmate::testing::sourceDir() / "datasets" / "calibration" / kind;
    std::error_code error;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error))
        if (entry.path().extension() == ".json") found.push_back(entry.path());
    std::sort(found.begin(), found.end());
    return found;
}

// Mean camera colour of a small window around an image point (ground truth in pixel-edge
// coordinates).
Rgb windowMean(const cv::Mat& photo, double x, double y, int half) {
    const cv::Rect window(static_cast<int>(x - 0.5) - half, static_cast<int>(y - 0.5) - half,
                          2 * half + 1, 2 * half + 1);
    const cv::Scalar mean = cv::mean(photo(window & cv::Rect(0, 0, photo.cols, photo.rows)));
    return {mean[2], mean[1], mean[0]};
}

struct Tally {
    int right = 0;
    int total = 0;
    double rate() const { return total ? static_cast<double>(right) / total : 0.0; }
};

} // namespace

TEST(RenderedScenes, MatHomographyWithin1MmOnEveryScene) {
    double worst = 0;
    int count = 0;
    for (const std::string kind : {"cards", "colours"}) {
        for (const auto& json : scenes(kind)) {
            const Json truth = readJsonFile(json.string());
            const cv::Mat photo = vision::loadImage(
                (json.parent_path() / truth["image"].get<std::string>()).string());
            const MatDetection mat = requireMat(photo);
            EXPECT_EQ(mat.sightings.size(), 4U) << json.filename();
            const std::array<cv::Point2d, 4> pageMm{
                cv::Point2d(0, 0), cv::Point2d(mat.layout.widthMm, 0),
                cv::Point2d(mat.layout.widthMm, mat.layout.heightMm),
                cv::Point2d(0, mat.layout.heightMm)};
            for (std::size_t i = 0; i < 4; ++i) {
                const cv::Point2d seen(truth["mat_corners"][i][0].get<double>() - 0.5,
                                       truth["mat_corners"][i][1].get<double>() - 0.5);
                const cv::Point2d mm = mat.toMm(seen);
                worst = std::max(worst, std::hypot(mm.x - pageMm[i].x, mm.y - pageMm[i].y));
            }
            ++count;
        }
    }
    std::cout << "[ measured ] " << count << " rendered scenes: worst page-corner error " << worst
              << " mm\n";
    EXPECT_GE(count, 25);
    EXPECT_LT(worst, 1.0);
}

TEST(RenderedScenes, CalibratedColoursClassifySticksBetter) {
    std::map<std::string, Tally> builtIn;
    std::map<std::string, Tally> calibrated;
    for (const auto& json : scenes("colours")) {
        const Json truth = readJsonFile(json.string());
        const cv::Mat photo =
            vision::loadImage((json.parent_path() / truth["image"].get<std::string>()).string());
        const ColourCalibration colours = calibrateColours(photo);
        const Rgb white = colours.cardWhite.value_or(colours.white);
        const std::string paints = truth["conditions"].value("paints", std::string("standard"));
        for (const Json& stick : truth["loose"]) {
            const Colour colour = *colourFromLetter(stick["colour"].get<std::string>().at(0));
            const auto seen = relativeColour(windowMean(photo, stick["top_centre"][0].get<double>(),
                                                        stick["top_centre"][1].get<double>(), 3),
                                             white);
            Tally& before = builtIn[paints];
            Tally& after = calibrated[paints];
            before.right += nearestStickColour(vision::ColourModel{}, seen) == colour ? 1 : 0;
            after.right += nearestStickColour(colours.model, seen) == colour ? 1 : 0;
            ++before.total;
            ++after.total;
        }
    }
    ASSERT_EQ(builtIn.count("edition2"), 1U) << "edition2 colour scenes are part of the dataset";
    for (const auto& [paints, before] : builtIn)
        std::cout << "[ measured ] " << paints << " paints, " << before.total
                  << " loose sticks: nearest-colour accuracy with the built-in model "
                  << before.rate() * 100 << " %, with the calibrated one "
                  << calibrated[paints].rate() * 100 << " %\n";
    EXPECT_GT(calibrated["edition2"].rate(), builtIn["edition2"].rate());
    EXPECT_GE(calibrated["edition2"].rate(), 0.9);
    EXPECT_GE(calibrated["standard"].rate(), 0.9);
}
