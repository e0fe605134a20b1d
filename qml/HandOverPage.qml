import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Hand the game to another tablet: the whole journal as QR codes, one after the other.
// The other tablet scans them with "Receive a game" on its start screen.
Page {
    id: page
    objectName: "handOverPage"
    required property var game
    readonly property var codes: game.hasGame ? game.handOverCodes() : []
    property int index: 0

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
                text: qsTr("Hand over the game")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
            Item { Layout.preferredWidth: 80 }
        }
    }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: Theme.gap
        Label {
            text: qsTr("On the other tablet: Packmate → Receive a game, then point its camera at these codes.")
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            Layout.fillWidth: true
        }
        Image {
            objectName: "handOverCode"
            source: page.codes.length > 0 ? page.codes[page.index] : ""
            fillMode: Image.PreserveAspectFit
            smooth: false
            Layout.fillWidth: true
            Layout.fillHeight: true
        }
        RowLayout {
            Layout.alignment: Qt.AlignHCenter
            spacing: Theme.gap
            Button {
                objectName: "previousCode"
                text: "‹"
                enabled: page.index > 0
                font.pixelSize: 26
                Layout.preferredWidth: 96
                Layout.preferredHeight: Theme.touch
                onClicked: page.index -= 1
            }
            Label {
                objectName: "codeCounter"
                text: qsTr("Code %1 of %2").arg(page.index + 1).arg(page.codes.length)
                font.pixelSize: Theme.bodySize
            }
            Button {
                objectName: "nextCode"
                text: "›"
                enabled: page.index + 1 < page.codes.length
                font.pixelSize: 26
                Layout.preferredWidth: 96
                Layout.preferredHeight: Theme.touch
                onClicked: page.index += 1
            }
        }
    }
}
