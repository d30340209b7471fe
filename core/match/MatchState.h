#pragma once

#include "CardMark.h"
#include "MatchEvent.h"
#include "core/forge/ForgeTerrain.h"
#include "core/inducements/InducementPurchases.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace dugout {

// Where a player is during a tracked match: the status chips of the tracker.
enum class PlayerState {
    Reserves,   // in the dugout, can be set up for the next drive
    Standing,   // on the pitch
    Prone,      // on the pitch, face up
    Stunned,    // on the pitch, face down
    KnockedOut, // in the KO box: rolls 4+ before each kick-off to come back
    Casualty,   // in the dead & injured box for the rest of the match
    SentOff,    // sent off by the referee (foul, secret weapon) for the rest of the match
    Fainted,    // sweltering heat: sits out the next drive, then back to reserves
};

inline bool isOnPitch(PlayerState state)
{
    return state == PlayerState::Standing || state == PlayerState::Prone ||
           state == PlayerState::Stunned;
}

struct MatchPlayer
{
    qint64 playerId = 0; // the roster's player id (0 for a Zombie raised during the match)
    int number = 0;
    QString name;
    QString positionId;
    int ma = 0, st = 0, ag = 0, av = 0;
    QStringList skills;          // skill ids, starting and gained (Loner for journeymen)
    int niggling = 0;            // niggling injuries: +1 each on injury rolls against him
    bool raisedFromDead = false; // a Zombie raised by the Necromancer during this match
    // A star player or a mercenary hired for this match only (issue 16): he plays, scores and
    // may be hurt, but keeps no SPP and nothing of his goes back to the team.
    bool induced = false;

    PlayerState state = PlayerState::Reserves;
    bool acted = false; // has taken an action this team turn
    bool stunnedThisTurn =
        false; // stunned during his own team's turn: stays face down one more turn
    bool playedThisDrive = false;   // set up for the current drive (secret weapons, heat)
    std::optional<int> casualtyD68; // the casualty he suffered, once rolled (and chosen)
    bool badlyHurtTreated = false;  // a badly hurt result the apothecary sent back to reserves
    // Regeneration is rolled after the apothecary's decision (l.6419): a casualty with
    // Regeneration whose team still has an apothecary waits here for Apothecary or Regeneration.
    bool regenerationPending = false;

    // SPP events of this match.
    int completions = 0;
    int touchdowns = 0;
    int interceptions = 0;
    int casualtiesInflicted = 0; // by blocking only

    bool hasSkill(const QString &id) const { return skills.contains(id); }
    bool operator==(const MatchPlayer &) const = default;
};

struct TeamMatchState
{
    qint64 teamId = 0;
    QString name;
    QString rosterId;
    QList<MatchPlayer> players;

    int score = 0;
    int turn = 0;         // turn marker of the current half, 0 before the team's first turn
    int rerolls = 0;      // team re-rolls left this half
    int rerollsTotal = 0; // the roster's re-rolls: the count at the start of each half
    bool rerollUsedThisTurn = false;
    bool leaderReroll = false; // the Leader re-roll of this half is still there
    int fanFactor = 0;
    int gate = 0; // fans, in thousands
    int fame = 0; // 0, 1 or 2
    int cheerleaders = 0;
    int assistantCoaches = 0;
    int apothecaries = 0;     // uses left this match
    bool necromancer = false; // may raise the dead once (Undead, Necromantic)
    bool raisedDead = false;
    int bribes = 0;
    int babes = 0; // Bloodweiser babes bought: +1 each on the team's KO recovery rolls
    // What the team bought for this match, one Inducement event at a time (cards drawn included).
    InducementPurchases bought;
    bool igorUsed = false;   // Igor re-rolls one failed Regeneration per match
    bool spellCast = false;  // the wizard casts one spell per match
    QStringList cardsPlayed; // special play cards of bought.drawn already played
    // What the cards played (by either coach) still change for this team (CardLasting).
    QList<CardMark> cardMarks;
    // What some cards' timing asks about the last turns (CardLasting::remember): the players
    // who acted in the team's last turn (Chop Block), and whether one of its players was hurt
    // (stunned, K.O.'d or a casualty) in the opponent's last turn (Get 'Em Lads).
    QList<int> actedLastTurn;
    bool hurtInOpponentTurn = false;

    // Once-per-turn actions of the current team turn.
    bool blitzUsed = false;
    bool passUsed = false;
    bool handOffUsed = false;
    bool foulUsed = false;
    int blitzer = 0; // shirt number of this turn's blitzer (Blitz and Pass by different players)
    int passer = 0;
    bool passCompleted = false;
    int fouler = 0; // this turn's fouler
    // Players who declared a Block or a Blitz this turn: a knock-down of the other team is theirs.
    QList<int> blockers;
    bool foulMade = false; // his foul has been rolled

    MatchPlayer *player(int number);
    const MatchPlayer *player(int number) const;
    int countIn(PlayerState state) const;
    int onPitch() const;
    bool operator==(const TeamMatchState &) const = default;
};

enum class MatchPhase {
    PreMatch,  // weather, gate, FAME and the coin toss not yet entered
    Setup,     // the kicking team then the receiving team set up (Lineup)
    KickOff,   // both teams set up: roll the kick-off table
    Turn,      // a team turn is under way (`active`), or a free Blitz turn (`blitzTurn`)
    AwaitTurn, // `active` may start its turn (or concede)
    DriveOver, // a touchdown or the end of a half: EndDrive (send-offs, heat, KO recovery)
    TieBreak,  // tied after the second half: overtime, a draw, or a shoot-out after overtime
    Finished,
};

struct MatchState
{
    MatchPhase phase = MatchPhase::PreMatch;
    int half = 1;             // 1, 2, or 3 for overtime
    int drive = 0;            // drives kicked so far
    Side active = Side::Home; // the team whose turn it is (or will be)
    Side kicking =
        Side::Home; // the kicking team of the current drive (after a touchdown: of the next one)
    Side receivedFirst = Side::Away; // received the first kick-off: kicks the second half
    bool blitzTurn = false;          // the kick-off Blitz free turn of the kicking team
    bool turnover = false; // the active turn is over: only End turn (and bribes, apothecary) remain
    QString weatherId;     // "nice", "pouring_rain"…
    QString kickOffId;     // the current drive's kick-off result
    TeamMatchState home;
    TeamMatchState away;

    bool halfOver =
        false; // DriveOver: the drive ended with the half (EndDrive then starts the next half)

    // The player hurt by the last event, for the apothecary and the Necromancer; cleared by
    // any other event.
    std::optional<Side> lastHurtSide;
    int lastHurtNumber = 0;
    KnockDownCause lastHurtCause = KnockDownCause::Block;
    int pendingSendOff = 0; // the active team's fouler just sent off: a bribe may cancel it

    // The team whose turn has just ended (EndTurn): its wizard may still cast right now. Cleared
    // by any other event.
    std::optional<Side> turnJustEnded;
    // The kick-off has just been resolved and the receiving team's turn not started: the
    // kicking team may play a card then (CardRules). Cleared like turnJustEnded.
    bool kickOffJustResolved = false;
    // The team that has just scored and its scorer, until the next event other than a card: a
    // card played "right after the opponent scores" (CardRules) needs it.
    std::optional<Side> justScored;
    int justScoredNumber = 0;

    std::optional<Side> conceded;
    // Conceded before any kick-off while able to field 2 players or fewer (l.3856–3858): no
    // extra penalty after the match.
    bool concededWithoutPenalty = false;
    std::optional<Side> shootOutWinner;

    // La Forge de Sigmar's terrain (inactive on a standard pitch).
    ForgeTerrain terrain;

    TeamMatchState &team(Side side) { return side == Side::Home ? home : away; }
    const TeamMatchState &team(Side side) const { return side == Side::Home ? home : away; }
    bool operator==(const MatchState &) const = default;
};

} // namespace dugout
