#pragma once

#include <packmate/app/camera/FrameProcessor.h>

#include <QObject>
#include <QPointer>
#include <QThreadPool>
#include <QVariantMap>
#include <QVideoFrame>
#include <QVideoSink>

#include <atomic>
#include <memory>

namespace packmate::app {

/// Takes frames from a QVideoSink and hands them to a FrameProcessor on a worker thread,
/// one frame in flight: frames that arrive while the worker is busy are dropped, never
/// queued. Results come back by queued signal, only when they differ from the last one.
class FrameDispatcher : public QObject {
    Q_OBJECT
public:
    explicit FrameDispatcher(std::shared_ptr<FrameProcessor> processor, QObject* parent = nullptr);
    ~FrameDispatcher() override;

    /// Listens to this sink's frames (nullptr stops listening).
    void setVideoSink(QVideoSink* sink);
    QVideoSink* videoSink() const { return sink_; }

    /// Offers one frame; returns false when it was dropped because the worker is busy.
    bool submit(const QVideoFrame& frame);

    int framesSeen() const { return seen_.load(); }
    int framesProcessed() const { return processed_.load(); }
    int framesDropped() const { return dropped_.load(); }
    QVariantMap lastResult() const { return lastResult_; }
    /// Blocks until the frame in flight (if any) is done. For tests and shutdown.
    void waitForIdle();

signals:
    void resultChanged(const QVariantMap& result);

private:
    void deliver(const QVariantMap& result);

    std::shared_ptr<FrameProcessor> processor_;
    QPointer<QVideoSink> sink_;
    QMetaObject::Connection sinkConnection_;
    QThreadPool worker_;
    std::atomic<bool> busy_{false};
    std::atomic<int> seen_{0};
    std::atomic<int> processed_{0};
    std::atomic<int> dropped_{0};
    QVariantMap workerLastResult_; // touched only by the single frame in flight
    QVariantMap lastResult_;       // GUI thread
};

} // namespace packmate::app
