#pragma once

#include <QObject>
#include <QStringList>
#include <QTranslator>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QQmlEngine;
class QJSEngine;

/// The UI language: en, de, ru, uk, fr, ja. The choice is kept in QSettings; "" follows
/// the system language. Switching installs the compiled translation and retranslates QML.
class Language : public QObject {
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString current READ current NOTIFY currentChanged)
    Q_PROPERTY(QString chosen READ chosen NOTIFY currentChanged)
    Q_PROPERTY(QStringList available READ available CONSTANT)

public:
    static Language* create(QQmlEngine* engine, QJSEngine*);
    /// Installs the saved (or system, or `forced`) language before QML loads.
    static void installAtStartup(const QString& forced = {});
    static Language* instance();

    QString current() const { return current_; }
    QString chosen() const;
    QStringList available() const;
    /// Native name of a language code ("Deutsch" for "de").
    Q_INVOKABLE QString nativeName(const QString& code) const;
    /// Switches to `code` ("" = system language) and remembers the choice.
    Q_INVOKABLE void choose(const QString& code);

signals:
    void currentChanged();

private:
    explicit Language(QObject* parent = nullptr);
    void install(const QString& code);

    QString current_ = QStringLiteral("en");
    std::unique_ptr<QTranslator> translator_;
    QQmlEngine* engine_ = nullptr;
};
