pragma Singleton
import QtQuick

// Sizes and colours shared by every screen (touch-first: nothing tappable under 48 px).
QtObject {
    readonly property int touch: 56
    readonly property int minTouch: 48
    readonly property int gap: 16
    readonly property int titleSize: 26
    readonly property int bodySize: 20
    readonly property int smallSize: 16
    readonly property color primary: "#2f5d50"
    readonly property color accent: "#d9822b"
    readonly property color danger: "#b03a2e"
    readonly property color muted: "#666666"
    readonly property color card: "#f7f5f0"
    readonly property var tokenColours: ["#c0392b", "#2471a3", "#229954", "#d4ac0d", "#7d3c98", "#ca6f1e"]
    // W G B T V: white cubes, grey, brown, turquoise, violet sticks.
    readonly property var stickColours: ["#fbfaf6", "#9e9e9e", "#8d5a2b", "#1fa3a3", "#7b4fa0"]
    readonly property var stickLetters: ["W", "G", "B", "T", "V"]
    // What a cell or stick shows for its colour, in the player's language (readings keep W G B T V).
    function stickInitial(letter) {
        const i = stickLetters.indexOf(letter);
        return i < 0 ? letter : [qsTr("W", "white stick, one letter"), qsTr("G", "grey stick, one letter"),
                                 qsTr("B", "brown stick, one letter"), qsTr("T", "turquoise stick, one letter"),
                                 qsTr("V", "violet stick, one letter")][i];
    }
    // Faces of each colour's die (0 = blank face), from RULES.md.
    readonly property var dieFaces: [[1, 2, 3, 4, 5], [0, 1, 2, 3, 4], [0, 1, 2, 3], [0, 1, 2], [0, 1, 2]]
    function stickName(index) {
        return [qsTr("white"), qsTr("grey"), qsTr("brown"), qsTr("turquoise"), qsTr("violet")][index];
    }
}
