#pragma once

#include <QImage>
#include <QVideoFrame>

namespace packmate::app {

/// A colour image of a video frame, converted on the CPU: planar 4:2:0 frames by
/// imageFromYuv420, packed 32-bit frames copied as they are, anything else by
/// QVideoFrame::toImage() (which needs a QGuiApplication). Null when the frame cannot be
/// mapped.
QImage colourImageOf(QVideoFrame frame);

} // namespace packmate::app
