#include <packmate/engine/Colour.h>

#include <gtest/gtest.h>

using namespace packmate;

TEST(Colour, LengthsAndLettersFollowTheBox) {
    EXPECT_EQ(stickLength(Colour::White), 1);
    EXPECT_EQ(stickLength(Colour::Grey), 2);
    EXPECT_EQ(stickLength(Colour::Brown), 3);
    EXPECT_EQ(stickLength(Colour::Turquoise), 4);
    EXPECT_EQ(stickLength(Colour::Violet), 5);
    EXPECT_EQ(colourLetter(Colour::Turquoise), 'T');
}

TEST(Colour, ParsesLettersAndNames) {
    EXPECT_EQ(colourFromLetter('b'), Colour::Brown);
    EXPECT_EQ(colourFromName("Violet"), Colour::Violet);
    EXPECT_EQ(colourFromName("green"), Colour::Turquoise);
    EXPECT_EQ(colourFromName("G"), Colour::Grey);
    EXPECT_FALSE(colourFromName("pink").has_value());
    EXPECT_FALSE(colourFromLetter('X').has_value());
    EXPECT_EQ(colourName(Colour::Grey), "grey");
}
