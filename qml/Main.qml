import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    visible: true
    title: qsTr("Packmate")

    Material.theme: Material.Light
    Material.primary: "#2f5d50"
    Material.accent: "#d9822b"

    StackView {
        id: stack
        objectName: "stack"
        anchors.fill: parent
        initialItem: NewGamePage {
            objectName: "newGamePage"
        }
    }
}
