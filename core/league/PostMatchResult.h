#pragma once

#include "ChaosCupGifts.h"
#include "MatchRecord.h"
#include "MatchSummary.h"
#include "core/team/Team.h"

#include <QList>
#include <QStringList>

#include <optional>

namespace dugout {

// The money and fans of one team through the post-match sequence, for the preview.
struct PostMatchTeamSummary
{
    int fans = 0; // gate: (2D6 + fan factor) × 1,000
    int fame = 0;
    qint64 teamValueBefore = 0;
    qint64 teamValueAfter = 0;
    qint64 treasuryBefore = 0;
    qint64 treasuryAfter = 0;
    qint64 inducementGold = 0;    // taken from the treasury (petty cash spent)
    qint64 handicap = 0;          // the gold the stadium gave the weaker team
    qint64 handicapLost = 0;      // the handicap not spent
    qint64 pettyCashReturned = 0; // petty cash not spent, back in the treasury
    qint64 winnings = 0;
    qint64 expenses = 0;
    int fanFactorBefore = 0;
    int fanFactorAfter = 0;
    QList<int> mvpNumbers;      // 0 = an induced player (the award is lost)
    QList<qint64> mvpPlayerIds; // the same MVPs by player id (0: induced, or a team not stored)
    // Step 7: how many free journeymen the team could take and from which positions.
    int freeJourneymenAllowed = 0;
    QStringList freeJourneymenPositions;
    QStringList freeJourneymenTaken; // the positions of those it took
    // The Chaos Cup's winner: each player the dice drew for a gift, with what he may take.
    struct ChaosGiftDraw
    {
        int number = 0;
        QString playerName;
        QList<ChaosGiftOption> options;
        QString chosen; // the skill id taken; empty: none yet
    };
    QList<ChaosGiftDraw> chaosGifts;
    int chaosGiftPool = 0; // the players the dice drew from (0: the team receives no gift)
};

// One readable line of the post-match log; `side` is empty for lines about the match itself.
struct PostMatchLine
{
    std::optional<Side> side;
    QString text;
};

// What the post-match sequence made of a match: both teams as they will be stored, the log
// the commissioner reads before confirming, and the record completed with every die used.
struct PostMatchResult
{
    QStringList errors; // the record was refused: nothing below is meaningful
    Team home;
    Team away;
    PostMatchTeamSummary homeSummary;
    PostMatchTeamSummary awaySummary;
    QList<PostMatchLine> log;
    MatchRecord record;
    MatchSummary summary;
    // Spike!'s Player of the Year on a team that did not play the final: it as it was and as it
    // will be stored (record.playerOfTheYear says who).
    std::optional<Team> awardedBefore;
    std::optional<Team> awarded;

    bool ok() const { return errors.isEmpty(); }
    Team &team(Side side) { return side == Side::Home ? home : away; }
    const Team &team(Side side) const { return side == Side::Home ? home : away; }
    PostMatchTeamSummary &teamSummary(Side side)
    {
        return side == Side::Home ? homeSummary : awaySummary;
    }
    const PostMatchTeamSummary &teamSummary(Side side) const
    {
        return side == Side::Home ? homeSummary : awaySummary;
    }
    // The log as plain text, one line each, team lines prefixed with the team's name.
    QString logText() const;
};

} // namespace dugout
