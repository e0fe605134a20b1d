import QtQuick
import Packmate
import QtMultimedia

// The camera's picture: Qt's VideoOutput on the GPU scene graph; a SoftwareVideoOutput on the
// software scene graph (the app's choice without a GPU, ~100 MB less resident memory than Mesa's
// llvmpipe: packmate/app/SceneGraphChoice.h), which Qt 6.4's VideoOutput does not draw into. Both give a video
// sink to feed and the rectangle the picture fills.
Item {
    id: view
    readonly property var videoSink: shown.item ? shown.item.videoSink : null
    readonly property rect contentRect: shown.item ? shown.item.contentRect : Qt.rect(0, 0, 0, 0)

    Loader {
        id: shown
        anchors.fill: parent
        sourceComponent: view.GraphicsInfo.api === GraphicsInfo.Software ? softwareOutput
                         : view.GraphicsInfo.api === GraphicsInfo.Unknown ? null : gpuOutput
    }
    Component {
        id: gpuOutput
        VideoOutput { fillMode: VideoOutput.PreserveAspectFit }
    }
    Component {
        id: softwareOutput
        SoftwareVideoOutput {}
    }
}
