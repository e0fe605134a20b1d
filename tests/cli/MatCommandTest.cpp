// packmate-cli mat and find-mat end to end, and the printed-size check: the PDF's page size
// and QR sizes, measured on the PDF rendered back with pdftoppm.
#include "ProcessRunner.h"

#include <packmate/calibration/MatFinder.h>
#include <packmate/calibration/MatLayout.h>
#include <packmate/engine/Json.h>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cmath>
#include <iostream>

using namespace packmate::calibration;
using packmate::testing::runCli;

namespace {

constexpr double kPointsPerMm = 72.0 / 25.4;
constexpr int kCheckDpi = 300;

// The first /MediaBox of the PDF, in points.
cv::Size2d mediaBox(const QString& pdf) {
    QFile file(pdf);
    if (!file.open(QIODevice::ReadOnly)) return {};
    const QString text = QString::fromLatin1(file.readAll());
    const auto match =
        QRegularExpression(
            QStringLiteral(
                "/MediaBox\\s*\\[\\s*([-\\d.]+)\\s+([-\\d.]+)\\s+([\\d.]+)\\s+([\\d.]+)"))
            .match(text);
    if (!match.hasMatch()) return {};
    return {match.captured(3).toDouble() - match.captured(1).toDouble(),
            match.captured(4).toDouble() - match.captured(2).toDouble()};
}

// Bounding box of the dark pixels around where a marker should be (3 mm slack each side).
cv::Rect darkBox(const cv::Mat& page, const MatMarker& marker, double pixelsPerMm) {
    const double slack = 3.0;
    const cv::Rect area(static_cast<int>((marker.xMm - slack) * pixelsPerMm),
                        static_cast<int>((marker.yMm - slack) * pixelsPerMm),
                        static_cast<int>((marker.sizeMm + 2 * slack) * pixelsPerMm),
                        static_cast<int>((marker.sizeMm + 2 * slack) * pixelsPerMm));
    cv::Mat dark = page(area & cv::Rect(0, 0, page.cols, page.rows)) < 128;
    cv::Rect box = cv::boundingRect(dark);
    box.x += area.x;
    box.y += area.y;
    return box;
}

class MatPdf : public ::testing::TestWithParam<Paper> {};

} // namespace

TEST_P(MatPdf, PageAndQrSizesAreTrue) {
    const Paper paper = GetParam();
    const MatLayout mat = matLayout(paper);
    QTemporaryDir dir;
    const QString pdf = dir.filePath(QStringLiteral("mat.pdf"));
    const auto result = runCli({QStringLiteral("mat"), QStringLiteral("--paper"),
                                QString::fromStdString(std::string(paperName(paper))),
                                QStringLiteral("--out"), pdf});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();

    // Qt writes the page box in whole points: within half a point (0.18 mm) of the paper.
    const cv::Size2d box = mediaBox(pdf);
    EXPECT_NEAR(box.width, mat.widthMm * kPointsPerMm, 0.5);
    EXPECT_NEAR(box.height, mat.heightMm * kPointsPerMm, 0.5);

    const QString pdftoppm = QStandardPaths::findExecutable(QStringLiteral("pdftoppm"));
    if (pdftoppm.isEmpty()) GTEST_SKIP() << "pdftoppm (poppler-utils) is not installed";
    const QString stem = dir.filePath(QStringLiteral("page"));
    ASSERT_EQ(QProcess::execute(pdftoppm, {QStringLiteral("-r"), QString::number(kCheckDpi),
                                           QStringLiteral("-gray"), QStringLiteral("-png"),
                                           QStringLiteral("-singlefile"), pdf, stem}),
              0);
    const cv::Mat page =
        cv::imread((stem + QStringLiteral(".png")).toStdString(), cv::IMREAD_GRAYSCALE);
    ASSERT_FALSE(page.empty());
    const double pixelsPerMm = kCheckDpi / 25.4;
    EXPECT_NEAR(page.cols, box.width / 72.0 * kCheckDpi, 1.0);
    EXPECT_NEAR(page.rows, box.height / 72.0 * kCheckDpi, 1.0);
    for (const MatMarker& marker : mat.markers) {
        const cv::Rect found = darkBox(page, marker, pixelsPerMm);
        std::cout << "[ measured ] " << paperName(paper) << " " << matCornerCode(marker.corner)
                  << ": QR " << found.width / pixelsPerMm << " × " << found.height / pixelsPerMm
                  << " mm at (" << found.x / pixelsPerMm << ", " << found.y / pixelsPerMm
                  << ") mm\n";
        EXPECT_NEAR(found.width, marker.sizeMm * pixelsPerMm, 1.5) << matCornerCode(marker.corner);
        EXPECT_NEAR(found.height, marker.sizeMm * pixelsPerMm, 1.5) << matCornerCode(marker.corner);
        EXPECT_NEAR(found.x, marker.xMm * pixelsPerMm, 1.5) << matCornerCode(marker.corner);
        EXPECT_NEAR(found.y, marker.yMm * pixelsPerMm, 1.5) << matCornerCode(marker.corner);
    }
    const MatDetection detection = requireMat(page);
    EXPECT_EQ(detection.sightings.size(), 4U);
    EXPECT_NEAR(detection.mmPerPixel, 1.0 / pixelsPerMm, 0.001);
}

INSTANTIATE_TEST_SUITE_P(BothPapers, MatPdf, ::testing::Values(Paper::A4, Paper::Letter),
                         [](const ::testing::TestParamInfo<Paper>& info) {
                             return std::string(paperName(info.param));
                         });

TEST(MatCommand, PngIsFoundByFindMat) {
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("mat.png"));
    auto result =
        runCli({QStringLiteral("mat"), QStringLiteral("--paper"), QStringLiteral("letter"),
                QStringLiteral("--out"), png, QStringLiteral("--dpi"), QStringLiteral("150")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    result = runCli({QStringLiteral("find-mat"), png, QStringLiteral("--json")});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const auto json = packmate::Json::parse(result.out.toStdString());
    EXPECT_EQ(json["mat_id"], "LT");
    EXPECT_EQ(json["corners_seen"].size(), 4U);
    EXPECT_TRUE(json["corners_missing"].empty());
    EXPECT_NEAR(json["mm_per_pixel"].get<double>(), 25.4 / 150, 0.002);
    EXPECT_EQ(json["homography_image_to_mm"].size(), 3U);
}

TEST(MatCommand, BadPaperAndBadSuffixExit2) {
    QTemporaryDir dir;
    auto result = runCli({QStringLiteral("mat"), QStringLiteral("--paper"), QStringLiteral("a5"),
                          QStringLiteral("--out"), dir.filePath(QStringLiteral("m.pdf"))});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_TRUE(result.err.contains(QStringLiteral("a5")));
    result = runCli(
        {QStringLiteral("mat"), QStringLiteral("--out"), dir.filePath(QStringLiteral("m.svg"))});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("m.svg"))));
}

TEST(FindMatCommand, PhotoWithoutMatExits2WithOneLine) {
    QTemporaryDir dir;
    const QString blank = dir.filePath(QStringLiteral("blank.png"));
    cv::imwrite(blank.toStdString(), cv::Mat(300, 400, CV_8UC3, cv::Scalar(120, 130, 140)));
    const auto result = runCli({QStringLiteral("find-mat"), blank, QStringLiteral("--json")});
    EXPECT_EQ(result.exitCode, 2);
    EXPECT_EQ(result.err.count(QLatin1Char('\n')), 1) << result.err.toStdString();
    EXPECT_TRUE(result.err.contains(QStringLiteral("0 of 4"))) << result.err.toStdString();
    EXPECT_TRUE(result.out.isEmpty());
}
