// The rules of running a league that the store used to write as SQL conditions (issue 14.4),
// now in core/league/LeagueRules and asked with the facts the store reads. Rulebook l.3701–3860: a
// team plays in one league; results are history (options fixed, teams that played stay,
// seasons with results keep their line-up, only a team's latest result can be undone).
#include "core/league/LeagueRules.h"
#include "core/league/ScheduleRules.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(dugout::JoiningTeam)
Q_DECLARE_METATYPE(dugout::Team::Phase)

class TestLeagueRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void canJoin_data()
    {
        QTest::addColumn<qint64>("leagueId");
        QTest::addColumn<JoiningTeam>("team");
        QTest::addColumn<QString>("refusedWith"); // empty: allowed
        using M = JoiningTeam::Membership;
        const auto team = [](Team::Phase phase, QList<M> leagues) {
            return JoiningTeam{u"Reavers"_s, phase, leagues};
        };
        QTest::newRow("confirmed, in no league")
            << qint64(1) << team(Team::Phase::Active, {}) << QString();
        QTest::newRow("still being built")
            << qint64(1) << team(Team::Phase::Creation, {}) << u"still being built"_s;
        QTest::newRow("one league at most")
            << qint64(1) << team(Team::Phase::Active, {M{2, u"Old World Classic"_s}})
            << u"already plays in the league Old World Classic"_s;
        QTest::newRow("already in this league")
            << qint64(2) << team(Team::Phase::Active, {M{2, u"Old World Classic"_s}}) << QString();
        QTest::newRow("a league not stored yet")
            << qint64(0) << team(Team::Phase::Active, {M{2, u"Old World Classic"_s}})
            << u"already plays"_s;
        QTest::newRow("a new league, a free team")
            << qint64(0) << team(Team::Phase::Active, {}) << QString();
    }

    void canJoin()
    {
        QFETCH(qint64, leagueId);
        QFETCH(JoiningTeam, team);
        QFETCH(QString, refusedWith);
        const RuleCheck check = LeagueRules::canJoin(leagueId, team);
        QCOMPARE(check.allowed, refusedWith.isEmpty());
        QVERIFY2(check.reason.contains(refusedWith), qPrintable(check.reason));
    }

    void canChangeOptions_data()
    {
        QTest::addColumn<bool>("freeFanFactorBefore");
        QTest::addColumn<bool>("freeFanFactorAfter");
        QTest::addColumn<int>("startingBudgetAfter");
        QTest::addColumn<int>("teams");
        QTest::addColumn<int>("confirmedMatches");
        QTest::addColumn<QString>("refusedWith");
        QTest::addColumn<bool>("playerOfTheYear"); // turned on
        QTest::newRow("no change, with matches")
            << false << false << 1000000 << 2 << 5 << QString() << false;
        QTest::newRow("l.4144 Player of the Year given after matches: decided at the Spike! final")
            << false << false << 1000000 << 2 << 5 << QString() << true;
        QTest::newRow("l.4144 …but not with another change")
            << false << false << 1200000 << 2 << 5 << u"options are fixed"_s << true;
        QTest::newRow("a change before any match")
            << false << false << 1200000 << 2 << 0 << QString() << false;
        QTest::newRow("a change after a match")
            << false << false << 1200000 << 2 << 1 << u"options are fixed"_s << false;
        QTest::newRow("free fan factor on, before any match")
            << false << true << 1000000 << 2 << 0 << QString() << false;
        QTest::newRow("free fan factor off with teams")
            << true << false << 1000000 << 2 << 0 << u"free fan factor stays on"_s << false;
        QTest::newRow("free fan factor off without teams")
            << true << false << 1000000 << 0 << 0 << QString() << false;
    }

    void canChangeOptions()
    {
        QFETCH(bool, freeFanFactorBefore);
        QFETCH(bool, freeFanFactorAfter);
        QFETCH(int, startingBudgetAfter);
        QFETCH(int, teams);
        QFETCH(int, confirmedMatches);
        QFETCH(QString, refusedWith);
        QFETCH(bool, playerOfTheYear);
        League stored;
        stored.id = 4;
        stored.name = u"Empire Cup"_s;
        stored.options.freeFanFactor = freeFanFactorBefore;
        for (int i = 0; i < teams; ++i)
            stored.teamIds << 10 + i;
        LeagueOptions after = stored.options;
        after.freeFanFactor = freeFanFactorAfter;
        after.startingBudget = startingBudgetAfter;
        after.playerOfTheYear = playerOfTheYear;
        const RuleCheck check = LeagueRules::canChangeOptions(stored, confirmedMatches, after);
        QCOMPARE(check.allowed, refusedWith.isEmpty());
        QVERIFY2(check.reason.contains(refusedWith), qPrintable(check.reason));
        if (!check)
            QVERIFY(check.reason.contains(u"Empire Cup"_s));
    }

    void countsOfConfirmedMatches_data()
    {
        QTest::addColumn<int>("confirmedMatches");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("none") << 0 << true;
        QTest::newRow("one") << 1 << false;
        QTest::newRow("many") << 40 << false;
    }

    // The rules that a single confirmed match settles: options, leaving, a season's line-up,
    // deleting the league.
    void countsOfConfirmedMatches()
    {
        QFETCH(int, confirmedMatches);
        QFETCH(bool, allowed);
        const RuleCheck options = LeagueRules::canChangeOptions(u"Empire Cup"_s, confirmedMatches);
        const RuleCheck leave =
            LeagueRules::canLeave(u"Empire Cup"_s, u"Reavers"_s, confirmedMatches);
        const RuleCheck season = LeagueRules::canEditSeason(u"Spring"_s, confirmedMatches);
        const RuleCheck remove = LeagueRules::canDelete(u"Empire Cup"_s, confirmedMatches);
        for (const RuleCheck &check : {options, leave, season, remove})
            QCOMPARE(check.allowed, allowed);
        if (!allowed) {
            QVERIFY2(leave.reason.contains(u"Reavers"_s) && leave.reason.contains(u"standings"_s),
                     qPrintable(leave.reason));
            QVERIFY2(season.reason.contains(u"Spring"_s), qPrintable(season.reason));
            QVERIFY2(remove.reason.contains(u"undo them"_s), qPrintable(remove.reason));
        }
    }

    // Taking back a new season (Edit → Undo): not once a result of it is history, nor while
    // a tracked match holds one of its fixtures (docs/architecture.md, "Undo"; rulebook
    // l.3701–3860: results stay).
    void canRemoveSeason_data()
    {
        QTest::addColumn<int>("confirmedMatches");
        QTest::addColumn<int>("fixturesBeingTracked");
        QTest::addColumn<QString>("refusedWith"); // empty: allowed
        QTest::newRow("nothing played or tracked") << 0 << 0 << QString();
        QTest::newRow("one confirmed match") << 1 << 0 << u"Spring has confirmed matches"_s;
        QTest::newRow("confirmed and tracked: results first")
            << 3 << 1 << u"Spring has confirmed matches"_s;
        QTest::newRow("one fixture being tracked") << 0 << 1 << u"being tracked"_s;
        QTest::newRow("several being tracked") << 0 << 4 << u"being tracked"_s;
    }
    void canRemoveSeason()
    {
        QFETCH(int, confirmedMatches);
        QFETCH(int, fixturesBeingTracked);
        QFETCH(QString, refusedWith);
        const RuleCheck check =
            LeagueRules::canRemoveSeason(u"Spring"_s, confirmedMatches, fixturesBeingTracked);
        QCOMPARE(check.allowed, refusedWith.isEmpty());
        QVERIFY2(check.reason.contains(refusedWith), qPrintable(check.reason));
        if (!check)
            QVERIFY(check.reason.contains(u"Spring"_s));
    }

    // Taking back teams joining (Edit → Undo of Add teams): a team that played stays (rulebook
    // l.3701–3860, as for leaving), one with fixtures would leave them naming a team that is
    // gone, one changed since joining would lose that change.
    void canUndoJoin_data()
    {
        QTest::addColumn<int>("matchesPlayed");
        QTest::addColumn<int>("fixtures");
        QTest::addColumn<bool>("changedSince");
        QTest::addColumn<QString>("refusedWith"); // empty: allowed
        QTest::newRow("just joined") << 0 << 0 << false << QString();
        QTest::newRow("played once") << 1 << 0 << false << u"its results stay"_s;
        QTest::newRow("played and scheduled: played first")
            << 2 << 3 << true << u"its results stay"_s;
        QTest::newRow("one fixture") << 0 << 1 << false << u"has fixtures in Empire Cup"_s;
        QTest::newRow("fixtures and changed: fixtures first")
            << 0 << 2 << true << u"has fixtures"_s;
        QTest::newRow("changed since") << 0 << 0 << true << u"has changed since it joined"_s;
    }
    void canUndoJoin()
    {
        QFETCH(int, matchesPlayed);
        QFETCH(int, fixtures);
        QFETCH(bool, changedSince);
        QFETCH(QString, refusedWith);
        const RuleCheck check = LeagueRules::canUndoJoin(u"Empire Cup"_s, u"Reavers"_s,
                                                         matchesPlayed, fixtures, changedSince);
        QCOMPARE(check.allowed, refusedWith.isEmpty());
        QVERIFY2(check.reason.contains(refusedWith), qPrintable(check.reason));
        if (!check)
            QVERIFY(check.reason.contains(u"Reavers"_s));
    }

    void canUndo_data()
    {
        QTest::addColumn<qint64>("latestOfHome");
        QTest::addColumn<qint64>("latestOfAway");
        QTest::addColumn<QString>("refusedWith");
        // The match is number 7.
        QTest::newRow("the latest of both") << qint64(7) << qint64(7) << QString();
        QTest::newRow("home played since")
            << qint64(9) << qint64(7) << u"Reavers has played a later match"_s;
        QTest::newRow("away played since")
            << qint64(7) << qint64(8) << u"Wolves has played a later match"_s;
    }

    void canUndo()
    {
        QFETCH(qint64, latestOfHome);
        QFETCH(qint64, latestOfAway);
        QFETCH(QString, refusedWith);
        const RuleCheck check =
            LeagueRules::canUndo(7, u"Reavers"_s, latestOfHome, u"Wolves"_s, latestOfAway);
        QCOMPARE(check.allowed, refusedWith.isEmpty());
        QVERIFY2(check.reason.contains(refusedWith), qPrintable(check.reason));
    }

    // Standings (rulebook l.3701–3860): a match counts in its fixture's division, else in the
    // division both teams share that season; none between divisions or outside a season.
    void divisionOfMatch_data()
    {
        QTest::addColumn<qint64>("fixtureDivision");
        QTest::addColumn<bool>("inSeason");
        QTest::addColumn<qint64>("home");
        QTest::addColumn<qint64>("away");
        QTest::addColumn<qint64>("division");
        QTest::newRow("the fixture's division")
            << qint64(21) << true << qint64(1) << qint64(3) << qint64(21);
        QTest::newRow("outside the schedule, one division")
            << qint64(-1) << true << qint64(1) << qint64(2) << qint64(21);
        QTest::newRow("outside the schedule, two divisions")
            << qint64(-1) << true << qint64(1) << qint64(3) << qint64(0);
        QTest::newRow("a team out of the season")
            << qint64(-1) << true << qint64(1) << qint64(9) << qint64(0);
        QTest::newRow("outside any season")
            << qint64(-1) << false << qint64(1) << qint64(2) << qint64(0);
    }

    void divisionOfMatch()
    {
        QFETCH(qint64, fixtureDivision);
        QFETCH(bool, inSeason);
        QFETCH(qint64, home);
        QFETCH(qint64, away);
        QFETCH(qint64, division);
        const Season season{5,
                            1,
                            u"Spring"_s,
                            {Division{21, u"North"_s}, Division{22, u"South"_s}},
                            {SeasonEntry{1, 21}, SeasonEntry{2, 21}, SeasonEntry{3, 22}}};
        QCOMPARE(ScheduleRules::divisionOfMatch(fixtureDivision, inSeason ? &season : nullptr, home,
                                                away),
                 division);
    }
};

QTEST_GUILESS_MAIN(TestLeagueRules)
#include "tst_league_rules.moc"
