#pragma once

// Qt-side helpers for tests that read the project's dataset files and files the code wrote.
#include <QByteArray>
#include <QFile>
#include <QString>

#include <SharedData.h>

namespace packmate::testing {

/// A committed calibration scene: datasets/calibration/<name> ("cards/cards_dev_0003.jpg").
inline QString calibrationScene(const char* name) {
    return QString::fromStdString((sourceDir() / "datasets" / "calibration" / name).string());
}

/// The whole file, or empty when it cannot be read.
inline QByteArray readFileBytes(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace packmate::testing
