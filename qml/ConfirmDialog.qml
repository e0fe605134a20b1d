import QtQuick
import QtQuick.Controls

// A yes/no question before an action that changes the game (undo, end of game).
Dialog {
    id: dialog
    property alias text: body.text
    modal: true
    anchors.centerIn: Overlay.overlay
    width: Math.min(560, (parent ? parent.width : 560) - 32)
    standardButtons: Dialog.Ok | Dialog.Cancel
    Label {
        id: body
        objectName: "confirmText"
        width: dialog.availableWidth // not the content item's: its height follows the label's
        wrapMode: Text.WordWrap
        font.pixelSize: Theme.bodySize
    }
}
