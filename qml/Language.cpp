#include "Language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>

namespace {

const QStringList kLanguages{QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ru"),
                             QStringLiteral("uk"), QStringLiteral("fr"), QStringLiteral("ja")};
const QString kSettingsKey = QStringLiteral("ui/language");

Language* g_instance = nullptr;

QString systemLanguage() {
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = name.left(2).toLower();
        if (kLanguages.contains(code)) return code;
    }
    return QStringLiteral("en");
}

} // namespace

Language::Language(QObject* parent) : QObject(parent) {}

Language* Language::instance() {
    if (!g_instance) g_instance = new Language(QCoreApplication::instance());
    return g_instance;
}

Language* Language::create(QQmlEngine* engine, QJSEngine*) {
    Language* language = instance();
    language->engine_ = engine;
    QQmlEngine::setObjectOwnership(language, QQmlEngine::CppOwnership);
    return language;
}

void Language::installAtStartup(const QString& forced) {
    const QString saved = QSettings().value(kSettingsKey).toString();
    const QString wanted = !forced.isEmpty() ? forced : saved;
    instance()->install(kLanguages.contains(wanted) ? wanted : systemLanguage());
}

QString Language::chosen() const {
    return QSettings().value(kSettingsKey).toString();
}
QStringList Language::available() const {
    return kLanguages;
}

QString Language::nativeName(const QString& code) const {
    if (code == QLatin1String("en")) return QStringLiteral("English"); // not "American English"
    QString name = QLocale(code).nativeLanguageName();
    if (!name.isEmpty()) name[0] = name[0].toUpper();
    return name;
}

void Language::choose(const QString& code) {
    if (!code.isEmpty() && !kLanguages.contains(code)) return;
    QSettings().setValue(kSettingsKey, code);
    install(code.isEmpty() ? systemLanguage() : code);
    if (engine_) engine_->retranslate();
}

void Language::install(const QString& code) {
    if (translator_) QCoreApplication::removeTranslator(translator_.get());
    translator_.reset();
    // English too: its translation holds the plural forms of the "%n" messages.
    auto translator = std::make_unique<QTranslator>();
    if (translator->load(QStringLiteral(":/i18n/packmate_%1.qm").arg(code))) {
        QCoreApplication::installTranslator(translator.get());
        translator_ = std::move(translator);
    }
    current_ = code;
    emit currentChanged();
}
