#include <packmate/app/camera/FrameDispatcher.h>
#include <packmate/app/camera/FrameQualityProcessor.h>
#include <packmate/app/camera/VideoFrameFromImage.h>

#include <gtest/gtest.h>

#include <QCoreApplication>
#include <QSemaphore>
#include <QSignalSpy>

using namespace packmate::app;

namespace {

/// Blocks in process() until the test lets it go, so frames pile up while it is busy.
class GatedProcessor : public FrameProcessor {
public:
    QSemaphore entered;
    QSemaphore release;
    QVariantMap process(const QImage& frame) override {
        entered.release();
        release.acquire();
        return {{"width", frame.width()}};
    }
};

QImage filled(int width, QColor colour) {
    QImage image(width, 48, QImage::Format_RGB32);
    image.fill(colour);
    return image;
}

} // namespace

TEST(FrameDispatcher, DropsFramesWhileBusyInsteadOfQueueing) {
    auto processor = std::make_shared<GatedProcessor>();
    FrameDispatcher dispatcher(processor);
    QVideoSink sink;
    dispatcher.setVideoSink(&sink);
    QSignalSpy results(&dispatcher, &FrameDispatcher::resultChanged);

    sink.setVideoFrame(videoFrameFromImage(filled(64, Qt::red)));
    ASSERT_TRUE(processor->entered.tryAcquire(1, 5000));
    for (int i = 0; i < 9; ++i)
        sink.setVideoFrame(videoFrameFromImage(filled(64, Qt::blue)));
    EXPECT_EQ(dispatcher.framesSeen(), 10);
    EXPECT_EQ(dispatcher.framesDropped(), 9);
    processor->release.release();
    dispatcher.waitForIdle();
    EXPECT_EQ(dispatcher.framesProcessed(), 1);

    ASSERT_TRUE(results.wait(5000));
    ASSERT_EQ(results.count(), 1);
    EXPECT_EQ(results.at(0).at(0).toMap().value("width").toInt(), 64);
}

TEST(FrameDispatcher, ReportsOnlyResultsThatChanged) {
    auto processor = std::make_shared<GatedProcessor>();
    FrameDispatcher dispatcher(processor);
    QSignalSpy results(&dispatcher, &FrameDispatcher::resultChanged);
    const int widths[] = {64, 64, 64, 80};
    for (int width : widths) {
        processor->release.release();
        ASSERT_TRUE(dispatcher.submit(videoFrameFromImage(filled(width, Qt::gray))));
        dispatcher.waitForIdle();
    }
    QCoreApplication::processEvents();
    EXPECT_EQ(dispatcher.framesProcessed(), 4);
    ASSERT_EQ(results.count(), 2);
    EXPECT_EQ(results.at(1).at(0).toMap().value("width").toInt(), 80);
    EXPECT_EQ(dispatcher.lastResult().value("width").toInt(), 80);
}

TEST(FrameQualityProcessor, FlatDarkFramesAreNotReadyAndSharpBrightOnesAre) {
    FrameQualityProcessor processor;
    EXPECT_FALSE(processor.process(filled(320, QColor(10, 10, 10))).value("ready").toBool());
    QImage chequer(320, 240, QImage::Format_RGB32);
    for (int y = 0; y < chequer.height(); ++y)
        for (int x = 0; x < chequer.width(); ++x)
            chequer.setPixel(x, y, ((x / 8 + y / 8) % 2) ? qRgb(230, 230, 230) : qRgb(40, 40, 40));
    const QVariantMap result = processor.process(chequer);
    EXPECT_TRUE(result.value("ready").toBool()) << result.value("sharpness").toDouble();
    EXPECT_EQ(result.value("width").toInt(), 320);
}
