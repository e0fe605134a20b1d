// packmate: the Qt Quick app. Thin glue: it loads the QML module and wires the libraries in.
#include "ScreenshotTaker.h"

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QtQml/QQmlExtensionPlugin>

#include <iostream>

Q_IMPORT_QML_PLUGIN(PackmatePlugin)

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Packmate"));
    QGuiApplication::setOrganizationName(QStringLiteral("Packmate"));
    QGuiApplication::setApplicationVersion(QStringLiteral(PACKMATE_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Packmate — companion app for Zack & Pack"));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"), QStringLiteral("Render the window to FILE.png and exit."),
        QStringLiteral("FILE.png"));
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Window size, e.g. 1280x800 or 800x1280."),
                                        QStringLiteral("WxH"));
    parser.addOption(screenshotOption);
    parser.addOption(sizeOption);
    if (!parser.parse(QGuiApplication::arguments())) {
        std::cerr << "packmate: " << parser.errorText().toStdString() << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();

    QSize windowSize(1280, 800);
    if (parser.isSet(sizeOption)) {
        const QStringList parts = parser.value(sizeOption).split(QLatin1Char('x'));
        const int width = parts.size() == 2 ? parts[0].toInt() : 0;
        const int height = parts.size() == 2 ? parts[1].toInt() : 0;
        if (width < 320 || height < 320 || width > 8192 || height > 8192) {
            std::cerr << "packmate: --size must look like 1280x800 (320 to 8192 per side)\n";
            return 2;
        }
        windowSize = QSize(width, height);
    }

    QQuickStyle::setStyle(QStringLiteral("Material"));
    QQmlApplicationEngine engine;
    // Qt 6.4 does not search the resource prefix of qt_add_qml_module by default (6.5 does).
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Packmate/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;

    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window) return 1;
    window->resize(windowSize);

    if (parser.isSet(screenshotOption)) {
        auto* taker = new ScreenshotTaker(window, parser.value(screenshotOption), &app);
        taker->start();
    }
    return QGuiApplication::exec();
}
