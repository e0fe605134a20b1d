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

        Label {
            text: qsTr("Pick the card each player took (built-in stand-in cards Z01–Z30 until your own cards are registered).")
            font.pixelSize: Theme.smallSize
            color: Theme.muted
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
                    // Wide: one line per player. Narrow (portrait): name above, choices below.
                    columns: step.width > 900 ? 5 : 3
                    columnSpacing: 12
                    rowSpacing: 8
                    Rectangle {
                        Layout.preferredWidth: 32; Layout.preferredHeight: 32; radius: 16
                        color: step.game.playerColours[row.index]
                    }
                    Label {
                        text: row.modelData
                        font.pixelSize: Theme.bodySize
                        font.bold: true
                        Layout.fillWidth: true
                        Layout.columnSpan: step.width > 900 ? 1 : 2
                    }
                    ComboBox {
                        id: cardChoice
                        objectName: "truckCard" + row.index
                        model: [qsTr("Card…")].concat(step.game.cardIds)
                        // Follows the recorded truck: a new round (or an undone take) clears the
                        // choice, so last round's card is never taken again by one tap. A choice
                        // not yet recorded stays while nothing is recorded for the player.
                        readonly property string recorded: row.turn.truck || ""
                        onRecordedChanged: currentIndex = recorded !== "" ? model.indexOf(recorded) : 0
                        Component.onCompleted: if (recorded !== "") currentIndex = model.indexOf(recorded)
                        displayText: currentIndex > 0 ? step.game.cardLabel(currentText) : currentText
                        font.pixelSize: Theme.smallSize
                        Layout.preferredWidth: 370
                        Layout.columnSpan: step.width > 900 ? 1 : 3
                        Layout.fillWidth: step.width <= 900
                        Layout.preferredHeight: Theme.touch
                        readonly property string card: currentIndex > 0 ? currentText : ""
                    }
                    Button {
                        objectName: "truckOpen" + row.index
                        text: qsTr("Open card")
                        // Lit by the recorded take only: a take the rules refuse stays unlit.
                        highlighted: !!row.turn.truck && !row.turn.truckBlind
                        font.pixelSize: Theme.smallSize
                        Layout.preferredHeight: Theme.touch
                        enabled: cardChoice.card !== ""
                        onClicked: step.game.takeTruck(row.index, false, cardChoice.card)
                    }
                    Button {
                        objectName: "truckBlind" + row.index
                        text: qsTr("Blind from deck")
                        highlighted: !!row.turn.truck && !!row.turn.truckBlind
                        font.pixelSize: Theme.smallSize
                        Layout.preferredHeight: Theme.touch
                        enabled: cardChoice.card !== ""
                        onClicked: step.game.takeTruck(row.index, true, cardChoice.card)
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
