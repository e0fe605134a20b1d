import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Step 1: each player's roll, entered by tapping the face each die shows (or by camera).
// The cargo it stands for is drawn as sticks.
Item {
    id: step
    required property var game
    signal openCamera(int player)
    signal done()

    property int player: 0
    property var faces: [0, 0, 0, 0, 0]
    readonly property bool wide: width > height
    readonly property var turn: game.turns[player] || ({})

    function load() {
        // Read the turn afresh: the `turn` binding may not have caught up with `player` yet.
        const current = game.turns[player] || ({});
        faces = current.hasCargo ? current.cargo.slice() : [0, 0, 0, 0, 0];
    }
    onPlayerChanged: load()
    Component.onCompleted: load()
    // The faces show what is recorded for the player: they reload when the roll is read by the
    // camera or undone, and a new round starts with the first player still to roll and no
    // faces set (never last round's roll, one tap from being saved).
    readonly property string recordedRoll: turn.hasCargo ? turn.cargo.join(",") : ""
    onRecordedRollChanged: load()
    readonly property int round: game.roundNumber
    onRoundChanged: {
        player = Math.max(0, game.turns.findIndex(t => !t.hasCargo));
        load();
    }

    function setFace(colour, value) {
        const copy = faces.slice();
        copy[colour] = value;
        faces = copy;
    }
    function save() {
        if (!game.setCargo(player, faces)) return;
        const next = game.turns.findIndex(t => !t.hasCargo);
        if (next >= 0) player = next; else done();
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        columns: step.wide ? 2 : 1
        columnSpacing: Theme.gap * 2

        // Who has rolled: a list of players with their cargo.
        ListView {
            objectName: "dicePlayers"
            Layout.preferredWidth: step.wide ? 380 : parent.width
            Layout.preferredHeight: step.wide ? parent.height : Math.min(contentHeight, 300)
            Layout.fillHeight: step.wide
            model: step.game.playerNames
            spacing: 6
            clip: true
            delegate: ItemDelegate {
                required property string modelData
                required property int index
                readonly property var turn: step.game.turns[index] || ({})
                objectName: "dicePlayer" + index
                width: ListView.view.width
                height: Math.max(64, column.implicitHeight + 16)
                highlighted: step.player === index
                onClicked: step.player = index
                contentItem: RowLayout {
                    spacing: 12
                    Rectangle {
                        Layout.preferredWidth: 32; Layout.preferredHeight: 32; radius: 16
                        color: step.game.playerColours[index]
                    }
                    ColumnLayout {
                        id: column
                        Layout.fillWidth: true
                        Layout.alignment: Qt.AlignLeft | Qt.AlignVCenter
                        Label { text: modelData; font.pixelSize: Theme.bodySize; font.bold: true; Layout.alignment: Qt.AlignLeft }
                        CargoSticks { counts: turn.cargo || [0, 0, 0, 0, 0]; cell: 10; Layout.fillWidth: true }
                        Label { visible: !turn.hasCargo; text: qsTr("not rolled yet"); color: Theme.muted; font.pixelSize: Theme.smallSize; Layout.alignment: Qt.AlignLeft }
                    }
                    Label { visible: !!turn.hasCargo; text: qsTr("%1 cells").arg(turn.cargoVolume); font.pixelSize: Theme.smallSize }
                }
            }
        }

        // The dice of the selected player: one row of faces per colour.
        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 10
            Label {
                text: qsTr("Dice of %1").arg(step.game.playerNames[step.player] || "")
                font.pixelSize: 22
                font.bold: true
            }
            Repeater {
                model: 5
                delegate: RowLayout {
                    id: dieRow
                    required property int index
                    spacing: 6
                    Rectangle {
                        Layout.preferredWidth: 36; Layout.preferredHeight: 36; radius: 6
                        color: Theme.stickColours[dieRow.index]
                        border.color: Qt.darker(color, 1.6)
                    }
                    Label { text: Theme.stickName(dieRow.index); font.pixelSize: Theme.smallSize; Layout.preferredWidth: 96 }
                    Repeater {
                        model: Theme.dieFaces[dieRow.index]
                        delegate: Button {
                            required property int modelData
                            objectName: "die" + dieRow.index + "face" + modelData
                            text: modelData === 0 ? "–" : modelData
                            checkable: true
                            checked: step.faces[dieRow.index] === modelData
                            highlighted: checked
                            font.pixelSize: 22
                            Layout.preferredWidth: Theme.touch
                            Layout.preferredHeight: Theme.touch
                            onClicked: step.setFace(dieRow.index, modelData)
                        }
                    }
                }
            }
            Label {
                text: qsTr("Cargo: %1 sticks, %2 cells").arg(step.faces.reduce((a, b) => a + b, 0))
                      .arg(step.faces.reduce((sum, n, i) => sum + n * (i + 1), 0))
                font.pixelSize: Theme.bodySize
            }
            CargoSticks { counts: step.faces; cell: 18; Layout.fillWidth: true }
            RowLayout {
                spacing: Theme.gap
                Button {
                    objectName: "saveDiceButton"
                    text: qsTr("Save roll")
                    highlighted: true
                    enabled: step.faces[0] > 0 // the white die has no blank face
                    font.pixelSize: Theme.bodySize
                    Layout.preferredHeight: Theme.touch
                    Layout.preferredWidth: Math.max(200, implicitWidth) // the whole label in any language
                    onClicked: step.save()
                }
                Button {
                    objectName: "diceCameraButton"
                    text: qsTr("Read with camera")
                    font.pixelSize: Theme.bodySize
                    Layout.preferredHeight: Theme.touch
                    onClicked: step.openCamera(step.player)
                }
            }
            Item { Layout.fillHeight: true }
        }
    }
}
