#include <packmate/app/CalibrationErrorText.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace packmate::app {
namespace {

constexpr const char* kContext = "CalibrationError";

/// One error of the calibration library: the pattern that reads its English text, and the
/// translatable text with %1… in the order of the pattern's groups.
struct ErrorForm {
    const char* pattern;
    const char* text;
};

// Colour names are words of the colour table, translated in this context as well.
const std::array kColourWords{QT_TRANSLATE_NOOP("CalibrationError", "white"),
                              QT_TRANSLATE_NOOP("CalibrationError", "grey"),
                              QT_TRANSLATE_NOOP("CalibrationError", "brown"),
                              QT_TRANSLATE_NOOP("CalibrationError", "turquoise"),
                              QT_TRANSLATE_NOOP("CalibrationError", "violet")};

const std::array kForms{
    ErrorForm{R"(mat not found: (\d+) of 4 QR markers read \(.*\), at least (\d+) needed)",
              QT_TRANSLATE_NOOP("CalibrationError",
                                "mat not found: %1 of its 4 QR codes read, at least %2 needed: "
                                "show the whole mat, flat and well lit")},
    ErrorForm{R"(mat markers read but their corners give no homography)",
              QT_TRANSLATE_NOOP("CalibrationError",
                                "the mat's QR codes were read but not its outline: show the "
                                "whole mat, flat")},
    ErrorForm{R"(empty image)", QT_TRANSLATE_NOOP("CalibrationError", "the photo is empty")},
    ErrorForm{R"(no truck card found on the mat's card place)",
              QT_TRANSLATE_NOOP("CalibrationError", "no truck card found on the mat's card place")},
    ErrorForm{
        R"(no loading area \(white cells\) seen on the card)",
        QT_TRANSLATE_NOOP("CalibrationError", "no loading area (white cells) seen on the card")},
    ErrorForm{R"(no stick on the (\w+) place of the mat \(it looks like bare paper\))",
              QT_TRANSLATE_NOOP("CalibrationError",
                                "no stick on the %1 place of the mat (it looks like bare paper)")},
    ErrorForm{
        R"(the mat's white and black patches look alike: too dark, or the patches are covered)",
        QT_TRANSLATE_NOOP("CalibrationError",
                          "the mat's white and black patches look alike: too dark, or the "
                          "patches are covered")},
    ErrorForm{R"((?:colour calibration|card registration) needs a colour photo)",
              QT_TRANSLATE_NOOP("CalibrationError", "a colour photo is needed")},
};

QString argumentText(const QString& captured) {
    for (const char* word : kColourWords)
        if (captured == QLatin1String(word)) return QCoreApplication::translate(kContext, word);
    return captured;
}

const QRegularExpression& expressionOf(std::size_t index) {
    static const auto expressions = [] {
        std::array<QRegularExpression, kForms.size()> out;
        for (std::size_t i = 0; i < kForms.size(); ++i)
            out[i] = QRegularExpression(
                QRegularExpression::anchoredPattern(QString::fromUtf8(kForms[i].pattern)));
        return out;
    }();
    return expressions[index];
}

} // namespace

QString calibrationErrorText(const std::string& english) {
    const QString text = QString::fromStdString(english);
    for (std::size_t i = 0; i < kForms.size(); ++i) {
        const QRegularExpressionMatch match = expressionOf(i).match(text);
        if (!match.hasMatch()) continue;
        QString out = QCoreApplication::translate(kContext, kForms[i].text);
        for (int group = 1; group <= match.lastCapturedIndex(); ++group)
            out = out.arg(argumentText(match.captured(group)));
        return out;
    }
    return text;
}

bool isKnownCalibrationError(const std::string& english) {
    const QString text = QString::fromStdString(english);
    for (std::size_t i = 0; i < kForms.size(); ++i)
        if (expressionOf(i).match(text).hasMatch()) return true;
    return false;
}

} // namespace packmate::app
