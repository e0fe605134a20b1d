#include <packmate/vision/eval/CellVisibility.h>

#include <gtest/gtest.h>
#include <opencv2/calib3d.hpp>

using packmate::TruckCard;
using packmate::vision::CardGeometry;
using packmate::vision::eval::visibleTopShares;

namespace {

const cv::Matx33d kIntrinsics(1100, 0, 640, 0, 1100, 480, 0, 0, 1);

/// Image corners of the card seen by a camera at `eye` (card frame, in cells) looking at `target`.
std::array<cv::Point2d, 4> cornersSeenFrom(const cv::Vec3d& eye, const cv::Vec3d& target) {
    const cv::Vec3d forward = cv::normalize(target - eye);
    const cv::Vec3d right = cv::normalize(forward.cross(cv::Vec3d(0, 0, 1)));
    const cv::Vec3d down = forward.cross(right);
    const cv::Matx33d rotation(right[0], right[1], right[2], down[0], down[1], down[2], forward[0],
                               forward[1], forward[2]);
    const cv::Vec3d translation = -(rotation * eye);
    const CardGeometry g;
    std::array<cv::Point2d, 4> out;
    const cv::Vec3d corners[4] = {
        {0, 0, 0}, {g.cardWidth, 0, 0}, {g.cardWidth, g.cardHeight, 0}, {0, g.cardHeight, 0}};
    for (int i = 0; i < 4; ++i) {
        const cv::Vec3d p = kIntrinsics * (rotation * corners[i] + translation);
        out[i] = {p[0] / p[2], p[1] / p[2]};
    }
    return out;
}

// A one-row, three-column card: its grid spans x 3.5–6.5, y 2–3 on the card.
const TruckCard kRow{"row", 4, {"###"}};

} // namespace

TEST(CellVisibility, AFlatCardIsSeenWholeFromAnyAngle) {
    const auto corners = cornersSeenFrom({-12, 2.5, 12}, {5, 2.5, 0});
    const auto shares = visibleTopShares(kRow, {{0, 0, 0}}, corners, kIntrinsics);
    for (double share : shares[0])
        EXPECT_DOUBLE_EQ(share, 1.0);
}

TEST(CellVisibility, ATallColumnHidesTheCellBehindItButNotTheOneInFront) {
    // The camera looks from the left, low: the four-high middle column hides the right cell.
    const auto corners = cornersSeenFrom({-12, 2.5, 12}, {5, 2.5, 0});
    const auto shares = visibleTopShares(kRow, {{0, 4, 0}}, corners, kIntrinsics);
    EXPECT_DOUBLE_EQ(shares[0][0], 1.0);
    EXPECT_DOUBLE_EQ(shares[0][1], 1.0);
    EXPECT_LT(shares[0][2], 0.2);
}

TEST(CellVisibility, SeenFromStraightAboveNothingIsHidden) {
    const auto corners = cornersSeenFrom({5, 2.5 + 1e-3, 25}, {5, 2.5, 0});
    const auto shares = visibleTopShares(kRow, {{0, 4, 1}}, corners, kIntrinsics);
    for (double share : shares[0])
        EXPECT_DOUBLE_EQ(share, 1.0);
}

TEST(CellVisibility, CellsOutsideTheLoadingAreaCountAsSeen) {
    const TruckCard card{"gap", 2, {"#.#"}};
    const auto corners = cornersSeenFrom({-12, 2.5, 12}, {5, 2.5, 0});
    const auto shares = visibleTopShares(card, {{2, 0, 0}}, corners, kIntrinsics);
    EXPECT_DOUBLE_EQ(shares[0][1], 1.0);
}
