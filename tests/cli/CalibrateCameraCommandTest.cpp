// packmate-cli calibrate-camera end to end: perspective views of a flat chessboard seen by a
// known pinhole camera, calibrated, stored, then used by find-mat --camera.
#include "ProcessRunner.h"

#include <packmate/engine/Json.h>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <QFile>
#include <QTemporaryDir>

using packmate::Json;
using packmate::testing::runCli;

namespace {

const cv::Matx33d kCamera(700, 0, 399.5, 0, 700, 299.5, 0, 0, 1);

// A 10 × 7 square board (9 × 6 inner corners), 25 mm squares, 4 px per mm, white border.
cv::Mat boardImage() {
    const int ppm = 4;
    const int square = 25 * ppm;
    cv::Mat board(9 * square, 12 * square, CV_8UC1, cv::Scalar(235));
    for (int r = 0; r < 7; ++r)
        for (int c = 0; c < 10; ++c)
            if ((r + c) % 2 == 0)
                cv::rectangle(board, cv::Rect((c + 1) * square, (r + 1) * square, square, square),
                              20, cv::FILLED);
    return board;
}

cv::Mat view(const cv::Mat& board, cv::Vec3d rotation, cv::Vec3d translation) {
    cv::Matx33d r;
    cv::Rodrigues(rotation, r);
    const cv::Matx33d pose(r(0, 0), r(0, 1), translation[0], r(1, 0), r(1, 1), translation[1],
                           r(2, 0), r(2, 1), translation[2]);
    const cv::Matx33d boardPixelsToMm(0.25, 0, -25 + 0.125, 0, 0.25, -25 + 0.125, 0, 0,
                                      1); // first inner corner = origin
    cv::Mat out;
    cv::warpPerspective(board, out, cv::Mat(kCamera * pose * boardPixelsToMm), {800, 600},
                        cv::INTER_AREA, cv::BORDER_CONSTANT, cv::Scalar(90));
    return out;
}

} // namespace

TEST(CalibrateCameraCommand, RecoversTheFocalLengthAndStoresIt) {
    QTemporaryDir dir;
    const cv::Mat board = boardImage();
    const std::vector<std::pair<cv::Vec3d, cv::Vec3d>> poses{
        {{0.0, 0.0, 0.0}, {-100, -60, 500}},  {{0.35, 0.0, 0.1}, {-110, -70, 520}},
        {{-0.3, 0.2, 0.0}, {-90, -50, 480}},  {{0.1, 0.4, -0.1}, {-120, -60, 540}},
        {{0.2, -0.35, 0.2}, {-80, -70, 500}}, {{-0.25, -0.3, -0.2}, {-100, -40, 560}}};
    QStringList args{QStringLiteral("calibrate-camera"),
                     QStringLiteral("--camera"),
                     QStringLiteral("tablet"),
                     QStringLiteral("--store"),
                     dir.path(),
                     QStringLiteral("--json")};
    for (std::size_t i = 0; i < poses.size(); ++i) {
        const QString file = dir.filePath(QStringLiteral("board%1.png").arg(i));
        cv::imwrite(file.toStdString(), view(board, poses[i].first, poses[i].second));
        args << file;
    }
    const auto result = runCli(args);
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const Json json = Json::parse(result.out.toStdString());
    EXPECT_EQ(json["views"], 6);
    EXPECT_LT(json["rms_px"].get<double>(), 0.5);
    EXPECT_NEAR(json["camera_matrix"][0][0].get<double>(), 700, 21);
    EXPECT_NEAR(json["camera_matrix"][1][1].get<double>(), 700, 21);
    EXPECT_TRUE(QFile::exists(dir.filePath(QStringLiteral("camera-tablet.json"))));

    const QString mat = dir.filePath(QStringLiteral("mat.png"));
    ASSERT_EQ(runCli({QStringLiteral("mat"), QStringLiteral("--out"), mat, QStringLiteral("--dpi"),
                      QStringLiteral("100")})
                  .exitCode,
              0);
    // A photo from the same camera: 800 × 600, the mat in the middle.
    cv::Mat matImage = cv::imread(mat.toStdString());
    cv::resize(matImage, matImage, {410, 580}, 0, 0, cv::INTER_AREA);
    cv::Mat matPhoto(600, 800, CV_8UC3, cv::Scalar(90, 90, 90));
    matImage.copyTo(matPhoto(cv::Rect(195, 10, 410, 580)));
    cv::imwrite(mat.toStdString(), matPhoto);
    const auto found = runCli({QStringLiteral("find-mat"), mat, QStringLiteral("--camera"),
                               QStringLiteral("tablet"), QStringLiteral("--store"), dir.path(),
                               QStringLiteral("--json")});
    ASSERT_EQ(found.exitCode, 0) << found.err.toStdString();
    EXPECT_TRUE(Json::parse(found.out.toStdString())["undistorted"].get<bool>());
}

TEST(CalibrateCameraCommand, TooFewBoardsExits2) {
    QTemporaryDir dir;
    const QString blank = dir.filePath(QStringLiteral("blank.png"));
    cv::imwrite(blank.toStdString(), cv::Mat(600, 800, CV_8UC1, cv::Scalar(128)));
    const auto result = runCli({QStringLiteral("calibrate-camera"), QStringLiteral("--camera"),
                                QStringLiteral("c"), QStringLiteral("--store"), dir.path(), blank});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("chessboard found in 0 of 1")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("camera-c.json"))));
}
