// The typed settings class: defaults and a round trip through a file.
#include "core/settings/Settings.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using dugout::Settings;

class TestSettings : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void defaults()
    {
        Settings settings(m_dir.filePath(u"defaults.ini"_s));
        QCOMPARE(settings.language(), QString());
        QVERIFY(settings.mainWindowGeometry().isEmpty());
        QVERIFY(settings.mainWindowState().isEmpty());
        QVERIFY(settings.recentDatabases().isEmpty());
    }

    void roundTrip()
    {
        const QString file = m_dir.filePath(u"roundtrip.ini"_s);
        {
            Settings settings(file);
            settings.setLanguage(u"fr"_s);
            settings.setMainWindowGeometry(QByteArray("\x01\x02geometry", 10));
            settings.setMainWindowState("state");
            settings.addRecentDatabase(u"/tmp/a.sqlite"_s);
            settings.addRecentDatabase(u"/tmp/b.sqlite"_s);
            settings.sync();
        }
        Settings reread(file);
        QCOMPARE(reread.language(), u"fr"_s);
        QCOMPARE(reread.mainWindowGeometry(), QByteArray("\x01\x02geometry", 10));
        QCOMPARE(reread.mainWindowState(), QByteArray("state"));
        QCOMPARE(reread.recentDatabases(), (QStringList{u"/tmp/b.sqlite"_s, u"/tmp/a.sqlite"_s}));
    }

    void unknownLanguageReadsAsUnset()
    {
        Settings settings(m_dir.filePath(u"lang.ini"_s));
        settings.setLanguage(u"tlh"_s);
        QCOMPARE(settings.language(), QString());
    }

    void recentDatabasesMoveToFrontAndStayBounded()
    {
        Settings settings(m_dir.filePath(u"recent.ini"_s));
        for (int i = 0; i < Settings::MaxRecentDatabases + 3; ++i)
            settings.addRecentDatabase(u"/tmp/league-%1.sqlite"_s.arg(i));
        QCOMPARE(settings.recentDatabases().size(), Settings::MaxRecentDatabases);
        QCOMPARE(settings.recentDatabases().first(), u"/tmp/league-10.sqlite"_s);

        settings.addRecentDatabase(u"/tmp/league-5.sqlite"_s);
        QCOMPARE(settings.recentDatabases().first(), u"/tmp/league-5.sqlite"_s);
        QCOMPARE(settings.recentDatabases().count(u"/tmp/league-5.sqlite"_s), 1);
        QCOMPARE(settings.recentDatabases().size(), Settings::MaxRecentDatabases);

        settings.removeRecentDatabase(u"/tmp/league-5.sqlite"_s);
        QVERIFY(!settings.recentDatabases().contains(u"/tmp/league-5.sqlite"_s));
    }

    // The tracked match on screen is resumed with its own database only.
    void openMatchBelongsToItsDatabase()
    {
        const QString file = m_dir.filePath(u"matches.ini"_s);
        {
            Settings settings(file);
            QCOMPARE(settings.openMatch(u"/tmp/a.sqlite"_s), 0);
            QVERIFY(!settings.turnTimer());
            QVERIFY(!settings.matchClock());
            settings.setOpenMatch(u"/tmp/a.sqlite"_s, 7);
            settings.setTurnTimer(true);
            settings.setMatchClock(true);
            settings.sync();
        }
        Settings reread(file);
        QCOMPARE(reread.openMatch(u"/tmp/a.sqlite"_s), 7);
        QCOMPARE(reread.openMatch(u"/tmp/b.sqlite"_s), 0);
        QVERIFY(reread.turnTimer());
        QVERIFY(reread.matchClock());
        reread.setOpenMatch(u"/tmp/b.sqlite"_s, 0); // another database's: nothing to clear
        QCOMPARE(reread.openMatch(u"/tmp/a.sqlite"_s), 7);
        reread.setOpenMatch(u"/tmp/a.sqlite"_s, 0);
        QCOMPARE(reread.openMatch(u"/tmp/a.sqlite"_s), 0);
    }
};

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
