#pragma once

#include <opencv2/core.hpp>

#include <string>

namespace packmate::vision {

/// Largest image side accepted from a file; larger photos are refused, not silently shrunk.
inline constexpr int kMaxImageSide = 8192;
/// Smallest image side accepted: nothing can be read in a smaller one.
inline constexpr int kMinImageSide = 16;

/// Throws packmate::InputError ("WHAT: image is WxH, larger than …" or "… smaller than …") when
/// an image of this size is outside kMinImageSide..kMaxImageSide on a side. Every loader checks
/// with it, also the app's, which decodes with Qt.
void checkImageSize(const std::string& what, long long width, long long height);

/// Loads a photo as 8-bit BGR. Throws packmate::InputError naming the problem when the file
/// is missing, empty, not a readable image, cut short (a JPEG or PNG without its end marker),
/// or larger than kMaxImageSide or smaller than kMinImageSide on a side.
cv::Mat loadImage(const std::string& path);

/// Same checks for an image already in memory (encoded bytes, e.g. from a camera or a QR
/// hand-over); `what` names the source in messages.
cv::Mat decodeImage(const std::vector<unsigned char>& bytes, const std::string& what);

} // namespace packmate::vision
