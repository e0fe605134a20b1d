#include <packmate/app/camera/CameraFeed.h>
#include <packmate/app/camera/FileFrameSource.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace packmate::app;

namespace {

/// A short MJPG AVI (what cv::VideoWriter writes and QMediaPlayer plays headless).
QString writeVideo(const QTemporaryDir& dir, int frames) {
    const QString path = dir.filePath("clip.avi");
    cv::VideoWriter writer(path.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), 15,
                           cv::Size(320, 240));
    for (int i = 0; i < frames; ++i) {
        cv::Mat frame(240, 320, CV_8UC3, cv::Scalar(60, 90, 60));
        cv::rectangle(frame, cv::Rect(40 + i * 4, 60, 120, 80), cv::Scalar(230, 230, 230),
                      cv::FILLED);
        writer.write(frame);
    }
    return path;
}

} // namespace

TEST(FileFrameSource, AMissingFileIsReportedNotFed) {
    QVideoSink sink;
    FileFrameSource source(FileFrameSource::Kind::Image, QStringLiteral("/no/such/file.png"));
    EXPECT_FALSE(source.start(&sink));
    EXPECT_TRUE(source.errorString().contains("/no/such/file.png"));
}

TEST(FileFrameSource, AnImageFeedsTheSinkAgainAndAgain) {
    QTemporaryDir dir;
    QImage image(200, 100, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    const QString path = dir.filePath("still.png");
    ASSERT_TRUE(image.save(path));
    QVideoSink sink;
    QSignalSpy frames(&sink, &QVideoSink::videoFrameChanged);
    FileFrameSource source(FileFrameSource::Kind::Image, path);
    ASSERT_TRUE(source.start(&sink)) << source.errorString().toStdString();
    EXPECT_EQ(frames.count(), 1);
    EXPECT_EQ(sink.videoFrame().size(), QSize(200, 100));
    EXPECT_TRUE(QTest::qWaitFor([&] { return frames.count() >= 2; }, 3000))
        << "offered again for late listeners";
}

TEST(CameraFeed, AVideoFilePlaysThroughThePipeline) {
    QTemporaryDir dir;
    const QString path = writeVideo(dir, 30);
    QVideoSink sink;
    CameraFeed feed;
    feed.setVideoPath(path);
    feed.setVideoSink(&sink);
    ASSERT_TRUE(QTest::qWaitFor([&] { return feed.framesProcessed() >= 3; }, 15000))
        << "frames seen " << feed.framesSeen() << ", error: " << feed.errorString().toStdString();
    EXPECT_EQ(feed.result().value("width").toInt(), 320);
    EXPECT_EQ(feed.framesSeen(), feed.framesProcessed() + feed.framesDropped());
}
