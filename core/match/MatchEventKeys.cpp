#include "MatchEventKeys.h"

#include "core/EnumKeys.h"

#include <QList>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const EnumKeys<MatchEventType> &eventTypes()
{
    static const EnumKeys<MatchEventType> list = {
        {MatchEventType::PreMatch, u"pre_match"_s},
        {MatchEventType::Lineup, u"lineup"_s},
        {MatchEventType::KickOff, u"kick_off"_s},
        {MatchEventType::StartTurn, u"start_turn"_s},
        {MatchEventType::Action, u"action"_s},
        {MatchEventType::TeamReroll, u"team_reroll"_s},
        {MatchEventType::LeaderReroll, u"leader_reroll"_s},
        {MatchEventType::KnockDown, u"knock_down"_s},
        {MatchEventType::PlacedProne, u"placed_prone"_s},
        {MatchEventType::Foul, u"foul"_s},
        {MatchEventType::Apothecary, u"apothecary"_s},
        {MatchEventType::RaiseDead, u"raise_dead"_s},
        {MatchEventType::Bribe, u"bribe"_s},
        {MatchEventType::Completion, u"completion"_s},
        {MatchEventType::Interception, u"interception"_s},
        {MatchEventType::Touchdown, u"touchdown"_s},
        {MatchEventType::Turnover, u"turnover"_s},
        {MatchEventType::EndTurn, u"end_turn"_s},
        {MatchEventType::EndDrive, u"end_drive"_s},
        {MatchEventType::Concede, u"concede"_s},
        {MatchEventType::Overtime, u"overtime"_s},
        {MatchEventType::ShootOut, u"shoot_out"_s},
        {MatchEventType::AcceptDraw, u"accept_draw"_s},
        {MatchEventType::Regeneration, u"regeneration"_s},
        {MatchEventType::TerrainPlace, u"terrain_place"_s},
        {MatchEventType::TerrainEvolution, u"terrain_evolution"_s},
        {MatchEventType::CreateCrevasse, u"create_crevasse"_s},
        {MatchEventType::AccidentalCrevasse, u"accidental_crevasse"_s},
        {MatchEventType::TerrainJump, u"terrain_jump"_s},
        {MatchEventType::LavaBurn, u"lava_burn"_s},
        {MatchEventType::GenestealerAttack, u"genestealer_attack"_s},
        {MatchEventType::CrevasseFall, u"crevasse_fall"_s},
        {MatchEventType::Weather, u"weather"_s},
        {MatchEventType::Inducement, u"inducement"_s},
        {MatchEventType::Spell, u"spell"_s},
        {MatchEventType::Igor, u"igor"_s},
        {MatchEventType::PlayCard, u"play_card"_s}};
    return list;
}

const EnumKeys<PlayerAction> &actions()
{
    static const EnumKeys<PlayerAction> list = {
        {PlayerAction::Move, u"move"_s},        {PlayerAction::Block, u"block"_s},
        {PlayerAction::Blitz, u"blitz"_s},      {PlayerAction::Pass, u"pass"_s},
        {PlayerAction::HandOff, u"hand_off"_s}, {PlayerAction::Foul, u"foul"_s},
        {PlayerAction::Other, u"other"_s}};
    return list;
}

const EnumKeys<KnockDownCause> &causes()
{
    static const EnumKeys<KnockDownCause> list = {
        {KnockDownCause::Block, u"block"_s},       {KnockDownCause::Fall, u"fall"_s},
        {KnockDownCause::Crowd, u"crowd"_s},       {KnockDownCause::Rock, u"rock"_s},
        {KnockDownCause::Chainsaw, u"chainsaw"_s}, {KnockDownCause::Other, u"other"_s},
        {KnockDownCause::Stab, u"stab"_s},         {KnockDownCause::Kickback, u"kickback"_s},
        {KnockDownCause::Landing, u"landing"_s},   {KnockDownCause::SpikedBall, u"spiked_ball"_s}};
    return list;
}

const EnumKeys<TurnoverReason> &reasons()
{
    static const EnumKeys<TurnoverReason> list = {
        {TurnoverReason::Declared, u"declared"_s},
        {TurnoverReason::KnockedDown, u"knocked_down"_s},
        {TurnoverReason::FailedPickUp, u"failed_pick_up"_s},
        {TurnoverReason::FailedCatch, u"failed_catch"_s},
        {TurnoverReason::Fumble, u"fumble"_s},
        {TurnoverReason::Interception, u"interception"_s},
        {TurnoverReason::SentOff, u"sent_off"_s},
        {TurnoverReason::Timer, u"timer"_s},
        {TurnoverReason::FailedLanding, u"failed_landing"_s}};
    return list;
}

} // namespace

QString eventTypeKey(MatchEventType type)
{
    return keyOf(eventTypes(), type);
}
bool eventTypeFromKey(const QString &key, MatchEventType *type)
{
    return valueOf(eventTypes(), key, type);
}
QStringList eventTypeKeys()
{
    return keysOf(eventTypes());
}

QString playerActionKey(PlayerAction action)
{
    return keyOf(actions(), action);
}
bool playerActionFromKey(const QString &key, PlayerAction *action)
{
    return valueOf(actions(), key, action);
}
QStringList playerActionKeys()
{
    return keysOf(actions());
}

QString knockDownCauseKey(KnockDownCause cause)
{
    return keyOf(causes(), cause);
}
bool knockDownCauseFromKey(const QString &key, KnockDownCause *cause)
{
    return valueOf(causes(), key, cause);
}
QStringList knockDownCauseKeys()
{
    return keysOf(causes());
}

QString turnoverReasonKey(TurnoverReason reason)
{
    return keyOf(reasons(), reason);
}
bool turnoverReasonFromKey(const QString &key, TurnoverReason *reason)
{
    return valueOf(reasons(), key, reason);
}
QStringList turnoverReasonKeys()
{
    return keysOf(reasons());
}

} // namespace dugout
