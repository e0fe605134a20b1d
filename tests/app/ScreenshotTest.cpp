#include "ProcessRunner.h"

#include <gtest/gtest.h>

#include <QImage>
#include <QTemporaryDir>

using packmate::testing::runProgram;

namespace {

int distinctGreys(const QImage& image) {
    std::array<bool, 256> seen{};
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            seen[static_cast<std::size_t>(qGray(image.pixel(x, y)))] = true;
    return static_cast<int>(std::count(seen.begin(), seen.end(), true));
}

} // namespace

TEST(AppScreenshot, RendersTheFirstScreenToAPng) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("first.png"));
    const auto result =
        runProgram(QStringLiteral("packmate"), {QStringLiteral("--screenshot"), path,
                                                QStringLiteral("--data-dir"), dir.path()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QImage image(path);
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.width(), 1280);
    EXPECT_EQ(image.height(), 800);
    // A real screen has text and controls, not one flat colour.
    EXPECT_GT(distinctGreys(image), 20);
}

TEST(AppScreenshot, PortraitSize) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("portrait.png"));
    const auto result = runProgram(QStringLiteral("packmate"),
                                   {QStringLiteral("--size"), QStringLiteral("800x1280"),
                                    QStringLiteral("--screenshot"), path,
                                    QStringLiteral("--data-dir"), dir.path()});
    ASSERT_EQ(result.exitCode, 0) << result.err.toStdString();
    const QImage image(path);
    EXPECT_EQ(image.width(), 800);
    EXPECT_EQ(image.height(), 1280);
}

TEST(AppScreenshot, BadOptionExits2) {
    const auto result =
        runProgram(QStringLiteral("packmate"), {QStringLiteral("--size"), QStringLiteral("huge")});
    EXPECT_EQ(result.exitCode, 2);
}
