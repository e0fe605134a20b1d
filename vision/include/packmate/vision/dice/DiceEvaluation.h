#pragma once

#include <packmate/vision/dice/DiceLabels.h>
#include <packmate/vision/dice/DieReading.h>

#include <vector>

namespace packmate::vision::dice {

/// What became of one labelled die.
enum class DieOutcome {
    Correct,   ///< found, read confidently, right value
    Misread,   ///< found, read confidently, wrong value: the worst outcome
    Abstained, ///< found but flagged unsure (the user is asked to tap): not counted correct
    Missed,    ///< nothing found on it
};

/// Counts of one detector over a dataset. Every labelled die is exactly one of correct,
/// misread, abstained or missed; false positive = a die found where none is labelled.
struct DiceScore {
    int images = 0;
    int labelled = 0;
    int correct = 0;        ///< confident and right
    int misread = 0;        ///< confident and wrong
    int abstained = 0;      ///< flagged unsure, right or wrong value
    int abstainedWrong = 0; ///< abstentions whose value was wrong: a misread turned into a question
    int missed = 0;
    int falsePositives = 0;
    int colourLabelled = 0; ///< matched dice whose label names a colour
    int colourCorrect = 0;

    double correctRate() const { return labelled ? double(correct) / labelled : 0; }
    double misreadRate() const { return labelled ? double(misread) / labelled : 0; }
    double abstainedRate() const { return labelled ? double(abstained) / labelled : 0; }
    /// Matched dice whose value is right, flagged or not.
    int valueRight() const { return correct + abstained - abstainedWrong; }
    DiceScore& operator+=(const DiceScore& other);
};

/// For each label, the index of the found die matched to it (-1: missed). A found die's
/// centre must lie inside the label outline grown by `grow` around its centre plus
/// `slackPixels`, or its top-face outline must cover the label's centre (a die seen at a
/// tilt: the real photos' boxes hug the top face's pips, flat, while the die's centre lies
/// lower); the nearest unused one is taken.
std::vector<int> matchDice(const std::vector<DieReading>& found,
                           const std::vector<LabelledDie>& labels, double grow = 1.3,
                           double slackPixels = 3.0);

/// The outcome of a label given the die matched to it (nullptr: missed).
DieOutcome dieOutcome(const DieReading* die, const LabelledDie& label);

/// Matches found dice to labels (matchDice) and counts the outcome.
DiceScore scoreDice(const std::vector<DieReading>& found, const std::vector<LabelledDie>& labels,
                    double grow = 1.3, double slackPixels = 3.0);

} // namespace packmate::vision::dice
