// Team tournaments (issue 17.2: "team tournaments (teams of 3–8 coaches, team pairings, coach
// pairings inside them, team points)"). The rulebook has no tournament scoring: these rows check
// the organiser's settings (SquadSettings) and TeamPairing's documented choices — squads paired by
// the exact swiss matching with no squad rematch, a whole squad's bye, coaches paired board
// against board by their squad's own ranking, team points from the coach games, the team
// tie-breakers — edges included.
#include "core/rules/RulesetLoader.h"
#include "core/tournament/Squads.h"
#include "core/tournament/TeamMatches.h"
#include "core/tournament/TeamPairing.h"
#include "core/tournament/TeamStandings.h"
#include "core/tournament/TournamentChecks.h"
#include "core/tournament/TournamentJson.h"
#include "core/tournament/TournamentStandings.h"

#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace dugout;

namespace {

using Scores = QList<QPair<int, int>>;

// `squads` squads of `size` coaches: squad s is "Squad s", its coaches ids s*10+1… in board order.
Tournament teamEvent(int squads, int size)
{
    Tournament t;
    t.rules.format = TournamentFormat::Teams;
    t.rules.squads.size = size;
    for (int s = 1; s <= squads; ++s) {
        for (int c = 1; c <= size; ++c) {
            const qint64 id = s * 10 + c;
            t.entrants.append(
                {id, u"Coach %1"_s.arg(id), {}, {}, u"Squad %1"_s.arg(s), {}, u"orc"_s, true, 1});
        }
    }
    return t;
}

TournamentGame game(qint64 home, qint64 away, int homeTd, int awayTd, int homeCas = 0,
                    int awayCas = 0)
{
    TournamentGame g;
    g.homeId = home;
    g.awayId = away;
    g.played = true;
    g.homeTouchdowns = homeTd;
    g.awayTouchdowns = awayTd;
    g.homeCasualties = homeCas;
    g.awayCasualties = awayCas;
    return g;
}

// One squad match: squad `home` against squad `away`, board b against board b, with the given
// home and away touchdowns per board.
QList<TournamentGame> match(int round, int home, int away, const QList<QPair<int, int>> &scores,
                            int firstTable = 1)
{
    QList<TournamentGame> games;
    for (int b = 0; b < scores.size(); ++b) {
        TournamentGame g =
            game(home * 10 + b + 1, away * 10 + b + 1, scores[b].first, scores[b].second);
        g.round = round;
        g.table = firstTable + b;
        games.append(g);
    }
    return games;
}

const TeamStandingLine &lineOf(const QList<TeamStandingLine> &lines, const QString &squad)
{
    for (const TeamStandingLine &l : lines) {
        if (l.squad == squad)
            return l;
    }
    static TeamStandingLine none;
    return none;
}

} // namespace

class TestTeamTournament : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Rounds paired one after the other with seeded random results: every round a perfect
    // pairing of whole squads (each coach of one squad against a coach of one other squad), no
    // squad or coach meeting again, an odd field's bye given to a whole squad that had none.
    void rounds_data()
    {
        QTest::addColumn<int>("squads");
        QTest::addColumn<int>("size");
        QTest::addColumn<int>("rounds");
        QTest::addColumn<int>("refusedRound"); // 0: every round paired
        QTest::newRow("4 squads of 3, 3 rounds: a round robin") << 4 << 3 << 3 << 0;
        QTest::newRow("4 squads of 3: round 4 would be a rematch") << 4 << 3 << 4 << 4;
        QTest::newRow("5 squads of 5 (odd), 3 rounds") << 5 << 5 << 3 << 0;
        QTest::newRow("3 squads of 3 (odd), 3 rounds: each squad one bye") << 3 << 3 << 3 << 0;
        QTest::newRow("3 squads of 4 (odd), 3 rounds") << 3 << 4 << 3 << 0;
        QTest::newRow("6 squads of 4, 5 rounds") << 6 << 4 << 5 << 0;
        QTest::newRow("7 squads of 8 (odd, largest), 6 rounds") << 7 << 8 << 6 << 0;
        QTest::newRow("8 squads of 3, 7 rounds") << 8 << 3 << 7 << 0;
        QTest::newRow("2 squads of 6: round 2 would be a rematch") << 2 << 6 << 2 << 2;
        QTest::newRow("12 squads of 5, 8 rounds") << 12 << 5 << 8 << 0;
    }
    void rounds()
    {
        QFETCH(int, squads);
        QFETCH(int, size);
        QFETCH(int, rounds);
        QFETCH(int, refusedRound);
        Tournament t = teamEvent(squads, size);
        QRandomGenerator random(quint32(squads * 100 + size));
        QSet<QPair<QString, QString>> squadMeetings;
        QSet<QPair<qint64, qint64>> coachGames;
        QSet<QString> hadBye;
        for (int round = 1; round <= rounds; ++round) {
            const SwissPairing::Result result = TeamPairing::pairNextRound(t);
            if (round == refusedRound) {
                QVERIFY(!result.paired);
                QVERIFY2(result.problem.contains(u"rematch"_s), qPrintable(result.problem));
                return;
            }
            QVERIFY2(result.paired, qPrintable(result.problem));
            QCOMPARE(result.rematches, 0);
            QCOMPARE(result.games.size(),
                     (squads / 2 + squads % 2) * size); // tables, byes included
            QSet<qint64> seen;
            for (TournamentGame g : result.games) {
                QCOMPARE(g.round, round);
                QVERIFY(!seen.contains(g.homeId) && !seen.contains(g.awayId));
                seen.insert(g.homeId);
                if (!g.isBye()) {
                    seen.insert(g.awayId);
                    QVERIFY(Squads::nameOf(t, g.homeId) != Squads::nameOf(t, g.awayId));
                    QVERIFY2(!coachGames.contains(SwissPairing::key(g.homeId, g.awayId)),
                             "a coach rematch");
                    coachGames.insert(SwissPairing::key(g.homeId, g.awayId));
                    g.played = true;
                    g.homeTouchdowns = int(random.bounded(4));
                    g.awayTouchdowns = int(random.bounded(4));
                    g.homeCasualties = int(random.bounded(3));
                }
                t.games.append(g);
            }
            QCOMPARE(seen.size(), squads * size); // everyone plays or sits out
            const QList<TeamMatch> matches = TeamMatches::ofRound(t, round);
            QCOMPARE(matches.size(), (squads + 1) / 2);
            int byes = 0;
            for (const TeamMatch &m : matches) {
                QCOMPARE(m.tables.size(), size); // whole squads face whole squads
                for (int i = 1; i < m.tables.size(); ++i)
                    QCOMPARE(m.tables[i], m.tables[i - 1] + 1); // consecutive tables
                if (m.isBye()) {
                    ++byes;
                    QVERIFY2(!hadBye.contains(m.home) || hadBye.size() == squads,
                             "a second bye while another squad had none");
                    hadBye.insert(m.home);
                    QCOMPARE(m.tables.first(), squads / 2 * size + 1); // the bye's tables last
                    continue;
                }
                const auto key = qMakePair(std::min(m.home, m.away), std::max(m.home, m.away));
                QVERIFY2(!squadMeetings.contains(key), "a squad rematch");
                squadMeetings.insert(key);
            }
            QCOMPARE(byes, squads % 2);
        }
        if (squads % 2 && rounds >= squads)
            QCOMPARE(hadBye.size(), squads);
    }

    // Coaches inside one squad match: board against board, unless a coach rematch forces a
    // change, which then costs as few board places as possible.
    void boards_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<Scores>("played");       // (home board, away board), 0-based
        QTest::addColumn<QList<int>>("expected"); // away board for each home board
        QTest::addColumn<int>("rematches");
        QTest::newRow("no history: board against board")
            << 5 << QList<QPair<int, int>>{} << QList<int>{0, 1, 2, 3, 4} << 0;
        QTest::newRow("first boards met: boards 1 and 2 swap")
            << 3 << QList<QPair<int, int>>{{0, 0}} << QList<int>{1, 0, 2} << 0;
        QTest::newRow("last boards met: the last two swap")
            << 4 << QList<QPair<int, int>>{{3, 3}} << QList<int>{0, 1, 3, 2} << 0;
        QTest::newRow("two boards met: each swaps with a neighbour")
            << 4 << QList<QPair<int, int>>{{0, 0}, {3, 3}} << QList<int>{1, 0, 3, 2} << 0;
        QTest::newRow("everyone met everyone: board order, all rematches")
            << 3 << QList<QPair<int, int>>{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1},
                                           {1, 2}, {2, 0}, {2, 1}, {2, 2}}
            << QList<int>{0, 1, 2} << 3;
        QTest::newRow("one coach met all but the last: the rest move")
            << 3 << QList<QPair<int, int>>{{0, 0}, {0, 1}} << QList<int>{2, 0, 1} << 0;
    }
    void boards()
    {
        QFETCH(int, size);
        QFETCH(Scores, played);
        QFETCH(QList<int>, expected);
        QFETCH(int, rematches);
        QList<qint64> home, away;
        for (int b = 0; b < size; ++b) {
            home.append(100 + b);
            away.append(200 + b);
        }
        QSet<QPair<qint64, qint64>> games;
        for (const auto &[h, a] : played)
            games.insert(SwissPairing::key(home[h], away[a]));
        int counted = -1;
        const QList<qint64> result = TeamPairing::boards(home, away, games, &counted);
        QList<int> boards;
        for (qint64 id : result)
            boards.append(int(id - 200));
        QCOMPARE(boards, expected);
        QCOMPARE(counted, rematches);
    }

    // Rematches allowed: two squads meet again, but no coach plays the same opponent twice while
    // another assignment exists (three rounds of two squads of three: a Latin square).
    void squadRematchRotatesTheBoards()
    {
        Tournament t = teamEvent(2, 3);
        t.rules.allowRematches = true;
        QSet<QPair<qint64, qint64>> coachGames;
        for (int round = 1; round <= 4; ++round) {
            const SwissPairing::Result result = TeamPairing::pairNextRound(t);
            QVERIFY2(result.paired, qPrintable(result.problem));
            QCOMPARE(result.rematches, round == 1 ? 0 : 1); // the squads meet again
            int coachRematches = 0;
            for (TournamentGame g : result.games) {
                if (coachGames.contains(SwissPairing::key(g.homeId, g.awayId)))
                    ++coachRematches;
                coachGames.insert(SwissPairing::key(g.homeId, g.awayId));
                g.played = true;
                g.homeTouchdowns = 1;
                t.games.append(g);
            }
            // Rounds 1-3 need no coach rematch; in round 4 every pair has met.
            QCOMPARE(coachRematches, round <= 3 ? 0 : 3);
        }
    }

    // Board order: the squad's coaches by their own ranking points, level ones in registration
    // order.
    void boardOrderFollowsIndividualPoints()
    {
        Tournament t = teamEvent(2, 3);
        QCOMPARE(TeamPairing::boardOrder(t, Squads::of(t).first(), 1), (QList<qint64>{11, 12, 13}));
        t.games += match(1, 1, 2, {{0, 1}, {0, 0}, {2, 0}}); // 11 lost, 12 drew, 13 won
        QCOMPARE(TeamPairing::boardOrder(t, Squads::of(t).first(), 2), (QList<qint64>{13, 12, 11}));
    }

    // A squad match's result and the team points, from its coach games.
    void teamPoints_data()
    {
        QTest::addColumn<QString>("decidedBy");
        QTest::addColumn<Scores>("scores"); // per board, home TD – away TD
        QTest::addColumn<int>("tdBonusMargin");
        QTest::addColumn<int>("outcome");
        QTest::addColumn<int>("homeTeamPoints");
        QTest::addColumn<int>("awayTeamPoints");
        using S = QList<QPair<int, int>>;
        QTest::newRow("2 wins 1 loss: a team win")
            << u"wins"_s << S{{1, 0}, {2, 1}, {0, 1}} << 0 << 1 << 3 << 0;
        QTest::newRow("1 win, 1 draw, 1 loss: a team draw")
            << u"wins"_s << S{{1, 0}, {1, 1}, {0, 1}} << 0 << 0 << 1 << 1;
        QTest::newRow("1 win and 2 draws beat nothing")
            << u"wins"_s << S{{1, 0}, {1, 1}, {2, 2}} << 0 << 1 << 3 << 0;
        QTest::newRow("away squad wins 3-0")
            << u"wins"_s << S{{0, 1}, {0, 2}, {1, 3}} << 0 << -1 << 0 << 3;
        QTest::newRow("all draws: a team draw")
            << u"wins"_s << S{{0, 0}, {1, 1}, {2, 2}} << 0 << 0 << 1 << 1;
        // Two wins each, but the away wins are wide (a touchdown bonus of 1 at 3 or more).
        QTest::newRow("by wins: 2 wins each is level")
            << u"wins"_s << S{{1, 0}, {1, 0}, {0, 4}, {0, 4}} << 3 << 0 << 1 << 1;
        QTest::newRow("by points: the bonus decides")
            << u"points"_s << S{{1, 0}, {1, 0}, {0, 4}, {0, 4}} << 3 << -1 << 0 << 3;
        QTest::newRow("by points: a win and two losses lose to two wins")
            << u"points"_s << S{{3, 0}, {0, 1}, {0, 1}} << 0 << -1 << 0 << 3;
    }
    void teamPoints()
    {
        QFETCH(QString, decidedBy);
        QFETCH(Scores, scores);
        QFETCH(int, tdBonusMargin);
        QFETCH(int, outcome);
        QFETCH(int, homeTeamPoints);
        QFETCH(int, awayTeamPoints);
        Tournament t = teamEvent(2, int(scores.size()));
        t.rules.squads.decidedBy =
            decidedBy == u"wins"_s ? SquadMatchDecider::CoachWins : SquadMatchDecider::CoachPoints;
        t.rules.squads.winPoints = 3; // the team win, draw and loss: 3/1/0
        t.rules.squads.drawPoints = 1;
        t.rules.squads.lossPoints = 0;
        t.rules.bonus.touchdownMargin = tdBonusMargin;
        t.games = match(1, 1, 2, scores);
        const QList<TeamMatch> matches = TeamMatches::ofRound(t, 1);
        QCOMPARE(matches.size(), 1);
        const TeamMatch &m = matches.first();
        QVERIFY(m.played);
        QCOMPARE(m.outcome, outcome);
        QCOMPARE(TeamMatches::teamPoints(t.rules.squads, m, true), homeTeamPoints);
        QCOMPARE(TeamMatches::teamPoints(t.rules.squads, m, false), awayTeamPoints);
        const QList<TeamStandingLine> lines = TeamStandings::compute(t);
        QCOMPARE(lineOf(lines, u"Squad 1"_s).teamPoints, homeTeamPoints);
        QCOMPARE(lineOf(lines, u"Squad 2"_s).teamPoints, awayTeamPoints);
        // The coach points are the sum of the coaches' own standings.
        int homeCoachPoints = 0;
        for (const StandingLine &l : TournamentStandings::compute(t)) {
            if (l.entrantId < 20)
                homeCoachPoints += l.points;
        }
        QCOMPARE(lineOf(lines, u"Squad 1"_s).coachPoints, homeCoachPoints);
    }

    // A match not wholly played gives no team points yet; a whole squad's bye gives the team
    // bye points and each of its coaches the coach's bye.
    void unfinishedMatchAndBye()
    {
        Tournament t = teamEvent(3, 3);
        t.rules.squads.byePoints = 2;
        t.rules.byePoints = 3;
        t.games = match(1, 1, 2, {{1, 0}, {1, 0}, {0, 0}});
        t.games[2].played = false;
        for (int b = 1; b <= 3; ++b) {
            TournamentGame bye;
            bye.homeId = 30 + b;
            bye.table = 3 + b;
            bye.played = true;
            t.games.append(bye);
        }
        const QList<TeamStandingLine> lines = TeamStandings::compute(t);
        QCOMPARE(lineOf(lines, u"Squad 1"_s).teamPoints, 0);
        QCOMPARE(lineOf(lines, u"Squad 1"_s).played, 0);
        QCOMPARE(lineOf(lines, u"Squad 3"_s).teamPoints, 2);
        QCOMPARE(lineOf(lines, u"Squad 3"_s).byes, 1);
        QCOMPARE(lineOf(lines, u"Squad 3"_s).coachPoints, 9);
        QCOMPARE(lines.first().squad, u"Squad 3"_s);
    }

    // The team standings' order: ranking points, the coaches' points, then the tie-breakers.
    void tieBreakers_data()
    {
        QTest::addColumn<Scores>("firstMatch");  // Squad 1 v Squad 2
        QTest::addColumn<Scores>("secondMatch"); // Squad 3 v Squad 4
        QTest::addColumn<bool>("addCoachPoints");
        QTest::addColumn<QStringList>("order");
        using S = QList<QPair<int, int>>;
        QTest::newRow("team points first: a win ahead of a draw")
            << S{{1, 0}, {1, 0}, {0, 1}} << S{{3, 0}, {0, 1}, {1, 1}} << false
            << QStringList{u"Squad 1"_s, u"Squad 3"_s, u"Squad 4"_s, u"Squad 2"_s};
        QTest::newRow("level on team points: the coaches' points")
            << S{{1, 0}, {1, 0}, {0, 1}} << S{{1, 0}, {1, 0}, {1, 0}} << false
            << QStringList{u"Squad 3"_s, u"Squad 1"_s, u"Squad 2"_s, u"Squad 4"_s};
        QTest::newRow("level on both: touchdown difference")
            << S{{1, 0}, {1, 0}, {0, 1}} << S{{3, 0}, {2, 0}, {0, 1}} << false
            << QStringList{u"Squad 3"_s, u"Squad 1"_s, u"Squad 2"_s, u"Squad 4"_s};
        // Squad 3 wins 2-1 on coach wins (team 2 points, coaches 6: 8); Squad 2 wins with one
        // win and two draws (team 2, coaches 5: 7); Squad 4 has 0 + 3, Squad 1 0 + 2.
        QTest::newRow("coach points added: team and coach points together")
            << S{{1, 1}, {1, 1}, {0, 1}} << S{{1, 0}, {1, 0}, {0, 1}} << true
            << QStringList{u"Squad 3"_s, u"Squad 2"_s, u"Squad 4"_s, u"Squad 1"_s};
    }
    void tieBreakers()
    {
        QFETCH(Scores, firstMatch);
        QFETCH(Scores, secondMatch);
        QFETCH(bool, addCoachPoints);
        QFETCH(QStringList, order);
        Tournament t = teamEvent(4, 3);
        t.rules.squads.addCoachPoints = addCoachPoints;
        t.games = match(1, 1, 2, firstMatch) + match(1, 3, 4, secondMatch, 4);
        QStringList ranked;
        for (const TeamStandingLine &l : TeamStandings::compute(t))
            ranked.append(l.squad);
        QCOMPARE(ranked, order);
        for (const TeamStandingLine &l : TeamStandings::compute(t))
            QCOMPARE(l.points, l.teamPoints + (addCoachPoints ? l.coachPoints : 0));
    }

    // Opponents' score for squads: two winners level on everything else, the one who beat the
    // stronger squad first.
    void opponentsScoreForSquads()
    {
        Tournament t = teamEvent(4, 3);
        t.rules.tieBreakers = {TournamentTieBreaker::OpponentsScore};
        // Round 1: 1 beats 2, 3 beats 4, same scores. Round 2: 1 beats 4 and 3 beats 2... then
        // 2 and 4 are level; make 2 stronger by a round-2 draw count: 1 v 3 draw, 2 beats 4.
        t.games = match(1, 1, 2, {{1, 0}, {1, 0}, {0, 1}}) +
                  match(1, 3, 4, {{1, 0}, {1, 0}, {0, 1}}, 4) +
                  match(2, 1, 3, {{1, 0}, {0, 1}, {0, 0}}, 1) +
                  match(2, 2, 4, {{1, 0}, {1, 0}, {0, 1}}, 4);
        const QList<TeamStandingLine> lines = TeamStandings::compute(t);
        // Squads 1 and 3 both won then drew, with the same coach results; 1 beat Squad 2 (now
        // 2 team points), 3 beat Squad 4 (0).
        QCOMPARE(lineOf(lines, u"Squad 1"_s).points, lineOf(lines, u"Squad 3"_s).points);
        QCOMPARE(lineOf(lines, u"Squad 1"_s).coachPoints, lineOf(lines, u"Squad 3"_s).coachPoints);
        QVERIFY(lineOf(lines, u"Squad 1"_s).opponentsScore >
                lineOf(lines, u"Squad 3"_s).opponentsScore);
        QCOMPARE(lines[0].squad, u"Squad 1"_s);
        QCOMPARE(lines[1].squad, u"Squad 3"_s);
    }

    // What registration and pairing refuse, with their reasons.
    void refusals_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addColumn<QString>("reason"); // empty: allowed
        QTest::newRow("a coach without a team") << u"register-no-team"_s << u"has no team"_s;
        QTest::newRow("a sixth coach in a team of 5")
            << u"register-sixth"_s << u"already has its 5 coach"_s;
        QTest::newRow("a substitute for a dropped coach") << u"register-substitute"_s << QString();
        QTest::newRow("the dropped coach back beside the substitute")
            << u"return-over"_s << u"already has its 5 coach"_s;
        QTest::newRow("a team short of a coach") << u"pair-short"_s << u"has 4 coach"_s;
        QTest::newRow("one complete team alone") << u"pair-alone"_s << u"two complete teams"_s;
        QTest::newRow("a whole team withdrawn: the others paired")
            << u"pair-withdrawn"_s << QString();
        QTest::newRow("same name in other case and spaces: one team")
            << u"register-case"_s << u"Team Squad 1 already has its 5 coach"_s;
    }
    void refusals()
    {
        QFETCH(QString, action);
        QFETCH(QString, reason);
        const auto rules = RulesetLoader::builtIn();
        QVERIFY(rules);
        Tournament t = teamEvent(3, 5);
        Entrant newcomer{0, u"Newcomer"_s, {}, {}, u"Squad 1"_s, {}, u"orc"_s, true, 1};
        RuleCheck check = RuleCheck::ok();
        if (action == u"register-no-team"_s) {
            newcomer.club.clear();
            check = TournamentChecks::canRegister(t, newcomer, *rules);
        } else if (action == u"register-sixth"_s) {
            check = TournamentChecks::canRegister(t, newcomer, *rules);
        } else if (action == u"register-case"_s) {
            newcomer.club = u"  squad 1 "_s;
            check = TournamentChecks::canRegister(t, newcomer, *rules);
        } else if (action == u"register-substitute"_s) {
            t.entrants[0].active = false;
            check = TournamentChecks::canRegister(t, newcomer, *rules);
        } else if (action == u"return-over"_s) {
            t.entrants[0].active = false;
            newcomer.id = 99;
            t.entrants.append(newcomer);
            check = TournamentChecks::canSetActive(t, t.entrants[0].id, true);
        } else if (action == u"pair-short"_s) {
            t.entrants[1].active = false;
            check = TeamPairing::canPairNextRound(t);
        } else if (action == u"pair-alone"_s) {
            for (Entrant &e : t.entrants)
                e.active = e.club == u"Squad 1"_s;
            check = TeamPairing::canPairNextRound(t);
        } else if (action == u"pair-withdrawn"_s) {
            for (Entrant &e : t.entrants)
                e.active = e.club != u"Squad 3"_s;
            check = TeamPairing::canPairNextRound(t);
            const SwissPairing::Result result = TeamPairing::pairNextRound(t);
            QVERIFY(result.paired);
            QCOMPARE(result.games.size(), 5); // one match, no bye for the withdrawn squad
        }
        if (reason.isEmpty()) {
            QVERIFY2(bool(check), qPrintable(check.reason));
        } else {
            QVERIFY(!check);
            QVERIFY2(check.reason.contains(reason), qPrintable(check.reason));
        }
    }

    // The settings in the tournament file, with the sizes 3 to 8.
    void settingsJson_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("error"); // empty: read
        QTest::newRow("teams of 5, by points")
            << uR"({"format": "teams", "teams": {"size": 5, "decidedBy": "points",
                    "win": 3, "draw": 1, "loss": 0, "bye": 3, "addCoachPoints": true}})"_s
            << QString();
        QTest::newRow("smallest size 3")
            << uR"({"format": "teams", "teams": {"size": 3}})"_s << QString();
        QTest::newRow("largest size 8")
            << uR"({"format": "teams", "teams": {"size": 8}})"_s << QString();
        QTest::newRow("size 2 refused")
            << uR"({"format": "teams", "teams": {"size": 2}})"_s << u"from 3 to 8"_s;
        QTest::newRow("size 9 refused")
            << uR"({"format": "teams", "teams": {"size": 9}})"_s << u"from 3 to 8"_s;
        QTest::newRow("unknown decider")
            << uR"({"format": "teams", "teams": {"decidedBy": "touchdowns"}})"_s
            << u"\"decidedBy\" must be"_s;
        QTest::newRow("misspelt key")
            << uR"({"format": "teams", "teams": {"sise": 4}})"_s << u"Unknown setting \"sise\""_s;
    }
    void settingsJson()
    {
        QFETCH(QString, json);
        QFETCH(QString, error);
        QString problem;
        const auto rules = TournamentJson::rulesFromJson(
            QJsonDocument::fromJson(json.toUtf8()).object(), &problem);
        if (!error.isEmpty()) {
            QVERIFY(!rules);
            QVERIFY2(problem.contains(error), qPrintable(problem));
            return;
        }
        QVERIFY2(rules, qPrintable(problem));
        QCOMPARE(rules->format, TournamentFormat::Teams);
        // Written back and read again, the same settings.
        const auto again =
            TournamentJson::rulesFromJson(TournamentJson::rulesToJson(*rules), &problem);
        QVERIFY(again);
        QCOMPARE(again->squads.size, rules->squads.size);
        QCOMPARE(again->squads.decidedBy, rules->squads.decidedBy);
        QCOMPARE(again->squads.winPoints, rules->squads.winPoints);
        QCOMPARE(again->squads.byePoints, rules->squads.byePoints);
        QCOMPARE(again->squads.addCoachPoints, rules->squads.addCoachPoints);
        QCOMPARE(again->format, TournamentFormat::Teams);
    }
};

QTEST_GUILESS_MAIN(TestTeamTournament)
#include "tst_team_tournament.moc"
