#include <packmate/app/CalibrationErrorText.h>
#include <packmate/app/MessageTranslator.h>

#include <QCoreApplication>

#include <array>

namespace packmate::app {
namespace {

constexpr const char* kContext = "CalibrationError";

// Colour names are words of the colour table, translated in this context as well.
const std::array kColourWords{QT_TRANSLATE_NOOP("CalibrationError", "white"),
                              QT_TRANSLATE_NOOP("CalibrationError", "grey"),
                              QT_TRANSLATE_NOOP("CalibrationError", "brown"),
                              QT_TRANSLATE_NOOP("CalibrationError", "turquoise"),
                              QT_TRANSLATE_NOOP("CalibrationError", "violet")};

const std::array kForms{
    MessageForm{R"(mat not found: (\d+) of 4 QR markers read \(.*\), at least (\d+) needed)",
                QT_TRANSLATE_NOOP("CalibrationError",
                                  "mat not found: %1 of its 4 QR codes read, at least %2 needed: "
                                  "show the whole mat, flat and well lit")},
    MessageForm{R"(mat markers read but their corners give no homography)",
                QT_TRANSLATE_NOOP("CalibrationError",
                                  "the mat's QR codes were read but not its outline: show the "
                                  "whole mat, flat")},
    MessageForm{R"(empty image)", QT_TRANSLATE_NOOP("CalibrationError", "the photo is empty")},
    MessageForm{
        R"(no truck card found on the mat's card place)",
        QT_TRANSLATE_NOOP("CalibrationError", "no truck card found on the mat's card place")},
    MessageForm{
        R"(no loading area \(white cells\) seen on the card)",
        QT_TRANSLATE_NOOP("CalibrationError", "no loading area (white cells) seen on the card")},
    MessageForm{
        R"(no stick on the (\w+) place of the mat \(it looks like bare paper\))",
        QT_TRANSLATE_NOOP("CalibrationError",
                          "no stick on the %1 place of the mat (it looks like bare paper)")},
    MessageForm{
        R"(the mat's white and black patches look alike: too dark, or the patches are covered)",
        QT_TRANSLATE_NOOP("CalibrationError",
                          "the mat's white and black patches look alike: too dark, or the "
                          "patches are covered")},
    MessageForm{R"((?:colour calibration|card registration) needs a colour photo)",
                QT_TRANSLATE_NOOP("CalibrationError", "a colour photo is needed")},
    // The photo file itself (PhotoFile): its name is kept as it is.
    MessageForm{R"((.+): no such file)",
                QT_TRANSLATE_NOOP("CalibrationError", "%1: there is no such file")},
    MessageForm{R"((.+): not a readable image \(.*\))",
                QT_TRANSLATE_NOOP("CalibrationError",
                                  "%1: not a readable image (damaged, or not a photo)")},
    MessageForm{
        R"((.+): image is (?:\d+x\d+, )?larger than (\d+) pixels on a side)",
        QT_TRANSLATE_NOOP("CalibrationError", "%1: the photo is larger than %2 pixels on a side")},
    MessageForm{
        R"((.+): image is \d+x\d+, smaller than (\d+) pixels on a side)",
        QT_TRANSLATE_NOOP("CalibrationError", "%1: the photo is smaller than %2 pixels on a side")},
};

const MessageTranslator& translator() {
    static const MessageTranslator instance(kContext, {kForms.begin(), kForms.end()},
                                            {kColourWords.begin(), kColourWords.end()});
    return instance;
}

} // namespace

QString calibrationErrorText(const std::string& english) {
    return translator().translate(english);
}

bool isKnownCalibrationError(const std::string& english) {
    return translator().knows(english);
}

} // namespace packmate::app
