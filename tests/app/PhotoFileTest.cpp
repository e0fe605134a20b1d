// Photos for the calibration screens, decoded with Qt: the same pixels as OpenCV's decoder
// (within JPEG decoder rounding), and the same refusals as vision::loadImage.
#include <packmate/app/CalibrationErrorText.h>
#include <packmate/app/camera/PhotoFile.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <QImage>
#include <QTemporaryDir>

#include <ProjectFiles.h>
#include <fstream>

using packmate::InputError;
using packmate::app::isKnownCalibrationError;
using packmate::app::loadPhotoFile;
using packmate::testing::calibrationScene;

TEST(PhotoFile, ReadsTheSamePixelsAsOpenCv) {
    const QString path = calibrationScene("colours/colours_dev_0000.jpg");
    const cv::Mat ours = loadPhotoFile(path);
    const cv::Mat opencv = cv::imread(path.toStdString(), cv::IMREAD_COLOR);
    ASSERT_FALSE(opencv.empty());
    ASSERT_EQ(ours.type(), CV_8UC3);
    ASSERT_EQ(ours.size(), opencv.size());
    cv::Mat difference;
    cv::absdiff(ours, opencv, difference);
    EXPECT_LT(cv::mean(difference)[0], 2.0);
}

TEST(PhotoFile, KeepsBlueAndRedApart) {
    const QTemporaryDir dir;
    QImage image(32, 16, QImage::Format_RGB32);
    image.fill(QColor(200, 20, 10)); // red
    const QString path = dir.filePath(QStringLiteral("red.png"));
    ASSERT_TRUE(image.save(path));
    const cv::Mat bgr = loadPhotoFile(path);
    EXPECT_EQ(bgr.at<cv::Vec3b>(1, 1), cv::Vec3b(10, 20, 200));
}

// Each refusal is one the calibration screens put into the player's language.
TEST(PhotoFile, RefusesMissingCorruptHugeAndTinyFiles) {
    const QTemporaryDir dir;
    const auto refusal = [](const QString& path) {
        try {
            loadPhotoFile(path);
        } catch (const InputError& error) {
            return std::string(error.what());
        }
        ADD_FAILURE() << path.toStdString() << " was read";
        return std::string();
    };
    const std::string missing = refusal(dir.filePath(QStringLiteral("missing.jpg")));
    EXPECT_TRUE(isKnownCalibrationError(missing)) << missing;
    const QString corrupt = dir.filePath(QStringLiteral("broken.jpg"));
    std::ofstream(corrupt.toStdString()) << "\xff\xd8\xff\xe0 not really a photo";
    const std::string broken = refusal(corrupt);
    EXPECT_TRUE(isKnownCalibrationError(broken)) << broken;
    const QString huge = dir.filePath(QStringLiteral("huge.png"));
    QImage wide(8200, 1, QImage::Format_Grayscale8);
    wide.fill(0);
    ASSERT_TRUE(wide.save(huge));
    const std::string tooLarge = refusal(huge);
    EXPECT_NE(tooLarge.find("larger than 8192"), std::string::npos) << tooLarge;
    EXPECT_TRUE(isKnownCalibrationError(tooLarge)) << tooLarge;
    const QString tiny = dir.filePath(QStringLiteral("tiny.png"));
    QImage dot(4, 4, QImage::Format_RGB32);
    dot.fill(Qt::white);
    ASSERT_TRUE(dot.save(tiny));
    const std::string tooSmall = refusal(tiny);
    EXPECT_NE(tooSmall.find("smaller than 16"), std::string::npos) << tooSmall;
    EXPECT_TRUE(isKnownCalibrationError(tooSmall)) << tooSmall;
}
