#pragma once

#include <packmate/vision/dice/DiceLabels.h>

#include <filesystem>
#include <string>
#include <vector>

namespace packmate::vision::dice {

/// A label of a dataset we use but do not own (../shared dice-real-dev) found wrong by looking
/// at its photo: the die's value as labelled and as its top face shows it, and why.
struct LabelErratum {
    std::string image; ///< the photo, by its last path parts ("valid/valid_56.jpg")
    int line = 0;      ///< the label's line (LabelledDie::line)
    int was = 0;       ///< the value the label gives
    int value = 0;     ///< the value the photo shows
    std::string why;
};

/// Reads errata JSON: {"errata":[{"image":"valid/valid_56.jpg","line":3,"was":4,"value":1,
/// "why":"..."}]}. Throws packmate::InputError naming the file and the problem (bad JSON, a
/// missing key, a value outside 0–6, a line < 1, an erratum that changes nothing).
std::vector<LabelErratum> loadLabelErrata(const std::filesystem::path& file);

/// Sets the value of every label of `image` an erratum names; returns how many it changed. An
/// erratum whose label is not there or does not hold `was` throws packmate::InputError: errata
/// never apply to labels they were not written for.
int applyLabelErrata(const std::vector<LabelErratum>& errata, const std::filesystem::path& image,
                     std::vector<LabelledDie>& labels);

} // namespace packmate::vision::dice
