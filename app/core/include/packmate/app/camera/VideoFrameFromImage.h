#pragma once

#include <QImage>
#include <QVideoFrame>

namespace packmate::app {

/// A BGRA video frame holding a copy of `image` (Qt 6.4 has no QVideoFrame(QImage)).
QVideoFrame videoFrameFromImage(const QImage& image);

} // namespace packmate::app
