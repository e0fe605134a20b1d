#include "SoftwareVideoOutput.h"

#include <packmate/app/camera/ColourImage.h>

#include <QMutexLocker>
#include <QQuickWindow>
#include <QSGImageNode>

SoftwareVideoOutput::SoftwareVideoOutput(QQuickItem* parent) : QQuickItem(parent) {
    setFlag(ItemHasContents);
    // Direct: the sink is fed from the decoder's or the camera's thread.
    connect(&sink_, &QVideoSink::videoFrameChanged, this, &SoftwareVideoOutput::takeFrame,
            Qt::DirectConnection);
}

void SoftwareVideoOutput::takeFrame(const QVideoFrame& frame) {
    {
        const QMutexLocker lock(&mutex_);
        pending_ = frame;
    }
    if (!showQueued_.exchange(true))
        QMetaObject::invokeMethod(this, &SoftwareVideoOutput::showNewestFrame,
                                  Qt::QueuedConnection);
}

void SoftwareVideoOutput::showNewestFrame() {
    QVideoFrame frame;
    {
        const QMutexLocker lock(&mutex_);
        std::swap(frame, pending_);
    }
    showQueued_.store(false);
    if (!frame.isValid()) return;
    image_ = packmate::app::colourImageOf(frame);
    imageChanged_ = true;
    updateContentRect();
    update();
}

void SoftwareVideoOutput::geometryChange(const QRectF& newGeometry, const QRectF& oldGeometry) {
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    updateContentRect();
    update();
}

void SoftwareVideoOutput::updateContentRect() {
    QRectF rect;
    if (!image_.isNull() && width() > 0 && height() > 0) {
        const QSizeF fitted = QSizeF(image_.size()).scaled(size(), Qt::KeepAspectRatio);
        rect = QRectF(QPointF((width() - fitted.width()) / 2, (height() - fitted.height()) / 2),
                      fitted);
    }
    if (rect == contentRect_) return;
    contentRect_ = rect;
    emit contentRectChanged();
}

QSGNode* SoftwareVideoOutput::updatePaintNode(QSGNode* old, UpdatePaintNodeData*) {
    if (image_.isNull() || contentRect_.isEmpty()) {
        delete old;
        texture_.reset();
        return nullptr;
    }
    auto* node = static_cast<QSGImageNode*>(old);
    if (!node) {
        node = window()->createImageNode();
        node->setFiltering(QSGTexture::Linear);
        imageChanged_ = true;
    }
    if (imageChanged_) {
        std::unique_ptr<QSGTexture> texture(window()->createTextureFromImage(image_));
        node->setTexture(texture.get());
        texture_ = std::move(texture); // the node's previous texture goes after it is replaced
        imageChanged_ = false;
    }
    node->setRect(contentRect_);
    return node;
}
