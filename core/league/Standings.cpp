#include "Standings.h"

#include <QHash>

#include <algorithm>

namespace dugout {

namespace {

int pointsFor(const MatchSummary &match, Side side, const LeagueOptions &options)
{
    const auto winner = match.winner();
    if (!winner)
        return options.drawPoints;
    return *winner == side ? options.winPoints : options.lossPoints;
}

// The matches among `group` only: each team's points in that mini-table.
QHash<qint64, int> headToHeadPoints(const QList<StandingsRow *> &group,
                                    const QList<const MatchSummary *> &matches,
                                    const LeagueOptions &options)
{
    QHash<qint64, int> points;
    for (const StandingsRow *row : group)
        points.insert(row->teamId, 0);
    for (const MatchSummary *match : matches) {
        if (points.contains(match->homeTeamId) && points.contains(match->awayTeamId)) {
            points[match->homeTeamId] += pointsFor(*match, Side::Home, options);
            points[match->awayTeamId] += pointsFor(*match, Side::Away, options);
        }
    }
    return points;
}

// A team's value for one tie-breaker; higher ranks first.
int key(TieBreaker tieBreaker, const StandingsRow &row, const QHash<qint64, int> &headToHead)
{
    switch (tieBreaker) {
    case TieBreaker::Points:
        return row.points;
    case TieBreaker::HeadToHead:
        return headToHead.value(row.teamId);
    case TieBreaker::TouchdownDifference:
        return row.touchdownDifference();
    case TieBreaker::CasualtyDifference:
        return row.casualtyDifference();
    case TieBreaker::TouchdownsFor:
        return row.touchdownsFor;
    case TieBreaker::CasualtiesFor:
        return row.casualtiesFor;
    case TieBreaker::Wins:
        return row.wins;
    case TieBreaker::FewestMatches:
        return -row.played;
    }
    return 0;
}

// Orders `group` (teams level so far, by team id) by the tie-breakers from `next` on; the
// groups still level at the end go to `level`, best first. Each tie-breaker only sees the
// teams still tied, which is what head-to-head needs: its mini-table changes with the group.
void breakTies(QList<StandingsRow *> group, const QList<TieBreaker> &tieBreakers, qsizetype next,
               const QList<const MatchSummary *> &matches, const LeagueOptions &options,
               QList<QList<StandingsRow *>> &level)
{
    if (group.size() == 1 || next == tieBreakers.size()) {
        level << group;
        return;
    }
    const TieBreaker tieBreaker = tieBreakers.at(next);
    const QHash<qint64, int> headToHead = tieBreaker == TieBreaker::HeadToHead
                                              ? headToHeadPoints(group, matches, options)
                                              : QHash<qint64, int>();
    auto value = [&](const StandingsRow *row) { return key(tieBreaker, *row, headToHead); };
    std::stable_sort(group.begin(), group.end(), [&](const StandingsRow *a, const StandingsRow *b) {
        return value(a) > value(b);
    });
    for (qsizetype start = 0; start < group.size();) {
        qsizetype end = start + 1;
        while (end < group.size() && value(group.at(end)) == value(group.at(start)))
            ++end;
        breakTies(group.mid(start, end - start), tieBreakers, next + 1, matches, options, level);
        start = end;
    }
}

} // namespace

QList<StandingsRow> Standings::compute(const QList<qint64> &teamIds,
                                       const QList<MatchSummary> &matches,
                                       const LeagueOptions &options)
{
    QList<StandingsRow> rows;
    QHash<qint64, qsizetype> index;
    for (const qint64 teamId : teamIds) {
        if (index.contains(teamId))
            continue;
        index.insert(teamId, rows.size());
        rows << StandingsRow{.teamId = teamId};
    }

    // Only matches between two teams of this table count (another division's, a friendly
    // against an outsider… do not), and only the regular season's: the play-off rounds and
    // the end-of-season tournament come after the table (rulebook l.3956–4016).
    QList<const MatchSummary *> counted;
    for (const MatchSummary &match : matches) {
        if (match.homeTeamId == match.awayTeamId || !index.contains(match.homeTeamId) ||
            !index.contains(match.awayTeamId) || match.stage != FixtureStage::Regular)
            continue;
        counted << &match;
        StandingsRow &home = rows[index.value(match.homeTeamId)];
        StandingsRow &away = rows[index.value(match.awayTeamId)];
        const auto winner = match.winner();
        for (const Side side : {Side::Home, Side::Away}) {
            StandingsRow &row = side == Side::Home ? home : away;
            const bool isHome = side == Side::Home;
            ++row.played;
            if (!winner)
                ++row.draws;
            else if (*winner == side)
                ++row.wins;
            else
                ++row.losses;
            row.points += pointsFor(match, side, options);
            row.touchdownsFor += isHome ? match.homeScore : match.awayScore;
            row.touchdownsAgainst += isHome ? match.awayScore : match.homeScore;
            row.casualtiesFor += isHome ? match.homeCasualties : match.awayCasualties;
            row.casualtiesAgainst += isHome ? match.awayCasualties : match.homeCasualties;
        }
    }

    // Teams level after every tie-breaker keep the order of their ids.
    QList<StandingsRow *> all;
    for (StandingsRow &row : rows)
        all << &row;
    std::sort(all.begin(), all.end(),
              [](const StandingsRow *a, const StandingsRow *b) { return a->teamId < b->teamId; });
    QList<QList<StandingsRow *>> level;
    if (!all.isEmpty())
        breakTies(all, options.tieBreakers, 0, counted, options, level);

    QList<StandingsRow> table;
    table.reserve(rows.size());
    for (const QList<StandingsRow *> &group : std::as_const(level)) {
        const int rank = int(table.size()) + 1; // 1, 2, 2, 4: a shared rank skips the next ones
        for (StandingsRow *row : group) {
            row->rank = rank;
            table << *row;
        }
    }
    return table;
}

QString Standings::tieBreakerName(TieBreaker tieBreaker)
{
    switch (tieBreaker) {
    case TieBreaker::Points:
        return tr("Points");
    case TieBreaker::HeadToHead:
        return tr("Head-to-head");
    case TieBreaker::TouchdownDifference:
        return tr("Touchdown difference");
    case TieBreaker::CasualtyDifference:
        return tr("Casualty difference");
    case TieBreaker::TouchdownsFor:
        return tr("Touchdowns scored");
    case TieBreaker::CasualtiesFor:
        return tr("Casualties inflicted");
    case TieBreaker::Wins:
        return tr("Wins");
    case TieBreaker::FewestMatches:
        return tr("Fewest matches played");
    }
    return {};
}

} // namespace dugout
