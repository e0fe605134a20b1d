#pragma once

#include <packmate/engine/Colour.h>

#include <opencv2/core.hpp>

#include <optional>
#include <string>
#include <vector>

namespace packmate::vision::dice {

/// A die body colour to recognise, as CIE L*a*b* (L 0..100).
struct DieColourReference {
    std::string name;                 ///< "white", "violet", "red", ...
    std::optional<Colour> gameColour; ///< set for the five Zack & Pack colours
    cv::Vec3f lab;
};

/// The colours dice are classified into. Calibration passes measured game colours;
/// `defaults()` holds typical ones plus plain colours of ordinary dice.
struct DiceColourModel {
    std::vector<DieColourReference> references;
    double lightnessWeight = 0.5; ///< lightness varies with the light more than hue does

    static DiceColourModel defaults();

    /// Replaces (or adds) the reference of a game colour, e.g. from calibration.
    void setGameColour(Colour colour, const cv::Vec3f& lab);

    /// Nearest reference to a measured colour and its weighted Lab distance.
    std::pair<const DieColourReference*, double> classify(const cv::Vec3f& lab) const;
};

/// L*a*b* (L 0..100) of an 8-bit BGR colour.
cv::Vec3f labFromBgr(const cv::Vec3b& bgr);

} // namespace packmate::vision::dice
