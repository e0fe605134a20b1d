#include <packmate/vision/RotatedRectMask.h>
#include <packmate/vision/StickFitter.h>

#include <opencv2/imgproc.hpp>

#include <cmath>

namespace packmate::vision {

namespace {

struct Best {
    double coverage = -1.0;
    double angle = 0.0;
    cv::Point2f centre;
};

// The best-covered rectangle of the given size over every angle and position: the mask is
// turned by each angle (about its centre, on a canvas holding any turn) and box-filtered.
Best bestRectangle(const cv::Mat& mask, const StickFitSettings& s) {
    const int side = static_cast<int>(std::ceil(std::hypot(mask.cols, mask.rows))) + 2;
    const cv::Point2f centre(static_cast<float>(mask.cols - 1) / 2.f,
                             static_cast<float>(mask.rows - 1) / 2.f);
    const cv::Point2f canvasCentre(static_cast<float>(side - 1) / 2.f,
                                   static_cast<float>(side - 1) / 2.f);
    const cv::Size box(std::max(1, static_cast<int>(std::lround(s.length))),
                       std::max(1, static_cast<int>(std::lround(s.width))));
    Best best;
    cv::Mat turned, mean;
    for (double angle = 0.0; angle < 180.0; angle += s.angleStep) {
        cv::Mat m = cv::getRotationMatrix2D(centre, angle, 1.0);
        m.at<double>(0, 2) += canvasCentre.x - centre.x;
        m.at<double>(1, 2) += canvasCentre.y - centre.y;
        cv::warpAffine(mask, turned, m, cv::Size(side, side), cv::INTER_NEAREST);
        cv::boxFilter(turned, mean, CV_32F, box, cv::Point(-1, -1), true, cv::BORDER_CONSTANT);
        double maxValue = 0.0;
        cv::Point at;
        cv::minMaxLoc(mean, nullptr, &maxValue, nullptr, &at);
        const double coverage = maxValue / 255.0;
        if (coverage <= best.coverage) continue;
        // The box centre of an even size lies half a pixel up-left of its anchor.
        const cv::Point2f inTurned(static_cast<float>(at.x) - (box.width % 2 ? 0.f : 0.5f),
                                   static_cast<float>(at.y) - (box.height % 2 ? 0.f : 0.5f));
        cv::Mat back;
        cv::invertAffineTransform(m, back);
        const cv::Matx23d b(back);
        best = {
            coverage, angle,
            cv::Point2f(static_cast<float>(b(0, 0) * inTurned.x + b(0, 1) * inTurned.y + b(0, 2)),
                        static_cast<float>(b(1, 0) * inTurned.x + b(1, 1) * inTurned.y + b(1, 2)))};
    }
    return best;
}

} // namespace

std::vector<FittedStick> fitSticks(const cv::Mat& mask, const StickFitSettings& settings,
                                   cv::Mat* leftover) {
    CV_Assert(mask.type() == CV_8U);
    cv::Mat remaining = mask.clone();
    std::vector<FittedStick> out;
    while (static_cast<int>(out.size()) < settings.maxSticks &&
           cv::countNonZero(remaining) >= settings.minCoverage * settings.length * settings.width) {
        const Best best = bestRectangle(remaining, settings);
        if (best.coverage < settings.minCoverage) break;
        // getRotationMatrix2D turns counter-clockwise on screen and RotatedRect's angle runs
        // clockwise: the stick turned level by +angle lies at +angle.
        const cv::RotatedRect box(
            best.centre,
            cv::Size2f(static_cast<float>(settings.length), static_cast<float>(settings.width)),
            static_cast<float>(best.angle));
        out.push_back({box, best.coverage});
        // Remove the stick with a pixel to spare: its blurred outline is no second stick.
        fillRotatedRect(remaining,
                        cv::RotatedRect(box.center, box.size + cv::Size2f(2.f, 2.f), box.angle), 0);
    }
    if (leftover) *leftover = remaining;
    return out;
}

} // namespace packmate::vision
