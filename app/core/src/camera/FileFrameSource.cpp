#include <packmate/app/camera/FileFrameSource.h>
#include <packmate/app/camera/VideoFrameFromImage.h>

#include <QFileInfo>
#include <QImageReader>
#include <QMediaPlayer>
#include <QUrl>

namespace packmate::app {

FileFrameSource::FileFrameSource(Kind kind, QString path, QObject* parent)
    : QObject(parent), kind_(kind), path_(std::move(path)) {
    repeat_.setInterval(repeatMs);
    connect(&repeat_, &QTimer::timeout, this, &FileFrameSource::feedImage);
}

bool FileFrameSource::start(QVideoSink* sink) {
    stop();
    sink_ = sink;
    if (!QFileInfo(path_).isFile()) {
        error_ = tr("File not found: %1").arg(path_);
        return false;
    }
    if (kind_ == Kind::Image) {
        QImageReader reader(path_);
        reader.setAutoTransform(true);
        image_ = reader.read();
        if (image_.isNull()) {
            error_ = tr("Cannot read the image %1: %2").arg(path_, reader.errorString());
            return false;
        }
        feedImage();
        repeat_.start();
        return true;
    }
    if (!player_) {
        player_ = new QMediaPlayer(this);
        player_->setLoops(QMediaPlayer::Infinite);
        connect(player_, &QMediaPlayer::errorOccurred, this,
                [this](QMediaPlayer::Error, const QString& message) { error_ = message; });
    }
    player_->setVideoSink(sink);
    player_->setSource(QUrl::fromLocalFile(QFileInfo(path_).absoluteFilePath()));
    player_->play();
    return true;
}

void FileFrameSource::stop() {
    repeat_.stop();
    if (player_) player_->stop();
}

void FileFrameSource::feedImage() {
    if (sink_ && !image_.isNull()) sink_->setVideoFrame(videoFrameFromImage(image_));
}

} // namespace packmate::app
