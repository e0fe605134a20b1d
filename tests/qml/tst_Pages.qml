import QtQuick
import QtQuick.Controls
import QtTest
import Packmate

// Home, ledger, statistics, settings and camera pages against a real GameController.
TestCase {
    id: testCase
    name: "Pages"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    property int databases: 0
    Component { id: controllerComponent; GameController {} }
    Component { id: homeComponent; HomePage { width: 1280; height: 800 } }
    Component { id: ledgerComponent; LedgerPage { width: 1280; height: 800 } }
    Component { id: statsComponent; StatisticsPage { width: 1280; height: 800 } }
    Component { id: settingsComponent; SettingsPage { width: 1280; height: 800 } }
    Component { id: cameraComponent; CameraPage { width: 1280; height: 800 } }
    Component { id: handOverComponent; HandOverPage { width: 1280; height: 800 } }
    SignalSpy { id: openSpy; signalName: "openPage" }

    function newController() {
        const game = createTemporaryObject(controllerComponent, testCase);
        game.dataDir = testDataRoot + "/pages" + (++databases);
        verify(game.ready, game.lastError);
        return game;
    }
    function playRound(game, penalties) {
        for (let p = 0; p < penalties.length; ++p) verify(game.setScore(p, penalties[p], [0, 0, 0, 0, 0]));
        verify(game.closeRound());
    }

    function test_homeListsGamesAndOffersToResume() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [60, 1, 2]);
        verify(game.endGame());
        verify(game.newGame(["D", "E", "F"], []));
        const home = createTemporaryObject(homeComponent, testCase, { game: game });
        openSpy.target = home;
        openSpy.clear();
        waitForRendering(home);
        compare(findChild(home, "gameList").count, 2);
        verify(findChild(home, "resumeCard").visible);
        compare(home.games[1].winners, ["B"]);
        mouseClick(findChild(home, "newGameButton"));
        compare(openSpy.count, 1);
        compare(openSpy.signalArguments[0][0], "new");
    }

    // A finished game is not "unfinished", and its entry opens its ledger.
    function test_homeOpensAFinishedGameOnItsLedger() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [60, 1, 2]);
        verify(game.endGame());
        const home = createTemporaryObject(homeComponent, testCase, { game: game });
        openSpy.target = home;
        openSpy.clear();
        waitForRendering(home);
        verify(game.hasGame && game.gameOver);
        verify(!findChild(home, "resumeCard").visible, "the game that just ended is not unfinished");
        verify(game.newGame(["D", "E", "F"], []));
        verify(findChild(home, "resumeCard").visible);
        const finished = home.games.findIndex(g => g.finished);
        verify(finished >= 0);
        mouseClick(findChild(home, "gameEntry" + finished));
        compare(openSpy.count, 1);
        compare(openSpy.signalArguments[0][0], "ledger");
        verify(game.gameOver, "the finished game is the one open");
        compare(game.playerNames, ["A", "B", "C"]);
    }

    // A refused action on a page without its own message place says why.
    function test_homeSaysWhyAGameCannotBeOpened() {
        const game = newController();
        const home = createTemporaryObject(homeComponent, testCase, { game: game });
        waitForRendering(home);
        verify(!findChild(home, "errorLabel").visible);
        home.resume(987654, false);   // no such game
        verify(findChild(home, "errorLabel").visible);
        verify(findChild(home, "errorLabel").text.length > 0);
    }

    function test_ledgerUndoNeedsConfirmation() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [3, 7, 9]);
        const ledger = createTemporaryObject(ledgerComponent, testCase, { game: game });
        waitForRendering(ledger);
        compare(findChild(ledger, "points0").text, "82");
        compare(findChild(ledger, "kittyValue").text, String(590 - 225 + 19 - 10));
        mouseClick(findChild(ledger, "undoButton"));
        const dialog = findChild(ledger, "undoDialog");
        tryVerify(() => dialog.opened);
        // The question wraps within the dialog and the dialog is tall enough for all of it.
        const question = findChild(dialog.contentItem, "confirmText");
        verify(question);
        compare(question.width, dialog.availableWidth);
        verify(question.lineCount >= 1);
        verify(dialog.availableHeight >= question.implicitHeight - 1,
               dialog.availableHeight + " < " + question.implicitHeight);
        compare(game.history.length, 1, "nothing changes before the confirmation");
        dialog.accept();
        compare(game.history.length, 0);
        compare(findChild(ledger, "points0").text, "75");
        verify(game.eventCount > 4, "the undo is an appended event");
    }

    function test_ledgerEndsTheGameAndNamesTheWinner() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [3, 7, 9]);
        const ledger = createTemporaryObject(ledgerComponent, testCase, { game: game });
        waitForRendering(ledger);
        verify(!findChild(ledger, "ledgerWinners").visible);
        findChild(ledger, "endDialog").accept();
        verify(game.gameOver);
        verify(findChild(ledger, "ledgerWinners").visible);
        compare(game.winners, ["A"]);
        verify(!findChild(ledger, "undoButton").enabled);
    }

    function test_ledgerExportsTheHistoryAsCsvAndJson() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [3, 7, 9]);
        const ledger = createTemporaryObject(ledgerComponent, testCase, { game: game });
        waitForRendering(ledger);
        mouseClick(findChild(ledger, "exportButton"));
        const note = findChild(ledger, "exportNote");
        verify(note.text.indexOf(game.exportFolder() + "/game-" + game.gameId + ".csv") >= 0, note.text);
        mouseClick(findChild(ledger, "exportJsonButton"));
        verify(note.text.indexOf(".json") >= 0, note.text);
        const json = JSON.parse(game.historyJson());
        compare(json.rounds.length, 1);
        compare(json.rounds[0].penalties, [3, 7, 9]);
        compare(json.players, ["A", "B", "C"]);
    }

    function test_statisticsCountGamesAndWins() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [4, 8, 12]);
        verify(game.endGame());
        const stats = createTemporaryObject(statsComponent, testCase, { game: game });
        waitForRendering(stats);
        compare(stats.rows.length, 3);
        compare(stats.rows[0].name, "A");
        compare(stats.rows[0].wins, 1);
        compare(stats.rows[2].averagePenalty, 12);
    }

    function test_settingsSwitchTheLanguage() {
        const settings = createTemporaryObject(settingsComponent, testCase);
        waitForRendering(settings);
        mouseClick(findChild(settings, "language_de"));
        compare(Language.current, "de");
        compare(Language.chosen, "de");
        mouseClick(findChild(settings, "language_en"));
        compare(Language.current, "en");
        mouseClick(findChild(settings, "languageSystem"));
        compare(Language.chosen, "");
    }

    // The count of readings to check takes each language's plural forms (English too: its
    // translation holds only the plural forms).
    function test_countsTakeTheLanguagesPluralForms() {
        const source = "%n reading(s) to check, ringed in orange: tap to change, hold to confirm";
        const words = (n) => qsTranslate("TruckScorePanel", source, "", n).split(" ").slice(0, 2).join(" ");
        Language.choose("en");
        compare(words(1), "1 reading");
        compare(words(2), "2 readings");
        Language.choose("ru");
        compare(words(1), "1 показание");
        compare(words(3), "3 показания");
        compare(words(5), "5 показаний");
        compare(words(21), "21 показание");
        Language.choose("fr");
        compare(words(1), "1 lecture");
        compare(words(2), "2 lectures");
        Language.choose("");
    }

    function test_cameraWithoutACameraSaysSo() {
        const camera = createTemporaryObject(cameraComponent, testCase);
        waitForRendering(camera);
        verify(findChild(camera, "noCamera").visible, "this machine has no camera");
    }

    function test_cameraFedFromAnImageRunsThePipeline() {
        const camera = createTemporaryObject(cameraComponent, testCase,
                                             { imagePath: sourceDir + "/docs/screenshots/new-landscape-en.png" });
        waitForRendering(camera);
        verify(!findChild(camera, "noCamera").visible);
        const feed = findChild(camera, "cameraFeed");
        tryVerify(() => feed.framesProcessed > 0, 5000);
        tryVerify(() => feed.result.width === 1280, 5000);
        compare(feed.errorString, "");
    }

    function test_handOverShowsTheGameAsQrCodes() {
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        playRound(game, [3, 7, 9]);
        const page = createTemporaryObject(handOverComponent, testCase, { game: game });
        waitForRendering(page);
        verify(page.codes.length >= 1);
        verify(page.codes[0].startsWith("data:image/png;base64,"));
        const image = findChild(page, "handOverCode");
        tryVerify(() => image.status === Image.Ready);
        verify(image.sourceSize.width > 100, "a readable code, not a speck");
        compare(findChild(page, "codeCounter").text, "Code 1 of " + page.codes.length);
    }

    function test_diceCameraOutlinesTheDiceOfAPhoto() {
        const photo = sharedDir + "/datasets/dice-real-dev/valid/valid_5.jpg";
        if (!sharedAvailable) skip("../shared is absent: no dice photo to read");
        const game = newController();
        verify(game.newGame(["A", "B", "C"], []));
        const camera = createTemporaryObject(cameraComponent, testCase,
                                             { imagePath: photo, readDice: true, game: game });
        waitForRendering(camera);
        const outlines = findChild(camera, "diceOutlines");
        tryVerify(() => outlines.count >= 1, 10000, "the die in the photo is outlined");
        verify(!findChild(camera, "useRollButton").enabled, "one white die is not a whole roll");
    }
}
