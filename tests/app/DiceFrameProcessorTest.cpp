#include "SharedData.h"

#include <packmate/app/camera/DiceFrameProcessor.h>
#include <packmate/app/camera/ReaderSelector.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QImage>

using namespace packmate::app;

namespace {

QString devPhoto(const char* name) {
    return QString::fromStdString(
        (packmate::testing::sharedDir() / "datasets" / "dice-real-dev" / "valid" / name).string());
}

int labelledDice(const QString& photo) {
    QFile labels(QString(photo).replace(QStringLiteral(".jpg"), QStringLiteral(".txt")));
    if (!labels.open(QIODevice::ReadOnly)) return -1;
    return static_cast<int>(labels.readAll().trimmed().split('\n').size());
}

} // namespace

TEST(DiceFrameProcessor, OutlinesTheDiceOfARealPhotoInsideTheFrame) {
    PACKMATE_REQUIRE_SHARED();
    const QString photo = devPhoto("valid_5.jpg");
    const QImage image(photo);
    ASSERT_FALSE(image.isNull());
    DiceFrameProcessor processor;
    const QVariantMap result = processor.process(image);
    const QVariantList dice = result.value("dice").toList();
    ASSERT_GE(dice.size(), 1) << "labelled: " << labelledDice(photo);
    for (const QVariant& entry : dice) {
        const QVariantMap die = entry.toMap();
        EXPECT_GE(die.value("x").toDouble(), 0.0);
        EXPECT_GE(die.value("y").toDouble(), 0.0);
        EXPECT_LE(die.value("x").toDouble() + die.value("w").toDouble(), 1.001);
        EXPECT_LE(die.value("y").toDouble() + die.value("h").toDouble(), 1.001);
        EXPECT_GT(die.value("w").toDouble(), 0.0);
    }
    EXPECT_EQ(result.value("needed").toInt(), 5);
    EXPECT_EQ(result.value("width").toInt(), image.width());
}

TEST(DiceFrameProcessor, ABlankFrameHasNoDiceAndNeverSettles) {
    QImage table(320, 240, QImage::Format_RGB32);
    table.fill(QColor(170, 130, 90));
    DiceFrameProcessor processor(3);
    QVariantMap result;
    for (int i = 0; i < 4; ++i)
        result = processor.process(table);
    EXPECT_TRUE(result.value("dice").toList().isEmpty());
    EXPECT_FALSE(result.value("stable").toBool());
    EXPECT_FALSE(result.contains("cargo"));
}

TEST(ReaderSelector, SwitchesBetweenTheFrameCheckAndTheDiceReader) {
    ReaderSelector readers;
    QImage table(320, 240, QImage::Format_RGB32);
    table.fill(QColor(170, 130, 90));
    EXPECT_FALSE(readers.wantsColour());
    EXPECT_TRUE(readers.process(table).contains("ready"));
    readers.setReadDice(true);
    EXPECT_TRUE(readers.wantsColour());
    EXPECT_TRUE(readers.process(table).contains("dice"));
}
