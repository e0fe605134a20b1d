#pragma once

#include <packmate/app/camera/FrameProcessor.h>
#include <packmate/app/camera/FrameQualityProcessor.h>

#include <atomic>

namespace packmate::app {

/// The frame quality check plus, while `setReadQrCodes(true)`, every QR code in the frame
/// ("codes": list of texts), read by vision's ZXing adapter.
class QrFrameProcessor : public FrameProcessor {
public:
    QVariantMap process(const QImage& frame) override;
    void setReadQrCodes(bool on) { readQr_.store(on); }

private:
    FrameQualityProcessor quality_;
    std::atomic<bool> readQr_{false};
};

} // namespace packmate::app
