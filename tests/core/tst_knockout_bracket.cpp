// Straight knockouts for open tournaments (issue 17.2: "a straight knockout (seeded, byes for a
// non-power-of-two field, optional consolation bracket)"; 17.6: "knockout brackets for 5–33
// teams"). Every field from 5 to 33 coaches is played to its end through RoundPairing, the way
// the store pairs it, with and without a consolation bracket, once with the better seed always
// winning and once with results drawn from a fixed sequence (level games decided by who went
// through, as a sudden death would). A level game needs a winner: the Blood Bowl rulebook's
// sudden death for a game that must have one (LRB6 l.1871–1886); a tournament says who won it.
#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/RoundPairing.h"
#include "core/tournament/TournamentChecks.h"
#include "core/tournament/TournamentStandings.h"

#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

Tournament field(int coaches, bool consolation)
{
    Tournament t;
    t.rules.format = TournamentFormat::Knockout;
    t.rules.knockout.consolation = consolation;
    for (int id = 1; id <= coaches; ++id)
        t.entrants.append({id, u"Coach %1"_s.arg(id), {}, {}, {}, {}, u"orc"_s, true, 1});
    return t;
}

int bracketSize(int coaches)
{
    int size = 1;
    while (size < coaches)
        size *= 2;
    return size;
}

// Plays one game: the better seed wins (favourites), or a winner drawn from `state` with a
// level score one time in four.
void play(TournamentGame &g, bool favourites, quint32 &state)
{
    state = state * 1103515245u + 12345u;
    const quint32 draw = (state >> 16) % 8;
    g.played = true;
    g.homeCasualties = int(draw % 3);
    g.awayCasualties = int((draw + 1) % 3);
    if (favourites) {
        // Entrant ids are the seeds (registered in seed order).
        const bool homeBetter = g.homeId < g.awayId;
        g.homeTouchdowns = homeBetter ? 2 : 1;
        g.awayTouchdowns = homeBetter ? 1 : 2;
        return;
    }
    if (draw < 2) {
        g.homeTouchdowns = g.awayTouchdowns = int(draw);
        g.wentThroughId = draw == 0 ? g.homeId : g.awayId;
    } else {
        g.homeTouchdowns = draw % 2 ? 3 : 0;
        g.awayTouchdowns = draw % 2 ? 1 : 2;
    }
}

} // namespace

class TestKnockoutBracket : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedingOrder_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QList<int>>("order");
        QTest::newRow("2") << 2 << QList<int>{1, 2};
        QTest::newRow("4") << 4 << QList<int>{1, 4, 2, 3};
        QTest::newRow("8") << 8 << QList<int>{1, 8, 4, 5, 2, 7, 3, 6};
        QTest::newRow("16") << 16
                            << QList<int>{1, 16, 8, 9, 4, 13, 5, 12, 2, 15, 7, 10, 3, 14, 6, 11};
    }
    void seedingOrder()
    {
        QFETCH(int, size);
        QFETCH(QList<int>, order);
        QCOMPARE(KnockoutBracket::seedingOrder(size), order);
    }

    void everyField_data()
    {
        QTest::addColumn<int>("coaches");
        QTest::addColumn<bool>("consolation");
        QTest::addColumn<bool>("favourites");
        for (int n = 5; n <= 33; ++n) {
            for (bool consolation : {false, true}) {
                for (bool favourites : {true, false}) {
                    const QString name = u"%1 coaches%2, %3"_s.arg(n).arg(
                        consolation ? u" + consolation"_s : QString(),
                        favourites ? u"favourites win"_s : u"drawn results"_s);
                    QTest::newRow(qPrintable(name)) << n << consolation << favourites;
                }
            }
        }
    }
    void everyField()
    {
        QFETCH(int, coaches);
        QFETCH(bool, consolation);
        QFETCH(bool, favourites);
        Tournament t = field(coaches, consolation);
        const int size = bracketSize(coaches);
        int stages = 0;
        while ((1 << stages) < size)
            ++stages;
        const int firstLosers = coaches - size / 2;
        quint32 state = quint32(coaches * 7 + (consolation ? 1 : 0));

        QHash<qint64, int> mainLosses;   // entrant → main-bracket games lost
        QSet<qint64> consolationPlayers; // entrants who played a consolation game
        for (int round = 1; round <= stages; ++round) {
            const RuleCheck check = RoundPairing::canPairNextRound(t);
            QVERIFY2(check, qPrintable(check.reason));
            SwissPairing::Result result = RoundPairing::pairNextRound(t);
            QVERIFY2(result.paired, qPrintable(result.problem));
            QSet<qint64> seen;
            int byes = 0;
            for (int i = 0; i < result.games.size(); ++i) {
                TournamentGame &g = result.games[i];
                QCOMPARE(g.round, round);
                QCOMPARE(g.table, i + 1);
                // Nobody plays twice in a round.
                QVERIFY(!seen.contains(g.homeId));
                seen.insert(g.homeId);
                if (g.isBye()) {
                    ++byes;
                    QVERIFY(g.played);
                    continue;
                }
                QVERIFY(!seen.contains(g.awayId));
                seen.insert(g.awayId);
                // Byes come after every game.
                QCOMPARE(byes, 0);
                play(g, favourites, state);
            }
            if (round == 1) {
                // The byes fall to the top seeds: 1 … size − coaches.
                QCOMPARE(byes, size - coaches);
                for (const TournamentGame &g : std::as_const(result.games)) {
                    if (g.isBye())
                        QVERIFY(g.homeId <= size - coaches);
                }
                QCOMPARE(int(seen.size()), coaches);
            }
            // Before the final, seeds 1 and 2 never meet.
            for (const TournamentGame &g : std::as_const(result.games)) {
                if (round < stages)
                    QVERIFY(!(g.involves(1) && g.involves(2)));
            }
            t.games += result.games;
            const KnockoutBracket bracket = KnockoutBracket::build(t);
            for (const TournamentGame &g : std::as_const(result.games)) {
                if (g.isBye())
                    continue;
                const qint64 loser = g.winnerId() == g.homeId ? g.awayId : g.homeId;
                bool inConsolation = false;
                for (const auto &stage : bracket.consolation()) {
                    for (const KnockoutMatch &m : stage)
                        inConsolation |= m.round == round && m.homeId == g.homeId && !m.bye;
                }
                if (inConsolation) {
                    consolationPlayers << g.homeId << g.awayId;
                } else {
                    ++mainLosses[loser];
                    QVERIFY2(!consolationPlayers.contains(g.homeId) &&
                                 !consolationPlayers.contains(g.awayId),
                             "a consolation coach came back into the main bracket");
                }
            }
        }
        // The last round was the final: nothing is left to pair.
        QVERIFY(!RoundPairing::canPairNextRound(t));
        const KnockoutBracket bracket = KnockoutBracket::build(t);
        QCOMPARE(bracket.stages(), stages);
        const qint64 champion = bracket.champion();
        QVERIFY(champion != 0);
        // Everyone but the champion lost exactly one main game; the champion none.
        QCOMPARE(mainLosses.value(champion), 0);
        for (int id = 1; id <= coaches; ++id) {
            if (id != champion)
                QCOMPARE(mainLosses.value(id), 1);
        }
        if (favourites) {
            QCOMPARE(champion, qint64(1));
            const TournamentGame final = t.gamesOfRound(stages).first();
            QCOMPARE(final.homeId, qint64(1));
            QCOMPARE(final.awayId, qint64(2));
        }
        // The consolation: exactly the losers of first games, with a winner among them.
        if (consolation && firstLosers >= 2) {
            QVERIFY(bracket.consolationWinner() != 0);
            QVERIFY(consolationPlayers.contains(bracket.consolationWinner()));
            QCOMPARE(int(consolationPlayers.size()), firstLosers);
            for (qint64 id : std::as_const(consolationPlayers)) {
                const TournamentGame first = [&] {
                    for (const TournamentGame &g : t.gamesOfRound(1)) {
                        if (g.involves(id))
                            return g;
                    }
                    return TournamentGame();
                }();
                QVERIFY(!first.isBye());
                QVERIFY(first.winnerId() != id);
            }
        } else {
            QVERIFY(bracket.consolation().isEmpty());
            QCOMPARE(bracket.consolationWinner(), qint64(0));
            if (consolation)
                QVERIFY(!bracket.consolationNote().isEmpty());
        }
        // The standings follow the bracket: the champion, then the other finalist.
        const QList<StandingLine> lines = TournamentStandings::compute(t);
        QCOMPARE(lines.size(), coaches);
        QCOMPARE(lines.at(0).entrantId, champion);
        const TournamentGame final = t.gamesOfRound(stages).first();
        QCOMPARE(lines.at(1).entrantId, final.homeId == champion ? final.awayId : final.homeId);
        if (consolation && firstLosers >= 2)
            QCOMPARE(lines.at(size / 2).entrantId, bracket.consolationWinner());
    }

    // What a knockout refuses when a result is entered (TournamentChecks::canRecordResult).
    void results_data()
    {
        QTest::addColumn<int>("homeTd");
        QTest::addColumn<int>("awayTd");
        QTest::addColumn<int>("wentThrough"); // 0 none, 1 home, 2 away, 3 a stranger
        QTest::addColumn<bool>("accepted");
        QTest::newRow("home wins on touchdowns") << 2 << 1 << 0 << true;
        QTest::newRow("away wins on touchdowns") << 0 << 1 << 0 << true;
        QTest::newRow("level, nobody named") << 1 << 1 << 0 << false;
        QTest::newRow("level, home went through") << 1 << 1 << 1 << true;
        QTest::newRow("level 0-0, away went through") << 0 << 0 << 2 << true;
        QTest::newRow("home wins, and named") << 2 << 0 << 1 << true;
        QTest::newRow("home wins, away named") << 2 << 0 << 2 << false;
        QTest::newRow("level, a coach of another table") << 1 << 1 << 3 << false;
    }
    void results()
    {
        QFETCH(int, homeTd);
        QFETCH(int, awayTd);
        QFETCH(int, wentThrough);
        QFETCH(bool, accepted);
        Tournament t = field(8, false);
        t.games = RoundPairing::pairNextRound(t).games;
        const TournamentGame g = *t.game(1, 1);
        const qint64 named = QList<qint64>{0, g.homeId, g.awayId, 99}.at(wentThrough);
        const RuleCheck check =
            TournamentChecks::canRecordResult(t, 1, 1, homeTd, awayTd, 0, 0, named);
        QCOMPARE(bool(check), accepted);
        QVERIFY(accepted || !check.reason.isEmpty());
    }

    void swissHasNobodyGoingThrough()
    {
        Tournament t = field(8, false);
        t.rules.format = TournamentFormat::Swiss;
        t.games = RoundPairing::pairNextRound(t).games;
        const TournamentGame g = *t.game(1, 1);
        QVERIFY(TournamentChecks::canRecordResult(t, 1, 1, 1, 1, 0, 0, 0));
        QVERIFY(!TournamentChecks::canRecordResult(t, 1, 1, 1, 1, 0, 0, g.homeId));
    }

    // Who won may change while the winner is not yet paired again; once the next round is
    // paired the organiser must take it back first.
    void winnerFixedOnceTheNextRoundIsPaired()
    {
        Tournament t = field(8, false);
        t.games = RoundPairing::pairNextRound(t).games;
        for (TournamentGame &g : t.games) {
            g.played = true;
            g.homeTouchdowns = 1;
        }
        QVERIFY(TournamentChecks::canRecordResult(t, 1, 1, 0, 1, 0, 0));
        QVERIFY(RoundPairing::canPairNextRound(t));
        t.games += RoundPairing::pairNextRound(t).games;
        QVERIFY(t.roundsPaired() == 2);
        // The same winner with another score: fine; the other coach: refused.
        QVERIFY(TournamentChecks::canRecordResult(t, 1, 1, 3, 0, 0, 0));
        const RuleCheck check = TournamentChecks::canRecordResult(t, 1, 1, 0, 1, 0, 0);
        QVERIFY(!check);
        QVERIFY(check.reason.contains(u"round 2"_s));
    }

    void levelGameStopsTheNextRound()
    {
        Tournament t = field(6, false);
        t.games = RoundPairing::pairNextRound(t).games;
        for (TournamentGame &g : t.games)
            g.played = true; // 0-0 everywhere, nobody named
        const RuleCheck check = RoundPairing::canPairNextRound(t);
        QVERIFY(!check);
        QVERIFY(check.reason.contains(u"sudden death"_s));
    }

    void bracketKeepsItsField()
    {
        Tournament t = field(6, false);
        QVERIFY(!KnockoutBracket::build(t).seeds().isEmpty());
        t.games = RoundPairing::pairNextRound(t).games;
        // The bracket keeps its six coaches even when one drops out afterwards.
        t.entrants[5].active = false;
        QCOMPARE(KnockoutBracket::build(t).seeds().size(), 6);
    }

    void drawnSeedingFollowsTheSeed()
    {
        Tournament t = field(12, false);
        t.rules.knockout.seeding = KnockoutSeeding::Draw;
        const QList<qint64> first = KnockoutBracket::build(t).seeds();
        QCOMPARE(first.size(), 12);
        QVERIFY(first != KnockoutBracket::build(field(12, false)).seeds());
        QCOMPARE(KnockoutBracket::build(t).seeds(), first);
        t.rules.seed = 2;
        QVERIFY(KnockoutBracket::build(t).seeds() != first);
    }

    void tooFewCoaches()
    {
        const Tournament t = field(1, false);
        const RuleCheck check = RoundPairing::canPairNextRound(t);
        QVERIFY(!check);
        QVERIFY(!RoundPairing::pairNextRound(t).paired);
    }
};

QTEST_GUILESS_MAIN(TestKnockoutBracket)
#include "tst_knockout_bracket.moc"
