#include "../support/MatchTestHelpers.h"
#include "core/dice/ScriptedDice.h"
#include "core/match/DiceKeys.h"
#include "core/match/DriveRules.h"
#include "core/match/Match.h"
#include "core/match/MatchFold.h"
#include "core/match/MatchResult.h"
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
Q_DECLARE_METATYPE(FixtureStage)
Q_DECLARE_METATYPE(Major)

// Pre-match, set-ups, teams unable to field players and the end of a drive (rulebook l.2501–2530,
// C.4, D; French rulebook l.1926–1950, 2480–2530; skills "Arme secrète").
class TestMatchDrives : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Ruleset> m_rules;
    MatchSetup m_setup;

    Folded fold(const MatchState &before, MatchEvent event) const
    {
        return test::foldTyped(*m_rules, m_setup, before, std::move(event));
    }

    MatchState initial() const { return MatchFold::initialState(*m_rules, m_setup); }

    // Home kicks, both teams in the reserves, waiting for the home set-up.
    MatchState inSetup() const
    {
        MatchState s = initial();
        s.phase = MatchPhase::Setup;
        s.kicking = Side::Home;
        s.receivedFirst = Side::Away;
        s.active = Side::Home;
        s.weatherId = u"nice"_s;
        return s;
    }

    // A drive just over: `players` of each team on the pitch, home kicks next.
    MatchState driveOver(int players = 2) const
    {
        MatchState s = test::stateInTurn(*m_rules, m_setup, Side::Away, 3, 3, players);
        s.phase = MatchPhase::DriveOver;
        s.kicking = Side::Home;
        return s;
    }

    static MatchEvent preMatch(Side kicks, const TypedDice &dice)
    {
        MatchEvent e;
        e.type = MatchEventType::PreMatch;
        e.side = kicks;
        e.dice = dice;
        return e;
    }

    static MatchEvent lineup(Side side, QList<int> numbers, int line = 3, int left = 0,
                             int right = 0)
    {
        MatchEvent e;
        e.type = MatchEventType::Lineup;
        e.side = side;
        e.numbers = std::move(numbers);
        e.lineOfScrimmage = line;
        e.wideLeft = left;
        e.wideRight = right;
        return e;
    }

    static MatchEvent endDrive(const TypedDice &dice, QList<int> homeBribes = {},
                               QList<int> awayBribes = {})
    {
        MatchEvent e;
        e.type = MatchEventType::EndDrive;
        e.numbers = std::move(homeBribes);
        e.awayNumbers = std::move(awayBribes);
        e.dice = dice;
        return e;
    }

    static QList<int> range(int from, int to)
    {
        QList<int> numbers;
        for (int n = from; n <= to; ++n)
            numbers << n;
        return numbers;
    }

    // KO recovery dice for every KO'd player, and heat dice, default to "all fine".
    static TypedDice gateDice()
    {
        return {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 4}}, {u"away.gate"_s, {3, 4}}};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QStringList errors;
        m_rules = RulesetLoader::builtIn(&errors);
        QVERIFY2(m_rules, qPrintable(errors.join(u'\n')));
        m_setup = test::humanDerby(*m_rules);
    }

    // C.1: 2 Sweltering heat, 3 Very sunny, 4–10 Nice, 11 Pouring rain, 12 Blizzard.
    void weather_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QString>("weather");
        QTest::newRow("2 sweltering heat") << QList<int>{1, 1} << u"sweltering_heat"_s;
        QTest::newRow("3 very sunny") << QList<int>{1, 2} << u"very_sunny"_s;
        QTest::newRow("4 nice") << QList<int>{1, 3} << u"nice"_s;
        QTest::newRow("10 nice") << QList<int>{4, 6} << u"nice"_s;
        QTest::newRow("11 pouring rain") << QList<int>{5, 6} << u"pouring_rain"_s;
        QTest::newRow("12 blizzard") << QList<int>{6, 6} << u"blizzard"_s;
    }
    void weather()
    {
        QFETCH(QList<int>, dice);
        QFETCH(QString, weather);
        TypedDice typed = gateDice();
        typed[u"weather"_s] = dice;
        const Folded f = fold(initial(), preMatch(Side::Home, typed));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.weatherId, weather);
    }

    // C.4: gate 2D6 + fan factor thousand fans; FAME 1 for more fans, 2 for at least twice as many
    // (seeds/lrb6-competition-rules-fr.txt l.2270–2290, the lines the rows name). Through
    // GateRoll, the rule the league's post-match uses too: the holder of Spike!'s trophy adds 2
    // (l.4136–4142), a semi-final or final doubles both gates (l.4072–4073).
    void gateAndFame_data()
    {
        QTest::addColumn<int>("homeFanFactor");
        QTest::addColumn<QList<int>>("homeDice");
        QTest::addColumn<QList<int>>("awayDice");
        QTest::addColumn<FixtureStage>("stage");
        QTest::addColumn<QList<Major>>("homeTrophies");
        QTest::addColumn<int>("homeGate");
        QTest::addColumn<int>("awayGate");
        QTest::addColumn<int>("homeFame");
        QTest::addColumn<int>("awayFame");
        QTest::addColumn<QString>("homeLine");
        const FixtureStage regular = FixtureStage::Regular;
        QTest::newRow("l.2270: 12 against 6, exactly twice")
            << 0 << QList<int>{6, 6} << QList<int>{3, 3} << regular << QList<Major>{} << 12 << 6
            << 2 << 0 << u"gate 6 + 6 + fan factor 0 = 12,000 fans."_s;
        QTest::newRow("l.2270: 11 against 6, just under twice")
            << 0 << QList<int>{5, 6} << QList<int>{3, 3} << regular << QList<Major>{} << 11 << 6
            << 1 << 0 << u"gate 5 + 6 + fan factor 0 = 11,000 fans."_s;
        QTest::newRow("l.2270: 7 against 7, equal")
            << 0 << QList<int>{3, 4} << QList<int>{2, 5} << regular << QList<Major>{} << 7 << 7 << 0
            << 0 << u"gate 3 + 4 + fan factor 0 = 7,000 fans."_s;
        QTest::newRow("l.2270: fan factor 3, 8 against 4")
            << 3 << QList<int>{2, 3} << QList<int>{2, 2} << regular << QList<Major>{} << 8 << 4 << 2
            << 0 << u"gate 2 + 3 + fan factor 3 = 8,000 fans."_s;
        QTest::newRow("l.2270: away 8 against home 5")
            << 2 << QList<int>{1, 2} << QList<int>{4, 4} << regular << QList<Major>{} << 5 << 8 << 0
            << 1 << u"gate 1 + 2 + fan factor 2 = 5,000 fans."_s;
        QTest::newRow("l.4136: Spike!'s +2 turns 6 against 7 into 8 against 7")
            << 0 << QList<int>{3, 3} << QList<int>{3, 4} << regular << QList<Major>{Major::Spike}
            << 8 << 7 << 1 << 0 << u"gate 3 + 3 + 2 (Spike! trophy) + fan factor 0 = 8,000 fans."_s;
        QTest::newRow("l.4136: another trophy adds nothing to the gate")
            << 0 << QList<int>{3, 3} << QList<int>{3, 4} << regular
            << QList<Major>{Major::BloodBowl, Major::ChaosCup} << 6 << 7 << 0 << 1
            << u"gate 3 + 3 + fan factor 0 = 6,000 fans."_s;
        QTest::newRow("l.4072: a semi-final doubles both, FAME unchanged")
            << 3 << QList<int>{2, 3} << QList<int>{2, 2} << FixtureStage::SemiFinal
            << QList<Major>{} << 16 << 8 << 2 << 0
            << u"gate (2 + 3 + fan factor 3) × 2 for the end-of-season tournament = 16,000 fans."_s;
        QTest::newRow("l.4072 and l.4136: the final, Spike!'s holder")
            << 1 << QList<int>{4, 1} << QList<int>{5, 3} << FixtureStage::Final
            << QList<Major>{Major::Spike} << 16 << 16 << 0 << 0
            << u"gate (4 + 1 + 2 (Spike! trophy) + fan factor 1) × 2 for the end-of-season "
               "tournament = 16,000 fans."_s;
        QTest::newRow("l.3956: a play-off round is not doubled")
            << 0 << QList<int>{6, 6} << QList<int>{3, 3} << FixtureStage::PlayoffRound
            << QList<Major>{} << 12 << 6 << 2 << 0 << u"gate 6 + 6 + fan factor 0 = 12,000 fans."_s;
    }
    void gateAndFame()
    {
        QFETCH(int, homeFanFactor);
        QFETCH(QList<int>, homeDice);
        QFETCH(QList<int>, awayDice);
        QFETCH(FixtureStage, stage);
        QFETCH(QList<Major>, homeTrophies);
        QFETCH(int, homeGate);
        QFETCH(int, awayGate);
        QFETCH(int, homeFame);
        QFETCH(int, awayFame);
        QFETCH(QString, homeLine);
        const MatchSetup saved = m_setup;
        m_setup.stage = stage;
        m_setup.home.trophies = homeTrophies;
        MatchState s = initial();
        s.home.fanFactor = homeFanFactor;
        const Folded f = fold(s, preMatch(Side::Away, {{u"weather"_s, {3, 4}},
                                                       {u"home.gate"_s, homeDice},
                                                       {u"away.gate"_s, awayDice}}));
        m_setup = saved;
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.gate, homeGate);
        QCOMPARE(f.state.away.gate, awayGate);
        QCOMPARE(f.state.home.fame, homeFame);
        QCOMPARE(f.state.away.fame, awayFame);
        const QString expected = f.state.home.name + u": "_s + homeLine;
        QVERIFY2(f.log.contains(expected), qPrintable(f.log.join(u'\n')));
    }

    // The coin toss winner's choice: that team kicks, sets up first; the other receives first.
    void preMatchChoosesTheKickingTeam()
    {
        const Folded f = fold(initial(), preMatch(Side::Away, gateDice()));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.phase, MatchPhase::Setup);
        QCOMPARE(f.state.kicking, Side::Away);
        QCOMPARE(f.state.active, Side::Away);
        QCOMPARE(f.state.receivedFirst, Side::Home);
        QCOMPARE(f.state.drive, 0);
        QVERIFY(f.log.size() >= 4); // weather, two gates, FAME, who kicks

        const Folded again = fold(f.state, preMatch(Side::Away, gateDice()));
        QVERIFY(!again.check);
    }

    // D: 11 players or all those available, at most 11; at least 3 on the line of scrimmage
    // (all of them below 3); at most 2 per wide zone.
    void setupLimits_data()
    {
        QTest::addColumn<int>(
            "available"); // players of the home team in the reserves (the rest KO'd)
        QTest::addColumn<QList<int>>("numbers");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("left");
        QTest::addColumn<int>("right");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("12 players refused") << 12 << range(1, 12) << 3 << 0 << 0 << false;
        QTest::newRow("11 of 12 ok") << 12 << range(1, 11) << 3 << 2 << 2 << true;
        QTest::newRow("10 with 11 available refused") << 11 << range(1, 10) << 3 << 0 << 0 << false;
        QTest::newRow("8 with 8 available ok") << 8 << range(1, 8) << 3 << 0 << 0 << true;
        QTest::newRow("7 with 8 available refused") << 8 << range(1, 7) << 3 << 0 << 0 << false;
        QTest::newRow("2 on the line with 11 refused")
            << 11 << range(1, 11) << 2 << 0 << 0 << false;
        QTest::newRow("3 on the line with 11 ok") << 11 << range(1, 11) << 3 << 0 << 0 << true;
        QTest::newRow("team of 2, 2 on the line ok") << 2 << range(1, 2) << 2 << 0 << 0 << true;
        QTest::newRow("team of 2, 1 on the line refused")
            << 2 << range(1, 2) << 1 << 1 << 0 << false;
        QTest::newRow("3 in the left wide zone refused")
            << 11 << range(1, 11) << 3 << 3 << 0 << false;
        QTest::newRow("3 in the right wide zone refused")
            << 11 << range(1, 11) << 3 << 0 << 3 << false;
        QTest::newRow("line and wide zones over the count refused")
            << 11 << range(1, 11) << 8 << 2 << 2 << false;
        QTest::newRow("7 on the line, 2 and 2 wide ok")
            << 11 << range(1, 11) << 7 << 2 << 2 << true;
        QTest::newRow("negative count refused") << 11 << range(1, 11) << 3 << -1 << 0 << false;
        QTest::newRow("a number twice refused")
            << 11 << (range(1, 10) << 10) << 3 << 0 << 0 << false;
        QTest::newRow("a number not in the team refused")
            << 11 << (range(1, 10) << 40) << 3 << 0 << 0 << false;
        QTest::newRow("a KO'd player refused")
            << 10 << (range(1, 10) << 11) << 3 << 0 << 0 << false;
    }
    void setupLimits()
    {
        QFETCH(int, available);
        QFETCH(QList<int>, numbers);
        QFETCH(int, line);
        QFETCH(int, left);
        QFETCH(int, right);
        QFETCH(bool, allowed);
        const MatchSetup saved = m_setup;
        m_setup.home = test::humanTeam(*m_rules, 8, 4); // 12 players
        MatchState s = inSetup();
        for (MatchPlayer &p : s.home.players) {
            if (p.number > available)
                p.state = PlayerState::KnockedOut;
        }
        const Folded f = fold(s, lineup(Side::Home, numbers, line, left, right));
        m_setup = saved;
        QCOMPARE(bool(f.check), allowed);
        if (!allowed) {
            QVERIFY(!f.check.reason.isEmpty());
            return;
        }
        for (int number : numbers) {
            QCOMPARE(f.state.home.player(number)->state, PlayerState::Standing);
            QVERIFY(f.state.home.player(number)->playedThisDrive);
        }
        QCOMPARE(f.state.active, Side::Away);
        QCOMPARE(f.state.phase, MatchPhase::Setup);
    }

    // The kicking team sets up first, then the receiving team; then the kick-off.
    void setupOrder()
    {
        const Folded receivingFirst = fold(inSetup(), lineup(Side::Away, range(1, 11)));
        QVERIFY(!receivingFirst.check);
        QVERIFY(receivingFirst.check.reason.contains(u"Altdorf Reavers"_s));

        const Folded kicking = fold(inSetup(), lineup(Side::Home, range(1, 11)));
        QVERIFY2(kicking.check, qPrintable(kicking.check.reason));
        const Folded twice = fold(kicking.state, lineup(Side::Home, range(1, 11)));
        QVERIFY(!twice.check);

        const Folded receiving = fold(kicking.state, lineup(Side::Away, range(1, 11), 4, 1, 2));
        QVERIFY2(receiving.check, qPrintable(receiving.check.reason));
        QCOMPARE(receiving.state.phase, MatchPhase::KickOff);
        QCOMPARE(receiving.state.away.onPitch(), 11);
        QCOMPARE(receiving.state.drive, 0); // counted at the kick-off

        MatchState turn = kicking.state;
        turn.phase = MatchPhase::Turn;
        QVERIFY(!fold(turn, lineup(Side::Away, range(1, 11))).check);
    }

    // Fainted, sent off and casualties cannot be set up either.
    void unavailablePlayers_data()
    {
        QTest::addColumn<PlayerState>("state");
        QTest::newRow("fainted") << PlayerState::Fainted;
        QTest::newRow("sent off") << PlayerState::SentOff;
        QTest::newRow("casualty") << PlayerState::Casualty;
        QTest::newRow("KO") << PlayerState::KnockedOut;
    }
    void unavailablePlayers()
    {
        QFETCH(PlayerState, state);
        MatchState s = inSetup();
        s.home.player(11)->state = state;
        QVERIFY(!fold(s, lineup(Side::Home, range(1, 11))).check);
        const Folded ten = fold(s, lineup(Side::Home, range(1, 10)));
        QVERIFY2(ten.check, qPrintable(ten.check.reason));
    }

    // l.1939–1950: a team with nobody to field: both markers +2 (at most 8), the other team
    // scores without SPP if it can field players, then the drive is over.
    void unableToField_data()
    {
        QTest::addColumn<bool>("homeFields"); // home kicks and sets up first
        QTest::addColumn<bool>("awayFields");
        QTest::addColumn<int>("half");
        QTest::addColumn<int>("markers"); // both teams' turn markers before
        QTest::addColumn<int>("homeScore");
        QTest::addColumn<int>("awayScore");
        QTest::addColumn<int>("markersAfter");
        QTest::addColumn<MatchPhase>("phase");
        QTest::addColumn<bool>("halfOver");
        QTest::addColumn<Side>("nextKicking");
        QTest::newRow("kicking team empty") << false << true << 1 << 3 << 0 << 1 << 5
                                            << MatchPhase::DriveOver << false << Side::Away;
        QTest::newRow("receiving team empty") << true << false << 1 << 3 << 1 << 0 << 5
                                              << MatchPhase::DriveOver << false << Side::Home;
        QTest::newRow("both empty") << false << false << 1 << 3 << 0 << 0 << 5
                                    << MatchPhase::DriveOver << false << Side::Home;
        QTest::newRow("markers 0 to 2") << false << true << 1 << 0 << 0 << 1 << 2
                                        << MatchPhase::DriveOver << false << Side::Away;
        QTest::newRow("markers 7 to 8: first half over")
            << false << true << 1 << 7 << 0 << 1 << 8 << MatchPhase::DriveOver << true
            << Side::Away;
        QTest::newRow("markers 6 to 8: first half over")
            << true << false << 1 << 6 << 1 << 0 << 8 << MatchPhase::DriveOver << true
            << Side::Home;
        QTest::newRow("second half over: decided") << false << true << 2 << 7 << 0 << 1 << 8
                                                   << MatchPhase::Finished << false << Side::Away;
        QTest::newRow("second half over: tied, nobody scores")
            << false << false << 2 << 7 << 0 << 0 << 8 << MatchPhase::TieBreak << false
            << Side::Home;
    }
    void unableToField()
    {
        QFETCH(bool, homeFields);
        QFETCH(bool, awayFields);
        QFETCH(int, half);
        QFETCH(int, markers);
        QFETCH(int, homeScore);
        QFETCH(int, awayScore);
        QFETCH(int, markersAfter);
        QFETCH(MatchPhase, phase);
        QFETCH(bool, halfOver);
        QFETCH(Side, nextKicking);
        MatchState s = inSetup();
        s.half = half;
        s.home.turn = s.away.turn = markers;
        for (Side side : {Side::Home, Side::Away}) {
            if (!(side == Side::Home ? homeFields : awayFields)) {
                for (MatchPlayer &p : s.team(side).players)
                    p.state = PlayerState::KnockedOut;
            }
        }
        Folded f = fold(s, lineup(Side::Home, homeFields ? range(1, 11) : QList<int>{}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        if (homeFields) {
            QCOMPARE(f.state.phase, MatchPhase::Setup);
            f = fold(f.state, lineup(Side::Away, {}));
            QVERIFY2(f.check, qPrintable(f.check.reason));
        }
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.score, homeScore);
        QCOMPARE(f.state.away.score, awayScore);
        QCOMPARE(f.state.home.turn, markersAfter);
        QCOMPARE(f.state.away.turn, markersAfter);
        QCOMPARE(f.state.phase, phase);
        QCOMPARE(f.state.halfOver, halfOver);
        QCOMPARE(f.state.kicking, nextKicking);
        // The drive was not played: nobody stays on the pitch, no touchdown SPP.
        for (Side side : {Side::Home, Side::Away}) {
            QCOMPARE(f.state.team(side).onPitch(), 0);
            for (const MatchPlayer &p : f.state.team(side).players) {
                QVERIFY(!p.playedThisDrive);
                QCOMPARE(p.touchdowns, 0);
            }
        }
    }

    // An empty set-up is only for a team with nobody in the reserves.
    void emptySetupWithPlayersRefused() { QVERIFY(!fold(inSetup(), lineup(Side::Home, {})).check); }

    // Skills "Arme secrète": sent off at the end of every drive he played in, on the pitch or
    // not; a bribe (one each, 2+) keeps him.
    void secretWeapon_data()
    {
        QTest::addColumn<PlayerState>("before");
        QTest::addColumn<bool>("played");
        QTest::addColumn<int>("bribes");
        QTest::addColumn<QList<int>>("bribeDie"); // empty: no bribe
        QTest::addColumn<PlayerState>("after");
        QTest::addColumn<int>("bribesAfter");
        QTest::newRow("on the pitch: sent off")
            << PlayerState::Standing << true << 0 << QList<int>{} << PlayerState::SentOff << 0;
        QTest::newRow("knocked out: sent off too")
            << PlayerState::KnockedOut << true << 0 << QList<int>{} << PlayerState::SentOff << 0;
        QTest::newRow("casualty stays a casualty")
            << PlayerState::Casualty << true << 0 << QList<int>{} << PlayerState::Casualty << 0;
        QTest::newRow("did not play: stays")
            << PlayerState::Reserves << false << 0 << QList<int>{} << PlayerState::Reserves << 0;
        QTest::newRow("bribe 1: sent off")
            << PlayerState::Standing << true << 1 << QList<int>{1} << PlayerState::SentOff << 0;
        QTest::newRow("bribe 2: stays")
            << PlayerState::Standing << true << 1 << QList<int>{2} << PlayerState::Reserves << 0;
        QTest::newRow("bribe 6 with 2 bribes")
            << PlayerState::Prone << true << 2 << QList<int>{6} << PlayerState::Reserves << 1;
    }
    void secretWeapon()
    {
        QFETCH(PlayerState, before);
        QFETCH(bool, played);
        QFETCH(int, bribes);
        QFETCH(QList<int>, bribeDie);
        QFETCH(PlayerState, after);
        QFETCH(int, bribesAfter);
        for (Side side : {Side::Home, Side::Away}) {
            MatchState s = driveOver();
            MatchPlayer *p = s.team(side).player(5);
            p->skills << u"secret_weapon"_s;
            p->state = before;
            p->playedThisDrive = played;
            s.team(side).bribes = bribes;
            TypedDice dice;
            QList<int> bribed;
            if (!bribeDie.isEmpty()) {
                dice.insert(side == Side::Home ? u"home.bribe.5"_s : u"away.bribe.5"_s, bribeDie);
                bribed << 5;
            }
            if (before == PlayerState::KnockedOut && after == PlayerState::KnockedOut)
                dice.insert(side == Side::Home ? u"home.ko.5"_s : u"away.ko.5"_s, {1});
            const Folded f = side == Side::Home ? fold(s, endDrive(dice, bribed))
                                                : fold(s, endDrive(dice, {}, bribed));
            QVERIFY2(f.check, qPrintable(f.check.reason));
            QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
            QCOMPARE(f.state.team(side).player(5)->state, after);
            QCOMPARE(f.state.team(side).bribes, bribesAfter);
            // The other team's #5 is no secret weapon.
            QCOMPARE(f.state.team(opponent(side)).player(5)->state, PlayerState::Reserves);
        }
    }

    void bribesRefused_data()
    {
        QTest::addColumn<int>("bribes");
        QTest::addColumn<QList<int>>("homeBribes");
        QTest::addColumn<QList<int>>("awayBribes");
        QTest::newRow("no bribe left") << 0 << QList<int>{5} << QList<int>{};
        QTest::newRow("one bribe for two") << 1 << QList<int>{5, 6} << QList<int>{};
        QTest::newRow("the same player twice") << 2 << QList<int>{5, 5} << QList<int>{};
        QTest::newRow("not a secret weapon") << 1 << QList<int>{1} << QList<int>{};
        QTest::newRow("the other team's secret weapon") << 1 << QList<int>{} << QList<int>{5};
    }
    void bribesRefused()
    {
        QFETCH(int, bribes);
        QFETCH(QList<int>, homeBribes);
        QFETCH(QList<int>, awayBribes);
        MatchState s = driveOver(11);
        for (int number : {5, 6})
            s.home.player(number)->skills << u"secret_weapon"_s;
        s.home.bribes = bribes;
        s.away.bribes = 1;
        const Folded f = fold(s, endDrive({{u"home.bribe.5"_s, {6}}, {u"home.bribe.6"_s, {6}}},
                                          homeBribes, awayBribes));
        QVERIFY(!f.check);
        QVERIFY(!f.check.reason.isEmpty());
    }

    // The dice the end of a drive may need, as core lists them for the window (skills "Arme
    // secrète", weather table "Chaleur accablante", KO recovery on 4+): exactly the dice the
    // event rolls when every bribe is tried and works, so a dialog built from the list neither
    // misses a die nor asks for one the rules never roll.
    void endDriveRolls_data()
    {
        QTest::addColumn<bool>("sweltering");
        QTest::addColumn<PlayerState>("first");  // home #1
        QTest::addColumn<bool>("secretWeapon");  // home #1 has it and played the drive
        QTest::addColumn<PlayerState>("second"); // home #2
        QTest::addColumn<QStringList>("expected");
        const auto standing = PlayerState::Standing;
        QTest::newRow("nothing to roll") << false << standing << false << standing << QStringList{};
        QTest::newRow("heat: every player on the pitch")
            << true << standing << false << standing
            << QStringList{u"home.heat.1"_s, u"home.heat.2"_s, u"away.heat.1"_s, u"away.heat.2"_s};
        QTest::newRow("heat: not the KO'd")
            << true << standing << false << PlayerState::KnockedOut
            << QStringList{u"home.heat.1"_s, u"home.ko.2"_s, u"away.heat.1"_s, u"away.heat.2"_s};
        QTest::newRow("KO'd: 4+ comes back")
            << false << PlayerState::KnockedOut << false << standing << QStringList{u"home.ko.1"_s};
        QTest::newRow("secret weapon who played: a bribe")
            << false << standing << true << standing << QStringList{u"home.bribe.1"_s};
        QTest::newRow("secret weapon KO'd: bribe, then KO if it works")
            << false << PlayerState::KnockedOut << true << standing
            << QStringList{u"home.bribe.1"_s, u"home.ko.1"_s};
        QTest::newRow("secret weapon in heat: bribe, then heat if it works")
            << true << PlayerState::Prone << true << standing
            << QStringList{u"home.bribe.1"_s, u"home.heat.1"_s, u"home.heat.2"_s, u"away.heat.1"_s,
                           u"away.heat.2"_s};
        QTest::newRow("secret weapon hurt: nothing")
            << false << PlayerState::Casualty << true << standing << QStringList{};
    }
    void endDriveRolls()
    {
        QFETCH(bool, sweltering);
        QFETCH(PlayerState, first);
        QFETCH(bool, secretWeapon);
        QFETCH(PlayerState, second);
        QFETCH(QStringList, expected);
        MatchState s = driveOver(2);
        s.weatherId = sweltering ? u"sweltering_heat"_s : u"nice"_s;
        MatchPlayer *p = s.home.player(1);
        p->state = first;
        if (secretWeapon) {
            p->skills << u"secret_weapon"_s;
            p->playedThisDrive = true;
        }
        s.home.player(2)->state = second;
        s.home.bribes = 1;
        QStringList listed;
        QList<int> bribed;
        for (const DriveRules::EndDriveRoll &roll : DriveRules::endDriveRolls(s)) {
            listed << DiceKeys::forPlayer(roll.side, roll.what, roll.number);
            if (roll.what == DiceKeys::bribe)
                bribed << roll.number;
        }
        QCOMPARE(listed, expected);
        // Every bribe offered is tried, every die a 6: the event rolls each listed die and no
        // other.
        const Folded f =
            test::foldScripted(*m_rules, m_setup, s, endDrive({}, bribed), QList<int>(20, 6));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QStringList rolled = f.purposes;
        rolled.sort();
        listed.sort();
        QCOMPARE(rolled, listed);
    }

    // Weather table: in sweltering heat a 1 for a player on the pitch at the end of the drive
    // and he faints, missing the next drive; he is back in the reserves at the end of that one.
    void heat_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<PlayerState>("after");
        QTest::newRow("1 faints") << 1 << PlayerState::Fainted;
        QTest::newRow("2 fine") << 2 << PlayerState::Reserves;
    }
    void heat()
    {
        QFETCH(int, die);
        QFETCH(PlayerState, after);
        MatchState s = driveOver(2);
        s.weatherId = u"sweltering_heat"_s;
        s.home.player(2)->state = PlayerState::KnockedOut; // off the pitch: no heat roll
        const Folded f = fold(s, endDrive({{u"home.heat.1"_s, {die}},
                                           {u"home.ko.2"_s, {1}},
                                           {u"away.heat.1"_s, {6}},
                                           {u"away.heat.2"_s, {2}}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(!f.extraRolls, qPrintable(f.purposes.join(u", "_s)));
        QCOMPARE(f.state.home.player(1)->state, after);
        QCOMPARE(f.state.away.player(1)->state, PlayerState::Reserves);
        QCOMPARE(f.state.home.player(2)->state, PlayerState::KnockedOut);
    }

    // The player who fainted misses one drive: he cannot be set up, then comes back.
    void faintedBackAfterOneDrive()
    {
        MatchState s = driveOver(2);
        s.weatherId = u"sweltering_heat"_s;
        Folded f = fold(s, endDrive({{u"home.heat.1"_s, {1}},
                                     {u"home.heat.2"_s, {4}},
                                     {u"away.heat.1"_s, {4}},
                                     {u"away.heat.2"_s, {4}}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.home.player(1)->state, PlayerState::Fainted);
        QCOMPARE(f.state.phase, MatchPhase::Setup);
        QVERIFY(!fold(f.state, lineup(Side::Home, range(1, 11))).check);
        f = fold(f.state, lineup(Side::Home, range(2, 11)));
        QVERIFY2(f.check, qPrintable(f.check.reason));

        // The next drive is over: the fainted player is back, and no heat roll for him.
        MatchState next = f.state;
        next.phase = MatchPhase::DriveOver;
        next.weatherId = u"nice"_s;
        f = fold(next, endDrive({}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.player(1)->state, PlayerState::Reserves);
    }

    // l.1929–1933: before the kick-off, 4+ and a KO'd player is back; each Bloodweiser babe the
    // team bought adds 1 to the roll (inducements.json, bloodweiser_babes: 0-2).
    void koRecovery_data()
    {
        QTest::addColumn<int>("die");
        QTest::addColumn<int>("babes");
        QTest::addColumn<PlayerState>("after");
        // seeds/basic-rules-fr.txt l.243: 4+ on a D6 brings a K.O.'d player back; each
        // Bloodweiser babe adds +1 (inducements.json bloodweiser_babes).
        QTest::newRow("basic l.243 3 stays KO") << 3 << 0 << PlayerState::KnockedOut;
        QTest::newRow("basic l.243 4 back") << 4 << 0 << PlayerState::Reserves;
        QTest::newRow("basic l.243 6 back") << 6 << 0 << PlayerState::Reserves;
        QTest::newRow("babes: 3 + 1 back") << 3 << 1 << PlayerState::Reserves;
        QTest::newRow("babes: 2 + 1 stays KO") << 2 << 1 << PlayerState::KnockedOut;
        QTest::newRow("babes: 2 + 2 back") << 2 << 2 << PlayerState::Reserves;
        QTest::newRow("babes: 1 + 2 stays KO") << 1 << 2 << PlayerState::KnockedOut;
    }
    void koRecovery()
    {
        QFETCH(int, die);
        QFETCH(int, babes);
        QFETCH(PlayerState, after);
        MatchState s = driveOver(2);
        s.home.babes = babes;
        s.away.babes = babes;
        s.home.player(7)->state = PlayerState::KnockedOut;
        s.away.player(9)->state = PlayerState::KnockedOut;
        const Folded f = fold(s, endDrive({{u"home.ko.7"_s, {die}}, {u"away.ko.9"_s, {die}}}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.home.player(7)->state, after);
        QCOMPARE(f.state.away.player(9)->state, after);
    }

    // After the end of a drive: everybody off the pitch, the kicking team sets up; at half
    // time the first half's receiver kicks and re-rolls come back.
    void endDriveStartsTheNextDrive()
    {
        MatchState s = driveOver(11);
        s.home.player(3)->state = PlayerState::Stunned;
        s.home.player(4)->state = PlayerState::Casualty;
        s.home.player(5)->state = PlayerState::SentOff;
        Folded f = fold(s, endDrive({}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.phase, MatchPhase::Setup);
        QCOMPARE(f.state.active, Side::Home);
        QCOMPARE(f.state.home.onPitch(), 0);
        QCOMPARE(f.state.home.countIn(PlayerState::Reserves), 9);
        QCOMPARE(f.state.home.player(4)->state, PlayerState::Casualty);
        QCOMPARE(f.state.home.player(5)->state, PlayerState::SentOff);

        s.halfOver = true;
        s.receivedFirst = Side::Away;
        s.home.rerolls = 0;
        f = fold(s, endDrive({}));
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.half, 2);
        QCOMPARE(f.state.kicking, Side::Away);
        QCOMPARE(f.state.active, Side::Away);
        QCOMPARE(f.state.home.rerolls, 3);
        QCOMPARE(f.state.home.turn, 0);
    }

    void endDriveOnlyAfterADrive()
    {
        MatchState s = test::stateInTurn(*m_rules, m_setup);
        QVERIFY(!fold(s, endDrive({})).check);
        QVERIFY(!fold(inSetup(), endDrive({})).check);
    }

    // The whole opening through Match: pre-match, both set-ups, the kick-off.
    void openingSequence()
    {
        Match match(*m_rules, m_setup);
        ScriptedDice dice{3, 4, 2, 2, 3, 3, 3, 4}; // weather 7, gates 4 and 6, kick-off 7
        QVERIFY(match.append(preMatch(Side::Home, {}), dice));
        QCOMPARE(match.state().weatherId, u"nice"_s);
        QCOMPARE(match.state().away.fame, 1);
        QVERIFY(match.append(lineup(Side::Home, range(1, 11)), dice));
        QVERIFY(match.append(lineup(Side::Away, range(1, 11), 5, 2, 2), dice));
        QCOMPARE(match.state().phase, MatchPhase::KickOff);
        MatchEvent kick;
        kick.type = MatchEventType::KickOff;
        kick.dice = {{u"kickoff"_s, {3, 4}}, {u"weather"_s, {2, 2}}};
        const RuleCheck kicked = match.append(kick, dice);
        QVERIFY2(kicked, qPrintable(kicked.reason));
        QCOMPARE(match.state().drive, 1);
        QCOMPARE(match.state().phase, MatchPhase::AwaitTurn);
        QCOMPARE(match.state().active, Side::Away);
        QVERIFY(!dice.exhausted());

        // The stored events replay to the same state.
        QString error;
        const Match replayed = Match::replay(*m_rules, m_setup, match.events(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.state(), match.state());
    }
};

QTEST_GUILESS_MAIN(TestMatchDrives)
#include "tst_match_drives.moc"
