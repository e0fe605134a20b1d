#pragma once

#include <packmate/app/camera/FrameProcessor.h>

namespace packmate::app {

/// Thresholds for FrameQualityProcessor (all in one place).
struct FrameQualityConfig {
    int analysisWidth = 160;    ///< frames are scaled down to this width first
    int minBrightness = 50;     ///< mean grey below this: too dark
    int maxBrightness = 220;    ///< mean grey above this: washed out
    double minSharpness = 12.0; ///< mean absolute Laplacian below this: blurred
};

/// The stand-in stage until vision plugs in its readers: says whether a frame is bright
/// and sharp enough to read ("brightness", "sharpness", "ready", "width", "height").
class FrameQualityProcessor : public FrameProcessor {
public:
    explicit FrameQualityProcessor(FrameQualityConfig config = {}) : config_(config) {}
    QVariantMap process(const QImage& frame) override;

private:
    FrameQualityConfig config_;
};

} // namespace packmate::app
