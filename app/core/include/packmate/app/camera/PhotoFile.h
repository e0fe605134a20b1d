#pragma once

#include <opencv2/core.hpp>

#include <QString>

namespace packmate::app {

/// Loads a photo file as 8-bit BGR with Qt's image readers (EXIF orientation applied), with
/// vision::loadImage's checks: throws packmate::InputError when the file is missing, not a
/// readable image, or outside vision::checkImageSize's bounds. The app decodes with Qt so that
/// it does not load OpenCV's imgcodecs, which pulls in ~130 libraries (GDAL, DICOM, poppler, …)
/// and tens of MB of resident memory on Debian.
cv::Mat loadPhotoFile(const QString& path);

} // namespace packmate::app
