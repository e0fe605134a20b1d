#include "InstalledLanguage.h"

#include <packmate/app/CalibrationErrorText.h>
#include <packmate/calibration/CardRegistration.h>
#include <packmate/calibration/ColourCalibration.h>
#include <packmate/engine/InputError.h>

#include <gtest/gtest.h>

#include <functional>

using namespace packmate;
using namespace packmate::app;

using packmate::testing::InstalledLanguage;

namespace {

std::string errorOf(const std::function<void()>& call) {
    try {
        call();
    } catch (const InputError& error) {
        return error.what();
    }
    return {};
}

// What the library says about a photo with no mat in it, and about a grey one.
std::string noMatError() {
    return errorOf([] {
        calibration::calibrateColours(cv::Mat(480, 640, CV_8UC3, cv::Scalar(90, 120, 100)));
    });
}

} // namespace

TEST(CalibrationErrorText, ReadsTheLibrarysOwnMessages) {
    const std::string noMat = noMatError();
    EXPECT_TRUE(isKnownCalibrationError(noMat)) << noMat;
    const std::string grey =
        errorOf([] { calibration::registerCard(cv::Mat(480, 640, CV_8UC1, cv::Scalar(90))); });
    EXPECT_TRUE(isKnownCalibrationError(grey)) << grey;
    EXPECT_FALSE(isKnownCalibrationError("something else went wrong"));
    EXPECT_EQ(calibrationErrorText("something else went wrong"),
              QStringLiteral("something else went wrong"));
}

TEST(CalibrationErrorText, ComesInTheAppsLanguageWithItsNumbersAndColours) {
    const std::string noMat = noMatError();
    const QString english = calibrationErrorText(noMat);
    const std::string noStick =
        "no stick on the violet place of the mat (it looks like bare paper)";
    EXPECT_EQ(calibrationErrorText(noStick).toStdString(), noStick);
    const std::string noCard = "no truck card found on the mat's card place";
    EXPECT_EQ(calibrationErrorText(noCard).toStdString(), noCard);

    const InstalledLanguage russian(QStringLiteral("ru"));
    ASSERT_TRUE(russian.loaded());
    const QString ruMat = calibrationErrorText(noMat);
    EXPECT_NE(ruMat, english);
    EXPECT_TRUE(ruMat.contains(QStringLiteral("коврик"))) << ruMat.toStdString();
    EXPECT_FALSE(ruMat.contains(QStringLiteral("%"))) << ruMat.toStdString();
    const QString ruStick = calibrationErrorText(noStick);
    EXPECT_TRUE(ruStick.contains(QStringLiteral("фиолет"))) << ruStick.toStdString();
    EXPECT_FALSE(ruStick.contains(QStringLiteral("violet"))) << ruStick.toStdString();
    EXPECT_NE(calibrationErrorText(noCard).toStdString(), noCard);
    const QString ruMissing = calibrationErrorText("/tmp/a photo.jpg: no such file");
    EXPECT_TRUE(ruMissing.startsWith(QStringLiteral("/tmp/a photo.jpg: ")))
        << ruMissing.toStdString();
}

TEST(CalibrationErrorText, EveryFormIsTranslatedInEveryLanguage) {
    const std::vector<std::string> errors{
        noMatError(),
        "mat markers read but their corners give no homography",
        "empty image",
        "no truck card found on the mat's card place",
        "no loading area (white cells) seen on the card",
        "no stick on the brown place of the mat (it looks like bare paper)",
        "the mat's white and black patches look alike: too dark, or the patches are covered",
        "colour calibration needs a colour photo",
        "/tmp/a photo.jpg: no such file",
        "/tmp/broken.jpg: not a readable image (Unsupported image format)",
        "/tmp/huge.jpg: image is larger than 8192 pixels on a side",
        "/tmp/huge.png: image is 8200x1, larger than 8192 pixels on a side",
        "/tmp/tiny.png: image is 4x4, smaller than 16 pixels on a side"};
    std::vector<QString> english;
    for (const std::string& error : errors) {
        EXPECT_TRUE(isKnownCalibrationError(error)) << error;
        english.push_back(calibrationErrorText(error));
    }
    for (const char* code : {"de", "ru", "uk", "fr", "ja"}) {
        const InstalledLanguage language(QString::fromLatin1(code));
        ASSERT_TRUE(language.loaded()) << code;
        for (std::size_t i = 0; i < errors.size(); ++i)
            EXPECT_NE(calibrationErrorText(errors[i]), english[i]) << code << ": " << errors[i];
    }
}
