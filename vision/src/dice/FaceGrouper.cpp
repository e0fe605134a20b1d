#include <packmate/vision/dice/FaceGrouper.h>
#include <packmate/vision/dice/PipPattern.h>

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

// How clear the face between two pips is: the darkest level between them over the face
// level (for light pips, the other way round); 1 on a clean face, lower across a die edge,
// the gap between touching dice or the table.
double bridgeRatio(const Pip& a, const Pip& b, const cv::Mat& grey) {
    const cv::Point2f v = b.center - a.center;
    const double length = cv::norm(v);
    const double start = a.major / 2 + 1, end = length - b.major / 2 - 1;
    const double face = std::max(1.0, std::min(a.faceLevel, b.faceLevel));
    double ratio = 1.0;
    for (double t = start; t <= end; t += 1.0) {
        const cv::Point2f p = a.center + v * float(t / length);
        const int x = std::clamp(int(p.x + 0.5f), 0, grey.cols - 1),
                  y = std::clamp(int(p.y + 0.5f), 0, grey.rows - 1);
        const double level = std::max(1.0, double(grey.at<uchar>(y, x)));
        ratio = std::min(ratio, a.dark ? level / face : face / level);
    }
    return ratio;
}

bool bridgeIsFace(const Pip& a, const Pip& b, const cv::Mat& grey, const FaceReaderConfig& config) {
    return bridgeRatio(a, b, grey) >= config.minBridgeLevel;
}

bool linked(const Pip& a, const Pip& b, const cv::Mat& grey, const FaceReaderConfig& config) {
    if (a.dark != b.dark) return false;
    if (cv::norm(a.center - b.center) > linkRange(a, b, config)) return false;
    if (std::max(a.area, b.area) > config.maxAreaRatio * std::min(a.area, b.area)) return false;
    return bridgeIsFace(a, b, grey, config);
}

// The two pips of a "2" sit on a diagonal, farther apart than the pips of any other face:
// pair up pips still alone, nearest first, when the face between them is clear and no
// other pip lies near their midpoint.
void pairLonePips(const std::vector<Pip>& pips, const std::vector<bool>& frontal,
                  std::vector<int>& parent, const cv::Mat& grey, const FaceReaderConfig& config) {
    const std::size_t n = pips.size();
    std::vector<int> groupSize(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        if (frontal[i]) ++groupSize[std::size_t(findRoot(parent, int(i)))];
    auto alone = [&](std::size_t i) {
        return frontal[i] && groupSize[std::size_t(findRoot(parent, int(i)))] == 1;
    };
    std::vector<std::pair<double, std::pair<std::size_t, std::size_t>>> pairs;
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) {
            if (!alone(i) || !alone(j) || pips[i].dark != pips[j].dark) continue;
            const double distance = cv::norm(pips[i].center - pips[j].center);
            if (distance > config.pairDistance * (pips[i].diameter() + pips[j].diameter()) / 2)
                continue;
            if (std::max(pips[i].area, pips[j].area) >
                config.maxAreaRatio * std::min(pips[i].area, pips[j].area))
                continue;
            pairs.push_back({distance, {i, j}});
        }
    std::sort(pairs.begin(), pairs.end());
    for (const auto& [distance, ij] : pairs) {
        const auto [i, j] = ij;
        if (!alone(i) || !alone(j)) continue;
        const cv::Point2f middle = (pips[i].center + pips[j].center) * 0.5f;
        const bool crowded = std::any_of(pips.begin(), pips.end(), [&](const Pip& p) {
            return cv::norm(p.center - middle) < 0.25 * distance;
        });
        if (crowded || !bridgeIsFace(pips[i], pips[j], grey, config)) continue;
        parent[std::size_t(findRoot(parent, int(i)))] = findRoot(parent, int(j));
        groupSize[std::size_t(findRoot(parent, int(i)))] = 2;
    }
}

bool validFace(const std::vector<Pip>& pips, const std::vector<std::size_t>& members) {
    if (members.size() > 6) return false;
    std::vector<cv::Point2f> centers;
    for (std::size_t i : members)
        centers.push_back(pips[i].center);
    return pipPatternScore(centers) >= 0.5;
}

std::vector<std::vector<std::size_t>>
components(std::size_t n, const std::vector<std::size_t>& members,
           const std::vector<std::pair<std::size_t, std::size_t>>& edges) {
    std::vector<int> parent(n);
    std::iota(parent.begin(), parent.end(), 0);
    for (const auto& [i, j] : edges)
        parent[std::size_t(findRoot(parent, int(i)))] = findRoot(parent, int(j));
    std::vector<std::vector<std::size_t>> out;
    std::vector<int> index(n, -1);
    for (std::size_t i : members) {
        const std::size_t root = std::size_t(findRoot(parent, int(i)));
        if (index[root] < 0) {
            index[root] = int(out.size());
            out.emplace_back();
        }
        out[std::size_t(index[root])].push_back(i);
    }
    return out;
}

// A group that is no die face (touching dice whose pips linked across the seam) is cut at
// its least face-like links until every part is a face or no link is left.
std::vector<std::vector<std::size_t>> splitGroup(const std::vector<Pip>& pips,
                                                 std::vector<std::size_t> members,
                                                 const cv::Mat& grey,
                                                 const FaceReaderConfig& config) {
    if (validFace(pips, members)) return {members};
    std::vector<std::pair<double, std::pair<std::size_t, std::size_t>>> edges;
    for (std::size_t a = 0; a < members.size(); ++a)
        for (std::size_t b = a + 1; b < members.size(); ++b)
            if (linked(pips[members[a]], pips[members[b]], grey, config))
                edges.push_back({bridgeRatio(pips[members[a]], pips[members[b]], grey),
                                 {members[a], members[b]}});
    std::sort(edges.begin(), edges.end());
    for (std::size_t cut = 1; cut <= edges.size(); ++cut) {
        std::vector<std::pair<std::size_t, std::size_t>> kept;
        for (std::size_t e = cut; e < edges.size(); ++e)
            kept.push_back(edges[e].second);
        auto parts = components(pips.size(), members, kept);
        if (std::all_of(parts.begin(), parts.end(),
                        [&](const auto& part) { return validFace(pips, part); }))
            return parts;
    }
    return {members};
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
    pairLonePips(pips, frontal, parent, grey, config);
    std::vector<std::vector<std::size_t>> members;
    std::vector<int> faceOfRoot(n, -1);
    for (std::size_t i = 0; i < n; ++i) {
        if (!frontal[i]) continue;
        const int root = findRoot(parent, int(i));
        if (faceOfRoot[std::size_t(root)] < 0) {
            faceOfRoot[std::size_t(root)] = int(members.size());
            members.emplace_back();
        }
        members[std::size_t(faceOfRoot[std::size_t(root)])].push_back(i);
    }
    std::vector<std::vector<Pip>> faces;
    for (std::vector<std::size_t>& group : members)
        for (const std::vector<std::size_t>& part :
             splitGroup(pips, std::move(group), grey, config)) {
            faces.emplace_back();
            for (std::size_t i : part)
                faces.back().push_back(pips[i]);
        }
    return faces;
}

} // namespace packmate::vision::dice
