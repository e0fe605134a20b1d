import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Statistics per player name across all games in the database.
Page {
    id: page
    objectName: "statisticsPage"
    required property var game
    readonly property var rows: { game.eventCount; return game.statistics(); }

    header: ToolBar {
        Material.foreground: "white"
        RowLayout {
            anchors.fill: parent
            ToolButton {
                text: "‹ " + qsTr("Back")
                font.pixelSize: Theme.smallSize
                Layout.preferredHeight: Theme.touch
                onClicked: page.StackView.view.pop()
            }
            Label {
                text: qsTr("Statistics")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
            Item { Layout.preferredWidth: 80 }
        }
    }

    ListView {
        objectName: "statsList"
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 6
        model: page.rows
        // Headers wrap within their column (French and German headers are wider than 130 px).
        header: RowLayout {
            width: ListView.view.width
            height: Math.max(44, implicitHeight)
            Label { text: qsTr("Player"); font.bold: true; Layout.fillWidth: true; font.pixelSize: Theme.smallSize }
            Label { text: qsTr("Games"); font.bold: true; Layout.preferredWidth: 90; wrapMode: Text.WordWrap; font.pixelSize: Theme.smallSize }
            Label { text: qsTr("Wins"); font.bold: true; Layout.preferredWidth: 90; wrapMode: Text.WordWrap; font.pixelSize: Theme.smallSize }
            Label { text: qsTr("Rounds"); font.bold: true; Layout.preferredWidth: 90; wrapMode: Text.WordWrap; font.pixelSize: Theme.smallSize }
            Label { text: qsTr("Avg. penalty"); font.bold: true; Layout.preferredWidth: 130; wrapMode: Text.WordWrap; font.pixelSize: Theme.smallSize }
            Label { text: qsTr("Above best"); font.bold: true; Layout.preferredWidth: 130; wrapMode: Text.WordWrap; font.pixelSize: Theme.smallSize }
        }
        delegate: RowLayout {
            required property var modelData
            width: ListView.view.width
            height: 48
            Label { text: modelData.name; font.pixelSize: Theme.bodySize; Layout.fillWidth: true; elide: Text.ElideRight }
            Label { text: modelData.games; font.pixelSize: Theme.bodySize; Layout.preferredWidth: 90 }
            Label { text: modelData.wins; font.pixelSize: Theme.bodySize; Layout.preferredWidth: 90 }
            Label { text: modelData.rounds; font.pixelSize: Theme.bodySize; Layout.preferredWidth: 90 }
            Label { text: modelData.averagePenalty.toFixed(1); font.pixelSize: Theme.bodySize; Layout.preferredWidth: 130 }
            Label {
                text: modelData.averageDistanceFromBest < 0 ? "—" : "+" + modelData.averageDistanceFromBest.toFixed(1)
                font.pixelSize: Theme.bodySize
                Layout.preferredWidth: 130
            }
        }
        footer: Label {
            width: ListView.view.width
            topPadding: 16
            text: page.rows.length === 0 ? qsTr("No games yet.")
                                         : qsTr("Above best: how many penalty points per round above the best possible loading (rounds with dice and truck entered).")
            font.pixelSize: Theme.smallSize
            color: Theme.muted
            wrapMode: Text.WordWrap
        }
    }
}
