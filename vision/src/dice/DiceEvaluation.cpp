#include <packmate/vision/dice/DiceEvaluation.h>

#include <opencv2/imgproc.hpp>

#include <cmath>
#include <limits>

namespace packmate::vision::dice {

DiceScore& DiceScore::operator+=(const DiceScore& other) {
    images += other.images;
    labelled += other.labelled;
    correct += other.correct;
    misread += other.misread;
    abstained += other.abstained;
    abstainedWrong += other.abstainedWrong;
    missed += other.missed;
    falsePositives += other.falsePositives;
    colourLabelled += other.colourLabelled;
    colourCorrect += other.colourCorrect;
    return *this;
}

namespace {

std::vector<cv::Point2f> grown(const std::vector<cv::Point2f>& outline, double grow, double slack) {
    cv::Point2f center(0, 0);
    for (const cv::Point2f& p : outline)
        center += p * (1.f / float(outline.size()));
    std::vector<cv::Point2f> out;
    for (const cv::Point2f& p : outline) {
        const cv::Point2f v = (p - center) * float(grow);
        const double length = cv::norm(v);
        out.push_back(center + v * float(length > 0 ? (length + slack) / length : 1.0));
    }
    return out;
}

// The found die's top-face outline covers `point` (an outline of no area covers nothing).
bool outlineCovers(const DieReading& die, cv::Point2f point) {
    const std::vector<cv::Point2f> outline(die.corners.begin(), die.corners.end());
    return std::abs(cv::contourArea(outline)) > 1.0 &&
           cv::pointPolygonTest(outline, point, false) >= 0;
}

} // namespace

std::vector<int> matchDice(const std::vector<DieReading>& found,
                           const std::vector<LabelledDie>& labels, double grow,
                           double slackPixels) {
    std::vector<int> matches;
    std::vector<bool> used(found.size(), false);
    for (const LabelledDie& label : labels) {
        const std::vector<cv::Point2f> area = grown(label.outline, grow, slackPixels);
        cv::Point2f center(0, 0);
        for (const cv::Point2f& p : label.outline)
            center += p * (1.f / float(label.outline.size()));
        int best = -1;
        double bestDistance = std::numeric_limits<double>::max();
        for (std::size_t i = 0; i < found.size(); ++i) {
            if (used[i] || (cv::pointPolygonTest(area, found[i].center, false) < 0 &&
                            !outlineCovers(found[i], center)))
                continue;
            const double distance = cv::norm(found[i].center - center);
            if (distance < bestDistance) {
                bestDistance = distance;
                best = int(i);
            }
        }
        if (best >= 0) used[std::size_t(best)] = true;
        matches.push_back(best);
    }
    return matches;
}

DieOutcome dieOutcome(const DieReading* die, const LabelledDie& label) {
    if (!die) return DieOutcome::Missed;
    if (die->unsure) return DieOutcome::Abstained;
    return die->value == label.value ? DieOutcome::Correct : DieOutcome::Misread;
}

DiceScore scoreDice(const std::vector<DieReading>& found, const std::vector<LabelledDie>& labels,
                    double grow, double slackPixels) {
    DiceScore score;
    score.images = 1;
    score.labelled = int(labels.size());
    const std::vector<int> matches = matchDice(found, labels, grow, slackPixels);
    for (std::size_t l = 0; l < labels.size(); ++l) {
        const DieReading* die = matches[l] < 0 ? nullptr : &found[std::size_t(matches[l])];
        switch (dieOutcome(die, labels[l])) {
        case DieOutcome::Correct:
            ++score.correct;
            break;
        case DieOutcome::Misread:
            ++score.misread;
            break;
        case DieOutcome::Abstained:
            ++score.abstained;
            if (die->value != labels[l].value) ++score.abstainedWrong;
            break;
        case DieOutcome::Missed:
            ++score.missed;
            break;
        }
        if (die && !labels[l].colour.empty()) {
            ++score.colourLabelled;
            if (die->colour == labels[l].colour) ++score.colourCorrect;
        }
    }
    score.falsePositives = int(found.size()) - int(labels.size()) + score.missed;
    return score;
}

} // namespace packmate::vision::dice
