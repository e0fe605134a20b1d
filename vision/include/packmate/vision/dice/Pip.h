#pragma once

#include <opencv2/core.hpp>

namespace packmate::vision::dice {

/// One pip candidate, in working-image pixels.
struct Pip {
    cv::Point2f center;
    double area = 0;  ///< pixels
    double major = 0; ///< full axis lengths of the fitted ellipse
    double minor = 0;
    double angle = 0;     ///< radians, of the major axis
    double level = 0;     ///< darkest (or lightest) grey level inside the pip
    double faceLevel = 0; ///< grey level of the face around it
    bool dark = true;     ///< dark pip on a light face (false: light pip on a dark face)

    double diameter() const { return std::sqrt(major * minor); }
    double aspect() const { return major > 0 ? minor / major : 0; }
};

} // namespace packmate::vision::dice
