// The post-match sequence (rulebook l.3701–3860, l.3763–3800, l.4355–4480), one step at a time, at
// its edges. Every die is typed into the record by purpose; the fallback dice fail the test if a
// roll nobody typed is asked for.
#include "../support/TeamFixtures.h"
#include "core/dice/RandomDice.h"
#include "core/dice/ScriptedDice.h"
#include "core/league/PostMatchSequence.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

using Dice = QHash<QString, QList<int>>;

enum class Outcome { HomeWins, Draw, AwayWins };

} // namespace

Q_DECLARE_METATYPE(Outcome)
Q_DECLARE_METATYPE(ExpensesRule)
Q_DECLARE_METATYPE(SmallLeagueWinnings)
Q_DECLARE_METATYPE(Concession)
Q_DECLARE_METATYPE(Player::Status)
Q_DECLARE_METATYPE(dugout::InducementPurchases)

class TestPostMatch : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;

    // A confirmed Human team of 7 linemen and 4 blitzers (team value 710,000) with exactly
    // `treasury` gold, players numbered 1–11 with database-like ids.
    Team team(qint64 id, qint64 treasury = 100000, int fanFactor = 0) const
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
        adjust.amount = treasury - t.ledgerBalance();
        t.ledger << adjust;
        return t;
    }

    // A match with the given score and the dice every step needs by default: equal gates
    // (FAME 0 each), winnings die 1, fan factor rolls of all 1s, the first player as MVP.
    MatchRecord record(const Team &home, const Team &away, int homeScore = 0,
                       int awayScore = 0) const
    {
        MatchRecord r;
        r.home.teamId = home.id;
        r.away.teamId = away.id;
        r.home.score = homeScore;
        r.away.score = awayScore;
        r.dice = {{u"home.gate"_s, {3, 3}},  {u"away.gate"_s, {3, 3}}, {u"home.winnings"_s, {1}},
                  {u"away.winnings"_s, {1}}, {u"home.mvp"_s, {1}},     {u"away.mvp"_s, {1}}};
        const bool homeWins = homeScore > awayScore;
        const bool awayWins = awayScore > homeScore;
        r.dice[u"home.fan_factor"_s] = homeWins ? QList<int>{1, 1, 1} : QList<int>{1, 1};
        r.dice[u"away.fan_factor"_s] = awayWins ? QList<int>{1, 1, 1} : QList<int>{1, 1};
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

    static Player &numbered(Team &t, int number)
    {
        for (Player &p : t.players) {
            if (p.number == number && p.isActive())
                return p;
        }
        qFatal("no player %d", number);
    }

    static const Player *find(const Team &t, int number)
    {
        for (const Player &p : t.players) {
            if (p.number == number)
                return &p;
        }
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
    }

    // C.4: FAME 0, +1 for more fans, +2 for at least twice as many.
    void fame_data()
    {
        QTest::addColumn<int>("homeFans");
        QTest::addColumn<QList<int>>("homeGate");
        QTest::addColumn<QList<int>>("awayGate");
        QTest::addColumn<int>("homeFame");
        QTest::addColumn<int>("awayFame");
        QTest::newRow("equal gates: 0 and 0")
            << 0 << QList<int>{3, 3} << QList<int>{4, 2} << 0 << 0;
        QTest::newRow("one more: 1 and 0") << 0 << QList<int>{4, 3} << QList<int>{3, 3} << 1 << 0;
        QTest::newRow("just under twice: 1") << 0 << QList<int>{6, 5} << QList<int>{3, 3} << 1 << 0;
        QTest::newRow("exactly twice: 2") << 0 << QList<int>{6, 6} << QList<int>{3, 3} << 2 << 0;
        QTest::newRow("fan factor counts: 2+2+4 vs 4")
            << 4 << QList<int>{2, 2} << QList<int>{2, 2} << 2 << 0;
        QTest::newRow("away twice") << 0 << QList<int>{1, 1} << QList<int>{2, 2} << 0 << 2;
    }
    void fame()
    {
        QFETCH(int, homeFans);
        QFETCH(QList<int>, homeGate);
        QFETCH(QList<int>, awayGate);
        Team home = team(1, 100000, homeFans);
        const Team away = team(2);
        MatchRecord r = record(home, away);
        r.dice[u"home.gate"_s] = homeGate;
        r.dice[u"away.gate"_s] = awayGate;
        r.dice[u"home.fan_factor"_s] = {
            6, 6}; // draw: roll above fan factor 4 gains, nothing else changes
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.homeSummary.fans, (homeGate[0] + homeGate[1] + homeFans) * 1000);
        QTEST(result.homeSummary.fame, "homeFame");
        QTEST(result.awaySummary.fame, "awayFame");
    }

    // E.2 and K: (D6 + FAME) × 10,000, +10,000 for a win or draw, the winner's re-roll kept
    // even when worse, small-league extras.
    void winnings_data()
    {
        QTest::addColumn<Outcome>("outcome");
        QTest::addColumn<int>("die");
        QTest::addColumn<bool>("reroll");
        QTest::addColumn<int>("rerollDie");
        QTest::addColumn<QList<int>>("homeGate");
        QTest::addColumn<SmallLeagueWinnings>("smallLeague");
        QTest::addColumn<qint64>("expected");
        const QList<int> even{3, 3};
        const QList<int> double_{6, 6}; // FAME 2 for the home team
        const auto none = SmallLeagueWinnings::None;
        QTest::newRow("win, 1, FAME 0")
            << Outcome::HomeWins << 1 << false << 0 << even << none << qint64(20000);
        QTest::newRow("win, 6, FAME 2")
            << Outcome::HomeWins << 6 << false << 0 << double_ << none << qint64(90000);
        QTest::newRow("draw, 4, FAME 0")
            << Outcome::Draw << 4 << false << 0 << even << none << qint64(50000);
        QTest::newRow("loss, 4, FAME 0")
            << Outcome::AwayWins << 4 << false << 0 << even << none << qint64(40000);
        QTest::newRow("loss, 3, FAME 2")
            << Outcome::AwayWins << 3 << false << 0 << double_ << none << qint64(50000);
        QTest::newRow("win, re-roll 2 → 5")
            << Outcome::HomeWins << 2 << true << 5 << even << none << qint64(60000);
        QTest::newRow("win, re-roll 5 → 1 kept")
            << Outcome::HomeWins << 5 << true << 1 << even << none << qint64(20000);
        QTest::newRow("loser cannot re-roll")
            << Outcome::AwayWins << 2 << true << 6 << even << none << qint64(20000);
        QTest::newRow("small league: loss +10,000")
            << Outcome::AwayWins << 2 << false << 0 << even << SmallLeagueWinnings::ExtraGold
            << qint64(30000);
        QTest::newRow("small league: win +20,000")
            << Outcome::HomeWins << 2 << false << 0 << even << SmallLeagueWinnings::ExtraGold
            << qint64(50000);
        QTest::newRow("small league: draw +20,000")
            << Outcome::Draw << 2 << false << 0 << even << SmallLeagueWinnings::ExtraGold
            << qint64(50000);
        QTest::newRow("double FAME: win, 3, FAME 2×2")
            << Outcome::HomeWins << 3 << false << 0 << double_ << SmallLeagueWinnings::DoubleFame
            << qint64(80000);
    }
    void winnings()
    {
        QFETCH(Outcome, outcome);
        QFETCH(int, die);
        QFETCH(bool, reroll);
        QFETCH(int, rerollDie);
        QFETCH(QList<int>, homeGate);
        QFETCH(SmallLeagueWinnings, smallLeague);
        const Team home = team(1);
        const Team away = team(2);
        MatchRecord r = record(home, away, outcome == Outcome::HomeWins ? 1 : 0,
                               outcome == Outcome::AwayWins ? 1 : 0);
        r.dice[u"home.gate"_s] = homeGate;
        r.dice[u"home.winnings"_s] = {die};
        r.home.rerollWinnings = reroll;
        if (reroll && outcome == Outcome::HomeWins)
            r.dice[u"home.winnings_reroll"_s] = {rerollDie};
        LeagueOptions options;
        options.smallLeague = smallLeague;
        const PostMatchResult result = run(home, away, r, options);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.homeSummary.winnings, "expected");
        QCOMPARE(result.home.ledger.last().kind, LedgerEntry::Kind::Winnings);
        QTEST(result.home.ledger.last().amount, "expected");
    }

    // H: spiralling expenses on the match team value (team value + petty cash): nothing
    // below 1,750,000, then 10,000 more per 150,000 bracket; a league may move both numbers.
    void spirallingExpenses_data()
    {
        QTest::addColumn<qint64>("matchValue");
        QTest::addColumn<qint64>("threshold");
        QTest::addColumn<qint64>("step");
        QTest::addColumn<qint64>("expected");
        const qint64 t = 1750000, s = 150000;
        QTest::newRow("1,749,999: none") << qint64(1749999) << t << s << qint64(0);
        QTest::newRow("1,750,000: 10,000") << qint64(1750000) << t << s << qint64(10000);
        QTest::newRow("1,899,999: 10,000") << qint64(1899999) << t << s << qint64(10000);
        QTest::newRow("1,900,000: 20,000") << qint64(1900000) << t << s << qint64(20000);
        QTest::newRow("2,049,999: 20,000") << qint64(2049999) << t << s << qint64(20000);
        QTest::newRow("2,050,000: 30,000") << qint64(2050000) << t << s << qint64(30000);
        QTest::newRow("2,500,000: 60,000") << qint64(2500000) << t << s << qint64(60000);
        QTest::newRow("Albion 1,000,000/100,000 at 999,999")
            << qint64(999999) << qint64(1000000) << qint64(100000) << qint64(0);
        QTest::newRow("Albion at 1,000,000")
            << qint64(1000000) << qint64(1000000) << qint64(100000) << qint64(10000);
        QTest::newRow("Albion at 1,200,000")
            << qint64(1200000) << qint64(1000000) << qint64(100000) << qint64(30000);
    }
    void spirallingExpenses()
    {
        QFETCH(qint64, matchValue);
        QFETCH(qint64, threshold);
        QFETCH(qint64, step);
        const qint64 teamValue = 710000;
        Team home = team(1, matchValue); // enough gold to move the difference to petty cash
        const Team away = team(2);
        MatchRecord r = record(home, away);
        r.home.pettyCash = matchValue - teamValue;
        LeagueOptions options;
        options.spirallingThreshold = threshold;
        options.spirallingStep = step;
        const PostMatchResult result = run(home, away, r, options);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.homeSummary.teamValueBefore, teamValue);
        QTEST(result.homeSummary.expenses, "expected");
        QCOMPARE(result.homeSummary.treasuryAfter,
                 matchValue + result.homeSummary.winnings - result.homeSummary.expenses);
    }

    // H: expenses never take the treasury below zero.
    void expensesNeverBelowZero()
    {
        Team home = team(1, 1100000);
        const Team away = team(2);
        MatchRecord r = record(home, away);
        r.home.pettyCash = 1100000;        // match value 1,810,000: 10,000 owed…
        r.home.inducementsSpent = 1100000; // …but every coin went on inducements
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.homeSummary.winnings, qint64(20000));
        QCOMPARE(result.homeSummary.expenses, qint64(10000));
        QCOMPARE(result.homeSummary.treasuryAfter, qint64(10000));

        r.dice[u"home.winnings"_s] = {1};
        LeagueOptions albion;
        albion.spirallingThreshold = 1000000;
        albion.spirallingStep = 10000; // 80+ brackets: far more than the 20,000 won
        const PostMatchResult broke = run(home, away, r, albion);
        QVERIFY(broke.ok());
        QCOMPARE(broke.homeSummary.expenses, qint64(20000));
        QCOMPARE(broke.homeSummary.treasuryAfter, qint64(0));
    }

    // reference/expensive-mistakes.md: a D6 by treasury band, from 100,000.
    void expensiveMistakes_data()
    {
        QTest::addColumn<qint64>("treasury"); // at the expenses step (draw: 20,000 won first)
        QTest::addColumn<QList<int>>("dice"); // D6, then the D3 or the 2D6 kept
        QTest::addColumn<qint64>("expected");
        QTest::newRow("99,999: no roll") << qint64(99999) << QList<int>{} << qint64(0);
        QTest::newRow("100,000, 1: minor, D3 2")
            << qint64(100000) << QList<int>{1, 2} << qint64(20000);
        QTest::newRow("100,000, 2: averted") << qint64(100000) << QList<int>{2} << qint64(0);
        QTest::newRow("195,000, 1: minor, D3 3")
            << qint64(195000) << QList<int>{1, 3} << qint64(30000);
        QTest::newRow("200,000, 2: minor, D3 1")
            << qint64(200000) << QList<int>{2, 1} << qint64(10000);
        QTest::newRow("200,000, 3: averted") << qint64(200000) << QList<int>{3} << qint64(0);
        QTest::newRow("300,000, 1: major, half")
            << qint64(300000) << QList<int>{1} << qint64(150000);
        QTest::newRow("355,000, 1: major, keep 175,000")
            << qint64(355000) << QList<int>{1} << qint64(180000);
        QTest::newRow("395,000, 4: averted") << qint64(395000) << QList<int>{4} << qint64(0);
        QTest::newRow("400,000, 4: minor, D3 1")
            << qint64(400000) << QList<int>{4, 1} << qint64(10000);
        QTest::newRow("495,000, 2: major") << qint64(495000) << QList<int>{2} << qint64(250000);
        QTest::newRow("500,000, 1: catastrophe, keep 2D6 3+4")
            << qint64(500000) << QList<int>{1, 3, 4} << qint64(430000);
        QTest::newRow("500,000, 5: minor, D3 3")
            << qint64(500000) << QList<int>{5, 3} << qint64(30000);
        QTest::newRow("595,000, 6: averted") << qint64(595000) << QList<int>{6} << qint64(0);
        QTest::newRow("600,000, 2: catastrophe, keep 6+6")
            << qint64(600000) << QList<int>{2, 6, 6} << qint64(480000);
        QTest::newRow("600,000, 6: minor, D3 2")
            << qint64(600000) << QList<int>{6, 2} << qint64(20000);
        QTest::newRow("1,000,000, 3: major") << qint64(1000000) << QList<int>{3} << qint64(500000);
    }
    void expensiveMistakes()
    {
        QFETCH(qint64, treasury);
        QFETCH(QList<int>, dice);
        const Team home = team(1, treasury - 20000);
        const Team away = team(2, 0); // 20,000 after winnings: no roll
        MatchRecord r = record(home, away);
        if (!dice.isEmpty())
            r.dice[u"home.expenses"_s] = {dice.takeFirst()};
        if (dice.size() == 1)
            r.dice[u"home.mistake_d3"_s] = dice;
        else if (dice.size() == 2)
            r.dice[u"home.mistake_keep"_s] = dice;
        LeagueOptions options;
        options.expenses = ExpensesRule::ExpensiveMistakes;
        const PostMatchResult result = run(home, away, r, options);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.homeSummary.expenses, "expected");
        QVERIFY(!result.logText().contains(u"not needed"_s));
    }

    // E.4: winner 3D6, others 2D6; a winner or draw gains on a roll above the fan factor, a
    // loser or draw loses on a roll below it; equal changes nothing.
    void fanFactor_data()
    {
        QTest::addColumn<Outcome>("outcome");
        QTest::addColumn<int>("fanFactor");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<int>("expected");
        QTest::newRow("win, 3D6 = fan factor: no change")
            << Outcome::HomeWins << 6 << QList<int>{2, 2, 2} << 6;
        QTest::newRow("win, 3D6 above: +1") << Outcome::HomeWins << 6 << QList<int>{2, 2, 3} << 7;
        QTest::newRow("win, 3D6 below: no loss")
            << Outcome::HomeWins << 9 << QList<int>{1, 1, 1} << 9;
        QTest::newRow("loss, 2D6 = fan factor: no change")
            << Outcome::AwayWins << 5 << QList<int>{2, 3} << 5;
        QTest::newRow("loss, 2D6 below: −1") << Outcome::AwayWins << 5 << QList<int>{2, 2} << 4;
        QTest::newRow("loss, 2D6 above: no gain")
            << Outcome::AwayWins << 2 << QList<int>{6, 6} << 2;
        QTest::newRow("draw, 2D6 above: +1") << Outcome::Draw << 4 << QList<int>{3, 2} << 5;
        QTest::newRow("draw, 2D6 below: −1") << Outcome::Draw << 4 << QList<int>{1, 2} << 3;
        QTest::newRow("draw, 2D6 = fan factor") << Outcome::Draw << 4 << QList<int>{2, 2} << 4;
        QTest::newRow("loss at 0 stays 0") << Outcome::AwayWins << 0 << QList<int>{1, 1} << 0;
    }
    void fanFactor()
    {
        QFETCH(Outcome, outcome);
        QFETCH(int, fanFactor);
        QFETCH(QList<int>, dice);
        const Team home = team(1, 100000, fanFactor);
        const Team away = team(2, 100000, fanFactor);
        MatchRecord r = record(home, away, outcome == Outcome::HomeWins ? 1 : 0,
                               outcome == Outcome::AwayWins ? 1 : 0);
        r.dice[u"home.fan_factor"_s] = dice;
        r.dice[u"away.fan_factor"_s] =
            outcome == Outcome::AwayWins ? QList<int>{1, 1, 1} : QList<int>{1, 1};
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.home.fanFactor, "expected");
        QTEST(result.homeSummary.fanFactorAfter, "expected");
    }

    // E (concession, l.3856): before kick-off with 2 or fewer players, no penalty beyond
    // the missing winnings; otherwise the winner takes the loser's winnings and MVP, the loser
    // drops 1 fan factor without rolling and its 51+ SPP players leave on 1–3.
    void concession_data()
    {
        QTest::addColumn<Concession>("concession");
        QTest::addColumn<int>("able"); // players of the conceding team able to play
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<qint64>("winnerGold");
        QTest::addColumn<int>("loserFanFactor");
        QTest::addColumn<bool>("veteranLeaves");
        QTest::newRow("l.3856 before kick-off, 2 able: no extra penalty")
            << Concession::BeforeKickOff << 2 << QString() << qint64(20000) << 5 << false;
        QTest::newRow("l.3856 before kick-off, 1 able: no extra penalty")
            << Concession::BeforeKickOff << 1 << QString() << qint64(20000) << 5 << false;
        QTest::newRow("l.3858 before kick-off, 3 able: refused")
            << Concession::BeforeKickOff << 3 << u"could field 3 player"_s << qint64(0) << 0
            << false;
        QTest::newRow("l.3858 before kick-off, 11 able: refused")
            << Concession::BeforeKickOff << 11 << u"could field 11 player"_s << qint64(0) << 0
            << false;
        QTest::newRow("l.3858 during the match: penalties")
            << Concession::DuringMatch << 11 << QString() << qint64(20000 + 20000) << 4 << true;
        QTest::newRow("l.3858 during the match, 2 able: penalties")
            << Concession::DuringMatch << 2 << QString() << qint64(20000 + 20000) << 4 << true;
    }
    // Any conceding team wins nothing and gives its MVP to the opponent (l.3362–3364,
    // l.3736–3737); only a team that concedes before kick-off able to field 2 players or fewer
    // escapes the extra penalties (l.3856–3868): the winner keeps only its own winnings, no fan
    // factor lost without a roll, no veteran leaves.
    void concession()
    {
        QFETCH(Concession, concession);
        QFETCH(int, able);
        QFETCH(QString, refusal);
        const Team home = team(1, 100000, 5);
        Team away = team(2, 100000, 5);
        numbered(away, 1).spp = 51; // leaves on 1–3
        numbered(away, 2).spp = 60; // stays on 4
        numbered(away, 3).spp = 50; // too few SPP to roll
        for (int number = able + 1; number <= 11; ++number)
            numbered(away, number).missNextGame = true; // injured in an earlier match
        MatchRecord r = record(home, away, 0, 1); // the conceding team was ahead: it still loses
        r.concession = concession;
        r.concededBy = Side::Away;
        r.dice[u"home.fan_factor"_s] = {1, 1, 1};
        r.dice.remove(u"away.mvp"_s);   // its MVP goes to the winner…
        r.dice[u"home.mvp"_s] = {1, 2}; // …who draws twice
        if (concession == Concession::BeforeKickOff) {
            r.dice[u"away.fan_factor"_s] = {5, 5}; // the loser rolls as usual: 10 is not below 5
            r.dice.remove(u"away.winnings"_s);     // but a conceding team wins nothing
        } else {
            r.dice.remove(u"away.fan_factor"_s); // −1 without a roll
            r.dice[u"away.winnings"_s] = {2};    // the loser's winnings, taken by the winner
            r.dice[u"away.leave.1"_s] = {3};
            r.dice[u"away.leave.2"_s] = {4};
        }
        const PostMatchResult result = run(home, away, r);
        if (!refusal.isEmpty()) {
            QVERIFY(!result.ok());
            QVERIFY2(result.errors.join(u'\n').contains(refusal),
                     qPrintable(result.errors.join(u'\n')));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.summary.winner(), std::optional<Side>(Side::Home));
        QTEST(result.homeSummary.winnings, "winnerGold");
        QCOMPARE(result.awaySummary.winnings, qint64(0));
        QCOMPARE(int(result.homeSummary.mvpNumbers.size()), 2);
        QVERIFY(result.awaySummary.mvpNumbers.isEmpty());
        QTEST(result.away.fanFactor, "loserFanFactor");
        QFETCH(bool, veteranLeaves);
        QCOMPARE(find(result.away, 1)->status,
                 veteranLeaves ? Player::Status::Retired : Player::Status::Active);
        QCOMPARE(find(result.away, 2)->status, Player::Status::Active);
        QCOMPARE(find(result.away, 3)->status, Player::Status::Active);
        QVERIFY2(!result.logText().contains(u"not needed"_s),
                 qPrintable(result.logText().right(300)));
    }

    // F: a lost characteristic never drops more than 2 below the position's value nor below 1;
    // the player still misses the next game.
    void characteristicLoss_data()
    {
        QTest::addColumn<QString>("roster");
        QTest::addColumn<int>("d68");
        QTest::addColumn<int>("lossBefore");
        QTest::addColumn<int>("lossAfter");
        QTest::newRow("53 −MA, first loss") << u"human"_s << 53 << 0 << 1;
        QTest::newRow("55 −AV, second loss") << u"human"_s << 55 << 1 << 2;
        QTest::newRow("57 −AG, third ignored (−2 floor)") << u"human"_s << 57 << 2 << 2;
        QTest::newRow("58 −ST on goblin ST 2, first") << u"goblin"_s << 58 << 0 << 1;
        QTest::newRow("58 −ST on goblin at ST 1: ignored (floor 1)") << u"goblin"_s << 58 << 1 << 1;
    }
    void characteristicLoss()
    {
        QFETCH(QString, roster);
        QFETCH(int, d68);
        QFETCH(int, lossBefore);
        const Team home = team(1);
        Team away = team(2);
        if (roster == u"goblin"_s)
            numbered(away, 5).positionId = u"goblin.goblin"_s;
        Player &victim = numbered(away, 5);
        int *loss = d68 == 53   ? &victim.maLoss
                    : d68 == 55 ? &victim.avLoss
                    : d68 == 57 ? &victim.agLoss
                                : &victim.stLoss;
        *loss = lossBefore;
        QVERIFY(m_rules->position(victim.positionId));
        MatchRecord r = record(home, away);
        r.away.casualties << CasualtyRecord{5, d68, {}, false, {}, {}};
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const Player *after = find(result.away, 5);
        const int lost = d68 == 53   ? after->maLoss
                         : d68 == 55 ? after->avLoss
                         : d68 == 57 ? after->agLoss
                                     : after->stLoss;
        QTEST(lost, "lossAfter");
        QVERIFY(after->missNextGame);
        QVERIFY(!after->isAvailable());
    }

    // F: the casualty table's lasting effects, with the apothecary and Regeneration.
    void casualtyEffects_data()
    {
        QTest::addColumn<int>("d68");
        QTest::addColumn<bool>("apothecary");
        QTest::addColumn<int>("second");
        QTest::addColumn<Player::Status>("status");
        QTest::addColumn<bool>("missNextGame");
        QTest::addColumn<int>("niggling");
        QTest::newRow("38 badly hurt: nothing")
            << 38 << false << 0 << Player::Status::Active << false << 0;
        QTest::newRow("41 miss next game")
            << 41 << false << 0 << Player::Status::Active << true << 0;
        QTest::newRow("51 niggling") << 51 << false << 0 << Player::Status::Active << true << 1;
        QTest::newRow("61 dead") << 61 << false << 0 << Player::Status::Dead << false << 0;
        QTest::newRow("68 dead, apothecary 11 kept")
            << 68 << true << 11 << Player::Status::Active << false << 0;
        QTest::newRow("41, apothecary 62 not kept")
            << 41 << true << 62 << Player::Status::Active << true << 0;
    }
    void casualtyEffects()
    {
        QFETCH(int, d68);
        QFETCH(bool, apothecary);
        QFETCH(int, second);
        const Team home = team(1);
        Team away = team(2);
        away.apothecary = true;
        MatchRecord r = record(home, away);
        CasualtyRecord casualty{5, d68, {}, apothecary, {}, {}};
        if (apothecary)
            casualty.apothecaryD68 = second;
        r.away.casualties << casualty;
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const Player *after = find(result.away, 5);
        QTEST(after->status, "status");
        QTEST(after->missNextGame, "missNextGame");
        QTEST(after->niggling, "niggling");
        QCOMPARE(result.summary.homeCasualties, 1);
    }

    void regeneration_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<Player::Status>("status");
        QTest::newRow("3: dies") << 3 << Player::Status::Dead;
        QTest::newRow("4: healed") << 4 << Player::Status::Active;
    }
    void regeneration()
    {
        QFETCH(int, die);
        const Team home = team(1);
        Team away = team(2);
        numbered(away, 5).gainedSkills << GainedSkill{u"regeneration"_s, true};
        MatchRecord r = record(home, away);
        r.away.casualties << CasualtyRecord{5, 61, die, false, {}, {}};
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(find(result.away, 5)->status, "status");
    }

    // E.7: fewer than 11 players able to play the next match: free journeymen up to 11.
    // l.2175–2185: the Zombie the Necromancer raised joins for free while the roster has fewer
    // than 16 players; a team without a Necromancer cannot have raised one.
    void raisedZombie_data()
    {
        QTest::addColumn<QString>("rosterId");
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("raised");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("joins");
        QTest::newRow("undead, 11 players: joins") << u"undead"_s << 11 << 1 << true << true;
        QTest::newRow("undead, 15 players: joins as the 16th")
            << u"undead"_s << 15 << 1 << true << true;
        QTest::newRow("undead, 16 players: no room") << u"undead"_s << 16 << 1 << true << false;
        QTest::newRow("necromantic: joins") << u"necromantic"_s << 11 << 1 << true << true;
        QTest::newRow("human: no Necromancer") << u"human"_s << 11 << 1 << false << false;
        QTest::newRow("twice in a match") << u"undead"_s << 11 << 2 << false << false;
    }
    void raisedZombie()
    {
        QFETCH(QString, rosterId);
        QFETCH(int, players);
        QFETCH(int, raised);
        QFETCH(bool, valid);
        QFETCH(bool, joins);
        Team home = team(1);
        home.rosterId = rosterId;
        for (int n = 12; n <= players; ++n) {
            Player extra = home.players.constLast();
            extra.id = 100 + n;
            extra.number = n;
            home.players << extra;
        }
        const Team away = team(2);
        MatchRecord r = record(home, away);
        r.home.raisedDead = raised;
        const QStringList problems = PostMatchSequence(*m_rules, {}).validate(home, away, r);
        QCOMPARE(problems.isEmpty(), valid);
        if (!valid)
            return;
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const auto zombies = std::count_if(
            result.home.players.cbegin(), result.home.players.cend(), [&](const Player &p) {
                return p.isActive() && p.positionId == rosterId + u".zombie"_s;
            });
        QCOMPARE(zombies, joins ? 1 : 0);
        const auto active = std::count_if(result.home.players.cbegin(), result.home.players.cend(),
                                          [](const Player &p) { return p.isActive(); });
        QCOMPARE(active, players + (joins ? 1 : 0));
    }

    void freeJourneymen_data()
    {
        QTest::addColumn<QString>("rosterId");
        QTest::addColumn<int>("injured");
        QTest::addColumn<bool>("chosen"); // false: the field is absent (the default)
        QTest::addColumn<QStringList>("positions");
        QTest::addColumn<QStringList>("expected"); // positions of the journeymen who join
        QTest::addColumn<QString>("refusal");
        const QString lineman = u"human.lineman"_s;
        QTest::newRow("l.3748 default, 11 available: none")
            << u"human"_s << 0 << false << QStringList() << QStringList() << QString();
        QTest::newRow("l.3748 default, 10 available: 1")
            << u"human"_s << 1 << false << QStringList() << QStringList{lineman} << QString();
        QTest::newRow("l.3748 default, 9 available: 2")
            << u"human"_s << 2 << false << QStringList() << QStringList{lineman, lineman}
            << QString();
        QTest::newRow("l.3747 declined")
            << u"human"_s << 2 << true << QStringList() << QStringList() << QString();
        QTest::newRow("l.3747 fewer than allowed")
            << u"human"_s << 2 << true << QStringList{lineman} << QStringList{lineman} << QString();
        QTest::newRow("l.3750 Undead may take Zombies (0-16)")
            << u"undead"_s << 2 << true << QStringList{u"undead.zombie"_s, u"undead.skeleton"_s}
            << QStringList{u"undead.zombie"_s, u"undead.skeleton"_s} << QString();
        QTest::newRow("l.3750 Undead default: the first 0-16 position")
            << u"undead"_s << 1 << false << QStringList() << QStringList{u"undead.skeleton"_s}
            << QString();
        QTest::newRow("l.3750 refused: a 0-4 blitzer")
            << u"human"_s << 1 << true << QStringList{u"human.blitzer"_s} << QStringList()
            << u"0-16 or 0-12"_s;
        QTest::newRow("l.3750 refused: another roster's position")
            << u"human"_s << 1 << true << QStringList{u"orc.lineman"_s} << QStringList()
            << u"not a position"_s;
        QTest::newRow("l.3748 refused: more than needed")
            << u"human"_s << 1 << true << QStringList{lineman, lineman} << QStringList()
            << u"may take 1"_s;
        QTest::newRow("l.3748 refused: none needed")
            << u"human"_s << 0 << true << QStringList{lineman} << QStringList() << u"may take 0"_s;
    }
    void freeJourneymen()
    {
        QFETCH(QString, rosterId);
        QFETCH(int, injured);
        QFETCH(bool, chosen);
        QFETCH(QStringList, positions);
        QFETCH(QStringList, expected);
        QFETCH(QString, refusal);
        const Team home = team(1);
        Team away = team(2);
        if (rosterId != u"human"_s) {
            // Players keep their Human positions; only the positions offered change.
            away.rosterId = rosterId;
        }
        MatchRecord r = record(home, away);
        for (int i = 0; i < injured; ++i)
            r.away.casualties << CasualtyRecord{i + 5, 41, {},
                                                false, {}, {}}; // linemen, 50,000 each
        if (chosen)
            r.away.freeJourneymen = positions;
        const PostMatchResult result = run(home, away, r);
        if (!refusal.isEmpty()) {
            QVERIFY(!result.ok());
            QVERIFY2(result.errors.join(u'\n').contains(refusal),
                     qPrintable(result.errors.join(u'\n')));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QStringList joined;
        for (const Player &p : result.away.players) {
            if (!p.isActive() || !p.journeyman)
                continue;
            joined << p.positionId;
            QVERIFY(p.skillIds(*m_rules->position(p.positionId)).contains(u"loner"_s));
            QVERIFY(p.number >= 12);
        }
        QCOMPARE(joined, expected);
        QCOMPARE(result.awaySummary.freeJourneymenAllowed, injured);
        QCOMPARE(result.awaySummary.freeJourneymenTaken, expected);
        const auto available =
            std::count_if(result.away.players.cbegin(), result.away.players.cend(),
                          [](const Player &p) { return p.isAvailable(); });
        QCOMPARE(int(available), 11 - injured + int(expected.size()));
        // Journeymen count at their base price in team value.
        qint64 journeymenValue = 0;
        for (const QString &id : expected)
            journeymenValue += m_rules->position(id)->cost;
        QCOMPARE(result.awaySummary.teamValueAfter,
                 710000 - injured * 50000 + journeymenValue + result.away.fanFactor * 10000);
    }

    // E.6: a journeyman who played is hired for good at his base price, or released.
    void journeymanHiredOrReleased_data()
    {
        QTest::addColumn<bool>("hire");
        QTest::newRow("hired") << true;
        QTest::newRow("released") << false;
    }
    void journeymanHiredOrReleased()
    {
        QFETCH(bool, hire);
        Team home = team(1);
        numbered(home, 11).journeyman = true;
        numbered(home, 11).spp = 4;
        const Team away = team(2);
        MatchRecord r = record(home, away);
        if (hire)
            r.home.hireJourneymen << 11;
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const Player *journeyman = find(result.home, 11);
        QCOMPARE(journeyman->status, hire ? Player::Status::Active : Player::Status::Fired);
        QCOMPARE(journeyman->journeyman, !hire); // a released journeyman stays one in the history
        QCOMPARE(journeyman->spp, 4);
        QCOMPARE(result.homeSummary.treasuryAfter, 100000 + 20000 - (hire ? 50000 : 0));
        // Released: 10 players left, so a free journeyman takes his place.
        const auto newcomers =
            std::count_if(result.home.players.cbegin(), result.home.players.cend(),
                          [](const Player &p) { return p.isActive() && p.journeyman; });
        QCOMPARE(int(newcomers), hire ? 0 : 1);
    }

    // E.1: SPP for each event, the MVP, and the advancement rolls they bring.
    void starPlayerPoints()
    {
        Team home = team(1);
        numbered(home, 1).spp = 3;
        const Team away = team(2);
        MatchRecord r = record(home, away, 2, 0);
        r.away.casualties << CasualtyRecord{4, 38, {}, false, {}, {}};
        r.home.players << PlayerMatchEvents{1, 1, 1, 0, 1} << PlayerMatchEvents{2, 0, 1, 1, 0};
        r.home.mvpNumbers << 2;
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const Player *one = find(result.home, 1);
        QCOMPARE(one->spp, 3 + 1 + 3 + 2);               // completion 1, touchdown 3, casualty 2
        QCOMPARE(one->pendingAdvancements(*m_rules), 1); // 9 SPP: past 6
        const Player *two = find(result.home, 2);
        QCOMPARE(two->spp, 3 + 2 + 5); // touchdown, interception, MVP
        QCOMPARE(two->mvps, 1);
        QCOMPARE(two->matchesPlayed, 1);
        QVERIFY(result.logText().contains(u"advancement roll"_s));
    }

    void advancementTakenWithTheResult()
    {
        Team home = team(1);
        numbered(home, 1).spp = 5;
        const Team away = team(2);
        MatchRecord r = record(home, away, 1, 0);
        r.home.players << PlayerMatchEvents{1, 0, 1, 0, 0};
        // Dodge is an Agility skill: on a double a Human blitzer takes it from a double category.
        r.home.advancements << AdvancementChoice{
            1, 3, 3, {AdvancementOption::Kind::Skill, u"dodge"_s}};
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const Player *one = find(result.home, 1);
        QCOMPARE(one->gainedSkills.size(), 1);
        QCOMPARE(one->gainedSkills.first(), (GainedSkill{u"dodge"_s, true}));
        QCOMPARE(one->pendingAdvancements(*m_rules), 0);
    }

    // K: MVP drawn among the players who could play; "neither dead nor induced" leaves the
    // dead out; an induced player's award is lost.
    void mvpModes()
    {
        const Team home = team(1);
        const Team away = team(2);
        MatchRecord r = record(home, away);
        r.away.casualties << CasualtyRecord{1, 61, {}, false, {}, {}};
        r.dice[u"away.mvp"_s] = {1};
        LeagueOptions options;
        options.mvp = MvpMode::RandomNotDeadNorInduced;
        PostMatchResult result = run(home, away, r, options);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.awaySummary.mvpNumbers, QList<int>{2}); // #1 died: the first eligible is #2

        options.mvp = MvpMode::Random;
        r.away.inducedPlayers = 1;
        r.dice[u"away.mvp"_s] = {12}; // 11 players and one star player: the star
        result = run(home, away, r, options);
        QVERIFY(result.ok());
        QCOMPARE(result.awaySummary.mvpNumbers, QList<int>{0});
        QVERIFY(result.logText().contains(u"lost"_s));

        options.mvp = MvpMode::CoachChoice;
        result = run(home, away, r, options);
        QVERIFY(!result.ok());
        QVERIFY(result.errors.join(u'\n').contains(u"chooses the MVP"_s));
    }

    // l.3356–3360: the MVP is drawn among the team's players who could play this match, each
    // once, by shirt number order; dead players and released journeymen who once wore a
    // number are not drawn, nor credited a match. A typed die names the n-th of those only.
    void mvpAmongThoseWhoCouldPlay_data()
    {
        QTest::addColumn<QList<int>>("dead");     // numbers worn by players dead in earlier matches
        QTest::addColumn<QList<int>>("released"); // numbers worn by released journeymen
        QTest::addColumn<QList<int>>("missing");  // players missing this match
        QTest::addColumn<QList<int>>("diedNow");  // players killed in this match (D68 61)
        QTest::addColumn<int>("typedNumber");     // an MVP named by number, or 0 to draw
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("mvpNumber");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("l.3358 dead player not drawn: D11, 11th is #11")
            << QList<int>{3} << QList<int>{} << QList<int>{} << QList<int>{} << 0 << 11 << 11
            << QString();
        QTest::newRow("l.3358 dead and fired not drawn: die 4 is #4")
            << QList<int>{3} << QList<int>{11} << QList<int>{} << QList<int>{} << 0 << 4 << 4
            << QString();
        QTest::newRow("l.3358 two dead #3: die 11 still #11")
            << QList<int>{3, 3} << QList<int>{11} << QList<int>{} << QList<int>{} << 0 << 11 << 11
            << QString();
        QTest::newRow("l.3358 a D11: a typed 12 is refused")
            << QList<int>{3} << QList<int>{11} << QList<int>{} << QList<int>{} << 0 << 12 << 0
            << u"shows 12"_s;
        QTest::newRow("l.3357 a player missing the game is not drawn: die 5 is #6")
            << QList<int>{} << QList<int>{} << QList<int>{5} << QList<int>{} << 0 << 5 << 6
            << QString();
        QTest::newRow("l.3357 a D10 with one missing: typed 11 refused")
            << QList<int>{3} << QList<int>{} << QList<int>{5} << QList<int>{} << 0 << 11 << 0
            << u"shows 11"_s;
        QTest::newRow("l.3357 killed in this match, still drawn")
            << QList<int>{} << QList<int>{} << QList<int>{} << QList<int>{2} << 0 << 2 << 2
            << QString();
        QTest::newRow("l.3358 MVP typed by number: the active #3, not the dead one")
            << QList<int>{3} << QList<int>{} << QList<int>{} << QList<int>{} << 3 << 0 << 3
            << QString();
    }
    void mvpAmongThoseWhoCouldPlay()
    {
        QFETCH(QList<int>, dead);
        QFETCH(QList<int>, released);
        QFETCH(QList<int>, missing);
        QFETCH(QList<int>, diedNow);
        QFETCH(int, typedNumber);
        QFETCH(int, die);
        QFETCH(int, mvpNumber);
        QFETCH(QString, refusal);
        const Team home = team(1);
        Team away = team(2);
        qint64 nextId = 900;
        auto addFormer = [&](int number, Player::Status status, bool journeyman) {
            Player old = numbered(away, number);
            old.id = ++nextId;
            old.name = u"Former %1"_s.arg(number);
            old.status = status;
            old.journeyman = journeyman;
            old.matchesPlayed = 3;
            away.players.prepend(
                old); // before the active players: a lookup by number finds it first
        };
        for (int number : dead)
            addFormer(number, Player::Status::Dead, false);
        for (int number : released)
            addFormer(number, Player::Status::Fired, true);
        for (int number : missing)
            numbered(away, number).missNextGame = true;
        MatchRecord r = record(home, away);
        for (int number : diedNow)
            r.away.casualties << CasualtyRecord{number, 61, {}, false, {}, {}};
        r.dice[u"away.mvp"_s] = {die};
        if (typedNumber) {
            r.away.mvpNumbers << typedNumber;
            r.dice.remove(u"away.mvp"_s);
        }
        const PostMatchResult result = run(home, away, r);
        if (!refusal.isEmpty()) {
            QVERIFY(!result.ok());
            QVERIFY2(result.errors.join(u'\n').contains(refusal),
                     qPrintable(result.errors.join(u'\n')));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        const qint64 mvpId = 200 + mvpNumber; // team(2) gives #n the id 200 + n
        QCOMPARE(result.awaySummary.mvpNumbers, QList<int>{mvpNumber});
        QCOMPARE(result.awaySummary.mvpPlayerIds, QList<qint64>{mvpId});
        for (const Player &p : result.away.players) {
            const bool former = p.id > 900;
            const bool played = !former && !missing.contains(p.number) && !p.journeyman;
            QCOMPARE(p.mvps, p.id == mvpId ? 1 : 0);
            QCOMPARE(p.matchesPlayed, former ? 3 : played ? 1 : 0);
        }
    }

    // Players who missed this match have served their missed game.
    void missedGameServed()
    {
        Team home = team(1);
        home.players << home.players.first();
        Player &sitter = home.players.last();
        sitter.id = 199;
        sitter.number = 12;
        sitter.missNextGame = true;
        const Team away = team(2);
        const PostMatchResult result = run(home, away, record(home, away));
        QVERIFY(result.ok());
        QVERIFY(!find(result.home, 12)->missNextGame);
        QCOMPARE(find(result.home, 12)->matchesPlayed, 0);
    }

    // Issue 16: a list of purchases in the record. The home team (team value 710,000) meets an
    // away team whose fan factor makes it 10,000 stronger per point; the bill says where the gold
    // came from, and the ledger shows the petty cash leaving and what of it came back.
    void inducementsBought_data()
    {
        QTest::addColumn<int>("awayFans");
        QTest::addColumn<qint64>("pettyCash"); // home, out of a treasury of 100,000
        QTest::addColumn<InducementPurchases>("bought");
        QTest::addColumn<qint64>("spent");
        QTest::addColumn<qint64>("handicapLost");
        QTest::addColumn<qint64>("returned");
        QTest::addColumn<QList<qint64>>("ledger"); // the home team's inducement entries
        QTest::addColumn<QString>("refused");      // a part of the reason; empty: accepted

        auto list = [](QMap<QString, int> counted, QStringList stars = {}) {
            InducementPurchases bought;
            bought.counted = std::move(counted);
            bought.stars = std::move(stars);
            return bought;
        };
        const QList<qint64> none;
        QTest::newRow("l.3630 handicap 100,000 spent exactly on a bribe")
            << 10 << 0LL << list({{u"bribe"_s, 1}}) << 100000LL << 0LL << 0LL << none << QString();
        QTest::newRow("l.3632 handicap not spent is lost, never banked")
            << 10 << 0LL << list({{u"bloodweiser_babes"_s, 1}}) << 50000LL << 50000LL << 0LL << none
            << QString();
        QTest::newRow("l.3614 handicap first, then petty cash; l.3738 the rest comes back")
            << 20 << 100000LL << list({{u"wizard"_s, 1}}) << 150000LL << 0LL << 50000LL
            << QList<qint64>{-100000, 50000} << QString();
        QTest::newRow("l.3614 stronger team's petty cash all spent")
            << 0 << 100000LL << list({{u"bribe"_s, 1}}) << 100000LL << 0LL << 0LL
            << QList<qint64>{-100000} << QString();
        QTest::newRow("l.3738 petty cash moved, nothing bought: all of it comes back")
            << 0 << 50000LL << list({}) << 0LL << 0LL << 50000LL << QList<qint64>{-50000, 50000}
            << QString();
        QTest::newRow("l.3630 gold plus petty cash exactly the price of a star")
            << 11 << 0LL << list({}, {u"helmut_wulf"_s}) << 110000LL << 0LL << 0LL << none
            << QString();
        QTest::newRow("l.3630 10,000 short of the wizard")
            << 14 << 0LL << list({{u"wizard"_s, 1}}) << 0LL << 0LL << 0LL << none
            << u"It costs 150,000 gp; only 140,000 gp is left."_s;
        QTest::newRow("l.3659 Igor refused to a Human team")
            << 10 << 0LL << list({{u"igor"_s, 1}}) << 0LL << 0LL << 0LL << none
            << u"Igor: not available to Human teams."_s;
        QTest::newRow("l.3647 a fourth bribe refused")
            << 50 << 0LL << list({{u"bribe"_s, 4}}) << 0LL << 0LL << 0LL << none
            << u"at most 3 per team"_s;
        QTest::newRow("l.3648 a star who does not play for Humans")
            << 50 << 0LL << list({}, {u"grim_ironjaw"_s}) << 0LL << 0LL << 0LL << none
            << u"does not play for Human teams"_s;
    }
    void inducementsBought()
    {
        QFETCH(int, awayFans);
        QFETCH(qint64, pettyCash);
        QFETCH(InducementPurchases, bought);
        QFETCH(QString, refused);
        const Team home = team(1, 100000);
        const Team away = team(2, 100000, awayFans);
        MatchRecord r = record(home, away);
        r.home.pettyCash = pettyCash;
        r.home.inducements = bought;
        const PostMatchResult result = run(home, away, r);
        if (!refused.isEmpty()) {
            QVERIFY(!result.ok());
            QVERIFY2(result.errors.join(u'\n').contains(refused),
                     qPrintable(result.errors.join(u'\n')));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QTEST(result.record.home.inducementsSpent, "spent");
        QTEST(result.homeSummary.handicapLost, "handicapLost");
        QTEST(result.homeSummary.pettyCashReturned, "returned");
        QList<qint64> ledger;
        for (const LedgerEntry &entry : result.home.ledger) {
            if (entry.kind == LedgerEntry::Kind::Inducements)
                ledger << entry.amount;
        }
        QTEST(ledger, "ledger");
        QCOMPARE(result.homeSummary.inducementGold,
                 pettyCash - result.homeSummary.pettyCashReturned);
        // The record stored keeps the list, so recording it again gives the same teams.
        QCOMPARE(result.record.home.inducements, std::optional<InducementPurchases>(bought));
        const PostMatchResult again = run(home, away, result.record);
        QVERIFY2(again.ok(), qPrintable(again.errors.join(u'\n')));
        QCOMPARE(again.homeSummary.treasuryAfter, result.homeSummary.treasuryAfter);
        QCOMPARE(again.home.ledger.size(), result.home.ledger.size());
    }

    // LRB6: both teams hire the same star; he takes both fees and plays for neither, so neither
    // team has an induced player to draw the MVP (l.3356–3360: induced players may be MVP).
    void sameStarOnBothSides()
    {
        const Team home = team(1, 300000);
        const Team away = team(2, 300000);
        MatchRecord r = record(home, away);
        InducementPurchases zug;
        zug.stars = {u"mighty_zug"_s};
        r.home.pettyCash = 260000;
        r.away.pettyCash = 260000;
        r.home.inducements = zug;
        r.away.inducements = zug;
        const PostMatchResult result = run(home, away, r);
        QVERIFY2(result.ok(), qPrintable(result.errors.join(u'\n')));
        QCOMPARE(result.record.home.inducementsSpent, qint64(260000));
        QCOMPARE(result.record.home.inducedPlayers, 0);
        QCOMPARE(result.record.away.inducedPlayers, 0);
        QCOMPARE(result.homeSummary.inducementGold, qint64(260000));

        r.home.mvpNumbers = {0};
        const PostMatchResult mvp = run(home, away, r);
        QVERIFY(mvp.errors.join(u'\n').contains(u"no induced player can be MVP"_s));

        // One side only: the star plays, and may be drawn as MVP.
        r.away.inducements = InducementPurchases();
        r.away.pettyCash = 0;
        r.home.pettyCash = 0;
        MatchRecord alone = r;
        alone.home.pettyCash = 260000;
        const PostMatchResult played = run(home, away, alone);
        QVERIFY2(played.ok(), qPrintable(played.errors.join(u'\n')));
        QCOMPARE(played.record.home.inducedPlayers, 1);
    }

    // The figures given beside a list must agree with it.
    void figuresDisagreeingWithTheList()
    {
        const Team home = team(1);
        const Team away = team(2, 100000, 10);
        MatchRecord r = record(home, away);
        InducementPurchases bought;
        bought.counted = {{u"wandering_apothecary"_s, 1}};
        r.home.inducements = bought;
        r.home.inducementsSpent = 50000;
        r.home.wanderingApothecaries = 2;
        const PostMatchResult result = run(home, away, r);
        QVERIFY(!result.ok());
        const QString errors = result.errors.join(u'\n');
        QVERIFY2(errors.contains(u"inducements_spent is 50000 but the inducements bought make it "
                                 u"100000"_s),
                 qPrintable(errors));
        QVERIFY2(errors.contains(u"wandering_apothecaries is 2"_s), qPrintable(errors));
    }

    // Bad records are refused whole, with every problem named.
    void refusals_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("message");
        QTest::newRow("D68 19") << u"d68 19"_s << u"not a D68 result"_s;
        QTest::newRow("D68 70") << u"d68 70"_s << u"not a D68 result"_s;
        QTest::newRow("unknown player") << u"player 15"_s << u"no player number 15"_s;
        QTest::newRow("more touchdowns than score") << u"touchdowns"_s << u"touchdowns"_s;
        QTest::newRow("casualties not suffered") << u"inflicted"_s << u"suffered only"_s;
        QTest::newRow("apothecary without one") << u"apothecary"_s << u"apothecary"_s;
        QTest::newRow("same player hurt twice") << u"twice"_s << u"two casualties"_s;
        QTest::newRow("petty cash over treasury") << u"petty"_s << u"petty cash"_s;
        QTest::newRow("inducements over handicap") << u"inducements"_s << u"on inducements"_s;
        QTest::newRow("impossible typed die") << u"die 7"_s << u"shows 7"_s;
        QTest::newRow("regeneration without the skill")
            << u"regeneration"_s << u"no Regeneration"_s;
    }
    void refusals()
    {
        QFETCH(QString, problem);
        const Team home = team(1);
        const Team away = team(2);
        MatchRecord r = record(home, away, 1, 0);
        if (problem == u"d68 19"_s)
            r.away.casualties << CasualtyRecord{1, 19, {}, false, {}, {}};
        else if (problem == u"d68 70"_s)
            r.away.casualties << CasualtyRecord{1, 70, {}, false, {}, {}};
        else if (problem == u"player 15"_s)
            r.home.players << PlayerMatchEvents{15, 1, 0, 0, 0};
        else if (problem == u"touchdowns"_s)
            r.home.players << PlayerMatchEvents{1, 0, 2, 0, 0};
        else if (problem == u"inflicted"_s)
            r.home.players << PlayerMatchEvents{1, 0, 0, 0, 1};
        else if (problem == u"apothecary"_s)
            r.away.casualties << CasualtyRecord{1, 41, {}, true, 11, {}};
        else if (problem == u"twice"_s)
            r.away.casualties << CasualtyRecord{1, 41, {}, false, {}, {}}
                              << CasualtyRecord{1, 42, {}, false, {}, {}};
        else if (problem == u"petty"_s)
            r.home.pettyCash = 100001;
        else if (problem == u"inducements"_s)
            r.home.inducementsSpent = 10000;
        else if (problem == u"die 7"_s)
            r.dice[u"home.winnings"_s] = {7};
        else if (problem == u"regeneration"_s)
            r.away.casualties << CasualtyRecord{1, 61, 5, false, {}, {}};
        const PostMatchResult result = run(home, away, r);
        QVERIFY(!result.ok());
        QFETCH(QString, message);
        QVERIFY2(result.errors.join(u'\n').contains(message),
                 qPrintable(result.errors.join(u'\n')));
    }

    // The dice used come back in the record, so running it again gives the same teams.
    void replayWithTheDiceUsed()
    {
        const Team home = team(1, 300000, 3);
        const Team away = team(2, 150000, 4);
        MatchRecord r;
        r.home.teamId = 1;
        r.away.teamId = 2;
        r.home.score = 2;
        r.away.casualties << CasualtyRecord{3, {}, {}, false, {}, {}};
        r.home.players << PlayerMatchEvents{1, 0, 2, 0, 1};
        RandomDice random(42);
        LeagueOptions options;
        options.expenses = ExpensesRule::ExpensiveMistakes;
        const PostMatchResult first =
            PostMatchSequence(*m_rules, options).run(home, away, r, random);
        QVERIFY2(first.ok(), qPrintable(first.errors.join(u'\n')));
        QVERIFY(first.record.away.casualties.first().d68);
        const PostMatchResult again = run(home, away, first.record, options);
        QVERIFY(again.ok());
        QCOMPARE(again.home.players, first.home.players);
        QCOMPARE(again.away.players, first.away.players);
        QCOMPARE(again.away.fanFactor, first.away.fanFactor);
        QCOMPARE(again.homeSummary.treasuryAfter, first.homeSummary.treasuryAfter);
        QCOMPARE(again.awaySummary.treasuryAfter, first.awaySummary.treasuryAfter);
    }
};

QTEST_GUILESS_MAIN(TestPostMatch)
#include "tst_post_match.moc"
