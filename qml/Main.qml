import QtQuick
import Packmate
import QtQuick.Controls

// The app window: one GameController (database + game), a StackView of screens.
ApplicationWindow {
    id: window
    width: 1280
    height: 800
    visible: true
    title: qsTr("Packmate")

    // Set by main.cpp from the command line.
    property string dataDir: ""
    property string imagePath: ""
    property string videoPath: ""
    property string startScreen: ""   // home, new, dice, trucks, scoring, summary, ledger, stats, settings, camera, handover, calibration, card-editor, truck-camera, truck-photo
    property bool demo: false

    readonly property bool portrait: height > width

    Material.theme: Material.Light
    Material.primary: "#2f5d50"
    Material.accent: "#d9822b"

    GameController {
        id: controller
        objectName: "game"
    }

    // The player's own truck cards and the colour calibration (same data folder as the game).
    UserCards { id: cardStore; objectName: "userCards"; onCardsChanged: controller.reloadCards() }
    CalibrationController { id: calibrator; objectName: "calibration" }

    Component { id: homePage; HomePage { game: controller; onOpenPage: (name) => window.open(name) } }
    Component { id: newGamePage; NewGamePage { game: controller; onStartRequested: (names) => window.startGame(names) } }
    Component { id: gamePage; GamePage { game: controller; onOpenPage: (name) => window.open(name) } }
    Component { id: ledgerPage; LedgerPage { game: controller; onOpenPage: (name) => window.open(name) } }
    Component { id: statisticsPage; StatisticsPage { game: controller } }
    Component { id: settingsPage; SettingsPage { onOpenPage: (name) => window.open(name) } }
    Component {
        id: calibrationPage
        CalibrationPage { calibration: calibrator; userCards: cardStore; imagePath: window.imagePath }
    }
    Component { id: cameraPage; CameraPage { imagePath: window.imagePath; videoPath: window.videoPath } }
    Component { id: handOverPage; HandOverPage { game: controller } }
    Component {
        id: diceCameraPage
        CameraPage { imagePath: window.imagePath; videoPath: window.videoPath; game: controller; readDice: true }
    }
    Component {
        id: truckCameraPage
        TruckCameraPage { imagePath: window.imagePath; videoPath: window.videoPath; game: controller }
    }
    Component {
        id: receivePage
        CameraPage {
            objectName: "receivePage"
            imagePath: window.imagePath
            videoPath: window.videoPath
            game: controller
            scanHandOver: true
            onGameReceived: { stack.pop(null); window.open("game"); }
        }
    }

    function open(name, immediate) {
        const operation = immediate ? StackView.Immediate : StackView.PushTransition;
        const pages = {
            "new": newGamePage, "game": gamePage, "ledger": ledgerPage, "stats": statisticsPage,
            "settings": settingsPage, "camera": cameraPage, "handover": handOverPage, "receive": receivePage,
            "calibration": calibrationPage
        };
        if (name.startsWith("dice-camera:"))
            return stack.push(diceCameraPage, { dicePlayer: parseInt(name.slice(12)) }, operation);
        if (name.startsWith("truck-camera:"))
            return stack.push(truckCameraPage, { player: parseInt(name.slice(13)) }, operation);
        if (name === "home") {
            stack.pop(null, operation);
            return stack.currentItem;
        }
        if (name === "game" && stack.depth > 1 && stack.get(1).objectName === "gamePage") {
            stack.pop(stack.get(1), operation);
            return stack.currentItem;
        }
        return stack.push(pages[name], {}, operation);
    }

    function startGame(names) {
        const colours = Theme.tokenColours.slice(0, names.length);
        if (controller.newGame(names, colours)) {
            stack.pop(null);
            open("game");
        }
    }

    // A believable game in progress for screenshots (--demo): round 3 of four players.
    function seedDemo() {
        controller.newGame(["Anja", "Boris", "Galja", "Dmitri"], Theme.tokenColours.slice(0, 4));
        const rounds = [[3, 12, 5, 8], [0, 7, 15, 4]];
        for (const penalties of rounds) {
            for (let p = 0; p < 4; ++p) {
                controller.setCargo(p, [3, 2, 1, 1, p % 2]);
                controller.setScore(p, penalties[p], [0, 0, 0, 0, 0]);
            }
            controller.closeRound();
        }
        controller.setCargo(0, [3, 2, 3, 0, 1]);
        controller.setCargo(1, [2, 4, 1, 1, 2]);
        // The truck camera screens read a rendered scene of truck Z17 with 5 white + 1 grey.
        const truckCamera = window.startScreen.startsWith("truck-");
        controller.setCargo(2, truckCamera ? [5, 1, 0, 0, 0] : [5, 0, 2, 2, 0]);
        if (truckCamera) controller.takeTruck(2, false, "Z17");
        // Scores a real loading can reach (the engine rejects sticks that cannot all fit).
        controller.takeTruck(0, false, "Z14");
        controller.takeTruck(1, false, "Z18");
        controller.setScore(0, 3, [0, 0, 0, 0, 0]);
        controller.setScore(1, 4, [0, 0, 1, 0, 0]);
        if (window.startScreen === "summary") {
            controller.setCargo(3, [1, 1, 2, 1, 1]);
            controller.takeTruck(2, false, "Z10");
            controller.takeTruck(3, true, "Z26");
            controller.setScore(2, 9, [0, 0, 0, 0, 0]);
            controller.setScore(3, 23, [0, 0, 0, 0, 1]);
        }
    }

    // Calibration screens for screenshots (--demo): two cards of one's own, and the colours
    // learnt from the --image photo when it shows the mat.
    function seedCalibrationDemo() {
        if (cardStore.cards.length === 0) {
            cardStore.save("MY01", 2, ["#####", "####.", "###.."]);
            cardStore.save("MY02", 4, ["###", "###"]);
        }
        if (window.imagePath !== "" && !calibrator.hasColours) calibrator.calibrateColours(window.imagePath);
    }

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: homePage
    }

    Component.onCompleted: Qt.callLater(showFirstScreen)

    function showFirstScreen() {
        controller.dataDir = window.dataDir;
        cardStore.dataDir = window.dataDir;
        calibrator.dataDir = window.dataDir;
        if (window.demo && !controller.hasGame) seedDemo();
        const screen = window.startScreen;
        const steps = ["dice", "trucks", "scoring", "summary"];
        if (steps.indexOf(screen) >= 0) {
            const page = open("game", true);
            page.step = steps.indexOf(screen);
        } else if (["ledger", "stats", "settings", "camera", "handover", "receive"].indexOf(screen) >= 0) {
            if ((screen === "ledger" || screen === "handover") && controller.hasGame) open("game", true);
            open(screen, true);
        } else if (screen === "dice-camera") {
            if (controller.hasGame) open("game", true);
            open("dice-camera:0", true);
        } else if (screen === "calibration" || screen === "card-editor") {
            if (window.demo) seedCalibrationDemo();
            open("settings", true);
            const page = open("calibration", true);
            if (screen === "card-editor") page.registerCard();
        } else if (screen === "truck-camera" || screen === "truck-photo") {
            if (controller.hasGame) open("game", true);
            open("truck-camera:2", true).stillOnRead = screen === "truck-photo";
        } else if (screen === "new") {
            open("new", true);
        } else if (screen === "" && controller.hasGame) {
            open("game", true); // reopen the unfinished game where it was
        }
    }
}
