#pragma once

#include <packmate/engine/Cargo.h>
#include <packmate/engine/Colour.h>

#include <opencv2/core.hpp>

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace packmate::vision::dice {

/// One die found in a photo: its top face, colour and where it lies (image pixels).
struct DieReading {
    int value = 0;                    ///< pips on the top face, 0 for a blank face
    std::string colour;               ///< "white", "grey", ... or a plain colour word
    std::optional<Colour> gameColour; ///< set for the five Zack & Pack colours
    cv::Vec3f lab{};                  ///< the top face's measured colour, CIE L*a*b* (L 0..100)
    cv::Point2f center;
    std::array<cv::Point2f, 4> corners{}; ///< top face outline, clockwise
    double confidence = 0;                ///< 0..1
    bool unsure = false;                  ///< confidence below the configured limit: ask
    std::vector<std::string> warnings;    ///< e.g. a face this colour's die does not have
};

/// Everything read from one photo or frame.
struct DiceResult {
    std::vector<DieReading> dice;
    std::optional<Cargo> cargo; ///< exactly one die of each game colour seen
    std::vector<std::string> warnings;
};

} // namespace packmate::vision::dice
