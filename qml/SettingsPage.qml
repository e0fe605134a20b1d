import QtQuick
import Packmate
import QtQuick.Controls
import QtQuick.Layouts

// Settings: the language (system default or one of six), and the way to calibration.
Page {
    id: page
    objectName: "settingsPage"
    signal openPage(string name)

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
                text: qsTr("Settings")
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
        anchors.margins: Theme.gap * 1.5
        spacing: 4
        Label {
            text: qsTr("Language")
            font.pixelSize: 22
            font.bold: true
        }
        RadioButton {
            objectName: "languageSystem"
            text: qsTr("System language")
            checked: Language.chosen === ""
            font.pixelSize: Theme.bodySize
            Layout.preferredHeight: Theme.touch
            onClicked: Language.choose("")
        }
        Repeater {
            model: Language.available
            delegate: RadioButton {
                required property string modelData
                objectName: "language_" + modelData
                text: Language.nativeName(modelData)
                checked: Language.chosen === modelData
                font.pixelSize: Theme.bodySize
                Layout.preferredHeight: Theme.touch
                onClicked: Language.choose(modelData)
            }
        }
        Label {
            text: qsTr("Calibration")
            font.pixelSize: 22
            font.bold: true
            Layout.topMargin: Theme.gap
        }
        Button {
            objectName: "calibrationButton"
            text: qsTr("Calibration and your truck cards…")
            font.pixelSize: Theme.bodySize
            Layout.preferredHeight: Theme.touch
            onClicked: page.openPage("calibration")
        }
        Item { Layout.fillHeight: true }
    }
}
