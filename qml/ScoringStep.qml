import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Step 3: each player's penalty. Manual mode (free cells + sticks left beside the truck)
// never needs the camera; photo mode opens the truck camera (TruckCameraPage).
Item {
    id: step
    required property var game
    signal openCamera(int player)
    signal done()

    property int player: 0
    readonly property var turn: game.turns[player] || ({})
    readonly property var cargo: turn.hasCargo ? turn.cargo : [30, 24, 18, 12, 12]
    property int freeCells: 0
    property var sticksLeft: [0, 0, 0, 0, 0]
    // With the dice and the truck known, the free cells follow from the sticks left over
    // (capacity − loaded volume), as the engine checks; otherwise they are counted by hand.
    readonly property bool derivedFree: !!turn.hasCargo && turn.capacity > 0
    readonly property int leftVolume: sticksLeft.reduce((sum, n, i) => sum + n * (i + 1), 0)
    readonly property int loadedVolume: turn.cargoVolume - leftVolume
    readonly property int effectiveFree: derivedFree ? Math.max(0, turn.capacity - loadedVolume) : freeCells
    // Cells of cargo beyond the truck's room: some sticks must be left beside it (the rules
    // refuse the score until they are marked).
    readonly property int overfill: derivedFree ? loadedVolume - turn.capacity : 0
    readonly property int penalty: game.penaltyPreview(effectiveFree, sticksLeft)
    readonly property bool wide: width > height
    // The counters' labels as wide as the widest of them (Russian "Свободные клетки" and
    // "коричневый" were cut off at 120 px). advanceWidth() notifies nothing: the font's size is
    // named so that the width follows it.
    readonly property real counterLabelWidth: counterFont.font.pixelSize > 0
        ? Math.max(120, ...[qsTr("Free cells")].concat([0, 1, 2, 3, 4].map(i => Theme.stickName(i)))
                                .map(text => Math.ceil(counterFont.advanceWidth(text)) + 4))
        : 120
    FontMetrics {
        id: counterFont
        font.pixelSize: Theme.bodySize
    }

    function load() {
        // Read the turn afresh: the `turn` binding may not have caught up with `player` yet.
        const current = game.turns[player] || ({});
        freeCells = current.scored ? current.freeCells : 0;
        sticksLeft = current.scored ? current.sticksLeft.slice() : [0, 0, 0, 0, 0];
    }
    onPlayerChanged: load()
    Component.onCompleted: load()
    // The form shows what is recorded for the player: it reloads when the score is booked
    // elsewhere (the truck camera) or undone, and a new round starts with the first player
    // still to score and an empty form (never last round's entries, one tap from being booked).
    readonly property string recordedScore: turn.scored
        ? [turn.penalty, turn.freeCells, turn.sticksLeft].join("/") : ""
    onRecordedScoreChanged: load()
    readonly property int round: game.roundNumber
    onRoundChanged: {
        player = Math.max(0, game.turns.findIndex(t => !t.scored));
        load();
    }

    function setLeft(colour, value) {
        const copy = sticksLeft.slice();
        copy[colour] = value;
        sticksLeft = copy;
    }
    function save() {
        if (!game.setScore(player, effectiveFree, sticksLeft)) return;
        const next = game.turns.findIndex(t => !t.scored);
        if (next >= 0) player = next; else done();
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        columns: step.wide ? 2 : 1
        columnSpacing: Theme.gap * 2

        ListView {
            objectName: "scorePlayers"
            Layout.preferredWidth: step.wide ? 340 : parent.width
            Layout.preferredHeight: step.wide ? parent.height : Math.min(contentHeight, 280)
            Layout.fillHeight: step.wide
            model: step.game.playerNames
            spacing: 6
            clip: true
            delegate: ItemDelegate {
                required property string modelData
                required property int index
                readonly property var turn: step.game.turns[index] || ({})
                objectName: "scorePlayer" + index
                width: ListView.view.width
                height: 60
                highlighted: step.player === index
                onClicked: step.player = index
                contentItem: RowLayout {
                    Rectangle {
                        Layout.preferredWidth: 28; Layout.preferredHeight: 28; radius: 14
                        color: step.game.playerColours[index]
                    }
                    Label { text: modelData; font.pixelSize: Theme.bodySize; Layout.fillWidth: true; elide: Text.ElideRight }
                    Label {
                        text: turn.scored ? qsTr("penalty %1").arg(turn.penalty) : qsTr("to score")
                        font.pixelSize: Theme.smallSize
                        font.bold: !!turn.scored
                        color: turn.scored ? Theme.primary : Theme.muted
                    }
                }
            }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            RowLayout {
                Label {
                    text: qsTr("Truck of %1").arg(step.game.playerNames[step.player] || "")
                    font.pixelSize: 22
                    font.bold: true
                    Layout.fillWidth: true
                }
                Button {
                    objectName: "photoModeButton"
                    text: qsTr("Photo mode")
                    font.pixelSize: Theme.smallSize
                    Layout.preferredHeight: Theme.touch
                    onClicked: step.openCamera(step.player)
                }
            }
            StickCounter {
                objectName: "freeCells"
                label: qsTr("Free cells")
                labelWidth: step.counterLabelWidth
                value: step.effectiveFree
                enabled: !step.derivedFree
                to: 60
                onChangeRequested: (value) => step.freeCells = value
            }
            Label {
                visible: step.derivedFree
                text: qsTr("Truck %1: %2 cells, cargo %3 cells — the free cells follow from the sticks left over.")
                      .arg(step.turn.truck).arg(step.turn.capacity).arg(step.turn.cargoVolume)
                font.pixelSize: Theme.smallSize
                color: Theme.muted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                objectName: "overfillLabel"
                visible: step.overfill > 0
                text: qsTr("%n cell(s) of cargo more than the truck holds: mark the sticks left beside it.", "", step.overfill)
                font.pixelSize: Theme.smallSize
                color: Theme.danger
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                text: qsTr("Sticks left beside the truck:")
                font.pixelSize: Theme.smallSize
                color: Theme.muted
            }
            Repeater {
                model: 5
                delegate: StickCounter {
                    required property int index
                    objectName: "left" + index
                    visible: step.cargo[index] > 0
                    label: Theme.stickName(index)
                    labelWidth: step.counterLabelWidth
                    swatch: Theme.stickColours[index]
                    value: step.sticksLeft[index]
                    to: step.cargo[index]
                    onChangeRequested: (value) => step.setLeft(index, value)
                }
            }
            RowLayout {
                spacing: Theme.gap * 2
                Label {
                    objectName: "penaltyPreview"
                    text: qsTr("Penalty: %1").arg(step.penalty)
                    font.pixelSize: 30
                    font.bold: true
                    color: Theme.primary
                }
                Label {
                    // The solver's lowest penalty for this truck and cargo ("≤": the best it
                    // found when cut short; the true best may be lower).
                    readonly property var best: { step.game.eventCount; return step.game.bestPossible(step.player); }
                    objectName: "bestPossible"
                    text: best.penalty === undefined ? qsTr("Best possible: needs dice and truck")
                          : qsTr("Best possible: %1").arg((best.optimal ? "" : "≤ ") + best.penalty)
                    font.pixelSize: Theme.bodySize
                    color: Theme.muted
                }
            }
            Button {
                objectName: "saveScoreButton"
                text: qsTr("Save score")
                highlighted: true
                enabled: step.overfill <= 0
                font.pixelSize: Theme.bodySize
                Layout.preferredWidth: Math.max(240, implicitWidth) // the whole label in any language
                Layout.preferredHeight: Theme.touch
                onClicked: step.save()
            }
            Item { Layout.fillHeight: true }
        }
    }
}
