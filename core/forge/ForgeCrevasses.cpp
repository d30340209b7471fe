#include "ForgeCrevasses.h"

#include "ForgeFalls.h"
#include "ForgeKeys.h"
#include "ForgeRules.h"
#include "ForgeTables.h"
#include "ScatterTemplate.h"
#include "core/match/DiceKeys.h"
#include "core/match/MatchFlow.h"
#include "core/match/TurnRules.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// A big guy, for the seed's "Gros Balèze" (l.38): strength 5 or more (Ogres, Trolls, Minotaurs,
// Treemen, a Deathroller) or a Ball & Chain.
bool isBigGuy(const MatchPlayer &p)
{
    constexpr int bigGuyStrength = 5;
    return p.st >= bigGuyStrength || p.hasSkill(u"ball_and_chain"_s);
}

RuleCheck checkTurn(const MatchStep &step)
{
    if (step.state.phase != MatchPhase::Turn)
        return RuleCheck::refused(ForgeCrevasses::tr("No team turn is under way."));
    return RuleCheck::ok();
}

// Player `number` of `side`, on the pitch; the reason otherwise.
RuleCheck findPlayer(const MatchStep &step, Side side, int number, const MatchPlayer **player)
{
    const TeamMatchState &team = step.state.team(side);
    const MatchPlayer *p = team.player(number);
    if (!p || !isOnPitch(p->state))
        return RuleCheck::refused(
            ForgeCrevasses::tr("Choose a player of %1 on the pitch.").arg(team.name));
    *player = p;
    return RuleCheck::ok();
}

RuleCheck needSquares(const MatchStep &step, int count)
{
    if (step.event.squares.size() < count)
        return RuleCheck::refused(count == 1
                                      ? ForgeCrevasses::tr("Choose the square.")
                                      : ForgeCrevasses::tr("Choose the %1 squares.").arg(count));
    return RuleCheck::ok();
}

// 2D6 for what a new crevasse on `square` finds under the ice; `side` and `finder` the player
// who opened it (0: nobody).
void findUnderIce(MatchStep &step, const PitchSquare &square, Side side, int finder)
{
    const QString key = DiceKeys::forgeFind;
    const int total = step.roll(6, key) + step.roll(6, key);
    ForgeTerrain &t = step.state.terrain;
    switch (step.rules.forge().find(total)) {
    case IceFind::Genestealer:
        t.genestealers << Genestealer{square, std::nullopt, 0};
        step.log << ForgeCrevasses::tr(
                        "Under the ice (%1): a genestealer wakes on %2 (MA %3, ST %4, "
                        "AG %5, AV %6) and goes for the nearest player.")
                        .arg(total)
                        .arg(square.name())
                        .arg(step.rules.forge().genestealerMa)
                        .arg(step.rules.forge().genestealerSt)
                        .arg(step.rules.forge().genestealerAg)
                        .arg(step.rules.forge().genestealerAv);
        return;
    case IceFind::MagicItem: {
        const int d6 = step.roll(6, DiceKeys::forgeItem);
        const bool works = step.rules.forge().itemWorks(d6);
        t.items << MagicItem{square, side, finder, works};
        step.log << (works ? ForgeCrevasses::tr("Under the ice (%1): a magic item on %2; D6 %3, it "
                                                "works (roll it on the supplement's table).")
                           : ForgeCrevasses::tr("Under the ice (%1): a magic item on %2; D6 %3, it "
                                                "is broken."))
                        .arg(total)
                        .arg(square.name())
                        .arg(d6);
        return;
    }
    case IceFind::Nothing:
        step.log << ForgeCrevasses::tr("Under the ice (%1): nothing.").arg(total);
        return;
    }
}

// Whoever stood on `square` where a crevasse opened falls in: the coaches say who (CrevasseFall).
void mayFall(MatchStep &step, const PitchSquare &square)
{
    step.state.terrain.opened << square;
    step.log << ForgeCrevasses::tr("A player standing on %1 falls in: enter him with Fell in.")
                    .arg(square.name());
}

// Opens a crevasse on `square` if it is open ice; answers whether it did.
bool open(MatchStep &step, const PitchSquare &square, Side side, int finder)
{
    ForgeTerrain &t = step.state.terrain;
    if (!square.isOnPitch()) {
        step.log << ForgeCrevasses::tr("It points off the pitch: no crevasse opens.");
        return false;
    }
    if (ForgeTerrain::isVolcano(square)) {
        step.log << ForgeCrevasses::tr("It points at the volcano: no crevasse opens.");
        return false;
    }
    if (t.at(square) != TerrainToken::None) {
        step.log << ForgeCrevasses::tr("%1 holds a %2: no crevasse opens.")
                        .arg(square.name(), ForgeRules::tokenName(t.at(square)));
        return false;
    }
    t.addCrevasse(square);
    step.log << ForgeCrevasses::tr("A crevasse opens on %1.").arg(square.name());
    findUnderIce(step, square, side, finder);
    return true;
}

// A crevasse a player opened next to a lava flow: it fills, a crest rises, he may be splashed.
void artificialCrest(MatchStep &step, const PitchSquare &square, Side side, int number)
{
    ForgeTerrain &t = step.state.terrain;
    if (!t.touches(square, TerrainToken::Lava))
        return;
    t.set(square, TerrainToken::Crest);
    const QString who = MatchFlow::playerName(step, side, number);
    step.log << ForgeCrevasses::tr("The lava next to it fills the crevasse: a crest rises on %1.")
                    .arg(square.name());
    const int d6 = step.roll(6, DiceKeys::forSide(side, DiceKeys::splash));
    if (!step.rules.forge().splashes(d6)) {
        step.log << ForgeCrevasses::tr("%1: splash D6 %2, untouched.").arg(who).arg(d6);
        return;
    }
    step.log << ForgeCrevasses::tr(
                    "%1: splash D6 %2, burnt: armour broken, +%3 on the injury roll.")
                    .arg(who)
                    .arg(d6)
                    .arg(step.rules.forge().splashInjuryModifier);
    const MatchPlayer *player = step.state.team(side).player(number);
    if (player && isOnPitch(player->state))
        ForgeFalls::injuryOnly(step, side, number, step.rules.forge().splashInjuryModifier);
}

} // namespace

ForgeCrevasses::AccidentInputs ForgeCrevasses::accidentInputs(IceAccident cause)
{
    switch (cause) {
    case IceAccident::Explosion:
        return {false, false, 1, false};
    case IceAccident::Foul:
        return {true, true, 2, false};
    case IceAccident::Landing:
        return {true, false, 1, true};
    case IceAccident::BigGuy:
    case IceAccident::Pogo:
        break;
    }
    return {};
}

RuleCheck ForgeCrevasses::strike(MatchStep &step)
{
    if (const RuleCheck turn = checkTurn(step); !turn)
        return turn;
    const MatchEvent &e = step.event;
    MatchState &s = step.state;
    if (e.side != s.active)
        return RuleCheck::refused(tr("It is %1's turn.").arg(MatchFlow::teamName(step, s.active)));
    s.terrain.opened.clear();
    s.terrain.openedByEvolution = false;
    if (s.turnover)
        return RuleCheck::refused(tr("Turnover: the turn is over, end it."));
    const MatchPlayer *player = nullptr;
    if (const RuleCheck found = findPlayer(step, e.side, e.number, &player); !found)
        return found;
    const QString who = MatchFlow::playerName(step, e.side, e.number);
    if (!TurnRules::canAct(*player) || player->state != PlayerState::Standing)
        return RuleCheck::refused(
            tr("%1 must be standing and not have acted: striking the ice is his action.").arg(who));
    if (const RuleCheck squares = needSquares(step, 1); !squares)
        return squares;
    const PitchSquare at = e.squares.first();
    if (!s.terrain.isOpenIce(at))
        return RuleCheck::refused(tr("%1 must stand on open ice to strike it.").arg(who));
    if (e.squares.size() > 1 &&
        !(e.squares.at(1).isNextTo(at) && s.terrain.isOpenIce(e.squares.at(1))))
        return RuleCheck::refused(
            tr("The square he chooses must be open ice next to %1.").arg(at.name()));

    s.team(e.side).player(e.number)->acted = true;
    const int st = player->st;
    const QString key = DiceKeys::forSide(e.side, DiceKeys::strike);
    const int dice = step.roll(6, key) + step.roll(6, key);
    const int total = dice + st;
    step.log << tr("%1 strikes the ice on %2: %3 + ST %4 = %5.")
                    .arg(who, at.name())
                    .arg(dice)
                    .arg(st)
                    .arg(total);
    switch (step.rules.forge().strike(total)) {
    case IceStrike::UnderPlayer:
        step.log << tr("The ice gives way under him: he falls into the crevasse.");
        open(step, at, e.side, e.number);
        ForgeFalls::knockDown(step, e.side, e.number);
        artificialCrest(step, at, e.side, e.number);
        break;
    case IceStrike::Nothing:
        step.log << tr("Nothing happens.");
        break;
    case IceStrike::Scattered: {
        const int d8 = step.roll(8, DiceKeys::forgeScatter);
        const std::optional<PitchSquare> target = ScatterTemplate::target(at, d8);
        step.log << tr("Scatter D8 %1.").arg(d8);
        if (target && open(step, *target, e.side, e.number)) {
            mayFall(step, *target);
            artificialCrest(step, *target, e.side, e.number);
        }
        break;
    }
    case IceStrike::Chosen:
        if (e.squares.size() < 2)
            return RuleCheck::refused(
                tr("%1 or more: %2 chooses the square next to him where the crevasse opens.")
                    .arg(step.rules.forge().lowestTotal(IceStrike::Chosen))
                    .arg(who));
        open(step, e.squares.at(1), e.side, e.number);
        mayFall(step, e.squares.at(1));
        artificialCrest(step, e.squares.at(1), e.side, e.number);
        break;
    }
    return RuleCheck::ok();
}

RuleCheck ForgeCrevasses::accident(MatchStep &step)
{
    if (const RuleCheck turn = checkTurn(step); !turn)
        return turn;
    const MatchEvent &e = step.event;
    IceAccident cause = IceAccident::BigGuy;
    if (!iceAccidentFromKey(e.terrain, &cause))
        return RuleCheck::refused(
            tr("Choose what shook the ice: %1.").arg(iceAccidentKeys().join(u", "_s)));
    step.state.terrain.opened.clear();
    step.state.terrain.openedByEvolution = false;
    const MatchPlayer *player = nullptr;
    if (cause != IceAccident::Explosion) {
        if (const RuleCheck found = findPlayer(step, e.side, e.number, &player); !found)
            return found;
    }
    const QString who = e.number ? MatchFlow::playerName(step, e.side, e.number) : QString();
    const MatchPlayer *victim = nullptr;
    switch (cause) {
    case IceAccident::BigGuy:
        if (!isBigGuy(*player))
            return RuleCheck::refused(
                tr("%1 is no big guy (ST 5 or more, or a Ball & Chain).").arg(who));
        break;
    case IceAccident::Pogo:
        if (player->positionId != u"goblin.pogoer"_s)
            return RuleCheck::refused(tr("%1 has no pogo stick.").arg(who));
        break;
    case IceAccident::Foul:
        // The victim may have left the pitch by the foul itself: the crevasse opens under his
        // square all the same.
        victim = step.state.team(opponent(e.side)).player(e.target);
        if (!victim)
            return RuleCheck::refused(
                tr("Choose the fouled player of %1.").arg(step.state.team(opponent(e.side)).name));
        if (const RuleCheck squares = needSquares(step, 2); !squares)
            return squares;
        if (!e.squares.at(0).isNextTo(e.squares.at(1)))
            return RuleCheck::refused(tr("The fouler and his victim stand on squares next to each "
                                         "other."));
        break;
    case IceAccident::Explosion:
    case IceAccident::Landing:
        break;
    }
    if (const RuleCheck squares = needSquares(step, 1); !squares)
        return squares;
    if (!e.squares.first().isOnPitch() || ForgeTerrain::isVolcano(e.squares.first()))
        return RuleCheck::refused(tr("Choose a square of the pitch."));

    const int d6 = step.roll(6, DiceKeys::forgeAccident);
    if (!step.rules.forge().accidentOpens(d6)) {
        step.log << tr("The ice shakes (D6 %1) and holds.").arg(d6);
        return RuleCheck::ok();
    }
    step.log << tr("The ice shakes (D6 %1) and breaks.").arg(d6);
    const PitchSquare at = e.squares.first();
    switch (cause) {
    case IceAccident::BigGuy: {
        const int d8 = step.roll(8, DiceKeys::forgeScatter);
        step.log << tr("Scatter D8 %1.").arg(d8);
        const std::optional<PitchSquare> target = ScatterTemplate::target(at, d8);
        if (target && open(step, *target, e.side, e.number))
            mayFall(step, *target);
        break;
    }
    case IceAccident::Explosion:
        if (open(step, at, e.side, e.number))
            mayFall(step, at);
        break;
    case IceAccident::Pogo:
    case IceAccident::Landing:
        open(step, at, e.side, e.number);
        step.log << tr("%1 falls into the crevasse.").arg(who);
        // A thrown player's landing ends the turn only with the ball, as a failed landing does.
        ForgeFalls::knockDown(step, e.side, e.number, 0, cause != IceAccident::Landing || e.ball);
        break;
    case IceAccident::Foul: {
        open(step, at, e.side, e.number);
        open(step, e.squares.at(1), e.side, e.number);
        step.log << tr("%1 and %2 fall into the crevasse.")
                        .arg(who, MatchFlow::playerName(step, opponent(e.side), e.target));
        if (isOnPitch(victim->state))
            ForgeFalls::knockDown(step, opponent(e.side), e.target, 0, false);
        ForgeFalls::knockDown(step, e.side, e.number);
        break;
    }
    }
    return RuleCheck::ok();
}

} // namespace dugout
