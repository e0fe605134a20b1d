#include <packmate/app/ColourStore.h>
#include <packmate/app/camera/CameraFeed.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

using namespace packmate::app;

namespace {

void writeColours(const QTemporaryDir& dir, const QByteArray& text) {
    QFile file(colourFilePath(dir.path()));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

TEST(CameraFeed, ADamagedColourCalibrationIsReportedNotThrown) {
    QTemporaryDir dir;
    writeColours(dir, R"({"sticks":{},"mat_id":3,)"
                      R"("reference":{"white":[240,238,230],"grey":[120,118,115],)"
                      R"("black":[20,20,22]}})");
    CameraFeed feed;
    QSignalSpy changed(&feed, &CameraFeed::sourceChanged);
    feed.setColoursDir(dir.path()); // a QML property setter: must not throw
    EXPECT_TRUE(feed.errorString().contains(QStringLiteral("mat_id")))
        << feed.errorString().toStdString();
    EXPECT_GE(changed.count(), 1);
    feed.setActive(false); // restarting the source keeps the calibration's error
    EXPECT_FALSE(feed.errorString().isEmpty());

    feed.setColoursDir(QString());
    EXPECT_TRUE(feed.errorString().isEmpty());
}

TEST(CameraFeed, ATruncatedColourCalibrationIsReported) {
    QTemporaryDir dir;
    writeColours(dir, R"({"sticks":{"W":[0.95,0.9)");
    CameraFeed feed;
    feed.setColoursDir(dir.path());
    EXPECT_TRUE(feed.errorString().contains(colourFilePath(dir.path())))
        << feed.errorString().toStdString();
}

TEST(CameraFeed, AGoodColourCalibrationGivesNoError) {
    QTemporaryDir dir;
    writeColours(dir, R"({"sticks":{},"mat_id":"A4",)"
                      R"("reference":{"white":[240,238,230],"grey":[120,118,115],)"
                      R"("black":[20,20,22]}})");
    CameraFeed feed;
    feed.setColoursDir(dir.path());
    EXPECT_TRUE(feed.errorString().isEmpty()) << feed.errorString().toStdString();
}
