#include <packmate/engine/InputError.h>
#include <packmate/vision/dice/BlankFaceFinder.h>
#include <packmate/vision/dice/DiceCentreRefiner.h>
#include <packmate/vision/dice/DiceDetector.h>
#include <packmate/vision/dice/DiceReader.h>
#include <packmate/vision/dice/FaceClassifier.h>
#include <packmate/vision/dice/FaceColour.h>
#include <packmate/vision/dice/FaceGrouper.h>
#include <packmate/vision/dice/FrameColours.h>
#include <packmate/vision/dice/PipFinder.h>
#include <packmate/vision/dice/RollCheck.h>
#include <packmate/vision/dice/ShadowCheck.h>
#include <packmate/vision/dice/TopFaceChooser.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <limits>
#include <span>

namespace packmate::vision::dice {

namespace {

cv::Vec3b faceColour(const cv::Mat& bgr, const std::array<cv::Point2f, 4>& corners,
                     const std::vector<Pip>& pips) {
    cv::Point2f center(0, 0);
    for (const cv::Point2f& c : corners)
        center += c * 0.25f;
    std::vector<cv::Point> inner;
    for (const cv::Point2f& c : corners)
        inner.emplace_back(center + (c - center) * 0.8f);
    const cv::Rect box = cv::boundingRect(inner) & cv::Rect(0, 0, bgr.cols, bgr.rows);
    if (box.area() <= 0) return {};
    cv::Mat mask = cv::Mat::zeros(box.size(), CV_8U);
    for (cv::Point& p : inner)
        p -= box.tl();
    cv::fillConvexPoly(mask, inner, 255);
    for (const Pip& pip : pips)
        cv::circle(mask, cv::Point(pip.center) - box.tl(), int(pip.major * 0.8 + 1), 0, cv::FILLED);
    const cv::Scalar mean = cv::mean(bgr(box), mask);
    return {cv::saturate_cast<uchar>(mean[0]), cv::saturate_cast<uchar>(mean[1]),
            cv::saturate_cast<uchar>(mean[2])};
}

double borderDistance(const cv::Point2f& point, const cv::Size& size) {
    return std::min({double(point.x), double(point.y), size.width - 1.0 - point.x,
                     size.height - 1.0 - point.y});
}

void setColour(DieReading& die, const cv::Vec3b& bgr, const DiceColourModel& colours) {
    die.lab = labFromBgr(bgr);
    const auto [reference, distance] = colours.classify(die.lab);
    if (!reference) return;
    die.colour = reference->name;
    die.gameColour = reference->gameColour;
}

// The classifier sees the whole die: it confirms or corrects the pip reading, removes
// candidates that are no die, and reads the die bodies found by colour (from `firstBody`
// on), which are kept only when it is sure. When it disagrees without being sure, the pip
// reading stays, flagged by a low confidence.
void rereadWithClassifier(const cv::Mat& bgr, std::vector<DieReading>& dice, std::size_t firstBody,
                          const ClassifierConfig& config) {
    std::vector<FaceSpot> spots;
    for (const DieReading& die : dice)
        spots.push_back({die.center, cv::norm(die.corners[0] - die.corners[1])});
    const std::vector<FaceProbabilities> probabilities =
        FaceClassifier::builtIn().classify(bgr, spots, config);
    std::vector<DieReading> kept;
    for (std::size_t i = 0; i < dice.size(); ++i) {
        const FaceProbabilities& p = probabilities[i];
        const int best = int(std::max_element(p.begin(), p.end()) - p.begin());
        const double sure = p[std::size_t(best)];
        DieReading die = dice[i];
        if (i >= firstBody) {
            if (best == kNoDie || sure < config.minProbability) continue;
            const bool taken = std::any_of(kept.begin(), kept.end(), [&](const DieReading& k) {
                const double side =
                    std::max(spots[i].side, double(cv::norm(k.corners[0] - k.corners[1])));
                return cv::norm(k.center - die.center) < 0.95 * side;
            });
            if (taken) continue;
            die.value = best;
            die.confidence = sure;
        } else if (best == kNoDie) {
            if (sure >= config.dropNoDie) continue;
            die.confidence = std::min(die.confidence, 1.0 - sure);
        } else if (best == die.value) {
            die.confidence = std::max(die.confidence, sure);
        } else if (sure >= config.overrideProbability) {
            die.value = best;
            die.confidence = sure * (1.0 - 0.5 * die.confidence);
        } else {
            die.confidence = std::min(die.confidence, double(p[std::size_t(die.value)]));
        }
        kept.push_back(die);
    }
    dice = std::move(kept);
}

// A "1" is one pip seen alone: when the die's other pips were missed (light pips), the crop is
// centred on that pip instead of the face and the classifier agrees with the wrong "1". Crops
// shifted around the pip reveal such faces; the die is then flagged, never silently changed.
// Dice at least `lookBelow` sure are not looked at again.
void doubtLonePips(const cv::Mat& bgr, std::vector<DieReading>& dice,
                   const ClassifierConfig& config, double lookBelow) {
    if (config.shiftedLook <= 0) return;
    std::vector<FaceSpot> spots;
    std::vector<std::size_t> owners;
    for (std::size_t i = 0; i < dice.size(); ++i) {
        if (dice[i].value != 1 || dice[i].confidence >= lookBelow) continue;
        const double side = cv::norm(dice[i].corners[0] - dice[i].corners[1]);
        const float step = float(config.shiftedLook * side);
        for (int dx = -1; dx <= 1; ++dx)
            for (int dy = -1; dy <= 1; ++dy) {
                if (dx == 0 && dy == 0) continue;
                spots.push_back({dice[i].center + cv::Point2f(float(dx), float(dy)) * step, side});
                owners.push_back(i);
            }
    }
    if (spots.empty()) return;
    const std::vector<FaceProbabilities> probabilities =
        FaceClassifier::builtIn().classify(bgr, spots, config);
    for (std::size_t k = 0; k < spots.size(); ++k) {
        DieReading& die = dice[owners[k]];
        for (int value = 2; value <= 6; ++value) {
            const double other = probabilities[k][std::size_t(value)];
            if (other >= config.shiftedDoubt)
                die.confidence = std::min(die.confidence, 1.0 - other);
        }
    }
}

// Views the turned look averages: the crop and its turns, and with `mirroredLook` the mirrored
// crop and its turns.
std::size_t turnedLookViews(const ClassifierConfig& config) {
    return std::size_t(config.turnedViews == 1 ? 2 : 4) * (config.mirroredLook ? 2 : 1);
}

// The turned look's views of a crop besides the crop itself: its turns by a half
// (turnedViews 1) or by a quarter, a half and three quarters (3), and with `mirroredLook` the
// mirrored crop and its turns.
void addTurnedViews(const cv::Mat& crop, const ClassifierConfig& config,
                    std::vector<cv::Mat>& views) {
    static constexpr cv::RotateFlags kHalf[] = {cv::ROTATE_180};
    static constexpr cv::RotateFlags kQuarters[] = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180,
                                                    cv::ROTATE_90_COUNTERCLOCKWISE};
    const std::span<const cv::RotateFlags> turns =
        config.turnedViews == 1 ? std::span<const cv::RotateFlags>(kHalf)
                                : std::span<const cv::RotateFlags>(kQuarters);
    const auto addTurns = [&](const cv::Mat& view) {
        for (const cv::RotateFlags turn : turns) {
            views.emplace_back();
            cv::rotate(view, views.back(), turn);
        }
    };
    addTurns(crop);
    if (config.mirroredLook) {
        cv::Mat mirrored;
        cv::flip(crop, mirrored, 1);
        views.push_back(mirrored);
        addTurns(mirrored);
    }
}

// The probabilities of crops averaged over the models (one batch each).
std::vector<FaceProbabilities> classifyWith(std::span<FaceClassifier* const> models,
                                            const std::vector<cv::Mat>& crops) {
    std::vector<FaceProbabilities> sum = models.front()->classifyCrops(crops);
    for (std::size_t m = 1; m < models.size(); ++m) {
        const std::vector<FaceProbabilities> more = models[m]->classifyCrops(crops);
        for (std::size_t k = 0; k < sum.size(); ++k)
            for (std::size_t c = 0; c < sum[k].size(); ++c)
                sum[k][c] += more[k][c];
    }
    if (models.size() > 1)
        for (FaceProbabilities& p : sum)
            for (float& v : p)
                v /= float(models.size());
    return sum;
}

// Dice read less than `turnedLookBelow` sure are read again from their turned (and mirrored)
// views; the probabilities of all views are averaged (one batch a model).
void lookTurned(const std::vector<cv::Mat>& crops, std::vector<FaceProbabilities>& probabilities,
                const ClassifierConfig& config, std::span<FaceClassifier* const> models) {
    std::vector<cv::Mat> extraCrops;
    std::vector<std::size_t> owners;
    for (std::size_t i = 0; i < crops.size(); ++i) {
        const FaceProbabilities& p = probabilities[i];
        if (*std::max_element(p.begin(), p.end()) >= config.turnedLookBelow) continue;
        addTurnedViews(crops[i], config, extraCrops);
        owners.resize(extraCrops.size(), i);
    }
    if (extraCrops.empty()) return;
    const std::vector<FaceProbabilities> extra = classifyWith(models, extraCrops);
    for (std::size_t k = 0; k < extra.size(); ++k) {
        FaceProbabilities& p = probabilities[owners[k]];
        for (std::size_t c = 0; c < p.size(); ++c)
            p[c] += extra[k][c];
    }
    const std::size_t extraViews = turnedLookViews(config) - 1;
    const float views = float(extraViews + 1);
    for (std::size_t k = 0; k < extra.size(); k += extraViews)
        for (float& v : probabilities[owners[k]])
            v /= views;
}

// A second opinion: a die the first model reads less than `secondOpinionBelow` sure is read by
// the other models from its crop and the turned look's views (one batch a model); its
// probabilities become the mean of the models' (each averaged over the views).
void askOtherModels(const std::vector<cv::Mat>& crops,
                    std::vector<FaceProbabilities>& probabilities, const ClassifierConfig& config,
                    std::span<FaceClassifier* const> others) {
    std::vector<cv::Mat> views;
    std::vector<std::size_t> owners;
    for (std::size_t i = 0; i < crops.size(); ++i) {
        const FaceProbabilities& p = probabilities[i];
        if (*std::max_element(p.begin(), p.end()) >= config.secondOpinionBelow) continue;
        views.push_back(crops[i]);
        addTurnedViews(crops[i], config, views);
        owners.resize(views.size(), i);
    }
    if (views.empty()) return;
    const std::vector<FaceProbabilities> read = classifyWith(others, views);
    const std::size_t perDie = turnedLookViews(config);
    const float models = float(others.size() + 1);
    for (std::size_t k = 0; k < read.size(); k += perDie) {
        FaceProbabilities mean{};
        for (std::size_t v = 0; v < perDie; ++v)
            for (std::size_t c = 0; c < mean.size(); ++c)
                mean[c] += read[k + v][c] / float(perDie);
        FaceProbabilities& p = probabilities[owners[k]];
        for (std::size_t c = 0; c < p.size(); ++c)
            p[c] = (p[c] + mean[c] * float(others.size())) / models;
    }
}

// The best value 1-6 and its probability.
std::pair<int, float> bestPips(const FaceProbabilities& p) {
    const auto best = std::max_element(p.begin() + 1, p.begin() + kNoDie);
    return {int(best - p.begin()), *best};
}

// Weak peaks whose first look cannot reach `weakPeakSure` even if every turned view were
// certain are dropped before the turned look (it would only cost crops).
void dropHopelessWeakPeaks(std::vector<FoundDie>& found, std::vector<FoundDie>& unrefined,
                           std::vector<cv::Mat>& crops,
                           std::vector<FaceProbabilities>& probabilities,
                           const DiceConfig& config) {
    const ClassifierConfig& classifier = config.classifier;
    const double views = double(turnedLookViews(classifier));
    std::size_t kept = 0;
    for (std::size_t i = 0; i < found.size(); ++i) {
        const FaceProbabilities& p = probabilities[i];
        const double first = bestPips(p).second;
        const bool turned = *std::max_element(p.begin(), p.end()) < classifier.turnedLookBelow;
        const double reachable = turned ? (first + views - 1.0) / views : first;
        if (found[i].score < config.detector.minScore && reachable < classifier.weakPeakSure)
            continue;
        found[kept] = found[i];
        unrefined[kept] = unrefined[i];
        crops[kept] = crops[i];
        probabilities[kept] = probabilities[i];
        ++kept;
    }
    found.resize(kept);
    unrefined.resize(kept);
    crops.resize(kept);
    probabilities.resize(kept);
}

// Whether a face colour is nearest to the colour model's black.
bool looksBlack(const cv::Vec3b& bgr, const DiceColourModel& colours) {
    const auto [reference, distance] = colours.classify(labFromBgr(bgr));
    return reference && reference->name == "black";
}

// The learned path: the finder's dice, each read by the face classifier. The finder's score
// and the classifier's probability both bound the confidence; "no die" drops a find only
// when the classifier is sure of it, otherwise the die stays, unsure. Weak peaks (a second
// look between `weakScore` and `minScore`) are dice only when the classifier is sure of their
// pips.
std::vector<DieReading> findAndReadDice(const cv::Mat& bgr, const DiceConfig& config,
                                        const DiceColourModel& colours) {
    DetectorConfig finderConfig = config.detector;
    if (config.detector.weakScore > 0)
        finderConfig.minScore = std::min(config.detector.minScore, config.detector.weakScore);
    // The floor every other peak keeps: a black die's floor is lower only under the weak look.
    const double floor = finderConfig.minScore;
    const bool darkWeak = floor < config.detector.minScore && config.detector.darkWeakScore > 0 &&
                          config.detector.darkWeakScore < floor;
    if (darkWeak) finderConfig.minScore = config.detector.darkWeakScore;
    std::vector<FoundDie> found = DiceDetector::builtIn().find(bgr, finderConfig);
    std::erase_if(found, [&](const FoundDie& die) {
        if (borderDistance(die.center, bgr.size()) < config.detector.minBorderFaces * die.side)
            return true;
        return darkWeak && die.score < floor &&
               !looksBlack(medianFaceColour(bgr, die.corners()), colours);
    });
    // Colour is sampled in the finder's outline: the refined one (its side up to ×1.1 larger)
    // put 2 rendered train/ dice in the wrong colour (235 -> 233 of 236), none right that was not.
    std::vector<FoundDie> unrefined = found;
    if (config.refiner.enabled) DiceCentreRefiner::builtIn().refine(bgr, found, config.refiner);
    std::vector<FaceSpot> spots;
    for (const FoundDie& die : found)
        spots.push_back({die.center, die.side});
    // Each die is cut once: the turned look reads the same crops again.
    std::vector<cv::Mat> crops;
    for (const FaceSpot& spot : spots)
        crops.push_back(faceCrop(bgr, spot, config.classifier));
    // One model, the full ensemble (every model reads every view) or a second opinion (the
    // first model reads, the others only the dice it is unsure of).
    const std::vector<FaceClassifier*>& allModels = FaceClassifier::models();
    const std::span<FaceClassifier* const> models(
        allModels.data(),
        std::clamp<std::size_t>(std::size_t(std::max(1, config.classifier.faceModels)), 1,
                                allModels.size()));
    const bool secondOpinion = models.size() > 1 && config.classifier.secondOpinionBelow > 0;
    const std::span<FaceClassifier* const> reading = secondOpinion ? models.first(1) : models;
    std::vector<FaceProbabilities> probabilities = classifyWith(reading, crops);
    if (finderConfig.minScore < config.detector.minScore)
        dropHopelessWeakPeaks(found, unrefined, crops, probabilities, config);
    lookTurned(crops, probabilities, config.classifier, reading);
    if (secondOpinion) askOtherModels(crops, probabilities, config.classifier, models.subspan(1));
    std::vector<DieReading> dice;
    for (std::size_t i = 0; i < found.size(); ++i) {
        const FaceProbabilities& p = probabilities[i];
        if (p[kNoDie] >= config.classifier.dropNoDie) continue;
        const int value = int(std::max_element(p.begin(), p.begin() + kNoDie) - p.begin());
        const bool weak = found[i].score < config.detector.minScore;
        if (weak && (value == 0 || p[std::size_t(value)] < config.classifier.weakPeakSure))
            continue;
        if (value == 0 && config.shadows.enabled &&
            looksLikeShadow(faceToSurroundings(bgr, found[i].center, found[i].side, config.shadows),
                            config.shadows))
            continue;
        DieReading die;
        die.value = value;
        die.center = found[i].center;
        die.corners = found[i].corners();
        die.confidence = double(p[std::size_t(value)]) *
                         (weak ? 1.0 : std::min(1.0, found[i].score / config.detector.sureScore));
        if (value == 0 && die.confidence < config.classifier.dropBlankBelow) continue;
        setColour(die, medianFaceColour(bgr, unrefined[i].corners()), colours);
        dice.push_back(die);
    }
    return dice;
}

} // namespace

DiceResult readDice(const cv::Mat& image, const DiceConfig& config,
                    const DiceColourModel& colours) {
    if (image.empty()) throw InputError("dice: the image is empty");
    if (image.depth() != CV_8U || (image.channels() != 3 && image.channels() != 1))
        throw InputError("dice: expected an 8-bit colour or grey image");
    cv::Mat bgr = image;
    if (image.channels() == 1) cv::cvtColor(image, bgr, cv::COLOR_GRAY2BGR);
    if (config.detector.enabled) {
        DiceResult result;
        result.dice = findAndReadDice(bgr, config, colours);
        doubtLonePips(bgr, result.dice, config.classifier, config.classifier.shiftedLookBelow);
        std::sort(
            result.dice.begin(), result.dice.end(), [](const DieReading& a, const DieReading& b) {
                return a.center.y != b.center.y ? a.center.y < b.center.y : a.center.x < b.center.x;
            });
        relightNeutralDice(result.dice, colours, config.colours);
        checkRoll(result, config.faces);
        return result;
    }
    const double scale = workingScale(bgr.size(), config.pips.workingMaxSide);
    cv::Mat small = bgr, grey;
    if (scale < 1.0) cv::resize(bgr, small, {}, scale, scale, cv::INTER_AREA);
    cv::cvtColor(small, grey, cv::COLOR_BGR2GRAY);

    const std::vector<Pip> pips = findPips(grey, config.pips);
    std::vector<FaceCandidate> candidates;
    for (std::vector<Pip>& group : groupTopFaces(pips, grey, config.faces))
        candidates.push_back(measureFace(std::move(group), grey, config.faces));

    std::vector<FaceCandidate> others;
    if (config.classifier.enabled) others = candidates;
    DiceResult result;
    std::vector<double> faceSides;
    for (const FaceCandidate& face : chooseTopFaces(std::move(candidates), config.faces)) {
        DieReading die;
        die.value = int(face.pips.size());
        die.corners = face.corners;
        die.confidence = face.confidence;
        faceSides.push_back(face.side);
        setColour(die, faceColour(small, die.corners, face.pips), colours);
        result.dice.push_back(die);
    }
    const std::size_t firstBody = result.dice.size();
    for (DieReading& die : findBlankFaces(small, result.dice, faceSides, colours, config.blanks,
                                          config.classifier.enabled))
        result.dice.push_back(std::move(die));
    // Pip groups that did not pass as top faces (pips partly missed, a face seen at a slant)
    // still mark a die: the classifier reads them, or drops them.
    const std::size_t pipDice = firstBody;
    for (const FaceCandidate& face : others) {
        if (face.pips.empty() || face.pips.size() > 6) continue;
        // Groups on a die already read (its own top face, its side faces) need no second look.
        const bool onKnownDie = std::any_of(
            result.dice.begin(), result.dice.begin() + long(pipDice), [&](const DieReading& d) {
                cv::Point2f c(0, 0);
                for (const cv::Point2f& corner : d.corners)
                    c += corner * 0.25f;
                return cv::norm(c - face.center) <
                       0.95 * std::max(face.side, double(cv::norm(d.corners[0] - d.corners[1])));
            });
        if (onKnownDie) continue;
        DieReading die;
        die.value = int(face.pips.size());
        die.corners = face.corners;
        setColour(die, faceColour(small, die.corners, face.pips), colours);
        result.dice.push_back(die);
    }
    for (DieReading& die : result.dice) {
        die.center = {0, 0};
        for (cv::Point2f& corner : die.corners) {
            corner *= float(1.0 / scale);
            die.center += corner * 0.25f;
        }
    }
    if (config.classifier.enabled) {
        rereadWithClassifier(bgr, result.dice, firstBody, config.classifier);
        // Pip-centred crops: every "1" gets the second look.
        doubtLonePips(bgr, result.dice, config.classifier, std::numeric_limits<double>::infinity());
    }
    std::sort(result.dice.begin(), result.dice.end(), [](const DieReading& a, const DieReading& b) {
        return a.center.y != b.center.y ? a.center.y < b.center.y : a.center.x < b.center.x;
    });
    relightNeutralDice(result.dice, colours, config.colours);
    checkRoll(result, config.faces);
    return result;
}

} // namespace packmate::vision::dice
