#include "ForgeEvolution.h"

#include "ForgeFalls.h"
#include "ForgeRules.h"
#include "ScatterTemplate.h"
#include "core/match/DiceKeys.h"

namespace dugout {

namespace {

void swallow(MatchStep &step)
{
    ForgeTerrain &t = step.state.terrain;
    const QList<LavaVictim> victims = t.lavaVictims;
    t.lavaVictims.clear();
    for (const LavaVictim &v : victims) {
        const MatchPlayer *player = step.state.team(v.side).player(v.number);
        if (player && isOnPitch(player->state))
            ForgeFalls::kill(step, v.side, v.number);
    }
}

void growEnds(MatchStep &step)
{
    ForgeTerrain &t = step.state.terrain;
    for (const CrevasseEnd &end : t.endsToRoll()) {
        const int d8 = step.roll(8, ForgeEvolution::endPurpose(end.square));
        const std::optional<PitchSquare> target = ScatterTemplate::target(end.square, d8);
        if (!target)
            continue; // an impossible die: the fold refuses the event
        const QString where = end.square.name();
        if (end.origin && *target == *end.origin) {
            CrevasseChain &chain = t.crevasses[end.chain];
            (end.back ? chain.backStable : chain.frontStable) = true;
            step.log << ForgeEvolution::tr("Crevasse end %1: D8 %2 points back along the crevasse, "
                                           "it is stable for good.")
                            .arg(where)
                            .arg(d8);
            continue;
        }
        if (!target->isOnPitch()) {
            step.log << ForgeEvolution::tr("Crevasse end %1: D8 %2 points off the pitch, it does "
                                           "not grow.")
                            .arg(where)
                            .arg(d8);
            continue;
        }
        if (ForgeTerrain::isVolcano(*target)) {
            step.log << ForgeEvolution::tr("Crevasse end %1: D8 %2 points at the volcano.")
                            .arg(where)
                            .arg(d8);
            continue;
        }
        if (t.at(*target) != TerrainToken::None) {
            step.log << ForgeEvolution::tr("Crevasse end %1: D8 %2 points at %3, which holds a "
                                           "%4: it does not grow.")
                            .arg(where)
                            .arg(d8)
                            .arg(target->name(), ForgeRules::tokenName(t.at(*target)));
            continue;
        }
        t.grow(end, *target);
        t.opened << *target;
        step.log << ForgeEvolution::tr("Crevasse end %1: D8 %2, the crevasse grows to %3 (a player "
                                       "standing there falls in: enter him with Fell in).")
                        .arg(where)
                        .arg(d8)
                        .arg(target->name());
    }
}

// The square next to `square` along its crevasse, on the side the lava came from: the
// neighbour of an end in its chain.
std::optional<PitchSquare> chainNeighbour(const ForgeTerrain &t, const PitchSquare &square)
{
    const int i = t.chainOf(square);
    if (i < 0)
        return std::nullopt;
    const QList<PitchSquare> &squares = t.crevasses.at(i).squares;
    if (squares.size() < 2)
        return std::nullopt;
    if (squares.first() == square)
        return squares.at(1);
    if (squares.last() == square)
        return squares.at(squares.size() - 2);
    return std::nullopt; // not an end
}

void flowLava(MatchStep &step)
{
    ForgeTerrain &t = step.state.terrain;
    const ForgeTerrain before = t;
    QStringList filled;
    QStringList stopped;
    QStringList crests;
    for (const PitchSquare &square : before.lavaWouldEnter()) {
        if (step.event.squares.contains(square)) {
            stopped << square.name();
            continue;
        }
        t.set(square, TerrainToken::Lava);
        filled << square.name();
    }
    for (const QString &name : std::as_const(filled)) {
        const PitchSquare square = *PitchSquare::fromName(name);
        const std::optional<PitchSquare> from = chainNeighbour(t, square);
        if (from && before.at(*from) == TerrainToken::Lava && !before.touchesVolcano(square)) {
            t.set(square, TerrainToken::Crest);
            crests << name;
        }
    }
    if (!filled.isEmpty())
        step.log
            << ForgeEvolution::tr("The lava runs into %1.").arg(filled.join(QStringLiteral(", ")));
    if (!stopped.isEmpty())
        step.log << ForgeEvolution::tr("A player stops the lava at %1 this turn.")
                        .arg(stopped.join(QStringLiteral(", ")));
    if (!crests.isEmpty())
        step.log << ForgeEvolution::tr("The lava reaches the end of the crevasse: a crest rises on "
                                       "%1.")
                        .arg(crests.join(QStringLiteral(", ")));
}

} // namespace

QString ForgeEvolution::endPurpose(const PitchSquare &end)
{
    return QString(DiceKeys::forgeEnd) + end.name();
}

RuleCheck ForgeEvolution::apply(MatchStep &step)
{
    ForgeTerrain &t = step.state.terrain;
    if (!t.evolutionDue)
        return RuleCheck::refused(tr("The terrain changes at the start of a turn, once: there is "
                                     "nothing to roll now."));
    step.log << tr("La Forge de Sigmar: the start of the turn.");
    t.opened.clear();
    t.openedByEvolution = true;
    swallow(step);
    growEnds(step);
    // The squares a player holds against the lava are checked once the crevasses have grown:
    // the lava may run into a square that opened this very turn.
    const QList<PitchSquare> lava = t.lavaWouldEnter();
    for (const PitchSquare &square : step.event.squares) {
        if (!lava.contains(square))
            return RuleCheck::refused(
                tr("The lava does not run into %1 this turn: a player there stops nothing.")
                    .arg(square.name()));
    }
    flowLava(step);
    t.evolutionDue = false;
    return RuleCheck::ok();
}

} // namespace dugout
