#pragma once

#include "MatchRecord.h"
#include "MatchSummary.h"
#include "PostMatchResult.h"
#include "core/match/MatchEvent.h"
#include "core/team/Team.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace dugout {

// One line of a tracked match's event log, as the tracker wrote it.
struct MatchReportEvent
{
    QDateTime at; // UTC
    MatchEventType type = MatchEventType{};
    QString text; // empty for an event the tracker wrote no line for: its type says what it was
};

// Everything the report of a confirmed league match shows: the score, the record with every
// die (SPP events, casualties with their D68, MVPs, advancements), both teams as they were
// before, the post-match log as it was previewed and applied, the money and fans of each team
// and, for a match tracked in the Matches area, its event log.
struct MatchReport
{
    qint64 matchId = 0;
    qint64 leagueId = 0;
    QString leagueName;
    QString seasonName; // empty for a match outside any season
    int round = 0;      // 0 for a match outside the schedule
    QDateTime playedAt; // UTC
    MatchSummary summary;
    MatchRecord record;
    Team homeBefore;
    Team awayBefore;
    QList<PostMatchLine> log;
    // Gate, FAME, winnings, expenses, fan factor: the post-match sequence replayed over the
    // stored dice. Empty when it no longer replays exactly (the log above still says it all).
    std::optional<PostMatchTeamSummary> homeSummary;
    std::optional<PostMatchTeamSummary> awaySummary;
    qint64 trackedMatchId = 0; // 0: the result was entered by hand
    QList<MatchReportEvent> trackedEvents;

    const Team &before(Side side) const { return side == Side::Home ? homeBefore : awayBefore; }
    const std::optional<PostMatchTeamSummary> &teamSummary(Side side) const
    {
        return side == Side::Home ? homeSummary : awaySummary;
    }
};

} // namespace dugout
