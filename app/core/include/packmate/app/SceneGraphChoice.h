#pragma once

#include <QString>

#include <optional>

namespace packmate::app {

/// Which Qt Quick scene graph draws the window.
enum class SceneGraph {
    QtDefault, ///< leave it to Qt (QT_QUICK_BACKEND / QSG_RHI_BACKEND, else the GPU API)
    Software,  ///< Qt Quick's software renderer (QPainter into the window)
    OpenGL,    ///< the OpenGL RHI, whatever rasteriser the GL driver has
};

/// What the choice depends on; `fromSystem` reads it from the environment and /dev/dri.
struct SceneGraphInputs {
    QString option;              ///< `--scene-graph`: "", auto, software or opengl
    QString quickBackendEnv;     ///< QT_QUICK_BACKEND
    QString rhiBackendEnv;       ///< QSG_RHI_BACKEND
    QString glAlwaysSoftwareEnv; ///< LIBGL_ALWAYS_SOFTWARE (Mesa)
    QString galliumDriverEnv;    ///< GALLIUM_DRIVER (Mesa)
    bool onLinux = false;
    bool gpuRenderNode = false; ///< a /dev/dri/renderD* node that opens for reading and writing

    static SceneGraphInputs fromSystem(const QString& option);
};

/// The option wins; then Qt's own variables; else on Linux the software scene graph when
/// OpenGL could only be a software rasteriser (Mesa's llvmpipe/softpipe: no GPU render node,
/// or Mesa told to rasterise in software) — it draws the same screens with ~100 MB less
/// resident memory and starts faster there. nullopt for an unknown option value.
std::optional<SceneGraph> chooseSceneGraph(const SceneGraphInputs& inputs);

} // namespace packmate::app
