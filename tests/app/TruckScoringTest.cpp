#include <packmate/app/scoring/TruckReading.h>
#include <packmate/app/scoring/TruckScoring.h>
#include <packmate/engine/TruckCard.h>

#include <gtest/gtest.h>

using namespace packmate;
using namespace packmate::app;

// A camera result of another card (or of none yet) is not taken as this truck's reading: the
// screen says so in the player's language and keeps no reading.
TEST(TruckScoring, AResultOfAnotherCardIsNotTaken) {
    TruckScoring scoring;
    scoring.setTruckCard(truckCardToVariant(TruckCard("Z14", 1, {"###", "###"})));
    EXPECT_FALSE(scoring.load({{QStringLiteral("card"), QStringLiteral("Z07")}}));
    EXPECT_FALSE(scoring.hasReading());
    EXPECT_EQ(scoring.errorString(),
              QStringLiteral("The camera has not read truck Z14 yet: hold it over the card."));
    EXPECT_FALSE(scoring.load({}));
    EXPECT_FALSE(scoring.errorString().isEmpty());
}
