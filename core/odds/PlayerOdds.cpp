#include "PlayerOdds.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// 7 − AG on the agility table (AG 3 needs 4+), never below 1: a natural 1 still fails.
int agilityTarget(const MatchPlayer *player)
{
    return player ? std::clamp(7 - player->ag, 1, 6) : 4;
}

} // namespace

std::optional<OddsSkills> PlayerOdds::skills(const MatchState &state, Side side, int number)
{
    const TeamMatchState &team = state.team(side);
    const MatchPlayer *player = team.player(number);
    if (!player)
        return std::nullopt;
    OddsSkills skills;
    const bool theirTurn = state.phase == MatchPhase::Turn && state.active == side;
    skills.teamReRoll =
        theirTurn && !team.rerollUsedThisTurn && (team.rerolls > 0 || team.leaderReroll);
    skills.dodge = player->hasSkill(u"dodge"_s);
    skills.sureFeet = player->hasSkill(u"sure_feet"_s);
    skills.sureHands = player->hasSkill(u"sure_hands"_s);
    skills.pass = player->hasSkill(u"pass"_s);
    skills.catchSkill = player->hasSkill(u"catch"_s);
    skills.pro = player->hasSkill(u"pro"_s);
    skills.loner = player->hasSkill(u"loner"_s);
    skills.block = player->hasSkill(u"block"_s);
    skills.tackle = player->hasSkill(u"tackle"_s);
    skills.mightyBlow = player->hasSkill(u"mighty_blow"_s);
    skills.claw = player->hasSkill(u"claw"_s);
    return skills;
}

OddsStep PlayerOdds::step(const MatchState &state, Side side, int number, OddsStepKind kind)
{
    const MatchPlayer *player = state.team(side).player(number);
    const bool sunny = state.weatherId == u"very_sunny"_s;
    const bool rain = state.weatherId == u"pouring_rain"_s;
    const bool blizzard = state.weatherId == u"blizzard"_s;
    OddsStep step;
    step.kind = kind;
    switch (kind) {
    case OddsStepKind::Dodge:
        step.target = agilityTarget(player);
        step.modifier = 1;
        break;
    case OddsStepKind::GoingForIt:
        step.target = blizzard ? 3 : 2;
        step.modifier = 0;
        break;
    case OddsStepKind::PickUp:
        step.target = agilityTarget(player);
        step.modifier = 1 - (rain ? 1 : 0);
        break;
    case OddsStepKind::Pass:
        step.target = agilityTarget(player);
        step.modifier = sunny ? -1 : 0;
        break;
    case OddsStepKind::Catch:
        step.target = agilityTarget(player);
        step.modifier = 1 - (rain ? 1 : 0);
        break;
    case OddsStepKind::Block:
        step.blockDice = 1;
        step.chooser = BlockChooser::Attacker;
        step.blockGoal = BlockGoal::DefenderDown;
        break;
    case OddsStepKind::Armour:
        step.armourValue = 8;
        break;
    case OddsStepKind::Injury:
        step.injuryGoal = InjuryGoal::KnockedOutOrWorse;
        break;
    }
    return step;
}

QList<OddsStep> PlayerOdds::chain(const MatchState &state, Side side, int number, OddsAction action)
{
    QList<OddsStepKind> kinds;
    switch (action) {
    case OddsAction::Move:
        kinds = {OddsStepKind::Dodge};
        break;
    case OddsAction::Block:
    case OddsAction::Blitz:
        kinds = {OddsStepKind::Block, OddsStepKind::Armour};
        break;
    case OddsAction::Pass:
        kinds = {OddsStepKind::Pass, OddsStepKind::Catch};
        break;
    case OddsAction::HandOff:
        kinds = {OddsStepKind::Catch};
        break;
    case OddsAction::Foul:
        kinds = {OddsStepKind::Armour};
        break;
    }
    QList<OddsStep> steps;
    for (OddsStepKind kind : kinds)
        steps << step(state, side, number, kind);
    return steps;
}

QString PlayerOdds::actionName(OddsAction action)
{
    switch (action) {
    case OddsAction::Move:
        return tr("Move");
    case OddsAction::Block:
        return tr("Block");
    case OddsAction::Blitz:
        return tr("Blitz");
    case OddsAction::Pass:
        return tr("Pass");
    case OddsAction::HandOff:
        return tr("Hand-off");
    case OddsAction::Foul:
        return tr("Foul");
    }
    return {};
}

QList<OddsAction> PlayerOdds::actions()
{
    return {OddsAction::Move, OddsAction::Block,   OddsAction::Blitz,
            OddsAction::Pass, OddsAction::HandOff, OddsAction::Foul};
}

} // namespace dugout
