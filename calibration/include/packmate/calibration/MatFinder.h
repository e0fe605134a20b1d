#pragma once

#include <packmate/calibration/MatFinderConfig.h>
#include <packmate/calibration/MatLayout.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace packmate::calibration {

/// One mat marker read in a photo: what it says and its four corners in image pixels
/// (top-left, top-right, bottom-right, bottom-left of the code).
struct MarkerSighting {
    MatMarker marker;
    std::array<cv::Point2f, 4> imageCorners;
    bool foundOnRetry = false; ///< Read only in a crop predicted from the other markers.
};

/// A mat found in a photo: which mat, which corners were seen, and the metric homography.
struct MatDetection {
    MatLayout layout;
    std::vector<MarkerSighting> sightings;
    cv::Matx33d imageToMm;
    cv::Matx33d mmToImage;
    double mmPerPixel = 0; ///< At the mat's centre.
    double residualMm =
        0; ///< RMS distance of the code corners from where the homography puts them.

    bool seen(MatCorner corner) const;
    cv::Point2d toMm(cv::Point2d imagePoint) const;
    cv::Point2d toImage(cv::Point2d mmPoint) const;
};

/// The outcome of a search: a detection, or why there is none.
struct MatSearch {
    std::optional<MatDetection> detection;
    std::vector<MarkerSighting> sightings; ///< Whatever was read, even when too few.
    std::string problem;                   ///< Empty when found.
};

/// Looks for the printed mat in an 8-bit grey or BGR photo: reads the QR markers with ZXing,
/// searches again around the positions the others predict for a missing one, and fits the
/// image→millimetre homography to all code corners seen.
MatSearch findMat(const cv::Mat& image, const MatFinderConfig& config = {});

/// findMat that throws InputError with the reason when the mat is not found.
MatDetection requireMat(const cv::Mat& image, const MatFinderConfig& config = {});

/// The table plane in centimetres (the mat's millimetres / 10) → image: the metric homography
/// the vision stages take as PhotoInputs::tableToImage.
cv::Matx33d tableCmToImage(const MatDetection& detection);

/// The mat seen straight from above at `pixelsPerMm` (image size = mat size × pixelsPerMm).
cv::Mat rectifyMat(const cv::Mat& image, const MatDetection& detection, double pixelsPerMm);

} // namespace packmate::calibration
