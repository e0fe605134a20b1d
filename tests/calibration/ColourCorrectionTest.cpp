#include <packmate/calibration/ColourCorrection.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

#include <cmath>

using namespace packmate;
using namespace packmate::calibration;

namespace {

// A camera that sees linear light through `lamp` (a 3 × 3: colour of the lamp plus crosstalk),
// encoded with gamma 2.2.
std::array<double, 3> seen(const cv::Matx33d& lamp, const std::array<double, 3>& reference) {
    cv::Vec3d linear;
    for (int c = 0; c < 3; ++c)
        linear[c] = std::pow(reference[static_cast<std::size_t>(c)] / 255.0, 2.2);
    const cv::Vec3d lit = lamp * linear;
    std::array<double, 3> out{};
    for (int c = 0; c < 3; ++c)
        out[static_cast<std::size_t>(c)] = 255.0 * std::pow(std::clamp(lit[c], 0.0, 1.0), 1 / 2.2);
    return out;
}

const std::vector<std::array<double, 3>> kReferences{
    {235, 235, 235}, {150, 150, 150}, {40, 40, 40},   {225, 220, 210},
    {140, 141, 145}, {180, 145, 115}, {88, 195, 198}, {170, 116, 198}};

std::vector<ColourSample> samplesUnder(const cv::Matx33d& lamp) {
    std::vector<ColourSample> samples;
    for (const auto& reference : kReferences)
        samples.push_back({seen(lamp, reference), reference});
    return samples;
}

const cv::Matx33d kTungsten(0.95, 0.04, 0.0, 0.03, 0.62, 0.02, 0.0, 0.03, 0.33);

} // namespace

TEST(ColourCorrection, UndoesALampWithCrosstalk) {
    const ColourCorrection correction = fitColourCorrection(samplesUnder(kTungsten), 0);
    EXPECT_LT(correction.residual, 4.0);
    for (const auto& reference : kReferences) {
        const auto corrected = correctColour(correction, seen(kTungsten, reference));
        for (std::size_t c = 0; c < 3; ++c)
            EXPECT_NEAR(corrected[c], reference[c], 5.0);
    }
}

TEST(ColourCorrection, NeutralLightGivesNearlyTheIdentity) {
    const ColourCorrection correction = fitColourCorrection(samplesUnder(cv::Matx33d::eye()), 0);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            EXPECT_NEAR(correction.matrix(r, c), r == c ? 1.0 : 0.0, 0.01);
}

TEST(ColourCorrection, OneMisreadSampleDoesNotSpoilTheOthers) {
    std::vector<ColourSample> samples = samplesUnder(kTungsten);
    samples[6].camera = {40, 200, 30}; // the turquoise place read on something else
    const ColourCorrection correction = fitColourCorrection(samples, 0);
    for (std::size_t i = 0; i < kReferences.size(); ++i) {
        if (i == 6) continue;
        const auto corrected = correctColour(correction, seen(kTungsten, kReferences[i]));
        for (std::size_t c = 0; c < 3; ++c)
            EXPECT_NEAR(corrected[c], kReferences[i][c], 15.0) << "sample " << i;
    }
}

TEST(ColourCorrection, PhotoIsCorrectedLikeSingleColours) {
    cv::Mat photo(4, 8, CV_8UC3);
    for (int x = 0; x < photo.cols; ++x) {
        const auto rgb = seen(kTungsten, kReferences[static_cast<std::size_t>(x)]);
        photo.col(x).setTo(cv::Scalar(std::round(rgb[2]), std::round(rgb[1]), std::round(rgb[0])));
    }
    const ColourCorrection correction = fitColourCorrection(samplesUnder(kTungsten), 0);
    const cv::Mat out = applyColourCorrection(photo, correction);
    ASSERT_EQ(out.type(), CV_8UC3);
    for (int x = 0; x < photo.cols; ++x) {
        const cv::Vec3b in = photo.at<cv::Vec3b>(1, x);
        const auto expected =
            correctColour(correction, {double(in[2]), double(in[1]), double(in[0])});
        const cv::Vec3b got = out.at<cv::Vec3b>(1, x);
        for (int c = 0; c < 3; ++c)
            EXPECT_NEAR(got[c], expected[static_cast<std::size_t>(2 - c)], 1.0);
    }
}

TEST(ColourCorrection, JsonRoundTripAndBadInput) {
    const ColourCorrection correction = fitColourCorrection(samplesUnder(kTungsten), 0);
    const ColourCorrection back = colourCorrectionFromJson(colourCorrectionToJson(correction));
    EXPECT_DOUBLE_EQ(back.gamma, correction.gamma);
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            EXPECT_DOUBLE_EQ(back.matrix(r, c), correction.matrix(r, c));
    EXPECT_THROW(colourCorrectionFromJson(Json::parse(R"({"matrix": [[1,0,0],[0,1,0]]})")),
                 InputError);
    EXPECT_THROW(
        colourCorrectionFromJson(Json::parse(R"({"matrix": [[1,0,0],[0,1,0],[0,"x",1]]})")),
        InputError);
    EXPECT_THROW(colourCorrectionFromJson(
                     Json::parse(R"({"gamma": -1, "matrix": [[1,0,0],[0,1,0],[0,0,1]]})")),
                 InputError);
    EXPECT_THROW(fitColourCorrection({{}, {}}, 0), InputError);
}
