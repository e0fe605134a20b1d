import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Step 4: penalties, who gets +10 from the kitty, and the chips each player hands over.
Item {
    id: step
    required property var game

    readonly property var turns: game.turns
    readonly property int lowest: turns.length > 0 && game.roundComplete
                                  ? Math.min(...turns.map(t => t.penalty)) : -1

    function paid(index) { return Math.min(turns[index].penalty, game.points[index]); }
    function bonus(index) { return turns[index].penalty === lowest ? 10 : 0; }
    // Players this round leaves with no points: closing it ends the game for good, so it is
    // asked first (one mis-tapped stick must not end a game).
    readonly property var brokeNames: game.roundComplete
        ? game.playerNames.filter((name, i) => game.points[i] - paid(i) + bonus(i) <= 0) : []

    ConfirmDialog {
        id: lastRoundDialog
        objectName: "lastRoundDialog"
        // On the window's overlay: the step hides when the game ends, while the dialog closes.
        parent: Overlay.overlay
        title: qsTr("Close the last round?")
        text: qsTr("%1 will have no points left: closing this round ends the game. This cannot be undone.")
              .arg(step.brokeNames.join(", "))
        onAccepted: step.game.closeRound()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 10

        Label {
            visible: !step.game.roundComplete
            text: qsTr("Score every truck first.")
            font.pixelSize: Theme.bodySize
            color: Theme.muted
        }
        ListView {
            objectName: "summaryList"
            visible: step.game.roundComplete
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: step.game.roundComplete ? step.game.playerNames : []
            delegate: Pane {
                id: row
                required property string modelData
                required property int index
                width: ListView.view.width
                background: Rectangle { color: Theme.card; radius: 8 }
                GridLayout {
                    anchors.fill: parent
                    columns: step.width > 700 ? 4 : 2
                    columnSpacing: 16
                    Label {
                        text: row.modelData
                        font.pixelSize: Theme.bodySize
                        font.bold: true
                        Layout.preferredWidth: 180
                        elide: Text.ElideRight
                    }
                    Label {
                        text: qsTr("Penalty %1").arg(step.turns[row.index].penalty)
                        font.pixelSize: Theme.bodySize
                        Layout.preferredWidth: 150
                    }
                    Label {
                        readonly property var plan: step.game.paymentPlan(row.index, step.paid(row.index))
                        objectName: "chips" + row.index
                        text: step.paid(row.index) <= 0 ? qsTr("Pays nothing")
                              : qsTr("Pays %1: hands over %2").arg(step.paid(row.index)).arg(plan.give)
                                + (plan.change ? qsTr(", takes back %1").arg(plan.change) : "")
                                + (plan.exact ? "" : qsTr(" — the kitty is %1 short of change").arg(plan.changeShort))
                        font.pixelSize: Theme.smallSize
                        Layout.fillWidth: true
                        wrapMode: Text.WordWrap
                    }
                    Label {
                        objectName: "bonus" + row.index
                        text: step.bonus(row.index) > 0 ? qsTr("+10 from the kitty") : ""
                        color: Theme.primary
                        font.pixelSize: Theme.bodySize
                        font.bold: true
                        Layout.preferredWidth: implicitWidth
                    }
                }
            }
        }
        Label {
            visible: step.game.roundComplete
            text: qsTr("Lowest penalty this round: %1. Payments go into the kitty first, then the +10.").arg(step.lowest)
            font.pixelSize: Theme.smallSize
            color: Theme.muted
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Button {
            objectName: "closeRoundButton"
            text: qsTr("Close round %1").arg(step.game.roundNumber)
            highlighted: true
            enabled: step.game.roundComplete
            font.pixelSize: Theme.bodySize
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touch + 8
            onClicked: step.brokeNames.length > 0 ? lastRoundDialog.open() : step.game.closeRound()
        }
    }
}
