#pragma once

#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace packmate::testing {

/// Installs the app's compiled translation of one language (as the app's Language does) while
/// alive. The test target defines PACKMATE_QM_DIR, where the build writes the .qm files.
class InstalledLanguage {
public:
    explicit InstalledLanguage(const QString& code) {
        loaded_ = translator_.load(QStringLiteral(PACKMATE_QM_DIR "/packmate_%1.qm").arg(code));
        if (loaded_) QCoreApplication::installTranslator(&translator_);
    }
    ~InstalledLanguage() {
        if (loaded_) QCoreApplication::removeTranslator(&translator_);
    }
    InstalledLanguage(const InstalledLanguage&) = delete;
    InstalledLanguage& operator=(const InstalledLanguage&) = delete;
    bool loaded() const { return loaded_; }

private:
    QTranslator translator_;
    bool loaded_ = false;
};

} // namespace packmate::testing
