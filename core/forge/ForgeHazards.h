#pragma once

#include "core/match/MatchStep.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// The dangers of La Forge de Sigmar for a player already on it.
//
// TerrainJump: player `number` of `side` jumps over a crevasse or a lava flow (`terrain`),
// "<side>.jump" 2D6 + AG (seed l.66–74, l.99–106, ForgeTables): into the crevasse with an injury
// roll, or an armour roll, or down beyond it with an armour roll, or into the lava (dead), or
// over. Going down ends his team's turn. The 3 movement points are the coach's to count.
//
// LavaBurn: player `number` of `side` is on a lava square (pushed, or fallen): armour, then injury
// +4 (seed l.91); if he is still on the pitch afterwards the next evolution swallows him.
//
// GenestealerAttack: genestealer `target` (1 for the first woken) knocked player `number` of
// `side` down (the coaches roll its block with ST 6 on the board): armour and injury. It keeps at
// its first victim until he is hurt (seed l.146): another target is refused while he is on the
// pitch; once he is knocked out or a casualty, the genestealer is gone.
class ForgeHazards
{
    Q_DECLARE_TR_FUNCTIONS(ForgeHazards)

public:
    static RuleCheck jump(MatchStep &step);
    // TerrainJump onto a player (`terrain` "onto_player"): from the ice onto an opponent at the
    // bottom of a crevasse next to him, or from a crest onto one on the ice (seed l.76–83,
    // l.128–134). The coaches roll the block on the board with his ST + 1; whatever it gives,
    // the jumper is knocked down (armour roll), which ends his team's turn. No 2D6.
    static RuleCheck jumpOnto(MatchStep &step);
    static RuleCheck lavaBurn(MatchStep &step);
    static RuleCheck genestealerAttack(MatchStep &step);
    // CrevasseFall: player `number` of `side` stood on `squares`[0], one of the squares a
    // crevasse just opened on (ForgeTerrain::opened): he falls to the bottom, a knock-down with
    // its armour roll (seed l.26, l.35). Dugout's choice: when the start of a turn opened it,
    // his fall is no turnover (his team has not acted yet); when a player's strike or accident
    // did, it is one if his team is playing its turn, as any knock-down.
    //
    // With `flag` set, player `number` of `side` is pushed (by a block, or following up his
    // own block) into `squares`[0], a crevasse or a lava square (seed l.64, l.95, l.132): into
    // a crevasse he falls to the bottom, a knock-down with its armour roll, on top of the
    // block's own if it put him down (l.132's "extra" armour roll, read for every push); onto
    // lava he burns as LavaBurn does (l.91). A player of the team in its turn (a follow-up)
    // ends that turn. A push onto open ice or a crest is refused: it is the ordinary one.
    static RuleCheck crevasseFall(MatchStep &step);

private:
    static RuleCheck pushedIn(MatchStep &step);
    // The lava takes player `event.number` (armour, injury +4), unless he is in it already;
    // `line` says how he got there.
    static RuleCheck intoLava(MatchStep &step, const QString &line);
};

} // namespace dugout
