#include "UiHarness.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJSValue>
#include <QJsonDocument>
#include <QJsonValue>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <cstdio>
#include <unistd.h>

namespace {

// For platforms that never report a frame.
constexpr int kStartupFallbackMs = 1000;

bool shownOnScreen(const QObject* object) {
    const auto* item = qobject_cast<const QQuickItem*>(object);
    return !item || (item->isVisible() && item->window() != nullptr);
}

void collect(QObject* root, const QString& name, QList<QObject*>& found) {
    if (root->objectName() == name) found << root;
    for (QObject* child : root->children())
        collect(child, name, found);
    if (auto* item = qobject_cast<QQuickItem*>(root))
        for (QQuickItem* child : item->childItems())
            if (child->parent() != root) collect(child, name, found);
}

/// A popup (a dialog) still opening or closing: its modal shade swallows taps until it ends.
bool popupInTransition(const QObject* root) {
    const QMetaObject* meta = root->metaObject();
    if (meta->indexOfProperty("opened") >= 0 && meta->indexOfProperty("modal") >= 0 &&
        root->property("visible").toBool() != root->property("opened").toBool())
        return true;
    for (const QObject* child : root->children())
        if (popupInTransition(child)) return true;
    if (const auto* item = qobject_cast<const QQuickItem*>(root))
        for (const QQuickItem* child : item->childItems())
            if (child->parent() != root && popupInTransition(child)) return true;
    return false;
}

} // namespace

UiHarness::UiHarness(QQuickWindow* window, QObject* parent)
    : QObject(parent), window_(window), notifier_(STDIN_FILENO, QSocketNotifier::Read),
      out_(stdout) {
    // Commands wait until the window has shown its first frame (and the first screen).
    notifier_.setEnabled(false);
    connect(&notifier_, &QSocketNotifier::activated, this, &UiHarness::readInput);
    auto enable = [this] { notifier_.setEnabled(true); };
    connect(window_, &QQuickWindow::frameSwapped, this, enable, Qt::SingleShotConnection);
    QTimer::singleShot(kStartupFallbackMs, this, enable);
}

QObject* UiHarness::findVisible(const QString& name) const {
    QList<QObject*> found;
    collect(window_, name, found);
    collect(window_->contentItem(), name, found);
    for (QObject* object : std::as_const(found))
        if (shownOnScreen(object)) return object;
    return nullptr;
}

void UiHarness::readInput() {
    // Raw reads, not a buffered stream: a stream may swallow several lines while the notifier
    // only fires for bytes still unread in the descriptor.
    char chunk[4096];
    const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
    if (n <= 0) {
        inputClosed_ = true;
        notifier_.setEnabled(false);
    } else {
        pending_.append(chunk, n);
    }
    for (qsizetype end = pending_.indexOf('\n'); end >= 0; end = pending_.indexOf('\n')) {
        queue_ << QString::fromUtf8(pending_.left(end)).trimmed();
        pending_.remove(0, end + 1);
    }
    runQueued();
}

void UiHarness::runQueued() {
    // A command waits for the UI (it processes events), which may read the next lines: they
    // queue behind it instead of running inside it, so answers keep the commands' order.
    if (running_) return;
    running_ = true;
    while (!queue_.isEmpty()) {
        const QString line = queue_.takeFirst();
        out_ << run(line) << Qt::endl;
        if (line == QLatin1String("quit")) queue_.clear();
    }
    running_ = false;
    if (inputClosed_) QCoreApplication::exit(0);
}

void UiHarness::settle() const {
    // Page and dialog transitions ignore taps, and layouts move items only when a frame is
    // prepared: wait for the transitions to end, then for one fresh frame.
    constexpr int kMaxWaitMs = 3000;
    constexpr int kFrameWaitMs = 500;
    QElapsedTimer timer;
    timer.start();
    QList<QObject*> stacks;
    collect(window_->contentItem(), QStringLiteral("stack"), stacks);
    do {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
        const bool pageMoving = !stacks.isEmpty() && stacks.first()->property("busy").toBool();
        if (!pageMoving && !popupInTransition(window_)) break;
        QThread::msleep(10);
    } while (timer.elapsed() < kMaxWaitMs);
    QEventLoop frame;
    const auto connection =
        connect(window_, &QQuickWindow::frameSwapped, &frame, &QEventLoop::quit);
    QTimer::singleShot(kFrameWaitMs, &frame, &QEventLoop::quit);
    window_->update();
    frame.exec();
    disconnect(connection);
    QCoreApplication::processEvents();
}

QString UiHarness::run(const QString& line) {
    settle();
    const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) return QStringLiteral("error empty command");
    const QString& command = words[0];
    if (command == QLatin1String("quit")) {
        QCoreApplication::exit(0);
        return QStringLiteral("ok");
    }
    if (command == QLatin1String("ledger")) {
        QObject* game = findVisible(QStringLiteral("game"));
        QString json;
        if (!game || !QMetaObject::invokeMethod(game, "ledgerJson", Q_RETURN_ARG(QString, json)))
            return QStringLiteral("error no game controller");
        return json;
    }
    if (words.size() < 2) return QStringLiteral("error missing object name");
    QObject* target = findVisible(words[1]);
    if (!target) return QStringLiteral("error no visible ") + words[1];
    if (command == QLatin1String("click")) {
        auto* item = qobject_cast<QQuickItem*>(target);
        if (!item) return QStringLiteral("error not an item: ") + words[1];
        if (!item->isEnabled()) return QStringLiteral("error disabled: ") + words[1];
        const QPointF scene = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
        // Through the window system layer, as a real tap arrives (QtTest's event path).
        QTest::mouseClick(window_, Qt::LeftButton, Qt::NoModifier, scene.toPoint());
        return QStringLiteral("ok");
    }
    if (command == QLatin1String("get") && words.size() == 3) {
        // A property as one line of JSON (maps and lists included): what a screen shows.
        QVariant value = target->property(words[2].toUtf8().constData());
        if (value.canConvert<QJSValue>()) value = value.value<QJSValue>().toVariant();
        if (!value.isValid()) return QStringLiteral("error no property ") + words[2];
        return QString::fromUtf8(
                   QJsonDocument::fromVariant(QVariantList{value}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1);
    }
    if (command == QLatin1String("set") && words.size() >= 4) {
        const QString value = words.mid(3).join(QLatin1Char(' '));
        if (!target->setProperty(words[2].toUtf8().constData(), value))
            return QStringLiteral("error cannot set");
        return QStringLiteral("ok");
    }
    if (command == QLatin1String("accept")) {
        return QMetaObject::invokeMethod(target, "accept") ? QStringLiteral("ok")
                                                           : QStringLiteral("error cannot accept");
    }
    return QStringLiteral("error unknown command ") + command;
}
