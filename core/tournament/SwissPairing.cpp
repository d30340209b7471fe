#include "SwissPairing.h"

#include "core/tournament/PairingCost.h"
#include "core/tournament/PerfectMatching.h"
#include "core/tournament/TournamentStandings.h"

#include <algorithm>

namespace dugout {

namespace {

struct Constraints
{
    bool organiser = true;  // clubs, nations and the organiser's list
    bool rematches = false; // allowed, at a penalty
};

bool sameNonEmpty(const QString &a, const QString &b)
{
    return !a.trimmed().isEmpty() && a.trimmed().compare(b.trimmed(), Qt::CaseInsensitive) == 0;
}

// The exact matching of the coaches `members` (indexes into field.ranked, in rank order).
PerfectMatching::Solution solveMembers(const SwissPairing::Field &field, const QList<int> &members,
                                       const TournamentRules &rules, Constraints constraints)
{
    QList<int> points;
    for (int m : members)
        points.append(field.ranked[m].points);
    const PairingCost pairingCost(points, rules.pairingStyle);
    if (!pairingCost.fits())
        return {};
    auto coach = [&](int i) -> const SwissPairing::Field::Coach & {
        return field.ranked[members[i]];
    };
    auto isRematch = [&](int i, int j) {
        return field.played.contains(SwissPairing::key(coach(i).id, coach(j).id));
    };

    PerfectMatching::Problem problem;
    problem.size = int(members.size());
    problem.allowed = [&](int i, int j) {
        const auto &a = coach(i);
        const auto &b = coach(j);
        if (constraints.organiser) {
            if (field.forbidden.contains(SwissPairing::key(a.id, b.id)))
                return false;
            if (rules.avoidSameClub && sameNonEmpty(a.club, b.club))
                return false;
            if (rules.avoidSameNation && sameNonEmpty(a.nation, b.nation))
                return false;
        }
        return constraints.rematches || !isRematch(i, j);
    };
    problem.cost = [&](int i, int j) {
        qint64 c = pairingCost.cost(i, j);
        if (constraints.rematches && isRematch(i, j))
            c += pairingCost.rematchPenalty();
        return c;
    };
    problem.costBound =
        pairingCost.bound() + (constraints.rematches ? pairingCost.rematchPenalty() : 0);
    return PerfectMatching::solve(problem);
}

// The coaches who may take the bye, the lowest ranked first; everyone when all have had one.
QList<int> byeCandidates(const SwissPairing::Field &field)
{
    QList<int> candidates;
    for (int i = int(field.ranked.size()) - 1; i >= 0; --i) {
        if (!field.ranked[i].hadBye)
            candidates.append(i);
    }
    if (candidates.isEmpty()) {
        for (int i = int(field.ranked.size()) - 1; i >= 0; --i)
            candidates.append(i);
    }
    return candidates;
}

QList<int> everyoneBut(int count, int left)
{
    QList<int> members;
    for (int i = 0; i < count; ++i) {
        if (i != left)
            members.append(i);
    }
    return members;
}

} // namespace

RuleCheck SwissPairing::canPairNextRound(const Tournament &tournament)
{
    const int last = tournament.roundsPaired();
    for (const TournamentGame &g : tournament.gamesOfRound(last)) {
        if (!g.played)
            return RuleCheck::refused(tr("Enter every result of round %1 before pairing round %2.")
                                          .arg(last)
                                          .arg(last + 1));
    }
    int in = 0;
    for (const Entrant &e : tournament.entrants) {
        if (e.active && e.firstRound <= last + 1)
            ++in;
    }
    if (in < 2)
        return RuleCheck::refused(tr("At least two coaches must be registered to pair a round."));
    return RuleCheck::ok();
}

SwissPairing::Field SwissPairing::nextField(const Tournament &tournament)
{
    const int next = tournament.roundsPaired() + 1;
    Field field;
    for (const StandingLine &line : TournamentStandings::compute(tournament)) {
        const Entrant *e = tournament.entrant(line.entrantId);
        if (!e || !e->active || e->firstRound > next)
            continue;
        field.ranked.append({e->id, line.points, e->club, e->nation, line.byes > 0});
    }
    for (const TournamentGame &g : tournament.games) {
        if (!g.isBye())
            field.played.insert(key(g.homeId, g.awayId));
    }
    for (const auto &[a, b] : tournament.rules.forbiddenPairs)
        field.forbidden.insert(key(a, b));
    return field;
}

SwissPairing::Result SwissPairing::pairNextRound(const Tournament &tournament)
{
    const RuleCheck check = canPairNextRound(tournament);
    if (!check) {
        Result refused;
        refused.problem = check.reason;
        return refused;
    }
    return pair(nextField(tournament), tournament.rules, tournament.roundsPaired() + 1);
}

SwissPairing::Result SwissPairing::pair(const Field &field, const TournamentRules &rules, int round)
{
    Result result;
    const int count = int(field.ranked.size());
    if (count < 2) {
        result.problem = tr("At least two coaches must be registered to pair a round.");
        return result;
    }
    const Constraints wanted{true, rules.allowRematches};
    const QList<int> byes = count % 2 ? byeCandidates(field) : QList<int>{-1};

    for (int bye : byes) {
        const QList<int> members = everyoneBut(count, bye);
        const PerfectMatching::Solution solution = solveMembers(field, members, rules, wanted);
        result.solves += solution.solves;
        result.candidatePairs = solution.candidatePairs;
        if (!solution.found)
            continue;
        result.paired = true;
        result.cost = solution.cost;
        for (int i = 0; i < int(members.size()); ++i) {
            const int j = solution.mate[std::size_t(i)];
            if (j < i)
                continue;
            TournamentGame game;
            game.round = round;
            game.table = int(result.games.size()) + 1;
            game.homeId = field.ranked[members[i]].id; // the better ranked coach
            game.awayId = field.ranked[members[j]].id;
            if (field.played.contains(key(game.homeId, game.awayId)))
                ++result.rematches;
            result.games.append(game);
        }
        if (bye >= 0) {
            TournamentGame game;
            game.round = round;
            game.table = int(result.games.size()) + 1;
            game.homeId = field.ranked[bye].id;
            game.played = true; // a bye needs no result
            result.games.append(game);
        }
        return result;
    }

    // No pairing: find what the organiser could relax, in the order they would try.
    const bool organiserRules =
        rules.avoidSameClub || rules.avoidSameNation || !field.forbidden.isEmpty();
    const QList<int> members = everyoneBut(count, byes.constFirst());
    if (organiserRules &&
        solveMembers(field, members, rules, {false, rules.allowRematches}).found) {
        result.problem =
            tr("No pairing of round %1 avoids every rematch while keeping coaches of one club or "
               "nation, and the pairs you listed, apart. Pairing is possible if you allow those "
               "meetings for this round.")
                .arg(round);
    } else if (!rules.allowRematches) {
        result.problem =
            tr("No pairing of round %1 avoids every rematch among the %n coaches still in. "
               "Allow rematches (Dugout then pairs with as few as possible), or end "
               "the swiss rounds here.",
               nullptr, count)
                .arg(round);
    } else {
        result.problem = tr("The coaches of round %1 cannot all be paired with the pairs kept "
                            "apart.")
                             .arg(round);
    }
    return result;
}

} // namespace dugout
