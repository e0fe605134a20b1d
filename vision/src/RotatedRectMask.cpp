#include <packmate/vision/RotatedRectMask.h>

#include <opencv2/imgproc.hpp>

#include <vector>

namespace packmate::vision {

void fillRotatedRect(cv::Mat& mask, const cv::RotatedRect& box, unsigned char value) {
    cv::Point2f corners[4];
    box.points(corners);
    std::vector<cv::Point> polygon;
    for (const cv::Point2f& p : corners)
        polygon.emplace_back(cvRound(p.x), cvRound(p.y));
    cv::fillConvexPoly(mask, polygon, cv::Scalar(value));
}

} // namespace packmate::vision
