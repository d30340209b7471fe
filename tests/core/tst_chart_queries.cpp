// The charts' series as core reads them from the database (issue 22.1): a team's value,
// treasury and fan factor after each match, a player's SPP with the experience levels (the
// star player point table, resources/rules/lrb6/tables.json "spp_levels"), a season's
// touchdowns and casualties per round, and each team's position round by round (standings,
// rulebook l.3876–4350: 3 points a win, 1 a draw, then head-to-head, touchdown and casualty
// difference). Every expected number below was worked out by hand from the four matches.
#include "../support/TeamFixtures.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"
#include "core/storage/LeagueChartQuery.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamChartQuery.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamRules.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Values = QList<qint64>;

class TestChartQueries : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    std::unique_ptr<Database> m_db;
    std::shared_ptr<const Ruleset> m_rules;
    QHash<QString, qint64> m_team;  // "A".."D" → id
    QHash<QString, qint64> m_match; // "A-B"… → id
    qint64 m_season = 0;
    qint64 m_emptySeason = 0;
    qint64 m_rookie = 0;  // hired by B after its first match
    qint64 m_aScorer = 0; // A's last player, who scores A's touchdowns
    qint64 m_bScorer = 0; // B's last player before the rookie

    qint64 storedTeam(const QString &name)
    {
        // 7 linemen (50k) and 4 blitzers (90k): 710,000 spent, 290,000 left in the treasury.
        Team team = test::humanTeam(*m_rules);
        team.name = name;
        if (!TeamRules(*m_rules).confirm(team))
            qFatal("cannot confirm");
        if (!TeamStore(*m_db).save(team))
            qFatal("cannot save");
        return team.id;
    }

    // A result made by hand: the team's last player scores its touchdowns (3 SPP each), each
    // team wins 10,000 per touchdown plus 10,000, the winner gains one fan factor.
    qint64 play(const QString &home, const QString &away, qint64 fixtureId, int homeScore,
                int awayScore, int homeCasualties, int awayCasualties, bool hireRookie = false)
    {
        TeamStore teams(*m_db);
        const Team homeBefore = *teams.load(m_team[home]);
        const Team awayBefore = *teams.load(m_team[away]);
        PostMatchResult result;
        result.home = homeBefore;
        result.away = awayBefore;
        const int scores[2] = {homeScore, awayScore};
        Team *sides[2] = {&result.home, &result.away};
        for (int i = 0; i < 2; ++i) {
            sides[i]->players.last().spp += 3 * scores[i];
            sides[i]->ledger << LedgerEntry{
                0, 10000 * (scores[i] + 1),        LedgerEntry::Kind::Winnings, u"Winnings"_s,
                0, QDateTime::currentDateTimeUtc()};
            if (scores[i] > scores[1 - i])
                sides[i]->fanFactor += 1;
        }
        if (hireRookie) {
            Player rookie;
            rookie.number = 12;
            rookie.name = u"Rookie"_s;
            rookie.positionId = u"human.lineman"_s;
            result.away.players << rookie;
        }
        result.record.leagueId = LeagueStore(*m_db).leagueOfTeam(homeBefore.id);
        result.record.seasonId = m_season;
        result.record.fixtureId = fixtureId;
        result.record.home.teamId = homeBefore.id;
        result.record.home.score = homeScore;
        result.record.away.teamId = awayBefore.id;
        result.record.away.score = awayScore;
        result.summary = MatchSummary{0,
                                      m_season,
                                      0,
                                      homeBefore.id,
                                      awayBefore.id,
                                      homeScore,
                                      awayScore,
                                      homeCasualties,
                                      awayCasualties,
                                      std::nullopt};
        qint64 matchId = 0;
        QString error;
        if (!LeagueStore(*m_db).confirmResult(result, homeBefore, awayBefore, &matchId, &error))
            qFatal("cannot confirm: %s", qPrintable(error));
        return matchId;
    }

    qint64 fixture(int round, const QString &home, const QString &away)
    {
        Fixture fixture{0, m_season, 0, round, m_team[home], m_team[away], 0};
        if (!LeagueStore(*m_db).addFixture(fixture))
            qFatal("cannot add fixture");
        return fixture.id;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        DatabaseError openError;
        m_db = Database::open(m_dir.filePath(u"charts.sqlite"_s), &openError);
        QVERIFY2(m_db, qPrintable(openError.message));
        for (const QString &name : {u"A"_s, u"B"_s, u"C"_s, u"D"_s})
            m_team.insert(name, storedTeam(name));
        LeagueStore store(*m_db);
        League league;
        league.name = u"Chart League"_s;
        league.teamIds = {m_team["A"_L1], m_team["B"_L1], m_team["C"_L1], m_team["D"_L1]};
        QString error;
        QVERIFY2(store.save(league, &error), qPrintable(error));
        Season season;
        season.leagueId = league.id;
        season.name = u"Season 1"_s;
        for (qint64 id : league.teamIds)
            season.entries << SeasonEntry{id, 0};
        QVERIFY(store.saveSeason(season));
        m_season = season.id;
        Season empty;
        empty.leagueId = league.id;
        empty.name = u"Season 2"_s;
        QVERIFY(store.saveSeason(empty));
        m_emptySeason = empty.id;

        m_aScorer = TeamStore(*m_db).load(m_team["A"_L1])->players.last().id;
        m_bScorer = TeamStore(*m_db).load(m_team["B"_L1])->players.last().id;
        // Round 1: A 2–1 B (A inflicts a casualty), C 0–0 D (C inflicts one).
        m_match.insert(u"A-B"_s,
                       play(u"A"_s, u"B"_s, fixture(1, u"A"_s, u"B"_s), 2, 1, 1, 0, true));
        m_match.insert(u"C-D"_s, play(u"C"_s, u"D"_s, fixture(1, u"C"_s, u"D"_s), 0, 0, 1, 0));
        // Round 2: A 1–0 C, B 3–1 D.
        m_match.insert(u"A-C"_s, play(u"A"_s, u"C"_s, fixture(2, u"A"_s, u"C"_s), 1, 0, 0, 0));
        m_match.insert(u"B-D"_s, play(u"B"_s, u"D"_s, fixture(2, u"B"_s, u"D"_s), 3, 1, 0, 0));
        // Outside the schedule: A 0–2 D, D inflicts a casualty.
        m_match.insert(u"A-D"_s, play(u"A"_s, u"D"_s, 0, 0, 2, 0, 1));
        m_rookie = TeamStore(*m_db).load(m_team["B"_L1])->players.last().id;
        QVERIFY(m_rookie != m_bScorer);
    }

    void teamHistory_data()
    {
        QTest::addColumn<QString>("team");
        QTest::addColumn<Values>("value");
        QTest::addColumn<Values>("treasury");
        QTest::addColumn<Values>("fanFactor");
        // A: won 2–1 (+30k, FF 1), won 1–0 (+20k, FF 2), lost 0–2 (+10k). Team value 710k plus
        // 10k a fan factor.
        QTest::newRow("A, three matches")
            << u"A"_s << Values{710000, 720000, 730000, 730000}
            << Values{290000, 320000, 340000, 350000} << Values{0, 1, 2, 2};
        // C: drew 0–0 (+10k), lost 0–1 (+10k): no fan factor gained.
        QTest::newRow("C, two matches without a win")
            << u"C"_s << Values{710000, 710000, 710000} << Values{290000, 300000, 310000}
            << Values{0, 0, 0};
        // D: drew 0–0 (+10k), lost 1–3 (+20k), won 2–0 away (+30k, FF 1).
        QTest::newRow("D, a win away last")
            << u"D"_s << Values{710000, 710000, 710000, 720000}
            << Values{290000, 300000, 320000, 350000} << Values{0, 0, 0, 1};
        // B hired a 50k lineman after its first match (won none: 1–2 then 3–1 won).
        QTest::newRow("B, a player hired between matches")
            << u"B"_s << Values{710000, 760000, 770000} << Values{290000, 310000, 350000}
            << Values{0, 0, 1};
    }
    void teamHistory()
    {
        QFETCH(QString, team);
        QFETCH(Values, value);
        QFETCH(Values, treasury);
        QFETCH(Values, fanFactor);
        QString error;
        const auto chart = TeamChartQuery(*m_db, *m_rules).teamHistory(m_team[team], &error);
        QVERIFY2(chart, qPrintable(error));
        QCOMPARE(chart->unit, ChartData::Unit::Gold);
        QCOMPARE(chart->series.size(), 3);
        QStringList categories;
        for (int played = 0; played < value.size(); ++played)
            categories << QString::number(played);
        QCOMPARE(chart->categories, categories);
        QCOMPARE(chart->series[0].values, value);
        QCOMPARE(chart->series[1].values, treasury);
        QCOMPARE(chart->series[2].values, fanFactor);
        QVERIFY(!chart->series[0].secondary && !chart->series[1].secondary);
        QVERIFY(chart->series[2].secondary); // fan factor on its own axis
        QVERIFY(chart->hasSecondaryAxis());
    }

    void playerSpp_data()
    {
        QTest::addColumn<QString>("team");
        QTest::addColumn<QString>("player");
        QTest::addColumn<QStringList>("categories");
        QTest::addColumn<Values>("spp");
        QTest::newRow("A's scorer: 2, 1 and 0 touchdowns")
            << u"A"_s << u"aScorer"_s << QStringList{u"0"_s, u"1"_s, u"2"_s, u"3"_s}
            << Values{0, 6, 9, 9};
        QTest::newRow("B's scorer: 1 touchdown, then the rookie is last")
            << u"B"_s << u"bScorer"_s << QStringList{u"0"_s, u"1"_s, u"2"_s} << Values{0, 3, 3};
        QTest::newRow("the rookie starts after B's first match")
            << u"B"_s << u"rookie"_s << QStringList{u"1"_s, u"2"_s} << Values{0, 9};
    }
    void playerSpp()
    {
        QFETCH(QString, team);
        QFETCH(QString, player);
        QFETCH(QStringList, categories);
        QFETCH(Values, spp);
        const qint64 playerId = player == u"aScorer"_s   ? m_aScorer
                                : player == u"bScorer"_s ? m_bScorer
                                                         : m_rookie;
        QString error;
        const auto chart =
            TeamChartQuery(*m_db, *m_rules).playerSpp(m_team[team], playerId, &error);
        QVERIFY2(chart, qPrintable(error));
        QCOMPARE(chart->categories, categories);
        QCOMPARE(chart->series.size(), 1);
        QCOMPARE(chart->series[0].values, spp);
        // The experience levels of the SPP table, from Experienced (6) to Legend (176).
        Values levels;
        for (const ChartLevel &level : chart->levels)
            levels << level.value;
        QCOMPARE(levels, (Values{6, 16, 31, 51, 76, 176}));
        QCOMPARE(chart->levels.first().name, u"Experienced"_s);
        QCOMPARE(chart->levels.last().name, u"Legend"_s);
    }

    void roundTotals_data()
    {
        QTest::addColumn<bool>("emptySeason");
        QTest::addColumn<QStringList>("categories");
        QTest::addColumn<Values>("touchdowns");
        QTest::addColumn<Values>("casualties");
        // Round 1: 2+1 and 0+0 touchdowns, 1 and 1 casualties; round 2: 1+0 and 3+1, none;
        // outside the schedule: 0+2 and 1.
        QTest::newRow("two rounds and a match outside the schedule")
            << false << QStringList{u"1"_s, u"2"_s, u"Other matches"_s} << Values{3, 5, 2}
            << Values{2, 0, 1};
        QTest::newRow("a season without a match") << true << QStringList{} << Values{} << Values{};
    }
    void roundTotals()
    {
        QFETCH(bool, emptySeason);
        QFETCH(QStringList, categories);
        QFETCH(Values, touchdowns);
        QFETCH(Values, casualties);
        QString error;
        const auto chart =
            LeagueChartQuery(*m_db).roundTotals(emptySeason ? m_emptySeason : m_season, &error);
        QVERIFY2(chart, qPrintable(error));
        QCOMPARE(chart->kind, ChartData::Kind::Bars);
        QCOMPARE(chart->categories, categories);
        QCOMPARE(chart->series.size(), 2);
        QCOMPARE(chart->series[0].values, touchdowns);
        QCOMPARE(chart->series[1].values, casualties);
        QCOMPARE(chart->isEmpty(), emptySeason);
    }

    void standings_data()
    {
        QTest::addColumn<QString>("upToMatch"); // empty: the whole season
        QTest::addColumn<QStringList>("categories");
        QTest::addColumn<QStringList>("teams");
        QTest::addColumn<QList<Values>>("positions");
        // After round 1: A 3 pts; C and D 1 pt, drawn, C ahead on casualty difference; B 0.
        // After round 2: A 6; B 3; C and D 1, C ahead on touchdown difference (−1 against −2).
        // After A–D: A 6, D 4, B 3, C 1.
        QTest::newRow("whole season")
            << QString() << QStringList{u"1"_s, u"2"_s, u"Other matches"_s}
            << QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s}
            << QList<Values>{{1, 1, 1}, {4, 2, 3}, {2, 3, 4}, {3, 4, 2}};
        QTest::newRow("report of A–C: its teams up to round 2")
            << u"A-C"_s << QStringList{u"1"_s, u"2"_s} << QStringList{u"A"_s, u"C"_s}
            << QList<Values>{{1, 1}, {2, 3}};
        QTest::newRow("report of C–D: round 1 only")
            << u"C-D"_s << QStringList{u"1"_s} << QStringList{u"C"_s, u"D"_s}
            << QList<Values>{{2}, {3}};
        QTest::newRow("report of a match outside the schedule: the whole season")
            << u"A-D"_s << QStringList{u"1"_s, u"2"_s, u"Other matches"_s}
            << QStringList{u"A"_s, u"D"_s} << QList<Values>{{1, 1, 1}, {3, 4, 2}};
    }
    void standings()
    {
        QFETCH(QString, upToMatch);
        QFETCH(QStringList, categories);
        QFETCH(QStringList, teams);
        QFETCH(QList<Values>, positions);
        QString error;
        const LeagueChartQuery query(*m_db);
        const auto chart = upToMatch.isEmpty()
                               ? query.standingsHistory(m_season, &error)
                               : query.standingsUpToMatch(m_match[upToMatch], &error);
        QVERIFY2(chart, qPrintable(error));
        QCOMPARE(chart->unit, ChartData::Unit::Rank);
        QCOMPARE(chart->ranks, 4); // the axis spans the whole table, two teams shown or four
        QCOMPARE(chart->categories, categories);
        QStringList names;
        QList<Values> values;
        for (const ChartSeries &line : chart->series) {
            names << line.name;
            values << line.values;
        }
        QCOMPARE(names, teams);
        QCOMPARE(values, positions);
    }

    void emptySeasonHasNoStandingsLines()
    {
        QString error;
        const auto chart = LeagueChartQuery(*m_db).standingsHistory(m_emptySeason, &error);
        QVERIFY2(chart, qPrintable(error));
        QVERIFY(chart->isEmpty());
    }

    void missingThingsSayWhich_data()
    {
        QTest::addColumn<QString>("what");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such team") << u"team"_s << u"no team"_s;
        QTest::newRow("no such player") << u"player"_s << u"has no player"_s;
        QTest::newRow("no such season") << u"season"_s << u"no season"_s;
        QTest::newRow("no such match") << u"match"_s << u"no confirmed match"_s;
    }
    void missingThingsSayWhich()
    {
        QFETCH(QString, what);
        QFETCH(QString, message);
        QString error;
        bool answered = true;
        if (what == u"team"_s)
            answered = TeamChartQuery(*m_db, *m_rules).teamHistory(99999, &error).has_value();
        else if (what == u"player"_s)
            answered = TeamChartQuery(*m_db, *m_rules)
                           .playerSpp(m_team["A"_L1], 99999, &error)
                           .has_value();
        else if (what == u"season"_s)
            answered = LeagueChartQuery(*m_db).standingsHistory(99999, &error).has_value();
        else
            answered = LeagueChartQuery(*m_db).standingsUpToMatch(99999, &error).has_value();
        QVERIFY(!answered);
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void unreadableDatabaseSaysSo()
    {
        QSqlQuery query(m_db->connection());
        QVERIFY(query.exec(u"ALTER TABLE match RENAME COLUMN home_casualties TO hc"_s));
        QString error;
        QVERIFY(!LeagueChartQuery(*m_db).roundTotals(m_season, &error));
        QVERIFY2(error.contains(u"could not be read"_s), qPrintable(error));
        error.clear();
        QVERIFY(!TeamChartQuery(*m_db, *m_rules).teamHistory(m_team["A"_L1], &error));
        QVERIFY2(!error.isEmpty(), qPrintable(error));
        QVERIFY(query.exec(u"ALTER TABLE match RENAME COLUMN hc TO home_casualties"_s));
    }
};

QTEST_GUILESS_MAIN(TestChartQueries)
#include "tst_chart_queries.moc"
