#include <packmate/engine/InputError.h>
#include <packmate/vision/ImageLoader.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <cstdint>
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
    ASSERT_TRUE(
        cv::imwrite(path.string(), cv::Mat(10, vision::kMaxImageSide + 8, CV_8UC1, cv::Scalar(0))));
    EXPECT_THAT(errorOf(path.string()), HasSubstr("larger than"));
    std::filesystem::remove(path);
}

TEST(ImageLoader, RefusesTinyImagesWithoutCrashing) {
    for (const cv::Size size :
         {cv::Size(1, 1), cv::Size(7, 7), cv::Size(640, 3), cv::Size(12, 12)}) {
        const auto path = tempFile("tiny.png");
        ASSERT_TRUE(cv::imwrite(path.string(), cv::Mat(size, CV_8UC3, cv::Scalar(90, 90, 90))));
        EXPECT_THAT(errorOf(path.string()), HasSubstr("smaller than")) << size;
        std::filesystem::remove(path);
    }
}

// A cut-short file decodes with its missing part grey: it would be scored as a photo.
TEST(ImageLoader, RefusesTruncatedFiles) {
    const cv::Mat photo(240, 320, CV_8UC3, cv::Scalar(40, 120, 200));
    for (const std::string extension : {".jpg", ".png"}) {
        std::vector<unsigned char> bytes;
        ASSERT_TRUE(cv::imencode(extension, photo, bytes));
        bytes.resize(bytes.size() * 8 / 10);
        const auto path = tempFile("cut" + extension);
        std::ofstream(path, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
        EXPECT_THAT(errorOf(path.string()), HasSubstr("cut short")) << extension;
        std::filesystem::remove(path);
    }
}

// A PNG's size is in its header: a huge one is refused before its pixels are allocated.
TEST(ImageLoader, RefusesAHugePngByItsHeader) {
    std::vector<unsigned char> bytes;
    ASSERT_TRUE(cv::imencode(".png", cv::Mat(20, 20, CV_8UC3, cv::Scalar(1, 2, 3)), bytes));
    const std::uint32_t side = 30000;
    for (int at : {16, 20})
        for (int k = 0; k < 4; ++k)
            bytes[std::size_t(at + k)] = static_cast<unsigned char>(side >> (24 - 8 * k));
    try {
        vision::decodeImage(bytes, "huge");
        ADD_FAILURE() << "a 30000x30000 PNG header was accepted";
    } catch (const InputError& e) {
        EXPECT_THAT(e.what(), HasSubstr("30000x30000, larger than"));
    }
}
