#pragma once

#include <packmate/engine/Event.h>

#include <string>
#include <string_view>
#include <vector>

namespace packmate {

/// The append-only list of a game's events. Nothing is ever removed: an undo is an event too.
class Journal {
public:
    /// Appends the event, numbering it (seq = position, from 1); returns the stored event.
    const Event& append(Event event);

    const std::vector<Event>& events() const { return events_; }
    std::size_t size() const { return events_.size(); }
    bool empty() const { return events_.empty(); }

    /// One compact JSON object per line, each ending in '\n'.
    std::string toJsonLines() const;
    /// Parses JSON lines (blank lines ignored). InputError "journal line N: reason"; the seq
    /// of each event must be its position.
    static Journal fromJsonLines(std::string_view text);

    bool operator==(const Journal&) const = default;

private:
    std::vector<Event> events_;
};

} // namespace packmate
