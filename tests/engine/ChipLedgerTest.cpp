#include <packmate/engine/ChipLedger.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

using namespace packmate;

namespace {
void expectInvariant(const ChipLedger& ledger) {
    EXPECT_EQ(ledger.totalPoints(), kPointsInBox);
    EXPECT_EQ(ledger.totalChipCount(), kChipCountInBox);
    EXPECT_EQ(ledger.totalChipValue(), kPointsInBox);
}
} // namespace

TEST(ChipLedger, EachPlayerStartsWith75AndTheRestIsTheKitty) {
    const ChipLedger ledger(4);
    for (int p = 0; p < 4; ++p) {
        EXPECT_EQ(ledger.points(p), 75);
        EXPECT_EQ(ledger.chips(p), Chips{kStartChips});
    }
    EXPECT_EQ(ledger.points(ChipLedger::kKitty), 590 - 4 * 75);
    EXPECT_EQ(ledger.chips(ChipLedger::kKitty), (Chips{{16, 12, 6, 12, 2}}));
    expectInvariant(ledger);
    EXPECT_THROW(ChipLedger(7), InputError);
    EXPECT_THROW(ledger.points(4), InputError);
}

TEST(ChipLedger, PaymentWithChangeFromTheKitty) {
    ChipLedger ledger(3);
    // 3 points from 1×50 + 2×10 + 1×5: hand over the 5, take back 2.
    const PaymentPlan plan = ledger.plan(0, ChipLedger::kKitty, 3);
    EXPECT_TRUE(plan.exact);
    EXPECT_EQ(plan.give, (Chips{{0, 0, 1, 0, 0}}));
    EXPECT_EQ(plan.change, (Chips{{0, 1, 0, 0, 0}}));
    const Payment payment = ledger.pay(0, ChipLedger::kKitty, 3);
    EXPECT_EQ(payment.paid, 3);
    EXPECT_EQ(payment.shortfall, 0);
    EXPECT_EQ(ledger.points(0), 72);
    EXPECT_EQ(ledger.chips(0).value(), 72);
    expectInvariant(ledger);
}

TEST(ChipLedger, ExactPaymentNeedsNoChange) {
    ChipLedger ledger(3);
    const PaymentPlan plan = ledger.plan(1, ChipLedger::kKitty, 15);
    EXPECT_EQ(plan.give, (Chips{{0, 0, 1, 1, 0}}));
    EXPECT_EQ(plan.change, Chips{});
    ledger.pay(ChipLedger::kKitty, 1, 10);
    EXPECT_EQ(ledger.points(1), 85);
    expectInvariant(ledger);
}

TEST(ChipLedger, OwingMoreThanHeldPaysAllAndSitsAtZero) {
    ChipLedger ledger(3);
    const Payment payment = ledger.pay(2, ChipLedger::kKitty, 90);
    EXPECT_EQ(payment.owed, 90);
    EXPECT_EQ(payment.paid, 75);
    EXPECT_EQ(payment.shortfall, 15);
    EXPECT_EQ(ledger.points(2), 0);
    EXPECT_EQ(ledger.chips(2), Chips{});
    expectInvariant(ledger);
    EXPECT_EQ(ledger.pay(2, ChipLedger::kKitty, 5).paid, 0);
    EXPECT_EQ(ledger.points(2), 0);
}

TEST(ChipLedger, ExactChangeImpossibleIsReported) {
    ChipLedger ledger(6);
    ledger.pay(ChipLedger::kKitty, 0, 200); // the kitty pays out all it holds (140)
    ASSERT_EQ(ledger.chips(ChipLedger::kKitty), Chips{});
    // Player 1 holds 1×50 + 2×10 + 1×5 and owes 3: no chips of theirs or the kitty's settle it.
    const PaymentPlan plan = ledger.plan(1, ChipLedger::kKitty, 3);
    EXPECT_FALSE(plan.exact);
    EXPECT_EQ(plan.give, (Chips{{0, 0, 1, 0, 0}}));
    EXPECT_EQ(plan.changeShort, 2);
    const Payment payment = ledger.pay(1, ChipLedger::kKitty, 3);
    EXPECT_EQ(payment.paid, 3) << "the ledger is in points: the payment itself is exact";
    EXPECT_EQ(ledger.points(1), 72);
    EXPECT_EQ(ledger.chips(1).value(), 70) << "the 2 points of change are settled by hand";
    expectInvariant(ledger);
}

TEST(ChipLedger, RejectsNegativePayments) {
    ChipLedger ledger(3);
    EXPECT_THROW(ledger.pay(0, 1, -1), InputError);
    EXPECT_EQ(ledger.points(0), 75);
}
