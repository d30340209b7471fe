#include "ForgeHazards.h"

#include "ForgeFalls.h"
#include "ForgeKeys.h"
#include "ForgeRules.h"
#include "ForgeTables.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchFlow.h"
#include "core/rules/Ruleset.h"

namespace dugout {

namespace {

RuleCheck onPitch(const MatchStep &step, const MatchPlayer **player)
{
    const TeamMatchState &team = step.state.team(step.event.side);
    const MatchPlayer *p = team.player(step.event.number);
    if (!p || !isOnPitch(p->state))
        return RuleCheck::refused(
            ForgeHazards::tr("Choose a player of %1 on the pitch.").arg(team.name));
    *player = p;
    return RuleCheck::ok();
}

// The player who jumps: on the pitch and on his feet.
RuleCheck jumper(const MatchStep &step, const MatchPlayer **player)
{
    if (const RuleCheck found = onPitch(step, player); !found)
        return found;
    if ((*player)->state != PlayerState::Standing)
        return RuleCheck::refused(
            ForgeHazards::tr("%1 must be standing to jump.")
                .arg(MatchFlow::playerName(step, step.event.side, step.event.number)));
    return RuleCheck::ok();
}

// A player a danger strikes during a team turn (lava, a genestealer).
RuleCheck victimInTurn(const MatchStep &step, const MatchPlayer **player)
{
    if (step.state.phase != MatchPhase::Turn)
        return RuleCheck::refused(ForgeHazards::tr("No team turn is under way."));
    return onPitch(step, player);
}

// What a jump's row does to the jumper, and the line the log gives it.
enum class Landing { InjuryOnly, KnockedDown, Dead, Lands };
struct JumpResult
{
    Landing landing;
    QString line;
};

JumpResult overCrevasse(CrevasseJump row)
{
    switch (row) {
    case CrevasseJump::InjuryRoll:
        return {Landing::InjuryOnly, ForgeHazards::tr("He misses and falls into the crevasse: "
                                                      "straight to the injury roll.")};
    case CrevasseJump::FallsIn:
        return {Landing::KnockedDown,
                ForgeHazards::tr("He misses his landing and falls to the bottom of the crevasse.")};
    case CrevasseJump::FallsBeyond:
        return {Landing::KnockedDown,
                ForgeHazards::tr("He reaches the square beyond but falls there.")};
    case CrevasseJump::Lands:
        break;
    }
    return {Landing::Lands, ForgeHazards::tr("He lands beyond and may go on moving.")};
}

JumpResult overLava(LavaJump row)
{
    switch (row) {
    case LavaJump::FallsBeyond:
        return {Landing::KnockedDown, ForgeHazards::tr("Phew! He falls on the square beyond.")};
    case LavaJump::IntoLava:
        return {Landing::Dead, ForgeHazards::tr("Splash! He falls into the lava.")};
    case LavaJump::Lands:
        break;
    }
    return {Landing::Lands, ForgeHazards::tr("He lands beyond and may go on moving.")};
}

} // namespace

RuleCheck ForgeHazards::jump(MatchStep &step)
{
    const MatchEvent &e = step.event;
    const MatchState &s = step.state;
    if (s.phase != MatchPhase::Turn || e.side != s.active || s.turnover)
        return RuleCheck::refused(tr("A player jumps during his own team's turn."));
    if (e.terrain == jumpOntoPlayerKey())
        return jumpOnto(step);
    TerrainToken over = TerrainToken::None;
    if (!terrainTokenFromKey(e.terrain, &over) ||
        (over != TerrainToken::Crevasse && over != TerrainToken::Lava))
        return RuleCheck::refused(
            tr("A player jumps over a crevasse or a lava flow; a crest cannot "
               "be jumped over."));
    const MatchPlayer *player = nullptr;
    if (const RuleCheck ready = jumper(step, &player); !ready)
        return ready;
    const QString key = DiceKeys::forSide(e.side, DiceKeys::jump);
    const int dice = step.roll(6, key) + step.roll(6, key);
    const int total = dice + player->ag;
    step.log << tr("%1 jumps over the %2: %3 + AG %4 = %5.")
                    .arg(MatchFlow::playerName(step, e.side, e.number), ForgeRules::tokenName(over))
                    .arg(dice)
                    .arg(player->ag)
                    .arg(total);
    const JumpResult result = over == TerrainToken::Crevasse
                                  ? overCrevasse(step.rules.forge().crevasseJump(total))
                                  : overLava(step.rules.forge().lavaJump(total));
    step.log << result.line;
    switch (result.landing) {
    case Landing::InjuryOnly:
        ForgeFalls::injuryOnly(step, e.side, e.number, 0);
        break;
    case Landing::KnockedDown:
        ForgeFalls::knockDown(step, e.side, e.number);
        break;
    case Landing::Dead:
        ForgeFalls::kill(step, e.side, e.number);
        ForgeFalls::turnoverIfActive(step, e.side);
        break;
    case Landing::Lands:
        break;
    }
    return RuleCheck::ok();
}

RuleCheck ForgeHazards::jumpOnto(MatchStep &step)
{
    const MatchEvent &e = step.event;
    const MatchPlayer *player = nullptr;
    if (const RuleCheck ready = jumper(step, &player); !ready)
        return ready;
    const int bonus = step.rules.forge().jumpOntoStrengthBonus;
    step.log << tr("%1 jumps onto the player below him: he blocks with ST %2 + %3 = %4 (roll the "
                   "block on the board). Won, he lands on his victim's square, who is pushed "
                   "back; lost, he falls back on his own.")
                    .arg(MatchFlow::playerName(step, e.side, e.number))
                    .arg(player->st)
                    .arg(bonus)
                    .arg(player->st + bonus);
    step.log << tr("Either way the impact knocks him down.");
    ForgeFalls::knockDown(step, e.side, e.number);
    return RuleCheck::ok();
}

RuleCheck ForgeHazards::lavaBurn(MatchStep &step)
{
    const MatchPlayer *player = nullptr;
    if (const RuleCheck found = victimInTurn(step, &player); !found)
        return found;
    const MatchEvent &e = step.event;
    return intoLava(step, tr("%1 is on lava.").arg(MatchFlow::playerName(step, e.side, e.number)));
}

RuleCheck ForgeHazards::intoLava(MatchStep &step, const QString &line)
{
    const MatchEvent &e = step.event;
    for (const LavaVictim &v : step.state.terrain.lavaVictims) {
        if (v.side == e.side && v.number == e.number)
            return RuleCheck::refused(
                tr("%1 is in the lava already: it swallows him at the start of the next turn.")
                    .arg(MatchFlow::playerName(step, e.side, e.number)));
    }
    step.log << line;
    ForgeFalls::burn(step, e.side, e.number);
    return RuleCheck::ok();
}

RuleCheck ForgeHazards::crevasseFall(MatchStep &step)
{
    if (step.event.flag)
        return pushedIn(step);
    ForgeTerrain &t = step.state.terrain;
    const MatchEvent &e = step.event;
    if (t.opened.isEmpty())
        return RuleCheck::refused(tr("No crevasse has just opened under a player."));
    QStringList names;
    for (const PitchSquare &square : std::as_const(t.opened))
        names << square.name();
    const QString opened = names.join(QStringLiteral(", "));
    if (e.squares.size() != 1 || !t.opened.contains(e.squares.first()))
        return RuleCheck::refused(
            tr("Choose the square he stood on: a crevasse has just opened on %1.").arg(opened));
    const MatchPlayer *player = nullptr;
    if (const RuleCheck found = onPitch(step, &player); !found)
        return found;
    const PitchSquare square = e.squares.first();
    t.opened.removeAll(square);
    step.log << tr("%1 stood on %2: he falls to the bottom of the new crevasse.")
                    .arg(MatchFlow::playerName(step, e.side, e.number), square.name());
    ForgeFalls::knockDown(step, e.side, e.number, 0, !t.openedByEvolution);
    return RuleCheck::ok();
}

RuleCheck ForgeHazards::pushedIn(MatchStep &step)
{
    const MatchPlayer *player = nullptr;
    if (const RuleCheck found = victimInTurn(step, &player); !found)
        return found;
    const MatchEvent &e = step.event;
    if (e.squares.size() != 1 || !e.squares.first().isOnPitch())
        return RuleCheck::refused(tr("Choose the crevasse or lava square he is pushed into."));
    const PitchSquare square = e.squares.first();
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    switch (step.state.terrain.at(square)) {
    case TerrainToken::Crevasse:
        step.log << tr("%1 is pushed into the crevasse on %2: he falls to the bottom.")
                        .arg(who, square.name());
        ForgeFalls::knockDown(step, e.side, e.number);
        return RuleCheck::ok();
    case TerrainToken::Lava:
        return intoLava(step, tr("%1 is pushed onto the lava on %2.").arg(who, square.name()));
    case TerrainToken::Crest:
    case TerrainToken::None:
        break;
    }
    return RuleCheck::refused(
        tr("%1 is %2: nobody falls there, the push is an ordinary one (Knocked down if the "
           "block put him down).")
            .arg(square.name(), ForgeRules::tokenName(step.state.terrain.at(square))));
}

RuleCheck ForgeHazards::genestealerAttack(MatchStep &step)
{
    ForgeTerrain &t = step.state.terrain;
    const MatchEvent &e = step.event;
    if (e.target < 1 || e.target > t.genestealers.size())
        return RuleCheck::refused(
            t.genestealers.isEmpty()
                ? tr("No genestealer is awake.")
                : tr("Choose a genestealer from 1 to %1.").arg(t.genestealers.size()));
    const MatchPlayer *player = nullptr;
    if (const RuleCheck found = victimInTurn(step, &player); !found)
        return found;
    Genestealer &g = t.genestealers[e.target - 1];
    if (g.victimSide) {
        const MatchPlayer *victim = step.state.team(*g.victimSide).player(g.victim);
        if (victim && isOnPitch(victim->state) && (*g.victimSide != e.side || g.victim != e.number))
            return RuleCheck::refused(
                tr("The genestealer keeps at %1 until he is hurt.")
                    .arg(MatchFlow::playerName(step, *g.victimSide, g.victim)));
    }
    g.victimSide = e.side;
    g.victim = e.number;
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    step.log << tr("Genestealer %1 knocks %2 down.").arg(e.target).arg(who);
    ForgeFalls::knockDown(step, e.side, e.number);
    const MatchPlayer *after = step.state.team(e.side).player(e.number);
    if (after &&
        (after->state == PlayerState::KnockedOut || after->state == PlayerState::Casualty)) {
        t.genestealers.removeAt(e.target - 1);
        step.log
            << tr("Genestealer %1 has hurt %2 and goes back under the ice.").arg(e.target).arg(who);
    }
    return RuleCheck::ok();
}

} // namespace dugout
