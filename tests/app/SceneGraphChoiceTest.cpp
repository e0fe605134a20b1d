#include <packmate/app/SceneGraphChoice.h>

#include <gtest/gtest.h>

using namespace packmate::app;

namespace {

SceneGraphInputs linuxWith(bool gpu) {
    SceneGraphInputs inputs;
    inputs.onLinux = true;
    inputs.gpuRenderNode = gpu;
    return inputs;
}

} // namespace

TEST(SceneGraphChoice, SoftwareWhenLinuxHasNoGpuRenderNode) {
    EXPECT_EQ(chooseSceneGraph(linuxWith(false)), SceneGraph::Software);
    EXPECT_EQ(chooseSceneGraph(linuxWith(true)), SceneGraph::QtDefault);
}

TEST(SceneGraphChoice, SoftwareWhenMesaIsToldToRasteriseInSoftware) {
    auto inputs = linuxWith(true);
    inputs.glAlwaysSoftwareEnv = "1";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::Software);
    inputs.glAlwaysSoftwareEnv = "0";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::QtDefault);
    inputs.galliumDriverEnv = "llvmpipe";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::Software);
    inputs.galliumDriverEnv = "iris";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::QtDefault);
}

TEST(SceneGraphChoice, QtVariablesOverrideTheGuess) {
    auto inputs = linuxWith(false);
    inputs.quickBackendEnv = "software";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::QtDefault);
    inputs = linuxWith(false);
    inputs.rhiBackendEnv = "opengl";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::QtDefault);
}

TEST(SceneGraphChoice, TheOptionOverridesEverything) {
    auto inputs = linuxWith(false);
    inputs.quickBackendEnv = "software";
    inputs.option = "opengl";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::OpenGL);
    inputs = linuxWith(true);
    inputs.option = "software";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::Software);
    inputs.option = "auto";
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::QtDefault);
    inputs.option = "vulkan";
    EXPECT_EQ(chooseSceneGraph(inputs), std::nullopt);
}

TEST(SceneGraphChoice, OtherSystemsKeepQtsChoice) {
    SceneGraphInputs inputs;
    EXPECT_EQ(chooseSceneGraph(inputs), SceneGraph::QtDefault);
}
