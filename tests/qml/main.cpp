#include "FlatStyle.h"

#include <packmate/app/SceneGraphChoice.h>

#include <QDir>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(PackmatePlugin)
Q_IMPORT_QML_PLUGIN(PackmateStylePlugin)

// Gives the tests a throw-away folder for their databases (testDataRoot) and the source
// folder (sourceDir) for sample images.
class Setup : public QObject {
    Q_OBJECT
public slots:
    void applicationAvailable() {
        // The scene graph the app would choose here (software on a machine without a GPU).
        const auto sceneGraph =
            packmate::app::chooseSceneGraph(packmate::app::SceneGraphInputs::fromSystem(QString()));
        if (sceneGraph == packmate::app::SceneGraph::Software)
            QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        QCoreApplication::setOrganizationName(QStringLiteral("PackmateTests"));
        qputenv("PACKMATE_DATA_DIR", dataRoot_.path().toUtf8());
    }
    void qmlEngineAvailable(QQmlEngine* engine) {
        // Qt 6.4 does not search the resource prefix of qt_add_qml_module by default (6.5 does).
        engine->addImportPath(QStringLiteral("qrc:/qt/qml"));
        packmate::useFlatMaterialStyle(*engine);
        engine->rootContext()->setContextProperty(QStringLiteral("testDataRoot"), dataRoot_.path());
        engine->rootContext()->setContextProperty(QStringLiteral("sourceDir"),
                                                  QStringLiteral(PACKMATE_SOURCE_DIR));
        // Tests that need ../shared skip when it is absent.
        const QString shared = qEnvironmentVariable(
            "PACKMATE_SHARED_DIR", QStringLiteral(PACKMATE_SOURCE_DIR "/../shared"));
        engine->rootContext()->setContextProperty(QStringLiteral("sharedAvailable"),
                                                  QDir(shared).exists());
        engine->rootContext()->setContextProperty(QStringLiteral("sharedDir"), shared);
    }

private:
    QTemporaryDir dataRoot_;
};

QUICK_TEST_MAIN_WITH_SETUP(packmate_qml, Setup)

#include "main.moc"
