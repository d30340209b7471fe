#include "../support/MatchTestHelpers.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/MatchFold.h"
#include "core/rules/RulesetLoader.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

using test::Folded;
using TypedDice = QHash<QString, QList<int>>;

} // namespace

Q_DECLARE_METATYPE(PlayerState)
Q_DECLARE_METATYPE(MatchPhase)
Q_DECLARE_METATYPE(Side)

// The kick-off table (rulebook l.2311–2460): every result, FAME with Fan
// Favourites, and what each result changes in the state.
class TestMatchKickOff : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    MatchSetup m_setup;

    Folded fold(const MatchState &before, MatchEvent event) const
    {
        return test::foldTyped(*m_rules, m_setup, before, std::move(event));
    }

    // Both teams set up (`players` each), home kicks, away receives; turn markers as given.
    MatchState readyToKick(int players = 11, int homeTurn = 0, int awayTurn = 0) const
    {
        MatchState s =
            test::stateInTurn(*m_rules, m_setup, Side::Away, awayTurn, homeTurn, players);
        s.phase = MatchPhase::KickOff;
        s.drive = 0;
        s.kicking = Side::Home;
        s.active = Side::Away;
        return s;
    }

    // A kick-off roll of `first` + `second` with the other dice typed.
    static MatchEvent kickOff(int first, int second, TypedDice dice = {})
    {
        MatchEvent e;
        e.type = MatchEventType::KickOff;
        dice.insert(u"kickoff"_s, {first, second});
        e.dice = std::move(dice);
        return e;
    }

    static bool logHas(const QStringList &log, const QString &text)
    {
        return std::any_of(log.cbegin(), log.cend(),
                           [&](const QString &line) { return line.contains(text); });
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
        m_setup = test::humanDerby(*m_rules);
    }

    // Every row of the table, and whose turn comes next: the receiving team's, or the kicking
    // team's free Blitz turn.
    void everyResult_data()
    {
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("second");
        QTest::addColumn<TypedDice>("dice");
        QTest::addColumn<QString>("result");
        QTest::addColumn<MatchPhase>("phase");
        QTest::addColumn<Side>("active");
        const TypedDice contest{{u"home.cheering"_s, {1}},
                                {u"away.cheering"_s, {1}},
                                {u"home.coaching"_s, {1}},
                                {u"away.coaching"_s, {1}}};
        const TypedDice invasion = [] {
            TypedDice d;
            for (int n = 1; n <= 11; ++n) {
                d.insert(u"home.invasion.%1"_s.arg(n), {2});
                d.insert(u"away.invasion.%1"_s.arg(n), {2});
            }
            return d;
        }();
        QTest::newRow("2 get the ref")
            << 1 << 1 << TypedDice{} << u"get_the_ref"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("3 riot") << 1 << 2 << TypedDice{} << u"riot"_s << MatchPhase::AwaitTurn
                                << Side::Away;
        QTest::newRow("4 perfect defence")
            << 1 << 3 << TypedDice{} << u"perfect_defence"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("5 high kick")
            << 2 << 3 << TypedDice{} << u"high_kick"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("6 cheering fans")
            << 3 << 3 << contest << u"cheering_fans"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("7 changing weather")
            << 3 << 4 << TypedDice{{u"weather"_s, {3, 4}}} << u"changing_weather"_s
            << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("8 brilliant coaching")
            << 4 << 4 << contest << u"brilliant_coaching"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("9 quick snap")
            << 4 << 5 << TypedDice{} << u"quick_snap"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("10 blitz") << 5 << 5 << TypedDice{} << u"blitz"_s << MatchPhase::Turn
                                  << Side::Home;
        QTest::newRow("11 throw a rock")
            << 5 << 6
            << TypedDice{{u"home.rock"_s, {1}},
                         {u"away.rock"_s, {6}},
                         {u"home.rock.target"_s, {1}},
                         {u"home.injury"_s, {1, 1}}}
            << u"throw_a_rock"_s << MatchPhase::AwaitTurn << Side::Away;
        QTest::newRow("12 pitch invasion")
            << 6 << 6 << invasion << u"pitch_invasion"_s << MatchPhase::AwaitTurn << Side::Away;
    }
    void everyResult()
    {
        QFETCH(int, first);
        QFETCH(int, second);
        QFETCH(TypedDice, dice);
        QFETCH(QString, result);
        QFETCH(MatchPhase, phase);
        QFETCH(Side, active);
        const Folded f = fold(readyToKick(), kickOff(first, second, dice));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
        QCOMPARE(f.state.kickOffId, result);
        QCOMPARE(f.state.drive, 1);
        QCOMPARE(f.state.phase, phase);
        QCOMPARE(f.state.active, active);
        QCOMPARE(f.state.blitzTurn, result == u"blitz"_s);
        QVERIFY(f.log.size() >= 2); // the result, and what it did or what the coaches do
    }

    void onlyOnceBothTeamsAreSetUp()
    {
        MatchState s = readyToKick();
        s.phase = MatchPhase::Setup;
        QVERIFY(!fold(s, kickOff(3, 4, {{u"weather"_s, {3, 4}}})).check);
        s.phase = MatchPhase::AwaitTurn;
        QVERIFY(!fold(s, kickOff(3, 4, {{u"weather"_s, {3, 4}}})).check);
    }

    void getTheRef()
    {
        MatchState s = readyToKick();
        s.home.bribes = 1;
        const Folded f = fold(s, kickOff(1, 1));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.home.bribes, 2);
        QCOMPARE(f.state.away.bribes, 1);
    }

    // Riot: the receiving team (away) on turn 7 → both back one; not played yet this half →
    // both on one; otherwise D6 1–3 on, 4–6 back. Markers stay within 0–8.
    void riot_data()
    {
        QTest::addColumn<int>("receiving");
        QTest::addColumn<int>("kicking");
        QTest::addColumn<QList<int>>("die"); // empty: no die rolled
        QTest::addColumn<int>("receivingAfter");
        QTest::addColumn<int>("kickingAfter");
        QTest::newRow("receiving at 0: on one") << 0 << 0 << QList<int>{} << 1 << 1;
        QTest::newRow("receiving at 0, kicking at 1: on one") << 0 << 1 << QList<int>{} << 1 << 2;
        QTest::newRow("receiving at 7: back one") << 7 << 7 << QList<int>{} << 6 << 6;
        QTest::newRow("receiving at 7, kicking at 8: back one") << 7 << 8 << QList<int>{} << 6 << 7;
        QTest::newRow("receiving at 3, D6 3: on one") << 3 << 3 << QList<int>{3} << 4 << 4;
        QTest::newRow("receiving at 3, D6 4: back one") << 3 << 3 << QList<int>{4} << 2 << 2;
        QTest::newRow("receiving at 1, D6 1: on one") << 1 << 1 << QList<int>{1} << 2 << 2;
        QTest::newRow("receiving at 6, D6 6: back one") << 6 << 6 << QList<int>{6} << 5 << 5;
        QTest::newRow("kicking at 0 going back stays 0") << 1 << 0 << QList<int>{5} << 0 << 0;
        QTest::newRow("kicking at 8 going on stays 8") << 6 << 8 << QList<int>{2} << 7 << 8;
    }
    void riot()
    {
        QFETCH(int, receiving);
        QFETCH(int, kicking);
        QFETCH(QList<int>, die);
        QFETCH(int, receivingAfter);
        QFETCH(int, kickingAfter);
        TypedDice dice;
        if (!die.isEmpty())
            dice.insert(u"riot"_s, die);
        const Folded f = fold(readyToKick(11, kicking, receiving), kickOff(1, 2, dice));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
        QCOMPARE(f.event.dice.contains(u"riot"_s), !die.isEmpty());
        QCOMPARE(f.state.away.turn, receivingAfter);
        QCOMPARE(f.state.home.turn, kickingAfter);
    }

    // Cheering fans (6): D3 + FAME + cheerleaders; Brilliant coaching (8): D3 + FAME +
    // assistant coaches. The highest gains a re-roll for the half, a tie gives both one. FAME
    // counts each Fan Favourite on the pitch.
    void rerollContest_data()
    {
        QTest::addColumn<bool>("coaching");
        QTest::addColumn<int>("homeDie");
        QTest::addColumn<int>("awayDie");
        QTest::addColumn<int>("homeFame");
        QTest::addColumn<int>("awayFame");
        QTest::addColumn<int>("homeHelpers");
        QTest::addColumn<int>("awayHelpers");
        QTest::addColumn<int>("homeFanFavourites"); // on the pitch
        QTest::addColumn<bool>(
            "favouriteInReserves"); // one more home Fan Favourite, not on the pitch
        QTest::addColumn<int>("homeGain");
        QTest::addColumn<int>("awayGain");
        for (bool coaching : {false, true}) {
            const char *what = coaching ? "coaching" : "cheering";
            QTest::addRow("%s: 2+2 helpers beats 3", what)
                << coaching << 2 << 3 << 0 << 0 << 2 << 0 << 0 << false << 1 << 0;
            QTest::addRow("%s: tie 1+FAME 1 and 2", what)
                << coaching << 1 << 2 << 1 << 0 << 0 << 0 << 0 << false << 1 << 1;
            QTest::addRow("%s: FAME 2 wins 2+2 against 3", what)
                << coaching << 3 << 2 << 0 << 2 << 0 << 0 << 0 << false << 0 << 1;
            QTest::addRow("%s: helpers and FAME, 1+1+1 against 3", what)
                << coaching << 1 << 3 << 1 << 0 << 1 << 0 << 0 << false << 1 << 1;
            QTest::addRow("%s: a Fan Favourite ties", what)
                << coaching << 2 << 3 << 0 << 0 << 0 << 0 << 1 << false << 1 << 1;
            QTest::addRow("%s: two Fan Favourites win", what)
                << coaching << 2 << 3 << 0 << 0 << 0 << 0 << 2 << false << 1 << 0;
            QTest::addRow("%s: a Fan Favourite in reserves does not count", what)
                << coaching << 2 << 3 << 0 << 0 << 0 << 0 << 0 << true << 0 << 1;
        }
    }
    void rerollContest()
    {
        QFETCH(bool, coaching);
        QFETCH(int, homeDie);
        QFETCH(int, awayDie);
        QFETCH(int, homeFame);
        QFETCH(int, awayFame);
        QFETCH(int, homeHelpers);
        QFETCH(int, awayHelpers);
        QFETCH(int, homeFanFavourites);
        QFETCH(bool, favouriteInReserves);
        QFETCH(int, homeGain);
        QFETCH(int, awayGain);
        MatchState s = readyToKick();
        s.home.fame = homeFame;
        s.away.fame = awayFame;
        // The helpers that do not count for this result get a big number: they must be ignored.
        s.home.cheerleaders = coaching ? 9 : homeHelpers;
        s.away.cheerleaders = coaching ? 9 : awayHelpers;
        s.home.assistantCoaches = coaching ? homeHelpers : 9;
        s.away.assistantCoaches = coaching ? awayHelpers : 9;
        for (int n = 1; n <= homeFanFavourites; ++n)
            s.home.player(n)->skills << u"fan_favourite"_s;
        if (favouriteInReserves) {
            s.home.player(11)->skills << u"fan_favourite"_s;
            s.home.player(11)->state = PlayerState::Reserves;
        }
        const QString what = coaching ? u"coaching"_s : u"cheering"_s;
        const Folded f =
            fold(s, kickOff(coaching ? 4 : 3, coaching ? 4 : 3,
                            {{u"home."_s + what, {homeDie}}, {u"away."_s + what, {awayDie}}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
        QCOMPARE(f.state.home.rerolls, s.home.rerolls + homeGain);
        QCOMPARE(f.state.away.rerolls, s.away.rerolls + awayGain);
    }

    // The D3 is typed as 1–3: a 4 is impossible and refuses the kick-off.
    void contestDieIsAD3()
    {
        const Folded f = fold(
            readyToKick(), kickOff(3, 3, {{u"home.cheering"_s, {4}}, {u"away.cheering"_s, {1}}}));
        QVERIFY(!f.check);
    }

    // Changing weather (7): the weather table again; Nice also means one more scatter.
    void changingWeather_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QString>("weather");
        QTest::addColumn<bool>("scatter");
        QTest::newRow("2 sweltering heat") << QList<int>{1, 1} << u"sweltering_heat"_s << false;
        QTest::newRow("3 very sunny") << QList<int>{2, 1} << u"very_sunny"_s << false;
        QTest::newRow("7 nice: the ball scatters") << QList<int>{3, 4} << u"nice"_s << true;
        QTest::newRow("11 pouring rain") << QList<int>{6, 5} << u"pouring_rain"_s << false;
        QTest::newRow("12 blizzard") << QList<int>{6, 6} << u"blizzard"_s << false;
    }
    void changingWeather()
    {
        QFETCH(QList<int>, dice);
        QFETCH(QString, weather);
        QFETCH(bool, scatter);
        MatchState s = readyToKick();
        s.weatherId = u"blizzard"_s;
        const Folded f = fold(s, kickOff(3, 4, {{u"weather"_s, dice}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.weatherId, weather);
        QCOMPARE(logHas(f.log, u"scatters"_s), scatter);
    }

    // Throw a rock (11): D6 + FAME each; the higher team's fans hit a random opposing player on
    // the pitch (counted by shirt number), a tie and both teams are hit. Injury roll, no armour.
    void throwARock_data()
    {
        QTest::addColumn<int>("homeDie");
        QTest::addColumn<int>("awayDie");
        QTest::addColumn<int>("homeFame");
        QTest::addColumn<int>("awayFame");
        QTest::addColumn<int>("homeTarget"); // D<n> for the home team hit, 0: home not hit
        QTest::addColumn<int>("awayTarget");
        QTest::addColumn<int>("homeHit"); // shirt number hit, 0: none
        QTest::addColumn<int>("awayHit");
        // Home #4 and away #2 are in the KO box: the D10 skips them.
        QTest::newRow("home 4 against 3: away hit, 2nd on the pitch is #3")
            << 4 << 3 << 0 << 0 << 0 << 2 << 0 << 3;
        QTest::newRow("away 6 against 2+2: home hit, 4th on the pitch is #5")
            << 2 << 6 << 2 << 0 << 4 << 0 << 5 << 0;
        QTest::newRow("tie 3 and 2+1: both hit") << 3 << 2 << 0 << 1 << 1 << 10 << 1 << 11;
        QTest::newRow("tie 6 and 6: both hit, first and last")
            << 6 << 6 << 0 << 0 << 10 << 1 << 11 << 1;
    }
    void throwARock()
    {
        QFETCH(int, homeDie);
        QFETCH(int, awayDie);
        QFETCH(int, homeFame);
        QFETCH(int, awayFame);
        QFETCH(int, homeTarget);
        QFETCH(int, awayTarget);
        QFETCH(int, homeHit);
        QFETCH(int, awayHit);
        MatchState s = readyToKick();
        s.home.fame = homeFame;
        s.away.fame = awayFame;
        s.home.player(4)->state = PlayerState::KnockedOut;
        s.away.player(2)->state = PlayerState::KnockedOut;
        TypedDice dice{{u"home.rock"_s, {homeDie}}, {u"away.rock"_s, {awayDie}}};
        // Injury 4+4 = 8: KO (l.1367).
        if (homeTarget) {
            dice.insert(u"home.rock.target"_s, {homeTarget});
            dice.insert(u"home.injury"_s, {4, 4});
        }
        if (awayTarget) {
            dice.insert(u"away.rock.target"_s, {awayTarget});
            dice.insert(u"away.injury"_s, {4, 4});
        }
        const Folded f = fold(s, kickOff(5, 6, dice));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
        QCOMPARE(f.event.dice.contains(u"home.rock.target"_s), homeHit != 0);
        QCOMPARE(f.event.dice.contains(u"away.rock.target"_s), awayHit != 0);
        for (Side side : {Side::Home, Side::Away}) {
            const int hit = side == Side::Home ? homeHit : awayHit;
            if (!hit)
                continue;
            const QString who = u"#%1 "_s.arg(hit);
            QVERIFY2(logHas(f.log, who), qPrintable(f.log.join(u'\n')));
            // InjuryRules::injure: an injury roll, no armour roll.
            QVERIFY(
                f.event.dice.contains(side == Side::Home ? u"home.injury"_s : u"away.injury"_s));
            QVERIFY(
                !f.event.dice.contains(side == Side::Home ? u"home.armour"_s : u"away.armour"_s));
            QCOMPARE(f.state.team(side).player(hit)->state, PlayerState::KnockedOut);
            QCOMPARE(f.state.team(side).countIn(PlayerState::KnockedOut), 2);
        }
        QCOMPARE(f.state.phase, MatchPhase::AwaitTurn);
    }

    // The target die has as many sides as players on the pitch of the team hit.
    void rockTargetDieSides()
    {
        MatchState s = readyToKick(3); // three players each on the pitch
        const TypedDice dice{{u"home.rock"_s, {6}},
                             {u"away.rock"_s, {1}},
                             {u"away.rock.target"_s, {4}},
                             {u"away.injury"_s, {1, 1}}};
        QVERIFY(!fold(s, kickOff(5, 6, dice)).check);
        TypedDice three = dice;
        three[u"away.rock.target"_s] = {3};
        const Folded f = fold(s, kickOff(5, 6, three));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(logHas(f.log, u"#3 "_s));
    }

    // Nobody on the pitch to hit: no target die.
    void rockWithNobodyToHit()
    {
        MatchState s = readyToKick();
        for (MatchPlayer &p : s.away.players)
            p.state = PlayerState::Reserves;
        const Folded f = fold(s, kickOff(5, 6, {{u"home.rock"_s, {6}}, {u"away.rock"_s, {1}}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QVERIFY(!f.event.dice.contains(u"away.rock.target"_s));
    }

    // Pitch invasion (12): D6 + the opposing team's FAME for each player on the pitch; 6+
    // stunned (Ball & Chain: KO); a natural 1 always fails.
    void pitchInvasion_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("awayFame");
        QTest::addColumn<int>("awayFanFavourites");
        QTest::addColumn<bool>("ballAndChain");
        QTest::addColumn<PlayerState>("after");
        QTest::newRow("natural 1 with FAME 2 fails")
            << 1 << 2 << 0 << false << PlayerState::Standing;
        QTest::newRow("natural 1 with FAME 2 + 3 Fan Favourites fails")
            << 1 << 2 << 3 << false << PlayerState::Standing;
        QTest::newRow("3 + FAME 2 fails") << 3 << 2 << 0 << false << PlayerState::Standing;
        QTest::newRow("4 + FAME 2 stuns") << 4 << 2 << 0 << false << PlayerState::Stunned;
        QTest::newRow("2 + FAME 2 + 2 Fan Favourites stuns")
            << 2 << 2 << 2 << false << PlayerState::Stunned;
        QTest::newRow("6 + FAME 0 stuns") << 6 << 0 << 0 << false << PlayerState::Stunned;
        QTest::newRow("5 + FAME 0 fails") << 5 << 0 << 0 << false << PlayerState::Standing;
        QTest::newRow("Ball & Chain 4 + FAME 2 knocked out")
            << 4 << 2 << 0 << true << PlayerState::KnockedOut;
        QTest::newRow("Ball & Chain 3 + FAME 2 fails")
            << 3 << 2 << 0 << true << PlayerState::Standing;
    }
    void pitchInvasion()
    {
        QFETCH(int, die);
        QFETCH(int, awayFame);
        QFETCH(int, awayFanFavourites);
        QFETCH(bool, ballAndChain);
        QFETCH(PlayerState, after);
        MatchState s = readyToKick(4);
        // Only home #1 on the pitch; the away team's FAME counts for him.
        for (MatchPlayer &p : s.home.players)
            p.state = p.number == 1 ? PlayerState::Standing : PlayerState::Reserves;
        if (ballAndChain)
            s.home.player(1)->skills << u"ball_and_chain"_s;
        s.home.fame = 2; // the home FAME counts for the away players: their natural 1s fail
        s.away.fame = awayFame;
        for (int n = 1; n <= awayFanFavourites; ++n)
            s.away.player(n)->skills << u"fan_favourite"_s;
        TypedDice dice{{u"home.invasion.1"_s, {die}}};
        for (int n = 1; n <= 4; ++n)
            dice.insert(u"away.invasion.%1"_s.arg(n), {1});
        const Folded f = fold(s, kickOff(6, 6, dice));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
        QCOMPARE(f.state.home.player(1)->state, after);
        QCOMPARE(f.state.away.countIn(PlayerState::Standing), 4);
        QCOMPARE(f.state.phase, MatchPhase::AwaitTurn);
    }

    // The kicking team's players are hit by the home fans' FAME, both ways at once.
    void pitchInvasionBothWays()
    {
        MatchState s = readyToKick(2);
        s.home.fame = 1;
        s.away.fame = 0;
        const Folded f = fold(s, kickOff(6, 6,
                                         {{u"home.invasion.1"_s, {6}},
                                          {u"home.invasion.2"_s, {5}},
                                          {u"away.invasion.1"_s, {5}},
                                          {u"away.invasion.2"_s, {4}}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.player(1)->state, PlayerState::Stunned);
        QCOMPARE(f.state.home.player(2)->state, PlayerState::Standing);
        QCOMPARE(f.state.away.player(1)->state, PlayerState::Stunned);
        QCOMPARE(f.state.away.player(2)->state, PlayerState::Standing);
    }
};

QTEST_GUILESS_MAIN(TestMatchKickOff)
#include "tst_match_kickoff.moc"
