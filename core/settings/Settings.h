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
    enum class Key {
        Language,
        MainWindowGeometry,
        MainWindowState,
        RecentDatabases,
        OpenMatch,
        TurnTimer,
        MatchClock
    };

    static constexpr int MaxRecentDatabases = 8;

    Settings();                                // the user's settings
    explicit Settings(const QString &iniFile); // an isolated file (tests)

    QString language() const; // "" follows the system locale, else "en" or "fr"
    void setLanguage(const QString &language);

    QByteArray mainWindowGeometry() const;
    void setMainWindowGeometry(const QByteArray &geometry);
    QByteArray mainWindowState() const;
    void setMainWindowState(const QByteArray &state);

    // Most recent first, no duplicates, at most MaxRecentDatabases.
    QStringList recentDatabases() const;
    void addRecentDatabase(const QString &path);
    void removeRecentDatabase(const QString &path);

    // The tracked match that was on screen when Dugout last closed, in the database at
    // `databasePath`, resumed when that database opens again; 0 for none. 0 clears it.
    qint64 openMatch(const QString &databasePath) const;
    void setOpenMatch(const QString &databasePath, qint64 matchId);
    // The tracker's optional four-minute turn timer and match clock (off by default).
    bool turnTimer() const;
    void setTurnTimer(bool on);
    bool matchClock() const;
    void setMatchClock(bool on);

    void sync();

private:
    static QString keyName(Key key);
    QVariant value(Key key) const;
    void setValue(Key key, const QVariant &value);

    std::unique_ptr<QSettings> m_settings;
};

} // namespace dugout
