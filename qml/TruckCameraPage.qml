import QtQuick
import Packmate
import QtQuick.Controls
import QtQuick.Layouts
import QtMultimedia

// Scoring with the camera: the loaded truck and the sticks beside it, read live (one frame
// in flight, the rest dropped) or from a still photo; tap a cell or a stick to fix it, then
// book the score through the engine. The cargo comes from the dice step.
Page {
    id: page
    objectName: "truckCameraPage"
    required property var game
    property int player: 0
    property string imagePath: ""
    property string videoPath: ""
    readonly property bool usesFile: imagePath.length > 0 || videoPath.length > 0
    readonly property var cameras: devices.videoInputs
    readonly property bool hasCamera: cameras.length > 0
    property string cameraError: ""
    // Takes the still photo by itself once the truck is read (screenshots of the still mode).
    property bool stillOnRead: false
    onShownChanged: if (stillOnRead && !still && shown.found) { stillOnRead = false; Qt.callLater(takePhoto); }
    signal booked()

    readonly property var turn: game.turns[player] || ({})
    readonly property var truckCard: turn.truckCard || ({})
    readonly property bool hasTruck: truckCard.id !== undefined
    readonly property var cargo: turn.hasCargo ? turn.cargo : []
    readonly property bool still: scoring.hasReading
    property string stillSource: ""
    // The reading on screen: the still being corrected, or the camera's latest.
    readonly property var shown: still ? scoring.reading
                                       : (feed.result.card === truckCard.id ? feed.result : ({}))
    readonly property bool wide: width > height

    // Freezes the camera's latest reading (and its frame) for correcting.
    function takePhoto() {
        if (!scoring.load(feed.result)) return false;
        stillSource = feed.frameDataUrl();
        return true;
    }
    function goLive() {
        scoring.clear();
        stillSource = "";
    }
    function fix(action) {
        if (!still && !takePhoto()) return;
        action();
    }
    function book() {
        const r = shown;
        if (!game.setScore(player, r.freeCells, r.sticksLeft)) return false;
        booked();
        if (page.StackView.view) page.StackView.view.pop();
        return true;
    }

    MediaDevices { id: devices }
    TruckScoring {
        id: scoring
        objectName: "truckScoring"
        truckCard: page.truckCard
        cargo: page.cargo
    }

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
                text: qsTr("Truck of %1").arg(page.game.playerNames[page.player] || "")
                      + (page.hasTruck ? " · " + page.truckCard.id : "")
                font.pixelSize: Theme.titleSize
                font.bold: true
                color: "white"
                elide: Text.ElideRight
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }

    Loader {
        active: page.hasCamera && !page.usesFile
        sourceComponent: CaptureSession {
            camera: Camera {
                active: page.visible && !page.still
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
        active: page.visible && !page.still && page.hasTruck
        readTruck: true
        coloursDir: page.game ? page.game.dataDir : ""
        truckCard: page.truckCard
        truckCargo: page.cargo
    }

    GridLayout {
        anchors.fill: parent
        anchors.margins: 8
        columns: page.wide ? 2 : 1
        columnSpacing: Theme.gap
        rowSpacing: 8

        Item {
            id: view
            objectName: "truckView"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: page.wide ? -1 : page.height * 0.5
            clip: true

            // The still photo is zoomed onto the card and the sticks beside it, so that each
            // cell is large enough to tap.
            readonly property rect cardRect: {
                const r = page.shown;
                if (!page.still || !r.found) return Qt.rect(0, 0, width, height);
                const points = r.corners.concat(r.sticks.filter(s => s.cx >= 0).map(s => [s.cx, s.cy]));
                const xs = points.map(p => overlay.px(p).x), ys = points.map(p => overlay.px(p).y);
                const margin = Theme.minTouch;
                const left = Math.min(...xs) - margin, top = Math.min(...ys) - margin;
                return Qt.rect(left, top, Math.max(...xs) + margin - left, Math.max(...ys) + margin - top);
            }
            readonly property real zoom: Math.max(1, Math.min(3, width / cardRect.width, height / cardRect.height))

            Item {
                id: zoomed
                objectName: "truckZoom"
                width: view.width
                height: view.height
                transform: [
                    Scale { xScale: view.zoom; yScale: view.zoom },
                    Translate {
                        x: view.width / 2 - view.zoom * (view.cardRect.x + view.cardRect.width / 2)
                        y: view.height / 2 - view.zoom * (view.cardRect.y + view.cardRect.height / 2)
                    }
                ]
                CameraView {
                    id: output
                    objectName: "videoOutput"
                    anchors.fill: parent
                    visible: !page.still && (page.usesFile || page.hasCamera)
                }
                Image {
                    id: stillImage
                    objectName: "stillImage"
                    anchors.fill: parent
                    visible: page.still
                    source: page.stillSource
                    fillMode: Image.PreserveAspectFit
                    asynchronous: false
                }
                TruckOverlay {
                    id: overlay
                    objectName: "truckOverlay"
                    anchors.fill: parent
                    reading: page.shown
                    // The video's picture rectangle until the still has been decoded (same frame).
                    area: page.still && stillImage.status === Image.Ready ? Qt.rect((stillImage.width - stillImage.paintedWidth) / 2,
                                               (stillImage.height - stillImage.paintedHeight) / 2,
                                               stillImage.paintedWidth, stillImage.paintedHeight)
                                     : output.contentRect
                    onCellTapped: (index) => page.fix(() => scoring.cycleCell(index))
                    onStickTapped: (index) => page.fix(() => scoring.cycleStick(index))
                    onCellHeld: (index) => page.fix(() => scoring.confirmCell(index))
                    onStickHeld: (index) => page.fix(() => scoring.confirmStick(index))
                }
            }
            Label {
                objectName: "noTruckCamera"
                visible: !page.usesFile && !page.hasCamera
                anchors.centerIn: parent
                width: parent.width - 32
                text: qsTr("No camera found. Count the free cells and the sticks left by hand on the scoring screen.")
                font.pixelSize: Theme.bodySize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                visible: !page.hasTruck
                anchors.centerIn: parent
                width: parent.width - 32
                text: qsTr("Choose this player's truck first (step 2).")
                font.pixelSize: Theme.bodySize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
                color: Theme.danger
            }
        }

        TruckScorePanel {
            objectName: "truckPanel"
            // A fixed width in landscape: wrapping labels must not move the picture.
            Layout.preferredWidth: page.wide ? 420 : -1
            Layout.minimumWidth: page.wide ? 420 : 0
            Layout.maximumWidth: page.wide ? 420 : Number.POSITIVE_INFINITY
            Layout.preferredHeight: page.wide ? -1 : page.height * 0.42
            Layout.minimumHeight: page.wide ? 0 : 380
            Layout.fillWidth: !page.wide
            Layout.fillHeight: true
            reading: page.shown
            still: page.still
            best: { page.game.eventCount; return page.game.bestPossible(page.player); }
            status: (page.still ? qsTr("Still photo: tap a cell or a stick to change it, hold it to confirm it.")
                                : page.shown.found === undefined ? qsTr("Looking for truck %1…").arg(page.truckCard.id || "")
                                : page.shown.found ? qsTr("Live: tap a cell or a stick to change it, hold it to confirm it.")
                                : qsTr("No truck card in view: hold the tablet over the card, the whole card in view."))
                    + (page.still ? "" : "\n" + qsTr("Frames: %1 seen, %2 read, %3 dropped")
                                               .arg(feed.framesSeen).arg(feed.framesProcessed).arg(feed.framesDropped))
                    + (page.cargo.length ? "" : "\n" + qsTr("The dice are not entered yet: only a 1-layer truck can be scored."))
            error: [page.game.lastError, scoring.errorString, feed.errorString, page.cameraError]
                   .filter(e => e.length > 0).join("\n")
            onTakePhoto: page.takePhoto()
            onGoLive: page.goLive()
            onCycleStick: (index) => page.fix(() => scoring.cycleStick(index))
            onConfirmStick: (index) => page.fix(() => scoring.confirmStick(index))
            onRemoveStick: (index) => page.fix(() => scoring.removeStick(index))
            onAddStick: (colour) => page.fix(() => scoring.addStick(colour))
            onBook: page.book()
        }
    }
}
