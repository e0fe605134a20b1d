#include <packmate/engine/Game.h>
#include <packmate/engine/InputError.h>

namespace packmate {

Game Game::replay(const Journal& journal) {
    Game game;
    for (const Event& event : journal.events()) {
        try {
            game.apply(event);
        } catch (const InputError& error) {
            throw InputError("event " + std::to_string(event.seq) + " (" +
                             eventTypeName(event.type) + "): " + error.what());
        }
    }
    return game;
}

const Event& Game::apply(const Event& event) {
    if (event.type == EventType::Undo) {
        if (undoable_.empty())
            throw InputError("there is nothing to undo", Refusal::NothingToUndo, {});
        if (event.target != undoable_.back().first)
            throw InputError("undo must reverse event " + std::to_string(undoable_.back().first) +
                             ", not " + std::to_string(event.target));
        state_ = std::move(undoable_.back().second);
        undoable_.pop_back();
        return journal_.append(event);
    }
    GameState next = applyEvent(state_, event);
    const Event& stored = journal_.append(event);
    undoable_.emplace_back(stored.seq, std::move(state_));
    state_ = std::move(next);
    return stored;
}

const Event& Game::undo() {
    if (undoable_.empty()) throw InputError("there is nothing to undo", Refusal::NothingToUndo, {});
    return apply(Event::undo(undoable_.back().first));
}

} // namespace packmate
