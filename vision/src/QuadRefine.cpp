#include <packmate/vision/QuadRefine.h>

#include <opencv2/imgproc.hpp>

#include <algorithm>
#include <cmath>

namespace packmate::vision {

namespace {

std::optional<cv::Point2d> intersect(const cv::Vec4f& l1, const cv::Vec4f& l2) {
    const double det = l1[0] * (-l2[1]) - l1[1] * (-l2[0]);
    if (std::abs(det) < 1e-9) return std::nullopt;
    const double dx = l2[2] - l1[2], dy = l2[3] - l1[3];
    const double t = (dx * (-l2[1]) - dy * (-l2[0])) / det;
    return cv::Point2d(l1[2] + t * l1[0], l1[3] + t * l1[1]);
}

// Inlined: called twice per search step, hundreds of thousands of times per photo.
[[gnu::always_inline]] inline float bilinear(const cv::Mat& m, cv::Point2d p) {
    const int x = static_cast<int>(p.x), y = static_cast<int>(p.y);
    const float fx = static_cast<float>(p.x - x), fy = static_cast<float>(p.y - y);
    const short* r0 = m.ptr<short>(y) + x;
    const short* r1 = m.ptr<short>(y + 1) + x;
    return (1 - fy) * ((1 - fx) * r0[0] + fx * r0[1]) + fy * ((1 - fx) * r1[0] + fx * r1[1]);
}

} // namespace

double signedQuadArea(const std::array<cv::Point2d, 4>& q) {
    double area = 0.0;
    for (int i = 0; i < 4; ++i)
        area += q[i].x * q[(i + 1) % 4].y - q[(i + 1) % 4].x * q[i].y;
    return area / 2.0;
}

double cornerDistance(const std::array<cv::Point2d, 4>& a, const std::array<cv::Point2d, 4>& b) {
    double best = 1e300;
    for (int start = 0; start < 4; ++start) {
        double worst = 0.0;
        for (int i = 0; i < 4; ++i)
            worst = std::max(worst, cv::norm(a[(start + i) % 4] - b[i]));
        best = std::min(best, worst);
    }
    return best;
}

std::array<cv::Point2d, 4> offsetSides(const std::array<cv::Point2d, 4>& q, double distance) {
    std::array<cv::Point2d, 4> a, d;
    for (int i = 0; i < 4; ++i) {
        d[i] = q[(i + 1) % 4] - q[i];
        d[i] /= std::max(1e-9, cv::norm(d[i]));
        a[i] = q[i] + cv::Point2d(d[i].y, -d[i].x) * distance;
    }
    std::array<cv::Point2d, 4> out;
    for (int i = 0; i < 4; ++i) {
        const int p = (i + 3) % 4;
        const double det = d[p].x * (-d[i].y) - d[p].y * (-d[i].x);
        if (std::abs(det) < 1e-9) return q;
        const cv::Point2d w = a[i] - a[p];
        const double t = (w.x * (-d[i].y) - w.y * (-d[i].x)) / det;
        out[i] = a[p] + d[p] * t;
    }
    return out;
}

std::array<cv::Point2d, 4> refineSidesByContour(const std::array<cv::Point2d, 4>& quad,
                                                const std::vector<cv::Point>& contour) {
    std::array<cv::Vec4f, 4> lines;
    for (int i = 0; i < 4; ++i) {
        const cv::Point2d a = quad[i], b = quad[(i + 1) % 4];
        const cv::Point2d d = b - a;
        const double length = std::hypot(d.x, d.y);
        std::vector<cv::Point2f> near;
        for (const cv::Point& p : contour) {
            const cv::Point2d ap = cv::Point2d(p) - a;
            const double along = (ap.x * d.x + ap.y * d.y) / (length * length);
            const double across = std::abs(ap.x * d.y - ap.y * d.x) / length;
            if (along > 0.1 && along < 0.9 && across < std::max(2.0, 0.02 * length))
                near.emplace_back(p);
        }
        if (near.size() < 5) return quad;
        cv::fitLine(near, lines[i], cv::DIST_HUBER, 0, 0.01, 0.01);
    }
    std::array<cv::Point2d, 4> out;
    for (int i = 0; i < 4; ++i) {
        const auto corner = intersect(lines[(i + 3) % 4], lines[i]);
        if (!corner) return quad;
        out[i] = *corner;
        if (cv::norm(out[i] - quad[i]) > 0.1 * std::sqrt(std::abs(signedQuadArea(quad))))
            return quad;
    }
    return out;
}

void edgeGradients(const cv::Mat& bgr, cv::Rect reach, cv::Mat& gx, cv::Mat& gy) {
    const cv::Rect whole(0, 0, bgr.cols, bgr.rows);
    // Into the caller's buffers when they have the size already, and through per-thread
    // scratch: a fresh image-sized allocation (page faults) cost more than the gradients.
    gx.create(bgr.size(), CV_16S);
    gy.create(bgr.size(), CV_16S);
    reach &= whole;
    if (reach != whole) {
        gx.setTo(0);
        gy.setTo(0);
    }
    if (reach.empty()) return;
    const cv::Rect context =
        cv::Rect(reach.x - 3, reach.y - 3, reach.width + 6, reach.height + 6) & whole;
    thread_local cv::Mat grey, contextGx, contextGy;
    cv::cvtColor(bgr(context), grey, cv::COLOR_BGR2GRAY);
    cv::GaussianBlur(grey, grey, cv::Size(3, 3), 0);
    // Both 3×3 Sobel derivatives in one pass (the same integers as two cv::Sobel calls).
    cv::spatialGradient(grey, contextGx, contextGy, 3);
    const cv::Rect inner = reach - context.tl();
    contextGx(inner).copyTo(gx(reach));
    contextGy(inner).copyTo(gy(reach));
}

std::optional<std::array<cv::Point2d, 4>> refineSidesByEdges(const std::array<cv::Point2d, 4>& quad,
                                                             const cv::Mat& gx, const cv::Mat& gy,
                                                             double search, int samples,
                                                             double minStep, EdgeFit* fit) {
    std::array<cv::Vec4f, 4> lines;
    const int steps = static_cast<int>(std::ceil(4 * search));
    std::vector<double> drops(2 * steps + 1);
    EdgeFit found{1.0, 0.0};
    for (int i = 0; i < 4; ++i) {
        const cv::Point2d a = quad[i], b = quad[(i + 1) % 4];
        const cv::Point2d d = (b - a) / cv::norm(b - a);
        const cv::Point2d n(d.y, -d.x); // outward for a clockwise quad (y down)
        std::vector<cv::Point2f> points;
        for (int k = 0; k < samples; ++k) {
            const cv::Point2d p = a + (b - a) * (0.08 + 0.84 * k / (samples - 1));
            std::fill(drops.begin(), drops.end(), 0.0);
            int best = -1;
            for (int step = -steps; step <= steps; ++step) {
                const cv::Point2d q = p + n * (step / 4.0);
                if (q.x < 1 || q.y < 1 || q.x >= gx.cols - 2 || q.y >= gx.rows - 2) continue;
                double& drop = drops[step + steps];
                drop = -(bilinear(gx, q) * n.x + bilinear(gy, q) * n.y);
                if (best < 0 || drop > drops[best]) best = step + steps;
            }
            if (best <= 0 || best >= 2 * steps || drops[best] < minStep) continue;
            // Parabola through the peak and its neighbours: sub-pixel edge position.
            const double l = drops[best - 1], c = drops[best], r = drops[best + 1];
            const double denom = l - 2 * c + r;
            const double offset =
                std::abs(denom) > 1e-9 ? std::clamp(0.5 * (l - r) / denom, -0.5, 0.5) : 0.0;
            points.emplace_back(p + n * ((best - steps + offset) / 4.0));
        }
        if (points.size() < static_cast<std::size_t>(samples / 3)) return std::nullopt;
        cv::fitLine(points, lines[i], cv::DIST_HUBER, 0, 0.01, 0.01);
        if (fit) {
            double squares = 0.0;
            for (const cv::Point2f& p : points) {
                const double across =
                    (p.x - lines[i][2]) * lines[i][1] - (p.y - lines[i][3]) * lines[i][0];
                squares += across * across;
            }
            found.share = std::min(found.share, double(points.size()) / samples);
            found.residual = std::max(found.residual, std::sqrt(squares / double(points.size())));
        }
    }
    std::array<cv::Point2d, 4> out;
    for (int i = 0; i < 4; ++i) {
        const auto corner = intersect(lines[(i + 3) % 4], lines[i]);
        if (!corner || cv::norm(*corner - quad[i]) > 2.5 * search) return std::nullopt;
        out[i] = *corner;
    }
    if (fit) *fit = found;
    return out;
}

} // namespace packmate::vision
