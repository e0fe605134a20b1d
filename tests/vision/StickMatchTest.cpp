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

namespace {

// The most pairs any assignment makes (brute force over the readings for each true stick).
int mostPairs(const std::vector<eval::TruckTruth::Stick>& truth,
              const std::vector<OffCardStick>& readings, double cell, std::size_t t,
              std::vector<bool>& taken) {
    if (t == truth.size()) return 0;
    int best = mostPairs(truth, readings, cell, t + 1, taken);
    for (std::size_t r = 0; r < readings.size(); ++r)
        if (!taken[r] && readings[r].colour == truth[t].colour &&
            cv::norm(readings[r].center - truth[t].center) <
                eval::stickMatchRadius(truth[t].colour, cell)) {
            taken[r] = true;
            best = std::max(best, 1 + mostPairs(truth, readings, cell, t + 1, taken));
            taken[r] = false;
        }
    return best;
}

} // namespace

TEST(StickMatch, PairsAsManyAsAnyAssignment) {
    cv::RNG rng(19);
    const double cell = 10.0;
    for (int trial = 0; trial < 500; ++trial) {
        std::vector<eval::TruckTruth::Stick> truth(std::size_t(rng.uniform(0, 6)));
        std::vector<OffCardStick> readings(std::size_t(rng.uniform(0, 7)));
        for (auto& t : truth)
            t = {Colour(rng.uniform(0, 2)), {rng.uniform(0.0, 120.0), rng.uniform(0.0, 40.0)}};
        for (auto& r : readings)
            r = readingAt(Colour(rng.uniform(0, 2)),
                          {rng.uniform(0.0, 120.0), rng.uniform(0.0, 40.0)});
        const std::vector<int> match = eval::matchSticks(truth, readings, cell, true);
        std::vector<bool> taken(readings.size(), false);
        int pairs = 0;
        for (std::size_t t = 0; t < truth.size(); ++t) {
            if (match[t] < 0) continue;
            const auto& r = readings[std::size_t(match[t])];
            ASSERT_FALSE(taken[std::size_t(match[t])]);
            taken[std::size_t(match[t])] = true;
            EXPECT_EQ(r.colour, truth[t].colour);
            EXPECT_LT(cv::norm(r.center - truth[t].center),
                      eval::stickMatchRadius(truth[t].colour, cell));
            ++pairs;
        }
        std::vector<bool> none(readings.size(), false);
        EXPECT_EQ(pairs, mostPairs(truth, readings, cell, 0, none)) << "trial " << trial;
    }
}
