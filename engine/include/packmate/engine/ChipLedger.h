#pragma once

#include <packmate/engine/Chips.h>

#include <string>
#include <vector>

namespace packmate {

/// The chips to move for one payment: the payer hands over `give`, the payee hands back
/// `change`. When `exact` is false no selection of the chips actually held settles the
/// amount; `changeShort` points of change are then missing (settle them by hand).
struct PaymentPlan {
    Chips give;
    Chips change;
    bool exact = true;
    int changeShort = 0;

    bool operator==(const PaymentPlan&) const = default;
};

/// A payment as it happened. `paid` < `owed` when the payer held too little: they paid all
/// they held and `shortfall` = owed − paid is recorded (not carried as a debt).
struct Payment {
    int from = 0; ///< holder index (ChipLedger::kKitty for the kitty)
    int to = 0;
    int owed = 0;
    int paid = 0;
    int shortfall = 0;
    PaymentPlan chips;

    bool operator==(const Payment&) const = default;
};

/// Who holds which points and chips: the players (0..n−1) and the kitty ("касса").
///
/// The ledger is in points; each holder's chips follow every payment as the plan suggests,
/// computed from the chips actually held. Invariants: the points of all holders add up to
/// 590 and the 64 chips (worth 590) are always all somewhere.
class ChipLedger {
public:
    static constexpr int kKitty = -1;

    ChipLedger() = default;
    /// Each player gets 1×50 + 2×10 + 1×5, the rest goes to the kitty. InputError unless
    /// 1–6 players (the box has 6 × 50 chips).
    explicit ChipLedger(int players);

    int playerCount() const { return static_cast<int>(players_.size()); }
    int points(int holder) const;
    const Chips& chips(int holder) const;

    /// The chips to hand over (and take back) for paying `amount` from one holder to another.
    /// A payer holding less than `amount` hands over everything.
    PaymentPlan plan(int from, int to, int amount) const;

    /// Pays `amount` points (all the payer holds when that is less) and moves the chips of plan().
    Payment pay(int from, int to, int amount);

    /// Points and chips of all holders together: always 590 and 64.
    int totalPoints() const;
    int totalChipCount() const;
    int totalChipValue() const;

    bool operator==(const ChipLedger&) const = default;

private:
    struct Holder {
        int points = 0;
        Chips chips;
        bool operator==(const Holder&) const = default;
    };
    const Holder& holder(int index) const;
    Holder& holder(int index);

    std::vector<Holder> players_;
    Holder kitty_;
};

/// "kitty" or "player N" (1-based) for messages.
std::string holderName(int holder);

} // namespace packmate
