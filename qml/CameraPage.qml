import QtQuick
import Packmate
import QtQuick.Controls
import QtQuick.Layouts
import QtMultimedia

// The camera: live preview with what the frame pipeline read, from a real camera or from
// a file (--image / --video). Without a camera it says so clearly; manual entry always works.
Page {
    id: page
    objectName: "cameraPage"
    property string imagePath: ""
    property string videoPath: ""
    readonly property bool usesFile: imagePath.length > 0 || videoPath.length > 0
    readonly property var cameras: devices.videoInputs
    readonly property bool hasCamera: cameras.length > 0
    property int cameraIndex: 0
    property string cameraError: ""
    // Receiving a game from another tablet: QR codes are read and handed to the controller.
    property var game: null
    property bool scanHandOver: false
    property string scanProgress: ""
    property string scanError: ""   // all codes read, but they hold no game this app can open
    signal gameReceived()
    // Reading a roll: dice outlined with their values; once settled, "Use this roll".
    property bool readDice: false
    property int dicePlayer: 0
    readonly property var diceCargo: feed.result.stable && feed.result.cargo ? feed.result.cargo : null

    MediaDevices { id: devices }

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
                text: qsTr("Camera")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
            ComboBox {
                objectName: "cameraChoice"
                visible: !page.usesFile && page.cameras.length > 1
                model: page.cameras.map(c => c.description)
                currentIndex: page.cameraIndex
                onActivated: (index) => page.cameraIndex = index
                Layout.preferredHeight: Theme.touch
            }
        }
    }

    // The real camera exists only when there is one and no file feeds the screen: no
    // capture pipeline is built on machines without a camera.
    Loader {
        active: page.hasCamera && !page.usesFile
        sourceComponent: CaptureSession {
            camera: Camera {
                active: page.visible
                cameraDevice: page.cameras[Math.min(page.cameraIndex, page.cameras.length - 1)]
                onErrorOccurred: (error, message) => page.cameraError = message
            }
            videoOutput: output.videoSink
        }
    }

    CameraFeed {
        id: feed
        objectName: "cameraFeed"
        videoSink: output.videoSink
        imagePath: page.imagePath
        videoPath: page.videoPath
        active: page.visible
        readQrCodes: page.scanHandOver
        readDice: page.readDice
        // The stick colours learnt in calibration (same data folder as the game).
        coloursDir: page.readDice && page.game ? page.game.dataDir : ""
        onResultChanged: {
            if (!page.scanHandOver || !page.game || !result.codes) return;
            for (const code of result.codes) {
                const progress = page.game.addScannedCode(code, Theme.tokenColours);
                if (progress.expected > 0)
                    page.scanProgress = qsTr("Codes read: %1 of %2").arg(progress.received).arg(progress.expected);
                const complete = progress.expected > 0 && progress.received === progress.expected;
                page.scanError = complete && !progress.imported ? page.game.lastError : "";
                if (progress.imported) page.gameReceived();
            }
        }
    }

    CameraView {
        id: output
        objectName: "videoOutput"
        anchors.fill: parent
        visible: page.usesFile || page.hasCamera
    }

    // The dice the reader sees, outlined where they lie, with their values.
    Repeater {
        objectName: "diceOutlines"
        model: page.readDice && feed.result.dice ? feed.result.dice : []
        delegate: Rectangle {
            required property var modelData
            readonly property rect area: output.contentRect
            x: output.x + area.x + modelData.x * area.width
            y: output.y + area.y + modelData.y * area.height
            width: modelData.w * area.width
            height: modelData.h * area.height
            color: "transparent"
            border.width: 4
            border.color: modelData.unsure ? Theme.accent : (feed.result.stable ? "#2ecc71" : "white")
            Label {
                anchors.bottom: parent.top
                anchors.horizontalCenter: parent.horizontalCenter
                text: (modelData.value === 0 ? "–" : modelData.value) + (modelData.unsure ? "?" : "")
                font.pixelSize: 28
                font.bold: true
                color: "white"
                style: Text.Outline
                styleColor: "black"
            }
        }
    }
    Button {
        id: useRollButton
        objectName: "useRollButton"
        visible: page.readDice
        enabled: page.diceCargo !== null && page.game !== null
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.gap
        highlighted: true
        font.pixelSize: Theme.bodySize
        height: Theme.touch + 8
        text: page.diceCargo ? qsTr("Use this roll: %1").arg(page.diceCargo.join(" · "))
              : feed.result.stable ? qsTr("Not a roll yet: one die of each of the five colours is needed")
              : qsTr("Hold still… %1 of %2 frames agree").arg(feed.result.agreeing || 0).arg(feed.result.needed || 5)
        onClicked: if (page.game.setCargo(page.dicePlayer, page.diceCargo)) page.StackView.view.pop()
    }

    // What the pipeline read, over the picture.
    Rectangle {
        objectName: "overlay"
        visible: output.visible
        anchors.left: parent.left
        anchors.bottom: parent.bottom
        anchors.margins: Theme.gap
        // Above the roll button when both do not fit side by side (portrait).
        anchors.bottomMargin: useRollButton.visible && useRollButton.x < x + width + Theme.gap
                              ? useRollButton.height + 2 * Theme.gap : Theme.gap
        width: overlayText.implicitWidth + 24
        height: overlayText.implicitHeight + 16
        radius: 8
        color: "#cc000000"
        Label {
            id: overlayText
            anchors.centerIn: parent
            color: "white"
            font.pixelSize: Theme.smallSize
            text: (page.readDice ? qsTr("Dice seen: %1").arg(feed.result.dice ? feed.result.dice.length : 0)
                   : feed.result.ready === undefined ? qsTr("Waiting for a frame…")
                   : feed.result.ready ? qsTr("Sharp and bright enough to read")
                                       : qsTr("Too dark or blurred — hold still, add light"))
                  + "\n" + qsTr("Frames: %1 seen, %2 read, %3 dropped").arg(feed.framesSeen)
                           .arg(feed.framesProcessed).arg(feed.framesDropped)
                  + (page.scanProgress ? "\n" + page.scanProgress : "")
                  + (page.scanError ? "\n" + page.scanError : "")
                  + (feed.errorString ? "\n" + feed.errorString : "")
                  + (page.cameraError ? "\n" + page.cameraError : "")
        }
    }

    ColumnLayout {
        objectName: "noCamera"
        visible: !page.usesFile && !page.hasCamera
        anchors.centerIn: parent
        width: Math.min(parent.width - 64, 640)
        spacing: Theme.gap
        // A camera drawn with two shapes (no emoji font is guaranteed on a tablet).
        Rectangle {
            Layout.preferredWidth: 120
            Layout.preferredHeight: 80
            Layout.alignment: Qt.AlignHCenter
            radius: 12
            color: "transparent"
            border.color: Theme.muted
            border.width: 6
            Rectangle {
                anchors.centerIn: parent
                width: 36; height: 36; radius: 18
                color: "transparent"
                border.color: Theme.muted
                border.width: 6
            }
            Rectangle {
                anchors.left: parent.left; anchors.leftMargin: 82; anchors.top: parent.top; anchors.topMargin: -14
                width: 28; height: 14; radius: 3
                color: Theme.muted
            }
        }
        Label {
            text: qsTr("No camera found")
            font.pixelSize: 30
            font.bold: true
            Layout.alignment: Qt.AlignHCenter
        }
        Label {
            text: qsTr("This device has no camera, or Packmate may not use it. Allow camera access in the system settings, or keep playing with manual entry: tap the dice faces and count free cells and sticks left.")
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            Layout.fillWidth: true
        }
        Button {
            text: qsTr("Back to manual entry")
            highlighted: true
            font.pixelSize: Theme.bodySize
            Layout.preferredHeight: Theme.touch
            Layout.alignment: Qt.AlignHCenter
            onClicked: page.StackView.view.pop()
        }
    }
}
