#pragma once

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <string>
#include <vector>

namespace packmate::app {

/// One English message of a library (vision, calibration): the pattern that reads it, and the
/// translatable template with %1… in the order of the pattern's groups. A message that counts
/// something names its count's group (1-based): the template has %n there, so each language
/// writes the count in its own plural form, and the other groups fill %1… in order.
struct MessageForm {
    const char* pattern;
    const char* text;
    int countGroup = 0;
};

/// `wording` with every %1…%9 replaced by the value of that number, in one pass: a value that
/// itself holds "%2" (a player's name, a file's) stays as it is, where QString::arg in a row
/// would fill it in turn. A number without a value is left as it is.
QString fillPlaceholders(const QString& wording, const QStringList& values);

/// Puts the English messages of a library into the app's language, numbers kept and the
/// captured words of `words` (colour names) translated too, all in one translation context.
/// The forms and words are marked for lupdate where they are written (QT_TRANSLATE_NOOP,
/// QT_TRANSLATE_N_NOOP with the same context).
class MessageTranslator {
public:
    MessageTranslator(const char* context, std::vector<MessageForm> forms,
                      std::vector<const char*> words);

    /// The message in the installed language; an unknown message comes back as it is.
    QString translate(const std::string& english) const;
    /// True when a form reads `english`.
    bool knows(const std::string& english) const;
    /// `captured` in the installed language when it is one of the words, else as it is.
    QString word(const QString& captured) const;

private:
    const char* context_;
    std::vector<MessageForm> forms_;
    std::vector<const char*> words_;
    std::vector<QRegularExpression> expressions_;
};

} // namespace packmate::app
