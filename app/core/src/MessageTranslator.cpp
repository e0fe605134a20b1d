#include <packmate/app/MessageTranslator.h>

#include <QCoreApplication>

#include <utility>

namespace packmate::app {

MessageTranslator::MessageTranslator(const char* context, std::vector<MessageForm> forms,
                                     std::vector<const char*> words)
    : context_(context), forms_(std::move(forms)), words_(std::move(words)) {
    for (const MessageForm& form : forms_)
        expressions_.emplace_back(
            QRegularExpression::anchoredPattern(QString::fromUtf8(form.pattern)));
}

QString MessageTranslator::word(const QString& captured) const {
    for (const char* known : words_)
        if (captured == QLatin1String(known)) return QCoreApplication::translate(context_, known);
    return captured;
}

QString MessageTranslator::translate(const std::string& english) const {
    const QString text = QString::fromStdString(english);
    for (std::size_t i = 0; i < forms_.size(); ++i) {
        const QRegularExpressionMatch match = expressions_[i].match(text);
        if (!match.hasMatch()) continue;
        const int countGroup = forms_[i].countGroup;
        QString out = countGroup > 0
                          ? QCoreApplication::translate(context_, forms_[i].text, nullptr,
                                                        match.captured(countGroup).toInt())
                          : QCoreApplication::translate(context_, forms_[i].text);
        for (int group = 1; group <= match.lastCapturedIndex(); ++group)
            if (group != countGroup) out = out.arg(word(match.captured(group)));
        return out;
    }
    return text;
}

bool MessageTranslator::knows(const std::string& english) const {
    const QString text = QString::fromStdString(english);
    for (const QRegularExpression& expression : expressions_)
        if (expression.match(text).hasMatch()) return true;
    return false;
}

} // namespace packmate::app
