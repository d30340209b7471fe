#include "TournamentStandings.h"

#include "core/tournament/KnockoutBracket.h"
#include "core/tournament/TieBreakers.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <functional>
#include <tuple>

namespace dugout {

namespace {

int resultPoints(const TournamentRules &rules, int scored, int conceded)
{
    if (scored > conceded)
        return rules.winPoints;
    if (scored == conceded)
        return rules.drawPoints;
    return rules.lossPoints;
}

// The bonus for one game's margins, whatever its result (BonusPoints).
int bonusPoints(const BonusPoints &bonus, int tdFor, int tdAgainst, int casFor, int casAgainst)
{
    int points = 0;
    if (bonus.touchdownMargin > 0 && tdFor - tdAgainst >= bonus.touchdownMargin)
        points += bonus.touchdownPoints;
    if (bonus.casualtyMargin > 0 && casFor - casAgainst >= bonus.casualtyMargin)
        points += bonus.casualtyPoints;
    return points;
}

} // namespace

quint64 TournamentStandings::drawKey(quint32 seed, qint64 entrantId)
{
    // splitmix64: a fixed, well-mixed function, so the draw never depends on the platform.
    quint64 z = (quint64(seed) << 32) ^ quint64(entrantId);
    z += 0x9e3779b97f4a7c15ULL;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

int TournamentStandings::gamePoints(const TournamentRules &rules, int tdFor, int tdAgainst,
                                    int casFor, int casAgainst)
{
    return resultPoints(rules, tdFor, tdAgainst) +
           bonusPoints(rules.bonus, tdFor, tdAgainst, casFor, casAgainst);
}

QList<QList<int>> TournamentStandings::refine(const QList<int> &group,
                                              const std::function<qint64(int)> &key)
{
    QList<QPair<qint64, int>> keyed;
    for (int line : group)
        keyed.append({key(line), line});
    std::stable_sort(keyed.begin(), keyed.end(),
                     [](const auto &a, const auto &b) { return a.first > b.first; });
    QList<QList<int>> parts;
    for (qsizetype i = 0; i < keyed.size(); ++i) {
        if (i == 0 || keyed[i].first != keyed[i - 1].first)
            parts.append(QList<int>());
        parts.last().append(keyed[i].second);
    }
    return parts;
}

QList<StandingLine> TournamentStandings::compute(const Tournament &tournament, int throughRound)
{
    const TournamentRules &rules = tournament.rules;
    QList<StandingLine> lines;
    QHash<qint64, int> index;
    for (const Entrant &e : tournament.entrants) {
        index.insert(e.id, int(lines.size()));
        StandingLine line;
        line.entrantId = e.id;
        lines.append(line);
    }
    QList<const TournamentGame *> counted;
    for (const TournamentGame &g : tournament.games) {
        if (!g.played || (throughRound > 0 && g.round > throughRound) || !index.contains(g.homeId))
            continue;
        StandingLine &home = lines[index.value(g.homeId)];
        if (g.isBye()) {
            home.points += rules.byePoints;
            ++home.byes;
            continue;
        }
        if (!index.contains(g.awayId))
            continue;
        counted.append(&g);
        StandingLine &away = lines[index.value(g.awayId)];
        for (auto [line, tdFor, tdAgainst, casFor, casAgainst] :
             {std::tuple{&home, g.homeTouchdowns, g.awayTouchdowns, g.homeCasualties,
                         g.awayCasualties},
              std::tuple{&away, g.awayTouchdowns, g.homeTouchdowns, g.awayCasualties,
                         g.homeCasualties}}) {
            ++line->played;
            line->touchdownsFor += tdFor;
            line->touchdownsAgainst += tdAgainst;
            line->casualtiesFor += casFor;
            line->casualtiesAgainst += casAgainst;
            line->points += resultPoints(rules, tdFor, tdAgainst);
            const int bonus = bonusPoints(rules.bonus, tdFor, tdAgainst, casFor, casAgainst);
            line->bonusPoints += bonus;
            line->points += bonus;
            if (tdFor > tdAgainst)
                ++line->wins;
            else if (tdFor == tdAgainst)
                ++line->draws;
            else
                ++line->losses;
        }
    }
    for (const TournamentGame *g : counted) {
        lines[index.value(g->homeId)].opponentsScore += lines[index.value(g->awayId)].points;
        lines[index.value(g->awayId)].opponentsScore += lines[index.value(g->homeId)].points;
    }

    auto headToHead = [&](const QList<int> &group) {
        QHash<int, qint64> earned;
        QSet<qint64> members;
        for (int line : group)
            members.insert(lines[line].entrantId);
        for (const TournamentGame *g : counted) {
            if (!members.contains(g->homeId) || !members.contains(g->awayId))
                continue;
            earned[index.value(g->homeId)] +=
                resultPoints(rules, g->homeTouchdowns, g->awayTouchdowns);
            earned[index.value(g->awayId)] +=
                resultPoints(rules, g->awayTouchdowns, g->homeTouchdowns);
        }
        return earned;
    };

    QList<int> everyone;
    for (int i = 0; i < lines.size(); ++i)
        everyone.append(i);
    QList<QList<int>> groups = refine(everyone, [&](int i) { return qint64(lines[i].points); });
    groups = TieBreakers::apply(groups, rules.tieBreakers, lines, headToHead);
    QList<StandingLine> ranked;
    for (QList<int> group : groups) {
        std::sort(group.begin(), group.end(), [&](int a, int b) {
            return drawKey(rules.seed, lines[a].entrantId) <
                   drawKey(rules.seed, lines[b].entrantId);
        });
        for (int i : group) {
            ranked.append(lines[i]);
            ranked.last().rank = int(ranked.size());
        }
    }
    if (rules.format == TournamentFormat::Knockout || rules.format == TournamentFormat::Pools) {
        // After the pools, the knockout's placings come first; before it, the points.
        const KnockoutBracket bracket = KnockoutBracket::build(tournament);
        if (!bracket.seeds().isEmpty())
            return bracket.rank(ranked);
    }
    return ranked;
}

} // namespace dugout
