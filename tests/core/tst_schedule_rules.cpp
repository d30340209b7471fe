// Rules on a schedule (rulebook l.3004–3012): two teams may not play each other more than
// two matches in a row; a fixture needs two different teams, each free in that round.
#include "core/league/RoundRobin.h"
#include "core/league/ScheduleRules.h"
#include "core/league/SeasonPlan.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

constexpr qint64 Reavers = 1, Raiders = 2, Bashers = 3, Wolves = 4;

QString teamName(qint64 id)
{
    switch (id) {
    case Reavers:
        return u"Altdorf Reavers"_s;
    case Raiders:
        return u"Orcland Raiders"_s;
    case Bashers:
        return u"Grudgebearers"_s;
    case Wolves:
        return u"Middenheim Wolves"_s;
    }
    return u"team %1"_s.arg(id);
}

Fixture fixture(int round, qint64 home, qint64 away)
{
    return Fixture{0, 1, 0, round, home, away, 0};
}

} // namespace

Q_DECLARE_METATYPE(dugout::Fixture)
Q_DECLARE_METATYPE(dugout::MatchSummary)
Q_DECLARE_METATYPE(dugout::FixtureTracking)

class TestScheduleRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void consecutiveMeetings_data()
    {
        QTest::addColumn<QList<Fixture>>("fixtures");
        QTest::addColumn<int>("refusedRound"); // 0: allowed

        QTest::newRow("empty") << QList<Fixture>{} << 0;
        QTest::newRow("once") << QList<Fixture>{fixture(1, Reavers, Raiders)} << 0;
        QTest::newRow("twice in a row is allowed")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Raiders, Reavers)} << 0;
        QTest::newRow("three times in a row is refused")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Raiders, Reavers),
                              fixture(3, Reavers, Raiders)}
            << 3;
        QTest::newRow("a match in between breaks the run")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Reavers, Raiders),
                              fixture(3, Reavers, Bashers), fixture(3, Raiders, Wolves),
                              fixture(4, Reavers, Raiders), fixture(5, Raiders, Reavers)}
            << 0;
        // The Raiders play the Bashers in round 2 while the Reavers rest: the Raiders' run is
        // broken, the Reavers' is not (each team's own fixtures count).
        QTest::newRow("one team's run is enough")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Raiders, Bashers),
                              fixture(3, Reavers, Raiders), fixture(4, Raiders, Reavers)}
            << 4;
        QTest::newRow("a rest is no break")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Bashers, Wolves),
                              fixture(3, Reavers, Raiders), fixture(5, Raiders, Reavers)}
            << 5;
        // In list order the Reavers would meet the Raiders three times running.
        QTest::newRow("taken in round order, not list order")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(3, Reavers, Raiders),
                              fixture(4, Reavers, Raiders), fixture(2, Reavers, Bashers),
                              fixture(2, Raiders, Wolves)}
            << 0;
        QTest::newRow("unordered list still refused")
            << QList<Fixture>{fixture(3, Reavers, Raiders), fixture(1, Reavers, Raiders),
                              fixture(2, Raiders, Reavers), fixture(4, Reavers, Bashers)}
            << 3;
        // Incomplete fixtures are no meetings here; canAdd refuses them.
        QTest::newRow("fixtures without two teams are skipped")
            << QList<Fixture>{fixture(1, Reavers, 0), fixture(2, 0, Reavers),
                              fixture(3, Reavers, Reavers), fixture(4, Reavers, Reavers),
                              fixture(5, Reavers, Reavers)}
            << 0;
        QTest::newRow("the first place is reported")
            << QList<Fixture>{fixture(1, Bashers, Wolves),  fixture(2, Wolves, Bashers),
                              fixture(3, Bashers, Wolves),  fixture(4, Reavers, Raiders),
                              fixture(5, Reavers, Raiders), fixture(6, Reavers, Raiders)}
            << 3;
    }
    void consecutiveMeetings()
    {
        QFETCH(QList<Fixture>, fixtures);
        QFETCH(int, refusedRound);
        const RuleCheck check = ScheduleRules::checkConsecutiveMeetings(fixtures, teamName);
        QCOMPARE(check.allowed, refusedRound == 0);
        if (refusedRound == 0) {
            QVERIFY(check.reason.isEmpty());
            return;
        }
        QVERIFY2(check.reason.contains(u"round %1"_s.arg(refusedRound)), qPrintable(check.reason));
        QVERIFY2(check.reason.contains(u"twice in a row"_s), qPrintable(check.reason));
    }

    void reasonNamesBothTeams()
    {
        const QList<Fixture> fixtures{fixture(1, Reavers, Raiders), fixture(2, Raiders, Reavers),
                                      fixture(3, Raiders, Reavers)};
        const RuleCheck check = ScheduleRules::checkConsecutiveMeetings(fixtures, teamName);
        QVERIFY(!check);
        QVERIFY2(check.reason.contains(u"Altdorf Reavers"_s) &&
                     check.reason.contains(u"Orcland Raiders"_s),
                 qPrintable(check.reason));
    }

    void canAdd_data()
    {
        QTest::addColumn<QList<Fixture>>("existing");
        QTest::addColumn<Fixture>("added");
        QTest::addColumn<QString>("refusal"); // a part of the reason; empty: allowed

        const QList<Fixture> twoInARow{fixture(1, Reavers, Raiders), fixture(2, Raiders, Reavers),
                                       fixture(2, Bashers, Wolves)};
        QTest::newRow("a new pairing") << twoInARow << fixture(3, Reavers, Bashers) << QString();
        QTest::newRow("a third meeting in a row") << twoInARow << fixture(3, Reavers, Raiders)
                                                  << u"Altdorf Reavers and Orcland Raiders"_s;
        QTest::newRow("a third meeting, but before the other two")
            << QList<Fixture>{fixture(2, Reavers, Raiders), fixture(3, Raiders, Reavers)}
            << fixture(1, Raiders, Reavers) << u"round 3"_s;
        QTest::newRow("a meeting after a break")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Raiders, Reavers),
                              fixture(3, Reavers, Wolves), fixture(3, Raiders, Bashers)}
            << fixture(4, Reavers, Raiders) << QString();
        QTest::newRow("a rest does not break the run")
            << QList<Fixture>{fixture(1, Reavers, Raiders), fixture(2, Raiders, Reavers),
                              fixture(3, Reavers, Wolves)}
            << fixture(4, Reavers, Raiders) << u"Orcland Raiders and Altdorf Reavers"_s;
        QTest::newRow("a team against itself") << twoInARow << fixture(3, Wolves, Wolves)
                                               << u"Middenheim Wolves cannot play against itself"_s;
        QTest::newRow("no home team")
            << twoInARow << fixture(3, 0, Wolves) << u"home team and an away team"_s;
        QTest::newRow("no away team")
            << twoInARow << fixture(3, Wolves, 0) << u"home team and an away team"_s;
        QTest::newRow("home team already plays that round")
            << twoInARow << fixture(2, Raiders, Bashers)
            << u"Orcland Raiders already plays in round 2"_s;
        QTest::newRow("away team already plays that round")
            << twoInARow << fixture(2, 5, Wolves)
            << u"Middenheim Wolves already plays in round 2"_s;
        QTest::newRow("round 0") << twoInARow << fixture(0, Reavers, Bashers)
                                 << u"numbered from 1"_s;
        // A rule already broken elsewhere does not block unrelated fixtures.
        QTest::newRow("an unrelated pair")
            << QList<Fixture>{fixture(1, Bashers, Wolves), fixture(2, Bashers, Wolves),
                              fixture(3, Bashers, Wolves)}
            << fixture(1, Reavers, Raiders) << QString();
    }
    void canAdd()
    {
        QFETCH(QList<Fixture>, existing);
        QFETCH(Fixture, added);
        QFETCH(QString, refusal);
        const RuleCheck check = ScheduleRules::canAdd(existing, added, teamName);
        QCOMPARE(check.allowed, refusal.isEmpty());
        QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
    }

    // l.3007–3012 for results: a team's run is its own consecutive matches (rounds play no
    // part); the third in a row against the same opponent is refused, whichever team's run.
    void canPlayNext_data()
    {
        QTest::addColumn<QList<MatchSummary>>("played");
        QTest::addColumn<qint64>("home");
        QTest::addColumn<qint64>("away");
        QTest::addColumn<QString>("refusal");
        auto match = [](qint64 home, qint64 away) {
            MatchSummary m;
            m.homeTeamId = home;
            m.awayTeamId = away;
            return m;
        };
        const QList<MatchSummary> twice{match(Reavers, Raiders), match(Raiders, Reavers)};
        QTest::newRow("l.3009 no match yet")
            << QList<MatchSummary>{} << Reavers << Raiders << QString();
        QTest::newRow("l.3010 a second meeting in a row")
            << QList<MatchSummary>{match(Reavers, Raiders)} << Reavers << Raiders << QString();
        QTest::newRow("l.3011 a third meeting in a row")
            << twice << Reavers << Raiders
            << u"Altdorf Reavers played its last two matches against Orcland Raiders"_s;
        QTest::newRow("l.3011 third, home and away swapped")
            << twice << Raiders << Reavers << u"twice in a row"_s;
        QTest::newRow("l.3012 both played another opponent in between")
            << (twice + QList<MatchSummary>{match(Reavers, Bashers), match(Wolves, Raiders)})
            << Raiders << Reavers << QString();
        QTest::newRow("l.3012 only Reavers played another: Raiders' next must be another team")
            << (twice + QList<MatchSummary>{match(Reavers, Bashers)}) << Raiders << Reavers
            << u"Orcland Raiders played its last two matches against Altdorf Reavers"_s;
        QTest::newRow("l.3011 one team's run is enough: Raiders played Wolves, Reavers did not")
            << QList<MatchSummary>{match(Reavers, Raiders), match(Raiders, Wolves),
                                   match(Reavers, Raiders)}
            << Reavers << Raiders << u"Altdorf Reavers played its last two"_s;
        QTest::newRow("l.3011 other pairs' matches are no break")
            << (twice + QList<MatchSummary>{match(Bashers, Wolves)}) << Reavers << Raiders
            << u"twice in a row"_s;
        QTest::newRow("l.3012 a new opponent after two")
            << twice << Reavers << Bashers << QString();
    }
    void canPlayNext()
    {
        QFETCH(QList<MatchSummary>, played);
        QFETCH(qint64, home);
        QFETCH(qint64, away);
        QFETCH(QString, refusal);
        const RuleCheck check = ScheduleRules::canPlayNext(played, home, away, teamName);
        QCOMPARE(check.allowed, refusal.isEmpty());
        QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
    }

    // Editing a stored fixture (same id) replaces it rather than adding a second one.
    void editedFixtureReplacesItself()
    {
        Fixture stored = fixture(1, Reavers, Raiders);
        stored.id = 7;
        Fixture swapped = fixture(1, Raiders, Reavers);
        QVERIFY(
            !ScheduleRules::canAdd({stored}, swapped, teamName)); // a new one clashes in round 1
        swapped.id = 7;
        QVERIFY(ScheduleRules::canAdd({stored}, swapped, teamName));

        const QList<Fixture> twice{stored, fixture(2, Raiders, Reavers)};
        Fixture later = fixture(3, Reavers, Raiders);
        QVERIFY(!ScheduleRules::canAdd(twice, later, teamName)); // a third meeting
        later.id = 7;
        QVERIFY(ScheduleRules::canAdd(twice, later, teamName)); // the first one moved: still two
    }

    // A season's view of a fixture: both teams must play in it; the fixture counts in a
    // division only when both teams play there.
    void seasonFixtures_data()
    {
        QTest::addColumn<qint64>("home");
        QTest::addColumn<qint64>("away");
        QTest::addColumn<qint64>("division");
        QTest::addColumn<QString>("refusal"); // empty: allowed
        QTest::newRow("same division") << Reavers << Raiders << qint64(10) << QString();
        QTest::newRow("across divisions") << Reavers << Bashers << qint64(0) << QString();
        QTest::newRow("home not in the season")
            << Wolves << Raiders << qint64(0) << u"Middenheim Wolves does not play in Season 1"_s;
        QTest::newRow("away not in the season")
            << Bashers << Wolves << qint64(0) << u"Middenheim Wolves does not play in Season 1"_s;
        QTest::newRow("against itself")
            << Raiders << Raiders << qint64(10) << u"cannot play against itself"_s;
    }
    void seasonFixtures()
    {
        QFETCH(qint64, home);
        QFETCH(qint64, away);
        const Season season{
            1,
            1,
            u"Season 1"_s,
            {Division{10, u"North"_s}, Division{11, u"South"_s}},
            {SeasonEntry{Reavers, 10}, SeasonEntry{Raiders, 10}, SeasonEntry{Bashers, 11}}};
        QTEST(ScheduleRules::divisionOf(season, home, away), "division");
        Fixture added =
            fixture(ScheduleRules::nextRound({fixture(3, Reavers, Raiders)}), home, away);
        QCOMPARE(added.round, 4);
        const RuleCheck check =
            ScheduleRules::canAddToSeason(season, {fixture(3, Reavers, Raiders)}, added, teamName);
        QFETCH(QString, refusal);
        QCOMPARE(check.allowed, refusal.isEmpty());
        QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
    }

    // A round robin is generated over an empty schedule, per division of two teams or more.
    void generating()
    {
        Season season{1,
                      1,
                      u"Season 1"_s,
                      {Division{10, u"North"_s}, Division{11, u"South"_s}},
                      {SeasonEntry{Reavers, 10}, SeasonEntry{Raiders, 10}, SeasonEntry{Bashers, 11},
                       SeasonEntry{Wolves, 11}}};
        QVERIFY(ScheduleRules::canGenerate(season, {}, true, teamName));
        const QList<Fixture> fixtures = RoundRobin::forSeason(season, true);
        QCOMPARE(fixtures.size(), 4); // each division: one match each way
        for (const Fixture &f : fixtures)
            QCOMPARE(f.divisionId, ScheduleRules::divisionOf(season, f.homeTeamId, f.awayTeamId));
        const RuleCheck again =
            ScheduleRules::canGenerate(season, {fixture(1, Reavers, Raiders)}, false, teamName);
        QVERIFY(!again);
        QVERIFY2(again.reason.contains(u"Season 1 already has"_s), qPrintable(again.reason));
        season.entries.removeLast(); // South keeps one team: North still plays
        QVERIFY(ScheduleRules::canGenerate(season, {}, false, teamName));
        season.entries.removeFirst(); // one team in each division: nothing to play
        const RuleCheck nothing = ScheduleRules::canGenerate(season, {}, false, teamName);
        QVERIFY2(!nothing && nothing.reason.contains(u"at least two teams"_s),
                 qPrintable(nothing.reason));
    }

    // A new season takes every team of the league, in blocks of joining order per division.
    void newSeason_data()
    {
        QTest::addColumn<int>("divisions");
        QTest::addColumn<QList<int>>("blocks"); // the division (1-based, 0: none) of each team
        QTest::addColumn<QString>("refusal");
        QTest::newRow("no divisions") << 0 << QList<int>{0, 0, 0, 0, 0} << QString();
        QTest::newRow("two divisions") << 2 << QList<int>{1, 1, 1, 2, 2} << QString();
        QTest::newRow("as many as teams") << 5 << QList<int>{1, 2, 3, 4, 5} << QString();
        QTest::newRow("more than teams") << 6 << QList<int>{} << u"not enough for 6 divisions"_s;
        QTest::newRow("negative") << -1 << QList<int>{} << u"from 0 to 8 divisions, not -1"_s;
    }
    void newSeason()
    {
        QFETCH(int, divisions);
        QFETCH(QList<int>, blocks);
        QFETCH(QString, refusal);
        League league;
        league.id = 3;
        league.name = u"Old World League"_s;
        league.teamIds = {11, 12, 13, 14, 15};
        const RuleCheck check =
            SeasonPlan::canCreate(league, SeasonPlan::defaultName(1), divisions);
        QCOMPARE(check.allowed, refusal.isEmpty());
        QVERIFY2(check.reason.contains(refusal), qPrintable(check.reason));
        if (!check)
            return;
        const Season season = SeasonPlan::create(league, SeasonPlan::defaultName(1), divisions);
        QCOMPARE(season.name, u"Season 2"_s);
        QCOMPARE(season.leagueId, 3);
        QCOMPARE(season.divisions.size(), divisions);
        QCOMPARE(season.entries.size(), 5);
        for (int i = 0; i < 5; ++i) {
            QCOMPARE(season.entries.at(i).teamId, league.teamIds.at(i));
            const qint64 expected =
                blocks.at(i) == 0 ? 0 : season.divisions.at(blocks.at(i) - 1).id;
            QCOMPARE(season.entries.at(i).divisionId, expected);
        }
        QVERIFY(!SeasonPlan::canCreate(league, u"  "_s, 0));
    }

    // A fixture leaves the schedule only while nothing depends on it: not once its result is
    // confirmed (league history, rulebook l.3701–3860), not while a tracked match was started for
    // it (issue 15.3: the tracked match would point at nothing).
    void canRemove_data()
    {
        QTest::addColumn<Fixture>("fixture");
        QTest::addColumn<QList<FixtureTracking>>("tracking");
        QTest::addColumn<QString>("refusedWith"); // empty: allowed

        const Fixture open{7, 1, 0, 2, Reavers, Raiders, 0};
        const Fixture played{7, 1, 0, 2, Reavers, Raiders, 40};
        using S = TrackedMatchStatus;
        QTest::newRow("unplayed, never tracked") << open << QList<FixtureTracking>{} << QString();
        QTest::newRow("played") << played << QList<FixtureTracking>{} << u"has been played"_s;
        QTest::newRow("tracked in progress")
            << open << QList<FixtureTracking>{{7, 3, S::InProgress, 0}} << u"being tracked"_s;
        QTest::newRow("tracked, finished, result still to record")
            << open << QList<FixtureTracking>{{7, 3, S::Finished, 0}} << u"being tracked"_s;
        QTest::newRow("tracked, finished, result confirmed")
            << open << QList<FixtureTracking>{{7, 3, S::Finished, 40}} << QString();
        QTest::newRow("tracked, abandoned")
            << open << QList<FixtureTracking>{{7, 3, S::Abandoned, 0}} << QString();
        QTest::newRow("abandoned, then tracked again")
            << open << QList<FixtureTracking>{{7, 3, S::Abandoned, 0}, {7, 4, S::InProgress, 0}}
            << u"being tracked"_s;
        QTest::newRow("another fixture is tracked")
            << open << QList<FixtureTracking>{{8, 3, S::InProgress, 0}} << QString();
    }

    void canRemove()
    {
        QFETCH(Fixture, fixture);
        QFETCH(QList<FixtureTracking>, tracking);
        QFETCH(QString, refusedWith);
        const RuleCheck check = ScheduleRules::canRemove(fixture, tracking, teamName);
        QCOMPARE(check.allowed, refusedWith.isEmpty());
        if (!refusedWith.isEmpty()) {
            QVERIFY2(check.reason.contains(refusedWith), qPrintable(check.reason));
            QVERIFY2(check.reason.contains(u"Altdorf Reavers"_s) &&
                         check.reason.contains(u"Orcland Raiders"_s),
                     qPrintable(check.reason));
        }
    }

    void canReplaceUnplayed_data()
    {
        QTest::addColumn<QList<FixtureTracking>>("tracking");
        QTest::addColumn<bool>("allowed");
        using S = TrackedMatchStatus;
        QTest::newRow("nothing tracked") << QList<FixtureTracking>{} << true;
        QTest::newRow("an unplayed fixture is tracked")
            << QList<FixtureTracking>{{2, 3, S::InProgress, 0}} << false;
        QTest::newRow("its match was abandoned")
            << QList<FixtureTracking>{{2, 3, S::Abandoned, 0}} << true;
        // A played fixture is kept by the replacement: its tracked match loses nothing.
        QTest::newRow("the played fixture's match")
            << QList<FixtureTracking>{{1, 3, S::Finished, 0}} << true;
    }

    void canReplaceUnplayed()
    {
        QFETCH(QList<FixtureTracking>, tracking);
        QFETCH(bool, allowed);
        const QList<Fixture> schedule = {Fixture{1, 1, 0, 1, Reavers, Raiders, 40},
                                         Fixture{2, 1, 0, 2, Raiders, Reavers, 0}};
        const RuleCheck check = ScheduleRules::canReplaceUnplayed(schedule, tracking, teamName);
        QCOMPARE(check.allowed, allowed);
        if (!allowed)
            QVERIFY2(check.reason.contains(u"being tracked"_s), qPrintable(check.reason));
    }
};

QTEST_GUILESS_MAIN(TestScheduleRules)
#include "tst_schedule_rules.moc"
