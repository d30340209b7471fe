#include "MatchFold.h"
#include "core/league/MajorTrophies.h"

#include "CardLasting.h"
#include "CardRules.h"
#include "DriveRules.h"
#include "EndRules.h"
#include "InjuryRules.h"
#include "KickOffRules.h"
#include "PurchaseRules.h"
#include "ScoringRules.h"
#include "TurnRules.h"
#include "WizardSpell.h"
#include "core/dice/EnteredDice.h"
#include "core/forge/ForgeRules.h"
#include "core/rules/Ruleset.h"

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// The team as it comes to the match; what it buys for this match joins it through the
// Inducement events (PurchaseRules).
TeamMatchState teamAtKickOff(const Ruleset &rules, const Team &team)
{
    TeamMatchState t;
    t.teamId = team.id;
    t.name = team.name;
    t.rosterId = team.rosterId;
    // A trophy held is one more team re-roll (rulebook l.4079–4081).
    t.rerolls = team.rerolls + MajorTrophies::rerolls(team.trophies);
    t.rerollsTotal = t.rerolls;
    t.fanFactor = team.fanFactor;
    t.cheerleaders = team.cheerleaders;
    t.assistantCoaches = team.assistantCoaches;
    t.apothecaries = team.apothecary ? 1 : 0;
    const Roster *roster = rules.roster(team.rosterId);
    t.necromancer = roster && roster->necromancer;
    for (const Player *player : team.activePlayers()) {
        if (!player->isAvailable())
            continue; // misses this game
        const Position *position = rules.position(player->positionId);
        if (!position)
            continue;
        MatchPlayer p;
        p.playerId = player->id;
        p.number = player->number;
        p.name = player->name;
        p.positionId = player->positionId;
        p.ma = player->ma(*position);
        p.st = player->st(*position);
        p.ag = player->ag(*position);
        p.av = player->av(*position);
        p.skills = player->skillIds(*position);
        p.niggling = player->niggling;
        t.players << p;
    }
    std::sort(t.players.begin(), t.players.end(),
              [](const MatchPlayer &a, const MatchPlayer &b) { return a.number < b.number; });
    t.leaderReroll = std::any_of(t.players.cbegin(), t.players.cend(), [](const MatchPlayer &p) {
        return p.hasSkill(QStringLiteral("leader"));
    });
    return t;
}

RuleCheck dispatch(MatchStep &step)
{
    switch (step.event.type) {
    case MatchEventType::PreMatch:
    case MatchEventType::Lineup:
    case MatchEventType::EndDrive:
        return DriveRules::apply(step);
    case MatchEventType::KickOff:
        return KickOffRules::apply(step);
    case MatchEventType::StartTurn:
    case MatchEventType::Action:
    case MatchEventType::TeamReroll:
    case MatchEventType::LeaderReroll:
    case MatchEventType::Turnover:
    case MatchEventType::EndTurn:
    case MatchEventType::Concede:
        return TurnRules::apply(step);
    case MatchEventType::KnockDown:
    case MatchEventType::PlacedProne:
    case MatchEventType::Foul:
    case MatchEventType::Apothecary:
    case MatchEventType::RaiseDead:
    case MatchEventType::Bribe:
    case MatchEventType::Regeneration:
    case MatchEventType::Igor:
        return InjuryRules::apply(step);
    case MatchEventType::Weather:
    case MatchEventType::Inducement:
        return PurchaseRules::apply(step);
    case MatchEventType::Spell:
        return WizardSpell::cast(step);
    case MatchEventType::PlayCard:
        return CardRules::play(step);
    case MatchEventType::Completion:
    case MatchEventType::Interception:
    case MatchEventType::Touchdown:
        return ScoringRules::apply(step);
    case MatchEventType::Overtime:
    case MatchEventType::ShootOut:
    case MatchEventType::AcceptDraw:
        return EndRules::apply(step);
    case MatchEventType::TerrainPlace:
    case MatchEventType::TerrainEvolution:
    case MatchEventType::CreateCrevasse:
    case MatchEventType::AccidentalCrevasse:
    case MatchEventType::TerrainJump:
    case MatchEventType::LavaBurn:
    case MatchEventType::GenestealerAttack:
    case MatchEventType::CrevasseFall:
        return ForgeRules::apply(step);
    }
    return RuleCheck::refused(MatchFold::tr("Unknown event."));
}

// Events that may follow an injury or a send-off and act on it.
bool keepsLastHurt(MatchEventType type)
{
    return type == MatchEventType::Apothecary || type == MatchEventType::RaiseDead ||
           type == MatchEventType::Bribe || type == MatchEventType::Regeneration ||
           type == MatchEventType::Igor;
}

// A Regeneration roll waiting for the apothecary's decision holds the match until it is made.
const MatchPlayer *waitingToRegenerate(const MatchState &state, Side *side)
{
    for (Side each : {Side::Home, Side::Away}) {
        for (const MatchPlayer &p : state.team(each).players) {
            if (p.regenerationPending) {
                *side = each;
                return &p;
            }
        }
    }
    return nullptr;
}

} // namespace

MatchState MatchFold::initialState(const Ruleset &rules, const MatchSetup &setup)
{
    MatchState state;
    state.home = teamAtKickOff(rules, setup.home);
    state.away = teamAtKickOff(rules, setup.away);
    if (setup.pitch == MatchPitch::ForgeDeSigmar)
        state.terrain = ForgeTerrain::forge();
    return state;
}

RuleCheck MatchFold::apply(const Ruleset &rules, const MatchSetup &setup, MatchState &state,
                           MatchEvent &event, Dice &dice, QStringList &log)
{
    if (state.phase == MatchPhase::Finished)
        return RuleCheck::refused(tr("The match is over."));
    Side waitingSide = Side::Home;
    if (const MatchPlayer *waiting = waitingToRegenerate(state, &waitingSide);
        waiting && !keepsLastHurt(event.type))
        return RuleCheck::refused(tr("%1 (%2) has a casualty and Regeneration: use the apothecary "
                                     "on him or decline it first.")
                                      .arg(u"#%1 %2"_s.arg(waiting->number).arg(waiting->name),
                                           state.team(waitingSide).name));
    MatchState next = state;
    if (!keepsLastHurt(event.type)) {
        next.lastHurtSide.reset();
        next.lastHurtNumber = 0;
        next.pendingSendOff = 0;
    }
    // The moments a spell or a card may be played at last until any other event.
    if (event.type != MatchEventType::Spell && event.type != MatchEventType::PlayCard) {
        next.turnJustEnded.reset();
        next.kickOffJustResolved = false;
    }
    if (event.type != MatchEventType::PlayCard) {
        next.justScored.reset();
        next.justScoredNumber = 0;
    }
    EnteredDice entered(event.dice, dice);
    QStringList lines;
    MatchStep step{rules, setup, next, event, entered, lines, {}, false};
    QStringList forgeLines;
    if (const RuleCheck terrain = ForgeRules::before(step, &forgeLines); !terrain)
        return terrain;
    const RuleCheck check = dispatch(step);
    if (!check)
        return check;
    lines << forgeLines;
    ForgeRules::after(step);
    CardLasting::remember(step, state);
    CardLasting::lapse(step, state);
    if (!step.diceError.isEmpty())
        return RuleCheck::refused(step.diceError);
    state = std::move(next);
    event.dice = entered.used();
    log << lines;
    return RuleCheck::ok();
}

} // namespace dugout
