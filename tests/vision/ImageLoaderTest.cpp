#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <opencv2/imgcodecs.hpp>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace packmate;
using ::testing::HasSubstr;

namespace {

std::filesystem::path tempFile(const std::string& name) {
    return std::filesystem::temp_directory_path() / ("packmate-imageloader-" + name);
}

std::string errorOf(const std::string& path) {
    try {
        vision::loadImage(path);
    } catch (const InputError& e) {
        return e.what();
    }
    return "no error";
}

} // namespace

TEST(ImageLoader, LoadsAPngAsBgr) {
    const auto path = tempFile("ok.png");
    cv::Mat grey(30, 40, CV_8UC1, cv::Scalar(77));
    ASSERT_TRUE(cv::imwrite(path.string(), grey));
    const cv::Mat image = vision::loadImage(path.string());
    EXPECT_EQ(image.type(), CV_8UC3);
    EXPECT_EQ(image.cols, 40);
    EXPECT_EQ(image.rows, 30);
    std::filesystem::remove(path);
}

TEST(ImageLoader, RefusesMissingEmptyAndCorruptFiles) {
    EXPECT_THAT(errorOf("/nonexistent/photo.jpg"), HasSubstr("no such file"));

    const auto empty = tempFile("empty.jpg");
    std::ofstream(empty).close();
    EXPECT_THAT(errorOf(empty.string()), HasSubstr("empty"));

    const auto corrupt = tempFile("corrupt.jpg");
    std::ofstream(corrupt) << "this is not a JPEG at all";
    EXPECT_THAT(errorOf(corrupt.string()), HasSubstr("not a readable image"));

    std::filesystem::remove(empty);
    std::filesystem::remove(corrupt);
}

TEST(ImageLoader, RefusesHugeImages) {
    const auto path = tempFile("huge.png");
    ASSERT_TRUE(cv::imwrite(path.string(), cv::Mat(10, vision::kMaxImageSide + 8, CV_8UC1, cv::Scalar(0))));
    EXPECT_THAT(errorOf(path.string()), HasSubstr("larger than"));
    std::filesystem::remove(path);
}
