// How long the post-match sequence and the demo league (16 matches recorded through SQLite,
// each in one transaction with both teams) take. Run by `make bench`, never by CTest.
#include "../support/TeamFixtures.h"
#include "core/demo/DemoLeague.h"
#include "core/dice/RandomDice.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/Database.h"

#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

class BenchPostMatch : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules = RulesetLoader::builtIn();

    Team confirmedTeam(qint64 id) const
    {
        Team team = test::humanTeam(*m_rules, 7, 4);
        TeamRules(*m_rules).confirm(team);
        team.id = id;
        return team;
    }

private Q_SLOTS:
    // A 2–1 match with three casualties and every die rolled.
    void postMatchSequence()
    {
        const Team home = confirmedTeam(1);
        const Team away = confirmedTeam(2);
        MatchRecord record;
        record.home.teamId = 1;
        record.away.teamId = 2;
        record.home.score = 2;
        record.away.score = 1;
        record.home.players << PlayerMatchEvents{1, 1, 1, 0, 1} << PlayerMatchEvents{2, 0, 1, 0, 1};
        record.away.players << PlayerMatchEvents{3, 0, 1, 1, 0};
        record.away.casualties << CasualtyRecord{5, {}, {}, false, {}, {}}
                               << CasualtyRecord{6, {}, {}, false, {}, {}};
        record.home.casualties << CasualtyRecord{7, {}, {}, false, {}, {}};
        const PostMatchSequence sequence(*m_rules, LeagueOptions{});
        RandomDice dice(7);
        QBENCHMARK
        {
            const PostMatchResult result = sequence.run(home, away, record, dice);
            QVERIFY(result.ok());
        }
    }

    void demoLeague()
    {
        QBENCHMARK
        {
            QTemporaryDir dir;
            DatabaseError error;
            auto database = Database::open(dir.filePath(u"demo.sqlite"_s), &error);
            QString reason;
            QVERIFY(DemoLeague::create(*database, *m_rules, &reason) > 0);
        }
    }
};

QTEST_GUILESS_MAIN(BenchPostMatch)
#include "bench_post_match.moc"
