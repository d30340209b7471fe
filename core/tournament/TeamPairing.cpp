#include "TeamPairing.h"

#include "core/tournament/PerfectMatching.h"
#include "core/tournament/Squads.h"
#include "core/tournament/TeamMatches.h"
#include "core/tournament/TeamStandings.h"
#include "core/tournament/TournamentStandings.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace dugout {

RuleCheck TeamPairing::canPairNextRound(const Tournament &tournament)
{
    if (RuleCheck check = SwissPairing::canPairNextRound(tournament); !check)
        return check;
    const int next = tournament.roundsPaired() + 1;
    if (const QStringList problems = Squads::problems(tournament, next); !problems.isEmpty())
        return RuleCheck::refused(problems.join(u'\n'));
    int squads = 0;
    for (const Squad &s : Squads::of(tournament)) {
        if (!Squads::playing(tournament, s, next).isEmpty())
            ++squads;
    }
    if (squads < 2)
        return RuleCheck::refused(tr("At least two complete teams must be registered to pair "
                                     "a round."));
    return RuleCheck::ok();
}

QList<qint64> TeamPairing::boardOrder(const Tournament &tournament, const Squad &squad, int round)
{
    QHash<qint64, int> points;
    for (const StandingLine &line : TournamentStandings::compute(tournament, round - 1))
        points.insert(line.entrantId, line.points);
    QList<qint64> order = Squads::playing(tournament, squad, round);
    std::stable_sort(order.begin(), order.end(),
                     [&](qint64 a, qint64 b) { return points.value(a) > points.value(b); });
    return order;
}

QList<qint64> TeamPairing::boards(const QList<qint64> &home, const QList<qint64> &away,
                                  const QSet<QPair<qint64, qint64>> &played, int *rematches)
{
    const int n = int(home.size());
    if (rematches)
        *rematches = 0;
    if (n == 0 || away.size() != home.size())
        return {};
    // Home coaches are vertices 0..n-1, away coaches n..2n-1; only home–away pairs exist. A
    // rematch costs more than every board difference of a whole match put together, so the
    // matching repeats a game only when no assignment avoids it.
    const qint64 penalty = qint64(n) * n * n + 1;
    auto isRematch = [&](int i, int j) {
        return played.contains(SwissPairing::key(home[i], away[j - n]));
    };
    PerfectMatching::Problem problem;
    problem.size = 2 * n;
    problem.band = 2 * n;
    problem.allowed = [n](int i, int j) { return i < n && j >= n; };
    problem.cost = [&](int i, int j) -> qint64 {
        if (i >= n || j < n)
            return 0; // not a pair the matching may use (the solver also asks about those)
        const qint64 board = i - (j - n);
        return board * board + (isRematch(i, j) ? penalty : 0);
    };
    problem.costBound = penalty + qint64(n) * n;
    const PerfectMatching::Solution solution = PerfectMatching::solve(problem);
    QList<qint64> result;
    for (int i = 0; i < n; ++i) {
        const int j = solution.mate[std::size_t(i)];
        result.append(away[j - n]);
        if (rematches && isRematch(i, j))
            ++*rematches;
    }
    return result;
}

SwissPairing::Result TeamPairing::pairNextRound(const Tournament &tournament)
{
    SwissPairing::Result result;
    if (const RuleCheck check = canPairNextRound(tournament); !check) {
        result.problem = check.reason;
        return result;
    }
    const int round = tournament.roundsPaired() + 1;

    // Squads as the swiss pairing's "coaches": ids 1..S in team ranking order.
    const QList<Squad> squads = Squads::of(tournament);
    QHash<QString, const Squad *> squadOf;
    for (const Squad &s : squads)
        squadOf.insert(Squads::key(s.name), &s);
    SwissPairing::Field field;
    QList<const Squad *> byId{nullptr};
    QHash<QString, qint64> idOf;
    for (const TeamStandingLine &line : TeamStandings::compute(tournament)) {
        const Squad *squad = squadOf.value(Squads::key(line.squad));
        if (Squads::playing(tournament, *squad, round).isEmpty())
            continue; // withdrawn
        const qint64 id = qint64(byId.size());
        byId.append(squad);
        idOf.insert(Squads::key(squad->name), id);
        field.ranked.append({id, line.points, QString(), QString(), line.byes > 0});
    }
    QSet<QPair<qint64, qint64>> coachGames;
    for (int r = 1; r < round; ++r) {
        for (const TeamMatch &m : TeamMatches::ofRound(tournament, r)) {
            if (!m.isBye() && idOf.contains(Squads::key(m.home)) &&
                idOf.contains(Squads::key(m.away)))
                field.played.insert(SwissPairing::key(idOf.value(Squads::key(m.home)),
                                                      idOf.value(Squads::key(m.away))));
        }
    }
    for (const TournamentGame &g : tournament.games) {
        if (!g.isBye())
            coachGames.insert(SwissPairing::key(g.homeId, g.awayId));
    }
    // Clubs, nations and the organiser's pairs are coach settings: the squads ignore them.
    TournamentRules squadRules = tournament.rules;
    squadRules.avoidSameClub = false;
    squadRules.avoidSameNation = false;
    squadRules.forbiddenPairs.clear();
    const SwissPairing::Result squadPairing = SwissPairing::pair(field, squadRules, round);
    result.solves = squadPairing.solves;
    result.candidatePairs = squadPairing.candidatePairs;
    if (!squadPairing.paired) {
        result.problem =
            tournament.rules.allowRematches
                ? squadPairing.problem
                : tr("No pairing of round %1 avoids every rematch among the %n team(s) still in. "
                     "Allow rematches (Dugout then pairs with as few as possible), or end the "
                     "rounds here.",
                     nullptr, int(field.ranked.size()))
                      .arg(round);
        return result;
    }
    result.paired = true;
    result.cost = squadPairing.cost;
    result.rematches = squadPairing.rematches; // squads meeting again
    auto addGame = [&](qint64 home, qint64 away) {
        TournamentGame game;
        game.round = round;
        game.table = int(result.games.size()) + 1;
        game.homeId = home;
        game.awayId = away;
        game.played = away == 0; // a bye needs no result
        result.games.append(game);
    };
    for (const TournamentGame &pair : squadPairing.games) {
        const QList<qint64> home = boardOrder(tournament, *byId[pair.homeId], round);
        if (pair.isBye()) {
            for (qint64 coach : home)
                addGame(coach, 0);
            continue;
        }
        const QList<qint64> away = boardOrder(tournament, *byId[pair.awayId], round);
        int coachRematches = 0;
        const QList<qint64> opponents = boards(home, away, coachGames, &coachRematches);
        for (int b = 0; b < home.size(); ++b)
            addGame(home[b], opponents[b]);
    }
    return result;
}

} // namespace dugout
