#include <packmate/vision/MiddleValue.h>

#include <gtest/gtest.h>

using packmate::vision::middleValue;

TEST(MiddleValue, OddCountGivesTheMiddleOne) {
    std::vector<double> values{5.0, 1.0, 4.0, 2.0, 3.0};
    EXPECT_DOUBLE_EQ(middleValue(values), 3.0);
}

TEST(MiddleValue, EvenCountGivesTheUpperMiddleOne) {
    std::vector<float> values{4.0f, 1.0f, 3.0f, 2.0f};
    EXPECT_FLOAT_EQ(middleValue(values), 3.0f);
}

TEST(MiddleValue, OneValueIsItsOwnMiddle) {
    std::vector<int> values{7};
    EXPECT_EQ(middleValue(values), 7);
}
