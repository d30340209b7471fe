#pragma once

#include "ForgeTerrain.h"
#include "core/match/MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// La Forge de Sigmar, the ice-and-lava pitch of seeds/forge-de-sigmar-fr.txt, as events of the
// tracked match: the fold hands every Forge event here, and asks before() and after() about the
// others. Each event is all or nothing like any other (MatchFold), keeps its dice, and replays.
//
// - TerrainPlace: a coach puts a token on a square. Before the kick-off only crevasses and crests,
//   one coach then the other, and the first line-up waits for both to have placed as many
//   (seed l.140–142). Later any token, or "none" to clear a square, for what the board shows.
// - TerrainEvolution: at the start of each team turn (ForgeEvolution).
// - CreateCrevasse, AccidentalCrevasse: ForgeCrevasses.
// - TerrainJump, LavaBurn, GenestealerAttack: ForgeHazards.
//
// "Au début de chaque tour de jeu" (seed l.50) is read as each team turn: a turn that starts
// (StartTurn) with an end to roll, lava to move or a player to swallow waits for its
// TerrainEvolution before anything but a token or a concession.
class ForgeRules
{
    Q_DECLARE_TR_FUNCTIONS(ForgeRules)

public:
    static RuleCheck apply(MatchStep &step);
    // Refusals the Forge adds to any event (run before the event's own rules). `later` gets
    // the lines a move declared with its path adds to the log once the event is applied
    // (ForgeMoves::declareMove: read before the action stands a prone player up).
    static RuleCheck before(const MatchStep &step, QStringList *later);
    // What the Forge adds once an event is applied: the evolution due when a turn starts, the
    // throwing modifiers when a pass is declared (seed l.62, l.120).
    static void after(MatchStep &step);

    static bool isForgeEvent(MatchEventType type);
    // Whose token a click on the pitch places now: before the kick-off the coach whose turn it
    // is to place (home when both have placed as many: either may start, the tracker offers
    // home), afterwards the team in its turn.
    static Side placingSide(const MatchState &state);
    // "crevasse", "lava flow", "crest" in the interface language (the seed's terms in French).
    static QString tokenName(TerrainToken token);

private:
    static RuleCheck place(MatchStep &step);
};

} // namespace dugout
