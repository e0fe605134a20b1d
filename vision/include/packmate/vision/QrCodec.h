#pragma once

#include <opencv2/core.hpp>

#include <array>
#include <string>
#include <vector>

namespace packmate::vision {

/// A QR code found in an image: its text and its four corners in image pixels
/// (top-left, top-right, bottom-right, bottom-left of the code's own frame).
struct QrReading {
    std::string text;
    std::array<cv::Point2f, 4> corners;
};

/// Reads every QR code in an 8-bit grey or BGR image with ZXing-C++.
std::vector<QrReading> readQrCodes(const cv::Mat& image);

/// Encodes `text` as a QR code, one pixel per module, no quiet zone, black 0 on white 255.
/// `eccLevel` follows ZXing: 0–2 L, 3–4 M, 5–6 Q, 7–8 H.
cv::Mat encodeQrCode(const std::string& text, int eccLevel = 4);

} // namespace packmate::vision
