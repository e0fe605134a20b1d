#include "ScreenshotTaker.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <iostream>

namespace {
// Frames to wait so that layouts, fonts and images have settled before grabbing.
constexpr int kFramesBeforeCapture = 3;
// Upper bound for platforms that never report frames (offscreen without a render loop).
constexpr int kFallbackMs = 1500;
// Lets page transitions and tab indicators finish their animations.
constexpr int kSettleMs = 400;
} // namespace

ScreenshotTaker::ScreenshotTaker(QQuickWindow* window, QString path, QObject* parent,
                                 int extraWaitMs)
    : QObject(parent), window_(window), path_(std::move(path)), extraWaitMs_(extraWaitMs) {}

void ScreenshotTaker::start() {
    connect(window_, &QQuickWindow::frameSwapped, this, [this] {
        if (++framesSeen_ == kFramesBeforeCapture)
            QTimer::singleShot(kSettleMs + extraWaitMs_, this, &ScreenshotTaker::capture);
        else
            window_->update();
    });
    QTimer::singleShot(kFallbackMs + extraWaitMs_, this, [this] {
        if (framesSeen_ < kFramesBeforeCapture) capture();
    });
    window_->update();
}

void ScreenshotTaker::capture() {
    framesSeen_ = kFramesBeforeCapture + 1;
    const QImage image = window_->grabWindow();
    const bool saved = !image.isNull() && image.save(path_, "PNG");
    if (!saved)
        std::cerr << "packmate: could not write screenshot to " << path_.toStdString() << '\n';
    QCoreApplication::exit(saved ? 0 : 1);
}
