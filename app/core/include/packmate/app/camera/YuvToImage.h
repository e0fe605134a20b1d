#pragma once

#include <QImage>
#include <QVideoFrame>

namespace packmate::app {

/// A colour image of a planar 4:2:0 frame (NV12, NV21, YUV420P, YV12), converted on the CPU
/// with BT.601 coefficients in the frame's range (video 16–235 or full). A null image for
/// other formats or when the frame cannot be mapped. QVideoFrame::toImage() would do it
/// through a graphics context of its own on the calling (worker) thread.
QImage imageFromYuv420(QVideoFrame frame);

} // namespace packmate::app
