// packmate: the Qt Quick app. Thin glue: it loads the QML module and wires the libraries in.
#include "FlatStyle.h"
#include "Language.h"
#include "ScreenshotTaker.h"
#include "UiHarness.h"

#include <packmate/app/SceneGraphChoice.h>

#include <QCommandLineParser>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>

#include <iostream>

#ifdef __GLIBC__
#include <malloc.h>
#endif

Q_IMPORT_QML_PLUGIN(PackmatePlugin)
Q_IMPORT_QML_PLUGIN(PackmateStylePlugin)

namespace {

/// Camera frames and the readers' images are megabytes each and come and go on worker
/// threads: with glibc's defaults they end up in per-thread arenas that keep the memory after
/// it is freed (the resident set grows by tens of MB). Large blocks are mapped and unmapped
/// instead, and freed memory is given back.
void returnLargeBlocksToTheSystem() {
#ifdef __GLIBC__
    constexpr int kLargeBlockBytes = 128 * 1024;
    mallopt(M_MMAP_THRESHOLD, kLargeBlockBytes);
    mallopt(M_TRIM_THRESHOLD, kLargeBlockBytes);
    mallopt(M_ARENA_MAX, 2);
#endif
}

} // namespace

int main(int argc, char* argv[]) {
    returnLargeBlocksToTheSystem();
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
    const QCommandLineOption dataDirOption(
        QStringLiteral("data-dir"),
        QStringLiteral(
            "Folder of the game database (default: $PACKMATE_DATA_DIR, else the app-data folder)."),
        QStringLiteral("DIR"));
    const QCommandLineOption imageOption(QStringLiteral("image"),
                                         QStringLiteral("Feed the camera screen from this image."),
                                         QStringLiteral("FILE"));
    const QCommandLineOption videoOption(
        QStringLiteral("video"), QStringLiteral("Feed the camera screen from this video (looped)."),
        QStringLiteral("FILE"));
    const QCommandLineOption screenOption(
        QStringLiteral("screen"),
        QStringLiteral("Open this screen: home, new, dice, trucks, scoring, summary, ledger, "
                       "stats, settings, camera, handover, receive, dice-camera, calibration, "
                       "card-editor, truck-camera, truck-photo."),
        QStringLiteral("NAME"));
    const QCommandLineOption demoOption(
        QStringLiteral("demo"),
        QStringLiteral("Show a game in progress (in a throw-away database unless --data-dir)."));
    const QCommandLineOption langOption(
        QStringLiteral("lang"), QStringLiteral("UI language for this run: en, de, ru, uk, fr, ja."),
        QStringLiteral("CODE"));
    const QCommandLineOption waitOption(
        QStringLiteral("screenshot-wait"),
        QStringLiteral("Wait this long before the screenshot (camera screens read frames first)."),
        QStringLiteral("MS"));
    const QCommandLineOption harnessOption(
        QStringLiteral("harness"), QStringLiteral("Take UI commands on stdin (end-to-end tests)."));
    const QCommandLineOption sceneGraphOption(
        QStringLiteral("scene-graph"),
        QStringLiteral("Who draws the window: auto (default: software when OpenGL could only be a "
                       "software rasteriser such as llvmpipe), software or opengl."),
        QStringLiteral("auto|software|opengl"));
    parser.addOptions({screenshotOption, sizeOption, dataDirOption, imageOption, videoOption,
                       screenOption, demoOption, langOption, harnessOption, waitOption,
                       sceneGraphOption});
    if (!parser.parse(QGuiApplication::arguments())) {
        std::cerr << "packmate: " << parser.errorText().toStdString() << '\n';
        return 2;
    }
    if (parser.isSet(QStringLiteral("help"))) parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version"))) parser.showVersion();

    const auto sceneGraph = packmate::app::chooseSceneGraph(
        packmate::app::SceneGraphInputs::fromSystem(parser.value(sceneGraphOption)));
    if (!sceneGraph) {
        std::cerr << "packmate: --scene-graph must be auto, software or opengl\n";
        return 2;
    }
    // Qt 6.4 lets QT_QUICK_BACKEND win over setGraphicsApi(); the option is the user's word.
    if (*sceneGraph != packmate::app::SceneGraph::QtDefault) qunsetenv("QT_QUICK_BACKEND");
    if (*sceneGraph == packmate::app::SceneGraph::Software)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    else if (*sceneGraph == packmate::app::SceneGraph::OpenGL)
        QQuickWindow::setGraphicsApi(QSGRendererInterface::OpenGL);

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

    static const QStringList screens{
        "",        "home",        "new",         "dice",        "trucks",       "scoring",
        "summary", "ledger",      "stats",       "settings",    "camera",       "handover",
        "receive", "dice-camera", "calibration", "card-editor", "truck-camera", "truck-photo"};
    if (!screens.contains(parser.value(screenOption))) {
        std::cerr << "packmate: unknown --screen " << parser.value(screenOption).toStdString()
                  << '\n';
        return 2;
    }
    const QString lang = parser.value(langOption);
    if (!lang.isEmpty() && !Language::instance()->available().contains(lang)) {
        std::cerr << "packmate: --lang must be one of en, de, ru, uk, fr, ja\n";
        return 2;
    }
    Language::installAtStartup(lang);

    QString dataDir = parser.value(dataDirOption);
    QTemporaryDir demoDir;
    if (parser.isSet(demoOption) && dataDir.isEmpty()) dataDir = demoDir.path();

    QQmlApplicationEngine engine;
    packmate::useFlatMaterialStyle(engine);
    // Qt 6.4 does not search the resource prefix of qt_add_qml_module by default (6.5 does).
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    QObject::connect(
        &engine, &QQmlApplicationEngine::objectCreationFailed, &app,
        [] { QCoreApplication::exit(1); }, Qt::QueuedConnection);
    engine.setInitialProperties({{QStringLiteral("dataDir"), dataDir},
                                 {QStringLiteral("imagePath"), parser.value(imageOption)},
                                 {QStringLiteral("videoPath"), parser.value(videoOption)},
                                 {QStringLiteral("startScreen"), parser.value(screenOption)},
                                 {QStringLiteral("demo"), parser.isSet(demoOption)}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Packmate/Main.qml")));
    if (engine.rootObjects().isEmpty()) return 1;

    auto* window = qobject_cast<QQuickWindow*>(engine.rootObjects().constFirst());
    if (!window) return 1;
    window->resize(windowSize);

    if (parser.isSet(screenshotOption)) {
        auto* taker = new ScreenshotTaker(window, parser.value(screenshotOption), &app,
                                          parser.value(waitOption).toInt());
        taker->start();
    }
    if (parser.isSet(harnessOption)) new UiHarness(window, &app);
    return QGuiApplication::exec();
}
