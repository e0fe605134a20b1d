#pragma once

#include <QImage>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVideoSink>

class QMediaPlayer;

namespace packmate::app {

/// Feeds a video sink from a file instead of a camera: a still image (`--image`, offered
/// again every `repeatMs` so late listeners see it) or a video (`--video`, looped).
class FileFrameSource : public QObject {
    Q_OBJECT
public:
    enum class Kind { Image, Video };
    FileFrameSource(Kind kind, QString path, QObject* parent = nullptr);

    /// Starts feeding `sink`. Returns false (and says why in errorString) when the file
    /// cannot be read.
    bool start(QVideoSink* sink);
    void stop();
    QString errorString() const { return error_; }
    Kind kind() const { return kind_; }
    QString path() const { return path_; }

    static constexpr int repeatMs = 500;

private:
    void feedImage();

    Kind kind_;
    QString path_;
    QString error_;
    QPointer<QVideoSink> sink_;
    QImage image_;
    QTimer repeat_;
    QMediaPlayer* player_ = nullptr;
};

} // namespace packmate::app
