#pragma once

#include <packmate/vision/dice/DiceLabels.h>
#include <packmate/vision/dice/DieReading.h>

#include <vector>

namespace packmate::vision::dice {

/// Counts of one detector over a dataset. Misread = found but wrong value; missed = a
/// labelled die nothing was matched to; false positive = a die found where none is labelled.
struct DiceScore {
    int images = 0;
    int labelled = 0;
    int correct = 0;
    int misread = 0;
    int missed = 0;
    int falsePositives = 0;
    int unsure = 0;         ///< matched dice flagged unsure (the user is asked to check)
    int misreadUnsure = 0;  ///< misreads among them: wrong, but not silently
    int colourLabelled = 0; ///< matched dice whose label names a colour
    int colourCorrect = 0;

    double correctRate() const { return labelled ? double(correct) / labelled : 0; }
    double misreadRate() const { return labelled ? double(misread) / labelled : 0; }
    /// Wrong values not flagged unsure: the worst outcome.
    int confidentMisread() const { return misread - misreadUnsure; }
    DiceScore& operator+=(const DiceScore& other);
};

/// Matches found dice to labels (a found die's centre inside the label outline grown by
/// `grow` around its centre plus `slackPixels`; nearest first) and counts the outcome.
DiceScore scoreDice(const std::vector<DieReading>& found, const std::vector<LabelledDie>& labels,
                    double grow = 1.3, double slackPixels = 3.0);

} // namespace packmate::vision::dice
