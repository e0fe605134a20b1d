#include <packmate/engine/Counted.h>

#include <gtest/gtest.h>

using packmate::counted;

TEST(Counted, OneTakesTheSingularEveryOtherCountThePlural) {
    EXPECT_EQ(counted(1, "cell", "cells"), "1 cell");
    EXPECT_EQ(counted(0, "cell", "cells"), "0 cells");
    EXPECT_EQ(counted(2, "layer", "layers"), "2 layers");
    EXPECT_EQ(counted(21, "white stick", "white sticks"), "21 white sticks");
    EXPECT_EQ(counted(-1, "cell", "cells"), "-1 cells");
}
