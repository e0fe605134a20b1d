// packmate-camera-bench: feeds the camera pipeline like a live camera (frames at a fixed
// rate into a QVideoSink) and reports how many frames were read and dropped, how long a
// frame takes, and the process's memory. Run on one core with `taskset -c 0`.
//   packmate-camera-bench [--seconds 10] [--fps 15] [--size 1280x960] [--image FILE]
//                         [--qr | --dice | --truck SCENE.json]
//   packmate-camera-bench --write-video OUT.avi [--seconds 10] [--fps 15] [--size 1280x960]
//                         [--image FILE]
// --truck reads the loaded truck with the card and cargo of a datasets/trucks scene's truth.
#include <packmate/app/camera/DiceFrameProcessor.h>
#include <packmate/app/camera/FrameDispatcher.h>
#include <packmate/app/camera/FrameQualityProcessor.h>
#include <packmate/app/camera/QrFrameProcessor.h>
#include <packmate/app/camera/TruckFrameProcessor.h>
#include <packmate/app/camera/VideoFrameFromImage.h>
#include <packmate/app/scoring/TruckReading.h>

#include <opencv2/imgproc.hpp>
#include <opencv2/videoio.hpp>

#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTimer>

#include <iostream>
#include <mutex>

namespace {

/// Wraps a processor to time each frame.
class TimedProcessor : public packmate::app::FrameProcessor {
public:
    explicit TimedProcessor(std::shared_ptr<FrameProcessor> inner) : inner_(std::move(inner)) {}
    QVariantMap process(const QImage& frame) override {
        QElapsedTimer timer;
        timer.start();
        QVariantMap result = inner_->process(frame);
        const double ms = static_cast<double>(timer.nsecsElapsed()) / 1e6;
        std::lock_guard lock(mutex_);
        totalMs_ += ms;
        maxMs_ = std::max(maxMs_, ms);
        ++count_;
        return result;
    }
    void report() const {
        std::lock_guard lock(mutex_);
        std::cout << "process_ms_mean " << (count_ ? totalMs_ / count_ : 0.0) << "\nprocess_ms_max "
                  << maxMs_ << '\n';
    }

private:
    std::shared_ptr<FrameProcessor> inner_;
    mutable std::mutex mutex_;
    double totalMs_ = 0, maxMs_ = 0;
    int count_ = 0;
};

QImage syntheticFrame(QSize size, int index) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(QColor(90, 110, 80));
    QPainter painter(&image);
    painter.setBrush(QColor(240, 240, 230));
    painter.drawRect(200 + index % 40, 150, size.width() / 2, size.height() / 2);
    for (int i = 0; i < 12; ++i) {
        painter.setBrush(QColor::fromHsv(i * 30, 200, 200));
        painter.drawRect(260 + i * 40, 200 + (index + i * 7) % 60, 30, 120);
    }
    return image;
}

QString memoryLine(const char* key) {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) return {};
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith(key)) return QString::fromLatin1(line).simplified();
    return {};
}

/// The truck reader set to the card and cargo of a rendered scene's truth file.
std::shared_ptr<packmate::app::FrameProcessor> truckReader(const QString& truthPath) {
    QFile file(truthPath);
    if (!file.open(QIODevice::ReadOnly)) return nullptr;
    const QJsonObject truth = QJsonDocument::fromJson(file.readAll()).object();
    packmate::Cargo cargo;
    for (int i = 0; i < packmate::kColourCount; ++i)
        cargo.counts[static_cast<std::size_t>(i)] = truth["cargo"].toArray()[i].toInt();
    auto reader = std::make_shared<packmate::app::TruckFrameProcessor>();
    reader->setTruck(packmate::app::truckCardFromVariant(truth["card"].toObject().toVariantMap()),
                     cargo);
    return reader;
}

/// Frame `index` of a video made from a still: the picture drifts a few pixels, as a hand
/// holding a tablet does.
QImage driftingFrame(const QImage& still, QSize size, int index) {
    QImage frame(size, QImage::Format_RGB32);
    frame.fill(Qt::black);
    QPainter painter(&frame);
    const int dx = (index % 9) - 4;
    const int dy = ((index / 3) % 7) - 3;
    painter.drawImage(QPoint(dx, dy), still.scaled(size));
    return frame;
}

int writeVideo(const QString& path, QSize size, int fps, int seconds, const QImage& still) {
    cv::VideoWriter writer(path.toStdString(), cv::VideoWriter::fourcc('M', 'J', 'P', 'G'), fps,
                           cv::Size(size.width(), size.height()));
    if (!writer.isOpened()) {
        std::cerr << "cannot write " << path.toStdString() << '\n';
        return 1;
    }
    for (int i = 0; i < fps * seconds; ++i) {
        const QImage frame =
            (still.isNull() ? syntheticFrame(size, i) : driftingFrame(still, size, i))
                .convertToFormat(QImage::Format_RGB888);
        cv::Mat rgb(frame.height(), frame.width(), CV_8UC3, const_cast<uchar*>(frame.constBits()),
                    static_cast<size_t>(frame.bytesPerLine()));
        cv::Mat bgr;
        cv::cvtColor(rgb, bgr, cv::COLOR_RGB2BGR);
        writer.write(bgr);
    }
    std::cout << "wrote " << fps * seconds << " frames to " << path.toStdString() << '\n';
    return 0;
}

} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions(
        {{"seconds", "How long to run.", "N", "10"},
         {"fps", "Frames per second offered.", "N", "15"},
         {"size", "Frame size.", "WxH", "1280x960"},
         {"image", "Use this image as every frame.", "FILE"},
         {"write-video", "Write a synthetic MJPG video and exit.", "FILE"},
         {"qr", "Also read QR codes in every frame (the hand-over scanner)."},
         {"dice", "Read the dice in every frame (the dice camera)."},
         {"truck", "Read the loaded truck of this scene (its truth JSON) in every frame.",
          "SCENE.json"}});
    parser.process(app);
    const int seconds = parser.value("seconds").toInt();
    const int fps = parser.value("fps").toInt();
    const QStringList parts = parser.value("size").split('x');
    const QSize size(parts.value(0).toInt(), parts.value(1).toInt());
    if (seconds <= 0 || fps <= 0 || size.isEmpty()) {
        std::cerr << "bad --seconds, --fps or --size\n";
        return 2;
    }
    if (parser.isSet("write-video"))
        return writeVideo(parser.value("write-video"), size, fps, seconds,
                          parser.isSet("image") ? QImage(parser.value("image")) : QImage());

    QList<QVideoFrame> frames;
    if (parser.isSet("image")) {
        const QImage image(parser.value("image"));
        if (image.isNull()) return 2;
        // Two frame objects: a sink does not report the very same frame twice.
        for (int i = 0; i < 2; ++i)
            frames << packmate::app::videoFrameFromImage(image.scaled(size));
    } else {
        for (int i = 0; i < 8; ++i)
            frames << packmate::app::videoFrameFromImage(syntheticFrame(size, i * 5));
    }

    std::shared_ptr<packmate::app::FrameProcessor> stage =
        std::make_shared<packmate::app::FrameQualityProcessor>();
    if (parser.isSet("qr")) {
        auto qr = std::make_shared<packmate::app::QrFrameProcessor>();
        qr->setReadQrCodes(true);
        stage = qr;
    }
    if (parser.isSet("dice")) stage = std::make_shared<packmate::app::DiceFrameProcessor>();
    if (parser.isSet("truck")) {
        stage = truckReader(parser.value("truck"));
        if (!stage) {
            std::cerr << "cannot read " << parser.value("truck").toStdString() << '\n';
            return 2;
        }
    }
    auto timed = std::make_shared<TimedProcessor>(stage);
    packmate::app::FrameDispatcher dispatcher(timed);
    QVideoSink sink;
    dispatcher.setVideoSink(&sink);
    int offered = 0;
    QTimer feeder;
    feeder.setTimerType(Qt::PreciseTimer);
    feeder.setInterval(1000 / fps);
    QObject::connect(&feeder, &QTimer::timeout,
                     [&] { sink.setVideoFrame(frames[offered++ % frames.size()]); });
    feeder.start();
    QTimer::singleShot(seconds * 1000, &app, [&] {
        feeder.stop();
        dispatcher.waitForIdle();
        app.quit();
    });
    QElapsedTimer wall;
    wall.start();
    QGuiApplication::exec();
    const double elapsed = static_cast<double>(wall.elapsed()) / 1000.0;
    std::cout << "frames_offered " << dispatcher.framesSeen() << "\nframes_processed "
              << dispatcher.framesProcessed() << "\nframes_dropped " << dispatcher.framesDropped()
              << "\noffered_fps " << dispatcher.framesSeen() / elapsed << "\nprocessed_fps "
              << dispatcher.framesProcessed() / elapsed << '\n';
    timed->report();
    std::cout << memoryLine("VmRSS").toStdString() << '\n'
              << memoryLine("VmHWM").toStdString() << '\n';
    return 0;
}
