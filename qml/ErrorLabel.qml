import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// Why the last action on this page was refused (the controller's lastError), for pages with no
// other place to say it. Only errors raised while the page is active show: an older one
// belongs to the page that raised it.
Label {
    id: label
    required property var source
    property bool active: true
    property string message: ""
    objectName: "errorLabel"
    visible: message.length > 0
    text: message
    color: Theme.danger
    font.pixelSize: Theme.smallSize
    wrapMode: Text.WordWrap
    Layout.fillWidth: true
    onActiveChanged: message = ""
    Connections {
        target: label.source
        function onLastErrorChanged() {
            if (label.active) label.message = label.source.lastError;
        }
    }
}
