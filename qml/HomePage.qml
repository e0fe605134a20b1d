import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Start screen: new game, resume the unfinished one, the list of games, statistics, settings.
Page {
    id: page
    objectName: "homePage"
    required property var game
    signal openPage(string name)

    readonly property var games: { game.eventCount; game.hasGame; return game.gameList(); }
    readonly property bool wide: width > height

    // An unfinished game opens on its round; a finished one on its ledger (history, export).
    function resume(id, finished) {
        if (game.resumeGame(id)) page.openPage(finished ? "ledger" : "game");
    }

    header: ToolBar {
        Material.foreground: "white"
        RowLayout {
            anchors.fill: parent
            Label {
                text: qsTr("Packmate — Zack & Pack")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                Layout.leftMargin: Theme.gap
                Layout.fillWidth: true
            }
            ToolButton {
                objectName: "statsButton"
                text: qsTr("Statistics")
                font.pixelSize: Theme.smallSize
                Layout.preferredHeight: Theme.touch
                onClicked: page.openPage("stats")
            }
            ToolButton {
                objectName: "settingsButton"
                text: qsTr("Settings")
                font.pixelSize: Theme.smallSize
                Layout.preferredHeight: Theme.touch
                onClicked: page.openPage("settings")
            }
        }
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap * 1.5
        columns: page.wide ? 2 : 1
        columnSpacing: Theme.gap * 2
        rowSpacing: Theme.gap

        ColumnLayout {
            Layout.preferredWidth: page.wide ? 460 : -1
            Layout.maximumWidth: page.wide ? 460 : 100000
            Layout.fillWidth: !page.wide
            Layout.fillHeight: false
            Layout.alignment: Qt.AlignTop
            spacing: Theme.gap

            Button {
                objectName: "newGameButton"
                text: qsTr("New game")
                highlighted: true
                font.pixelSize: 24
                Layout.fillWidth: true
                Layout.preferredHeight: 80
                onClicked: page.openPage("new")
            }
            Button {
                objectName: "receiveButton"
                text: qsTr("Receive a game from another tablet")
                font.pixelSize: Theme.smallSize
                Layout.fillWidth: true
                Layout.preferredHeight: Theme.touch
                onClicked: page.openPage("receive")
            }
            Pane {
                objectName: "resumeCard"
                visible: page.game.hasGame && !page.game.gameOver
                Layout.fillWidth: true
                background: Rectangle { color: Theme.card; radius: 8; border.color: "#ddd" }
                ColumnLayout {
                    anchors.fill: parent
                    spacing: 8
                    Label {
                        text: qsTr("Unfinished game: round %1").arg(page.game.roundNumber)
                        font.pixelSize: Theme.bodySize
                        font.bold: true
                    }
                    Label {
                        text: page.game.playerNames.join(", ")
                        font.pixelSize: Theme.smallSize
                        wrapMode: Text.WordWrap
                        Layout.fillWidth: true
                    }
                    Button {
                        objectName: "resumeButton"
                        text: qsTr("Continue")
                        font.pixelSize: Theme.bodySize
                        Layout.fillWidth: true
                        Layout.preferredHeight: Theme.touch
                        onClicked: page.openPage("game")
                    }
                }
            }
            ErrorLabel {
                source: page.game
                active: !page.StackView.view || page.StackView.status === StackView.Active
            }
            Label {
                text: qsTr("Packmate keeps the score, the chips and the kitty; every action is saved at once, so the game survives a closed app.")
                font.pixelSize: Theme.smallSize
                color: Theme.muted
                wrapMode: Text.WordWrap
                Layout.fillWidth: true
            }
            Item { Layout.fillHeight: true; visible: page.wide }
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            spacing: 8
            Label {
                text: qsTr("Games")
                font.pixelSize: 22
                font.bold: true
            }
            Label {
                visible: gameList.count === 0
                text: qsTr("No games yet.")
                font.pixelSize: Theme.bodySize
                color: Theme.muted
            }
            ListView {
                id: gameList
                objectName: "gameList"
                Layout.fillWidth: true
                Layout.fillHeight: true
                clip: true
                spacing: 8
                model: page.games
                delegate: ItemDelegate {
                    required property var modelData
                    width: ListView.view.width
                    height: Math.max(Theme.touch + 16, content.implicitHeight + 20)
                    objectName: "gameEntry" + index
                    required property int index
                    onClicked: page.resume(modelData.id, modelData.finished)
                    background: Rectangle { color: Theme.card; radius: 8 }
                    contentItem: ColumnLayout {
                        id: content
                        spacing: 4
                        RowLayout {
                            Label {
                                text: Qt.formatDateTime(modelData.started, Qt.locale().dateTimeFormat(Locale.ShortFormat))
                                font.pixelSize: Theme.smallSize
                                color: Theme.muted
                            }
                            Item { Layout.fillWidth: true }
                            Label {
                                text: modelData.finished
                                      ? qsTr("Won by %1 — tap for the ledger").arg(modelData.winners.join(", "))
                                      : qsTr("In progress — tap to continue")
                                font.pixelSize: Theme.smallSize
                                font.bold: true
                                color: modelData.finished ? Theme.primary : Theme.accent
                            }
                        }
                        Label {
                            text: modelData.players.join(", ")
                            font.pixelSize: Theme.bodySize
                            elide: Text.ElideRight
                            Layout.fillWidth: true
                        }
                    }
                }
            }
        }
    }
}
