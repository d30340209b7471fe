#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

#include <memory>

namespace dugout {

// Every persistent preference of Dugout, typed, with its default in one place.
// The application uses the platform's settings store; tests pass an INI file of their own.
class Settings
{
public:
    enum class Key { Language, MainWindowGeometry, MainWindowState, RecentDatabases };

    static constexpr int MaxRecentDatabases = 8;

    Settings();                                 // the user's settings
    explicit Settings(const QString &iniFile);  // an isolated file (tests)

    QString language() const;  // "" follows the system locale, else "en" or "fr"
    void setLanguage(const QString &language);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);

    // Most recent first, no duplicates, at most MaxRecentDatabases.
    QStringList recentDatabases() const;
    void addRecentDatabase(const QString &path);
    void removeRecentDatabase(const QString &path);

    void sync();

private:
    static QString keyName(Key key);
    QVariant value(Key key) const;
    void setValue(Key key, const QVariant &value);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace dugout
