#include <packmate/app/MessageTranslator.h>

#include <QCoreApplication>

#include <utility>

namespace packmate::app {

QString fillPlaceholders(const QString& wording, const QStringList& values) {
    QString text;
    for (qsizetype i = 0; i < wording.size(); ++i) {
        const int slot = i + 1 < wording.size() && wording[i] == QLatin1Char('%')
                             ? wording[i + 1].digitValue()
                             : -1;
        if (slot >= 1 && slot <= values.size()) {
            text += values[slot - 1];
            ++i;
        } else {
            text += wording[i];
        }
    }
    return text;
}

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
        QStringList values;
        for (int group = 1; group <= match.lastCapturedIndex(); ++group)
            if (group != countGroup) values << word(match.captured(group));
        return fillPlaceholders(out, values);
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
