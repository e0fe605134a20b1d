#include <packmate/vision/QuadRefine.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision;

namespace {

// A bright quad (clockwise, image pixels) on a darker noisy table, drawn with sub-pixel corners.
cv::Mat brightQuad(const std::array<cv::Point2d, 4>& quad, cv::Scalar table = {70, 90, 110}) {
    // Drawn at 8× and shrunk: exact soft edges.
    cv::Mat big(480 * 8, 640 * 8, CV_8UC3, table);
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : quad)
        points.emplace_back(int(std::lround((p.x * 8 - 0.5) * 16)),
                            int(std::lround((p.y * 8 - 0.5) * 16)));
    cv::fillPoly(big, std::vector<std::vector<cv::Point>>{points}, cv::Scalar(235, 240, 242),
                 cv::LINE_8, 4);
    cv::Mat image, noise(480, 640, CV_8UC3);
    cv::resize(big, image, cv::Size(640, 480), 0, 0, cv::INTER_AREA);
    cv::randn(noise, cv::Scalar(0, 0, 0), cv::Scalar(4, 4, 4));
    return image + noise;
}

const std::array<cv::Point2d, 4> kTruth{cv::Point2d(200.3, 140.7), cv::Point2d(452.6, 171.2),
                                        cv::Point2d(431.9, 338.4), cv::Point2d(179.5, 307.8)};

} // namespace

TEST(QuadRefine, MovesEachSideOntoTheBrightInsideEdge) {
    const cv::Mat image = brightQuad(kTruth);
    cv::Mat gx, gy;
    edgeGradients(image, cv::Rect(0, 0, image.cols, image.rows), gx, gy);
    std::array<cv::Point2d, 4> start = kTruth;
    const cv::Point2d shifts[4] = {{4, -3}, {-5, 2}, {3, 5}, {-2, -4}};
    for (int i = 0; i < 4; ++i)
        start[i] += shifts[i];
    // A wide pass, then a narrow one round it (as the finders do).
    const auto wide = refineSidesByEdges(start, gx, gy, 8.0, 40);
    ASSERT_TRUE(wide.has_value());
    const auto refined = refineSidesByEdges(*wide, gx, gy, 2.0, 40);
    ASSERT_TRUE(refined.has_value());
    // Gradients are indexed by pixel: pixel (x, y) is centred on (x + 0.5, y + 0.5).
    for (int i = 0; i < 4; ++i)
        EXPECT_LT(cv::norm((*refined)[i] + cv::Point2d(0.5, 0.5) - kTruth[i]), 0.5)
            << "corner " << i << " at " << (*refined)[i];
}

TEST(QuadRefine, ReportsHowWellTheSidesLieOnEdges) {
    cv::Mat image = brightQuad(kTruth);
    cv::Mat gx, gy;
    edgeGradients(image, cv::Rect(0, 0, image.cols, image.rows), gx, gy);
    EdgeFit clean;
    ASSERT_TRUE(refineSidesByEdges(kTruth, gx, gy, 2.0, 40, 40.0, &clean).has_value());
    EXPECT_GT(clean.share, 0.95);
    EXPECT_LT(clean.residual, 0.5);
    // A shadow of table colour across half the top side: that side finds no edge there.
    cv::rectangle(image, cv::Point(180, 120), cv::Point(330, 165), cv::Scalar(70, 90, 110),
                  cv::FILLED);
    edgeGradients(image, cv::Rect(0, 0, image.cols, image.rows), gx, gy);
    EdgeFit broken;
    if (refineSidesByEdges(kTruth, gx, gy, 2.0, 40, 40.0, &broken)) EXPECT_LT(broken.share, 0.7);
}

TEST(QuadRefine, NoEdgesOnABlankTable) {
    cv::Mat image(480, 640, CV_8UC3);
    cv::randn(image, cv::Scalar(90, 90, 90), cv::Scalar(4, 4, 4));
    cv::Mat gx, gy;
    edgeGradients(image, cv::Rect(0, 0, image.cols, image.rows), gx, gy);
    EXPECT_FALSE(refineSidesByEdges(kTruth, gx, gy, 8.0, 40).has_value());
}

TEST(QuadRefine, DarkInsideIsNotTheCardEdge) {
    // The margin's inner edge (dark art inside white) has the opposite polarity.
    cv::Mat image(480, 640, CV_8UC3, cv::Scalar(235, 240, 242));
    std::vector<cv::Point> points;
    for (const cv::Point2d& p : kTruth)
        points.emplace_back(p);
    cv::fillPoly(image, std::vector<std::vector<cv::Point>>{points}, cv::Scalar(40, 40, 40));
    cv::Mat gx, gy;
    edgeGradients(image, cv::Rect(0, 0, image.cols, image.rows), gx, gy);
    EXPECT_FALSE(refineSidesByEdges(kTruth, gx, gy, 8.0, 40).has_value());
}

TEST(QuadRefine, GradientsOnlyInsideTheReach) {
    const cv::Mat image = brightQuad(kTruth);
    cv::Mat gx, gy, fullGx, fullGy;
    const cv::Rect reach(150, 100, 200, 150);
    edgeGradients(image, reach, gx, gy);
    edgeGradients(image, cv::Rect(0, 0, image.cols, image.rows), fullGx, fullGy);
    EXPECT_EQ(cv::countNonZero(gx(reach) != fullGx(reach)), 0);
    EXPECT_EQ(cv::countNonZero(gx(cv::Rect(400, 300, 100, 100))), 0);
}

TEST(QuadRefine, ContourSidesIgnoreABump) {
    // A 100 × 60 rectangle's outline with a bump on its top side.
    std::vector<cv::Point> contour;
    for (int x = 0; x <= 100; ++x)
        contour.emplace_back(x, x > 40 && x < 50 ? -6 : 0);
    for (int y = 0; y <= 60; ++y)
        contour.emplace_back(100, y);
    for (int x = 100; x >= 0; --x)
        contour.emplace_back(x, 60);
    for (int y = 60; y >= 0; --y)
        contour.emplace_back(0, y);
    const std::array<cv::Point2d, 4> rough{cv::Point2d(1, -1), cv::Point2d(99, 1),
                                           cv::Point2d(101, 59), cv::Point2d(-1, 61)};
    const auto sides = refineSidesByContour(rough, contour);
    const cv::Point2d expected[4] = {{0, 0}, {100, 0}, {100, 60}, {0, 60}};
    for (int i = 0; i < 4; ++i)
        EXPECT_LT(cv::norm(sides[i] - expected[i]), 0.3) << "corner " << i;
}
