#include <packmate/vision/dice/DiceEvaluation.h>

#include <gtest/gtest.h>

using namespace packmate::vision::dice;

namespace {

LabelledDie label(int value, float x, float y, const std::string& colour = "") {
    return {
        value, colour, {{x - 10, y - 10}, {x + 10, y - 10}, {x + 10, y + 10}, {x - 10, y + 10}}};
}

DieReading found(int value, float x, float y, const std::string& colour = "white") {
    DieReading d;
    d.value = value;
    d.center = {x, y};
    d.colour = colour;
    return d;
}

} // namespace

TEST(DiceEvaluation, CountsCorrectMisreadMissedAndFalsePositives) {
    const std::vector<LabelledDie> labels{label(1, 50, 50, "white"), label(2, 150, 50, "grey"),
                                          label(3, 250, 50)};
    const std::vector<DieReading> dice{found(1, 52, 49), found(4, 150, 55, "violet"),
                                       found(6, 500, 500)};
    const DiceScore score = scoreDice(dice, labels);
    EXPECT_EQ(score.labelled, 3);
    EXPECT_EQ(score.correct, 1);
    EXPECT_EQ(score.misread, 1);
    EXPECT_EQ(score.missed, 1);
    EXPECT_EQ(score.falsePositives, 1);
    EXPECT_EQ(score.colourLabelled, 2);
    EXPECT_EQ(score.colourCorrect, 1); // white right, violet for grey wrong
}

TEST(DiceEvaluation, CentreJustOutsideATightBoxStillMatches) {
    // Boxes that hug the pips: the die's centre may sit a little outside.
    const DiceScore score = scoreDice({found(5, 63, 50)}, {label(5, 50, 50)});
    EXPECT_EQ(score.correct, 1);
    EXPECT_EQ(scoreDice({found(5, 80, 50)}, {label(5, 50, 50)}).missed, 1);
}

TEST(DiceEvaluation, AnOutlineCoveringAFlatBoxMatches) {
    // A die seen at a tilt: the label hugs the top face's two pips (35 x 13 px), the die's
    // centre lies 13 px below the box, its top-face outline covers the box's centre.
    const LabelledDie flat{2, "", {{329, 140}, {364, 140}, {364, 153}, {329, 153}}};
    DieReading die = found(2, 340, 159);
    EXPECT_EQ(scoreDice({die}, {flat}).missed, 1);
    die.corners = {cv::Point2f(327, 124), {375, 146}, {354, 194}, {306, 173}};
    const DiceScore score = scoreDice({die}, {flat});
    EXPECT_EQ(score.correct, 1);
    EXPECT_EQ(score.falsePositives, 0);
}

TEST(DiceEvaluation, OneDieMatchesOneLabelOnly) {
    const DiceScore score = scoreDice({found(2, 50, 50)}, {label(2, 50, 50), label(2, 55, 50)});
    EXPECT_EQ(score.correct, 1);
    EXPECT_EQ(score.missed, 1);
}

TEST(DiceEvaluation, UnsureDiceAreAbstainedNotCorrect) {
    DieReading right = found(3, 50, 50), wrong = found(4, 150, 50);
    right.unsure = wrong.unsure = true;
    const DiceScore score = scoreDice({right, wrong, found(6, 250, 50)},
                                      {label(3, 50, 50), label(2, 150, 50), label(5, 250, 50)});
    EXPECT_EQ(score.correct, 0);
    EXPECT_EQ(score.abstained, 2);
    EXPECT_EQ(score.abstainedWrong, 1);
    EXPECT_EQ(score.misread, 1); // the confident 6 on a 5
    EXPECT_EQ(score.valueRight(), 1);
    EXPECT_EQ(score.correct + score.misread + score.abstained + score.missed, score.labelled);
    EXPECT_EQ(dieOutcome(&right, label(3, 50, 50)), DieOutcome::Abstained);
    EXPECT_EQ(dieOutcome(nullptr, label(3, 50, 50)), DieOutcome::Missed);
}

TEST(DiceEvaluation, MatchesNearestFoundDie) {
    const std::vector<int> m =
        matchDice({found(1, 500, 500), found(2, 58, 50), found(2, 51, 50)}, {label(2, 50, 50)});
    ASSERT_EQ(m.size(), 1u);
    EXPECT_EQ(m[0], 2);
}

TEST(DiceEvaluation, ScoresAdd) {
    DiceScore total = scoreDice({found(1, 50, 50)}, {label(1, 50, 50)});
    total += scoreDice({}, {label(1, 50, 50)});
    EXPECT_EQ(total.images, 2);
    EXPECT_EQ(total.labelled, 2);
    EXPECT_DOUBLE_EQ(total.correctRate(), 0.5);
}
