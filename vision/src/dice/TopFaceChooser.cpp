#include <packmate/vision/dice/PipPattern.h>
#include <packmate/vision/dice/TopFaceChooser.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>

namespace packmate::vision::dice {

namespace {

double faceSpread(const cv::Mat& grey, const FaceCandidate& face) {
    std::vector<cv::Point> inner;
    for (const cv::Point2f& c : face.corners)
        inner.emplace_back(face.center + (c - face.center) * 0.75f);
    const cv::Rect box = cv::boundingRect(inner) & cv::Rect(0, 0, grey.cols, grey.rows);
    if (box.area() <= 0) return 255;
    cv::Mat mask = cv::Mat::zeros(box.size(), CV_8U);
    for (cv::Point& p : inner)
        p -= box.tl();
    cv::fillConvexPoly(mask, inner, 255);
    for (const Pip& pip : face.pips)
        cv::circle(mask, cv::Point(pip.center) - box.tl(), int(pip.major * 0.9 + 1), 0, cv::FILLED);
    cv::Scalar mean, deviation;
    cv::meanStdDev(grey(box), mean, deviation, mask);
    return deviation[0];
}

double layoutConfidence(const std::vector<Pip>& pips) {
    std::vector<cv::Point2f> centers;
    double contrast = 1.0;
    for (const Pip& pip : pips) {
        centers.push_back(pip.center);
        contrast = std::min(contrast, std::abs(pip.faceLevel - pip.level) / 90.0);
    }
    return pipPatternScore(centers) * std::clamp(0.5 + 0.5 * contrast, 0.0, 1.0);
}

} // namespace

FaceCandidate measureFace(std::vector<Pip> pips, const cv::Mat& grey,
                          const FaceReaderConfig& config) {
    FaceCandidate face;
    face.pips = std::move(pips);
    if (face.pips.empty() || face.pips.size() > 6) return face;
    face.corners = faceOutline(face.pips, config.faceToPip);
    for (const cv::Point2f& c : face.corners)
        face.center += c * 0.25f;
    face.side = cv::norm(face.corners[0] - face.corners[1]);
    for (const Pip& pip : face.pips)
        face.roundness += pip.aspect() / double(face.pips.size());
    face.spread = faceSpread(grey, face);
    face.confidence = layoutConfidence(face.pips);
    return face;
}

std::vector<FaceCandidate> chooseTopFaces(std::vector<FaceCandidate> candidates,
                                          const FaceReaderConfig& config) {
    std::erase_if(candidates, [&](const FaceCandidate& f) {
        return f.pips.empty() || f.pips.size() > 6 || f.confidence <= 0 ||
               f.spread > config.maxFaceSpread;
    });
    auto sameDie = [&](const FaceCandidate& a, const FaceCandidate& b) {
        return cv::norm(a.center - b.center) < config.sameDieDistance * (a.side + b.side) / 2;
    };
    // The top face of a die seen from the front and above lies above its front face.
    std::vector<double> score(candidates.size());
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        score[i] = candidates[i].roundness + 0.5 * candidates[i].confidence;
        for (std::size_t j = 0; j < candidates.size(); ++j)
            if (j != i && sameDie(candidates[i], candidates[j]) &&
                candidates[j].center.y < candidates[i].center.y - 0.3 * candidates[i].side)
                score[i] -= config.upperFaceBonus;
    }
    std::vector<std::size_t> order(candidates.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(),
              [&](std::size_t a, std::size_t b) { return score[a] > score[b]; });
    std::vector<FaceCandidate> kept;
    for (std::size_t i : order) {
        const bool taken = std::any_of(kept.begin(), kept.end(), [&](const FaceCandidate& k) {
            return sameDie(k, candidates[i]);
        });
        if (!taken) kept.push_back(std::move(candidates[i]));
    }
    return kept;
}

} // namespace packmate::vision::dice
