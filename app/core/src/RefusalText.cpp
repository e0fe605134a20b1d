#include <packmate/app/MessageTranslator.h>
#include <packmate/app/RefusalText.h>
#include <packmate/engine/InputError.h>

#include <QCoreApplication>

#include <array>

namespace packmate::app {
namespace {

constexpr const char* kContext = "Refusal";

// Colour names as the engine writes them, translated in this context.
const std::array kColourWords{
    QT_TRANSLATE_NOOP("Refusal", "white"), QT_TRANSLATE_NOOP("Refusal", "grey"),
    QT_TRANSLATE_NOOP("Refusal", "brown"), QT_TRANSLATE_NOOP("Refusal", "turquoise"),
    QT_TRANSLATE_NOOP("Refusal", "violet")};

const char* wordingOf(Refusal refusal) {
    switch (refusal) {
    case Refusal::None:
        return nullptr;
    case Refusal::GameOver:
        return QT_TRANSLATE_NOOP("Refusal", "The game is over.");
    case Refusal::AlreadyScored:
        return QT_TRANSLATE_NOOP("Refusal", "%1's truck is already scored: undo the score first.");
    case Refusal::TruckTaken:
        return QT_TRANSLATE_NOOP("Refusal", "Truck %1 is already taken by %2.");
    case Refusal::LoadTooBig:
        return QT_TRANSLATE_NOOP("Refusal",
                                 "%1: the loaded sticks fill %2 cells, more than truck %3 holds "
                                 "(%4): mark the sticks left beside it.");
    case Refusal::LoadDoesNotFit:
        return QT_TRANSLATE_NOOP("Refusal",
                                 "%1: the loaded sticks cannot all lie on truck %2 (at most %3 of "
                                 "their %4 cells fit): mark the sticks left beside it.");
    case Refusal::FreeCellsWrong:
        return QT_TRANSLATE_NOOP("Refusal",
                                 "%1: %2 free cells do not add up: truck %3 holds %4 cells and "
                                 "the loaded sticks fill %5.");
    case Refusal::LeftOverTooMany:
        return QT_TRANSLATE_NOOP("Refusal",
                                 "%1: %3 %2 sticks left over, but the cargo has only %4.");
    case Refusal::RoundIncomplete:
        return QT_TRANSLATE_NOOP("Refusal", "Round %1 cannot be closed yet: %2 has no penalty.");
    case Refusal::NothingToUndo:
        return QT_TRANSLATE_NOOP("Refusal", "There is nothing to undo.");
    case Refusal::PlayerCount:
        return QT_TRANSLATE_NOOP("Refusal", "A game needs 3 to 6 players.");
    case Refusal::EmptyName:
        return QT_TRANSLATE_NOOP("Refusal", "Every player needs a name.");
    case Refusal::SameName:
        return QT_TRANSLATE_NOOP("Refusal", "Two players have the same name.");
    }
    return nullptr;
}

const MessageTranslator& colourWords() {
    static const MessageTranslator instance(kContext, {},
                                            {kColourWords.begin(), kColourWords.end()});
    return instance;
}

} // namespace

QString refusalText(const std::exception& error) {
    const auto* refused = dynamic_cast<const InputError*>(&error);
    const char* wording = refused ? wordingOf(refused->refusal()) : nullptr;
    if (!wording) return QString::fromUtf8(error.what());
    QStringList values;
    for (const std::string& value : refused->values())
        values << colourWords().word(QString::fromStdString(value));
    // One pass, so that a player called "%2" stays "%2".
    return fillPlaceholders(QCoreApplication::translate(kContext, wording), values);
}

} // namespace packmate::app
