// La Forge de Sigmar as events of a tracked match (seeds/forge-de-sigmar-fr.txt): tokens placed
// before and during the match, the evolution at the start of each turn with scripted D8s,
// crevasses struck and opened by accident, jumps, lava, crests, genestealers and magic items,
// and the whole log replayed and written to a file and back.
#include "../support/MatchTestHelpers.h"
#include "core/forge/ForgeEvolution.h"
#include "core/forge/ForgeKeys.h"
#include "core/match/Match.h"
#include "core/match/MatchEventJson.h"
#include "core/match/MatchLogFile.h"
#include "core/match/MatchSetupJson.h"
#include "core/match/ReplayDice.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;
using namespace dugout::test;

Q_DECLARE_METATYPE(dugout::PlayerState)
Q_DECLARE_METATYPE(dugout::Side)

namespace {

PitchSquare sq(const QString &name)
{
    return *PitchSquare::fromName(name);
}

QList<PitchSquare> squares(const QStringList &names)
{
    QList<PitchSquare> list;
    for (const QString &name : names)
        list << sq(name);
    return list;
}

MatchEvent placeEvent(Side side, const QString &token, const QString &square)
{
    MatchEvent e = makeEvent(MatchEventType::TerrainPlace, side);
    e.terrain = token;
    e.squares = {sq(square)};
    return e;
}

MatchEvent evolution(Side side, const QStringList &blocked = {})
{
    MatchEvent e = makeEvent(MatchEventType::TerrainEvolution, side);
    e.squares = squares(blocked);
    return e;
}

MatchEvent strikeEvent(Side side, int number, const QStringList &at)
{
    MatchEvent e = makeEvent(MatchEventType::CreateCrevasse, side, number);
    e.squares = squares(at);
    return e;
}

// The squares holding `token`, by name, in index order.
QStringList tokens(const MatchState &s, TerrainToken token)
{
    QStringList names;
    for (int i = 0; i < s.terrain.tokens.size(); ++i) {
        if (s.terrain.tokens.at(i) == token)
            names << PitchSquare::fromIndex(i).name();
    }
    return names;
}

} // namespace

class TestForgeMatch : public QObject, public DerbyTest
{
    Q_OBJECT

    // Home in turn 1 on the Forge, everybody standing, the evolution already rolled.
    MatchState inTurn() const { return stateInTurn(*m_rules, m_setup, Side::Home); }

    // The away team's turn about to start (its marker at 1), to run StartTurn then the evolution.
    MatchState awaitingAway(const MatchState &from) const
    {
        MatchState s = from;
        s.phase = MatchPhase::AwaitTurn;
        s.active = Side::Away;
        return s;
    }

    // Starts the next turn of the side waiting and rolls its evolution with `d8s`.
    Folded startAndEvolve(MatchState s, const QList<int> &d8s, const QStringList &blocked = {},
                          QStringList *startLog = nullptr) const
    {
        QStringList log;
        const RuleCheck started = applyEvent(
            *m_rules, m_setup, s, makeEvent(MatchEventType::StartTurn, s.active), {}, &log);
        if (startLog)
            *startLog = log;
        if (!started)
            return Folded{started, s, log, {}, false, {}};
        return foldScripted(*m_rules, m_setup, s, evolution(s.active, blocked), d8s);
    }

    // The turn just evolved ends and the other team's starts, then its evolution.
    Folded nextTurn(const MatchState &s, const QList<int> &d8s,
                    const QStringList &blocked = {}) const
    {
        MatchState next = s;
        next.phase = MatchPhase::AwaitTurn;
        next.active = opponent(s.active);
        return startAndEvolve(next, d8s, blocked);
    }

private Q_SLOTS:
    void initTestCase()
    {
        const QString error = loadDerby();
        QVERIFY2(error.isEmpty(), qPrintable(error));
        m_setup.pitch = MatchPitch::ForgeDeSigmar;
    }

    void standardPitchHasNoTerrain()
    {
        MatchSetup standard = m_setup;
        standard.pitch = MatchPitch::Standard;
        MatchState s = stateInTurn(*m_rules, standard, Side::Home);
        QVERIFY(!s.terrain.active);
        const RuleCheck placed =
            applyEvent(*m_rules, standard, s, placeEvent(Side::Home, u"crevasse"_s, u"H10"_s));
        QVERIFY(!placed);
        QVERIFY(placed.reason.contains(u"Forge"_s));
    }

    // seed l.140–142: before the kick-off the coaches place crevasses and crests, one each in turn.
    void placeBeforeKickOff_data()
    {
        QTest::addColumn<QStringList>("placements"); // "home crevasse C5"
        QTest::addColumn<bool>("lastAccepted");
        QTest::newRow("l.142: home then away")
            << QStringList{u"home crevasse C5"_s, u"away crest H20"_s} << true;
        QTest::newRow("l.142: away may start")
            << QStringList{u"away crevasse C5"_s, u"home crevasse H20"_s} << true;
        QTest::newRow("l.142: home twice in a row")
            << QStringList{u"home crevasse C5"_s, u"home crevasse H20"_s} << false;
        QTest::newRow("l.142: no lava before the kick-off")
            << QStringList{u"home lava C5"_s} << false;
        QTest::newRow("l.142: no clearing before the kick-off")
            << QStringList{u"home crevasse C5"_s, u"away none C5"_s} << false;
        QTest::newRow("not on the volcano") << QStringList{u"home crevasse A13"_s} << false;
        QTest::newRow("not on a token")
            << QStringList{u"home crevasse C5"_s, u"away crest C5"_s} << false;
        QTest::newRow("l.142: four each in turn")
            << QStringList{u"home crevasse C5"_s, u"away crevasse H20"_s, u"home crest J3"_s,
                           u"away crest K22"_s}
            << true;
    }
    void placeBeforeKickOff()
    {
        QFETCH(QStringList, placements);
        QFETCH(bool, lastAccepted);
        MatchState s = MatchFold::initialState(*m_rules, m_setup);
        QVERIFY(s.terrain.active);
        RuleCheck last = RuleCheck::ok();
        for (const QString &line : placements) {
            const QStringList parts = line.split(u' ');
            last = apply(s, placeEvent(parts.at(0) == u"home"_s ? Side::Home : Side::Away,
                                       parts.at(1), parts.at(2)));
        }
        QCOMPARE(bool(last), lastAccepted);
        if (lastAccepted) {
            TerrainToken token = TerrainToken::None;
            QVERIFY(terrainTokenFromKey(placements.last().split(u' ').at(1), &token));
            QCOMPARE(s.terrain.at(sq(placements.last().split(u' ').at(2))), token);
            QCOMPARE(s.terrain.homePlaced, s.terrain.awayPlaced);
        }
    }

    // seed l.142: the coaches place as many tokens each before the first set-up.
    void lineupWaitsForEqualTokens()
    {
        MatchState s = MatchFold::initialState(*m_rules, m_setup);
        MatchEvent pre = makeEvent(MatchEventType::PreMatch, Side::Home);
        pre.dice = {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}};
        QVERIFY(apply(s, pre));
        QVERIFY(apply(s, placeEvent(Side::Home, u"crevasse"_s, u"H10"_s)));
        MatchEvent lineup = makeEvent(MatchEventType::Lineup, Side::Home);
        lineup.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
        lineup.lineOfScrimmage = 3;
        lineup.wideLeft = 2;
        lineup.wideRight = 2;
        const RuleCheck refused = apply(s, lineup);
        QVERIFY(!refused);
        QVERIFY(refused.reason.contains(u"as many terrain tokens"_s));
        QVERIFY(apply(s, placeEvent(Side::Away, u"crest"_s, u"H17"_s)));
        QVERIFY2(apply(s, lineup), "the same number each: the set-up goes on");
    }

    // During the match a coach puts any token down or takes one off, for what the board shows.
    void placeDuringMatch()
    {
        MatchState s = inTurn();
        QVERIFY(apply(s, placeEvent(Side::Away, u"lava"_s, u"H10"_s)));
        QVERIFY(apply(s, placeEvent(Side::Home, u"crevasse"_s, u"H11"_s)));
        QVERIFY(!apply(s, placeEvent(Side::Home, u"crevasse"_s, u"H11"_s)));
        QVERIFY(apply(s, placeEvent(Side::Home, u"crevasse"_s, u"H12"_s)));
        QCOMPARE(s.terrain.crevasses.size(), 1); // H12 lengthens the crevasse ending on H11
        QVERIFY(apply(s, placeEvent(Side::Home, u"crevasse"_s, u"H13"_s)));
        QVERIFY(apply(s, placeEvent(Side::Home, u"none"_s, u"H12"_s)));
        QCOMPARE(s.terrain.crevasses.size(), 2); // cut in the middle: two crevasses
        QCOMPARE(tokens(s, TerrainToken::Crevasse), (QStringList{u"H11"_s, u"H13"_s}));
        QVERIFY(!apply(s, placeEvent(Side::Home, u"none"_s, u"H12"_s)));
        QVERIFY(!apply(s, placeEvent(Side::Home, u"rubble"_s, u"H12"_s)));
        QCOMPARE(s.terrain.homePlaced, 0); // only tokens placed before the kick-off count
    }

    // seed l.50–52: a D8 per end, one for a one-square crevasse; the way back stabilises.
    void growthAndStabilisation()
    {
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(u"H10"_s));
        QStringList startLog;
        Folded f = startAndEvolve(awaitingAway(s), {5}, {}, &startLog);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(startLog.join(u'\n').contains(u"1 crevasse end"_s));
        QCOMPARE(f.purposes, QStringList{u"forge.end.H10"_s}); // one D8 for one square
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse), (QStringList{u"H10"_s, u"H11"_s}));
        QVERIFY(!f.state.terrain.evolutionDue);

        // Two squares: two D8s. H10's way back is 5 (towards H11): stable; H11 grows on 5.
        f = nextTurn(f.state, {5, 5});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes, (QStringList{u"forge.end.H10"_s, u"forge.end.H11"_s}));
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse),
                 (QStringList{u"H10"_s, u"H11"_s, u"H12"_s}));
        QVERIFY(f.state.terrain.crevasses.first().frontStable);

        // Only the growing end rolls now; 4 points back at H11: stable for good.
        f = nextTurn(f.state, {4});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes, QStringList{u"forge.end.H12"_s});
        QVERIFY(f.state.terrain.crevasses.first().backStable);

        // Nothing left to roll: the next turn starts with no evolution.
        MatchState next = f.state;
        next.phase = MatchPhase::AwaitTurn;
        next.active = opponent(f.state.active);
        QVERIFY(apply(next, makeEvent(MatchEventType::StartTurn, next.active)));
        QVERIFY(!next.terrain.evolutionDue);
        QVERIFY(!apply(next, evolution(next.active)));
    }

    // Dugout's choices where the seed is silent: an end pointing off the pitch, at the volcano or
    // at a token stays where it was.
    void growthBlocked_data()
    {
        QTest::addColumn<QString>("end");
        QTest::addColumn<int>("d8");
        QTest::addColumn<QString>("lava");          // a lava token placed first, or empty
        QTest::addColumn<QStringList>("lavaAfter"); // the end touching lava fills at once
        QTest::newRow("off the pitch") << u"A1"_s << 1 << QString() << QStringList{};
        QTest::newRow("off the far end") << u"O26"_s << 8 << QString() << QStringList{};
        QTest::newRow("at the volcano") << u"C15"_s << 1 << QString() << QStringList{u"C15"_s};
        QTest::newRow("at a lava token")
            << u"J5"_s << 5 << u"J6"_s << QStringList{u"J5"_s, u"J6"_s};
    }
    void growthBlocked()
    {
        QFETCH(QString, end);
        QFETCH(int, d8);
        QFETCH(QString, lava);
        QFETCH(QStringList, lavaAfter);
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(end));
        if (!lava.isEmpty())
            s.terrain.set(sq(lava), TerrainToken::Lava);
        const Folded f = startAndEvolve(awaitingAway(s), {d8});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.state.terrain.crevasses.first().squares, QList<PitchSquare>{sq(end)});
        QCOMPARE(tokens(f.state, TerrainToken::Lava), lavaAfter);
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse),
                 lavaAfter.contains(end) ? QStringList{} : QStringList{end});
        QVERIFY(tokens(f.state, TerrainToken::Crest).isEmpty());
    }

    // seed l.89, l.93, l.112: a crevasse touching the volcano fills one square per turn; a
    // player stops it for a turn; where it reaches the far end a crest rises.
    void lavaRunsAndCrests_data()
    {
        QTest::addColumn<bool>("blockOnce");
        QTest::newRow("l.89: free run") << false;
        QTest::newRow("l.93: a player stops it one turn") << true;
    }
    void lavaRunsAndCrests()
    {
        QFETCH(bool, blockOnce);
        MatchState s = inTurn();
        for (const QString &name : {u"C12"_s, u"D12"_s, u"E12"_s})
            s.terrain.addCrevasse(sq(name));
        QCOMPARE(s.terrain.crevasses.size(), 1);
        // Turn 1: both ends stabilise (C12's way back is 7, E12's is 2); C12 touches the volcano.
        Folded f = startAndEvolve(awaitingAway(s), {7, 2});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(tokens(f.state, TerrainToken::Lava), QStringList{u"C12"_s});
        QVERIFY(tokens(f.state, TerrainToken::Crest).isEmpty()); // the lava came in there
        if (blockOnce) {
            f = nextTurn(f.state, {}, {u"D12"_s});
            QVERIFY2(f.check, qPrintable(f.check.reason));
            QCOMPARE(tokens(f.state, TerrainToken::Lava), QStringList{u"C12"_s});
            QVERIFY(f.log.join(u'\n').contains(u"stops the lava at D12"_s));
        }
        f = nextTurn(f.state, {});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(tokens(f.state, TerrainToken::Lava), (QStringList{u"C12"_s, u"D12"_s}));
        f = nextTurn(f.state, {});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(tokens(f.state, TerrainToken::Lava), (QStringList{u"C12"_s, u"D12"_s}));
        QCOMPARE(tokens(f.state, TerrainToken::Crest), QStringList{u"E12"_s});
        QVERIFY(!f.state.terrain.hasEvolution()); // nothing left to move
    }

    // A player may stop only lava that would run this turn.
    void blockingNothingIsRefused()
    {
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(u"H10"_s));
        const Folded f = startAndEvolve(awaitingAway(s), {5}, {u"H10"_s});
        QVERIFY(!f.check);
        QVERIFY(f.check.reason.contains(u"H10"_s));
    }

    // seed l.50, l.89, l.112 over several turns: a crevasse grows into the volcano, the lava
    // follows it, and a crest rises where it stops.
    void crevasseReachesVolcano()
    {
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(u"D13"_s));
        QVERIFY(s.terrain.lavaWouldEnter().isEmpty());
        Folded f = startAndEvolve(awaitingAway(s), {2}); // up: C13 touches the volcano
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(tokens(f.state, TerrainToken::Lava), QStringList{u"C13"_s});
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse), QStringList{u"D13"_s});
        f = nextTurn(f.state, {7}); // D13 grows down to E13; the lava fills D13
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(f.purposes, QStringList{u"forge.end.D13"_s}); // the lava-filled end rolls no more
        QCOMPARE(tokens(f.state, TerrainToken::Lava), (QStringList{u"C13"_s, u"D13"_s}));
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse), QStringList{u"E13"_s});
        f = nextTurn(f.state, {2}); // E13 points back: stable; the lava reaches it: a crest
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QCOMPARE(tokens(f.state, TerrainToken::Crest), QStringList{u"E13"_s});
        QVERIFY(f.state.terrain.endsToRoll().isEmpty());
    }

    // The turn waits for its evolution: no action, no end of turn; a token or a concession may.
    void turnWaitsForEvolution()
    {
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(u"H10"_s));
        s = awaitingAway(s);
        QVERIFY(apply(s, makeEvent(MatchEventType::StartTurn, Side::Away)));
        QVERIFY(s.terrain.evolutionDue);
        const RuleCheck action = apply(s, makeAction(Side::Away, 1, PlayerAction::Move));
        QVERIFY(!action);
        QVERIFY(action.reason.contains(u"start of the turn"_s));
        QVERIFY(!apply(s, makeEvent(MatchEventType::EndTurn, Side::Away)));
        QVERIFY(apply(s, placeEvent(Side::Away, u"crest"_s, u"J3"_s)));
        QVERIFY(apply(s, evolution(Side::Away), {5}));
        QVERIFY(apply(s, makeAction(Side::Away, 1, PlayerAction::Move)));
    }

    // seed l.30–36: 2D6 + ST, each outcome (Human #5: ST 3, AV 8, on H10).
    void strike_data()
    {
        QTest::addColumn<int>("st");
        QTest::addColumn<QStringList>("at");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QStringList>("purposes");
        QTest::addColumn<QStringList>("crevasses");
        QTest::addColumn<PlayerState>("striker");
        QTest::addColumn<bool>("turnover");
        const QStringList strike2 = {u"home.strike"_s, u"home.strike"_s};
        const QStringList find2 = {u"forge.find"_s, u"forge.find"_s};
        const QStringList armour2 = {u"home.armour"_s, u"home.armour"_s};
        QTest::newRow("l.33: 1+2+3 = 6, under him, armour holds")
            << 3 << QStringList{u"H10"_s} << QList<int>{1, 2, 3, 4, 4, 4}
            << strike2 + find2 + armour2 << QStringList{u"H10"_s} << PlayerState::Prone << true;
        QTest::newRow("l.33: 6, under him, armour breaks, stunned")
            << 3 << QStringList{u"H10"_s} << QList<int>{1, 2, 3, 4, 5, 5, 1, 2}
            << strike2 + find2 + armour2 + QStringList{u"home.injury"_s, u"home.injury"_s}
            << QStringList{u"H10"_s} << PlayerState::Stunned << true;
        QTest::newRow("l.34: 7 nothing")
            << 3 << QStringList{u"H10"_s} << QList<int>{2, 2} << strike2 << QStringList{}
            << PlayerState::Standing << false;
        QTest::newRow("l.34: 10 nothing")
            << 3 << QStringList{u"H10"_s} << QList<int>{3, 4} << strike2 << QStringList{}
            << PlayerState::Standing << false;
        QTest::newRow("l.35: 11 scattered right")
            << 3 << QStringList{u"H10"_s} << QList<int>{4, 4, 5, 3, 4}
            << strike2 + QStringList{u"forge.scatter"_s} + find2 << QStringList{u"H11"_s}
            << PlayerState::Standing << false;
        QTest::newRow("l.35: 15 scattered up-left")
            << 3 << QStringList{u"H10"_s} << QList<int>{6, 6, 1, 3, 4}
            << strike2 + QStringList{u"forge.scatter"_s} + find2 << QStringList{u"G9"_s}
            << PlayerState::Standing << false;
        QTest::newRow("l.35: scattered off the pitch")
            << 3 << QStringList{u"A1"_s} << QList<int>{4, 4, 2}
            << strike2 + QStringList{u"forge.scatter"_s} << QStringList{} << PlayerState::Standing
            << false;
        QTest::newRow("l.36: ST 4, 16, his choice")
            << 4 << QStringList{u"H10"_s, u"I9"_s} << QList<int>{6, 6, 3, 4} << strike2 + find2
            << QStringList{u"I9"_s} << PlayerState::Standing << false;
    }
    void strike()
    {
        QFETCH(int, st);
        QFETCH(QStringList, at);
        QFETCH(QList<int>, dice);
        QFETCH(QStringList, purposes);
        QFETCH(QStringList, crevasses);
        QFETCH(PlayerState, striker);
        QFETCH(bool, turnover);
        MatchState s = inTurn();
        s.home.player(5)->st = st;
        const Folded f = foldScripted(*m_rules, m_setup, s, strikeEvent(Side::Home, 5, at), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.purposes, purposes);
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse), crevasses);
        QCOMPARE(f.state.home.player(5)->state, striker);
        QVERIFY(f.state.home.player(5)->acted); // his action for the turn (l.30)
        QCOMPARE(f.state.turnover, turnover);
    }

    void strikeRefused_data()
    {
        QTest::addColumn<QStringList>("at");
        QTest::addColumn<bool>("acted");
        QTest::addColumn<Side>("side");
        QTest::addColumn<QList<int>>("dice");
        QTest::newRow("l.30: he has acted")
            << QStringList{u"H10"_s} << true << Side::Home << QList<int>{};
        QTest::newRow("not his team's turn")
            << QStringList{u"H10"_s} << false << Side::Away << QList<int>{};
        QTest::newRow("no square") << QStringList{} << false << Side::Home << QList<int>{};
        QTest::newRow("on the volcano")
            << QStringList{u"A13"_s} << false << Side::Home << QList<int>{};
        QTest::newRow("l.36: 16 with no square chosen")
            << QStringList{u"H10"_s} << false << Side::Home << QList<int>{6, 6};
        QTest::newRow("l.36: the chosen square not next to him")
            << QStringList{u"H10"_s, u"H12"_s} << false << Side::Home << QList<int>{6, 6};
    }
    void strikeRefused()
    {
        QFETCH(QStringList, at);
        QFETCH(bool, acted);
        QFETCH(Side, side);
        QFETCH(QList<int>, dice);
        MatchState s = inTurn();
        for (Side each : {Side::Home, Side::Away})
            s.team(each).player(5)->st = 4;
        s.home.player(5)->acted = acted;
        const MatchState before = s;
        const RuleCheck check = apply(s, strikeEvent(side, 5, at), dice);
        QVERIFY(!check);
        QVERIFY(!check.reason.isEmpty());
        QCOMPARE(s, before); // all or nothing
    }

    // seed l.146, l.155: the 2D6 of each new crevasse; the D6 of a magic item.
    void findUnderIce_data()
    {
        QTest::addColumn<QList<int>>("find");
        QTest::addColumn<int>("genestealers");
        QTest::addColumn<int>("items");
        QTest::addColumn<bool>("works");
        QTest::newRow("l.146: 2 a genestealer") << QList<int>{1, 1} << 1 << 0 << false;
        QTest::newRow("3 nothing") << QList<int>{1, 2} << 0 << 0 << false;
        QTest::newRow("11 nothing") << QList<int>{5, 6} << 0 << 0 << false;
        QTest::newRow("l.155: 12 an item, 6 works") << QList<int>{6, 6, 6} << 0 << 1 << true;
        QTest::newRow("l.155: 12 an item, 5 broken") << QList<int>{6, 6, 5} << 0 << 1 << false;
    }
    void findUnderIce()
    {
        QFETCH(QList<int>, find);
        QFETCH(int, genestealers);
        QFETCH(int, items);
        QFETCH(bool, works);
        MatchState s = inTurn();
        const Folded f = foldScripted(*m_rules, m_setup, s, strikeEvent(Side::Home, 5, {u"H10"_s}),
                                      QList<int>{4, 4, 5} + find);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.terrain.genestealers.size(), genestealers);
        QCOMPARE(f.state.terrain.items.size(), items);
        if (genestealers)
            QCOMPARE(f.state.terrain.genestealers.first().square, sq(u"H11"_s));
        if (items) {
            QCOMPARE(f.state.terrain.items.first().works, works);
            QCOMPARE(f.state.terrain.items.first().finder, 5);
        }
    }

    // seed l.114: a crevasse opened next to lava fills and becomes a crest; D6 1 splashes its
    // maker (armour broken, injury +1).
    void artificialCrest_data()
    {
        QTest::addColumn<QList<int>>("splash");
        QTest::addColumn<PlayerState>("maker");
        QTest::newRow("l.114: 2 untouched") << QList<int>{2} << PlayerState::Standing;
        QTest::newRow("l.114: 1, injury 6+1 stunned")
            << QList<int>{1, 3, 3} << PlayerState::Stunned;
        QTest::newRow("l.114: 1, injury 7+1 KO") << QList<int>{1, 3, 4} << PlayerState::KnockedOut;
    }
    void artificialCrest()
    {
        QFETCH(QList<int>, splash);
        QFETCH(PlayerState, maker);
        MatchState s = inTurn();
        s.terrain.set(sq(u"H12"_s), TerrainToken::Lava);
        const Folded f = foldScripted(*m_rules, m_setup, s, strikeEvent(Side::Home, 5, {u"H10"_s}),
                                      QList<int>{4, 4, 5, 3, 4} + splash);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(tokens(f.state, TerrainToken::Crest), QStringList{u"H11"_s});
        QCOMPARE(f.state.home.player(5)->state, maker);
        QCOMPARE(f.purposes.last(), splash.size() == 1 ? u"home.splash"_s : u"home.injury"_s);
    }

    // seed l.38–44: accidental crevasses on a D6 of 1, by cause.
    void accident_data()
    {
        QTest::addColumn<QString>("cause");
        QTest::addColumn<int>("number");
        QTest::addColumn<QStringList>("at");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<QStringList>("crevasses");
        QTest::addColumn<PlayerState>("home5");
        QTest::addColumn<PlayerState>("away6");
        QTest::newRow("l.38: 2 holds")
            << u"explosion"_s << 0 << QStringList{u"H10"_s} << QList<int>{2} << QStringList{}
            << PlayerState::Standing << PlayerState::Standing;
        QTest::newRow("l.38: bomb, 1 under the blast")
            << u"explosion"_s << 0 << QStringList{u"H10"_s} << QList<int>{1, 3, 4}
            << QStringList{u"H10"_s} << PlayerState::Standing << PlayerState::Standing;
        QTest::newRow("l.42: big guy, scattered next to him")
            << u"big_guy"_s << 5 << QStringList{u"H10"_s} << QList<int>{1, 7, 3, 4}
            << QStringList{u"I10"_s} << PlayerState::Standing << PlayerState::Standing;
        QTest::newRow("l.40: pogo, under him, he falls in")
            << u"pogo"_s << 5 << QStringList{u"H10"_s} << QList<int>{1, 3, 4, 2, 2}
            << QStringList{u"H10"_s} << PlayerState::Prone << PlayerState::Standing;
        QTest::newRow("l.44: foul, under both, both fall in")
            << u"foul"_s << 5 << QStringList{u"H10"_s, u"H11"_s}
            << QList<int>{1, 3, 4, 3, 4, 2, 2, 2, 2} << QStringList{u"H10"_s, u"H11"_s}
            << PlayerState::Prone << PlayerState::Prone;
        QTest::newRow("l.44: landing, under him")
            << u"landing"_s << 5 << QStringList{u"H10"_s} << QList<int>{1, 3, 4, 2, 2}
            << QStringList{u"H10"_s} << PlayerState::Prone << PlayerState::Standing;
    }
    void accident()
    {
        QFETCH(QString, cause);
        QFETCH(int, number);
        QFETCH(QStringList, at);
        QFETCH(QList<int>, dice);
        QFETCH(QStringList, crevasses);
        QFETCH(PlayerState, home5);
        QFETCH(PlayerState, away6);
        MatchState s = inTurn();
        s.home.player(5)->st = 5;                          // a big guy for the big guy's row
        s.home.player(5)->positionId = u"goblin.pogoer"_s; // and a pogo for the pogo's
        MatchEvent e = makeEvent(MatchEventType::AccidentalCrevasse, Side::Home, number);
        e.terrain = cause;
        e.target = 6;
        e.squares = squares(at);
        const Folded f = foldScripted(*m_rules, m_setup, s, e, dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.purposes.first(), u"forge.accident"_s);
        QCOMPARE(tokens(f.state, TerrainToken::Crevasse), crevasses);
        QCOMPARE(f.state.home.player(5)->state, home5);
        QCOMPARE(f.state.away.player(6)->state, away6);
        QCOMPARE(f.state.turnover, home5 != PlayerState::Standing && cause != u"landing"_s);
    }

    void accidentRefused_data()
    {
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QStringList>("at");
        QTest::newRow("l.38: a lineman is no big guy") << u"big_guy"_s << QStringList{u"H10"_s};
        QTest::newRow("l.38: no pogo stick") << u"pogo"_s << QStringList{u"H10"_s};
        QTest::newRow("l.44: the foul's squares apart")
            << u"foul"_s << QStringList{u"H10"_s, u"H12"_s};
        QTest::newRow("unknown cause") << u"earthquake"_s << QStringList{u"H10"_s};
        QTest::newRow("no square") << u"explosion"_s << QStringList{};
    }
    void accidentRefused()
    {
        QFETCH(QString, cause);
        QFETCH(QStringList, at);
        MatchState s = inTurn();
        MatchEvent e = makeEvent(MatchEventType::AccidentalCrevasse, Side::Home, 5);
        e.terrain = cause;
        e.target = 6;
        e.squares = squares(at);
        QVERIFY(!apply(s, e, {1, 1, 1, 1}));
    }

    // seed l.66–74 and l.99–106: jumps, 2D6 + AG (Human AG 3).
    void jump_data()
    {
        QTest::addColumn<QString>("over");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("expected");
        QTest::addColumn<QStringList>("purposes");
        const QStringList jump2 = {u"home.jump"_s, u"home.jump"_s};
        const QStringList armour2 = {u"home.armour"_s, u"home.armour"_s};
        const QStringList injury2 = {u"home.injury"_s, u"home.injury"_s};
        QTest::newRow("l.71: 1+2+3 = 6, injury roll only, 7 stunned")
            << u"crevasse"_s << QList<int>{1, 2, 3, 4} << PlayerState::Stunned << jump2 + injury2;
        QTest::newRow("l.72: 7, falls in, armour holds")
            << u"crevasse"_s << QList<int>{2, 2, 4, 4} << PlayerState::Prone << jump2 + armour2;
        QTest::newRow("l.73: 9, falls beyond, armour breaks, KO")
            << u"crevasse"_s << QList<int>{3, 3, 5, 5, 4, 4} << PlayerState::KnockedOut
            << jump2 + armour2 + injury2;
        QTest::newRow("l.74: 10 lands")
            << u"crevasse"_s << QList<int>{3, 4} << PlayerState::Standing << jump2;
        QTest::newRow("l.104: 6, falls beyond")
            << u"lava"_s << QList<int>{1, 2, 4, 4} << PlayerState::Prone << jump2 + armour2;
        QTest::newRow("l.105: 7, into the lava")
            << u"lava"_s << QList<int>{2, 2} << PlayerState::Casualty << jump2;
        QTest::newRow("l.105: 9, into the lava")
            << u"lava"_s << QList<int>{3, 3} << PlayerState::Casualty << jump2;
        QTest::newRow("l.106: 10 lands")
            << u"lava"_s << QList<int>{3, 4} << PlayerState::Standing << jump2;
        QTest::newRow("l.78: onto a player, no 2D6, knocked down, armour holds")
            << u"onto_player"_s << QList<int>{2, 2} << PlayerState::Prone << armour2;
        QTest::newRow("l.130: from a crest, armour 10 breaks, injury 8 KO")
            << u"onto_player"_s << QList<int>{5, 5, 4, 4} << PlayerState::KnockedOut
            << armour2 + injury2;
    }
    void jump()
    {
        QFETCH(QString, over);
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, expected);
        QFETCH(QStringList, purposes);
        MatchState s = inTurn();
        MatchEvent e = makeEvent(MatchEventType::TerrainJump, Side::Home, 5);
        e.terrain = over;
        const Folded f = foldScripted(*m_rules, m_setup, s, e, dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.purposes, purposes);
        const MatchPlayer &p = *f.state.home.player(5);
        QCOMPARE(p.state, expected);
        QCOMPARE(f.state.turnover, expected != PlayerState::Standing);
        if (expected == PlayerState::Casualty)
            QCOMPARE(p.casualtyD68, std::optional<int>(61)); // the Dead row
    }
    // seed l.26 and l.35: whoever stands where a crevasse opens falls to the bottom, a
    // knock-down with its armour roll (Human AV 8). The coaches say who stood there. Dugout's
    // choice: the start of a turn's growth makes no turnover; a player's strike does when the
    // one who falls is of the team in its turn.
    void crevasseFall_data()
    {
        QTest::addColumn<bool>("byStrike"); // else the away turn's evolution grows H10 to H11
        QTest::addColumn<int>("side");      // the faller's: 0 home, 1 away
        QTest::addColumn<int>("number");
        QTest::addColumn<QString>("square");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<PlayerState>("expected");
        QTest::addColumn<bool>("turnover");
        QTest::newRow("l.26: growth under an opponent, armour 4 holds")
            << false << 0 << 5 << u"H11"_s << QList<int>{2, 2} << true << PlayerState::Prone
            << false;
        QTest::newRow("l.26: growth under a player of the team starting, no turnover")
            << false << 1 << 3 << u"H11"_s << QList<int>{2, 2} << true << PlayerState::Prone
            << false;
        QTest::newRow("l.26: armour 10 breaks, injury 8 KO")
            << false << 0 << 5 << u"H11"_s << QList<int>{5, 5, 4, 4} << true
            << PlayerState::KnockedOut << false;
        QTest::newRow("l.26: H12 did not open") << false << 0 << 5 << u"H12"_s << QList<int>{2, 2}
                                                << false << PlayerState::Standing << false;
        QTest::newRow("l.35: strike scattered onto an opponent")
            << true << 1 << 4 << u"L6"_s << QList<int>{2, 2} << true << PlayerState::Prone << false;
        QTest::newRow("l.35: strike scattered onto a team-mate, turnover")
            << true << 0 << 2 << u"L6"_s << QList<int>{2, 2} << true << PlayerState::Prone << true;
        QTest::newRow("l.35: the striker's own square did not open")
            << true << 0 << 2 << u"K5"_s << QList<int>{2, 2} << false << PlayerState::Standing
            << false;
    }
    void crevasseFall()
    {
        QFETCH(bool, byStrike);
        QFETCH(int, side);
        QFETCH(int, number);
        QFETCH(QString, square);
        QFETCH(QList<int>, dice);
        QFETCH(bool, accepted);
        QFETCH(PlayerState, expected);
        QFETCH(bool, turnover);
        MatchState s = inTurn();
        if (byStrike) {
            // #7 strikes on K5: 4 + 4 + ST 3 = 11, scatter 8 to L6, nothing under the ice.
            QVERIFY(apply(s, strikeEvent(Side::Home, 7, {u"K5"_s}), {4, 4, 8, 3, 3}));
        } else {
            s.terrain.addCrevasse(sq(u"H10"_s));
            const Folded grown = startAndEvolve(awaitingAway(s), {5});
            QVERIFY2(grown.check, qPrintable(grown.check.reason));
            s = grown.state;
            QVERIFY(grown.log.join(u'\n').contains(u"Fell in"_s));
        }
        QCOMPARE(s.terrain.opened, QList<PitchSquare>{sq(byStrike ? u"L6"_s : u"H11"_s)});
        const Side faller = side == 0 ? Side::Home : Side::Away;
        MatchEvent e = makeEvent(MatchEventType::CrevasseFall, faller, number);
        e.squares = {sq(square)};
        const Folded f = foldScripted(*m_rules, m_setup, s, e, dice);
        QCOMPARE(bool(f.check), accepted);
        if (!accepted) {
            QVERIFY2(f.check.reason.contains(byStrike ? u"L6"_s : u"H11"_s),
                     qPrintable(f.check.reason));
            return;
        }
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.team(faller).player(number)->state, expected);
        QCOMPARE(f.state.turnover, turnover);
        QVERIFY(f.state.terrain.opened.isEmpty()); // one player per square
        MatchState again = f.state;
        QVERIFY(!apply(again, e, dice));
    }
    void openedSquaresEndWithTheTurn()
    {
        MatchState s = inTurn();
        QVERIFY(apply(s, strikeEvent(Side::Home, 7, {u"K5"_s}), {4, 4, 8, 3, 3}));
        QCOMPARE(s.terrain.opened.size(), 1);
        MatchState next = awaitingAway(s);
        QVERIFY(apply(next, makeEvent(MatchEventType::StartTurn, Side::Away)));
        QVERIFY(next.terrain.opened.isEmpty()); // nobody may fall into L6 a turn later
        MatchEvent e = makeEvent(MatchEventType::CrevasseFall, Side::Away, 4);
        e.squares = {sq(u"L6"_s)};
        QVERIFY(!apply(next, e, {2, 2}));
    }

    // seed l.78, l.130: the jump onto a player blocks with ST + 1, from the data.
    void jumpOntoShowsStrength()
    {
        MatchState s = inTurn();
        MatchEvent e = makeEvent(MatchEventType::TerrainJump, Side::Home, 5);
        e.terrain = u"onto_player"_s;
        const Folded f = foldScripted(*m_rules, m_setup, s, e, {2, 2});
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY2(f.log.join(u'\n').contains(u"ST 3 + 1 = 4"_s), qPrintable(f.log.join(u'\n')));
    }

    // seed l.62, l.120: a pass declared from a square gets the ice's modifier in its log line.
    void passFromSquare_data()
    {
        QTest::addColumn<QString>("token"); // on H11, or empty
        QTest::addColumn<QStringList>("squares");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QString>("line");
        QTest::newRow("l.62: from a crevasse") << u"crevasse"_s << QStringList{u"H11"_s} << true
                                               << u"throws from H11 (crevasse): -5 to the pass"_s;
        QTest::newRow("l.120: from a crest") << u"crest"_s << QStringList{u"H11"_s} << true
                                             << u"throws from H11 (crest): +2 to the pass"_s;
        QTest::newRow("open ice") << QString() << QStringList{u"H11"_s} << true
                                  << u"(open ice): no modifier from the ice"_s;
        QTest::newRow("no square: both modifiers named")
            << u"crest"_s << QStringList{} << true << u"-5 to the pass from a crevasse"_s;
        QTest::newRow("l.62: from a crevasse to its target, clicked on the grid")
            << u"crevasse"_s << QStringList{u"H11"_s, u"M14"_s} << true
            << u"throws from H11 (crevasse) to M14: -5 to the pass"_s;
        QTest::newRow("l.120: from a crest to its target")
            << u"crest"_s << QStringList{u"H11"_s, u"C3"_s} << true
            << u"throws from H11 (crest) to C3: +2 to the pass"_s;
        QTest::newRow("three squares refused")
            << u"crest"_s << QStringList{u"H11"_s, u"H12"_s, u"H13"_s} << false << u"thrown from"_s;
    }
    void passFromSquare()
    {
        QFETCH(QString, token);
        QFETCH(QStringList, squares);
        QFETCH(bool, accepted);
        QFETCH(QString, line);
        MatchState s = inTurn();
        if (!token.isEmpty())
            QVERIFY(apply(s, placeEvent(Side::Home, token, u"H11"_s)));
        MatchEvent e = makeEvent(MatchEventType::Action, Side::Home, 5);
        e.action = PlayerAction::Pass;
        e.squares = ::squares(squares);
        const Folded f = foldScripted(*m_rules, m_setup, s, e, {});
        QCOMPARE(bool(f.check), accepted);
        const QString text = accepted ? f.log.join(u'\n') : f.check.reason;
        QVERIFY2(text.contains(line), qPrintable(text));
    }

    // seed l.64, l.95, l.132: a player pushed (or following up) into a crevasse falls to its
    // bottom with an armour roll, onto lava he burns (l.91: armour, injury +4, swallowed next
    // turn). Dugout's choices: the fall's armour roll comes on top of the block's (l.132's extra
    // roll, for every push); a follow-up by the team in its turn ends that turn; a push onto
    // open ice or a crest is the ordinary one. Human AV 8.
    void pushedIn_data()
    {
        QTest::addColumn<int>("side"); // the pushed player's: 0 home (in its turn), 1 away
        QTest::addColumn<int>("number");
        QTest::addColumn<bool>("downBefore"); // the block knocked him down first
        QTest::addColumn<QString>("square");
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<PlayerState>("expected");
        QTest::addColumn<bool>("turnover");
        QTest::addColumn<bool>("inLava");
        QTest::newRow("l.64: pushed into a crevasse, armour 4 holds")
            << 1 << 6 << false << u"H11"_s << QList<int>{2, 2} << true << PlayerState::Prone
            << false << false;
        QTest::newRow("l.64: armour 9 breaks, injury 8 KO")
            << 1 << 6 << false << u"H11"_s << QList<int>{5, 4, 4, 4} << true
            << PlayerState::KnockedOut << false << false;
        QTest::newRow("l.64: armour 8 holds (AV 8 needs more)")
            << 1 << 6 << false << u"H11"_s << QList<int>{4, 4} << true << PlayerState::Prone
            << false << false;
        QTest::newRow("l.132: down from the block, the fall's extra armour roll: 3 + 1 stunned")
            << 1 << 6 << true << u"H11"_s << QList<int>{6, 6, 3, 1} << true << PlayerState::Stunned
            << false << false;
        QTest::newRow("follow-up into the crevasse: the mover's team turns over")
            << 0 << 5 << false << u"H11"_s << QList<int>{2, 2} << true << PlayerState::Prone << true
            << false;
        QTest::newRow("l.95: pushed onto lava, 1 + 1 + 4 stunned, swallowed next turn")
            << 1 << 6 << false << u"F10"_s << QList<int>{5, 5, 1, 1} << true << PlayerState::Stunned
            << false << true;
        QTest::newRow("l.91: pushed onto lava, armour holds, still in it")
            << 1 << 6 << false << u"F10"_s << QList<int>{4, 4} << true << PlayerState::Prone
            << false << true;
        QTest::newRow("l.91: pushed onto lava, 2 + 2 + 4 KO, out of it")
            << 1 << 6 << false << u"F10"_s << QList<int>{5, 5, 2, 2} << true
            << PlayerState::KnockedOut << false << false;
        QTest::newRow("open ice: the ordinary push")
            << 1 << 6 << false << u"K10"_s << QList<int>{2, 2} << false << PlayerState::Standing
            << false << false;
        QTest::newRow("a crest: the ordinary push")
            << 1 << 6 << false << u"H14"_s << QList<int>{2, 2} << false << PlayerState::Standing
            << false << false;
    }
    void pushedIn()
    {
        QFETCH(int, side);
        QFETCH(int, number);
        QFETCH(bool, downBefore);
        QFETCH(QString, square);
        QFETCH(QList<int>, dice);
        QFETCH(bool, accepted);
        QFETCH(PlayerState, expected);
        QFETCH(bool, turnover);
        QFETCH(bool, inLava);
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(u"H11"_s));
        s.terrain.set(sq(u"F10"_s), TerrainToken::Lava);
        s.terrain.set(sq(u"H14"_s), TerrainToken::Crest);
        const Side pushed = side == 0 ? Side::Home : Side::Away;
        if (downBefore)
            s.team(pushed).player(number)->state = PlayerState::Prone;
        MatchEvent e = makeEvent(MatchEventType::CrevasseFall, pushed, number);
        e.flag = true;
        e.squares = {sq(square)};
        const Folded f = foldScripted(*m_rules, m_setup, s, e, dice);
        QCOMPARE(bool(f.check), accepted);
        if (!accepted) {
            QVERIFY2(f.check.reason.contains(u"ordinary"_s), qPrintable(f.check.reason));
            return;
        }
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.team(pushed).player(number)->state, expected);
        QCOMPARE(f.state.turnover, turnover);
        QCOMPARE(f.state.terrain.lavaVictims.size(), inLava ? 1 : 0);
        QVERIFY2(f.log.join(u'\n').contains(u"pushed"_s), qPrintable(f.log.join(u'\n')));
    }

    // seed l.60, l.66, l.99, l.122, l.124, l.126: a move declared with its path gets each
    // square's cost, the total against MA and Go For It (rulebook l.2541–2545, Sprint skills
    // l.102–104; standing up 3, rulebook l.1339–1341) and the roll each jump needs (the jump
    // tables' "10 or more"). Home #5: MA 6, AG 3. Crevasse H11–H12, crest H14 and G12, lava
    // F10.
    void moveDeclared_data()
    {
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<bool>("prone");
        QTest::addColumn<bool>("sprint");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<QStringList>("lines"); // in the log, or the reason's words
        QTest::newRow("l.60: into a crevasse 2")
            << QStringList{u"G10"_s, u"H11"_s} << false << false << true
            << QStringList{u"from G10: H11 crevasse 2; 2 movement points"_s,
                           u"Within his MA 6 (4 square(s) left)"_s};
        QTest::newRow("l.60: along it 1, out of it 2")
            << QStringList{u"H11"_s, u"H12"_s, u"H13"_s} << false << false << true
            << QStringList{u"H12 crevasse 1, H13 open ice 2; 3 movement points"_s};
        QTest::newRow("l.122: onto a crest 2, off it 2")
            << QStringList{u"I14"_s, u"H14"_s, u"H15"_s} << false << false << true
            << QStringList{u"H14 crest 2, H15 open ice 2; 4 movement points"_s};
        QTest::newRow("l.124: from a crest into the crevasse 4")
            << QStringList{u"G12"_s, u"H12"_s} << false << false << true
            << QStringList{u"H12 crevasse 4; 4 movement points"_s};
        QTest::newRow("l.66: over the crevasse 3, 10 to land: 7+ with AG 3")
            << QStringList{u"G11"_s, u"I11"_s} << false << false << true
            << QStringList{u"over the crevasse on H11 to I11 3; 3 movement points"_s,
                           u"Jump over the crevasse on H11: 2D6 + AG 3 must reach 10 to land "
                           u"(7+ on the dice)"_s};
        QTest::newRow("l.66: a diagonal jump")
            << QStringList{u"G10"_s, u"I12"_s} << false << false << true
            << QStringList{u"over the crevasse on H11 to I12"_s};
        QTest::newRow("l.99: over the lava 3")
            << QStringList{u"E10"_s, u"G10"_s} << false << false << true
            << QStringList{u"over the lava flow on F10 to G10 3"_s,
                           u"Jump over the lava flow on F10: 2D6 + AG 3 must reach 10"_s};
        QTest::newRow("l.126: no jump over a crest")
            << QStringList{u"F12"_s, u"H12"_s} << false << false << false
            << QStringList{u"G12 is a crest"_s};
        QTest::newRow("a jump lands beyond the crevasse, not in it")
            << QStringList{u"H10"_s, u"H12"_s} << false << false << false
            << QStringList{u"lands beyond it"_s};
        QTest::newRow("a jump clears a crevasse or lava only")
            << QStringList{u"K10"_s, u"K12"_s} << false << false << false
            << QStringList{u"K11 between them is open ice"_s};
        QTest::newRow("nobody steps into lava") << QStringList{u"E10"_s, u"F10"_s} << false << false
                                                << false << QStringList{u"F10 is lava"_s};
        QTest::newRow("three squares apart") << QStringList{u"K1"_s, u"K4"_s} << false << false
                                             << false << QStringList{u"K1 to K4 is no step"_s};
        QTest::newRow("a knight's gap") << QStringList{u"K1"_s, u"L3"_s} << false << false << false
                                        << QStringList{u"K1 to L3 is no step"_s};
        QTest::newRow("the volcano") << QStringList{u"A12"_s, u"A13"_s} << false << false << false
                                     << QStringList{u"volcano"_s};
        QTest::newRow("the start alone")
            << QStringList{u"K1"_s} << false << false << false << QStringList{u"starts on"_s};
        QTest::newRow("l.2541: MA 6 + 2 Go For It")
            << QStringList{u"K1"_s, u"K2"_s, u"K3"_s, u"K4"_s, u"K5"_s,
                           u"K6"_s, u"K7"_s, u"K8"_s, u"K9"_s}
            << false << false << true << QStringList{u"Beyond his MA 6: 2 Go For It, a D6 each"_s};
        QTest::newRow("l.2541: 9 squares, one too many")
            << QStringList{u"K1"_s, u"K2"_s, u"K3"_s, u"K4"_s, u"K5"_s,
                           u"K6"_s, u"K7"_s, u"K8"_s, u"K9"_s, u"K10"_s}
            << false << false << false
            << QStringList{u"costs 9 movement points, his MA 6 and 2 Go For It allow 8"_s};
        QTest::newRow("skills l.102: Sprint, 3 Go For It")
            << QStringList{u"K1"_s, u"K2"_s, u"K3"_s, u"K4"_s, u"K5"_s,
                           u"K6"_s, u"K7"_s, u"K8"_s, u"K9"_s, u"K10"_s}
            << false << true << true << QStringList{u"3 Go For It"_s};
        QTest::newRow("l.1340: standing up costs 3")
            << QStringList{u"K1"_s, u"K2"_s, u"K3"_s, u"K4"_s} << true << false << true
            << QStringList{u"stands up 3, K2 open ice 1"_s, u"6 movement points"_s,
                           u"(0 square(s) left)"_s};
        QTest::newRow("l.1340: standing up, then a jump: one Go For It")
            << QStringList{u"G11"_s, u"I11"_s, u"J11"_s} << true << false << true
            << QStringList{u"7 movement points"_s, u"1 Go For It"_s};
    }
    void moveDeclared()
    {
        QFETCH(QStringList, path);
        QFETCH(bool, prone);
        QFETCH(bool, sprint);
        QFETCH(bool, accepted);
        QFETCH(QStringList, lines);
        MatchState s = inTurn();
        s.terrain.addCrevasse(sq(u"H11"_s));
        s.terrain.addCrevasse(sq(u"H12"_s));
        s.terrain.set(sq(u"F10"_s), TerrainToken::Lava);
        s.terrain.set(sq(u"H14"_s), TerrainToken::Crest);
        s.terrain.set(sq(u"G12"_s), TerrainToken::Crest);
        MatchPlayer *mover = s.home.player(5);
        mover->ma = 6;
        mover->ag = 3;
        mover->skills.removeAll(u"sprint"_s);
        if (sprint)
            mover->skills << u"sprint"_s;
        if (prone)
            mover->state = PlayerState::Prone;
        for (PlayerAction action : {PlayerAction::Move, PlayerAction::Blitz}) {
            MatchEvent e = makeEvent(MatchEventType::Action, Side::Home, 5);
            e.action = action;
            e.squares = squares(path);
            const Folded f = foldScripted(*m_rules, m_setup, s, e, {});
            QCOMPARE(bool(f.check), accepted);
            const QString text = accepted ? f.log.join(u'\n') : f.check.reason;
            for (const QString &line : lines)
                QVERIFY2(text.contains(line), qPrintable(text));
            if (accepted)
                QCOMPARE(f.state.home.player(5)->state, PlayerState::Standing);
        }
    }
    // A block names no squares; a move without squares is the ordinary one.
    void otherActionsNameNoSquares()
    {
        MatchState s = inTurn();
        MatchEvent e = makeEvent(MatchEventType::Action, Side::Home, 5);
        e.action = PlayerAction::Block;
        e.squares = squares({u"K1"_s, u"K2"_s});
        QVERIFY(!apply(s, e));
        e.action = PlayerAction::Move;
        e.squares.clear();
        QVERIFY(apply(s, e));
    }

    void jumpOverCrestRefused()
    {
        MatchState s = inTurn();
        MatchEvent e = makeEvent(MatchEventType::TerrainJump, Side::Home, 5);
        e.terrain = u"crest"_s; // seed l.126
        QVERIFY(!apply(s, e, {6, 6}));
    }

    // seed l.91: armour, injury +4; whoever escapes is swallowed at the next turn's start.
    void lavaBurn_data()
    {
        QTest::addColumn<QList<int>>("dice");
        QTest::addColumn<PlayerState>("afterBurn");
        QTest::addColumn<PlayerState>("nextTurn");
        QTest::newRow("l.91: armour holds, swallowed")
            << QList<int>{4, 4} << PlayerState::Prone << PlayerState::Casualty;
        QTest::newRow("l.91: 1+1+4 = 6 stunned, swallowed")
            << QList<int>{5, 5, 1, 1} << PlayerState::Stunned << PlayerState::Casualty;
        QTest::newRow("l.91: 2+2+4 = 8 KO, out of the lava")
            << QList<int>{5, 5, 2, 2} << PlayerState::KnockedOut << PlayerState::KnockedOut;
        QTest::newRow("l.91: 3+3+4 = 10 casualty")
            << QList<int>{5, 5, 3, 3, 1, 1} << PlayerState::Casualty << PlayerState::Casualty;
    }
    void lavaBurn()
    {
        QFETCH(QList<int>, dice);
        QFETCH(PlayerState, afterBurn);
        QFETCH(PlayerState, nextTurn);
        MatchState s = inTurn();
        const Folded f = foldScripted(*m_rules, m_setup, s,
                                      makeEvent(MatchEventType::LavaBurn, Side::Away, 6), dice);
        QVERIFY2(f.check, qPrintable(f.check.reason));
        QVERIFY(!f.extraRolls);
        QCOMPARE(f.state.away.player(6)->state, afterBurn);
        QVERIFY(!f.state.turnover); // not the team in its turn
        const bool pending = isOnPitch(afterBurn);
        QCOMPARE(f.state.terrain.lavaVictims.size(), pending ? 1 : 0);
        const Folded next = startAndEvolve(awaitingAway(f.state), {});
        if (!pending) {
            QVERIFY(!next.check); // nothing to evolve
            return;
        }
        QVERIFY2(next.check, qPrintable(next.check.reason));
        QCOMPARE(next.state.away.player(6)->state, nextTurn);
        QCOMPARE(next.state.away.player(6)->casualtyD68, std::optional<int>(61));
        QVERIFY(next.state.terrain.lavaVictims.isEmpty());
    }

    // seed l.146: a genestealer keeps at the player it attacked until he is hurt, then goes.
    void genestealer()
    {
        MatchState s = inTurn();
        s.terrain.genestealers << Genestealer{sq(u"H10"_s), std::nullopt, 0};
        MatchEvent attack = makeEvent(MatchEventType::GenestealerAttack, Side::Away, 6);
        attack.target = 1;
        QVERIFY(apply(s, attack, {3, 3})); // armour 6 holds
        QCOMPARE(s.away.player(6)->state, PlayerState::Prone);
        QCOMPARE(s.terrain.genestealers.first().victim, 6);
        MatchEvent other = attack;
        other.number = 7;
        const RuleCheck refused = apply(s, other, {3, 3});
        QVERIFY(!refused);
        QVERIFY(refused.reason.contains(u"#6"_s));
        QVERIFY(apply(s, attack, {5, 5, 4, 4})); // armour 10 breaks, injury 8 KO
        QCOMPARE(s.away.player(6)->state, PlayerState::KnockedOut);
        QVERIFY(s.terrain.genestealers.isEmpty());
        QVERIFY(!apply(s, attack, {3, 3}));
    }

    // The events of a Forge match in the log: replayed without rolling they give the same
    // match, and written to a file and read back they are the same events.
    void replayEquality()
    {
        QList<MatchEvent> events;
        auto add = [&](MatchEvent e, QHash<QString, QList<int>> dice = {}) {
            e.dice = dice;
            events << e;
        };
        MatchEvent pre = makeEvent(MatchEventType::PreMatch, Side::Home);
        add(pre, {{u"weather"_s, {3, 4}}, {u"home.gate"_s, {3, 5}}, {u"away.gate"_s, {4, 2}}});
        add(placeEvent(Side::Home, u"crevasse"_s, u"H10"_s));
        add(placeEvent(Side::Away, u"crevasse"_s, u"D13"_s));
        for (Side side : {Side::Home, Side::Away}) {
            MatchEvent lineup = makeEvent(MatchEventType::Lineup, side);
            lineup.numbers = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11};
            lineup.lineOfScrimmage = 3;
            lineup.wideLeft = 2;
            lineup.wideRight = 2;
            add(lineup);
        }
        add(makeEvent(MatchEventType::KickOff, Side::Home), {{u"kickoff"_s, {1, 3}}});
        add(makeEvent(MatchEventType::StartTurn, Side::Away));
        add(evolution(Side::Away), {{u"forge.end.H10"_s, {5}}, {u"forge.end.D13"_s, {2}}});
        add(strikeEvent(Side::Away, 5, {u"J20"_s}),
            {{u"away.strike"_s, {4, 4}}, {u"forge.scatter"_s, {8}}, {u"forge.find"_s, {1, 1}}});
        add(makeEvent(MatchEventType::EndTurn, Side::Away));
        add(makeEvent(MatchEventType::StartTurn, Side::Home));
        // H10–H11: H10's way back is 5 (stable), H11 grows on 5; D13 is lava, K21 grows on 7.
        add(evolution(Side::Home), {{u"forge.end.H10"_s, {5}},
                                    {u"forge.end.H11"_s, {5}},
                                    {u"forge.end.D13"_s, {7}},
                                    {u"forge.end.K21"_s, {7}}});
        MatchEvent jump = makeEvent(MatchEventType::TerrainJump, Side::Home, 2);
        jump.terrain = u"crevasse"_s;
        add(jump, {{u"home.jump"_s, {3, 4}}});
        // A move declared with its path, a pass with its two squares, a push into a crevasse.
        MatchEvent move = makeEvent(MatchEventType::Action, Side::Home, 3);
        move.squares = squares({u"G11"_s, u"H11"_s, u"H12"_s});
        add(move);
        MatchEvent pass = makeEvent(MatchEventType::Action, Side::Home, 4);
        pass.action = PlayerAction::Pass;
        pass.squares = squares({u"H12"_s, u"M14"_s});
        add(pass);
        MatchEvent push = makeEvent(MatchEventType::CrevasseFall, Side::Away, 6);
        push.flag = true;
        push.squares = {sq(u"H12"_s)};
        add(push, {{u"away.armour"_s, {2, 2}}});

        Match live(*m_rules, m_setup);
        for (qsizetype i = 0; i < events.size(); ++i) {
            ReplayDice dice;
            const RuleCheck check = live.append(events.at(i), dice);
            QVERIFY2(check, qPrintable(u"event %1: %2"_s.arg(i + 1).arg(check.reason)));
            QVERIFY2(dice.missing.isEmpty(), qPrintable(dice.missing));
        }
        const MatchState &s = live.state();
        QCOMPARE(tokens(s, TerrainToken::Crevasse),
                 (QStringList{u"E13"_s, u"H10"_s, u"H11"_s, u"H12"_s, u"K21"_s, u"L21"_s}));
        QCOMPARE(tokens(s, TerrainToken::Lava), (QStringList{u"C13"_s, u"D13"_s}));
        QCOMPARE(s.terrain.genestealers.size(), 1);
        QCOMPARE(s.away.player(6)->state, PlayerState::Prone);
        QVERIFY(live.eventLogs()
                    .at(events.size() - 3)
                    .join(u'\n')
                    .contains(u"H11 crevasse 2, H12 crevasse 1; 3 movement points"_s));

        QString error;
        const Match replayed = Match::replay(*m_rules, m_setup, live.events(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(replayed.state(), s);
        QCOMPARE(replayed.eventLogs(), live.eventLogs());

        const std::optional<MatchLog> file =
            MatchLogFile::fromBytes(MatchLogFile::toBytes(m_setup, live.events()), &error);
        QVERIFY2(file, qPrintable(error));
        QCOMPARE(file->setup.pitch, MatchPitch::ForgeDeSigmar);
        QCOMPARE(file->events, live.events());
        QCOMPARE(Match::replay(*m_rules, file->setup, file->events).state(), s);

        // Undo takes the last event off and refolds: the push, the pass, the move, the jump and
        // the evolution.
        for (int i = 0; i < 5; ++i)
            live.undo();
        QVERIFY(live.state().terrain.evolutionDue);
        QCOMPARE(tokens(live.state(), TerrainToken::Crevasse).size(), 4);
    }

    // The event fields of the Forge in JSON: squares by name, read strictly.
    void eventJson_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<bool>("valid");
        QTest::newRow("squares") << QByteArray(R"({"type":"terrain_place","side":"home",)"
                                               R"("terrain":"crevasse","squares":["C12"]})")
                                 << true;
        QTest::newRow("square off the pitch")
            << QByteArray(R"({"type":"terrain_place","side":"home","squares":["P12"]})") << false;
        QTest::newRow("square as a number")
            << QByteArray(R"({"type":"terrain_place","side":"home","squares":[12]})") << false;
        QTest::newRow("a push into a crevasse")
            << QByteArray(R"({"type":"crevasse_fall","side":"away","number":6,"flag":true,)"
                          R"("squares":["H12"]})")
            << true;
        QTest::newRow("a blitz with its path")
            << QByteArray(R"({"type":"action","side":"home","number":3,"action":"blitz",)"
                          R"("squares":["G11","H11","H12"]})")
            << true;
        QTest::newRow("terrain not a text")
            << QByteArray(R"({"type":"terrain_jump","side":"home","terrain":3})") << false;
    }
    void eventJson()
    {
        QFETCH(QByteArray, line);
        QFETCH(bool, valid);
        QString error;
        const std::optional<MatchEvent> e = MatchEventJson::fromLine(line, &error);
        QCOMPARE(e.has_value(), valid);
        if (valid)
            QCOMPARE(MatchEventJson::toLine(*e), line);
        else
            QVERIFY(!error.isEmpty());
    }

    void setupJson()
    {
        QString error;
        const std::optional<MatchSetup> back =
            MatchSetupJson::fromJson(MatchSetupJson::toJson(m_setup), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->pitch, MatchPitch::ForgeDeSigmar);
        MatchSetup standard = m_setup;
        standard.pitch = MatchPitch::Standard;
        QVERIFY(!MatchSetupJson::toJson(standard).contains(u"pitch"_s));
        QJsonObject bad = MatchSetupJson::toJson(m_setup);
        bad.insert(u"pitch"_s, u"moon"_s);
        QVERIFY(!MatchSetupJson::fromJson(bad, &error));
        QVERIFY(error.contains(u"pitch"_s));
    }
};

QTEST_GUILESS_MAIN(TestForgeMatch)
#include "tst_forge_match.moc"
