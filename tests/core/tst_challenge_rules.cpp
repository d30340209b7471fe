// League challenges (rulebook l.4037–4063): who may challenge whom, who may stand in as the
// substitute, and a refusal as a 2–0 win that changes nothing else, through the post-match
// sequence every result goes through.
#include "../support/TeamFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/league/ChallengeRules.h"
#include "core/league/MatchRecordJson.h"
#include "core/league/PostMatchSequence.h"
#include "core/league/Standings.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

using Matches = QList<MatchSummary>;

namespace {

// Teams 1–5 in the season.
Season season()
{
    Season s;
    s.id = 1;
    s.leagueId = 1;
    s.name = u"Season 1"_s;
    for (qint64 team = 1; team <= 5; ++team)
        s.entries << SeasonEntry{team, 0};
    return s;
}

MatchSummary played(qint64 id, qint64 home, qint64 away)
{
    MatchSummary m;
    m.matchId = id;
    m.seasonId = 1;
    m.homeTeamId = home;
    m.awayTeamId = away;
    m.homeScore = 1;
    return m;
}

} // namespace

class TestChallengeRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    void challenge_data()
    {
        QTest::addColumn<qint64>("challenger");
        QTest::addColumn<qint64>("challenged");
        QTest::addColumn<qint64>("substitute"); // 0: none
        QTest::addColumn<Matches>("played");
        QTest::addColumn<QString>("refused");
        QTest::newRow("l.4040 two teams of the season")
            << 1LL << 2LL << 0LL << Matches{} << QString();
        QTest::newRow("l.4040 not oneself")
            << 1LL << 1LL << 0LL << Matches{} << u"A team cannot challenge itself."_s;
        QTest::newRow("l.4040 a team outside the season")
            << 1LL << 9LL << 0LL << Matches{} << u"Team 9 does not play in Season 1"_s;
        QTest::newRow("l.4054 a substitute of the season who has not met the challenger")
            << 1LL << 2LL << 3LL << Matches{played(7, 2, 1), played(8, 3, 4)} << QString();
        QTest::newRow("l.4055 a substitute who already played the challenger, at home")
            << 1LL << 2LL << 3LL << Matches{played(7, 3, 1)}
            << u"Team 3 has already played the challenger this season (match 7)"_s;
        QTest::newRow("l.4055 a substitute who already played the challenger, away")
            << 1LL << 2LL << 3LL << Matches{played(7, 1, 3)}
            << u"Team 3 has already played the challenger this season (match 7)"_s;
        QTest::newRow("l.4054 the substitute takes part in the season")
            << 1LL << 2LL << 9LL << Matches{}
            << u"Team 9 does not play in Season 1: the substitute"_s;
        QTest::newRow("l.4052 the substitute is a third team")
            << 1LL << 2LL << 2LL << Matches{} << u"The substitute must be a third team"_s;
    }
    void challenge()
    {
        QFETCH(qint64, challenger);
        QFETCH(qint64, challenged);
        QFETCH(qint64, substitute);
        QFETCH(Matches, played);
        QFETCH(QString, refused);
        const RuleCheck check = substitute == 0
                                    ? ChallengeRules::canChallenge(season(), challenger, challenged)
                                    : ChallengeRules::canSubstitute(season(), played, challenger,
                                                                    challenged, substitute);
        if (refused.isEmpty()) {
            QVERIFY2(check, qPrintable(check.reason));
        } else {
            QVERIFY(!check);
            QVERIFY2(check.reason.startsWith(refused), qPrintable(check.reason));
        }
    }

    // l.4048–4051: a refusal is a 2–0 win for the challenger; SPP, gold and fan factor stay.
    void refusalChangesNothingElse()
    {
        Team home = test::humanTeam(*m_rules, 7, 4);
        home.budget = 2000000;
        QVERIFY(TeamRules(*m_rules).confirm(home));
        home.id = 1;
        Team away = home;
        away.id = 2;
        away.name = u"Raiders"_s;
        const MatchRecord record = ChallengeRules::forfeit(1, 1, 1, 2);
        ScriptedDice none;
        const PostMatchResult result =
            PostMatchSequence(*m_rules, {}).run(home, away, record, none);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(none.purposes(), QStringList()); // nothing rolled
        QCOMPARE(result.home, home);
        QCOMPARE(result.away, away);
        QCOMPARE(result.summary.homeScore, 2);
        QCOMPARE(result.summary.awayScore, 0);
        QCOMPARE(result.summary.winner(), std::optional(Side::Home));
        // The table counts it as a win, 2 touchdowns to 0.
        MatchSummary counted = result.summary;
        counted.matchId = 1;
        const QList<StandingsRow> rows = Standings::compute({1, 2}, {counted}, {});
        QCOMPARE(rows.first().teamId, 1LL);
        QCOMPARE(rows.first().wins, 1);
        QCOMPARE(rows.first().touchdownsFor, 2);
        // Kept with the result and read back as a forfeit.
        QStringList problems;
        const std::optional<MatchRecord> back =
            MatchRecordJson::fromJson(MatchRecordJson::toJson(record), *m_rules, &problems);
        QVERIFY2(back, qPrintable(problems.join(u'\n')));
        QVERIFY(back->forfeit);
    }

    void forfeitIsNothingElse_data()
    {
        QTest::addColumn<int>("what");
        QTest::newRow("l.4049 not 2–0") << 0;
        QTest::newRow("l.4050 no SPP events") << 1;
        QTest::newRow("l.4050 no dice") << 2;
        QTest::newRow("l.4050 no petty cash") << 3;
    }
    void forfeitIsNothingElse()
    {
        QFETCH(int, what);
        MatchRecord record = ChallengeRules::forfeit(1, 1, 1, 2);
        switch (what) {
        case 0:
            record.home.score = 3;
            break;
        case 1:
            record.home.players << PlayerMatchEvents{1, 0, 1, 0, 0};
            break;
        case 2:
            record.dice.insert(u"home.gate"_s, {3, 3});
            break;
        case 3:
            record.away.pettyCash = 10000;
            break;
        }
        QCOMPARE(ChallengeRules::checkForfeit(record).size(), 1);
        QVERIFY(ChallengeRules::checkForfeit(ChallengeRules::forfeit(1, 1, 1, 2)).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestChallengeRules)
#include "tst_challenge_rules.moc"
