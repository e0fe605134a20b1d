#pragma once

#include <packmate/engine/GameState.h>
#include <packmate/engine/Journal.h>

#include <string_view>
#include <utility>
#include <vector>

namespace packmate {

/// A Zack & Pack game as a UI drives it: every change goes through apply() (or undo()) and
/// is appended to the journal; the state is always the replay of that journal.
///
/// Typical round, from a UI:
/// ```
/// Game game;
/// game.apply(Event::gameStarted({"Ann", "Bob", "Cy"}));
/// game.apply(Event::cargoRolled(0, parseCargo("3,2,3,0,1")));   // optional, validated
/// game.apply(Event::truckChosen(0, card));                      // optional
/// game.apply(Event::penaltyEntered(0, 7));                      // one per player
/// ...
/// game.apply(Event::roundSettled());   // penalties paid, +10 to the best, maybe game over
/// game.undo();                         // appends an undo event; state as before settling
/// store(game.journal().toJsonLines()); // the app's storage; Game::fromJsonLines() restores
/// ```
/// Queries: state() (players, round, current entries, history with every payment and its
/// chips, phase, winners) and ledger() (points and chips of each player and the kitty).
/// A rejected event throws InputError and leaves both state and journal unchanged.
class Game {
public:
    Game() = default;

    /// Replays a journal; InputError naming the event when one does not fit.
    static Game replay(const Journal& journal);
    static Game fromJsonLines(std::string_view text) {
        return replay(Journal::fromJsonLines(text));
    }

    /// Validates and applies the event, appends it; returns it as stored (with its seq).
    /// Undo events are accepted too (their target must be what undo() would reverse).
    const Event& apply(const Event& event);

    /// Reverses the latest event not yet undone by appending an undo event.
    /// InputError when there is nothing to undo.
    const Event& undo();
    bool canUndo() const { return !undoable_.empty(); }
    /// The seq of the event undo() would reverse (0 when none).
    int undoTarget() const { return undoable_.empty() ? 0 : undoable_.back().first; }

    const GameState& state() const { return state_; }
    const ChipLedger& ledger() const { return state_.ledger; }
    const Journal& journal() const { return journal_; }
    bool isOver() const { return state_.phase == GamePhase::Over; }
    std::string toJsonLines() const { return journal_.toJsonLines(); }

private:
    GameState state_;
    Journal journal_;
    /// (seq, state before it) of every event not undone, latest last.
    std::vector<std::pair<int, GameState>> undoable_;
};

} // namespace packmate
