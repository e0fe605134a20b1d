#pragma once

#include <packmate/app/camera/FileFrameSource.h>
#include <packmate/app/camera/FrameDispatcher.h>
#include <packmate/app/camera/ReaderSelector.h>

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QVariantList>
#include <QVariantMap>
#include <QVideoSink>

#include <memory>

namespace packmate::app {

/// The camera side of a screen: listens to a video sink (a VideoOutput's, fed by a real
/// camera or by a file), runs the frame pipeline on it and exposes the latest result.
/// With `imagePath` or `videoPath` set, it feeds the sink itself (`--image`, `--video`).
class CameraFeed : public QObject {
    Q_OBJECT
    Q_PROPERTY(QVideoSink* videoSink READ videoSink WRITE setVideoSink NOTIFY videoSinkChanged)
    Q_PROPERTY(QString imagePath READ imagePath WRITE setImagePath NOTIFY sourceChanged)
    Q_PROPERTY(QString videoPath READ videoPath WRITE setVideoPath NOTIFY sourceChanged)
    Q_PROPERTY(bool usesFile READ usesFile NOTIFY sourceChanged)
    Q_PROPERTY(bool active READ active WRITE setActive NOTIFY activeChanged)
    Q_PROPERTY(QString errorString READ errorString NOTIFY sourceChanged)
    Q_PROPERTY(QVariantMap result READ result NOTIFY resultChanged)
    Q_PROPERTY(bool readQrCodes READ readQrCodes WRITE setReadQrCodes NOTIFY readQrCodesChanged)
    Q_PROPERTY(bool readDice READ readDice WRITE setReadDice NOTIFY readDiceChanged)
    Q_PROPERTY(QString coloursDir READ coloursDir WRITE setColoursDir NOTIFY coloursDirChanged)
    Q_PROPERTY(bool readTruck READ readTruck WRITE setReadTruck NOTIFY readTruckChanged)
    Q_PROPERTY(QVariantMap truckCard READ truckCard WRITE setTruckCard NOTIFY readTruckChanged)
    Q_PROPERTY(QVariantList truckCargo READ truckCargo WRITE setTruckCargo NOTIFY readTruckChanged)
    Q_PROPERTY(int framesSeen READ framesSeen NOTIFY statsChanged)
    Q_PROPERTY(int framesProcessed READ framesProcessed NOTIFY statsChanged)
    Q_PROPERTY(int framesDropped READ framesDropped NOTIFY statsChanged)

public:
    /// Uses the ReaderSelector: frame quality with QR codes on demand, vision's dice reader,
    /// or vision's truck photo scorer.
    explicit CameraFeed(QObject* parent = nullptr);
    CameraFeed(std::shared_ptr<FrameProcessor> processor, QObject* parent);
    ~CameraFeed() override;

    QVideoSink* videoSink() const { return sink_; }
    void setVideoSink(QVideoSink* sink);
    QString imagePath() const { return imagePath_; }
    void setImagePath(const QString& path);
    QString videoPath() const { return videoPath_; }
    void setVideoPath(const QString& path);
    bool usesFile() const { return !imagePath_.isEmpty() || !videoPath_.isEmpty(); }
    bool active() const { return active_; }
    void setActive(bool active);
    /// What is wrong with the source (file) or the colour calibration; empty when nothing.
    QString errorString() const;
    QVariantMap result() const { return dispatcher_.lastResult(); }
    bool readQrCodes() const { return readQrCodes_; }
    void setReadQrCodes(bool on);
    bool readDice() const { return readDice_; }
    void setReadDice(bool on);
    /// The data folder whose colour calibration the readers use ("" = typical colours). A
    /// calibration that cannot be read gives typical colours and an errorString.
    QString coloursDir() const { return coloursDir_; }
    void setColoursDir(const QString& folder);
    bool readTruck() const { return readTruck_; }
    void setReadTruck(bool on);
    /// The truck to read: {"id", "layers", "grid"} (empty: none).
    QVariantMap truckCard() const { return truckCard_; }
    void setTruckCard(const QVariantMap& card);
    /// The cargo from the dice, counts of W, G, B, T, V (empty: unknown).
    QVariantList truckCargo() const { return truckCargo_; }
    void setTruckCargo(const QVariantList& cargo);
    /// The frame the truck reader last read, as a JPEG data URL (a still photo of it); empty
    /// when none was read.
    Q_INVOKABLE QString frameDataUrl() const;
    int framesSeen() const { return dispatcher_.framesSeen(); }
    int framesProcessed() const { return dispatcher_.framesProcessed(); }
    int framesDropped() const { return dispatcher_.framesDropped(); }

signals:
    void videoSinkChanged();
    void sourceChanged();
    void activeChanged();
    void resultChanged();
    void statsChanged();
    void readQrCodesChanged();
    void readDiceChanged();
    void coloursDirChanged();
    void readTruckChanged();

private:
    void restartFileSource();
    void updateTruck();

    std::shared_ptr<FrameProcessor> processor_;
    std::shared_ptr<ReaderSelector> readers_;
    bool readQrCodes_ = false;
    bool readDice_ = false;
    QString coloursDir_;
    bool readTruck_ = false;
    QVariantMap truckCard_;
    QVariantList truckCargo_;
    FrameDispatcher dispatcher_;
    QPointer<QVideoSink> sink_;
    QString imagePath_;
    QString videoPath_;
    QString error_;
    QString coloursError_;
    bool active_ = true;
    std::unique_ptr<FileFrameSource> fileSource_;
    QTimer statsTimer_;
};

} // namespace packmate::app
