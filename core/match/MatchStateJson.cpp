#include "MatchStateJson.h"

#include "core/inducements/InducementPurchasesJson.h"

#include "core/EnumKeys.h"
#include "core/forge/ForgeTerrainJson.h"
#include "core/league/LeagueKeys.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const EnumKeys<MatchPhase> &phases()
{
    static const EnumKeys<MatchPhase> list = {
        {MatchPhase::PreMatch, u"pre_match"_s},   {MatchPhase::Setup, u"setup"_s},
        {MatchPhase::KickOff, u"kick_off"_s},     {MatchPhase::Turn, u"turn"_s},
        {MatchPhase::AwaitTurn, u"await_turn"_s}, {MatchPhase::DriveOver, u"drive_over"_s},
        {MatchPhase::TieBreak, u"tie_break"_s},   {MatchPhase::Finished, u"finished"_s}};
    return list;
}

const EnumKeys<PlayerState> &playerStates()
{
    static const EnumKeys<PlayerState> list = {{PlayerState::Reserves, u"reserves"_s},
                                               {PlayerState::Standing, u"standing"_s},
                                               {PlayerState::Prone, u"prone"_s},
                                               {PlayerState::Stunned, u"stunned"_s},
                                               {PlayerState::KnockedOut, u"knocked_out"_s},
                                               {PlayerState::Casualty, u"casualty"_s},
                                               {PlayerState::SentOff, u"sent_off"_s},
                                               {PlayerState::Fainted, u"fainted"_s}};
    return list;
}

QJsonObject playerJson(const MatchPlayer &p)
{
    QJsonObject json{{u"number"_s, p.number},
                     {u"name"_s, p.name},
                     {u"position"_s, p.positionId},
                     {u"status"_s, MatchStateJson::playerStateKey(p.state)},
                     {u"acted_this_turn"_s, p.acted},
                     {u"spp_events"_s, QJsonObject{{u"completions"_s, p.completions},
                                                   {u"touchdowns"_s, p.touchdowns},
                                                   {u"interceptions"_s, p.interceptions},
                                                   {u"casualties"_s, p.casualtiesInflicted}}}};
    if (p.playerId)
        json.insert(u"player_id"_s, p.playerId);
    if (p.casualtyD68)
        json.insert(u"casualty_d68"_s, *p.casualtyD68);
    if (p.regenerationPending)
        json.insert(u"regeneration_pending"_s, true);
    if (p.raisedFromDead)
        json.insert(u"raised_from_dead"_s, true);
    if (p.induced)
        json.insert(u"induced"_s, true);
    return json;
}

QVariantList blockersList(const QList<int> &numbers)
{
    QVariantList list;
    for (int n : numbers)
        list << n;
    return list;
}

QJsonObject teamJson(const TeamMatchState &t)
{
    QJsonArray players;
    for (const MatchPlayer &p : t.players)
        players << playerJson(p);
    const QJsonObject thisTurn{
        {u"reroll_used"_s, t.rerollUsedThisTurn},
        {u"blitz"_s, t.blitzUsed},
        {u"pass"_s, t.passUsed},
        {u"hand_off"_s, t.handOffUsed},
        {u"foul"_s, t.foulUsed},
        {u"blitzer"_s, t.blitzer},
        {u"passer"_s, t.passer},
        {u"pass_completed"_s, t.passCompleted},
        {u"fouler"_s, t.fouler},
        {u"blockers"_s, QJsonArray::fromVariantList(blockersList(t.blockers))}};
    QJsonObject team{{u"team_id"_s, t.teamId},
                     {u"name"_s, t.name},
                     {u"roster"_s, t.rosterId},
                     {u"score"_s, t.score},
                     {u"turn"_s, t.turn},
                     {u"rerolls_left"_s, t.rerolls},
                     {u"rerolls_per_half"_s, t.rerollsTotal},
                     {u"leader_reroll"_s, t.leaderReroll},
                     {u"this_turn"_s, thisTurn},
                     {u"fan_factor"_s, t.fanFactor},
                     {u"gate"_s, t.gate},
                     {u"fame"_s, t.fame},
                     {u"apothecaries"_s, t.apothecaries},
                     {u"bribes"_s, t.bribes},
                     {u"babes"_s, t.babes},
                     {u"raised_dead"_s, t.raisedDead},
                     {u"players"_s, players}};
    if (!t.bought.isEmpty()) {
        team.insert(u"inducements"_s, InducementPurchasesJson::toJson(t.bought));
        team.insert(u"igor_used"_s, t.igorUsed);
        team.insert(u"spell_cast"_s, t.spellCast);
        team.insert(u"cards_played"_s, QJsonArray::fromStringList(t.cardsPlayed));
    }
    return team;
}

// A lasting card effect (CardMark): the card, the team it acts on, its player, the rule it bends,
// what it changed on the player, and when it lapses (after `turns_left` more team turns, and at
// the end of the `until` drive, half or match).
QJsonObject cardMarkJson(Side side, const CardMark &m)
{
    QJsonObject json{{u"card"_s, m.card}, {u"team"_s, sideKey(side)}};
    if (m.number)
        json.insert(u"player"_s, m.number);
    if (!m.mark.isEmpty()) {
        json.insert(u"mark"_s, m.mark);
        json.insert(u"value"_s, m.value);
    }
    if (!m.added.isEmpty())
        json.insert(u"skills_added"_s, QJsonArray::fromStringList(m.added));
    if (!m.removed.isEmpty())
        json.insert(u"skills_removed"_s, QJsonArray::fromStringList(m.removed));
    QJsonObject changes;
    for (const auto &[key, delta] : {std::pair{u"ma"_s, m.ma}, std::pair{u"st"_s, m.st},
                                     std::pair{u"ag"_s, m.ag}, std::pair{u"av"_s, m.av}}) {
        if (delta)
            changes.insert(key, delta);
    }
    if (!changes.isEmpty())
        json.insert(u"characteristics"_s, changes);
    if (m.thenSt)
        json.insert(u"st_after"_s, m.thenSt);
    if (m.turnsLeft > 0)
        json.insert(u"turns_left"_s, m.turnsLeft);
    // A card counted in turns ends with the drive at the latest (CardLasting::lapse).
    json.insert(u"until"_s, !m.until.isEmpty() ? m.until
                            : m.turnsLeft > 0  ? u"drive"_s
                                               : u"match"_s);
    return json;
}

} // namespace

QString MatchStateJson::phaseKey(MatchPhase phase)
{
    return keyOf(phases(), phase);
}

QString MatchStateJson::playerStateKey(PlayerState state)
{
    return keyOf(playerStates(), state);
}

QJsonObject MatchStateJson::toJson(const MatchState &s)
{
    QJsonObject json{{u"phase"_s, phaseKey(s.phase)},
                     {u"half"_s, s.half},
                     {u"drive"_s, s.drive},
                     {u"active"_s, sideKey(s.active)},
                     {u"kicking"_s, sideKey(s.kicking)},
                     {u"blitz_turn"_s, s.blitzTurn},
                     {u"turnover"_s, s.turnover},
                     {u"weather"_s, s.weatherId},
                     {u"kick_off"_s, s.kickOffId},
                     {u"home"_s, teamJson(s.home)},
                     {u"away"_s, teamJson(s.away)}};
    if (s.lastHurtSide)
        json.insert(u"last_hurt"_s, QJsonObject{{u"side"_s, sideKey(*s.lastHurtSide)},
                                                {u"number"_s, s.lastHurtNumber}});
    if (s.pendingSendOff)
        json.insert(u"pending_send_off"_s, s.pendingSendOff);
    if (s.conceded) {
        json.insert(u"conceded"_s, sideKey(*s.conceded));
        json.insert(u"conceded_without_penalty"_s, s.concededWithoutPenalty);
    }
    if (s.shootOutWinner)
        json.insert(u"shoot_out_winner"_s, sideKey(*s.shootOutWinner));
    if (s.terrain.active)
        json.insert(u"terrain"_s, ForgeTerrainJson::toJson(s.terrain));
    QJsonArray cards;
    for (const Side side : {Side::Home, Side::Away}) {
        for (const CardMark &m : s.team(side).cardMarks)
            cards << cardMarkJson(side, m);
    }
    json.insert(u"card_effects"_s, cards);
    return json;
}

} // namespace dugout
