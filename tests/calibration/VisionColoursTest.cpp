#include <packmate/calibration/ColourCalibration.h>
#include <packmate/calibration/VisionColours.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::calibration;

namespace {

ColourCalibration calibrationWithCorrection() {
    ColourCalibration calibration;
    calibration.white = {250, 200, 150};
    calibration.grey = {120, 100, 75};
    calibration.black = {20, 16, 12};
    calibration.model.sticks[0] = {0.9, 0.9, 0.9};
    ColourCorrection correction;
    correction.matrix = cv::Matx33d(0.8, 0, 0, 0, 1, 0, 0, 0, 1.6);
    calibration.correction = correction;
    calibration.correctedModel.sticks[0] = {0.95, 0.94, 0.93};
    return calibration;
}

} // namespace

TEST(VisionColours, CalibrationFileWithCorrectionGivesTheCorrectedModel) {
    const Json json = colourCalibrationToJson(calibrationWithCorrection());
    const VisionColours colours = visionColoursFromJson(json);
    ASSERT_TRUE(colours.correction.has_value());
    EXPECT_DOUBLE_EQ(colours.correction->matrix(2, 2), 1.6);
    EXPECT_DOUBLE_EQ(colours.model.sticks[0].r, 0.95);

    const cv::Mat photo(2, 2, CV_8UC3, cv::Scalar(100, 150, 200));
    const cv::Mat prepared = colours.prepare(photo);
    EXPECT_NE(cv::norm(prepared, photo, cv::NORM_INF), 0.0);

    const VisionColours plain = visionColoursFromJson(json, false);
    EXPECT_FALSE(plain.correction.has_value());
    EXPECT_DOUBLE_EQ(plain.model.sticks[0].r, 0.9);
    EXPECT_EQ(cv::norm(plain.prepare(photo), photo, cv::NORM_INF), 0.0);
}

TEST(VisionColours, OlderFilesStillWork) {
    ColourCalibration calibration = calibrationWithCorrection();
    calibration.correction.reset();
    const VisionColours withoutCorrection =
        visionColoursFromJson(colourCalibrationToJson(calibration));
    EXPECT_FALSE(withoutCorrection.correction.has_value());
    EXPECT_DOUBLE_EQ(withoutCorrection.model.sticks[0].r, 0.9);

    const VisionColours modelOnly = visionColoursFromJson(Json::parse(R"({"sticks": {}})"));
    EXPECT_FALSE(modelOnly.correction.has_value());
    EXPECT_EQ(modelOnly.model, vision::ColourModel{});
}

TEST(VisionColours, MalformedCorrectionIsBadInput) {
    Json json = colourCalibrationToJson(calibrationWithCorrection());
    json["correction"]["matrix"][1] = "row";
    EXPECT_THROW(visionColoursFromJson(json), InputError);
}
