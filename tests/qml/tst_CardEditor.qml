import QtQuick
import QtQuick.Controls
import QtTest
import Packmate

// The cell editor: toggling cells, layers and name, the engine's verdict, saving, proposals
// from a photo, editing and deleting a saved card.
TestCase {
    id: testCase
    name: "CardEditor"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    property int folders: 0
    Component { id: cardsComponent; UserCards {} }
    Component { id: editorComponent; CardEditorPage { width: 1280; height: 800 } }

    function newCards() {
        const cards = createTemporaryObject(cardsComponent, testCase);
        cards.dataDir = testDataRoot + "/editor" + (++folders);
        compare(cards.lastError, "");
        return cards;
    }
    function typeName(editor, text) {
        const field = findChild(editor, "cardName");
        mouseClick(field);
        for (const ch of text) keyClick(ch);
        compare(editor.name, text);
    }

    function test_togglesLayersNameAndSave() {
        const cards = newCards();
        const editor = createTemporaryObject(editorComponent, testCase, { userCards: cards });
        waitForRendering(editor);
        const save = findChild(editor, "saveCardButton");
        verify(!save.enabled);
        verify(findChild(editor, "problemLabel").text.indexOf("cells") >= 0);

        for (const i of [0, 1, 2, 5, 6, 7]) mouseClick(findChild(editor, "cell" + i));
        mouseClick(findChild(editor, "cell" + 7)); // off again
        compare(editor.grid, ["###", "##."]);
        compare(findChild(editor, "cellCount").text, "5 loading cells");
        verify(findChild(editor, "problemLabel").text.indexOf("layers") >= 0);

        mouseClick(findChild(editor, "layers3"));
        compare(editor.layers, 3);
        verify(findChild(editor, "problemLabel").text.indexOf("name") >= 0);
        verify(!save.enabled);

        typeName(editor, "Z01");
        verify(findChild(editor, "problemLabel").text.indexOf("built-in") >= 0);
        verify(!save.enabled);
        editor.name = "";
        typeName(editor, "MY01");
        verify(!findChild(editor, "problemLabel").visible);
        verify(save.enabled);
        mouseClick(save);
        compare(cards.cards.length, 1);
        compare(cards.cards[0].id, "MY01");
        compare(cards.cards[0].layers, 3);
        compare(cards.cards[0].grid, ["###", "##."]);
    }

    function test_proposalFromAPhotoAsksForTheLayers() {
        const cards = newCards();
        const proposal = { grid: ["###", "#.#"], layers: 0, confidence: 0.61, sure: false };
        const editor = createTemporaryObject(editorComponent, testCase, { userCards: cards, proposal: proposal });
        waitForRendering(editor);
        compare(editor.grid, ["###", "#.#"]);
        verify(findChild(editor, "cell6").on === false);
        verify(findChild(editor, "layersHint").visible);
        verify(findChild(editor, "proposalLabel").text.indexOf("61") >= 0);
        compare(editor.layers, 0);
        mouseClick(findChild(editor, "layers2"));
        typeName(editor, "PHOTO1");
        verify(editor.save());
        compare(cards.card("PHOTO1").capacity, 10);
    }

    function test_editAndDeleteASavedCard() {
        const cards = newCards();
        verify(cards.save("MY02", 2, ["####", "####"]));
        const editor = createTemporaryObject(editorComponent, testCase, { userCards: cards, originalId: "MY02" });
        waitForRendering(editor);
        compare(editor.name, "MY02");
        compare(editor.layers, 2);
        compare(editor.grid, ["####", "####"]);
        mouseClick(findChild(editor, "cell3"));
        mouseClick(findChild(editor, "layers4"));
        verify(editor.save());
        compare(cards.card("MY02").grid, ["###.", "####"]);
        compare(cards.card("MY02").layers, 4);

        const again = createTemporaryObject(editorComponent, testCase, { userCards: cards, originalId: "MY02" });
        waitForRendering(again);
        const remove = findChild(again, "deleteCardButton");
        verify(remove.visible);
        mouseClick(remove);
        compare(cards.cards.length, 1); // asks first
        findChild(again, "confirmDelete").accept();
        compare(cards.cards.length, 0);
    }
}
