#pragma once

#include "PitchSquare.h"
#include "core/league/MatchRecord.h"

#include <QList>

#include <optional>

namespace dugout {

// What a square of La Forge de Sigmar holds (seed l.24, l.87, l.110).
enum class TerrainToken { None, Crevasse, Lava, Crest };

// One crevasse as a chain of squares from one end to the other (seed l.24, l.50–52). The seed
// joins every token touching another into one crevasse but only rolls for "its ends"; Dugout
// keeps each crevasse as the chain it grew as, so it always has at most two ends: a token
// placed next to an end that still grows lengthens that crevasse, any other starts a new one.
// A lava-filled square stays in its chain (the lava runs inside the crevasse).
struct CrevasseChain
{
    QList<PitchSquare> squares;
    bool frontStable = false; // the end at squares.first() stopped for good
    bool backStable = false;  // the end at squares.last()
    bool operator==(const CrevasseChain &) const = default;
};

// An end a D8 is rolled for at the start of a turn.
struct CrevasseEnd
{
    int chain = 0;
    bool back = false;
    PitchSquare square;
    std::optional<PitchSquare> origin; // its neighbour in the chain: the way back stabilises it
};

// A genestealer woken by a new crevasse (seed l.146–149): it goes for the nearest player and
// keeps at him until he is hurt; then it is gone.
struct Genestealer
{
    PitchSquare square;
    std::optional<Side> victimSide; // set by its first attack
    int victim = 0;
    bool operator==(const Genestealer &) const = default;
};

// A magic item found under the ice (seed l.155).
struct MagicItem
{
    PitchSquare square;
    Side side = Side::Home; // the finder's team
    int finder = 0;         // his shirt number (0: found by no player, an explosion)
    bool works = false;
    bool operator==(const MagicItem &) const = default;
};

// A player who came through the lava unhurt: it swallows him at the next evolution (seed l.91).
struct LavaVictim
{
    Side side = Side::Home;
    int number = 0;
    bool operator==(const LavaVictim &) const = default;
};

// The terrain of a match played on La Forge de Sigmar: the tokens on the 26×15 grid, the
// crevasses as chains, the volcano, and what the ice has let out. Players stay on the physical
// board; the terrain is what Dugout follows. Folded from the match log like the rest of the
// match (MatchState::terrain).
struct ForgeTerrain
{
    bool active = false;        // false on a standard pitch: the whole terrain is unused
    QList<TerrainToken> tokens; // PitchSquare::index(); Columns × Rows when active
    QList<CrevasseChain> crevasses;
    int homePlaced = 0; // tokens each coach placed before the kick-off (seed l.142)
    int awayPlaced = 0;
    bool evolutionDue = false; // a turn started: its evolution must be rolled first
    QList<LavaVictim> lavaVictims;
    QList<Genestealer> genestealers;
    QList<MagicItem> items;
    // The squares where a crevasse just opened under whoever stood there (seed l.26, l.35): the
    // coaches say who did (CrevasseFall). Set by the last evolution or strike that opened any,
    // emptied when a turn starts; a square leaves the list once its player has fallen.
    QList<PitchSquare> opened;
    bool openedByEvolution = false; // the start of a turn opened them, not a player's action

    // A fresh Forge pitch: open ice and the volcano.
    static ForgeTerrain forge();

    // The seed's map is not in its text: Dugout puts the volcano on four squares at the middle
    // of one sideline, on the line of scrimmage (rows A–B, columns 13–14), the same distance
    // from both end zones.
    static bool isVolcano(const PitchSquare &square);
    static QList<PitchSquare> volcano();

    TerrainToken at(const PitchSquare &square) const;
    void set(const PitchSquare &square, TerrainToken token);
    // On the pitch, not the volcano, no token.
    bool isOpenIce(const PitchSquare &square) const;
    bool touchesVolcano(const PitchSquare &square) const;
    bool touches(const PitchSquare &square, TerrainToken token) const;
    int count(TerrainToken token) const;

    // The chain holding `square`, or -1.
    int chainOf(const PitchSquare &square) const;
    // A new crevasse token on open ice: lengthens the first crevasse whose growing end it
    // touches, or starts a new one-square crevasse.
    void addCrevasse(const PitchSquare &square);
    // Grows `end` of its chain onto `square`.
    void grow(const CrevasseEnd &end, const PitchSquare &square);
    // Takes the token off `square`; a chain cut in the middle becomes two.
    void clear(const PitchSquare &square);

    // The ends a D8 is rolled for now, in order: each crevasse in the order it opened, its
    // first end then its last (one end for a one-square crevasse). An end stopped for good, or
    // filled by lava or a crest, rolls no more.
    QList<CrevasseEnd> endsToRoll() const;
    // The crevasse squares the lava would fill now: those touching the volcano or a lava token.
    QList<PitchSquare> lavaWouldEnter() const;
    // Whether a turn's start has anything to roll or move.
    bool hasEvolution() const;

    bool operator==(const ForgeTerrain &) const = default;
};

} // namespace dugout
