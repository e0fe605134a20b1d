import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// First screen: set up a new game of Zack & Pack — how many players and their names.
Page {
    id: page
    property var game: null   // the controller, for the reason a start was refused

    readonly property int minPlayers: 2
    readonly property int maxPlayers: 6
    property int playerCount: 4
    readonly property var tokenColours: ["#c0392b", "#2471a3", "#229954", "#d4ac0d", "#7d3c98", "#ca6f1e"]
    readonly property bool houseVariant: playerCount < 3
    property var enteredNames: ["", "", "", "", "", ""]
    readonly property var playerNames: {
        const names = [];
        for (let i = 0; i < playerCount; ++i) {
            const typed = enteredNames[i].trim();
            names.push(typed.length > 0 ? typed : qsTr("Player %1").arg(i + 1));
        }
        return names;
    }

    function setEnteredName(index, name) {
        const copy = enteredNames.slice();
        copy[index] = name;
        enteredNames = copy;
    }
    readonly property bool namesUnique: new Set(playerNames.map(n => n.toLowerCase())).size === playerNames.length

    signal startRequested(var names)

    header: ToolBar {
        Label {
            anchors.centerIn: parent
            text: qsTr("New game — Zack & Pack")
            font.pixelSize: 26
            font.bold: true
            color: "white"
        }
    }

    ScrollView {
        id: scroll
        anchors.fill: parent
        contentWidth: availableWidth
        implicitWidth: 720
        implicitHeight: 600

        ColumnLayout {
            width: Math.min(scroll.availableWidth - 48, 720)
            x: (scroll.availableWidth - width) / 2
            spacing: 20

            Item { Layout.preferredHeight: 8 }

            ErrorLabel {
                source: page.game
                active: !page.StackView.view || page.StackView.status === StackView.Active
            }

            Label {
                text: qsTr("How many players?")
                font.pixelSize: 22
            }
            RowLayout {
                objectName: "playerCountRow"
                spacing: 12
                Repeater {
                    model: page.maxPlayers - page.minPlayers + 1
                    delegate: Button {
                        required property int index
                        readonly property int count: page.minPlayers + index
                        objectName: "playerCount" + count
                        text: count
                        checkable: true
                        checked: page.playerCount === count
                        highlighted: checked
                        font.pixelSize: 24
                        Layout.preferredWidth: 72
                        Layout.preferredHeight: 64
                        onClicked: page.playerCount = count
                    }
                }
            }
            Label {
                objectName: "houseVariantNote"
                visible: page.houseVariant
                text: qsTr("Two players is a house variant: the rules are written for 3 to 6.")
                font.pixelSize: 18
                color: "#9a5b00"
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Label {
                text: page.playerCount >= 5
                      ? qsTr("Each player draws 1 truck card per round.")
                      : qsTr("Each player draws 2 truck cards per round.")
                font.pixelSize: 18
                color: "#555"
            }

            Label {
                text: qsTr("Players")
                font.pixelSize: 22
            }
            Repeater {
                id: playerRepeater
                model: page.maxPlayers
                delegate: PlayerRow {
                    required property int index
                    seat: index + 1
                    tokenColour: page.tokenColours[index]
                    visible: index < page.playerCount
                    Layout.fillWidth: true
                    onNameChanged: page.setEnteredName(index, name)
                }
            }
            Label {
                objectName: "duplicateNamesNote"
                visible: !page.namesUnique
                text: qsTr("Two players have the same name.")
                font.pixelSize: 18
                color: "#b03a2e"
            }

            Button {
                objectName: "startButton"
                text: qsTr("Start game")
                highlighted: true
                enabled: page.namesUnique
                font.pixelSize: 24
                Layout.fillWidth: true
                Layout.preferredHeight: 72
                onClicked: page.startRequested(page.playerNames)
            }
            Label {
                text: qsTr("Each player starts with 75 points in chips: 1×50, 2×10, 1×5.")
                font.pixelSize: 16
                color: "#666"
                Layout.bottomMargin: 24
            }
        }
    }
}
