import QtQuick
import QtQuick.Controls
import QtTest
import Packmate

// The calibration screen: the mat PDF, colours learnt from the --image photo with swatches and
// the light check, a card proposed from a photo into the editor, bad photos store nothing.
TestCase {
    id: testCase
    name: "Calibration"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    property int folders: 0
    Component { id: calibrationComponent; CalibrationController {} }
    Component { id: cardsComponent; UserCards {} }
    Component { id: stackComponent; StackView { width: 1280; height: 800 } }
    Component { id: pageComponent; CalibrationPage {} }
    Component { id: settingsComponent; SettingsPage { width: 1280; height: 800 } }
    Component { id: gameComponent; GameController {} }
    Component { id: trucksComponent; TrucksStep { width: 1280; height: 700 } }
    SignalSpy { id: openSpy; signalName: "openPage" }

    function openPage(imagePath) {
        const folder = testDataRoot + "/calibration" + (++folders);
        // The page goes first at clean-up, before what it shows.
        const stack = createTemporaryObject(stackComponent, testCase);
        const calibration = createTemporaryObject(calibrationComponent, testCase, { dataDir: folder });
        const cards = createTemporaryObject(cardsComponent, testCase, { dataDir: folder });
        const page = stack.push(pageComponent, { calibration: calibration, userCards: cards, imagePath: imagePath },
                                StackView.Immediate);
        waitForRendering(page);
        return page;
    }
    function scene(name) { return sourceDir + "/datasets/calibration/" + name; }

    function test_settingsLeadsHere() {
        const settings = createTemporaryObject(settingsComponent, testCase);
        openSpy.target = settings;
        openSpy.clear();
        mouseClick(findChild(settings, "calibrationButton"));
        compare(openSpy.count, 1);
        compare(openSpy.signalArguments[0][0], "calibration");
    }

    function test_matPdf() {
        const page = openPage("");
        page.calibration.matFolder = testDataRoot + "/mat" + folders;
        mouseClick(findChild(page, "matA4Button"));
        const message = findChild(page, "messageLabel");
        verify(message.visible);
        verify(message.text.indexOf("packmate-mat-a4.pdf") >= 0, message.text);
        verify(!page.failed);
    }

    function test_coloursSwatchesAndLight() {
        const page = openPage(scene("colours/colours_dev_0000.jpg"));
        verify(!page.calibration.hasColours);
        verify(!findChild(page, "checkLightButton").enabled);
        mouseClick(findChild(page, "learnColoursButton"));
        verify(page.calibration.hasColours, page.calibration.lastError);
        verify(findChild(page, "swatchW") !== null);
        verify(findChild(page, "swatchV") !== null);
        verify(findChild(page, "colourStatus").text.indexOf("Calibrated") >= 0 ||
               findChild(page, "colourStatus").text.indexOf("close") >= 0);
        mouseClick(findChild(page, "checkLightButton"));
        const light = findChild(page, "lightStatus");
        verify(light.visible);
        verify(light.text.indexOf("as when") >= 0, light.text);
    }

    function test_badPhotoStoresNothing() {
        const page = openPage(testDataRoot + "/no-such-photo.jpg");
        mouseClick(findChild(page, "learnColoursButton"));
        verify(page.failed);
        verify(findChild(page, "messageLabel").text.length > 0);
        verify(!page.calibration.hasColours);
        mouseClick(findChild(page, "registerCardButton"));
        compare(page.StackView.view.depth, 1);
        verify(page.failed);
    }

    function test_noCameraNoImage() {
        const page = openPage("");
        // These machines have no camera: the screen says so; drawing a card still works.
        verify(findChild(page, "noPhotoLabel").visible);
        verify(!findChild(page, "learnColoursButton").enabled);
        verify(findChild(page, "newCardButton").enabled);
    }

    function test_cardFromThePhotoIntoTheEditor() {
        const page = openPage(scene("cards/cards_dev_0000.jpg"));
        mouseClick(findChild(page, "registerCardButton"));
        const stack = page.StackView.view;
        compare(stack.depth, 2, page.message);
        const editor = stack.currentItem;
        compare(editor.objectName, "cardEditorPage");
        compare(editor.grid, ["#####", "#####"]);
        if (editor.layers === 0) editor.layers = 4;
        editor.name = "REAL1";
        verify(editor.save(), page.userCards.lastError);
        compare(stack.depth, 1);
        compare(page.userCards.cards.length, 1);
        verify(findChild(page, "editCard_REAL1") !== null);
    }

    function test_ownCardsAreOfferedInTheTrucksStep() {
        const folder = testDataRoot + "/trucks" + (++folders);
        const game = createTemporaryObject(gameComponent, testCase, { dataDir: folder });
        const cards = createTemporaryObject(cardsComponent, testCase, { dataDir: folder });
        verify(game.newGame(["A", "B", "C"], []));
        verify(game.setCargo(0, [2, 1, 1, 0, 0]));
        verify(cards.save("MY05", 3, ["###", "##."]));
        game.reloadCards();
        const step = createTemporaryObject(trucksComponent, testCase, { game: game });
        waitForRendering(step);
        const choice = findChild(step, "truckCard0");
        compare(choice.model[1], "MY05");
        choice.currentIndex = 1;
        compare(choice.displayText, "MY05 · 3 layers · 15 cells");
        mouseClick(findChild(step, "truckOpen0"));
        compare(game.turns[0].truck, "MY05", game.lastError);
        compare(game.turns[0].capacity, 15);
    }
}
