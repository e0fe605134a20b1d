#include <packmate/calibration/MatFinder.h>
#include <packmate/engine/InputError.h>
#include <packmate/vision/QrCodec.h>

#include <opencv2/calib3d.hpp>
#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>
#include <map>

namespace packmate::calibration {

namespace {

std::array<cv::Point2d, 4> markerCornersMm(const MatMarker& m) {
    return {cv::Point2d(m.xMm, m.yMm), cv::Point2d(m.xMm + m.sizeMm, m.yMm),
            cv::Point2d(m.xMm + m.sizeMm, m.yMm + m.sizeMm), cv::Point2d(m.xMm, m.yMm + m.sizeMm)};
}

cv::Point2d apply(const cv::Matx33d& h, cv::Point2d p) {
    const cv::Vec3d q = h * cv::Vec3d(p.x, p.y, 1.0);
    return {q[0] / q[2], q[1] / q[2]};
}

// Markers of one mat only: the id most markers agree on wins; one sighting per corner.
std::vector<MarkerSighting> readMarkers(const cv::Mat& image, cv::Point2f offset, double scale) {
    std::vector<MarkerSighting> sightings;
    for (const vision::QrReading& reading : vision::readQrCodes(image)) {
        const auto marker = decodeMatMarker(reading.text);
        if (!marker) continue;
        MarkerSighting sighting{*marker, {}, false};
        for (std::size_t i = 0; i < 4; ++i)
            // Pixel centres: x = (x_scaled + 0.5) / scale − 0.5.
            sighting.imageCorners[i] =
                (reading.corners[i] + cv::Point2f(0.5f, 0.5f)) * static_cast<float>(1.0 / scale) -
                cv::Point2f(0.5f, 0.5f) + offset;
        sightings.push_back(sighting);
    }
    return sightings;
}

void keepOneMat(std::vector<MarkerSighting>& sightings) {
    std::map<std::string, int> votes;
    for (const auto& s : sightings)
        ++votes[s.marker.matId + ";" + std::to_string(s.marker.version)];
    if (votes.empty()) return;
    const auto best =
        std::max_element(votes.begin(), votes.end(), [](const auto& a, const auto& b) {
            return a.second < b.second;
        })->first;
    std::vector<MarkerSighting> kept;
    for (const auto& s : sightings) {
        const bool sameMat = s.marker.matId + ";" + std::to_string(s.marker.version) == best;
        const bool newCorner = std::none_of(kept.begin(), kept.end(), [&](const MarkerSighting& k) {
            return k.marker.corner == s.marker.corner;
        });
        if (sameMat && newCorner) kept.push_back(s);
    }
    sightings = kept;
}

cv::Matx33d fitHomography(const std::vector<MarkerSighting>& sightings) {
    std::vector<cv::Point2f> image;
    std::vector<cv::Point2f> mm;
    for (const auto& s : sightings) {
        const auto corners = markerCornersMm(s.marker);
        for (std::size_t i = 0; i < 4; ++i) {
            image.push_back(s.imageCorners[i]);
            mm.emplace_back(corners[i]);
        }
    }
    const cv::Mat h = cv::findHomography(image, mm, 0);
    if (h.empty()) return cv::Matx33d::zeros();
    return cv::Matx33d(h);
}

std::optional<MarkerSighting> retryMarker(const cv::Mat& image, const MatMarker& expected,
                                          const cv::Matx33d& mmToImage,
                                          const MatFinderConfig& config) {
    const double margin = expected.sizeMm * config.retryMarginCodes;
    std::vector<cv::Point2f> predicted;
    for (const cv::Point2d& c : markerCornersMm(expected)) {
        const cv::Point2d far(c.x + (c.x > expected.xMm ? margin : -margin),
                              c.y + (c.y > expected.yMm ? margin : -margin));
        predicted.emplace_back(apply(mmToImage, far));
    }
    const cv::Rect area = cv::boundingRect(predicted) & cv::Rect(0, 0, image.cols, image.rows);
    if (area.width < 8 || area.height < 8) return std::nullopt;
    cv::Mat crop;
    if (image.channels() == 3)
        cv::cvtColor(image(area), crop, cv::COLOR_BGR2GRAY);
    else
        crop = image(area).clone();
    // Dim or soft codes: stretch the crop's contrast, then also try it sharpened.
    cv::normalize(crop, crop, 0, 255, cv::NORM_MINMAX);
    for (double scale : config.retryScales) {
        if (scale > 1.0 && scale * std::max(area.width, area.height) > config.retryMaxSide)
            continue;
        cv::Mat scaled;
        if (scale == 1.0)
            scaled = crop;
        else
            cv::resize(crop, scaled, {}, scale, scale, cv::INTER_CUBIC);
        cv::Mat blurred;
        cv::GaussianBlur(scaled, blurred, {0, 0}, config.retrySharpenSigma * scale);
        cv::Mat sharpened;
        cv::addWeighted(scaled, 2.0, blurred, -1.0, 0, sharpened);
        for (const cv::Mat& variant : {scaled, sharpened}) {
            for (MarkerSighting& s : readMarkers(variant, cv::Point2f(area.tl()), scale)) {
                if (s.marker == expected) {
                    s.foundOnRetry = true;
                    return s;
                }
            }
        }
    }
    return std::nullopt;
}

double residualMm(const std::vector<MarkerSighting>& sightings, const cv::Matx33d& imageToMm) {
    double sum = 0;
    int count = 0;
    for (const auto& s : sightings) {
        const auto corners = markerCornersMm(s.marker);
        for (std::size_t i = 0; i < 4; ++i) {
            const cv::Point2d d = apply(imageToMm, cv::Point2d(s.imageCorners[i])) - corners[i];
            sum += d.dot(d);
            ++count;
        }
    }
    return count ? std::sqrt(sum / count) : 0.0;
}

// Local scale of the image→mm map: square root of its Jacobian's determinant.
double localMmPerPixel(const cv::Matx33d& h, cv::Point2d p) {
    const double w = h(2, 0) * p.x + h(2, 1) * p.y + h(2, 2);
    const cv::Point2d q = apply(h, p);
    const double dudx = (h(0, 0) - q.x * h(2, 0)) / w;
    const double dudy = (h(0, 1) - q.x * h(2, 1)) / w;
    const double dvdx = (h(1, 0) - q.y * h(2, 0)) / w;
    const double dvdy = (h(1, 1) - q.y * h(2, 1)) / w;
    return std::sqrt(std::abs(dudx * dvdy - dudy * dvdx));
}

std::string cornerList(const std::vector<MarkerSighting>& sightings) {
    std::string list;
    for (const auto& s : sightings)
        list += (list.empty() ? "" : ", ") + std::string(matCornerCode(s.marker.corner));
    return list.empty() ? "none" : list;
}

} // namespace

bool MatDetection::seen(MatCorner corner) const {
    return std::any_of(sightings.begin(), sightings.end(),
                       [&](const auto& s) { return s.marker.corner == corner; });
}

cv::Point2d MatDetection::toMm(cv::Point2d imagePoint) const {
    return apply(imageToMm, imagePoint);
}
cv::Point2d MatDetection::toImage(cv::Point2d mmPoint) const {
    return apply(mmToImage, mmPoint);
}

MatSearch findMat(const cv::Mat& image, const MatFinderConfig& config) {
    MatSearch search;
    if (image.empty()) {
        search.problem = "empty image";
        return search;
    }
    search.sightings = readMarkers(image, {0, 0}, 1.0);
    keepOneMat(search.sightings);
    if (!search.sightings.empty()) {
        const MatLayout layout = matLayoutForMarker(search.sightings.front().marker);
        const cv::Matx33d guess = fitHomography(search.sightings);
        if (guess != cv::Matx33d::zeros()) {
            const cv::Matx33d guessInverse = guess.inv();
            for (const MatMarker& expected : layout.markers) {
                const bool have =
                    std::any_of(search.sightings.begin(), search.sightings.end(),
                                [&](const auto& s) { return s.marker.corner == expected.corner; });
                if (have) continue;
                if (auto found = retryMarker(image, expected, guessInverse, config))
                    search.sightings.push_back(*found);
            }
        }
    }
    std::sort(search.sightings.begin(), search.sightings.end(),
              [](const auto& a, const auto& b) { return a.marker.corner < b.marker.corner; });
    if (static_cast<int>(search.sightings.size()) < config.minMarkers) {
        search.problem = "mat not found: " + std::to_string(search.sightings.size()) +
                         " of 4 QR markers read (" + cornerList(search.sightings) + "), at least " +
                         std::to_string(config.minMarkers) + " needed";
        return search;
    }
    MatDetection detection;
    detection.layout = matLayoutForMarker(search.sightings.front().marker);
    detection.sightings = search.sightings;
    detection.imageToMm = fitHomography(detection.sightings);
    if (detection.imageToMm == cv::Matx33d::zeros()) {
        search.problem = "mat markers read but their corners give no homography";
        return search;
    }
    detection.mmToImage = detection.imageToMm.inv();
    detection.residualMm = residualMm(detection.sightings, detection.imageToMm);
    const cv::Point2d centre =
        detection.toImage({detection.layout.widthMm / 2, detection.layout.heightMm / 2});
    detection.mmPerPixel = localMmPerPixel(detection.imageToMm, centre);
    search.detection = detection;
    return search;
}

MatDetection requireMat(const cv::Mat& image, const MatFinderConfig& config) {
    MatSearch search = findMat(image, config);
    if (!search.detection) throw InputError(search.problem);
    return *search.detection;
}

cv::Matx33d tableCmToImage(const MatDetection& detection) {
    return detection.mmToImage * cv::Matx33d(10, 0, 0, 0, 10, 0, 0, 0, 1);
}

cv::Mat rectifyMat(const cv::Mat& image, const MatDetection& detection, double pixelsPerMm) {
    const cv::Matx33d scale(pixelsPerMm, 0, 0, 0, pixelsPerMm, 0, 0, 0, 1);
    const cv::Size size(static_cast<int>(std::lround(detection.layout.widthMm * pixelsPerMm)),
                        static_cast<int>(std::lround(detection.layout.heightMm * pixelsPerMm)));
    cv::Mat out;
    cv::warpPerspective(image, out, cv::Mat(scale * detection.imageToMm), size, cv::INTER_AREA,
                        cv::BORDER_CONSTANT, cv::Scalar::all(0));
    return out;
}

} // namespace packmate::calibration
