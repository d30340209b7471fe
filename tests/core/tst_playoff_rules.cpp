// The end-of-season tournament's matches (rulebook l.4072–4073: gate and winnings doubled in the
// semi-finals and the final; l.3937–3942 and l.4017–4018: no handicap inducements there,
// l.3969–3971: the commissioner decides for the play-offs; l.1871–1886: a level knockout match goes
// on into sudden-death extra time; l.4015–4016: the winners of the semi-finals meet in the final),
// and the regular-season table leaving them out.
#include "../support/RecordFixtures.h"
#include "../support/TeamFixtures.h"
#include "core/dice/ScriptedDice.h"
#include "core/inducements/PreMatchMoney.h"
#include "core/league/MatchRecordJson.h"
#include "core/league/PlayoffCandidates.h"
#include "core/league/PlayoffRules.h"
#include "core/league/PostMatchSequence.h"
#include "core/league/Standings.h"
#include "core/rules/RulesetLoader.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

Q_DECLARE_METATYPE(FixtureStage)
Q_DECLARE_METATYPE(PlayoffCriterion)

namespace {

enum Outcome { HomeWins, AwayWins, Level };

} // namespace

Q_DECLARE_METATYPE(Outcome)

class TestPlayoffRules : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // A confirmed Human team (team value 710,000 + 10,000 per fan factor) with 100,000 gold.
    Team team(qint64 id, int fanFactor = 0) const
    {
        Team t = test::humanTeam(*m_rules, 7, 4);
        t.budget = 2000000;
        const RuleCheck confirmed = TeamRules(*m_rules).confirm(t);
        if (!confirmed)
            qFatal("%s", qPrintable(confirmed.reason));
        t.id = id;
        t.name = id == 1 ? u"Reavers"_s : u"Raiders"_s;
        t.fanFactor = fanFactor;
        for (int i = 0; i < t.players.size(); ++i)
            t.players[i].id = id * 100 + i + 1;
        LedgerEntry adjust;
        adjust.amount = 100000 - t.ledgerBalance();
        t.ledger << adjust;
        return t;
    }

    // Every die typed: gates 3+3, winnings 4 and 2, fan factor rolls of 1s, MVP the first.
    static MatchRecord record(const Team &home, const Team &away, int homeScore, int awayScore,
                              FixtureStage stage)
    {
        MatchRecord r = test::typedRecord(home, away, homeScore, awayScore, {3, 4});
        r.stage = stage;
        return r;
    }

    PostMatchResult run(const Team &home, const Team &away, const MatchRecord &r,
                        const LeagueOptions &options = {}) const
    {
        ScriptedDice none;
        PostMatchResult result = PostMatchSequence(*m_rules, options).run(home, away, r, none);
        if (none.exhausted())
            qWarning("untyped dice asked for: %s", qPrintable(none.purposes().join(u", "_s)));
        return result;
    }

    static Fixture fixture(qint64 id, FixtureStage stage, qint64 home, qint64 away,
                           qint64 matchId = 0, int round = 5)
    {
        Fixture f;
        f.id = id;
        f.seasonId = 1;
        f.round = round;
        f.homeTeamId = home;
        f.awayTeamId = away;
        f.matchId = matchId;
        f.stage = stage;
        return f;
    }

    static MatchSummary played(qint64 matchId, qint64 home, qint64 away, int homeScore,
                               int awayScore, std::optional<Side> conceded = std::nullopt)
    {
        MatchSummary m;
        m.matchId = matchId;
        m.seasonId = 1;
        m.homeTeamId = home;
        m.awayTeamId = away;
        m.homeScore = homeScore;
        m.awayScore = awayScore;
        m.conceded = conceded;
        return m;
    }

private Q_SLOTS:
    // seeds/lrb6-competition-rules-fr.txt l.3944–3955 and l.4005–4013: the value each criterion
    // ranks a team by, as the playoffs dialog shows it; l.4009–4012: a league scoring 5/3/1
    // chooses by those points unless told otherwise, any other by 3/1/0.
    void candidateValue_data()
    {
        QTest::addColumn<PlayoffCriterion>("criterion");
        QTest::addColumn<QString>("value");
        QTest::newRow("l.3946 highest team value")
            << PlayoffCriterion::HighestTeamValue << u"1,800,000"_s;
        QTest::newRow("l.3951 win rate, 5 of 10")
            << PlayoffCriterion::WinRate << u"5 won of 10 (50%)"_s;
        QTest::newRow("l.3953 1,800,000 × 50% = 900,000")
            << PlayoffCriterion::TeamValueTimesWinRate << u"900,000 (1,800,000 × 5/10)"_s;
        QTest::newRow("l.4010 3/1/0: 5 wins 2 draws") << PlayoffCriterion::Points310 << u"17 pts"_s;
        QTest::newRow("l.4011 5/3/1: 5 wins 2 draws 3 losses")
            << PlayoffCriterion::Points531 << u"34 pts"_s;
        QTest::newRow("l.3956 play-off rounds")
            << PlayoffCriterion::PlayoffRounds << u"4 pts, play-off matches played: 2"_s;
    }
    void candidateValue()
    {
        QFETCH(PlayoffCriterion, criterion);
        QFETCH(QString, value);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        PlayoffCandidate c;
        c.teamValue = 1800000;
        c.played = 10;
        c.wins = 5;
        c.draws = 2;
        c.losses = 3;
        c.playoffRoundsPlayed = 2;
        c.playoffRoundsPoints = 4;
        QCOMPARE(PlayoffCandidates::value(c, criterion), value);
    }

    void leagueDefault_data()
    {
        QTest::addColumn<QList<int>>("points");
        QTest::addColumn<PlayoffCriterion>("criterion");
        QTest::newRow("l.4010 3/1/0") << QList<int>{3, 1, 0} << PlayoffCriterion::Points310;
        QTest::newRow("l.4011 5/3/1") << QList<int>{5, 3, 1} << PlayoffCriterion::Points531;
        QTest::newRow("2/1/0: not a rulebook scheme, 3/1/0")
            << QList<int>{2, 1, 0} << PlayoffCriterion::Points310;
        QTest::newRow("5/3/0: not 5/3/1") << QList<int>{5, 3, 0} << PlayoffCriterion::Points310;
    }
    void leagueDefault()
    {
        QFETCH(QList<int>, points);
        QFETCH(PlayoffCriterion, criterion);
        LeagueOptions options;
        options.winPoints = points[0];
        options.drawPoints = points[1];
        options.lossPoints = points[2];
        QCOMPARE(PlayoffCandidates::leagueDefault(options), criterion);
    }

    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    // Gates 6 and 7 thousand fans (FAME 0 and 1), winnings (4 + 0) and (2 + 1) × 10,000 plus
    // 10,000 for the winner: doubled in a semi-final and the final only.
    void gateAndWinnings_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<int>("homeFans");
        QTest::addColumn<int>("awayFans");
        QTest::addColumn<qint64>("homeWinnings");
        QTest::addColumn<qint64>("awayWinnings");
        QTest::newRow("l.3729 regular season: as usual")
            << FixtureStage::Regular << 6000 << 7000 << 50000LL << 30000LL;
        QTest::newRow("l.3956 play-off round: as usual")
            << FixtureStage::PlayoffRound << 6000 << 7000 << 50000LL << 30000LL;
        QTest::newRow("l.4072 semi-final: gate and winnings doubled")
            << FixtureStage::SemiFinal << 12000 << 14000 << 100000LL << 60000LL;
        QTest::newRow("l.4072 final: gate and winnings doubled")
            << FixtureStage::Final << 12000 << 14000 << 100000LL << 60000LL;
    }
    void gateAndWinnings()
    {
        QFETCH(FixtureStage, stage);
        const Team home = team(1);
        const Team away = team(2);
        const PostMatchResult result = run(home, away, record(home, away, 2, 1, stage));
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.homeSummary.fans, "homeFans");
        QTEST(result.awaySummary.fans, "awayFans");
        // Doubling both gates keeps their ratio: FAME is unchanged.
        QCOMPARE(result.homeSummary.fame, 0);
        QCOMPARE(result.awaySummary.fame, 1);
        QTEST(result.homeSummary.winnings, "homeWinnings");
        QTEST(result.awaySummary.winnings, "awayWinnings");
        QTEST(result.home.ledger.last().amount, "homeWinnings");
    }

    // The away team is 100,000 stronger (fan factor 10): the home team's handicap.
    void handicap_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<bool>("allowed"); // LeagueOptions::playoffInducements
        QTest::addColumn<qint64>("handicap");
        QTest::newRow("l.3614 regular season: the handicap")
            << FixtureStage::Regular << false << 100000LL;
        QTest::newRow("l.3969 play-off round, commissioner says no")
            << FixtureStage::PlayoffRound << false << 0LL;
        QTest::newRow("l.3969 play-off round, commissioner allows")
            << FixtureStage::PlayoffRound << true << 100000LL;
        QTest::newRow("l.4017 semi-final: none") << FixtureStage::SemiFinal << false << 0LL;
        QTest::newRow("l.4017 final: none") << FixtureStage::Final << false << 0LL;
        QTest::newRow("l.3969 final, commissioner allows")
            << FixtureStage::Final << true << 100000LL;
    }
    void handicap()
    {
        QFETCH(FixtureStage, stage);
        QFETCH(bool, allowed);
        QFETCH(qint64, handicap);
        LeagueOptions options;
        options.playoffInducements = allowed;
        const Team home = team(1);
        const Team away = team(2, 10);
        // A bribe (100,000) bought with the handicap alone, no petty cash.
        MatchRecord r = record(home, away, 1, 0, stage);
        InducementPurchases bribe;
        bribe.counted = {{u"bribe"_s, 1}};
        r.home.inducements = bribe;
        const PostMatchResult result = run(home, away, r, options);
        if (handicap == 0) {
            QVERIFY(!result.ok());
            QVERIFY2(result.errors.join(u'\n').contains(u"only 0 gp is left"_s),
                     qPrintable(result.errors.join(u'\n')));
            // Without the purchase the match is recorded, with no handicap to lose.
            r.home.inducements.reset();
            const PostMatchResult plain = run(home, away, r, options);
            QVERIFY2(plain.ok(), qPrintable(plain.errors.join(u'\n')));
            QCOMPARE(plain.homeSummary.handicap, 0LL);
            QCOMPARE(plain.homeSummary.handicapLost, 0LL);
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.homeSummary.handicap, handicap);
        QCOMPARE(result.record.home.inducementsSpent, 100000LL);
        // The pre-match money sequence agrees.
        const PreMatchMoney money =
            PreMatchMoney::compute({710000, 100000}, {810000, 100000}, 0, 0,
                                   PlayoffRules::handicapAllowed(stage, options));
        QCOMPARE(money.home().handicap, handicap);
    }

    void levelScore_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<bool>("conceded");
        QTest::addColumn<QString>("refused");
        QTest::newRow("l.1871 regular season: a draw is a result")
            << FixtureStage::Regular << false << QString();
        QTest::newRow("l.1871 play-off round: a draw is a result")
            << FixtureStage::PlayoffRound << false << QString();
        QTest::newRow("l.1871 semi-final level: extra time first")
            << FixtureStage::SemiFinal << false << u"A semi-final needs a winner"_s;
        QTest::newRow("l.1871 final level: extra time first")
            << FixtureStage::Final << false << u"The final needs a winner"_s;
        QTest::newRow("l.3362 semi-final conceded level: the concession decides")
            << FixtureStage::SemiFinal << true << QString();
    }
    void levelScore()
    {
        QFETCH(FixtureStage, stage);
        QFETCH(bool, conceded);
        QFETCH(QString, refused);
        const Team home = team(1);
        const Team away = team(2);
        MatchRecord r = record(home, away, 1, 1, stage);
        if (conceded) {
            r.concession = Concession::DuringMatch;
            r.concededBy = Side::Away;
            r.dice[u"home.fan_factor"_s] = {1, 1, 1};
            r.dice.remove(u"away.fan_factor"_s);
            r.dice.remove(u"away.mvp"_s);
            r.dice[u"home.mvp"_s] = {1, 2};
            r.dice[u"away.winnings"_s] = {2};
        }
        const QStringList problems = PostMatchSequence(*m_rules, {}).validate(home, away, r);
        if (refused.isEmpty()) {
            QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        } else {
            QCOMPARE(problems.size(), 1);
            QVERIFY2(problems.first().startsWith(refused), qPrintable(problems.first()));
        }
    }

    void finalFrom_data()
    {
        QTest::addColumn<QList<Fixture>>("fixtures");
        QTest::addColumn<QList<MatchSummary>>("matches");
        QTest::addColumn<QString>("refused");
        QTest::addColumn<qint64>("home");
        QTest::addColumn<qint64>("away");
        const auto semi = FixtureStage::SemiFinal;
        const QList<Fixture> bothPlayed = {fixture(1, FixtureStage::Regular, 1, 2, 10, 1),
                                           fixture(7, semi, 3, 1, 20), fixture(8, semi, 2, 4, 21)};
        QTest::newRow("l.4015 the two winners, the first semi-final's at home")
            << bothPlayed << QList<MatchSummary>{played(20, 3, 1, 1, 2), played(21, 2, 4, 3, 0)}
            << QString() << 1LL << 2LL;
        QTest::newRow("l.4015 a concession decides a semi-final whatever the score")
            << bothPlayed
            << QList<MatchSummary>{played(20, 3, 1, 2, 0, Side::Home), played(21, 2, 4, 0, 1)}
            << QString() << 1LL << 4LL;
        QTest::newRow("l.4015 no semi-finals drawn")
            << QList<Fixture>{fixture(1, FixtureStage::Regular, 1, 2, 10, 1)}
            << QList<MatchSummary>{} << u"The final comes after the two semi-finals"_s << 0LL
            << 0LL;
        QTest::newRow("l.4015 the second semi-final not played")
            << QList<Fixture>{fixture(7, semi, 3, 1, 20), fixture(8, semi, 2, 4)}
            << QList<MatchSummary>{played(20, 3, 1, 1, 2)}
            << u"Semi-final 2 (fixture 8) has not been played yet."_s << 0LL << 0LL;
        QTest::newRow("l.1871 a semi-final stored level has no winner")
            << bothPlayed << QList<MatchSummary>{played(20, 3, 1, 1, 1), played(21, 2, 4, 3, 0)}
            << u"Semi-final 1 (match 20) ended level"_s << 0LL << 0LL;
        QTest::newRow("l.4015 one final only")
            << (bothPlayed + QList<Fixture>{fixture(9, FixtureStage::Final, 1, 2, 0, 6)})
            << QList<MatchSummary>{played(20, 3, 1, 1, 2), played(21, 2, 4, 3, 0)}
            << u"This season's final is already on the schedule (fixture 9)."_s << 0LL << 0LL;
    }
    void finalFrom()
    {
        QFETCH(QList<Fixture>, fixtures);
        QFETCH(QList<MatchSummary>, matches);
        QFETCH(QString, refused);
        Fixture final;
        const RuleCheck check = PlayoffRules::finalFrom(fixtures, matches, &final);
        if (!refused.isEmpty()) {
            QVERIFY(!check);
            QVERIFY2(check.reason.startsWith(refused), qPrintable(check.reason));
            return;
        }
        QVERIFY2(check, qPrintable(check.reason));
        QTEST(final.homeTeamId, "home");
        QTEST(final.awayTeamId, "away");
        QCOMPARE(final.stage, FixtureStage::Final);
        QCOMPARE(final.round, 6); // after the semi-finals' round
        QCOMPARE(final.seasonId, 1LL);
    }

    // l.4013: the draw is made once.
    void semiFinalsDrawnOnce()
    {
        QVERIFY(PlayoffRules::canDrawSemiFinals({fixture(1, FixtureStage::Regular, 1, 2)}));
        QVERIFY(PlayoffRules::canDrawSemiFinals({fixture(1, FixtureStage::PlayoffRound, 1, 2)}));
        const RuleCheck again =
            PlayoffRules::canDrawSemiFinals({fixture(4, FixtureStage::SemiFinal, 1, 2)});
        QVERIFY(!again);
        QCOMPARE(again.reason,
                 u"This season's end-of-season tournament has already been drawn (fixture 4)."_s);
    }

    // l.4005–4013: the table is the regular season's; play-offs and the tournament stay out.
    void standingsCountTheRegularSeasonOnly_data()
    {
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<int>("played");
        QTest::newRow("l.4005 regular match counts") << FixtureStage::Regular << 2;
        QTest::newRow("l.3956 play-off round does not") << FixtureStage::PlayoffRound << 1;
        QTest::newRow("l.4015 semi-final does not") << FixtureStage::SemiFinal << 1;
        QTest::newRow("l.4015 final does not") << FixtureStage::Final << 1;
    }
    void standingsCountTheRegularSeasonOnly()
    {
        QFETCH(FixtureStage, stage);
        MatchSummary second = played(2, 2, 1, 3, 0);
        second.stage = stage;
        const QList<StandingsRow> rows =
            Standings::compute({1, 2}, {played(1, 1, 2, 1, 0), second}, {});
        for (const StandingsRow &row : rows)
            QTEST(row.played, "played");
    }

    // The stage travels with the stored record, so a replayed report doubles the same way.
    void stageInTheRecordFile()
    {
        const Team home = team(1);
        const Team away = team(2);
        const MatchRecord r = record(home, away, 2, 1, FixtureStage::Final);
        const QJsonObject json = MatchRecordJson::toJson(r);
        QCOMPARE(json.value(u"stage"_s).toString(), u"final"_s);
        QStringList problems;
        const std::optional<MatchRecord> back =
            MatchRecordJson::fromJson(json, *m_rules, &problems);
        QVERIFY2(back, qPrintable(problems.join(u'\n')));
        QCOMPARE(back->stage, FixtureStage::Final);
        QVERIFY(!MatchRecordJson::toJson(record(home, away, 2, 1, FixtureStage::Regular))
                     .contains(u"stage"_s));
        QJsonObject wrong = json;
        wrong.insert(u"stage"_s, u"quarter_final"_s);
        QVERIFY(!MatchRecordJson::fromJson(wrong, *m_rules, &problems));
        QVERIFY2(problems.join(u'\n').contains(u"stage"_s), qPrintable(problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestPlayoffRules)
#include "tst_playoff_rules.moc"
