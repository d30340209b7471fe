// A match record is held to what one match can hold (MatchCapacity, issue 13) by the same
// validation the dry run and the real run both use, PostMatchSequence::validate: at the edge
// and one past it, and a count so large it would wrap a 32-bit sum.
#include "../support/TeamFixtures.h"
#include "core/league/MatchCapacity.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

// One change to a valid record: the home team's first player's counts, the scores, or a staff
// count.
struct Change
{
    int completions = 0;
    int touchdowns = 0;
    int interceptions = 0;
    int homeScore = 0;
    int awayScore = 0;
    int wanderingApothecaries = 0;
    int inducedPlayers = 0;
    int secondPlayerInterceptions = 0;
};

} // namespace

Q_DECLARE_METATYPE(Change)

class TestMatchCapacity : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    Team team(qint64 id) const
    {
        Team t = test::humanTeam(*m_rules, 7, 4);
        if (!TeamRules(*m_rules).confirm(t))
            qFatal("cannot confirm");
        t.id = id;
        t.name = id == 1 ? u"Reavers"_s : u"Raiders"_s;
        for (int i = 0; i < t.players.size(); ++i)
            t.players[i].id = id * 100 + i + 1;
        return t;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
        QCOMPARE(MatchCapacity::TeamTurns, 48);
    }

    void capacity_data()
    {
        QTest::addColumn<Change>("change");
        QTest::addColumn<QString>("refusal"); // empty: accepted
        const int most = MatchCapacity::TeamTurns;
        QTest::newRow("LRB6 16 turns + 8 overtime a side: 48 interceptions")
            << Change{.interceptions = most} << QString();
        QTest::newRow("LRB6 16 turns + 8 overtime a side: 49 interceptions")
            << Change{.interceptions = most + 1}
            << u"Reavers's players have 49 interceptions; a match holds at most 48"_s;
        QTest::newRow("1,500,000,000 interceptions")
            << Change{.interceptions = 1500000000}
            << u"have 1500000000 interceptions; a match holds at most 48"_s;
        QTest::newRow("two players whose interceptions would wrap an int")
            << Change{.interceptions = 2000000000, .secondPlayerInterceptions = 2000000000}
            << u"have 4000000000 interceptions; a match holds at most 48"_s;
        QTest::newRow("LRB6 one pass per team turn: 48 completions")
            << Change{.completions = most} << QString();
        QTest::newRow("LRB6 one pass per team turn: 49 completions")
            << Change{.completions = most + 1}
            << u"have 49 completions; a match holds at most 48"_s;
        QTest::newRow("LRB6 a touchdown ends the turn: 48 scored")
            << Change{.touchdowns = most, .homeScore = most} << QString();
        QTest::newRow("LRB6 a touchdown ends the turn: 49 scored")
            << Change{.touchdowns = most + 1, .homeScore = most + 1}
            << u"Reavers scored 49; a match holds at most 48 touchdowns"_s;
        QTest::newRow("LRB6 a touchdown ends the turn: 30 + 19 between both teams")
            << Change{.touchdowns = 30, .homeScore = 30, .awayScore = 19}
            << u"scored 49 touchdowns together"_s;
        QTest::newRow("LRB6 wandering apothecaries 0-2: 2")
            << Change{.wanderingApothecaries = 2} << QString();
        QTest::newRow("LRB6 wandering apothecaries 0-2: 3")
            << Change{.wanderingApothecaries = 3}
            << u"bought 3 wandering apothecaries; a team may induce at most 2"_s;
        QTest::newRow("LRB6 at most 16 players: 17 induced")
            << Change{.inducedPlayers = 17}
            << u"fielded 17 induced players; a team has at most 16 players"_s;
    }
    void capacity()
    {
        QFETCH(Change, change);
        QFETCH(QString, refusal);
        const Team home = team(1);
        const Team away = team(2);
        MatchRecord record;
        record.home.teamId = 1;
        record.away.teamId = 2;
        record.home.score = change.homeScore;
        record.away.score = change.awayScore;
        record.home.players << PlayerMatchEvents{1, change.completions, change.touchdowns,
                                                 change.interceptions, 0};
        if (change.secondPlayerInterceptions)
            record.home.players << PlayerMatchEvents{2, 0, 0, change.secondPlayerInterceptions, 0};
        record.home.wanderingApothecaries = change.wanderingApothecaries;
        record.home.inducedPlayers = change.inducedPlayers;
        const QStringList problems = PostMatchSequence(*m_rules, {}).validate(home, away, record);
        if (refusal.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
            return;
        }
        QVERIFY2(problems.join(u'\n').contains(refusal), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestMatchCapacity)
#include "tst_match_capacity.moc"
