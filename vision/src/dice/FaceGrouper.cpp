#include <packmate/vision/dice/FaceGrouper.h>

#include <algorithm>
#include <numeric>

namespace packmate::vision::dice {

namespace {

int findRoot(std::vector<int>& parent, int i) {
    while (parent[std::size_t(i)] != i)
        i = parent[std::size_t(i)] = parent[std::size_t(parent[std::size_t(i)])];
    return i;
}

double linkRange(const Pip& a, const Pip& b, const FaceReaderConfig& config) {
    return config.linkDistance * (a.major + b.major) / 2;
}

// The face between two pips of one face stays near the face level; a die edge, the gap
// between touching dice or the table does not.
bool bridgeIsFace(const Pip& a, const Pip& b, const cv::Mat& grey, const FaceReaderConfig& config) {
    const cv::Point2f v = b.center - a.center;
    const double length = cv::norm(v);
    const double start = a.major / 2 + 1, end = length - b.major / 2 - 1;
    const double face = std::min(a.faceLevel, b.faceLevel);
    for (double t = start; t <= end; t += 1.0) {
        const cv::Point2f p = a.center + v * float(t / length);
        const int x = std::clamp(int(p.x + 0.5f), 0, grey.cols - 1),
                  y = std::clamp(int(p.y + 0.5f), 0, grey.rows - 1);
        const double level = grey.at<uchar>(y, x);
        if (a.dark ? level < config.minBridgeLevel * face : level > face / config.minBridgeLevel)
            return false;
    }
    return true;
}

bool linked(const Pip& a, const Pip& b, const cv::Mat& grey, const FaceReaderConfig& config) {
    if (a.dark != b.dark) return false;
    if (cv::norm(a.center - b.center) > linkRange(a, b, config)) return false;
    if (std::max(a.area, b.area) > config.maxAreaRatio * std::min(a.area, b.area)) return false;
    return bridgeIsFace(a, b, grey, config);
}

} // namespace

std::vector<std::vector<Pip>> groupTopFaces(const std::vector<Pip>& pips, const cv::Mat& grey,
                                            const FaceReaderConfig& config) {
    const std::size_t n = pips.size();
    // A pip is a top-face candidate when it is round, and not much flatter than the
    // roundest pip of its die.
    std::vector<bool> frontal(n, false);
    for (std::size_t i = 0; i < n; ++i) {
        double roundest = pips[i].aspect();
        for (std::size_t j = 0; j < n; ++j)
            if (j != i && pips[i].dark == pips[j].dark &&
                cv::norm(pips[i].center - pips[j].center) <=
                    2 * linkRange(pips[i], pips[j], config))
                roundest = std::max(roundest, pips[j].aspect());
        frontal[i] = pips[i].aspect() >= config.frontalAspect &&
                     pips[i].aspect() >= config.relativeAspect * roundest;
    }
    std::vector<int> parent(n);
    std::iota(parent.begin(), parent.end(), 0);
    for (std::size_t i = 0; i < n; ++i) {
        if (!frontal[i]) continue;
        for (std::size_t j = i + 1; j < n; ++j)
            if (frontal[j] && linked(pips[i], pips[j], grey, config))
                parent[std::size_t(findRoot(parent, int(i)))] = findRoot(parent, int(j));
    }
    std::vector<std::vector<Pip>> faces;
    std::vector<int> faceOfRoot(n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        if (!frontal[i]) continue;
        const int root = findRoot(parent, int(i));
        if (faceOfRoot[std::size_t(root)] < 0) {
            faceOfRoot[std::size_t(root)] = int(faces.size());
            faces.emplace_back();
        }
        faces[std::size_t(faceOfRoot[std::size_t(root)])].push_back(pips[i]);
    }
    return faces;
}

} // namespace packmate::vision::dice
