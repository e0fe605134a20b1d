#include <packmate/app/scoring/VisionWarningText.h>

#include <QCoreApplication>
#include <QRegularExpression>

#include <array>

namespace packmate::app {
namespace {

constexpr const char* kContext = "VisionWarning";

/// One warning of vision (TruckScore, StickFinder, PhotoScorer): the pattern that reads its
/// English text, and the translatable template with %1… in the order of the pattern's groups.
/// A warning that counts something names the group of the count (1-based): its template has
/// %n there, so each language writes the count in its own plural form, and the other groups
/// fill %1… in order.
struct WarningForm {
    const char* pattern;
    const char* text;
    int countGroup = 0;
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
    WarningForm{R"(the top view shows (\d+) covered cells?, more than the cargo's (\d+))",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "the top view shows %n covered cell(s), more than the "
                                    "cargo's %1"),
                1},
    WarningForm{R"((\d+) cells? shows? (\w+) on top, more than the cargo's \w+ sticks cover)",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "%n cell(s) show %1 on top, more than the cargo's %1 sticks "
                                    "cover"),
                1},
    WarningForm{
        R"(the sticks seen beside the truck add up to (\d+) cells?, the cargo and the top view leave (-?\d+): check the sticks beside the truck)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "the sticks seen beside the truck add up to %n cell(s), the cargo "
                            "and the top view leave %1: check the sticks beside the truck"),
        1},
    WarningForm{R"((\d+) (\w+) sticks? beside the truck but the cargo has only (\d+))",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "%n %1 stick(s) beside the truck but the cargo has only %2"),
                1},
    WarningForm{
        R"((\d+) cells? shows? (\w+) on top, more than the loaded \w+ sticks can cover \(loaded: (\d+)\))",
        QT_TRANSLATE_N_NOOP("VisionWarning", "%n cell(s) show %1 on top, more than the loaded %1 "
                                             "sticks can cover (loaded: %2)"),
        1},
    WarningForm{
        R"(cargo minus the sticks beside leaves (-?\d+) to load, but the top view shows (\d+) covered cells? \(room for (\d+)–(\d+)\): recount the sticks beside the truck)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "cargo minus the sticks beside leaves %1 to load, but the top view "
                            "shows %n covered cell(s) (room for %2–%3): recount the sticks "
                            "beside the truck"),
        2},
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
        const int countGroup = kForms[i].countGroup;
        QString out = countGroup > 0
                          ? QCoreApplication::translate(kContext, kForms[i].text, nullptr,
                                                        match.captured(countGroup).toInt())
                          : QCoreApplication::translate(kContext, kForms[i].text);
        for (int group = 1; group <= match.lastCapturedIndex(); ++group)
            if (group != countGroup) out = out.arg(argumentText(match.captured(group)));
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
