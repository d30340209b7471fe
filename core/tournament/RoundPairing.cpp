#include "RoundPairing.h"

#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/PoolStage.h"
#include "core/tournament/TeamPairing.h"

namespace dugout {

namespace {

// In the pool stage: the last round wholly played, and pools that can be drawn.
RuleCheck canPairPoolRound(const Tournament &tournament)
{
    const int last = tournament.roundsPaired();
    for (const TournamentGame &g : tournament.gamesOfRound(last)) {
        if (!g.played)
            return RuleCheck::refused(KnockoutBracket::tr("Table %1 of round %2 has no result yet.")
                                          .arg(g.table)
                                          .arg(last));
    }
    return PoolStage::canDraw(tournament);
}

bool inPoolStage(const Tournament &tournament)
{
    return tournament.rules.format == TournamentFormat::Pools &&
           (tournament.roundsPaired() == 0 ||
            tournament.roundsPaired() < PoolStage::rounds(tournament));
}

} // namespace

RuleCheck RoundPairing::canPairNextRound(const Tournament &tournament)
{
    if (inPoolStage(tournament))
        return canPairPoolRound(tournament);
    if (tournament.rules.format == TournamentFormat::Teams)
        return TeamPairing::canPairNextRound(tournament);
    if (tournament.rules.format != TournamentFormat::Swiss)
        return KnockoutBracket::build(tournament).canPairNextRound(tournament);
    return SwissPairing::canPairNextRound(tournament);
}

SwissPairing::Result RoundPairing::pairNextRound(const Tournament &tournament)
{
    if (tournament.rules.format == TournamentFormat::Swiss)
        return SwissPairing::pairNextRound(tournament);
    if (tournament.rules.format == TournamentFormat::Teams)
        return TeamPairing::pairNextRound(tournament);
    SwissPairing::Result result;
    if (inPoolStage(tournament)) {
        if (const RuleCheck check = canPairPoolRound(tournament); !check) {
            result.problem = check.reason;
            return result;
        }
        result.games = PoolStage::roundGames(tournament, tournament.roundsPaired() + 1);
        result.paired = true;
        return result;
    }
    const KnockoutBracket bracket = KnockoutBracket::build(tournament);
    if (const RuleCheck check = bracket.canPairNextRound(tournament); !check) {
        result.problem = check.reason;
        return result;
    }
    result.games = bracket.nextRound(tournament);
    result.paired = true;
    return result;
}

bool RoundPairing::isKnockoutRound(const Tournament &tournament, int round)
{
    switch (tournament.rules.format) {
    case TournamentFormat::Knockout:
        return true;
    case TournamentFormat::Pools:
        return round > PoolStage::rounds(tournament);
    case TournamentFormat::Swiss:
    case TournamentFormat::Teams:
        break;
    }
    return false;
}

} // namespace dugout
