#include <packmate/engine/Catalogue.h>
#include <packmate/engine/InputError.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

namespace packmate {

namespace {

/// The line on which each element of a top-level JSON array starts (text already parsed,
/// so it is well-formed).
std::vector<int> elementLines(std::string_view text) {
    std::vector<int> lines;
    int line = 1;
    int depth = 0;
    bool inString = false;
    bool escaped = false;
    bool expectElement = false;
    for (char c : text) {
        if (c == '\n') ++line;
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') continue;
        if (depth == 1 && expectElement && c != ']') {
            lines.push_back(line);
            expectElement = false;
        }
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{')
            expectElement = (++depth == 1);
        else if (c == ']' || c == '}')
            --depth;
        else if (c == ',' && depth == 1)
            expectElement = true;
    }
    return lines;
}

} // namespace

std::vector<TruckCard> parseCardsText(std::string_view text, std::string_view what) {
    const std::string name(what);
    const Json json = parseJson(text, what);
    if (!json.is_array())
        throw InputError(name + ": line 1: expected a JSON array of card objects");
    const std::vector<int> lines = elementLines(text);
    std::vector<TruckCard> cards;
    std::map<std::string, int> firstLine;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const int line = i < lines.size() ? lines[i] : 1;
        const std::string where =
            name + ": line " + std::to_string(line) + ": card " + std::to_string(i + 1);
        try {
            cards.push_back(cardFromJson(json[i]));
        } catch (const InputError& error) {
            throw InputError(where + ": " + error.what());
        }
        const auto [it, fresh] = firstLine.emplace(cards.back().id(), line);
        if (!fresh)
            throw InputError(where + ": id \"" + it->first + "\" is used twice (first on line " +
                             std::to_string(it->second) + ")");
    }
    return cards;
}

std::vector<TruckCard> loadCardsFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError(path + ": cannot open file");
    std::ostringstream content;
    content << in.rdbuf();
    return parseCardsText(content.str(), path);
}

void saveCardsFile(const std::string& path, const std::vector<TruckCard>& cards) {
    std::map<std::string, int> seen;
    for (const TruckCard& card : cards)
        if (++seen[card.id()] > 1)
            throw InputError("cannot save cards: id \"" + card.id() + "\" is used twice");
    std::string text = "[\n";
    for (std::size_t i = 0; i < cards.size(); ++i)
        text += "  " + cardToJson(cards[i]).dump() + (i + 1 < cards.size() ? ",\n" : "\n");
    text += "]\n";
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) throw InputError(path + ": cannot write file");
        out << text;
        if (!out.flush()) throw InputError(path + ": cannot write file");
    }
    std::error_code error;
    std::filesystem::rename(temporary, path, error);
    if (error) throw InputError(path + ": cannot replace file: " + error.message());
}

} // namespace packmate
