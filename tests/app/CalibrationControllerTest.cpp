// The calibration screens' core: mat PDF, colours learnt from a rendered photo and stored,
// the light check, a card's loading area proposed from a photo; bad photos store nothing.
#include <packmate/app/CalibrationController.h>
#include <packmate/app/ColourStore.h>
#include <packmate/app/camera/DiceFrameProcessor.h>
#include <packmate/engine/Json.h>

#include <gtest/gtest.h>
#include <opencv2/imgcodecs.hpp>

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QVideoFrame>
#include <QVideoFrameFormat>
#include <QVideoSink>

#include <ProjectFiles.h>
#include <SharedData.h>
#include <cmath>
#include <fstream>

using packmate::app::CalibrationController;

using packmate::testing::calibrationScene;
using packmate::testing::readFileBytes;

namespace {

QString writeCorruptJpeg(const QTemporaryDir& dir) {
    const QString path = dir.filePath(QStringLiteral("broken.jpg"));
    std::ofstream(path.toStdString()) << "\xff\xd8\xff\xe0 not really a photo";
    return path;
}

// A photo without a mat: the rendered scene's upper left corner, away from every marker.
QString writeNoMatPhoto(const QTemporaryDir& dir) {
    const cv::Mat photo =
        cv::imread(calibrationScene("colours/colours_dev_0000.jpg").toStdString());
    const QString path = dir.filePath(QStringLiteral("nomat.png"));
    cv::imwrite(path.toStdString(), photo(cv::Rect(0, 0, 120, 90)).clone());
    return path;
}

} // namespace

TEST(CalibrationController, SavesTheMatAsAPdf) {
    QTemporaryDir dir;
    CalibrationController calibration;
    calibration.setDataDir(dir.path());
    calibration.setMatFolder(dir.filePath(QStringLiteral("print")));
    ASSERT_TRUE(calibration.saveMat(QStringLiteral("letter")))
        << calibration.lastError().toStdString();
    EXPECT_TRUE(calibration.matPath().endsWith(QStringLiteral("print/packmate-mat-letter.pdf")));
    EXPECT_TRUE(readFileBytes(calibration.matPath()).startsWith("%PDF"));
    EXPECT_FALSE(calibration.saveMat(QStringLiteral("a3")));
    EXPECT_TRUE(calibration.lastError().contains(QStringLiteral("a4")));
    EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("print/packmate-mat-a3.pdf"))));
}

TEST(CalibrationController, LearnsStoresAndReloadsTheColours) {
    QTemporaryDir dir;
    {
        CalibrationController calibration;
        calibration.setDataDir(dir.path());
        EXPECT_FALSE(calibration.hasColours());
        ASSERT_TRUE(calibration.calibrateColours(calibrationScene("colours/colours_dev_0000.jpg")))
            << calibration.lastError().toStdString();
    }
    CalibrationController again;
    again.setDataDir(dir.path());
    ASSERT_TRUE(again.hasColours());
    ASSERT_EQ(again.colours().size(), 5);
    QStringList letters;
    for (const QVariant& swatch : again.colours()) {
        const QVariantMap map = swatch.toMap();
        letters << map[QStringLiteral("letter")].toString();
        EXPECT_TRUE(map[QStringLiteral("colour")].toString().startsWith(QLatin1Char('#')));
        EXPECT_GT(map[QStringLiteral("separation")].toDouble(), 0.0);
    }
    EXPECT_EQ(letters.join(QString()), QStringLiteral("WGBTV"));
    EXPECT_FALSE(again.colourQuality().isEmpty());

    // What the readers get: the learnt model, not the defaults.
    const auto stored = packmate::app::loadStoredColours(dir.path());
    ASSERT_TRUE(stored);
    EXPECT_EQ(packmate::app::truckColourModel(dir.path()), stored->model);
    EXPECT_NE(packmate::app::truckColourModel(dir.path()), packmate::vision::ColourModel{});
    const auto dice = packmate::app::diceColourModel(dir.path());
    const auto defaults = packmate::vision::dice::DiceColourModel::defaults();
    ASSERT_EQ(dice.references.size(), defaults.references.size());
    int changed = 0;
    for (std::size_t i = 0; i < dice.references.size(); ++i)
        if (dice.references[i].lab != defaults.references[i].lab) ++changed;
    EXPECT_EQ(changed, 5);
}

TEST(CalibrationController, BadPhotosStoreNothing) {
    QTemporaryDir dir;
    CalibrationController calibration;
    calibration.setDataDir(dir.path());
    const QString colourFile = packmate::app::colourFilePath(dir.path());
    EXPECT_FALSE(calibration.calibrateColours(writeCorruptJpeg(dir)));
    EXPECT_FALSE(calibration.lastError().isEmpty());
    EXPECT_FALSE(calibration.calibrateColours(dir.filePath(QStringLiteral("missing.jpg"))));
    EXPECT_FALSE(calibration.calibrateColours(writeNoMatPhoto(dir)));
    EXPECT_TRUE(calibration.lastError().contains(QStringLiteral("mat")))
        << calibration.lastError().toStdString();
    EXPECT_FALSE(QFile::exists(colourFile));
    EXPECT_FALSE(calibration.hasColours());

    // A good calibration is kept when a later one fails.
    ASSERT_TRUE(calibration.calibrateColours(calibrationScene("colours/colours_dev_0000.jpg")));
    const QByteArray stored = readFileBytes(colourFile);
    EXPECT_FALSE(calibration.calibrateColours(writeNoMatPhoto(dir)));
    EXPECT_EQ(readFileBytes(colourFile), stored);
    EXPECT_TRUE(calibration.hasColours());

    EXPECT_TRUE(calibration.registerCard(writeCorruptJpeg(dir)).isEmpty());
    EXPECT_FALSE(calibration.lastError().isEmpty());
    EXPECT_TRUE(calibration.registerCard(writeNoMatPhoto(dir)).isEmpty());
}

TEST(CalibrationController, ADamagedStoredCalibrationAsksForANewOne) {
    QTemporaryDir dir;
    {
        QFile file(packmate::app::colourFilePath(dir.path()));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(R"({"sticks":{},"mat_id":3,"reference":{"white":[240,238,230],)"
                   R"("grey":[120,118,115],"black":[20,20,22]}})");
    }
    CalibrationController calibration;
    calibration.setDataDir(dir.path()); // must not throw
    EXPECT_FALSE(calibration.hasColours());
    EXPECT_TRUE(calibration.lastError().contains(QStringLiteral("calibrate the colours again")))
        << calibration.lastError().toStdString();
    EXPECT_TRUE(calibration.lastError().contains(QStringLiteral("mat_id")));
    EXPECT_FALSE(calibration.checkLight(calibrationScene("colours/colours_dev_0000.jpg")));
    EXPECT_TRUE(calibration.lastError().contains(QStringLiteral("calibrate the colours again")));
    // A new calibration replaces the damaged file.
    ASSERT_TRUE(calibration.calibrateColours(calibrationScene("colours/colours_dev_0000.jpg")))
        << calibration.lastError().toStdString();
    EXPECT_TRUE(calibration.hasColours());
}

TEST(CalibrationController, TheLightCheckWarnsWhenTheLightChanged) {
    QTemporaryDir dir;
    CalibrationController calibration;
    calibration.setDataDir(dir.path());
    EXPECT_FALSE(calibration.checkLight(calibrationScene("colours/colours_dev_0000.jpg")));
    EXPECT_FALSE(calibration.lastError().isEmpty()); // nothing to compare with yet
    ASSERT_TRUE(calibration.calibrateColours(calibrationScene("colours/colours_dev_0000.jpg")));
    ASSERT_TRUE(calibration.checkLight(calibrationScene("colours/colours_dev_0000.jpg")));
    EXPECT_TRUE(calibration.light()[QStringLiteral("checked")].toBool());
    EXPECT_FALSE(calibration.light()[QStringLiteral("changed")].toBool());
    // Learnt under a warm lamp, now under a cool one.
    ASSERT_TRUE(calibration.checkLight(calibrationScene("colours/colours_dev_0001.jpg")));
    EXPECT_TRUE(calibration.light()[QStringLiteral("changed")].toBool());
}

TEST(CalibrationController, ProposesTheLoadingAreaOfACard) {
    CalibrationController calibration;
    const QVariantMap proposal =
        calibration.registerCard(calibrationScene("cards/cards_dev_0000.jpg"));
    ASSERT_FALSE(proposal.isEmpty()) << calibration.lastError().toStdString();
    // Ground truth of the rendered scene (cards_dev_0000.json): 2 × 5, all loading cells.
    EXPECT_EQ(proposal[QStringLiteral("grid")].toStringList(),
              (QStringList{QStringLiteral("#####"), QStringLiteral("#####")}));
    EXPECT_GE(proposal[QStringLiteral("layers")].toInt(), 0);
    EXPECT_LE(proposal[QStringLiteral("layers")].toInt(), 4);
    EXPECT_GT(proposal[QStringLiteral("confidence")].toDouble(), 0.0);
}

TEST(CalibrationController, SavesACameraStill) {
    QTemporaryDir dir;
    CalibrationController calibration;
    calibration.setDataDir(dir.path());
    EXPECT_TRUE(calibration.saveStill(nullptr).isEmpty());
    QVideoSink sink;
    EXPECT_TRUE(calibration.saveStill(&sink).isEmpty()); // no frame yet
    QVideoFrame frame(QVideoFrameFormat(QSize(64, 48), QVideoFrameFormat::Format_BGRA8888));
    ASSERT_TRUE(frame.map(QVideoFrame::WriteOnly));
    std::fill(frame.bits(0), frame.bits(0) + frame.mappedBytes(0), uchar(200));
    frame.unmap();
    sink.setVideoFrame(frame);
    const QString path = calibration.saveStill(&sink);
    ASSERT_FALSE(path.isEmpty()) << calibration.lastError().toStdString();
    EXPECT_EQ(QImage(path).size(), QSize(64, 48));
}

namespace {

// Dice of a rendered dev scene whose colour the reader gets right (nearest die within 25 px).
int diceColoursRight(packmate::app::DiceFrameProcessor& reader, const std::string& scenePath) {
    const QImage frame(QString::fromStdString(scenePath + ".jpg"));
    const QVariantList dice = reader.process(frame).value(QStringLiteral("dice")).toList();
    std::ifstream file(scenePath + ".json");
    const packmate::Json truth = packmate::Json::parse(file);
    int right = 0;
    for (const auto& die : truth["dice"]) {
        const double x = die["center"][0].get<double>(), y = die["center"][1].get<double>();
        double nearest = 25;
        QString colour;
        for (const QVariant& seen : dice) {
            const QVariantMap map = seen.toMap();
            const double cx =
                (map[QStringLiteral("x")].toDouble() + map[QStringLiteral("w")].toDouble() / 2) *
                frame.width();
            const double cy =
                (map[QStringLiteral("y")].toDouble() + map[QStringLiteral("h")].toDouble() / 2) *
                frame.height();
            if (std::hypot(cx - x, cy - y) < nearest)
                nearest = std::hypot(cx - x, cy - y),
                colour = map[QStringLiteral("colour")].toString();
        }
        if (colour.toStdString() == die["colour"].get<std::string>()) ++right;
    }
    return right;
}

} // namespace

// The dice reader classifies into the calibrated colours: its answers change with them. Since
// the reader re-reads colours in the frame's light (FrameColours, dice-v2), the typical colours
// read the rendered dev/ dice about as well as calibrated ones (scripts/eval-dice-calibration.py
// dev: warm 197 / 0 wrong typical, 195 / 2 calibrated; cool 200 / 0 both), so the test no
// longer asks calibration to beat them, only to be used and to stay right on a warm scene.
TEST(CalibrationController, TheDiceReaderUsesTheCalibratedColours) {
    QTemporaryDir dir;
    CalibrationController calibration;
    calibration.setDataDir(dir.path());
    ASSERT_TRUE(calibration.calibrateColours(calibrationScene("colours/colours_dev_0000.jpg")));
    packmate::app::DiceFrameProcessor typical;
    packmate::app::DiceFrameProcessor calibrated;
    calibrated.setColours(packmate::app::diceColourModel(dir.path()));
    const auto scene = [](const char* name) {
        return (packmate::testing::sourceDir() / "datasets/dice/dev" / name).string();
    };
    // dev_0059 (cool lamp, calibrated under the warm one): the learnt colours read differently.
    EXPECT_NE(diceColoursRight(calibrated, scene("dev_0059")),
              diceColoursRight(typical, scene("dev_0059")));
    EXPECT_GE(diceColoursRight(calibrated, scene("dev_0013")), 10)
        << "dice whose colour the calibrated reader gets right";
}
