#include <packmate/engine/InputError.h>
#include <packmate/engine/Journal.h>

namespace packmate {

const Event& Journal::append(Event event) {
    event.seq = static_cast<int>(events_.size()) + 1;
    events_.push_back(std::move(event));
    return events_.back();
}

std::string Journal::toJsonLines() const {
    std::string text;
    for (const Event& event : events_)
        text += eventToJson(event).dump() + '\n';
    return text;
}

Journal Journal::fromJsonLines(std::string_view text) {
    Journal journal;
    std::size_t start = 0;
    int lineNumber = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        const std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
        const std::string where = "journal line " + std::to_string(lineNumber);
        try {
            Event event = eventFromJson(parseJson(line, where));
            const int expected = static_cast<int>(journal.size()) + 1;
            if (event.seq != expected)
                throw InputError("seq is " + std::to_string(event.seq) + ", expected " +
                                 std::to_string(expected));
            journal.append(std::move(event));
        } catch (const InputError& error) {
            const std::string message = error.what();
            throw InputError(message.rfind(where, 0) == 0 ? message : where + ": " + message);
        }
    }
    return journal;
}

} // namespace packmate
