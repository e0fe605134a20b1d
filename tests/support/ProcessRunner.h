#pragma once

// Runs one of the project's programs (build/bin/...) and captures what it printed.
#include "SharedData.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace packmate::testing {

struct ProcessResult {
    int exitCode = -1;
    QString out;
    QString err;
    bool crashed = false;
};

inline ProcessResult runProgram(const QString& program, const QStringList& arguments, int timeoutMs = 120000,
                                const QProcessEnvironment& extraEnv = {}) {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(extraEnv);
    process.setProcessEnvironment(env);
    process.start(QString::fromStdString((binDir() / program.toStdString()).string()), arguments);
    ProcessResult result;
    if (!process.waitForStarted(10000)) {
        result.err = QStringLiteral("could not start ") + program;
        return result;
    }
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("timed out");
        result.crashed = true;
        return result;
    }
    result.crashed = process.exitStatus() != QProcess::NormalExit;
    result.exitCode = process.exitCode();
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

inline ProcessResult runCli(const QStringList& arguments) { return runProgram(QStringLiteral("packmate-cli"), arguments); }

} // namespace packmate::testing
