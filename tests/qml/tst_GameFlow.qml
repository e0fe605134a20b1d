import QtQuick
import QtTest
import Packmate

// The round screens against a real GameController (its database in a temporary folder).
TestCase {
    id: testCase
    name: "GameFlow"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    property int databases: 0
    Component { id: controllerComponent; GameController {} }
    Component { id: diceComponent; DiceStep { width: 1280; height: 740 } }
    Component { id: trucksComponent; TrucksStep { width: 1280; height: 740 } }
    Component { id: scoringComponent; ScoringStep { width: 1280; height: 740 } }
    Component { id: summaryComponent; SummaryStep { width: 1280; height: 740 } }

    function newController(players) {
        const game = createTemporaryObject(controllerComponent, testCase);
        game.dataDir = testDataRoot + "/flow" + (++databases);
        verify(game.ready, game.lastError);
        verify(game.newGame(players || ["Anja", "Boris", "Galja"], []));
        return game;
    }
    function screen(component, game) {
        const item = createTemporaryObject(component, testCase, { game: game });
        verify(item !== null);
        waitForRendering(item);
        return item;
    }

    function test_diceAreEnteredByTappingFaces() {
        const game = newController();
        const step = screen(diceComponent, game);
        mouseClick(findChild(step, "die0face3"));
        mouseClick(findChild(step, "die2face1"));
        mouseClick(findChild(step, "die4face2"));
        compare(step.faces, [3, 0, 1, 0, 2]);
        mouseClick(findChild(step, "saveDiceButton"));
        compare(game.turns[0].cargo, [3, 0, 1, 0, 2]);
        compare(game.turns[0].cargoVolume, 3 + 3 + 10);
        compare(step.player, 1, "moves on to the next player who has not rolled");
    }

    function test_trucksRecordOpenAndBlindPicks() {
        const game = newController();
        const step = screen(trucksComponent, game);
        verify(!findChild(step, "trucksDoneButton").enabled);
        verify(!findChild(step, "truckOpen0").enabled, "a card must be chosen first");
        findChild(step, "truckCard0").currentIndex = 7;   // Z07
        findChild(step, "truckCard1").currentIndex = 10;  // Z10
        findChild(step, "truckCard2").currentIndex = 26;  // Z26
        mouseClick(findChild(step, "truckOpen0"));
        mouseClick(findChild(step, "truckOpen1"));
        mouseClick(findChild(step, "truckBlind2"));
        compare(game.turns[0].truck, "Z07");
        compare(game.turns[1].capacity, 28);
        verify(!game.turns[0].truckBlind);
        verify(game.turns[2].truckBlind);
        verify(findChild(step, "trucksDoneButton").enabled);
        verify(findChild(step, "drawRule").text.indexOf("2") >= 0, "3 players draw 2 cards each");
    }

    function test_manualScoringComputesThePenalty() {
        const game = newController();
        verify(game.setCargo(0, [1, 0, 2, 0, 1]), game.lastError);
        const step = screen(scoringComponent, game);
        for (let i = 0; i < 5; ++i) mouseClick(findChild(step, "freeCellsPlus"));
        mouseClick(findChild(step, "left4Plus"));
        compare(step.penalty, 5 + 2 * 5, "5 free + one violet left = 15 (seed example)");
        verify(!findChild(step, "left4Plus").enabled, "no more violet left than rolled");
        mouseClick(findChild(step, "saveScoreButton"));
        verify(game.turns[0].scored);
        compare(game.turns[0].penalty, 15);
        compare(step.player, 1);
        compare(step.freeCells, 0, "the next player's entry starts empty");
        compare(step.sticksLeft, [0, 0, 0, 0, 0]);
    }

    function test_freeCellsFollowFromTruckAndCargo() {
        const game = newController();
        verify(game.setCargo(0, [3, 2, 1, 0, 0]));        // 10 cells
        verify(game.takeTruck(0, false, "Z10"));          // 2 layers × 14 = 28
        const step = screen(scoringComponent, game);
        verify(step.derivedFree);
        compare(step.effectiveFree, 18);
        verify(!findChild(step, "freeCells").enabled);
        mouseClick(findChild(step, "left2Plus"));         // one brown left: 3 cells fewer loaded
        compare(step.effectiveFree, 21);
        compare(step.penalty, 21 + 6);
        const best = game.bestPossible(0);
        compare(best.penalty, 18, "10 cells of cargo all fit: 28 − 10 free");
        verify(best.optimal);
        verify(findChild(step, "bestPossible").text.indexOf("18") >= 0);
        mouseClick(findChild(step, "saveScoreButton"));
        compare(game.turns[0].penalty, 27, game.lastError);
    }

    function test_aCargoBiggerThanTheTruckAsksForTheSticksLeft() {
        const game = newController();
        verify(game.setCargo(0, [5, 4, 3, 2, 2]), game.lastError);   // the biggest roll: 40 cells
        verify(game.takeTruck(0, false, "Z01"));                     // 15 cells
        const step = screen(scoringComponent, game);
        compare(step.overfill, 25);
        verify(findChild(step, "overfillLabel").visible);
        verify(!findChild(step, "saveScoreButton").enabled, "the rules would refuse it");
        for (let i = 0; i < 2; ++i) {
            mouseClick(findChild(step, "left4Plus"));
            mouseClick(findChild(step, "left3Plus"));
        }
        compare(step.overfill, 7);                                   // 18 cells left beside
        for (let i = 0; i < 3; ++i) mouseClick(findChild(step, "left2Plus"));
        compare(step.overfill, -2);                                  // and 9 more: 2 cells free
        verify(!findChild(step, "overfillLabel").visible);
        mouseClick(findChild(step, "saveScoreButton"));
        verify(game.turns[0].scored, game.lastError);
        compare(game.turns[0].penalty, 2 + 2 * 27);
    }

    function test_summaryClosesTheRoundWithTheBonus() {
        const game = newController();
        verify(game.setScore(0, 5, [0, 0, 0, 0, 0]));
        verify(game.setScore(1, 5, [0, 0, 0, 0, 0]));
        verify(game.setScore(2, 12, [0, 0, 0, 0, 0]));
        const step = screen(summaryComponent, game);
        compare(findChild(step, "bonus0").text.length > 0, true);
        compare(findChild(step, "bonus2").text, "");
        mouseClick(findChild(step, "closeRoundButton"));
        compare(game.history.length, 1);
        compare(game.points, [80, 80, 63]);
        compare(game.roundNumber, 2);
    }

    function test_aRoundThatEndsTheGameIsAskedFirst() {
        const game = newController();
        verify(game.setScore(0, 80, [0, 0, 0, 0, 0]));   // more than Anja's 75 points
        verify(game.setScore(1, 5, [0, 0, 0, 0, 0]));
        verify(game.setScore(2, 12, [0, 0, 0, 0, 0]));
        const step = screen(summaryComponent, game);
        compare(step.brokeNames, ["Anja"]);
        mouseClick(findChild(step, "closeRoundButton"));
        const dialog = findChild(step, "lastRoundDialog");
        tryVerify(() => dialog.opened);
        verify(dialog.text.indexOf("Anja") >= 0);
        compare(game.history.length, 0, "nothing is closed before the answer");
        dialog.reject();
        tryVerify(() => !dialog.visible);
        compare(game.history.length, 0);
        verify(!game.gameOver);
        mouseClick(findChild(step, "closeRoundButton"));
        tryVerify(() => dialog.opened);
        dialog.accept();
        compare(game.history.length, 1);
        verify(game.gameOver);
    }

    function test_summaryWaitsForEveryScore() {
        const game = newController();
        verify(game.setScore(0, 5, [0, 0, 0, 0, 0]));
        const step = screen(summaryComponent, game);
        verify(!findChild(step, "closeRoundButton").enabled);
    }

    // A new round starts with empty forms: last round's roll, truck and score are never one
    // tap away from being booked again.
    function test_aNewRoundStartsWithEmptyForms() {
        const game = newController();
        const dice = screen(diceComponent, game);
        const trucks = screen(trucksComponent, game);
        const scoring = screen(scoringComponent, game);
        const cards = [7, 10, 26];
        for (let seat = 0; seat < 3; ++seat) {
            verify(game.setCargo(seat, [1, 0, 0, 0, 0]), game.lastError);
            findChild(trucks, "truckCard" + seat).currentIndex = cards[seat];
            mouseClick(findChild(trucks, "truckOpen" + seat));
        }
        // The last player's score, entered on the form and saved: the form keeps showing it.
        for (let seat = 0; seat < 2; ++seat)
            verify(game.setScore(seat, game.turns[seat].capacity - 1, [0, 0, 0, 0, 0]), game.lastError);
        scoring.player = 2;
        mouseClick(findChild(scoring, "left0Plus"));
        mouseClick(findChild(scoring, "saveScoreButton"));
        compare(game.turns[2].sticksLeft, [1, 0, 0, 0, 0], game.lastError);
        dice.player = 2;
        compare(dice.faces, [1, 0, 0, 0, 0]);
        verify(game.closeRound(), game.lastError);

        compare(game.roundNumber, 2);
        compare(scoring.player, 0, "the first player still to score");
        compare(scoring.sticksLeft, [0, 0, 0, 0, 0]);
        compare(scoring.freeCells, 0);
        compare(dice.player, 0, "the first player still to roll");
        compare(dice.faces, [0, 0, 0, 0, 0]);
        for (let seat = 0; seat < 3; ++seat) {
            compare(findChild(trucks, "truckCard" + seat).currentIndex, 0, "no card chosen yet");
            verify(!findChild(trucks, "truckOpen" + seat).enabled);
            verify(!findChild(trucks, "truckOpen" + seat).highlighted);
        }
    }

    // A score booked elsewhere (the truck camera) or undone shows on the form at once.
    function test_theScoringFormFollowsWhatIsRecorded() {
        const game = newController();
        const scoring = screen(scoringComponent, game);
        verify(game.setCargo(0, [2, 0, 0, 0, 0]));
        verify(game.takeTruck(0, false, "Z07"));
        verify(game.setScore(0, game.turns[0].capacity - 1, [1, 0, 0, 0, 0]), game.lastError);
        compare(scoring.sticksLeft, [1, 0, 0, 0, 0]);
        verify(game.undo(), game.lastError);
        compare(scoring.sticksLeft, [0, 0, 0, 0, 0]);
    }

    // A take the rules refuse (a card already taken) leaves the button unlit.
    function test_aRefusedTakeIsNotShownAsTaken() {
        const game = newController();
        const trucks = screen(trucksComponent, game);
        findChild(trucks, "truckCard0").currentIndex = 7;
        mouseClick(findChild(trucks, "truckOpen0"));
        findChild(trucks, "truckCard1").currentIndex = 7;
        mouseClick(findChild(trucks, "truckBlind1"));
        compare(game.turns[1].truck, "", "Z07 is Anja's");
        verify(!findChild(trucks, "truckBlind1").highlighted);
        verify(findChild(trucks, "truckOpen0").highlighted);
    }
}
