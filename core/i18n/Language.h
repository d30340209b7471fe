#pragma once

#include <QString>

class QCoreApplication;

namespace dugout {

// Chooses and installs the interface language: an explicit choice ("en", "fr") wins, then
// the saved setting, then the system locale; anything else falls back to English.
class Language
{
public:
    static QString resolve(const QString &requested, const QString &saved);
    // Installs Dugout's and Qt's own translations for `language` on `app`.
    static void install(QCoreApplication &app, const QString &language);
    static bool isSupported(const QString &language);
};

} // namespace dugout
