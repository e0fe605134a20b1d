import QtQuick
import QtQuick.Controls
import QtTest
import Packmate

// The app's controls style (qml/style): no control draws through a layer effect, which the
// software scene graph cannot draw (the control would lose its whole background).
TestCase {
    id: testCase
    name: "FlatStyle"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component { id: controllerComponent; GameController {} }
    Component { id: homeComponent; HomePage { width: 1280; height: 800 } }
    Component { id: ledgerComponent; LedgerPage { width: 1280; height: 800 } }
    Component {
        id: controlsComponent
        Column {
            property alias combo: combo
            ToolBar { width: 400; Label { text: "title" } }
            property alias plain: plain
            property alias tool: tool
            Button { id: plain; text: "plain" }
            Button { text: "highlighted"; highlighted: true }
            RoundButton { text: "+" }
            Pane { width: 100; height: 40 }
            Frame { width: 100; height: 40 }
            TabBar { width: 300; TabButton { text: "a" } TabButton { text: "b" } }
            ComboBox { id: combo; model: ["one", "two"] }
            ToolButton { id: tool; text: "tool" }
            RadioButton { text: "radio" }
        }
    }

    // Every item of the window, popups included (they live in the window's overlay).
    function layeredEffects() {
        const found = [];
        const visit = (item) => {
            if (item.layer.enabled && item.layer.effect)
                found.push(String(item) + " in " + String(item.parent ? item.parent.parent : null));
            for (let i = 0; i < item.children.length; ++i) visit(item.children[i]);
        };
        visit(testCase.Window.contentItem);
        return found;
    }

    // Material's Ripple items (hover and press highlight) that are shown.
    function shownRipples(root) {
        const found = [];
        const visit = (item) => {
            if (item.clipRadius !== undefined && item.trigger !== undefined && item.visible)
                found.push(String(item) + " in " + String(item.parent));
            for (let i = 0; i < item.children.length; ++i) visit(item.children[i]);
        };
        visit(root);
        return found;
    }

    function test_noRippleOnTheSoftwareSceneGraph() {
        const controls = createTemporaryObject(controlsComponent, testCase);
        waitForRendering(controls);
        if (testCase.GraphicsInfo.api !== GraphicsInfo.Software) {
            verify(shownRipples(controls).length > 0, "the GPU scene graph keeps the ripples");
            return;
        }
        compare(shownRipples(controls), []);
    }

    function pressShadeOf(control) {
        const visit = (item) => {
            if (item.objectName === "pressShade") return item;
            for (let i = 0; i < item.children.length; ++i) {
                const found = visit(item.children[i]);
                if (found) return found;
            }
            return null;
        };
        return visit(control);
    }

    function test_aPressIsSeenWithoutTheRipple() {
        const controls = createTemporaryObject(controlsComponent, testCase);
        waitForRendering(controls);
        const software = testCase.GraphicsInfo.api === GraphicsInfo.Software;
        for (const control of [controls.plain, controls.tool]) {
            const shade = pressShadeOf(control);
            verify(shade, "a press shade in " + control);
            verify(!shade.visible, "no shade before the press");
            mousePress(control);
            tryCompare(shade, "visible", software, 1000, "shade while pressed: only where no ripple");
            mouseRelease(control);
            tryCompare(shade, "visible", false);
        }
    }

    function test_controlsAndPopupsDrawNoLayerEffect() {
        const controls = createTemporaryObject(controlsComponent, testCase);
        controls.combo.popup.open();
        tryVerify(() => controls.combo.popup.opened);
        waitForRendering(controls);
        compare(layeredEffects(), []);
    }

    function test_pagesAndDialogsDrawNoLayerEffect() {
        const game = createTemporaryObject(controllerComponent, testCase);
        game.dataDir = testDataRoot + "/flatstyle";
        verify(game.ready, game.lastError);
        verify(game.newGame(["A", "B", "C"], []));
        for (let p = 0; p < 3; ++p) verify(game.setScore(p, 5, [0, 0, 0, 0, 0]));
        verify(game.closeRound());
        const home = createTemporaryObject(homeComponent, testCase, { game: game });
        waitForRendering(home);
        compare(layeredEffects(), []);
        home.destroy();

        const ledger = createTemporaryObject(ledgerComponent, testCase, { game: game });
        mouseClick(findChild(ledger, "undoButton"));
        const dialog = findChild(ledger, "undoDialog");
        tryVerify(() => dialog.opened);
        waitForRendering(ledger);
        compare(layeredEffects(), []);
        dialog.reject();
    }
}
