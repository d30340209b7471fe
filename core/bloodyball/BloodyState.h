#pragma once

#include "BloodyEvent.h"
#include "Board.h"

#include <QList>

#include <array>

namespace dugout::bloodyball {

// The three states of the seed (l.81–91), and removed from play by an attack (l.192).
enum class PlayerState { Standing, Down, KO, Removed };

struct PlayerInPlay
{
    PlayerState state = PlayerState::Standing;
    Square square;         // invalid while not set up or removed
    int substitutions = 0; // how many times a substitute took this place (seed l.43)
};

struct TeamInPlay
{
    std::array<PlayerInPlay, 5> players;
    int touchdowns = 0;
};

// Where the ball is: carried, lying on a square, in the air during a pass, or not in play.
struct BallState
{
    enum class Where { OffPitch, Carried, Loose, InFlight };
    Where where = Where::OffPitch;
    int team = -1; // Carried: the carrier's team and index
    int player = -1;
    Square square; // Loose: its square
};

// The stage of the game: whose decision the game waits for.
enum class Stage {
    QuarterStart, // the deck must be shuffled for the next quarter
    Placing,      // `placingTeam` sets up
    GivingBall,   // the attacking team hands out the ball
    Playing,      // `seatToPlay` plays a card
    Reaction,     // `seatToPlay` may react to the last action, or decline
    Deviation,    // `deviation.chooser` moves the ball one square
    GameOver,
};

// An attack or a pass whose outcome waits for the opponent's reaction (seed l.217–219).
struct PendingReaction
{
    enum class Kind { None, Attack, Pass };
    Kind kind = Kind::None;
    int team = -1;         // the acting team
    int player = -1;       // attacker or thrower
    int target = -1;       // attacked player (other team) or receiver (same team)
    bool diagonal = false; // the attack crossed a corner
    bool succeeded = false;
};

// The ball's deviation in progress (seed l.310–325).
struct DeviationState
{
    int chooser = -1; // the team that picks the next square
    int lostBy = -1;  // the team that lost the ball
    Square at;        // where the ball is now
    Square from;      // the square it came from (invalid for the first step)
    int steps = 0;
};

// One quarter on the score sheet (seed l.142, the reference sheet): who attacked, who scored.
struct QuarterRecord
{
    int attacker = -1;
    int scorer = -1; // -1 when the quarter ended without a touchdown
};

struct GameState
{
    std::array<TeamInPlay, 2> teams;
    BallState ball;
    Stage stage = Stage::QuarterStart;
    int quarter = 0;    // 1..4 once started
    int phase = 0;      // action phase in the quarter, 1..4
    int firstSeat = -1; // the seat that started the first quarter
    int placingTeam = -1;
    int seatToPlay = -1;
    QList<QList<int>> hands; // per seat: card indexes (dealt cards) — empty with typed cards
    QList<int> handCounts;   // per seat: cards left to play this phase
    QList<int> deck;         // cards not dealt yet, top first (dealt cards only)
    int deckLeft = 0;        // cards not dealt yet (both modes)
    QList<int> discard;      // played cards this quarter (dealt cards only)
    QList<int> suitsPlayed;  // per Suit, this quarter: typed cards are checked against the deck
    PendingReaction pending;
    DeviationState deviation;
    QList<QuarterRecord> quarters;
};

} // namespace dugout::bloodyball
