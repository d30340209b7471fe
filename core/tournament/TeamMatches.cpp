#include "TeamMatches.h"

#include "core/tournament/Squads.h"
#include "core/tournament/TournamentStandings.h"

namespace dugout {

QList<TeamMatch> TeamMatches::ofRound(const Tournament &tournament, int round)
{
    const TournamentRules &rules = tournament.rules;
    QList<TeamMatch> matches;
    for (const TournamentGame &g : tournament.gamesOfRound(round)) {
        const QString home = Squads::nameOf(tournament, g.homeId);
        const QString away = g.isBye() ? QString() : Squads::nameOf(tournament, g.awayId);
        auto it = std::find_if(matches.begin(), matches.end(), [&](const TeamMatch &m) {
            return Squads::key(m.home) == Squads::key(home) &&
                   Squads::key(m.away) == Squads::key(away);
        });
        if (it == matches.end()) {
            TeamMatch match;
            match.round = round;
            match.home = home;
            match.away = away;
            match.played = true;
            matches.append(match);
            it = matches.end() - 1;
        }
        TeamMatch &m = *it;
        m.tables.append(g.table);
        m.played = m.played && g.played;
        if (g.isBye()) {
            if (g.played)
                m.homeCoachPoints += rules.byePoints;
            continue;
        }
        if (!g.played)
            continue;
        m.homeTouchdowns += g.homeTouchdowns;
        m.awayTouchdowns += g.awayTouchdowns;
        m.homeCasualties += g.homeCasualties;
        m.awayCasualties += g.awayCasualties;
        m.homeCoachPoints += TournamentStandings::gamePoints(
            rules, g.homeTouchdowns, g.awayTouchdowns, g.homeCasualties, g.awayCasualties);
        m.awayCoachPoints += TournamentStandings::gamePoints(
            rules, g.awayTouchdowns, g.homeTouchdowns, g.awayCasualties, g.homeCasualties);
        if (g.homeTouchdowns > g.awayTouchdowns)
            ++m.homeWins;
        else if (g.homeTouchdowns < g.awayTouchdowns)
            ++m.awayWins;
        else
            ++m.draws;
    }
    for (TeamMatch &m : matches) {
        if (!m.played || m.isBye())
            continue;
        const bool byWins = rules.squads.decidedBy == SquadMatchDecider::CoachWins;
        const int home = byWins ? m.homeWins : m.homeCoachPoints;
        const int away = byWins ? m.awayWins : m.awayCoachPoints;
        m.outcome = home > away ? 1 : (home < away ? -1 : 0);
    }
    return matches;
}

int TeamMatches::teamPoints(const SquadSettings &settings, const TeamMatch &match, bool home)
{
    if (!match.played)
        return 0;
    if (match.isBye())
        return home ? settings.byePoints : 0;
    const int outcome = home ? match.outcome : -match.outcome;
    if (outcome > 0)
        return settings.winPoints;
    return outcome == 0 ? settings.drawPoints : settings.lossPoints;
}

} // namespace dugout
