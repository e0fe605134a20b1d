import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// The ledger: points per player, the kitty, every round's penalties and +10s, undo of the
// last action (confirmed, recorded as an event), ending the game, the winners.
Page {
    id: page
    objectName: "ledgerPage"
    required property var game
    readonly property bool wide: width > height
    signal openPage(string name)

    // The history as CSV or JSON into the data folder's "exports"; the path is shown.
    function exportAs(format) {
        const path = game.exportHistoryTo(format);
        exportNote.text = path ? qsTr("Saved to %1").arg(path)
                               : qsTr("Could not write %1").arg(game.exportFolder());
        return path;
    }

    header: ToolBar {
        Material.foreground: "white"
        RowLayout {
            anchors.fill: parent
            ToolButton {
                objectName: "backButton"
                text: "‹ " + qsTr("Back")
                font.pixelSize: Theme.smallSize
                Layout.preferredHeight: Theme.touch
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: qsTr("Ledger")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
            ToolButton {
                objectName: "handOverButton"
                text: qsTr("Hand over")
                font.pixelSize: Theme.smallSize
                enabled: page.game.hasGame
                Layout.preferredHeight: Theme.touch
                onClicked: page.openPage("handover")
            }
            ToolButton {
                objectName: "exportButton"
                text: qsTr("Export CSV")
                font.pixelSize: Theme.smallSize
                enabled: page.game.hasGame
                Layout.preferredHeight: Theme.touch
                onClicked: page.exportAs("csv")
            }
            ToolButton {
                objectName: "exportJsonButton"
                text: qsTr("Export JSON")
                font.pixelSize: Theme.smallSize
                enabled: page.game.hasGame
                Layout.preferredHeight: Theme.touch
                onClicked: page.exportAs("json")
            }
        }
    }

    ConfirmDialog {
        id: undoDialog
        objectName: "undoDialog"
        title: qsTr("Undo the last action?")
        text: qsTr("This takes back: %1. The undo is recorded in the game's history.").arg(page.game.undoDescription)
        onAccepted: page.game.undo()
    }
    ConfirmDialog {
        id: endDialog
        objectName: "endDialog"
        title: qsTr("End the game now?")
        text: qsTr("Whoever has the most points wins (on a tie, all of them). This cannot be undone.")
        onAccepted: page.game.endGame()
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 12

        ErrorLabel {
            source: page.game
            active: !page.StackView.view || page.StackView.status === StackView.Active
        }
        Label {
            objectName: "ledgerWinners"
            visible: page.game.gameOver
            text: qsTr("Winner: %1").arg(page.game.winners.join(", "))
            font.pixelSize: 30
            font.bold: true
            color: Theme.primary
        }

        // Points per player and the kitty.
        Flow {
            Layout.fillWidth: true
            spacing: 12
            Repeater {
                model: page.game.playerNames
                delegate: Rectangle {
                    required property string modelData
                    required property int index
                    width: page.wide ? 170 : (page.width - 3 * Theme.gap) / 2
                    height: 96
                    radius: 10
                    color: Theme.card
                    border.color: page.game.playerColours[index]
                    border.width: 3
                    Column {
                        anchors.centerIn: parent
                        Label { text: modelData; font.pixelSize: Theme.bodySize; anchors.horizontalCenter: parent.horizontalCenter }
                        Label {
                            objectName: "points" + index
                            text: page.game.points[index]
                            font.pixelSize: 36
                            font.bold: true
                            anchors.horizontalCenter: parent.horizontalCenter
                        }
                    }
                }
            }
            Rectangle {
                width: page.wide ? 170 : (page.width - 3 * Theme.gap) / 2
                height: 96
                radius: 10
                color: "#ece6d8"
                Column {
                    anchors.centerIn: parent
                    Label { text: qsTr("Kitty"); font.pixelSize: Theme.bodySize; anchors.horizontalCenter: parent.horizontalCenter }
                    Label {
                        objectName: "kittyValue"
                        text: page.game.kitty
                        font.pixelSize: 36
                        font.bold: true
                        anchors.horizontalCenter: parent.horizontalCenter
                    }
                }
            }
        }

        Label {
            text: qsTr("History")
            font.pixelSize: 22
            font.bold: true
        }
        ListView {
            objectName: "historyList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 4
            model: page.game.history
            header: RowLayout {
                width: ListView.view.width
                Label { text: qsTr("Round"); font.bold: true; Layout.preferredWidth: 80; font.pixelSize: Theme.smallSize }
                Repeater {
                    model: page.game.playerNames
                    Label {
                        required property string modelData
                        text: modelData; font.bold: true; Layout.fillWidth: true; Layout.preferredWidth: 1; elide: Text.ElideRight
                        font.pixelSize: Theme.smallSize
                    }
                }
                Label { text: qsTr("Kitty"); font.bold: true; Layout.preferredWidth: 70; font.pixelSize: Theme.smallSize }
            }
            delegate: RowLayout {
                id: roundRow
                required property var modelData
                width: ListView.view.width
                height: 40
                Label { text: roundRow.modelData.round; Layout.preferredWidth: 80; font.pixelSize: Theme.bodySize }
                Repeater {
                    model: roundRow.modelData.penalties.length
                    Label {
                        required property int index
                        text: (roundRow.modelData.paid[index] > 0 ? "−" + roundRow.modelData.paid[index] : "0")
                              + (roundRow.modelData.bonus[index] > 0 ? "  +" + roundRow.modelData.bonus[index] : "")
                              + "  → " + roundRow.modelData.points[index]
                        font.pixelSize: Theme.smallSize
                        color: roundRow.modelData.bonus[index] > 0 ? Theme.primary : "black"
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                    }
                }
                Label { text: roundRow.modelData.kitty; Layout.preferredWidth: 70; font.pixelSize: Theme.smallSize }
            }
        }
        Label {
            id: exportNote
            objectName: "exportNote"
            wrapMode: Text.WrapAnywhere
            Layout.fillWidth: true
            visible: text.length > 0
            font.pixelSize: Theme.smallSize
            color: Theme.muted
        }
        RowLayout {
            spacing: Theme.gap
            Layout.fillWidth: true
            Button {
                objectName: "undoButton"
                text: qsTr("Undo last action")
                enabled: page.game.canUndo
                font.pixelSize: Theme.bodySize
                Layout.preferredHeight: Theme.touch
                Layout.fillWidth: true
                onClicked: undoDialog.open()
            }
            Button {
                objectName: "endGameButton"
                text: qsTr("End game")
                enabled: page.game.hasGame && !page.game.gameOver
                font.pixelSize: Theme.bodySize
                Layout.preferredHeight: Theme.touch
                Layout.fillWidth: true
                onClicked: endDialog.open()
            }
        }
    }
}
