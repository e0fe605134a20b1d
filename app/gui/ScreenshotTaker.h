#pragma once

#include <QObject>
#include <QString>

class QQuickWindow;

/// Renders a window to a PNG once it has drawn a few frames, then quits the application
/// (exit 0 when the file was written, 1 otherwise). Used for headless checks and docs.
class ScreenshotTaker : public QObject {
    Q_OBJECT
public:
    /// `extraWaitMs`: more time before the grab (a camera screen reads its first frames).
    ScreenshotTaker(QQuickWindow* window, QString path, QObject* parent = nullptr,
                    int extraWaitMs = 0);
    void start();

private:
    void capture();

    QQuickWindow* window_;
    QString path_;
    int framesSeen_ = 0;
    int extraWaitMs_ = 0;
};
