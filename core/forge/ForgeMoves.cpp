#include "ForgeMoves.h"

#include "ForgeRules.h"

#include <algorithm>
#include <cstdlib>

namespace dugout {

std::optional<int> ForgeMoves::stepCost(const ForgeTables &tables, TerrainToken from,
                                        TerrainToken to)
{
    if (to == TerrainToken::Lava)
        return std::nullopt;
    if (from == TerrainToken::Lava)
        from = TerrainToken::None; // stepping out of lava: an ordinary step
    if (from == to)
        return 1;
    const bool crevasse = from == TerrainToken::Crevasse || to == TerrainToken::Crevasse;
    const bool crest = from == TerrainToken::Crest || to == TerrainToken::Crest;
    if (crevasse && crest)
        return tables.crestIntoCrevasse;
    if (crevasse)
        return tables.intoOrOutOfCrevasse;
    return tables.ontoOrOffCrest;
}

int ForgeMoves::passModifier(const ForgeTables &tables, TerrainToken at)
{
    switch (at) {
    case TerrainToken::Crevasse:
        return tables.crevassePassModifier;
    case TerrainToken::Crest:
        return tables.crestPassModifier;
    case TerrainToken::None:
    case TerrainToken::Lava:
        break;
    }
    return 0;
}

namespace {

QString signedNumber(int n)
{
    return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n);
}

} // namespace

ForgeMovePlan ForgeMoves::plan(const ForgeTables &tables, const ForgeTerrain &terrain,
                               const QList<PitchSquare> &path)
{
    ForgeMovePlan plan;
    const auto refuse = [&plan](const QString &why) {
        plan.check = RuleCheck::refused(why);
        plan.steps.clear();
        plan.total = 0;
        return plan;
    };
    if (path.size() < 2)
        return refuse(tr("Name the square he starts on, then each square he enters."));
    for (const PitchSquare &square : path) {
        if (!square.isOnPitch())
            return refuse(tr("Each square of the path is on the pitch: a row A–O then a column "
                             "1–26, as H11."));
        if (ForgeTerrain::isVolcano(square))
            return refuse(tr("%1 is the volcano: nobody walks there.").arg(square.name()));
    }
    for (qsizetype i = 1; i < path.size(); ++i) {
        const PitchSquare from = path.at(i - 1);
        const PitchSquare to = path.at(i);
        ForgeStep step;
        step.to = to;
        step.ice = terrain.at(to);
        const int dColumn = to.column - from.column;
        const int dRow = to.row - from.row;
        if (from.isNextTo(to)) {
            const std::optional<int> cost = stepCost(tables, terrain.at(from), step.ice);
            if (!cost)
                return refuse(tr("%1 is lava: nobody steps into it (a player pushed or fallen "
                                 "in burns: On lava).")
                                  .arg(to.name()));
            step.cost = *cost;
        } else if (std::abs(dColumn) <= 2 && std::abs(dRow) <= 2 &&
                   (std::abs(dColumn) == 2 || std::abs(dRow) == 2) &&
                   (dColumn == 0 || dRow == 0 || std::abs(dColumn) == std::abs(dRow))) {
            const PitchSquare between = from.moved(dColumn / 2, dRow / 2);
            const TerrainToken gap = terrain.at(between);
            if (gap == TerrainToken::Crest)
                return refuse(tr("%1 is a crest: nobody jumps over a crest (seed l.126).")
                                  .arg(between.name()));
            if (gap != TerrainToken::Crevasse && gap != TerrainToken::Lava)
                return refuse(
                    tr("%1 to %2 is no step: %3 between them is %4, and a jump clears "
                       "a crevasse or a lava flow.")
                        .arg(from.name(), to.name(), between.name(), ForgeRules::tokenName(gap)));
            if (step.ice == TerrainToken::Crevasse || step.ice == TerrainToken::Lava)
                return refuse(tr("A jump over %1 lands beyond it, on open ice or a crest: %2 is "
                                 "a %3.")
                                  .arg(between.name(), to.name(), ForgeRules::tokenName(step.ice)));
            step.over = between;
            step.overIce = gap;
            step.cost = tables.jumpOverCrevasseOrLava;
        } else {
            return refuse(tr("%1 to %2 is no step: the squares of a path are next to each other, "
                             "or two apart in a line across a crevasse or a lava flow.")
                              .arg(from.name(), to.name()));
        }
        plan.total += step.cost;
        plan.steps << step;
    }
    return plan;
}

int ForgeMoves::goForIts(const MatchPlayer &player)
{
    return player.hasSkill(QStringLiteral("sprint")) ? SprintGoForIts : GoForIts;
}

RuleCheck ForgeMoves::declareMove(const ForgeTables &tables, const MatchState &state,
                                  const MatchEvent &event, const QString &who, QStringList *lines)
{
    const MatchPlayer *player = state.team(event.side).player(event.number);
    if (!player || !isOnPitch(player->state))
        return RuleCheck::refused(tr("Choose the player who moves: one of %1 on the pitch.")
                                      .arg(state.team(event.side).name));
    if (event.squares.isEmpty())
        return RuleCheck::ok();
    const ForgeMovePlan path = plan(tables, state.terrain, event.squares);
    if (!path.check)
        return path.check;
    const bool prone = player->state == PlayerState::Prone;
    const int standing = prone ? std::min(StandUpCost, player->ma) : 0;
    const int total = path.total + standing;
    const int gfi = goForIts(*player);
    if (total > player->ma + gfi)
        return RuleCheck::refused(tr("%1 cannot go that far: the path costs %2 movement points, "
                                     "his MA %3 and %4 Go For It allow %5.")
                                      .arg(who)
                                      .arg(total)
                                      .arg(player->ma)
                                      .arg(gfi)
                                      .arg(player->ma + gfi));
    if (!lines)
        return RuleCheck::ok();
    QStringList costs;
    if (prone)
        //: The cost of standing up in a declared move: "stands up 3".
        costs << tr("stands up %1").arg(standing);
    for (const ForgeStep &step : path.steps) {
        if (step.over)
            //: A jump in a declared move: "over the crevasse on H14 to H15 3".
            costs << tr("over the %1 on %2 to %3 %4")
                         .arg(ForgeRules::tokenName(step.overIce), step.over->name(),
                              step.to.name())
                         .arg(step.cost);
        else
            //: A step in a declared move: "H13 crevasse 2".
            costs << tr("%1 %2 %3")
                         .arg(step.to.name(), ForgeRules::tokenName(step.ice))
                         .arg(step.cost);
    }
    *lines << tr("La Forge de Sigmar: %1 moves from %2: %3; %4 movement points.")
                  .arg(who, event.squares.first().name(), costs.join(QStringLiteral(", ")))
                  .arg(total);
    if (total <= player->ma)
        *lines << tr("Within his MA %1 (%n square(s) left).", nullptr, player->ma - total)
                      .arg(player->ma);
    else
        *lines << tr("Beyond his MA %1: %n Go For It, a D6 each.", nullptr, total - player->ma)
                      .arg(player->ma);
    for (const ForgeStep &step : path.steps) {
        if (!step.over)
            continue;
        const int lands = step.overIce == TerrainToken::Lava
                              ? tables.lowestTotal(LavaJump::Lands)
                              : tables.lowestTotal(CrevasseJump::Lands);
        *lines << tr("Jump over the %1 on %2: 2D6 + AG %3 must reach %4 to land (%5+ on the "
                     "dice); record it with Jump.")
                      .arg(ForgeRules::tokenName(step.overIce), step.over->name())
                      .arg(player->ag)
                      .arg(lands)
                      .arg(std::clamp(lands - player->ag, 2, 12));
    }
    return RuleCheck::ok();
}

QString ForgeMoves::squareText(const ForgeTables &tables, const ForgeTerrain &terrain,
                               const PitchSquare &square)
{
    if (ForgeTerrain::isVolcano(square))
        return tr("%1: the volcano.").arg(square.name());
    const TerrainToken here = terrain.at(square);
    const QString what = ForgeRules::tokenName(here);
    if (here == TerrainToken::Lava)
        return tr("%1: %2. Nobody steps into it; a player pushed or fallen in burns (On lava).")
            .arg(square.name(), what);
    QStringList costs;
    for (TerrainToken from : {TerrainToken::None, TerrainToken::Crest, TerrainToken::Crevasse}) {
        if (const std::optional<int> cost = stepCost(tables, from, here))
            //: A step's cost in the pitch's tooltip: "from a crest 2".
            costs << tr("from %1 %2").arg(ForgeRules::tokenName(from)).arg(*cost);
    }
    const int modifier = passModifier(tables, here);
    QString text = tr("%1: %2. Movement points for a step into it: %3.")
                       .arg(square.name(), what, costs.join(QStringLiteral(", ")));
    if (modifier != 0)
        text += u' ' + tr("Throws from here: %1.").arg(signedNumber(modifier));
    return text;
}

QString ForgeMoves::passText(const ForgeTables &tables, const ForgeTerrain &terrain,
                             const PitchSquare &square, const std::optional<PitchSquare> &target)
{
    const TerrainToken here = terrain.at(square);
    const int modifier = passModifier(tables, here);
    //: Where a pass is thrown from: "H11 (crevasse)", or "H11 (crevasse) to M14".
    const QString from =
        target ? tr("%1 (%2) to %3").arg(square.name(), ForgeRules::tokenName(here), target->name())
               : tr("%1 (%2)").arg(square.name(), ForgeRules::tokenName(here));
    if (modifier == 0)
        return tr("throws from %1: no modifier from the ice").arg(from);
    return tr("throws from %1: %2 to the pass").arg(from, signedNumber(modifier));
}

} // namespace dugout
