#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/FinderInput.h>

#include <gtest/gtest.h>
#include <opencv2/dnn.hpp>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision::dice;

namespace {

// The finder's input the plain way: cv::resize halvings, a bilinear last step, the border
// repeated, cv::dnn::blobFromImage.
cv::Mat referenceBlob(const cv::Mat& bgr, const DetectorConfig& config, cv::Size fitted) {
    cv::Mat small = bgr;
    while (small.cols >= 2 * fitted.width && small.rows >= 2 * fitted.height) {
        cv::Mat half;
        cv::resize(small, half, cv::Size(small.cols / 2, small.rows / 2), 0, 0, cv::INTER_AREA);
        small = half;
    }
    if (small.size() != fitted) cv::resize(small.clone(), small, fitted, 0, 0, cv::INTER_LINEAR);
    cv::Mat input;
    cv::copyMakeBorder(small, input, 0, config.inputHeight - fitted.height, 0,
                       config.inputWidth - fitted.width, cv::BORDER_REPLICATE);
    return cv::dnn::blobFromImage(input, 1.0 / 255.0);
}

cv::Mat noise(cv::Size size, int seed) {
    cv::Mat image(size, CV_8UC3);
    cv::RNG rng(seed);
    rng.fill(image, cv::RNG::UNIFORM, 0, 256);
    return image;
}

void expectIdentical(const cv::Mat& a, const cv::Mat& b) {
    ASSERT_EQ(a.dims, 4);
    ASSERT_EQ(b.dims, 4);
    for (int i = 0; i < 4; ++i)
        ASSERT_EQ(a.size[i], b.size[i]);
    EXPECT_EQ(cv::norm(a.reshape(1, 1), b.reshape(1, 1), cv::NORM_INF), 0.0);
}

} // namespace

TEST(FinderInput, IsBlobFromImageOfTheShrunkFrameBitForBit) {
    const DetectorConfig config; // 320 × 240
    const cv::Mat frame = noise({1280, 960}, 1);
    const FinderInput input = finderInput(frame, config);
    EXPECT_EQ(input.fitted, cv::Size(320, 240));
    expectIdentical(input.blob, referenceBlob(frame, config, input.fitted));
}

TEST(FinderInput, WideFramesArePaddedByTheLastRow) {
    const DetectorConfig config;
    const cv::Mat frame = noise({1280, 720}, 2); // fitted 320 × 180, 60 rows of padding
    const FinderInput input = finderInput(frame, config);
    EXPECT_EQ(input.fitted, cv::Size(320, 180));
    expectIdentical(input.blob, referenceBlob(frame, config, input.fitted));
}

TEST(FinderInput, TallFramesArePaddedByTheLastColumn) {
    const DetectorConfig config;
    const cv::Mat frame = noise({960, 960}, 3); // fitted 240 × 240, 80 columns of padding
    const FinderInput input = finderInput(frame, config);
    EXPECT_EQ(input.fitted, cv::Size(240, 240));
    expectIdentical(input.blob, referenceBlob(frame, config, input.fitted));
}

TEST(FinderInput, OtherSizesTakeTheHalvingsAndABilinearStep) {
    const DetectorConfig config;
    for (const cv::Size size : {cv::Size(1920, 1440), cv::Size(640, 480), cv::Size(1000, 700)}) {
        const cv::Mat frame = noise(size, size.width);
        const FinderInput input = finderInput(frame, config);
        expectIdentical(input.blob, referenceBlob(frame, config, input.fitted));
    }
}

TEST(FinderInput, RegionsOfLargerImagesAreRead) {
    const DetectorConfig config;
    const cv::Mat big = noise({1400, 1000}, 4);
    const cv::Mat frame = big(cv::Rect(60, 20, 1280, 960)); // not continuous
    expectIdentical(finderInput(frame, config).blob,
                    referenceBlob(frame.clone(), config, {320, 240}));
}

TEST(FinderInput, RejectsInputSizesTheNetCannotHalveFourTimes) {
    DetectorConfig config;
    config.inputWidth = 200;
    EXPECT_THROW(finderInput(noise({640, 480}, 5), config), packmate::InputError);
}

TEST(FinderInput, RejectsGreyImages) {
    EXPECT_THROW(finderInput(cv::Mat(480, 640, CV_8UC1, cv::Scalar(90)), DetectorConfig{}),
                 packmate::InputError);
}
