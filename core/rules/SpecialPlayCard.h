#pragma once

#include "LocalizedText.h"

#include <QList>
#include <QStringList>

namespace dugout {

// One player the coach names when he plays a card, and what the card does to him (the `apply`
// key's "players" list, in the order the coach names them).
struct CardPlayerChange
{
    // "own", "opponent" or "any": whose player is named; "all_own" and "all": every player of
    // the card's team, or of both teams, on the pitch (nobody named)
    QString team;
    QStringList from;    // the statuses he must be in ("standing", "prone", "stunned", "reserves",
                         // "knocked_out", "casualty")
    QString to;          // his status afterwards, empty to keep it
    int minCasualty = 0; // "casualty": his D68 result at least (41: a lasting injury or worse)
    int maxCasualty = 0; // "casualty": his D68 result at most (38: badly hurt), 0 for any
    int maxSt = 0;       // his ST at most, 0 for any
    QString without;     // a skill he must not have
    QStringList skills;  // skills he gains (for the card's `turns`/`until`, else the match)
    int ma = 0, st = 0, ag = 0, av = 0; // characteristic changes, as long
    // A whole profile instead (Eclipse's Goblin, Zap's frog): these characteristics, and only
    // `skills` plus those of `keep` he has when `replaceSkills` (Heckler keeps only those).
    int setMa = 0, setSt = 0, setAg = 0, setAv = 0;
    bool replaceSkills = false;
    QStringList keep;
    int stTimes = 0;          // his ST multiplied (Knutt's: 2)
    int thenSt = 0;           // his ST change once the card lapses, for the rest of the match
    bool chooseSkill = false; // the coach chooses one skill of his normal categories (`choice`)
    // Another outcome for the player the previous change named: applied when the card's D6 is
    // in dieMin..dieMax (Witch's Brew).
    bool samePlayer = false;
    bool idleLastTurn = false; // he took no action in his team's last turn (Chop Block)
    int dieMin = 0, dieMax = 0;
};

// What a card does to the state the tracker keeps (the `apply` key, read by CardEffects). A card
// whose effect lies only on the physical pitch (positions, the ball, a turn's modifiers) is
// "board": the tracker shows and logs its summary.
struct CardEffect
{
    QString kind = QStringLiteral("board"); // "board", "players", "rerolls", "strike",
                                            // "cancel_turnover", "mark", "weather", "joins",
                                            // "free_turns", "free_blitz" (Suicide Blitz),
                                            // "thrown" (Trampoline Trap)
    QList<CardPlayerChange> players;        // "players", "free_blitz": one change per player named
    int succeedsOn = 0; // "players": a D6 first, the change happens on this or more
    QString team;       // "rerolls", "strike", "thrown": "own", "opponent" or "any"
    int rerolls = 0;    // "rerolls": re-rolls gained for the match (negative: lost)
    int rerollDie = 0;  // "rerolls": lose a D<rerollDie> instead
    int eachLostOn = 0; // "rerolls": a D6 per re-roll of the team, lost on this or more
    int hitsOn = 0;     // "strike": the D6 a named player is hit on (0: hit without a roll)
    int maxPlayers = 0; // "strike": at most this many players named
    // How long "players" and "mark" last: team turns to end (1: this turn, 2: this turn and
    // the next), else until the end of the "drive" or the "half", or until the player named
    // loses the ball ("ball_lost": what the tracker sees of it, CardLasting); neither: the match.
    int turns = 0;
    QString until;
    QString mark;             // "mark": the rule it bends (CardLasting::marks())
    QString markTeam;         // "mark": whose team it acts on: "own", "opponent" or "both"
    bool namesPlayer = false; // "mark": one player of that team is named
    int value = 0;            // "mark": its figure (a FAME bonus, an armour modifier…)
    QList<std::pair<QString, int>> choices; // "mark": the coach's choice and the value it gives
    // "mark": more rules the card bends for as long, for the same team (That Babe's Got Talent's
    // `kickoff_contests` beside its FAME, Team Anthem's `wins_coin_toss`).
    QStringList alsoMarks;
    // "mark": this many players of that team drawn at random (a die each), each marked (Morley's
    // Revenge); 0 for none.
    int randomPlayers = 0;
    // "joins": a player who plays for the card's team for a while (`until` the drive or the
    // half), not one of its own: his name, the profile of `position` or the one given here, and
    // where he is put: "reserves" (set up with the team) or "standing" (on the pitch at once).
    LocalizedText joinName;
    QString joinPosition;
    int joinMa = 0, joinSt = 0, joinAg = 0, joinAv = 0;
    QStringList joinSkills;
    QString joinTo;
};

// The conditions a card's timing adds to its moment, as `needs` spells them.
inline QStringList specialPlayNeeds()
{
    return {QStringLiteral("receiving"),        QStringLiteral("kicking"),
            QStringLiteral("after_kick_off"),   QStringLiteral("after_turn"),
            QStringLiteral("opponent_scored"),  QStringLiteral("hurt_last_turn"),
            QStringLiteral("ko_recovery_ahead")};
}

// The rules a "mark" card bends for a while, as `mark` spells them (CardLasting applies them;
// docs/special-play-cards.md says what each does).
inline QStringList specialPlayMarks()
{
    return {QStringLiteral("no_team_rerolls"),
            QStringLiteral("extra_blitz"),
            QStringLiteral("extra_pass"),
            QStringLiteral("extra_pass_or_hand_off"),
            QStringLiteral("no_ball_turnovers"),
            QStringLiteral("ko_recovery"),
            QStringLiteral("kickoff_fame"),
            QStringLiteral("injury_stunned"),
            QStringLiteral("injury_unmodified"),
            QStringLiteral("armour_unmodified"),
            QStringLiteral("first_break_prone"),
            QStringLiteral("breaks_only_stun"),
            QStringLiteral("injury_modifier"),
            QStringLiteral("crowd_stunned"),
            QStringLiteral("armour_modifier"),
            QStringLiteral("foul_breaks_armour"),
            QStringLiteral("misses_match"),
            QStringLiteral("one_of_two_best"),
            QStringLiteral("may_miss_drive"),
            QStringLiteral("ko_set_up_stunned"),
            QStringLiteral("controlled_by_opponent"),
            QStringLiteral("must_act_first"),
            QStringLiteral("spiked_ball"),
            QStringLiteral("free_blitz"),
            QStringLiteral("kickoff_contests"),
            QStringLiteral("wins_coin_toss")};
}

struct SpecialPlayCard
{
    QString id;   // "miscellaneous_mayhem.badyear_git"
    QString card; // the playing card printed on it: "2♥", "V♠"…
    LocalizedText name;
    LocalizedText timing; // when it may be played
    // The same moment as a key the match tracker checks (CardRules): "before_match",
    // "before_setup", "kick_off", "start_of_turn", "end_of_turn", "drive_end", "turnover" (the
    // own turn has just ended on a turnover, before End turn).
    QString play;
    LocalizedText effect;
    CardEffect apply;  // what it does to the tracked match
    QStringList needs; // the conditions of its timing beyond the moment (specialPlayNeeds)
    // A condition the tracker cannot see (who holds the ball, who stands next to whom…): the
    // coach confirms it when he plays the card (MatchEvent::confirmed); empty for none.
    LocalizedText confirm;
};

// The moments a card may be played at, as `play` spells them.
inline QStringList specialPlayTimings()
{
    return {QStringLiteral("before_match"), QStringLiteral("before_setup"),
            QStringLiteral("kick_off"),     QStringLiteral("start_of_turn"),
            QStringLiteral("end_of_turn"),  QStringLiteral("drive_end"),
            QStringLiteral("turnover")};
}

struct SpecialPlayDeck
{
    QString id; // "miscellaneous_mayhem"
    LocalizedText name;
    qint64 cost = 0; // per random card drawn
    QList<SpecialPlayCard> cards;
};

} // namespace dugout
