#pragma once

#include <QImage>
#include <QVariantMap>

namespace packmate::app {

/// One stage that reads a camera frame (dice reading, truck scoring, ...). Runs on the
/// camera worker thread, one frame at a time. The result is a flat map for QML; equal
/// results for consecutive frames are reported only once.
class FrameProcessor {
public:
    virtual ~FrameProcessor() = default;
    virtual QVariantMap process(const QImage& frame) = 0;
    /// False: planar camera frames arrive as their grey (luminance) plane, which is cheaper.
    virtual bool wantsColour() const { return false; }
};

} // namespace packmate::app
