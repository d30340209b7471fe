// The NAF tournament report (issue 17.4): the XML organisers upload, validated against its
// structure (tests/data/naf_report.xsd, with xmllint), read back, and free of the mistakes other
// tools make (wrong dates, wrong race names, names that break the XML).
#include "core/rules/RulesetLoader.h"
#include "core/tournament/NafReport.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

Tournament smallTournament()
{
    Tournament t;
    t.name = u"Spike Open"_s;
    t.organiser = u"Lutèce <BB> & co"_s;
    t.startDate = QDate(2026, 11, 28);
    t.entrants = {{1, u"Tom & Jerry"_s, u"1234"_s, {}, {}, {}, u"human"_s, true, 1},
                  {2, u"Zoé \"Z\""_s, u"56789"_s, {}, {}, {}, u"dark_elf"_s, true, 1},
                  {3, u"No Number"_s, {}, {}, {}, {}, u"orc"_s, true, 1},
                  {4, u"Ödön"_s, u"42"_s, {}, {}, {}, u"nurgle"_s, true, 1}};
    auto game = [](int round, int table, qint64 home, qint64 away, int htd, int atd, int hcas,
                   int acas, QDateTime at) {
        TournamentGame g;
        g.round = round;
        g.table = table;
        g.homeId = home;
        g.awayId = away;
        g.played = true;
        g.homeTouchdowns = htd;
        g.awayTouchdowns = atd;
        g.homeCasualties = hcas;
        g.awayCasualties = acas;
        g.startsAt = at;
        return g;
    };
    t.games = {game(1, 1, 1, 2, 2, 1, 3, 0, QDateTime(QDate(2026, 11, 28), QTime(10, 5))),
               game(1, 2, 3, 4, 0, 1, 0, 0, QDateTime(QDate(2026, 11, 28), QTime(10, 5))),
               game(2, 1, 1, 4, 1, 1, 1, 2, QDateTime(QDate(2026, 12, 28), QTime(14, 30))),
               game(2, 2, 2, 0, 0, 0, 0, 0, QDateTime(QDate(2026, 12, 28), QTime(14, 30)))};
    t.games[3].awayId = 0; // a bye is not a game
    return t;
}

// xmllint's verdict on `xml` against the report's schema: empty when valid.
QString validate(const QByteArray &xml)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"report.xml"_s);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(xml) != xml.size())
        return u"could not write"_s;
    file.close();
    QProcess lint;
    lint.start(u"xmllint"_s, {u"--noout"_s, u"--schema"_s,
                              QStringLiteral(DUGOUT_TEST_DATA_DIR "/naf_report.xsd"), path});
    if (!lint.waitForFinished(30000))
        return u"xmllint did not run (install libxml2-utils)"_s;
    if (lint.exitStatus() != QProcess::NormalExit || lint.exitCode() != 0)
        return QString::fromUtf8(lint.readAllStandardError());
    return {};
}

} // namespace

class TestNafReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void validAgainstTheStructure();
    void readsBack();
    void timeStamps_data();
    void timeStamps();
    void everyRosterHasItsNafName();
    void schemaRefusesWhatIsWrong_data();
    void schemaRefusesWhatIsWrong();
};

void TestNafReport::validAgainstTheStructure()
{
    QStringList leftOut;
    const QByteArray xml = NafReport::write(smallTournament(), &leftOut);
    const QString verdict = validate(xml);
    QVERIFY2(verdict.isEmpty(), qPrintable(verdict + QString::fromUtf8(xml)));
    QCOMPARE(leftOut, QStringList{u"No Number: no NAF number, left out with their games."_s});
}

void TestNafReport::readsBack()
{
    const QByteArray xml = NafReport::write(smallTournament());
    QXmlStreamReader reader(xml);
    QStringList coaches;
    QStringList teams;
    QStringList stamps;
    QStringList records;
    QString organiser;
    QStringList path;
    QString record;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            path.append(reader.name().toString());
        } else if (reader.isEndElement()) {
            if (path.last() == u"playerRecord"_s) {
                records.append(record);
                record.clear();
            }
            path.removeLast();
        } else if (reader.isCharacters() && !reader.isWhitespace()) {
            const QString text = reader.text().toString();
            const QString where = path.join(u'/');
            if (where == u"nafReport/organiser"_s)
                organiser = text;
            else if (where == u"nafReport/coaches/coach/name"_s)
                coaches.append(text);
            else if (where == u"nafReport/coaches/coach/team"_s)
                teams.append(text);
            else if (where == u"nafReport/game/timeStamp"_s)
                stamps.append(text);
            else if (where.startsWith(u"nafReport/game/playerRecord/"_s))
                record += path.last() + u'=' + text + u' ';
        }
    }
    QVERIFY2(!reader.hasError(), qPrintable(reader.errorString()));
    QCOMPARE(organiser, u"Lutèce <BB> & co"_s);
    QCOMPARE(coaches, (QStringList{u"Tom & Jerry"_s, u"Zoé \"Z\""_s, u"Ödön"_s}));
    QCOMPARE(teams, (QStringList{u"Humans"_s, u"Dark Elves"_s, u"Nurgle's Rotters"_s}));
    // Two games between members; the game of the coach without a number and the bye are left out.
    QCOMPARE(stamps, (QStringList{u"2026-11-28 10:05"_s, u"2026-12-28 14:30"_s}));
    QCOMPARE(
        records,
        (QStringList{u"name=Tom & Jerry number=1234 teamRating=110 touchDowns=2 badlyHurt=3 "_s,
                     u"name=Zoé \"Z\" number=56789 teamRating=110 touchDowns=1 badlyHurt=0 "_s,
                     u"name=Tom & Jerry number=1234 teamRating=110 touchDowns=1 badlyHurt=1 "_s,
                     u"name=Ödön number=42 teamRating=110 touchDowns=1 badlyHurt=2 "_s}));
}

// Issue 17.4: "avoid the errors known in other tools (wrong dates ...)". Tourma's pattern
// "YYYY-MM-dd HH:MM" writes the week's year and puts the month where the minutes go.
void TestNafReport::timeStamps_data()
{
    QTest::addColumn<QDateTime>("time");
    QTest::addColumn<QString>("expected");
    QTest::newRow("17.4 minutes, not the month")
        << QDateTime(QDate(2026, 11, 28), QTime(10, 5)) << u"2026-11-28 10:05"_s;
    QTest::newRow("17.4 the calendar year in the last week of December")
        << QDateTime(QDate(2026, 12, 28), QTime(9, 0)) << u"2026-12-28 09:00"_s;
    QTest::newRow("17.4 the calendar year in the first days of January")
        << QDateTime(QDate(2027, 1, 1), QTime(23, 59)) << u"2027-01-01 23:59"_s;
    QTest::newRow("17.4 24-hour clock")
        << QDateTime(QDate(2026, 6, 6), QTime(15, 45)) << u"2026-06-06 15:45"_s;
}

void TestNafReport::timeStamps()
{
    QFETCH(QDateTime, time);
    QFETCH(QString, expected);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Arabic, QLocale::Egypt)); // other digits
    const QString got = NafReport::timeStamp(time);
    QLocale::setDefault(before);
    QCOMPARE(got, expected);
}

// Issue 17.4: "... wrong race names": every team of the rulebook has the NAF's own name, and
// the schema knows it.
void TestNafReport::everyRosterHasItsNafName()
{
    const auto rules = RulesetLoader::builtIn();
    QVERIFY(rules);
    Tournament t;
    t.organiser = u"X"_s;
    qint64 id = 0;
    for (const Roster &roster : rules->rosters()) {
        QVERIFY2(!NafReport::nafRace(roster.id).isEmpty(), qPrintable(roster.id));
        ++id;
        t.entrants.append({id, roster.id, QString::number(id), {}, {}, {}, roster.id, true, 1});
    }
    QCOMPARE(int(id), 24);
    QStringList leftOut;
    const QString verdict = validate(NafReport::write(t, &leftOut));
    QVERIFY2(verdict.isEmpty(), qPrintable(verdict));
    QVERIFY(leftOut.isEmpty());
}

// The validation can fail: the schema refuses the mistakes it exists to catch.
void TestNafReport::schemaRefusesWhatIsWrong_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::newRow("17.4 a date in a locale's format")
        << u"2026-11-28 10:05"_s << u"28/11/2026 10:05"_s;
    QTest::newRow("17.4 a translated race")
        << u"<team>Humans</team>"_s << u"<team>Humains</team>"_s;
    QTest::newRow("17.4 a NAF number with a separator")
        << u"<number>56789</number>"_s << u"<number>56 789</number>"_s;
    QTest::newRow("17.4 one player in a game") << u"<game>"_s << u"<game><!-- -->"_s;
}

void TestNafReport::schemaRefusesWhatIsWrong()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QString xml = QString::fromUtf8(NafReport::write(smallTournament()));
    QVERIFY(xml.contains(from));
    if (from == u"<game>"_s) {
        // Drop the second player record of the first game.
        const qsizetype second =
            xml.indexOf(u"<playerRecord>"_s, xml.indexOf(u"</playerRecord>"_s));
        const qsizetype end = xml.indexOf(u"</playerRecord>"_s, second) + 15;
        xml.remove(second, end - second);
    } else {
        xml.replace(xml.indexOf(from), from.size(), to);
    }
    QVERIFY(!validate(xml.toUtf8()).isEmpty());
}

QTEST_GUILESS_MAIN(TestNafReport)
#include "tst_naf_report.moc"
