import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One round of Zack & Pack in four steps: dice, trucks, scoring, round summary.
Page {
    id: page
    objectName: "gamePage"
    required property var game
    signal openPage(string name)

    // The first step whose work is not done yet: where an interrupted round continues.
    function firstOpenStep() {
        const turns = game.turns;
        if (turns.some(t => !t.hasCargo)) return 0;
        if (turns.some(t => t.truck === "")) return 1;
        if (!game.roundComplete) return 2;
        return 3;
    }
    property int step: firstOpenStep()
    property int shownRound: game.roundNumber
    onShownRoundChanged: step = firstOpenStep()

    header: ToolBar {
        Material.foreground: "white"
        RowLayout {
            anchors.fill: parent
            ToolButton {
                objectName: "homeButton"
                text: "‹ " + qsTr("Games")
                font.pixelSize: Theme.smallSize
                Layout.preferredHeight: Theme.touch
                onClicked: page.openPage("home")
            }
            Label {
                objectName: "roundTitle"
                text: page.game.gameOver ? qsTr("Game over") : qsTr("Round %1").arg(page.game.roundNumber)
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                text: qsTr("Kitty %1").arg(page.game.kitty)
                font.pixelSize: Theme.smallSize
                color: "white"
            }
            ToolButton {
                objectName: "ledgerButton"
                text: qsTr("Ledger")
                font.pixelSize: Theme.smallSize
                font.bold: true
                Layout.preferredHeight: Theme.touch
                onClicked: page.openPage("ledger")
            }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: 0

        TabBar {
            id: steps
            objectName: "stepBar"
            Layout.fillWidth: true
            currentIndex: page.step
            onCurrentIndexChanged: page.step = currentIndex
            enabled: !page.game.gameOver
            Repeater {
                model: [qsTr("1 Dice"), qsTr("2 Trucks"), qsTr("3 Scoring"), qsTr("4 Summary")]
                delegate: TabButton {
                    required property string modelData
                    required property int index
                    objectName: "stepTab" + index
                    text: modelData
                    font.pixelSize: Theme.bodySize
                    height: Theme.touch
                }
            }
        }

        Label {
            objectName: "errorLabel"
            visible: page.game.lastError.length > 0
            text: page.game.lastError
            color: Theme.danger
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
            Layout.margins: 8
        }

        Pane {
            visible: page.game.gameOver
            Layout.fillWidth: true
            Layout.fillHeight: true
            ColumnLayout {
                anchors.centerIn: parent
                spacing: Theme.gap
                Label {
                    objectName: "winnersLabel"
                    text: qsTr("Winner: %1").arg(page.game.winners.join(", "))
                    font.pixelSize: 34
                    font.bold: true
                    color: Theme.primary
                    Layout.alignment: Qt.AlignHCenter
                }
                Button {
                    text: qsTr("Open the ledger")
                    font.pixelSize: Theme.bodySize
                    Layout.preferredHeight: Theme.touch
                    Layout.alignment: Qt.AlignHCenter
                    onClicked: page.openPage("ledger")
                }
            }
        }

        StackLayout {
            visible: !page.game.gameOver
            currentIndex: page.step
            Layout.fillWidth: true
            Layout.fillHeight: true
            DiceStep { game: page.game; onOpenCamera: (player) => page.openPage("dice-camera:" + player); onDone: page.step = 1 }
            TrucksStep { game: page.game; onDone: page.step = 2 }
            ScoringStep { game: page.game; onOpenCamera: (player) => page.openPage("truck-camera:" + player); onDone: page.step = 3 }
            SummaryStep { game: page.game }
        }
    }
}
