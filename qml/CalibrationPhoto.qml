import QtQuick
import QtQuick.Controls
import QtMultimedia

// The photo the calibration steps read: the --image file, or the live camera (a still is
// saved when taken). Says so when there is neither.
Rectangle {
    id: photo
    property string imagePath: ""
    property var calibration: null
    readonly property bool usesFile: imagePath.length > 0
    readonly property bool hasCamera: devices.videoInputs.length > 0
    readonly property bool available: usesFile || hasCamera
    color: "#202020"
    radius: 8

    /// The path of a photo to read now ("" when there is none; the reason is in lastError).
    function take() {
        if (usesFile) return imagePath;
        return hasCamera ? calibration.saveStill(output.videoSink) : "";
    }

    MediaDevices { id: devices }
    Loader {
        active: photo.hasCamera && !photo.usesFile
        sourceComponent: CaptureSession {
            camera: Camera { active: photo.visible }
            videoOutput: output.videoSink
        }
    }
    CameraView {
        id: output
        anchors.fill: parent
        anchors.margins: 4
        visible: !photo.usesFile && photo.hasCamera
    }
    Image {
        objectName: "calibrationImage"
        anchors.fill: parent
        anchors.margins: 4
        visible: photo.usesFile
        source: photo.usesFile && photo.calibration ? photo.calibration.fileUrl(photo.imagePath) : ""
        sourceSize.width: 1024
        fillMode: Image.PreserveAspectFit
        asynchronous: true
    }
    Label {
        objectName: "noPhotoLabel"
        visible: !photo.available
        anchors.centerIn: parent
        width: parent.width - 32
        horizontalAlignment: Text.AlignHCenter
        wrapMode: Text.WordWrap
        color: "white"
        font.pixelSize: Theme.bodySize
        text: qsTr("No camera found. Start Packmate with --image FILE to read a photo, or draw your cards by hand.")
    }
}
