import QtQuick
import QtTest
import Packmate

// The truck camera screen fed from a rendered scene of datasets/trucks (its card is the
// stand-in Z17, 2 layers of 2 × 4 cells; cargo 5 white + 1 grey, all loaded: penalty 9).
TestCase {
    id: testCase
    name: "TruckCamera"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    property int databases: 0
    readonly property string photo: sourceDir + "/datasets/trucks/dev/dev_0076.jpg"
    Component { id: controllerComponent; GameController {} }
    Component { id: pageComponent; TruckCameraPage { width: 1280; height: 800 } }

    function newGame(cargo) {
        const game = createTemporaryObject(controllerComponent, testCase);
        game.dataDir = testDataRoot + "/truck" + (++databases);
        verify(game.ready, game.lastError);
        verify(game.newGame(["Anja", "Boris", "Galja"], []));
        verify(game.setCargo(0, cargo), game.lastError);
        verify(game.takeTruck(0, false, "Z17"), game.lastError);
        return game;
    }
    // The truth of the photo (cab-left frame, "_" bare); no stick lies beside the truck.
    readonly property var truthTop: ["G__W", "G__W"]

    // Takes the still photo and corrects every cell and stick the camera misread, by taps,
    // as a player would: the tests then do not depend on how well vision reads this photo.
    function correctToTruth(page) {
        if (!page.still) mouseClick(findChild(page, "takePhotoButton"));
        verify(page.still);
        tryVerify(() => findChild(page, "stillImage").status === Image.Ready);
        const order = ["", "W", "G", "B", "T", "V"];
        for (let i = 0; i < page.shown.cells.length; ++i) {
            const cell = page.shown.cells[i];
            const want = truthTop[cell.y][cell.x].replace("_", "");
            const taps = (order.indexOf(want) - order.indexOf(cell.top) + 6) % 6;
            for (let tap = 0; tap < taps; ++tap) mouseClick(findChild(page, "truckCell" + i));
            compare(page.shown.cells[i].top, want);
        }
        while (page.shown.sticks.length > 0) mouseClick(findChild(page, "removeStick0"));
    }

    function openPage(game) {
        const page = createTemporaryObject(pageComponent, testCase, { game: game, player: 0, imagePath: photo });
        waitForRendering(page);
        tryVerify(() => page.shown.found === true, 15000, "the card is found in the photo");
        return page;
    }

    function test_readsThePhotoFixesByTapsAndBooks() {
        const game = newGame([5, 1, 0, 0, 0]);
        const page = openPage(game);
        compare(page.shown.cells.length, 8, "Z17 has 2 × 4 loading cells");
        verify(!page.still);
        verify(findChild(page, "truckBest").text.indexOf("9") >= 0, "the solver: 9 is the best possible");

        // A tap on a cell takes the still photo and changes the cell's reading.
        let before = page.shown.cells[0].top;
        mouseClick(findChild(page, "truckCell0"));
        verify(page.still);
        tryVerify(() => findChild(page, "stillImage").status === Image.Ready);
        verify(page.shown.cells[0].top !== before);
        verify(page.shown.cells[0].fixed);
        before = page.shown.cells[0].top;
        for (let i = 0; i < 6; ++i) mouseClick(findChild(page, "truckCell0"));
        compare(page.shown.cells[0].top, before, "six taps go all the way round");

        correctToTruth(page);
        compare(page.shown.penalty, 9, "16 cells − 7 loaded");
        // Readings that were right but unsure: holding one confirms it.
        for (let i = 0; i < page.shown.cells.length; ++i) {
            if (!page.shown.cells[i].unsure) continue;
            const cell = findChild(page, "truckCell" + i);
            mousePress(cell);
            wait(1000);
            mouseRelease(findChild(page, "truckCell" + i)); // the delegates were rebuilt
            verify(!page.shown.cells[i].unsure);
            compare(page.shown.cells[i].top, truthTop[page.shown.cells[i].y][page.shown.cells[i].x].replace("_", ""));
        }
        compare(page.shown.checks, 0, "every reading checked");
        verify(!page.shown.unsure);

        // A missed stick: 1 white beside → 1 cell fewer loaded, 2 points overflow.
        mouseClick(findChild(page, "addStick0"));
        compare(page.shown.sticksLeft, [1, 0, 0, 0, 0]);
        compare(page.shown.penalty, 10 + 2);
        mouseClick(findChild(page, "stickButton0"));  // white → grey
        compare(page.shown.sticksLeft, [0, 1, 0, 0, 0]);
        mouseClick(findChild(page, "removeStick0"));
        compare(page.shown.penalty, 9);

        mouseClick(findChild(page, "bookScoreButton"));
        verify(game.turns[0].scored, game.lastError);
        compare(game.turns[0].penalty, 9);
        compare(game.turns[0].freeCells, 9);

        // Back to live: the camera reads again.
        mouseClick(findChild(page, "liveButton"));
        verify(!page.still);
        tryVerify(() => page.shown.found === true, 15000);
    }

    function test_aContradictionOrAnImpossiblePenaltyCannotBeBooked() {
        // A violet stick in the cargo: the top view shows 4 covered cells of 2 layers (room
        // for 8), but 12 cells were rolled and none lies beside. No loading of all of them shows
        // this top view; with the violet stick beside the truck, unseen, one does: that count
        // stands, unsure, and the player is told to look for the violet stick.
        const game = newGame([5, 1, 0, 0, 1]);
        const page = openPage(game);
        correctToTruth(page);
        verify(!page.shown.conflict);
        verify(page.shown.unsure);
        verify(page.shown.warnings.some(w => w.indexOf("one more violet stick beside the truck would explain it") >= 0),
               page.shown.warnings.join("; "));
        // Claim violet on two bare cells: 6 covered, room for 12, the top view agrees with the
        // count; but a 5-long violet stick fits nowhere on a 2 × 4 truck of 2 layers, so no
        // loading of the count's sticks shows this top view (and the count's penalty, 4, is
        // below the best any loading of this cargo scores): still a conflict, said as such, and
        // nothing to book (the engine would refuse the loading).
        let fixed = 0;
        for (let i = 0; i < page.shown.cells.length && fixed < 2; ++i) {
            if (page.shown.cells[i].top !== "") continue;
            for (let tap = 0; tap < 5; ++tap) mouseClick(findChild(page, "truckCell" + i));
            compare(page.shown.cells[i].top, "V");
            ++fixed;
        }
        compare(fixed, 2);
        verify(page.shown.conflict);
        compare(page.shown.penalty, -1);
        verify(page.shown.warnings.some(w => w.indexOf("no loading of the sticks the count leaves loaded shows this top view") >= 0),
               page.shown.warnings.join("; "));
        verify(!findChild(page, "bookScoreButton").enabled);
        mouseClick(findChild(page, "bookScoreButton"));
        verify(!game.turns[0].scored);
    }

    function test_withoutATruckItSaysWhatIsMissing() {
        const game = createTemporaryObject(controllerComponent, testCase);
        game.dataDir = testDataRoot + "/truck" + (++databases);
        verify(game.newGame(["A", "B", "C"], []));
        const page = createTemporaryObject(pageComponent, testCase, { game: game, player: 1, imagePath: photo });
        waitForRendering(page);
        verify(!page.hasTruck);
        verify(!findChild(page, "bookScoreButton").enabled);
        const feed = findChild(page, "cameraFeed");
        verify(!feed.active, "nothing to read without a truck");
    }
}
