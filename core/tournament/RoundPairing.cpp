#include "RoundPairing.h"

#include "core/tournament/KnockoutBracket.h"

namespace dugout {

RuleCheck RoundPairing::canPairNextRound(const Tournament &tournament)
{
    if (tournament.rules.format == TournamentFormat::Knockout)
        return KnockoutBracket::build(tournament).canPairNextRound(tournament);
    return SwissPairing::canPairNextRound(tournament);
}

SwissPairing::Result RoundPairing::pairNextRound(const Tournament &tournament)
{
    if (tournament.rules.format != TournamentFormat::Knockout)
        return SwissPairing::pairNextRound(tournament);
    SwissPairing::Result result;
    const KnockoutBracket bracket = KnockoutBracket::build(tournament);
    if (const RuleCheck check = bracket.canPairNextRound(tournament); !check) {
        result.problem = check.reason;
        return result;
    }
    result.games = bracket.nextRound(tournament);
    result.paired = true;
    return result;
}

} // namespace dugout
