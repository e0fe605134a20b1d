#include <packmate/vision/eval/StickMatch.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::vision;

namespace {

OffCardStick readingAt(Colour colour, cv::Point2d center) {
    OffCardStick s;
    s.colour = colour;
    s.center = center;
    return s;
}

} // namespace

// Two violet sticks 4.6 cells apart (a violet's match radius is 4.75 cells): the first reading
// lies by the second stick but within reach of the first, the second reading by the first stick
// but beyond reach of the second. Taken in order, the first stick took the first reading and the
// second stick was left unmatched (test6_0053: one violet "missed", one "extra").
TEST(StickMatch, NearestPairsComeFirst) {
    const double cell = 10.0;
    const std::vector<eval::TruckTruth::Stick> truth{{Colour::Violet, {0, 0}},
                                                     {Colour::Violet, {46, 0}}};
    const std::vector<OffCardStick> readings{readingAt(Colour::Violet, {44, 0}),
                                             readingAt(Colour::Violet, {-3, 0})};
    EXPECT_EQ(eval::matchSticks(truth, readings, cell, true), (std::vector<int>{1, 0}));
}

// Nearest first would pair the first stick with the reading nearest it and leave the second,
// which only that reading reaches: as many pairs as can be come first.
TEST(StickMatch, AsManyPairsAsCanBe) {
    const double cell = 10.0;
    const std::vector<eval::TruckTruth::Stick> truth{{Colour::Violet, {0, 0}},
                                                     {Colour::Violet, {30, 0}}};
    const std::vector<OffCardStick> readings{readingAt(Colour::Violet, {10, 0}),
                                             readingAt(Colour::Violet, {-40, 0})};
    EXPECT_EQ(eval::matchSticks(truth, readings, cell, true), (std::vector<int>{1, 0}));
}

TEST(StickMatch, OfItsColourOrAnyColour) {
    const double cell = 10.0;
    const std::vector<eval::TruckTruth::Stick> truth{{Colour::Turquoise, {0, 0}}};
    const std::vector<OffCardStick> readings{readingAt(Colour::Violet, {5, 0})};
    EXPECT_EQ(eval::matchSticks(truth, readings, cell, true), (std::vector<int>{-1}));
    EXPECT_EQ(eval::matchSticks(truth, readings, cell, false), (std::vector<int>{0}));
}

TEST(StickMatch, BeyondTheRadiusIsNoPair) {
    const double cell = 10.0;
    const std::vector<eval::TruckTruth::Stick> truth{{Colour::White, {0, 0}}};
    const double radius = eval::stickMatchRadius(Colour::White, cell);
    EXPECT_EQ(eval::matchSticks(truth, {readingAt(Colour::White, {radius, 0})}, cell, true),
              (std::vector<int>{-1}));
    EXPECT_EQ(eval::matchSticks(truth, {readingAt(Colour::White, {radius - 1, 0})}, cell, true),
              (std::vector<int>{0}));
}
