#pragma once

#include "FixtureStage.h"
#include "Major.h"
#include "core/inducements/InducementPurchases.h"
#include "core/team/Advancement.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dugout {

enum class Side { Home, Away };
inline Side opponent(Side side)
{
    return side == Side::Home ? Side::Away : Side::Home;
}

// What one player did in a match that earns star player points.
struct PlayerMatchEvents
{
    int number = 0; // shirt number of the active player wearing it at kick-off
    int completions = 0;
    int touchdowns = 0;
    int interceptions = 0;
    int casualties = 0; // inflicted by blocking (the only ones that earn SPP)
    bool operator==(const PlayerMatchEvents &) const = default;
};

// A casualty a player suffered, with the dice that decided it. A missing die is rolled by the
// post-match sequence (and then kept, so the result can be replayed).
struct CasualtyRecord
{
    int number = 0;
    std::optional<int> d68;           // tens from a D6, units from a D8: 11…68
    std::optional<int> regeneration;  // D6, for a player with Regeneration (4+ heals)
    bool apothecary = false;          // the team's apothecary treated this casualty
    std::optional<int> apothecaryD68; // the apothecary's re-roll
    std::optional<bool>
        keepSecond; // which of the two results the coach keeps (default: the milder)
    bool operator==(const CasualtyRecord &) const = default;
};

// An advancement roll resolved with the result (otherwise it stays queued on the player).
struct AdvancementChoice
{
    int number = 0;
    int die1 = 0;
    int die2 = 0;
    AdvancementOption option;
    bool operator==(const AdvancementChoice &) const = default;
};

// The gift of the Chaos gods the winner of the Chaos Cup's final takes for one of its drawn
// players (ChaosCupGifts): a Mutation, Hypnotic Gaze, Stab or Regeneration.
struct ChaosGiftChoice
{
    int number = 0; // shirt number at kick-off of a player the dice drew
    QString skillId;
    bool operator==(const ChaosGiftChoice &) const = default;
};

// Spike!'s Player of the Year as the final's post-match sequence gave it (PlayerOfTheYear). Kept
// with the stored match: undoing the final takes the skill back from a team that did not play it.
struct PlayerOfTheYearAward
{
    qint64 teamId = 0;
    qint64 playerId = 0;
    int number = 0;
    QString playerName;
    QString teamName;
    int spp = 0;
    int tied = 1;        // players level on the most SPP (a die drew among them)
    bool gained = false; // false: he already had Fan Favourite
    bool operator==(const PlayerOfTheYearAward &) const = default;
};

struct TeamMatchRecord
{
    qint64 teamId = 0;
    int score = 0;
    QList<PlayerMatchEvents> players;
    QList<CasualtyRecord> casualties; // suffered by this team's players
    qint64 pettyCash = 0;             // moved from the treasury before the match
    qint64 inducementsSpent = 0;      // handicap and petty cash spent on inducements
    int inducedPlayers =
        0; // star players and mercenaries who played (can win the MVP, then it is lost)
    int wanderingApothecaries = 0; // bought as inducements: more apothecary uses
    // What the team bought, item by item. When given, the three figures above are worked out
    // from it by the post-match sequence (InducementBill); older records give only the figures.
    std::optional<InducementPurchases> inducements;
    int raisedDead = 0;    // Zombies the Necromancer raised: they join for free if there is room
    QList<int> mvpNumbers; // the MVP(s) chosen or drawn by hand; 0 = an induced player
    bool rerollWinnings = false; // the winner's choice to re-roll the winnings die
    QList<int> hireJourneymen;   // journeymen the coach keeps for good (others are released)
    // Free journeymen taken to reach 11 players (FreeJourneymen), one position id each; empty:
    // the coach declines them; none given: up to 11 of the first 0-16/0-12 position.
    std::optional<QStringList> freeJourneymen;
    QList<AdvancementChoice> advancements;
    // The winner of a Chaos Cup final: the gift each drawn player takes (none: he takes none).
    QList<ChaosGiftChoice> chaosGifts;
    bool operator==(const TeamMatchRecord &) const = default;
};

enum class Concession {
    None,
    // Every conceding team wins no gold and gives its MVP to the opponent (l.3362–3364).
    BeforeKickOff, // before kick-off with 2 or fewer players able to play: no extra penalty
    DuringMatch, // any other concession: the winner takes its winnings, −1 fan factor, veterans may
                 // leave
};

// Everything about a played match that the post-match sequence needs: the result, the SPP
// events, the casualties and every die (typed ones in `dice` by purpose; missing ones rolled).
struct MatchRecord
{
    qint64 leagueId = 0;
    qint64 seasonId = 0;
    qint64 fixtureId = 0; // 0 for a match outside the schedule
    // Taken from the fixture when the result is recorded (ResultRecorder): the semi-finals and
    // the final double the gate and the winnings and give no handicap (PlayoffRules).
    FixtureStage stage = FixtureStage::Regular;
    Major major = Major::None; // the fixture's too: the Blood Bowl's final rewards its players
    // A refused league challenge (ChallengeRules): a 2–0 win for the home team, the challenger,
    // and nothing else changes (rulebook l.4048–4051).
    bool forfeit = false;
    TeamMatchRecord home;
    TeamMatchRecord away;
    Concession concession = Concession::None;
    Side concededBy = Side::Home;
    QHash<QString, QList<int>> dice; // "home.gate": [3, 4], "away.winnings": [5]…
    // Written by the post-match sequence of a Spike! final (never read from the input).
    std::optional<PlayerOfTheYearAward> playerOfTheYear;

    TeamMatchRecord &team(Side side) { return side == Side::Home ? home : away; }
    const TeamMatchRecord &team(Side side) const { return side == Side::Home ? home : away; }
    bool operator==(const MatchRecord &) const = default;
};

} // namespace dugout
