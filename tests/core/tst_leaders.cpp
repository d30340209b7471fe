// League statistics from the teams' players: career leaders (SPP events of rulebook l.3272–3470)
// and the most valuable teams (team value, rulebook l.3048–3080; free fan factor leaves it out,
// rulebook l.4355–4480).
#include "../support/TeamFixtures.h"
#include "core/league/Leaders.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

struct Line
{
    qint64 id;
    int number;
    const char *name;
    Player::Status status;
    int touchdowns, casualties, completions, interceptions, spp;
};

Team team(qint64 id, std::initializer_list<Line> lines)
{
    Team result;
    result.id = id;
    result.phase = Team::Phase::Active;
    for (const Line &line : lines) {
        Player player;
        player.id = line.id;
        player.number = line.number;
        player.name = QString::fromUtf8(line.name);
        player.status = line.status;
        player.touchdowns = line.touchdowns;
        player.casualties = line.casualties;
        player.completions = line.completions;
        player.interceptions = line.interceptions;
        player.spp = line.spp;
        result.players << player;
    }
    return result;
}

// Two teams; the Raiders' players are listed out of shirt-number order on purpose.
QList<Team> league()
{
    using S = Player::Status;
    return {
        team(1, {{11, 1, "Anna", S::Active, 3, 1, 5, 0, 25},
                 {12, 2, "Bruno", S::Dead, 4, 0, 0, 1, 14}, // the dead stay in the record books
                 {13, 3, "Carl", S::Fired, 9, 9, 9, 9, 99}, // fired: no longer counted
                 {14, 4, "Dora", S::Retired, 8, 8, 8, 8, 88},
                 {15, 5, "Emil", S::Active, 0, 2, 0, 0, 4}}),
        team(2, {{27, 7, "Urg", S::Active, 0, 0, 0, 0, 0},
                 {22, 2, "Snag", S::Active, 1, 0, 1, 1, 5},
                 {21, 1, "Grok", S::Active, 3, 2, 0, 1, 15}}),
    };
}

QStringList describe(const QList<LeaderEntry> &entries)
{
    QStringList lines;
    for (const LeaderEntry &entry : entries)
        lines << u"%1 %2"_s.arg(entry.playerName).arg(entry.value);
    return lines;
}

} // namespace

Q_DECLARE_METATYPE(dugout::LeaderStat)

class TestLeaders : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase()
    {
        m_rules = RulesetLoader::builtIn();
        QVERIFY(m_rules);
    }

    void leaders_data()
    {
        QTest::addColumn<LeaderStat>("stat");
        QTest::addColumn<int>("limit");
        QTest::addColumn<QStringList>("expected");
        // Ties keep team order, then shirt number order.
        QTest::newRow("touchdowns")
            << LeaderStat::Touchdowns << 10
            << QStringList{u"Bruno 4"_s, u"Anna 3"_s, u"Grok 3"_s, u"Snag 1"_s};
        QTest::newRow("casualties")
            << LeaderStat::Casualties << 10 << QStringList{u"Emil 2"_s, u"Grok 2"_s, u"Anna 1"_s};
        QTest::newRow("completions")
            << LeaderStat::Completions << 10 << QStringList{u"Anna 5"_s, u"Snag 1"_s};
        QTest::newRow("interceptions") << LeaderStat::Interceptions << 10
                                       << QStringList{u"Bruno 1"_s, u"Grok 1"_s, u"Snag 1"_s};
        QTest::newRow("SPP") << LeaderStat::Spp << 10
                             << QStringList{u"Anna 25"_s, u"Grok 15"_s, u"Bruno 14"_s, u"Snag 5"_s,
                                            u"Emil 4"_s};
        QTest::newRow("SPP, top 2")
            << LeaderStat::Spp << 2 << QStringList{u"Anna 25"_s, u"Grok 15"_s};
        QTest::newRow("limit 0") << LeaderStat::Spp << 0 << QStringList{};
    }
    void leaders()
    {
        QFETCH(LeaderStat, stat);
        QFETCH(int, limit);
        QFETCH(QStringList, expected);
        QCOMPARE(describe(Leaders::leaders(league(), stat, limit)), expected);
    }

    void entryNamesTeamAndPlayer()
    {
        const auto entries = Leaders::leaders(league(), LeaderStat::Touchdowns, 1);
        QCOMPARE(entries, (QList<LeaderEntry>{{1, 12, u"Bruno"_s, 4}}));
    }

    void noTeamsNoLeaders()
    {
        QVERIFY(Leaders::leaders({}, LeaderStat::Spp).isEmpty());
        QVERIFY(Leaders::mostValuable({}, *m_rules, true).isEmpty());
    }

    void mostValuable_data()
    {
        QTest::addColumn<bool>("countFanFactor");
        QTest::addColumn<QList<qint64>>("teamIds");
        QTest::addColumn<QList<qint64>>("values");
        // Reavers: 7 linemen (350,000) + 4 blitzers (360,000) + fan factor 9 (90,000).
        // Raiders: 8 linemen (400,000) + 4 blitzers (360,000), fan factor 0.
        QTest::newRow("fan factor counts")
            << true << QList<qint64>{1, 2} << QList<qint64>{800000, 760000};
        QTest::newRow("free fan factor league")
            << false << QList<qint64>{2, 1} << QList<qint64>{760000, 710000};
    }
    void mostValuable()
    {
        QFETCH(bool, countFanFactor);
        QFETCH(QList<qint64>, teamIds);
        QFETCH(QList<qint64>, values);

        Team reavers = test::humanTeam(*m_rules);
        reavers.id = 1;
        reavers.phase = Team::Phase::Active;
        reavers.fanFactor = 9;
        Team raiders = test::humanTeam(*m_rules, 8);
        raiders.id = 2;
        raiders.phase = Team::Phase::Active;
        Team unfinished =
            test::humanTeam(*m_rules, 11); // still in creation: not in the league's list
        unfinished.id = 3;

        const auto entries = Leaders::mostValuable(
            {TeamTotals::of(unfinished), TeamTotals::of(reavers), TeamTotals::of(raiders)},
            *m_rules, countFanFactor);
        QList<qint64> ids, teamValues;
        for (const TeamValueEntry &entry : entries) {
            ids << entry.teamId;
            teamValues << entry.teamValue;
        }
        QCOMPARE(ids, teamIds);
        QCOMPARE(teamValues, values);
    }

    void equalValuesKeepListOrder()
    {
        Team first = test::humanTeam(*m_rules);
        first.id = 8;
        first.phase = Team::Phase::Active;
        Team second = first;
        second.id = 5;
        const auto entries =
            Leaders::mostValuable({TeamTotals::of(first), TeamTotals::of(second)}, *m_rules, true);
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries[0].teamId, 8);
        QCOMPARE(entries[1].teamId, 5);
    }

    void statNames()
    {
        const QList<LeaderStat> all{LeaderStat::Touchdowns, LeaderStat::Casualties,
                                    LeaderStat::Completions, LeaderStat::Interceptions,
                                    LeaderStat::Spp};
        QSet<QString> names;
        for (const LeaderStat stat : all)
            names << Leaders::statName(stat);
        QCOMPARE(names.size(), all.size());
        QVERIFY(!names.contains(QString()));
        QCOMPARE(Leaders::statName(LeaderStat::Spp), u"Star player points"_s);
    }
};

QTEST_GUILESS_MAIN(TestLeaders)
#include "tst_leaders.moc"
