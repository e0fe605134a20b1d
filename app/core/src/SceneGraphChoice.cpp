#include <packmate/app/SceneGraphChoice.h>

#include <QDir>
#include <QFile>

namespace packmate::app {

namespace {

bool isSet(const QString& value) {
    return !value.isEmpty() && value != QLatin1String("0");
}

// Mesa renders on the GPU only through a DRM render node; without one (or unable to open it)
// every GL context is llvmpipe or softpipe.
bool openableRenderNode() {
    const QDir dri(QStringLiteral("/dev/dri"));
    for (const QString& name : dri.entryList({QStringLiteral("renderD*")}, QDir::System)) {
        QFile node(dri.filePath(name));
        if (node.open(QIODevice::ReadWrite)) return true;
    }
    return false;
}

} // namespace

SceneGraphInputs SceneGraphInputs::fromSystem(const QString& option) {
    SceneGraphInputs inputs;
    inputs.option = option;
    inputs.quickBackendEnv = qEnvironmentVariable("QT_QUICK_BACKEND");
    inputs.rhiBackendEnv = qEnvironmentVariable("QSG_RHI_BACKEND");
    inputs.glAlwaysSoftwareEnv = qEnvironmentVariable("LIBGL_ALWAYS_SOFTWARE");
    inputs.galliumDriverEnv = qEnvironmentVariable("GALLIUM_DRIVER");
#ifdef Q_OS_LINUX
    inputs.onLinux = true;
    inputs.gpuRenderNode = openableRenderNode();
#endif
    return inputs;
}

std::optional<SceneGraph> chooseSceneGraph(const SceneGraphInputs& inputs) {
    if (inputs.option == QLatin1String("software")) return SceneGraph::Software;
    if (inputs.option == QLatin1String("opengl")) return SceneGraph::OpenGL;
    if (!inputs.option.isEmpty() && inputs.option != QLatin1String("auto")) return std::nullopt;
    if (!inputs.quickBackendEnv.isEmpty() || !inputs.rhiBackendEnv.isEmpty())
        return SceneGraph::QtDefault;
    if (!inputs.onLinux) return SceneGraph::QtDefault;
    const QString gallium = inputs.galliumDriverEnv.toLower();
    const bool softwareDriver = gallium == QLatin1String("llvmpipe") ||
                                gallium == QLatin1String("softpipe") ||
                                gallium == QLatin1String("swr");
    if (!inputs.gpuRenderNode || isSet(inputs.glAlwaysSoftwareEnv) || softwareDriver)
        return SceneGraph::Software;
    return SceneGraph::QtDefault;
}

} // namespace packmate::app
