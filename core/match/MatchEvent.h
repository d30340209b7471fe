#pragma once

#include "core/forge/PitchSquare.h"
#include "core/league/MatchRecord.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace dugout {

// What a coach told Dugout, once, at the table (docs/architecture.md, "A tracked match is an event
// log"). A tracked match is the list of these; its state is their fold (MatchFold). An event keeps
// every die it used in `dice`, by purpose, so folding it again never rolls: typed dice are put
// there before the event is applied, missing ones are rolled by Dugout and then kept.
enum class MatchEventType {
    PreMatch,   // weather 2D6 ("weather"), gates ("home.gate", "away.gate"); `side` kicks first
    Lineup,     // `side` sets up `numbers`, `lineOfScrimmage` of them on the line,
                // `wideLeft`/`wideRight` in the wide zones
    KickOff,    // the kick-off table ("kickoff" 2D6) and whatever its result rolls
    StartTurn,  // `side` moves its turn marker and starts its turn
    Action,     // player `number` of `side` declares `action` (on La Forge de Sigmar a move
                // or a blitz may name its path in `squares`, a pass its square and target)
    TeamReroll, // `side` uses a team re-roll (for player `number`, 0 if none: Loner rolls "loner")
    LeaderReroll, // `side` uses its Leader re-roll
    KnockDown,    // player `number` of `side` is knocked down by `cause` (attacker: `target` of the
                  // other side, or of `side` with `teamMate`); `ball`: he held the ball
    PlacedProne,  // player `number` of `side` is placed prone without an armour roll; `ball`: he
                  // held the ball
    Foul, // player `number` of `side` fouls `target` (of `side` with `teamMate`); `assists` and
          // `defensiveAssists`
    Apothecary,   // `side` uses its apothecary on player `number` (the last one hurt); Regeneration
                  // follows if still hurt
    RaiseDead,    // `side`'s Necromancer raises the opposing player just killed as a Zombie
    Bribe,        // `side` bribes the referee for player `number` just sent off ("bribe" D6)
    Completion,   // player `number` of `side` completes a pass (in the opponent's turn: a Dump-off)
    Interception, // player `number` of `side` intercepts (in his own turn: the Dump-off of
                  // `target`)
    Touchdown,    // player `number` of `side` scores
    Turnover,     // the active team's turn ends now; `reason`
    EndTurn,      // the active team ends its turn
    EndDrive,   // between drives: secret weapons sent off (bribes: home `numbers`, `awayNumbers`),
                // heat, KO recovery
    Concede,    // `side` concedes (at the start of its own turn)
    Overtime,   // after a tied second half: `flag` true for overtime (then `side` kicks), false for
                // no overtime
    ShootOut,   // penalty shoot-out: "home.shootout", "away.shootout"
    AcceptDraw, // the coaches end a tied match as a draw
    Regeneration, // `side` declines its apothecary for player `number`: his Regeneration is rolled
                  // ("regeneration" D6)
    // La Forge de Sigmar (core/forge, ForgeRules): refused on a standard pitch.
    TerrainPlace,     // `side`'s coach puts the `terrain` token on `squares`[0] ("none" clears it)
    TerrainEvolution, // the start of the active team's turn: a D8 per crevasse end, lava, crests;
                      // `squares`: where a player stops the lava this turn
    CreateCrevasse,   // player `number` of `side`, on `squares`[0], strikes the ice (2D6 + ST);
                      // `squares`[1]: the square he chooses on 16+
    AccidentalCrevasse, // `terrain` says the cause (ForgeKeys); `squares` where; D6 = 1 opens it
    TerrainJump,        // player `number` of `side` jumps over a `terrain` crevasse or lava
    LavaBurn,           // player `number` of `side` is on lava
    GenestealerAttack,  // genestealer `target` (1, 2…) knocks player `number` of `side` down
    CrevasseFall,       // player `number` of `side` stood on `squares`[0] when a crevasse just
                        // opened there: he falls to the bottom (armour, then injury); with
                        // `flag`, he is pushed into `squares`[0], a crevasse or lava square
    // The pre-match sequence and the inducements bought for the match (issue 16).
    Weather,    // the weather table rolled first, before petty cash and purchases ("weather" 2D6)
    Inducement, // `side` buys `item` ("bribe", "star:ID", "mercenary:POS[+SKILL]", "card:DECK";
                // a card is drawn from what is left of its deck: "<side>.card" D(cards left))
    Spell,      // `side`'s wizard casts `item` ("fireball", "lightning_bolt") on `numbers` of
                // the home team and `awayNumbers` of the away team ("<side>.spell.N" D6 each)
    Igor,       // `side`'s Igor re-rolls the failed Regeneration of player `number` ("igor" D6)
    PlayCard,   // `side` plays the special play card `item` from its hand
};

// Why a player went down (KnockDown) and what it means for armour, turnovers and SPP.
enum class KnockDownCause {
    Block,    // knocked down by a block or blitz of `target`: armour roll, SPP for a casualty
    Fall,     // failed dodge, going for it, jump or landing: armour roll, own player
    Crowd,    // pushed into the crowd: injury roll only, then off the pitch
    Rock,     // hit by a rock from the kick-off table: injury roll only
    Chainsaw, // chainsaw attack of `target` (armour +3), no SPP
    Other,    // anything else that makes an armour roll (bomb…): no SPP
    Stab, // stabbed by `target`: unmodified armour roll, no effect if it holds, unmodified injury,
          // no SPP
    Kickback, // the player's own chainsaw turned on him: armour +3, no effect if it holds
    Landing,  // a thrown team-mate failed his landing: armour roll, prone; a turnover only with the
              // ball
    // A failed catch or pick-up while Spiked Ball is in play (special play card): as a stab with
    // no attacker (unmodified armour, no effect if it holds, unmodified injury, no SPP); also
    // between the kick-off and the receiving team's turn.
    SpikedBall,
};

enum class PlayerAction { Move, Block, Blitz, Pass, HandOff, Foul, Other };

enum class TurnoverReason {
    Declared,    // the coach pressed Turnover
    KnockedDown, // a player of the active team knocked down
    FailedPickUp,
    FailedCatch, // pass or hand-off not caught by the active team
    Fumble,
    Interception,
    SentOff,       // the fouler was sent off
    Timer,         // the 4-minute limit
    FailedLanding, // thrown ball-carrier failed to land
};

struct MatchEvent
{
    MatchEventType type = MatchEventType::EndTurn;
    Side side = Side::Home;
    int number = 0; // shirt number of the player on `side`
    int target = 0; // shirt number of a player of the other side
    PlayerAction action = PlayerAction::Move;
    KnockDownCause cause = KnockDownCause::Block;
    TurnoverReason reason = TurnoverReason::Declared;
    QList<int>
        numbers; // Lineup: the players set up; EndDrive: home secret weapons the coach bribes for
    QList<int> awayNumbers; // EndDrive: away secret weapons the coach bribes for
    int lineOfScrimmage = 0;
    int wideLeft = 0;
    int wideRight = 0;
    int assists = 0;          // Foul: offensive assists
    int defensiveAssists = 0; // Foul: defensive assists
    bool flag = false;        // Overtime: agreed; Apothecary: keep the second casualty result
    bool ball = false; // KnockDown, PlacedProne: the player held the ball (l.897–913 turnovers)
    // KnockDown, Foul: `target` plays for `side` too, a team-mate of `number`: under Blackmail
    // (random_events.blackmail) a player the other team controls blocks or fouls his own team.
    bool teamMate = false;
    QList<PitchSquare> squares; // La Forge de Sigmar: the squares the event is about
    QString terrain;            // La Forge de Sigmar: a token, a jump or an accident's cause
    QString item;               // Inducement: what is bought; Spell: the spell; PlayCard: the card
    // PlayCard: what the coach chose for the card (a skill, a weather, "add"/"remove").
    QString choice;
    // PlayCard: the coach confirms the condition the tracker cannot see (who holds the ball,
    // who stands next to whom…) that the card's timing needs (CardRules::canPlay).
    bool confirmed = false;
    QHash<QString, QList<int>> dice; // every die used, by purpose
    QDateTime at;                    // when the coach confirmed it (UTC)

    bool operator==(const MatchEvent &) const = default;
};

} // namespace dugout
