#include <packmate/engine/InputError.h>
#include <packmate/vision/CardMaskFinder.h>
#include <packmate/vision/OnnxNet.h>
#include <packmate/vision/QuadRefine.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

extern const unsigned char kCardFinderModel[];
extern const std::size_t kCardFinderModel_size;

namespace packmate::vision {

namespace {

constexpr int kInputWidth = 192, kInputHeight = 144;

} // namespace

CardMaskNet::CardMaskNet(const std::vector<unsigned char>& onnx)
    : net_(readOnnxNet(onnx, "card finder model")) {}

CardMaskNet& CardMaskNet::builtIn() {
    static CardMaskNet net(
        std::vector<unsigned char>(kCardFinderModel, kCardFinderModel + kCardFinderModel_size));
    return net;
}

cv::Mat CardMaskNet::cardMask(const cv::Mat& bgr, double& imagePerMask, const cv::Mat& half) {
    const double k = std::min(double(kInputWidth) / bgr.cols, double(kInputHeight) / bgr.rows);
    const cv::Size fitted(std::clamp(int(std::lround(bgr.cols * k)), 1, kInputWidth),
                          std::clamp(int(std::lround(bgr.rows * k)), 1, kInputHeight));
    // Halving steps first: OpenCV's 2x area shrink has a fast path.
    cv::Mat small = bgr, input;
    while (small.cols >= 2 * fitted.width && small.rows >= 2 * fitted.height) {
        const cv::Size size(small.cols / 2, small.rows / 2);
        if (small.data == bgr.data && !half.empty() && half.size() == size) {
            small = half;
            continue;
        }
        cv::Mat halved;
        cv::resize(small, halved, size, 0, 0, cv::INTER_AREA);
        small = halved;
    }
    if (small.size() != fitted) {
        cv::Mat exact;
        cv::resize(small, exact, fitted, 0, 0, cv::INTER_AREA);
        small = exact;
    }
    cv::copyMakeBorder(small, input, 0, kInputHeight - fitted.height, 0, kInputWidth - fitted.width,
                       cv::BORDER_REPLICATE);
    const cv::Mat blob = cv::dnn::blobFromImage(input, 1.0 / 255.0);
    cv::Mat out;
    {
        const std::lock_guard<std::mutex> lock(mutex_);
        net_.setInput(blob);
        out = net_.forward();
    }
    if (out.dims != 4 || out.size[1] != 1)
        throw InputError("card finder: unexpected network output");
    const cv::Mat mask(out.size[2], out.size[3], CV_32F, out.ptr<float>());
    const double inputPerMask = double(kInputWidth) / out.size[3];
    imagePerMask = inputPerMask * bgr.cols / fitted.width;
    // Only the part of the mask over the photo, not over the padding.
    const cv::Rect photo(0, 0, std::min(mask.cols, int(std::ceil(fitted.width / inputPerMask))),
                         std::min(mask.rows, int(std::ceil(fitted.height / inputPerMask))));
    return mask(photo).clone();
}

std::vector<CardQuad> maskOutlines(const cv::Mat& mask, const CardFinderConfig& config) {
    cv::Mat binary;
    cv::threshold(mask, binary, config.maskThreshold, 255, cv::THRESH_BINARY);
    binary.convertTo(binary, CV_8U);
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(binary, contours, cv::RETR_EXTERNAL, cv::CHAIN_APPROX_NONE);
    const double maskArea = double(mask.total());
    std::vector<CardQuad> out;
    for (const auto& contour : contours) {
        const std::vector<cv::Point> hull = contourHull(contour);
        const double area = cv::contourArea(hull);
        if (area < config.minAreaFraction * maskArea || area > config.maxAreaFraction * maskArea)
            continue;
        const auto quad = blobQuad(contour, hull, area, config.polygonTolerance);
        if (!quad) continue;
        const double solidity = area / std::max(1.0, std::abs(signedQuadArea(quad->inscribed)));
        if (solidity < config.maskLooseSolidity || solidity > 1.0 / config.maskLooseSolidity)
            continue;
        // Pixel (x, y) is centred on (x + 0.5, y + 0.5).
        CardQuad found;
        found.corners = quad->outline;
        for (cv::Point2d& p : found.corners)
            p += cv::Point2d(0.5, 0.5);
        found.area = std::abs(signedQuadArea(found.corners));
        cv::Mat inside = cv::Mat::zeros(mask.size(), CV_8U);
        cv::drawContours(inside, std::vector<std::vector<cv::Point>>{contour}, 0, 255, cv::FILLED);
        found.score = found.area * cv::mean(mask, inside)[0];
        found.looseBlob = solidity < config.minSolidity || solidity > 1.0 / config.minSolidity;
        out.push_back(found);
    }
    std::sort(out.begin(), out.end(),
              [](const CardQuad& a, const CardQuad& b) { return a.score > b.score; });
    return out;
}

double maskSupport(const cv::Mat& mask, double imagePerMask, const CardQuad& quad) {
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : quad.corners)
        points.emplace_back(int(std::lround((p.x / imagePerMask - 0.5) * 16)),
                            int(std::lround((p.y / imagePerMask - 0.5) * 16)));
    cv::Mat inside = cv::Mat::zeros(mask.size(), CV_8U);
    cv::fillPoly(inside, std::vector<std::vector<cv::Point>>{points}, 255, cv::LINE_8, 4);
    return cv::countNonZero(inside) ? cv::mean(mask, inside)[0] : 0.0;
}

double maskBlobArea(const cv::Mat& mask, double imagePerMask, const CardQuad& quad,
                    double threshold) {
    const cv::Point2d centre =
        (quad.corners[0] + quad.corners[1] + quad.corners[2] + quad.corners[3]) / 4.0;
    const cv::Point at(int(std::floor(centre.x / imagePerMask)),
                       int(std::floor(centre.y / imagePerMask)));
    if (!cv::Rect(0, 0, mask.cols, mask.rows).contains(at) || mask.at<float>(at) <= threshold)
        return 0.0;
    const cv::Mat blob = mask > threshold;
    cv::Mat labels, stats, centroids;
    cv::connectedComponentsWithStats(blob, labels, stats, centroids, 8, CV_32S);
    const int label = labels.at<int>(at);
    return stats.at<int>(label, cv::CC_STAT_AREA) * imagePerMask * imagePerMask;
}

std::vector<CardQuad> findCardByMask(const cv::Mat& bgr, const CardFinderConfig& config) {
    double imagePerMask = 1.0;
    const cv::Mat mask = CardMaskNet::builtIn().cardMask(bgr, imagePerMask);
    return findCardByMask(bgr, mask, imagePerMask, config);
}

std::vector<CardQuad> findCardByMask(const cv::Mat& bgr, const cv::Mat& mask, double imagePerMask,
                                     const CardFinderConfig& config) {
    // Sides are moved onto the card's edge at the white-margin finder's work scale: shrinking
    // averages away texture and noise and sharpens the edge per pixel.
    const double scale = std::min(1.0, double(config.workSide) / std::max(bgr.cols, bgr.rows));
    const cv::Rect whole(0, 0, bgr.cols, bgr.rows);
    std::vector<CardQuad> out;
    for (CardQuad quad : maskOutlines(mask, config)) {
        for (cv::Point2d& p : quad.corners)
            p *= imagePerMask;
        quad.area *= imagePerMask * imagePerMask;
        quad.score *= imagePerMask * imagePerMask;
        // Two passes: a wide one from the coarse mask, a narrow one round that; gradients only
        // round the outline.
        const double wide = config.maskEdgeSearch * imagePerMask * scale;
        cv::Rect box =
            cv::boundingRect(std::vector<cv::Point2f>(quad.corners.begin(), quad.corners.end()));
        const int pad = int(std::ceil((2.5 * wide + 4) / scale));
        box = cv::Rect(box.x - pad, box.y - pad, box.width + 2 * pad, box.height + 2 * pad) & whole;
        if (box.empty()) continue;
        thread_local cv::Mat small, gx, gy; // reused: see edgeGradients
        cv::resize(bgr(box), small, cv::Size(), scale, scale, cv::INTER_AREA);
        edgeGradients(small, cv::Rect(0, 0, small.cols, small.rows), gx, gy);
        // Work pixel (x, y) is centred on (x + 0.5, y + 0.5) of the box shrunk by `scale`.
        std::array<cv::Point2d, 4> work;
        for (int i = 0; i < 4; ++i)
            work[i] = (quad.corners[i] - cv::Point2d(box.tl())) * scale - cv::Point2d(0.5, 0.5);
        auto edges =
            refineSidesByEdges(work, gx, gy, wide, config.edgeSamples, config.maskMinEdgeStep);
        EdgeFit fit;
        if (edges) {
            const auto narrow =
                refineSidesByEdges(*edges, gx, gy, config.edgeSearch, config.edgeSamples,
                                   config.maskMinEdgeStep, &fit);
            if (narrow) {
                edges = narrow;
                quad.edgeShare = fit.share;
                quad.edgeResidual = fit.residual;
            }
        }
        if (edges) {
            for (int i = 0; i < 4; ++i)
                quad.corners[i] =
                    ((*edges)[i] + cv::Point2d(0.5, 0.5)) / scale + cv::Point2d(box.tl());
            quad.area = std::abs(signedQuadArea(quad.corners));
        }
        quad.edgesFound = edges.has_value();
        // A loose blob's coarse outline is no fallback: it may cut off or take in a strip.
        if (quad.looseBlob && !quad.edgesFound) continue;
        out.push_back(quad);
    }
    std::stable_partition(out.begin(), out.end(), [](const CardQuad& q) { return q.edgesFound; });
    return out;
}

} // namespace packmate::vision
