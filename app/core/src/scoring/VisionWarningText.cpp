#include <packmate/app/MessageTranslator.h>
#include <packmate/app/scoring/VisionWarningText.h>

#include <QCoreApplication>

#include <array>

namespace packmate::app {
namespace {

constexpr const char* kContext = "VisionWarning";

// Colour names are words of the colour table, translated in this context as well.
const std::array kColourWords{
    QT_TRANSLATE_NOOP("VisionWarning", "white"), QT_TRANSLATE_NOOP("VisionWarning", "grey"),
    QT_TRANSLATE_NOOP("VisionWarning", "brown"), QT_TRANSLATE_NOOP("VisionWarning", "turquoise"),
    QT_TRANSLATE_NOOP("VisionWarning", "violet")};

const std::array kForms{
    MessageForm{R"(no truck card found: hold the camera over the card, the whole card in view)",
                QT_TRANSLATE_NOOP("VisionWarning", "no truck card found: hold the camera over "
                                                   "the card, the whole card in view")},
    MessageForm{R"(check cell row (\d+), column (\d+))",
                QT_TRANSLATE_NOOP("VisionWarning", "check cell row %1, column %2")},
    MessageForm{R"(the table looks like (\w+) sticks: check the \w+ sticks beside the truck)",
                QT_TRANSLATE_NOOP("VisionWarning",
                                  "the table looks like %1 sticks: check the %1 sticks beside "
                                  "the truck")},
    MessageForm{
        R"(check the table round the truck: something stick-coloured that is not a whole stick)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "check the table round the truck: something stick-coloured "
                          "that is not a whole stick")},
    MessageForm{R"(check the card's orientation)",
                QT_TRANSLATE_NOOP("VisionWarning", "check the card's orientation")},
    MessageForm{R"((\w+) stick measures ([\d.]+) cells, expected (\d+))",
                QT_TRANSLATE_NOOP("VisionWarning", "%1 stick measures %2 cells, expected %3")},
    MessageForm{R"(the top view shows (\d+) covered cells?, more than the cargo's (\d+))",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "the top view shows %n covered cell(s), more than the "
                                    "cargo's %1"),
                1},
    MessageForm{R"((\d+) cells? shows? (\w+) on top, more than the cargo's \w+ sticks cover)",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "%n cell(s) show %1 on top, more than the cargo's %1 sticks "
                                    "cover"),
                1},
    MessageForm{
        R"(the sticks seen beside the truck add up to (\d+) cells?, the cargo and the top view leave (-?\d+): check the sticks beside the truck)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "the sticks seen beside the truck add up to %n cell(s), the cargo "
                            "and the top view leave %1: check the sticks beside the truck"),
        1},
    MessageForm{
        R"(the top view shows (\d+) covered cells?, the cargo minus the sure sticks beside leaves (-?\d+): their count stands, check the marked cells)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "the top view shows %n covered cell(s), the cargo minus the sure "
                            "sticks beside leaves %1: their count stands, check the marked cells"),
        1},
    MessageForm{
        R"(the top view shows (\d+) covered cells?, the cargo minus the sticks beside leaves (-?\d+): white cubes read as bare card are the likelier story, check the marked cells)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "the top view shows %n covered cell(s), the cargo minus the sticks "
                            "beside leaves %1: white cubes read as bare card are the likelier "
                            "story, check the marked cells"),
        1},
    MessageForm{R"((\d+) (\w+) sticks? beside the truck but the cargo has only (\d+))",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "%n %1 stick(s) beside the truck but the cargo has only %2"),
                1},
    MessageForm{R"((\d+) least sure (\w+) sticks? left out of the count, to check)",
                QT_TRANSLATE_N_NOOP("VisionWarning",
                                    "%n least sure %1 stick(s) left out of the count, to check"),
                1},
    MessageForm{
        R"((\d+) cells? shows? (\w+) on top, more than the loaded \w+ sticks can cover \(loaded: (\d+)\))",
        QT_TRANSLATE_N_NOOP("VisionWarning", "%n cell(s) show %1 on top, more than the loaded %1 "
                                             "sticks can cover (loaded: %2)"),
        1},
    MessageForm{
        R"(cargo minus the sticks beside leaves (-?\d+) to load, but the top view shows (\d+) covered cells? \(room for (\d+)–(\d+)\): recount the sticks beside the truck)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "cargo minus the sticks beside leaves %1 to load, but the top view "
                            "shows %n covered cell(s) (room for %2–%3): recount the sticks "
                            "beside the truck"),
        2},
    MessageForm{
        R"(cargo minus the sticks beside leaves (\d+) to load, more than the truck's (\d+): some sticks beside the truck were not seen)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "cargo minus the sticks beside leaves %1 to load, more than the "
                          "truck's %2: some sticks beside the truck were not seen")},
    MessageForm{
        R"(the reading gives a penalty of (\d+), below the best any loading of this cargo can score \((\d+)\): sticks beside the truck were not seen, or cells were misread)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "the reading gives a penalty of %1, below the best any loading of "
                          "this cargo can score (%2): sticks beside the truck were not seen, or "
                          "cells were misread")},
    MessageForm{
        R"(the sticks the count leaves loaded \((\d+) cells?\) cannot all lie on this truck: sticks beside the truck were not seen, or misread)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "the sticks the count leaves loaded (%n cell(s)) cannot all lie on "
                            "this truck: sticks beside the truck were not seen, or misread"),
        1},
    MessageForm{
        R"(the top view as read cannot be laid with whole sticks: (\d+) unsure cells? read as the nearest top that can, check the marked cells)",
        QT_TRANSLATE_N_NOOP("VisionWarning",
                            "the top view as read cannot be laid with whole sticks: %n unsure "
                            "cell(s) read as the nearest top that can, check the marked cells"),
        1},
    MessageForm{
        R"(no loading of the sticks the count leaves loaded shows this top view; one more (\w+) stick beside the truck would explain it: look for an unseen \w+ stick)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "no loading of the sticks the count leaves loaded shows this top view; "
                          "one more %1 stick beside the truck would explain it: look for an "
                          "unseen %1 stick")},
    MessageForm{
        R"(no loading of the sticks the count leaves loaded shows this top view; two more (\w+) sticks beside the truck would explain it: look for two unseen \w+ sticks)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "no loading of the sticks the count leaves loaded shows this top view; "
                          "two more %1 sticks beside the truck would explain it: look for two "
                          "unseen %1 sticks")},
    MessageForm{
        R"(no loading of the sticks the count leaves loaded shows this top view: sticks beside the truck were not seen, or cells were misread)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "no loading of the sticks the count leaves loaded shows this top view: "
                          "sticks beside the truck were not seen, or cells were misread")},
    MessageForm{
        R"(a truck with (\d+) layers needs the cargo \(--cargo W,G,B,T,V\) to count the hidden cells)",
        QT_TRANSLATE_NOOP("VisionWarning",
                          "a truck with %1 layers needs the cargo (--cargo W,G,B,T,V) to "
                          "count the hidden cells")},
};

const MessageTranslator& translator() {
    static const MessageTranslator instance(kContext, {kForms.begin(), kForms.end()},
                                            {kColourWords.begin(), kColourWords.end()});
    return instance;
}

} // namespace

QString visionWarningText(const std::string& english) {
    return translator().translate(english);
}

bool isKnownVisionWarning(const std::string& english) {
    return translator().knows(english);
}

} // namespace packmate::app
