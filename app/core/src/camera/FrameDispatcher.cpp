#include <packmate/app/camera/ColourImage.h>
#include <packmate/app/camera/FrameDispatcher.h>

namespace packmate::app {
namespace {

/// The frame as an image, mapped once. Planar YUV frames (what cameras and decoders give)
/// yield their luminance plane only: the readers work on grey, and this skips a colour
/// conversion per frame. Packed RGB frames are wrapped as they are.
QImage imageOf(QVideoFrame frame, bool colour) {
    if (colour) return colourImageOf(frame);
    if (!frame.map(QVideoFrame::ReadOnly)) return {};
    QImage image;
    const QSize size = frame.size();
    switch (frame.pixelFormat()) {
    case QVideoFrameFormat::Format_NV12:
    case QVideoFrameFormat::Format_NV21:
    case QVideoFrameFormat::Format_YUV420P:
    case QVideoFrameFormat::Format_YV12:
    case QVideoFrameFormat::Format_YUV422P:
    case QVideoFrameFormat::Format_Y8:
        image = QImage(frame.bits(0), size.width(), size.height(), frame.bytesPerLine(0),
                       QImage::Format_Grayscale8)
                    .copy();
        break;
    case QVideoFrameFormat::Format_BGRA8888:
    case QVideoFrameFormat::Format_BGRX8888:
        image = QImage(frame.bits(0), size.width(), size.height(), frame.bytesPerLine(0),
                       QImage::Format_ARGB32)
                    .copy();
        break;
    case QVideoFrameFormat::Format_RGBA8888:
    case QVideoFrameFormat::Format_RGBX8888:
        image = QImage(frame.bits(0), size.width(), size.height(), frame.bytesPerLine(0),
                       QImage::Format_RGBA8888)
                    .copy();
        break;
    default:
        frame.unmap();
        return frame.toImage();
    }
    frame.unmap();
    return image;
}

} // namespace

FrameDispatcher::FrameDispatcher(std::shared_ptr<FrameProcessor> processor, QObject* parent)
    : QObject(parent), processor_(std::move(processor)) {
    worker_.setMaxThreadCount(1);
}

FrameDispatcher::~FrameDispatcher() {
    setVideoSink(nullptr);
    worker_.waitForDone();
}

void FrameDispatcher::setVideoSink(QVideoSink* sink) {
    if (sinkConnection_) disconnect(sinkConnection_);
    sink_ = sink;
    if (sink)
        // Direct: the frame arrives on whichever thread feeds the sink; submit() only looks
        // at an atomic flag and hands the (shared, not copied) frame to the worker.
        sinkConnection_ = connect(
            sink, &QVideoSink::videoFrameChanged, this,
            [this](const QVideoFrame& frame) { submit(frame); }, Qt::DirectConnection);
}

bool FrameDispatcher::submit(const QVideoFrame& frame) {
    ++seen_;
    if (!frame.isValid() || busy_.exchange(true)) {
        ++dropped_;
        return false;
    }
    worker_.start([this, frame] {
        const QVariantMap result = processor_->process(imageOf(frame, processor_->wantsColour()));
        ++processed_;
        const bool changed = result != workerLastResult_;
        if (changed) {
            workerLastResult_ = result;
            QMetaObject::invokeMethod(
                this, [this, result] { deliver(result); }, Qt::QueuedConnection);
        }
        busy_.store(false);
    });
    return true;
}

void FrameDispatcher::deliver(const QVariantMap& result) {
    lastResult_ = result;
    emit resultChanged(result);
}

void FrameDispatcher::waitForIdle() {
    worker_.waitForDone();
}

} // namespace packmate::app
