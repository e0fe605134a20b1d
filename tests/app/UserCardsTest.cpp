// The user's truck cards: validated by the engine, stored in the data folder, offered by the
// game, and kept in the journal as full definitions.
#include <packmate/app/GameController.h>
#include <packmate/app/UserCardFile.h>
#include <packmate/app/UserCards.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

#include <ProjectFiles.h>

using packmate::app::GameController;
using packmate::app::UserCards;

using packmate::testing::readFileBytes;

namespace {

const QStringList kGrid{QStringLiteral("####."), QStringLiteral("#####")};

} // namespace

TEST(UserCards, SavedCardSurvivesARestart) {
    QTemporaryDir dir;
    {
        UserCards cards;
        cards.setDataDir(dir.path());
        ASSERT_TRUE(cards.save(QStringLiteral("MY01"), 2, kGrid))
            << cards.lastError().toStdString();
    }
    UserCards again;
    again.setDataDir(dir.path());
    ASSERT_EQ(again.cards().size(), 1);
    const QVariantMap card = again.card(QStringLiteral("MY01"));
    EXPECT_EQ(card[QStringLiteral("layers")].toInt(), 2);
    EXPECT_EQ(card[QStringLiteral("grid")].toStringList(), kGrid);
    EXPECT_EQ(card[QStringLiteral("cells")].toInt(), 9);
    EXPECT_EQ(card[QStringLiteral("capacity")].toInt(), 18);
}

TEST(UserCards, IllegalCardsAreRefusedAndNothingIsStored) {
    QTemporaryDir dir;
    UserCards cards;
    cards.setDataDir(dir.path());
    const QString file = packmate::app::userCardFilePath(dir.path());
    EXPECT_FALSE(cards.save(QStringLiteral("MY01"), 2, {}));
    EXPECT_TRUE(cards.lastError().contains(QStringLiteral("cells")));
    EXPECT_FALSE(cards.save(QStringLiteral("MY01"), 5, kGrid));
    EXPECT_TRUE(cards.lastError().contains(QStringLiteral("layers")));
    EXPECT_FALSE(cards.save(QStringLiteral("  "), 2, kGrid));
    EXPECT_TRUE(cards.lastError().contains(QStringLiteral("name")));
    EXPECT_FALSE(cards.save(QStringLiteral("z07"), 2, kGrid)); // a built-in card's id
    EXPECT_TRUE(cards.lastError().contains(QStringLiteral("built-in")));
    EXPECT_FALSE(
        cards.save(QStringLiteral("MY01"), 2, {QStringLiteral("##"), QStringLiteral("#")}));
    EXPECT_FALSE(cards.lastError().isEmpty()); // the engine: a ragged grid
    EXPECT_FALSE(cards.save(
        QStringLiteral("MY01"), 1,
        {QStringLiteral("#"), QStringLiteral("#"), QStringLiteral("#"), QStringLiteral("#")}));
    EXPECT_TRUE(cards.lastError().contains(QStringLiteral("3 rows")));
    EXPECT_FALSE(QFile::exists(file));
    EXPECT_TRUE(cards.cards().isEmpty());

    ASSERT_TRUE(cards.save(QStringLiteral("MY01"), 2, kGrid));
    const QByteArray saved = readFileBytes(file);
    EXPECT_FALSE(cards.save(QStringLiteral("my01"), 3, kGrid)); // the same name twice
    EXPECT_TRUE(cards.lastError().contains(QStringLiteral("already")));
    EXPECT_EQ(readFileBytes(file), saved);
    EXPECT_EQ(cards.check(QStringLiteral("MY01"), 3, kGrid, QStringLiteral("MY01")), QString());
}

TEST(UserCards, EditRenameAndDelete) {
    QTemporaryDir dir;
    UserCards cards;
    cards.setDataDir(dir.path());
    ASSERT_TRUE(cards.save(QStringLiteral("MY01"), 2, kGrid));
    ASSERT_TRUE(cards.save(QStringLiteral("MY02"), 1, {QStringLiteral("###")}));
    ASSERT_TRUE(
        cards.save(QStringLiteral("MINE"), 3, {QStringLiteral("#")}, QStringLiteral("MY01")));
    ASSERT_EQ(cards.cards().size(), 2);
    EXPECT_TRUE(cards.card(QStringLiteral("MY01")).isEmpty());
    EXPECT_EQ(cards.card(QStringLiteral("MINE"))[QStringLiteral("layers")].toInt(), 3);
    EXPECT_FALSE(cards.remove(QStringLiteral("NOPE")));
    ASSERT_TRUE(cards.remove(QStringLiteral("MY02")));
    UserCards again;
    again.setDataDir(dir.path());
    ASSERT_EQ(again.cards().size(), 1);
    EXPECT_EQ(again.cards().front().toMap()[QStringLiteral("id")].toString(),
              QStringLiteral("MINE"));
}

TEST(UserCards, CorruptFileIsReportedAndNeverOverwritten) {
    QTemporaryDir dir;
    const QString file = packmate::app::userCardFilePath(dir.path());
    {
        QFile out(file);
        ASSERT_TRUE(out.open(QIODevice::WriteOnly));
        out.write("[{\"id\": \"A\", \"layers\": 9");
    }
    UserCards cards;
    cards.setDataDir(dir.path());
    EXPECT_TRUE(cards.lastError().startsWith(
        QStringLiteral("Your cards file cannot be read; fix or remove it (")))
        << cards.lastError().toStdString(); // the app's words, the file's problem in brackets
    EXPECT_FALSE(cards.save(QStringLiteral("MY01"), 2, kGrid));
    EXPECT_EQ(readFileBytes(file), QByteArray("[{\"id\": \"A\", \"layers\": 9"));
}

TEST(UserCards, EditorCellsBecomeACroppedGrid) {
    QVariantList on(15, false);
    on[6] = on[7] = on[8] = on[13] = true; // rows 1–2, columns 1–3
    EXPECT_EQ(UserCards::gridFromCells(on),
              (QStringList{QStringLiteral("###"), QStringLiteral("..#")}));
    EXPECT_TRUE(UserCards::gridFromCells(QVariantList(15, false)).isEmpty());
    const QVariantList cells = UserCards::cellsFromGrid(kGrid);
    ASSERT_EQ(cells.size(), 15);
    EXPECT_EQ(UserCards::gridFromCells(cells), kGrid);
}

TEST(UserCards, GameOffersThemAndItsJournalKeepsThem) {
    QTemporaryDir dir;
    UserCards cards;
    cards.setDataDir(dir.path());
    ASSERT_TRUE(cards.save(QStringLiteral("MY01"), 2, kGrid));
    qint64 gameId = 0;
    {
        GameController game;
        game.setDataDir(dir.path());
        EXPECT_EQ(game.cardIds().front(), QStringLiteral("MY01"));
        EXPECT_TRUE(game.cardIds().contains(QStringLiteral("Z30")));
        ASSERT_TRUE(
            game.newGame({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}, {}));
        ASSERT_TRUE(game.setCargo(0, {2, 1, 0, 1, 0}));
        ASSERT_TRUE(game.takeTruck(0, false, QStringLiteral("MY01")))
            << game.lastError().toStdString();
        EXPECT_EQ(game.cardLabel(QStringLiteral("MY01")),
                  QStringLiteral("MY01 · 2 layers · 18 cells"));
        EXPECT_FALSE(game.bestPossible(0).isEmpty());
        gameId = game.gameId();
    }
    // The card is deleted; the unfinished game reopens and still knows it.
    ASSERT_TRUE(cards.remove(QStringLiteral("MY01")));
    GameController resumed;
    resumed.setDataDir(dir.path());
    ASSERT_EQ(resumed.gameId(), gameId);
    EXPECT_EQ(resumed.turns().front().toMap()[QStringLiteral("truck")].toString(),
              QStringLiteral("MY01"));
    EXPECT_EQ(resumed.turns().front().toMap()[QStringLiteral("capacity")].toInt(), 18);
    EXPECT_TRUE(resumed.cardIds().contains(QStringLiteral("MY01")));
    EXPECT_EQ(resumed.cardLabel(QStringLiteral("MY01")),
              QStringLiteral("MY01 · 2 layers · 18 cells"));
    // Still found by its id (the engine then says it is already on A's table).
    ASSERT_TRUE(resumed.setCargo(1, {1, 1, 1, 0, 0}));
    EXPECT_FALSE(resumed.takeTruck(1, true, QStringLiteral("MY01")));
    EXPECT_TRUE(resumed.lastError().contains(QStringLiteral("already taken")))
        << resumed.lastError().toStdString();
}

TEST(UserCards, ReloadPicksUpNewCards) {
    QTemporaryDir dir;
    GameController game;
    game.setDataDir(dir.path());
    EXPECT_FALSE(game.cardIds().contains(QStringLiteral("MY09")));
    UserCards cards;
    cards.setDataDir(dir.path());
    ASSERT_TRUE(cards.save(QStringLiteral("MY09"), 1, {QStringLiteral("#")}));
    game.reloadCards();
    EXPECT_TRUE(game.cardIds().contains(QStringLiteral("MY09")));
}
