#include "Settings.h"

#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace dugout {

Settings::Settings() : m_settings(std::make_unique<QSettings>()) {}

Settings::Settings(const QString &iniFile)
    : m_settings(std::make_unique<QSettings>(iniFile, QSettings::IniFormat))
{
}

QString Settings::keyName(Key key)
{
    switch (key) {
    case Key::Language:
        return u"general/language"_s;
    case Key::MainWindowGeometry:
        return u"mainWindow/geometry"_s;
    case Key::MainWindowState:
        return u"mainWindow/state"_s;
    case Key::RecentDatabases:
        return u"files/recentDatabases"_s;
    case Key::OpenMatch:
        return u"matches/openMatch"_s;
    case Key::TurnTimer:
        return u"matches/turnTimer"_s;
    case Key::MatchClock:
        return u"matches/matchClock"_s;
    }
    Q_UNREACHABLE();
}

QVariant Settings::value(Key key) const
{
    return m_settings->value(keyName(key));
}

void Settings::setValue(Key key, const QVariant &value)
{
    m_settings->setValue(keyName(key), value);
}

QString Settings::language() const
{
    const QString language = value(Key::Language).toString();
    return (language == u"en"_s || language == u"fr"_s) ? language : QString();
}

void Settings::setLanguage(const QString &language)
{
    setValue(Key::Language, language);
}

QByteArray Settings::mainWindowGeometry() const
{
    return value(Key::MainWindowGeometry).toByteArray();
}

void Settings::setMainWindowGeometry(const QByteArray &geometry)
{
    setValue(Key::MainWindowGeometry, geometry);
}

QByteArray Settings::mainWindowState() const
{
    return value(Key::MainWindowState).toByteArray();
}

void Settings::setMainWindowState(const QByteArray &state)
{
    setValue(Key::MainWindowState, state);
}

QStringList Settings::recentDatabases() const
{
    return value(Key::RecentDatabases).toStringList();
}

void Settings::addRecentDatabase(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList recent = recentDatabases();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > MaxRecentDatabases)
        recent.removeLast();
    setValue(Key::RecentDatabases, recent);
}

void Settings::removeRecentDatabase(const QString &path)
{
    QStringList recent = recentDatabases();
    recent.removeAll(QFileInfo(path).absoluteFilePath());
    setValue(Key::RecentDatabases, recent);
}

qint64 Settings::openMatch(const QString &databasePath) const
{
    // Kept as [database path, match id]: an id means nothing in another database.
    const QStringList stored = value(Key::OpenMatch).toStringList();
    if (stored.size() != 2 || stored.at(0) != QFileInfo(databasePath).absoluteFilePath())
        return 0;
    return stored.at(1).toLongLong();
}

void Settings::setOpenMatch(const QString &databasePath, qint64 matchId)
{
    if (matchId <= 0) {
        if (openMatch(databasePath) > 0)
            m_settings->remove(keyName(Key::OpenMatch));
        return;
    }
    setValue(Key::OpenMatch,
             QStringList{QFileInfo(databasePath).absoluteFilePath(), QString::number(matchId)});
}

bool Settings::turnTimer() const
{
    return value(Key::TurnTimer).toBool();
}

void Settings::setTurnTimer(bool on)
{
    setValue(Key::TurnTimer, on);
}

bool Settings::matchClock() const
{
    return value(Key::MatchClock).toBool();
}

void Settings::setMatchClock(bool on)
{
    setValue(Key::MatchClock, on);
}

void Settings::sync()
{
    m_settings->sync();
}

} // namespace dugout
