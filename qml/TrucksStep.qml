import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Step 2: how many truck cards each player draws, and who took which truck: an open card
// (from in front of another player) or blind from the top of the deck.
Item {
    id: step
    required property var game
    signal done()

    readonly property int drawn: game.playerNames.length * game.cardsPerPlayer
    readonly property bool allTaken: game.turns.length > 0 && game.turns.every(t => t.truck !== "")

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 10

        Label {
            objectName: "drawRule"
            text: (step.game.cardsPerPlayer === 1 ? qsTr("Each player draws 1 truck card, face down.")
                                                  : qsTr("Each player draws 2 truck cards, face down."))
                  + " " + qsTr("Grab a truck from in front of another player, or take the top card of the deck.")
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Label {
            objectName: "deckLabel"
            text: qsTr("Deck: %1 cards · discard pile: %2 · reshuffled %3 times").arg(step.game.deck.deck)
                  .arg(step.game.deck.discard).arg(step.game.deck.reshuffles)
            font.pixelSize: Theme.smallSize
            color: Theme.muted
        }
        Label {
            visible: step.game.deck.deck < step.drawn + 1
            text: qsTr("The deck runs out this round: shuffle all cards not in use into a new deck.")
            font.pixelSize: Theme.smallSize
            color: Theme.accent
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }

        ListView {
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            spacing: 8
            model: step.game.playerNames
            delegate: Pane {
                id: row
                required property string modelData
                required property int index
                readonly property var turn: step.game.turns[index] || ({})
                width: ListView.view.width
                background: Rectangle { color: Theme.card; radius: 8 }
                GridLayout {
                    anchors.fill: parent
                    columns: step.width > 700 ? 5 : 2
                    columnSpacing: 12
                    Rectangle {
                        Layout.preferredWidth: 32; Layout.preferredHeight: 32; radius: 16
                        color: step.game.playerColours[row.index]
                    }
                    Label {
                        text: row.modelData
                        font.pixelSize: Theme.bodySize
                        font.bold: true
                        Layout.fillWidth: true
                    }
                    TextField {
                        id: cardField
                        objectName: "truckCard" + row.index
                        placeholderText: qsTr("Card (optional)")
                        text: row.turn.truckBlind || row.turn.truck === "open" ? "" : (row.turn.truck || "")
                        font.pixelSize: Theme.smallSize
                        Layout.preferredWidth: 150
                        Layout.preferredHeight: Theme.touch
                    }
                    Button {
                        objectName: "truckOpen" + row.index
                        text: qsTr("Open card")
                        checkable: true
                        checked: row.turn.truck !== "" && !row.turn.truckBlind
                        highlighted: checked
                        font.pixelSize: Theme.smallSize
                        Layout.preferredHeight: Theme.touch
                        onClicked: step.game.takeTruck(row.index, false, cardField.text)
                    }
                    Button {
                        objectName: "truckBlind" + row.index
                        text: qsTr("Blind from deck")
                        checkable: true
                        checked: !!row.turn.truckBlind
                        highlighted: checked
                        font.pixelSize: Theme.smallSize
                        Layout.preferredHeight: Theme.touch
                        onClicked: step.game.takeTruck(row.index, true, cardField.text)
                    }
                }
            }
        }
        Button {
            objectName: "trucksDoneButton"
            text: qsTr("Everyone has a truck — start loading")
            highlighted: true
            enabled: step.allTaken
            font.pixelSize: Theme.bodySize
            Layout.fillWidth: true
            Layout.preferredHeight: Theme.touch
            onClicked: step.done()
        }
    }
}
