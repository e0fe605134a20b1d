#pragma once

#include <packmate/engine/Colour.h>
#include <packmate/engine/Json.h>

#include <array>

namespace packmate::vision {

/// A colour as seen in a photo, relative to the card white of the same photo (per channel,
/// so 1,1,1 is the card's own white under that light). Channels are red, green, blue.
struct RelativeColour {
    double r = 1.0;
    double g = 1.0;
    double b = 1.0;
    bool operator==(const RelativeColour&) const = default;
};

/// Reference colours of the five stick colours and of the bare card, relative to card white.
/// The defaults are measured on the rendered dev split; the calibration step fills it from a
/// photo of the real sticks. Plain data: copy, compare, (de)serialise.
struct ColourModel {
    std::array<RelativeColour, kColourCount> sticks{{
        {0.951, 0.941, 0.921}, // W
        {0.591, 0.596, 0.613}, // G
        {0.760, 0.615, 0.485}, // B
        {0.370, 0.823, 0.833}, // T
        {0.716, 0.492, 0.838}, // V
    }};
    RelativeColour cardWhite{1.0, 1.0, 1.0};

    const RelativeColour& stick(Colour colour) const { return sticks[colourIndex(colour)]; }
    bool operator==(const ColourModel&) const = default;
};

/// {"card_white":[r,g,b],"sticks":{"W":[r,g,b],...}}
Json colourModelToJson(const ColourModel& model);

/// Inverse of colourModelToJson; missing colours keep their defaults. Throws InputError on
/// a malformed value (not three numbers in 0–2).
ColourModel colourModelFromJson(const Json& json);

} // namespace packmate::vision
