#pragma once

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>
#include <QStringList>
#include <QTextStream>

class QQuickWindow;

/// Drives the UI from standard input, one command a line, for end-to-end tests
/// (`packmate --harness`). Answers one line each on standard output, in the order of the
/// commands, however many arrive at once:
///   click NAME            tap the centre of the visible item named NAME -> "ok" / "error ..."
///   set NAME PROP VALUE   set a property (e.g. a text field's text)
///   get NAME PROP         a property of the visible object NAME as one line of JSON
///   accept NAME           accept the dialog NAME
///   ledger                the game's ledger as one JSON line
///   quit                  exit 0
class UiHarness : public QObject {
    Q_OBJECT
public:
    explicit UiHarness(QQuickWindow* window, QObject* parent = nullptr);

private:
    void readInput();
    void runQueued();
    QString run(const QString& line);
    QObject* findVisible(const QString& name) const;
    void settle() const;

    QQuickWindow* window_;
    QSocketNotifier notifier_;
    QByteArray pending_;
    QStringList queue_;
    bool running_ = false;
    bool inputClosed_ = false;
    QTextStream out_;
};
