// Test main for the calibration glue: a QGuiApplication (the mat PDF lays out text with fonts).
#include <gtest/gtest.h>

#include <QGuiApplication>

int main(int argc, char** argv) {
    // Test discovery runs this without CTest's environment: never look for a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    ::testing::InitGoogleTest(&argc, argv);
    return RUN_ALL_TESTS();
}
