import QtQuick
import QtQuick.Controls
import QtQuick.Layouts

// − value + for one stick colour (or any small count), with 48 px+ buttons. It never
// changes `value` itself (that would break the owner's binding): it asks by changeRequested.
RowLayout {
    id: counter
    property int value: 0
    property int from: 0
    property int to: 99
    property color swatch: "transparent"
    property string label: ""
    /// Room for the label; owners with several counters give them all their widest label's.
    property real labelWidth: 120
    spacing: 8
    signal changeRequested(int value)

    Rectangle {
        visible: counter.swatch.a > 0
        Layout.preferredWidth: 28
        Layout.preferredHeight: 28
        radius: 4
        color: counter.swatch
        border.color: Qt.darker(counter.swatch, 1.6)
    }
    Label {
        visible: counter.label.length > 0
        text: counter.label
        font.pixelSize: Theme.bodySize
        Layout.preferredWidth: counter.labelWidth
        elide: Text.ElideRight
    }
    Button {
        objectName: counter.objectName + "Minus"
        text: "−"
        font.pixelSize: 26
        enabled: counter.value > counter.from
        Layout.preferredWidth: Theme.touch
        Layout.preferredHeight: Theme.touch
        onClicked: counter.changeRequested(Math.max(counter.from, counter.value - 1))
    }
    Label {
        objectName: counter.objectName + "Value"
        text: counter.value
        font.pixelSize: 28
        font.bold: true
        horizontalAlignment: Text.AlignHCenter
        Layout.preferredWidth: 48
    }
    Button {
        objectName: counter.objectName + "Plus"
        text: "+"
        font.pixelSize: 26
        enabled: counter.value < counter.to
        Layout.preferredWidth: Theme.touch
        Layout.preferredHeight: Theme.touch
        onClicked: counter.changeRequested(Math.min(counter.to, counter.value + 1))
    }
}
