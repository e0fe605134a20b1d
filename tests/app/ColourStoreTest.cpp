#include <packmate/app/ColourStore.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

#include <QFile>
#include <QTemporaryDir>

using namespace packmate::app;

namespace {

constexpr const char* kStored =
    R"({"sticks":{"W":[0.95,0.95,0.9],"V":[0.45,0.3,0.6]},"mat_id":"A4",)"
    R"("reference":{"white":[240,238,230],"grey":[120,118,115],"black":[20,20,22]}})";

void writeColours(const QTemporaryDir& dir, const QByteArray& text) {
    QFile file(colourFilePath(dir.path()));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

std::string loadError(const QTemporaryDir& dir) {
    try {
        loadStoredColours(dir.path());
    } catch (const packmate::InputError& error) {
        return error.what();
    }
    return {};
}

} // namespace

TEST(ColourStore, ReadsAStoredCalibration) {
    QTemporaryDir dir;
    EXPECT_FALSE(loadStoredColours(dir.path()).has_value());
    writeColours(dir, kStored);
    const auto stored = loadStoredColours(dir.path());
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->matId, "A4");
    EXPECT_NE(truckColourModel(dir.path()), packmate::vision::ColourModel{});
}

TEST(ColourStore, AKeyOfTheWrongTypeIsAnInputErrorNamingTheFileAndTheKey) {
    QTemporaryDir dir;
    QByteArray text(kStored);
    text.replace(R"("mat_id":"A4")", R"("mat_id":3)");
    writeColours(dir, text);
    const std::string error = loadError(dir);
    EXPECT_NE(error.find(colourFilePath(dir.path()).toStdString()), std::string::npos) << error;
    EXPECT_NE(error.find("mat_id"), std::string::npos) << error;
    // The readers fall back to the typical colours rather than crash.
    EXPECT_EQ(truckColourModel(dir.path()), packmate::vision::ColourModel{});
}

TEST(ColourStore, ATruncatedFileIsAnInputErrorNamingTheFile) {
    QTemporaryDir dir;
    writeColours(dir, QByteArray(kStored).left(60));
    const std::string error = loadError(dir);
    EXPECT_NE(error.find(colourFilePath(dir.path()).toStdString()), std::string::npos) << error;
}
