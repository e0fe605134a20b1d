#pragma once

#include <QImage>
#include <QMutex>
#include <QQuickItem>
#include <QRectF>
#include <QSGTexture>
#include <QVideoFrame>
#include <QVideoSink>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>

/// VideoOutput for the software scene graph, which Qt 6.4's VideoOutput does not draw into.
/// Shows the newest frame of its own video sink, fitted into the item with its aspect ratio
/// kept. Frames that arrive while one waits to be drawn replace it: dropped, never queued.
/// CameraView.qml uses it only when the software scene graph draws the window (the app's choice
/// without a GPU, see packmate/app/SceneGraphChoice.h).
class SoftwareVideoOutput : public QQuickItem {
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QVideoSink* videoSink READ videoSink CONSTANT)
    Q_PROPERTY(QRectF contentRect READ contentRect NOTIFY contentRectChanged)

public:
    explicit SoftwareVideoOutput(QQuickItem* parent = nullptr);

    QVideoSink* videoSink() { return &sink_; }
    /// Where the picture is drawn, in item coordinates (as VideoOutput.contentRect).
    QRectF contentRect() const { return contentRect_; }

signals:
    void contentRectChanged();

protected:
    QSGNode* updatePaintNode(QSGNode* old, UpdatePaintNodeData* data) override;
    void geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) override;

private:
    void takeFrame(const QVideoFrame& frame); // any thread
    void showNewestFrame();                   // GUI thread
    void updateContentRect();

    QVideoSink sink_;
    QMutex mutex_;
    QVideoFrame pending_;
    std::atomic<bool> showQueued_{false};
    QImage image_;
    bool imageChanged_ = false;
    std::unique_ptr<QSGTexture> texture_;
    QRectF contentRect_;
};
