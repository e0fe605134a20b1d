#include <packmate/app/scoring/VisionWarningText.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace packmate::app {
namespace {

constexpr const char* kContext = "VisionWarning";

/// One warning of vision (TruckScore, StickFinder, PhotoScorer): the pattern that reads its
/// English text, and the translatable template with %1… in the order of the pattern's groups.
struct WarningForm {
    const char* pattern;
    const char* text;
};

// Colour names are words of the colour table, translated in this context as well.
const std::array kColourWords{
    QT_TRANSLATE_NOOP("VisionWarning", "white"), QT_TRANSLATE_NOOP("VisionWarning", "grey"),
    QT_TRANSLATE_NOOP("VisionWarning", "brown"), QT_TRANSLATE_NOOP("VisionWarning", "turquoise"),
    QT_TRANSLATE_NOOP("VisionWarning", "violet")};

const std::array kForms{
    WarningForm{R"(no truck card found: hold the camera over the card, the whole card in view)",
                QT_TRANSLATE_NOOP("VisionWarning", "no truck card found: hold the camera over "
                                                   "the card, the whole card in view")},
    WarningForm{R"(check cell row (\d+), column (\d+))",
                QT_TRANSLATE_NOOP("VisionWarning", "check cell row %1, column %2")},
    WarningForm{R"(the table looks like (\w+) sticks: check the \w+ sticks beside the truck)",
                QT_TRANSLATE_NOOP("VisionWarning",
                                  "the table looks like %1 sticks: check the %1 sticks beside "
                                  "the truck")},
    WarningForm{
        R"(check the table round the truck: something stick-coloured that is not a whole stick)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "check the table round the truck: something stick-coloured "
                          "that is not a whole stick")},
    WarningForm{R"(check the card's orientation)",
                QT_TRANSLATE_NOOP("VisionWarning", "check the card's orientation")},
    WarningForm{R"((\w+) stick measures ([\d.]+) cells, expected (\d+))",
                QT_TRANSLATE_NOOP("VisionWarning", "%1 stick measures %2 cells, expected %3")},
    WarningForm{R"(the top view shows (\d+) covered cells, more than the cargo's (\d+))",
                QT_TRANSLATE_NOOP("VisionWarning",
                                  "the top view shows %1 covered cells, more than the cargo's "
                                  "%2")},
    WarningForm{R"((\d+) cell\(s\) show (\w+) on top, more than the cargo's \w+ sticks cover)",
                QT_TRANSLATE_NOOP("VisionWarning",
                                  "%1 cell(s) show %2 on top, more than the cargo's %2 sticks "
                                  "cover")},
    WarningForm{
        R"(the sticks seen beside the truck add up to (\d+) cells, the cargo and the top view leave (-?\d+): check the sticks beside the truck)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "the sticks seen beside the truck add up to %1 cells, the cargo "
                          "and the top view leave %2: check the sticks beside the truck")},
    WarningForm{R"((\d+) (\w+) stick\(s\) beside the truck but the cargo has only (\d+))",
                QT_TRANSLATE_NOOP("VisionWarning",
                                  "%1 %2 stick(s) beside the truck but the cargo has only %3")},
    WarningForm{
        R"((\d+) cell\(s\) show (\w+) on top, more than the (\d+) loaded \w+ stick\(s\) can cover)",
        QT_TRANSLATE_NOOP("VisionWarning", "%1 cell(s) show %2 on top, more than the %3 loaded %2 "
                                           "stick(s) can cover")},
    WarningForm{
        R"(cargo minus the sticks beside is (-?\d+) cells, but the top view shows (\d+) covered cell\(s\) \(room for (\d+)–(\d+)\): recount the sticks beside the truck)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "cargo minus the sticks beside is %1 cells, but the top view "
                          "shows %2 covered cell(s) (room for %3–%4): recount the sticks "
                          "beside the truck")},
    WarningForm{
        R"(a truck with (\d+) layers needs the cargo \(--cargo W,G,B,T,V\) to count the hidden cells)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to "
                          "count the hidden cells")},
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

QString visionWarningText(const std::string& english) {
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

bool isKnownVisionWarning(const std::string& english) {
    const QString text = QString::fromStdString(english);
    for (std::size_t i = 0; i < kForms.size(); ++i)
        if (expressionOf(i).match(text).hasMatch()) return true;
    return false;
}

} // namespace packmate::app
