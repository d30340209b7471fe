#include "TeamStandings.h"

#include "core/tournament/Squads.h"
#include "core/tournament/TeamMatches.h"
#include "core/tournament/TieBreakers.h"
#include "core/tournament/TournamentStandings.h"

#include <QHash>

namespace dugout {

QList<TeamStandingLine> TeamStandings::compute(const Tournament &tournament, int throughRound)
{
    const TournamentRules &rules = tournament.rules;
    QList<TeamStandingLine> lines;
    QHash<QString, int> index; // squad key → line
    for (const Squad &s : Squads::of(tournament)) {
        index.insert(Squads::key(s.name), int(lines.size()));
        TeamStandingLine line;
        line.squad = s.name;
        line.members = s.members;
        lines.append(line);
    }
    const int last = throughRound > 0 ? std::min(throughRound, tournament.roundsPaired())
                                      : tournament.roundsPaired();
    QList<TeamMatch> counted;
    for (int round = 1; round <= last; ++round) {
        for (const TeamMatch &m : TeamMatches::ofRound(tournament, round)) {
            if (!m.played || !index.contains(Squads::key(m.home)))
                continue;
            TeamStandingLine &home = lines[index.value(Squads::key(m.home))];
            if (m.isBye()) {
                ++home.byes;
                home.teamPoints += TeamMatches::teamPoints(rules.squads, m, true);
                home.coachPoints += m.homeCoachPoints;
                continue;
            }
            if (!index.contains(Squads::key(m.away)))
                continue;
            counted.append(m);
            TeamStandingLine &away = lines[index.value(Squads::key(m.away))];
            for (auto [line, isHome] : {std::pair{&home, true}, std::pair{&away, false}}) {
                ++line->played;
                line->teamPoints += TeamMatches::teamPoints(rules.squads, m, isHome);
                const int outcome = isHome ? m.outcome : -m.outcome;
                ++(outcome > 0 ? line->wins : outcome == 0 ? line->draws : line->losses);
                line->coachPoints += isHome ? m.homeCoachPoints : m.awayCoachPoints;
                line->coachWins += isHome ? m.homeWins : m.awayWins;
                line->coachLosses += isHome ? m.awayWins : m.homeWins;
                line->coachDraws += m.draws;
                line->touchdownsFor += isHome ? m.homeTouchdowns : m.awayTouchdowns;
                line->touchdownsAgainst += isHome ? m.awayTouchdowns : m.homeTouchdowns;
                line->casualtiesFor += isHome ? m.homeCasualties : m.awayCasualties;
                line->casualtiesAgainst += isHome ? m.awayCasualties : m.homeCasualties;
            }
        }
    }
    for (TeamStandingLine &line : lines)
        line.points = line.teamPoints + (rules.squads.addCoachPoints ? line.coachPoints : 0);
    auto lineOf = [&](const QString &squad) -> TeamStandingLine & {
        return lines[index.value(Squads::key(squad))];
    };
    for (const TeamMatch &m : counted) {
        lineOf(m.home).opponentsScore += lineOf(m.away).points;
        lineOf(m.away).opponentsScore += lineOf(m.home).points;
    }

    auto headToHead = [&](const QList<int> &group) {
        QHash<int, qint64> earned;
        QSet<QString> members;
        for (int line : group)
            members.insert(Squads::key(lines[line].squad));
        for (const TeamMatch &m : counted) {
            if (!members.contains(Squads::key(m.home)) || !members.contains(Squads::key(m.away)))
                continue;
            earned[index.value(Squads::key(m.home))] +=
                TeamMatches::teamPoints(rules.squads, m, true);
            earned[index.value(Squads::key(m.away))] +=
                TeamMatches::teamPoints(rules.squads, m, false);
        }
        return earned;
    };

    QList<int> everyone;
    for (int i = 0; i < lines.size(); ++i)
        everyone.append(i);
    QList<QList<int>> groups =
        TournamentStandings::refine(everyone, [&](int i) { return qint64(lines[i].points); });
    // The coaches' points always come next: a squad's games are its coaches' games.
    QList<QList<int>> byCoachPoints;
    for (const QList<int> &group : groups)
        byCoachPoints +=
            TournamentStandings::refine(group, [&](int i) { return qint64(lines[i].coachPoints); });
    groups = TieBreakers::apply(byCoachPoints, rules.tieBreakers, lines, headToHead);
    QList<TeamStandingLine> ranked;
    for (QList<int> group : groups) {
        std::sort(group.begin(), group.end(), [&](int a, int b) {
            return TournamentStandings::drawKey(rules.seed, Squads::drawId(lines[a].squad)) <
                   TournamentStandings::drawKey(rules.seed, Squads::drawId(lines[b].squad));
        });
        for (int i : group) {
            ranked.append(lines[i]);
            ranked.last().rank = int(ranked.size());
        }
    }
    return ranked;
}

} // namespace dugout
