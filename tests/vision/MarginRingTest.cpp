#include <packmate/vision/CardFinder.h>
#include <packmate/vision/MarginRing.h>

#include <gtest/gtest.h>
#include <opencv2/imgproc.hpp>

using namespace packmate::vision;

namespace {

// A card seen from straight above at 20 px per cell (160 × 100 px) at (40, 30): white margin
// 4 px wide round a grey art, on a dark table.
cv::Mat cardOnTable() {
    cv::Mat image(160, 240, CV_8UC3, cv::Scalar(40, 60, 90));
    cv::rectangle(image, cv::Rect(40, 30, 160, 100), cv::Scalar(245, 245, 245), cv::FILLED);
    cv::rectangle(image, cv::Rect(44, 34, 152, 92), cv::Scalar(110, 120, 130), cv::FILLED);
    return image;
}

std::array<cv::Point2d, 4> outline(double x, double y, double w, double h) {
    return {cv::Point2d(x, y), {x + w, y}, {x + w, y + h}, {x, y + h}};
}

} // namespace

TEST(MarginRing, TheCardsOwnOutlineHasAWhiteMarginAllRound) {
    const cv::Mat white = whitenessMap(cardOnTable());
    const auto shares = marginWhiteShares(outline(40, 30, 160, 100), {}, white, 1.0, 200.0, 24);
    EXPECT_DOUBLE_EQ(shares[0], 1.0);
    EXPECT_DOUBLE_EQ(shares[3], 1.0);
}

TEST(MarginRing, AnOutlineGrownOntoTheTableOrShrunkOntoTheArtIsNotWhite) {
    const cv::Mat white = whitenessMap(cardOnTable());
    // Grown by a margin's width: its margin's middle lies on the table.
    const auto grown = marginWhiteShares(outline(36, 27.5, 168, 105), {}, white, 1.0, 200.0, 24);
    EXPECT_LT(grown[3], 0.2);
    // Shrunk onto the art.
    const auto shrunk = marginWhiteShares(outline(46, 34, 148, 92.5), {}, white, 1.0, 200.0, 24);
    EXPECT_LT(shrunk[3], 0.2);
}

TEST(MarginRing, RingSharesAreSortedWeakestFirst) {
    cv::Mat image = cardOnTable();
    // A dark stick across the bottom margin: one side half dark.
    cv::rectangle(image, cv::Rect(40, 120, 80, 12), cv::Scalar(30, 30, 30), cv::FILLED);
    const auto shares =
        marginWhiteShares(outline(40, 30, 160, 100), {}, whitenessMap(image), 1.0, 200.0, 24);
    EXPECT_NEAR(shares[0], 0.5, 0.05);
    EXPECT_GT(shares[1], 0.85); // the left side's last samples are under the stick too
    EXPECT_DOUBLE_EQ(shares[3], 1.0);
}

TEST(MarginRing, GreySpreadInsideIsZeroOnAFlatPatchAndSeesTheArtsTwoTones) {
    cv::Mat grey(100, 200, CV_8U, cv::Scalar(120));
    EXPECT_DOUBLE_EQ(greySpreadInside(grey, outline(40, 20, 120, 60), 5.0), 0.0);
    // Left half of the shrunk quad black, right half white: a spread of half the range.
    cv::rectangle(grey, cv::Rect(0, 0, 100, 100), cv::Scalar(0), cv::FILLED);
    cv::rectangle(grey, cv::Rect(100, 0, 100, 100), cv::Scalar(255), cv::FILLED);
    EXPECT_NEAR(greySpreadInside(grey, outline(40, 20, 120, 60), 5.0), 127.5, 3.0);
}
