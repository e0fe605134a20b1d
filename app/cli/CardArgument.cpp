#include "CardArgument.h"

#include <packmate/engine/InputError.h>
#include <packmate/engine/Json.h>

#include <QFileInfo>

#include <cstdlib>

namespace packmate::cli {

Catalogue cliCatalogue() {
    Catalogue catalogue = Catalogue::builtIn();
    const char* path = std::getenv("PACKMATE_USER_CARDS");
    if (!path || !*path) return catalogue;
    const std::vector<TruckCard> cards = loadCardsFile(path); // errors name the file and line
    try {
        catalogue.addAll(cards);
    } catch (const InputError& error) {
        throw InputError(std::string(path) + " (PACKMATE_USER_CARDS): " + error.what());
    }
    return catalogue;
}

TruckCard loadCardArgument(const QString& argument) {
    return loadCardArgument(argument, cliCatalogue());
}

TruckCard loadCardArgument(const QString& argument, const Catalogue& catalogue) {
    const std::string text = argument.toStdString();
    if (QFileInfo(argument).isFile()) {
        const Json json = readJsonFile(text);
        try {
            if (json.is_array()) {
                if (json.size() != 1)
                    throw InputError("holds " + std::to_string(json.size()) +
                                     " cards; give a file with one card");
                return cardFromJson(json.front());
            }
            return cardFromJson(json);
        } catch (const InputError& error) {
            throw InputError(text + ": " + error.what());
        }
    }
    if (auto card = catalogue.find(text)) return *card;
    if (text.empty())
        throw InputError("no truck card given (a catalogue id such as Z07, or a card JSON file)");
    const std::string examples = catalogue.size() == 0 ? std::string("empty catalogue")
                                                       : "e.g. " + catalogue.cards().front().id() +
                                                             ".." + catalogue.cards().back().id();
    throw InputError("'" + text + "' is neither a card id in the catalogue (" + examples +
                     ") nor a card JSON file");
}

} // namespace packmate::cli
