#include "InstalledLanguage.h"

#include <packmate/app/RefusalText.h>
#include <packmate/engine/Game.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

#include <QCoreApplication>

#include <functional>
#include <stdexcept>

using namespace packmate;
using namespace packmate::app;
using packmate::testing::InstalledLanguage;

namespace {

InputError refusalOf(const std::function<void()>& call) {
    try {
        call();
    } catch (const InputError& error) {
        return error;
    }
    ADD_FAILURE() << "nothing was refused";
    return InputError("");
}

Game startedGame() {
    Game game;
    game.apply(Event::gameStarted({"Anja", "Boris", "Galja"}, false));
    return game;
}

} // namespace

TEST(RefusalText, NamesTheEnginesRefusalsWithTheirValues) {
    Game game = startedGame();
    const InputError undo = refusalOf([] { Game().undo(); });
    EXPECT_EQ(undo.refusal(), Refusal::NothingToUndo);
    EXPECT_EQ(refusalText(undo), QStringLiteral("There is nothing to undo."));

    const InputError open = refusalOf([&] { game.apply(Event::roundSettled()); });
    EXPECT_EQ(open.refusal(), Refusal::RoundIncomplete);
    EXPECT_EQ(refusalText(open),
              QStringLiteral("Round 1 cannot be closed yet: Anja has no penalty."));
}

TEST(RefusalText, KeepsAnUnnamedErrorAsItIsAndAPlayersPercentSign) {
    EXPECT_EQ(refusalText(std::runtime_error("disk full")), QStringLiteral("disk full"));
    EXPECT_EQ(refusalText(InputError("line 3: bad JSON")), QStringLiteral("line 3: bad JSON"));
    const InputError named("", Refusal::TruckTaken, {"Z07", "%1 %2"});
    EXPECT_EQ(refusalText(named), QStringLiteral("Truck Z07 is already taken by %1 %2."));
}

TEST(RefusalText, ComesInTheAppsLanguageWithColourWords) {
    const InputError leftOver("", Refusal::LeftOverTooMany, {"Boris", "violet", "2", "1"});
    const QString english = refusalText(leftOver);
    EXPECT_EQ(english,
              QStringLiteral("Boris: 2 violet sticks left over, but the cargo has only 1."));
    for (const char* code : {"de", "ru", "uk", "fr", "ja"}) {
        const InstalledLanguage language(QString::fromLatin1(code));
        ASSERT_TRUE(language.loaded()) << code;
        const QString text = refusalText(leftOver);
        EXPECT_NE(text, english) << code;
        EXPECT_TRUE(text.contains(QStringLiteral("Boris"))) << code;
        const QString violet = QCoreApplication::translate("Refusal", "violet");
        EXPECT_TRUE(text.contains(violet)) << code << ": " << text.toStdString();
        if (QString::fromLatin1(code) != QStringLiteral("fr")) // violet in French too
            EXPECT_NE(violet, QStringLiteral("violet")) << code;
        EXPECT_FALSE(text.contains(QLatin1Char('%'))) << code;
    }
}

// Every named refusal has a wording in every language.
TEST(RefusalText, EveryRefusalIsTranslatedInEveryLanguage) {
    const std::vector<InputError> refusals{
        {"", Refusal::GameOver, {}},
        {"", Refusal::AlreadyScored, {"Anja"}},
        {"", Refusal::TruckTaken, {"Z07", "Anja"}},
        {"", Refusal::LoadTooBig, {"Anja", "40", "Z05", "12"}},
        {"", Refusal::LoadDoesNotFit, {"Anja", "Z04", "1", "6"}},
        {"", Refusal::FreeCellsWrong, {"Anja", "3", "Z05", "12", "7"}},
        {"", Refusal::LeftOverTooMany, {"Anja", "white", "2", "1"}},
        {"", Refusal::RoundIncomplete, {"2", "Anja"}},
        {"", Refusal::NothingToUndo, {}},
        {"", Refusal::PlayerCount, {"7"}},
        {"", Refusal::EmptyName, {}},
        {"", Refusal::SameName, {"Anja"}}};
    std::vector<QString> english;
    for (const InputError& refusal : refusals) {
        english.push_back(refusalText(refusal));
        EXPECT_FALSE(english.back().isEmpty());
    }
    for (const char* code : {"de", "ru", "uk", "fr", "ja"}) {
        const InstalledLanguage language(QString::fromLatin1(code));
        ASSERT_TRUE(language.loaded()) << code;
        for (std::size_t i = 0; i < refusals.size(); ++i)
            EXPECT_NE(refusalText(refusals[i]), english[i])
                << code << ": " << english[i].toStdString();
    }
}
