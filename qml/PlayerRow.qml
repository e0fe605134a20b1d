import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// One player's line on the new-game screen: seat number, colour token and name field.
RowLayout {
    id: row
    property int seat: 1
    property color tokenColour: "grey"
    property alias name: nameField.text
    property alias nameField: nameField
    spacing: 16

    Rectangle {
        Layout.preferredWidth: 48
        Layout.preferredHeight: 48
        radius: 24
        color: row.tokenColour
        border.color: Qt.darker(row.tokenColour, 1.4)
        Label {
            anchors.centerIn: parent
            text: row.seat
            font.pixelSize: 22
            font.bold: true
            color: "white"
        }
    }
    TextField {
        id: nameField
        objectName: "playerName" + row.seat
        Layout.fillWidth: true
        Layout.preferredHeight: 56
        font.pixelSize: 22
        placeholderText: qsTr("Player %1").arg(row.seat)
        maximumLength: 24
    }
}
