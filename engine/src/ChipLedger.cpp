#include <packmate/engine/ChipLedger.h>
#include <packmate/engine/InputError.h>

#include <algorithm>

namespace packmate {

ChipLedger::ChipLedger(int players) {
    if (players < 1 || players > 6)
        throw InputError("the chips suffice for 1 to 6 players, not " + std::to_string(players));
    const Chips start{kStartChips};
    kitty_.chips = Chips{kChipsInBox};
    players_.resize(static_cast<std::size_t>(players));
    for (Holder& player : players_) {
        player.chips = start;
        player.points = start.value();
        kitty_.chips -= start;
    }
    kitty_.points = kitty_.chips.value();
}

const ChipLedger::Holder& ChipLedger::holder(int index) const {
    if (index == kKitty) return kitty_;
    if (index < 0 || index >= playerCount())
        throw InputError("no such chip holder: " + std::to_string(index) + " (" +
                         std::to_string(playerCount()) + " players)");
    return players_[static_cast<std::size_t>(index)];
}

ChipLedger::Holder& ChipLedger::holder(int index) {
    return const_cast<Holder&>(static_cast<const ChipLedger&>(*this).holder(index));
}

int ChipLedger::points(int index) const {
    return holder(index).points;
}

const Chips& ChipLedger::chips(int index) const {
    return holder(index).chips;
}

PaymentPlan ChipLedger::plan(int from, int to, int amount) const {
    if (amount < 0) throw InputError("a payment cannot be negative: " + std::to_string(amount));
    const Chips& payer = holder(from).chips;
    const Chips& payee = holder(to).chips;
    const int due = std::min(amount, holder(from).points);
    if (due >= payer.value()) return {payer, {}, due == payer.value(), 0};
    if (auto give = exactSelection(payer, due)) return {*give, {}, true, 0};
    // Overpay as little as possible with chips the payee can change.
    for (int handed = due + 1; handed <= payer.value(); ++handed) {
        const auto give = exactSelection(payer, handed);
        if (!give) continue;
        if (auto change = exactSelection(payee, handed - due)) return {*give, *change, true, 0};
    }
    // No exact way: hand over the smallest overpayment, take back as much change as exists.
    for (int handed = due + 1; handed <= payer.value(); ++handed) {
        const auto give = exactSelection(payer, handed);
        if (!give) continue;
        for (int back = handed - due - 1; back >= 0; --back)
            if (auto change = exactSelection(payee, back))
                return {*give, *change, false, handed - due - back};
    }
    return {payer, {}, false, 0}; // unreachable: handing over everything always covers `due`
}

Payment ChipLedger::pay(int from, int to, int amount) {
    const PaymentPlan chipsPlan = plan(from, to, amount);
    if (from == to) return {from, to, amount, amount, 0, {}};
    Holder& payer = holder(from);
    Holder& payee = holder(to);
    const int paid = std::min(amount, payer.points);
    payer.points -= paid;
    payee.points += paid;
    payer.chips -= chipsPlan.give;
    payee.chips += chipsPlan.give;
    payee.chips -= chipsPlan.change;
    payer.chips += chipsPlan.change;
    return {from, to, amount, paid, amount - paid, chipsPlan};
}

int ChipLedger::totalPoints() const {
    int total = kitty_.points;
    for (const Holder& player : players_)
        total += player.points;
    return total;
}

int ChipLedger::totalChipCount() const {
    int total = kitty_.chips.count();
    for (const Holder& player : players_)
        total += player.chips.count();
    return total;
}

int ChipLedger::totalChipValue() const {
    int total = kitty_.chips.value();
    for (const Holder& player : players_)
        total += player.chips.value();
    return total;
}

std::string holderName(int holder) {
    return holder == ChipLedger::kKitty ? std::string("kitty")
                                        : "player " + std::to_string(holder + 1);
}

} // namespace packmate
