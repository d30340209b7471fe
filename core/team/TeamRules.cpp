#include "TeamRules.h"

#include "core/league/MajorTrophies.h"

#include "core/InputLimits.h"
#include "core/Money.h"
#include "core/rules/Ruleset.h"

#include <QDateTime>

using namespace Qt::StringLiterals;

namespace dugout {

const Roster *TeamRules::roster(const Team &team) const
{
    return m_rules.roster(team.rosterId);
}

qint64 TeamRules::creationCost(const Team &team) const
{
    return creationCost(TeamTotals::of(team));
}

qint64 TeamRules::creationCost(const TeamTotals &team) const
{
    const TeamBuildingRules &building = m_rules.teamBuilding();
    qint64 cost = 0;
    for (const QString &positionId : team.activePositions) {
        if (const Position *position = m_rules.position(positionId))
            cost += position->cost;
    }
    const Roster *teamRoster = m_rules.roster(team.rosterId);
    cost += team.rerolls * (teamRoster ? teamRoster->rerollCost : 0);
    cost += team.fanFactor * building.fanFactorCost;
    cost += team.assistantCoaches * building.assistantCoachCost;
    cost += team.cheerleaders * building.cheerleaderCost;
    cost += team.apothecary ? building.apothecaryCost : 0;
    return cost;
}

qint64 TeamRules::goldLeft(const Team &team) const
{
    return team.phase == Team::Phase::Creation ? team.budget - creationCost(team)
                                               : team.ledgerBalance();
}

qint64 TeamRules::goldLeft(const TeamTotals &team) const
{
    return team.phase == Team::Phase::Creation ? team.budget - creationCost(team)
                                               : team.ledgerBalance;
}

qint64 TeamRules::teamValue(const Team &team, bool countFanFactor) const
{
    return teamValue(TeamTotals::of(team), countFanFactor);
}

qint64 TeamRules::teamValue(const TeamTotals &team, bool countFanFactor) const
{
    const TeamBuildingRules &building = m_rules.teamBuilding();
    qint64 value = 0;
    for (const QString &positionId : team.availablePositions) {
        if (const Position *position = m_rules.position(positionId))
            value += position->cost;
    }
    value += m_rules.valueIncreases().of(team.maGains, team.stGains, team.agGains, team.avGains,
                                         team.skills, team.doubleSkills);
    const Roster *teamRoster = m_rules.roster(team.rosterId);
    // Base price, even when bought at double; a trophy's re-roll counts like one (l.4079–4081).
    value += (team.rerolls + MajorTrophies::rerolls(team.trophies)) *
             (teamRoster ? teamRoster->rerollCost : 0);
    value += countFanFactor && !team.freeFanFactor ? team.fanFactor * building.fanFactorCost : 0;
    value += team.assistantCoaches * building.assistantCoachCost;
    value += team.cheerleaders * building.cheerleaderCost;
    value += team.apothecary ? building.apothecaryCost : 0;
    return value;
}

qint64 TeamRules::rerollPrice(const Team &team) const
{
    const Roster *teamRoster = roster(team);
    const qint64 base = teamRoster ? teamRoster->rerollCost : 0;
    return team.phase == Team::Phase::Creation
               ? base
               : base * m_rules.teamBuilding().rerollCostMultiplierAfterCreation;
}

RuleCheck TeamRules::canSpend(const Team &team, qint64 price) const
{
    const qint64 left = goldLeft(team);
    if (price > left)
        return RuleCheck::refused(tr("Not enough gold: this costs %1 and the team has %2.")
                                      .arg(formatGold(price), formatGold(left)));
    return RuleCheck::ok();
}

void TeamRules::spend(Team &team, qint64 price, LedgerEntry::Kind kind, const QString &detail) const
{
    if (team.phase == Team::Phase::Creation || price == 0)
        return;
    team.ledger << LedgerEntry{0, -price, kind, detail, 0, QDateTime::currentDateTimeUtc()};
}

RuleCheck TeamRules::canHire(const Team &team, const QString &positionId) const
{
    const Position *position = m_rules.position(positionId);
    if (!position || position->rosterId != team.rosterId)
        return RuleCheck::refused(tr("This position is not part of the team's roster."));
    const auto active = team.activePlayers();
    const int maxPlayers = m_rules.teamBuilding().maxPlayers;
    if (active.size() >= maxPlayers)
        return RuleCheck::refused(
            tr("The team already has %1 players, the most a team may have.").arg(maxPlayers));
    const auto sameRole = std::count_if(active.cbegin(), active.cend(), [&](const Player *player) {
        return player->positionId == positionId;
    });
    if (sameRole >= position->max)
        return RuleCheck::refused(tr("The %2 position is full: a team may have at most %1.")
                                      .arg(position->max)
                                      .arg(position->name.current()));
    return canSpend(team, position->cost);
}

RuleCheck TeamRules::hire(Team &team, const QString &positionId, const QString &name,
                          int number) const
{
    RuleCheck check = canHire(team, positionId);
    if (!check)
        return check;
    if (number < 1 || number > 16)
        return RuleCheck::refused(tr("Shirt numbers go from 1 to 16."));
    if (team.playerByNumber(number))
        return RuleCheck::refused(tr("Number %1 is already worn by %2.")
                                      .arg(number)
                                      .arg(team.playerByNumber(number)->name));
    if (name.trimmed().isEmpty())
        return RuleCheck::refused(tr("The player needs a name."));
    if (RuleCheck length = InputLimits::checkName(name, tr("The player's name")); !length)
        return length;
    Player player;
    player.number = number;
    player.name = name.trimmed();
    player.positionId = positionId;
    // Until stored, players are told apart by a temporary negative id.
    qint64 lowest = 0;
    for (const Player &existing : std::as_const(team.players))
        lowest = std::min(lowest, existing.id);
    player.id = lowest - 1;
    team.players << player;
    spend(team, m_rules.position(positionId)->cost, LedgerEntry::Kind::HirePlayer, player.name);
    return RuleCheck::ok();
}

RuleCheck TeamRules::canHireSeveral(const Team &team, const QString &positionId, int count) const
{
    if (count < 1)
        return RuleCheck::refused(tr("Choose how many players to hire: one at least."));
    RuleCheck one = canHire(team, positionId);
    if (!one || count == 1)
        return one;
    const Position *position = m_rules.position(positionId);
    const auto active = team.activePlayers();
    const int maxPlayers = m_rules.teamBuilding().maxPlayers;
    if (active.size() + count > maxPlayers)
        return RuleCheck::refused(tr("%1 more players would make %2: a team may have at most %3.")
                                      .arg(count)
                                      .arg(active.size() + count)
                                      .arg(maxPlayers));
    const auto sameRole = std::count_if(active.cbegin(), active.cend(), [&](const Player *player) {
        return player->positionId == positionId;
    });
    if (sameRole + count > position->max)
        return RuleCheck::refused(tr("The %1 position allows at most %2; %3 more would make %4.")
                                      .arg(position->name.current())
                                      .arg(position->max)
                                      .arg(count)
                                      .arg(sameRole + count));
    return canSpend(team, count * position->cost);
}

RuleCheck TeamRules::hireSeveral(Team &team, const QString &positionId,
                                 const QStringList &names) const
{
    RuleCheck check = canHireSeveral(team, positionId, static_cast<int>(names.size()));
    if (!check)
        return check;
    // Checked as a whole above; each hire below checks again, on a copy, so a refusal half-way
    // (a name too long) leaves the team as it was.
    Team hired = team;
    for (const QString &name : names) {
        check = hire(hired, positionId, name, hired.nextFreeNumber());
        if (!check)
            return check;
    }
    team = hired;
    return RuleCheck::ok();
}

RuleCheck TeamRules::canFire(const Team &team, qint64 playerId) const
{
    for (const Player &player : team.players) {
        if (player.id == playerId)
            return player.isActive()
                       ? RuleCheck::ok()
                       : RuleCheck::refused(
                             tr("%1 is no longer on the active roster.").arg(player.name));
    }
    return RuleCheck::refused(tr("There is no such player in the team."));
}

RuleCheck TeamRules::fire(Team &team, qint64 playerId) const
{
    RuleCheck check = canFire(team, playerId);
    if (!check)
        return check;
    if (team.phase == Team::Phase::Creation) {
        team.players.removeIf([playerId](const Player &player) { return player.id == playerId; });
        return check;
    }
    team.playerById(playerId)->status = Player::Status::Fired; // no refund (rulebook l.3841–3850)
    return check;
}

RuleCheck TeamRules::canRenumber(const Team &team, qint64 playerId, int number) const
{
    if (number < 1 || number > 16)
        return RuleCheck::refused(tr("Shirt numbers go from 1 to 16."));
    const Player *wearer = team.playerByNumber(number);
    if (wearer && wearer->id != playerId)
        return RuleCheck::refused(
            tr("Number %1 is already worn by %2.").arg(number).arg(wearer->name));
    return canFire(team, playerId);
}

RuleCheck TeamRules::renumber(Team &team, qint64 playerId, int number) const
{
    RuleCheck check = canRenumber(team, playerId, number);
    if (check)
        team.playerById(playerId)->number = number;
    return check;
}

RuleCheck TeamRules::rename(Team &team, qint64 playerId, const QString &name) const
{
    if (name.trimmed().isEmpty())
        return RuleCheck::refused(tr("The player needs a name."));
    if (RuleCheck length = InputLimits::checkName(name, tr("The player's name")); !length)
        return length;
    Player *player = team.playerById(playerId);
    if (!player)
        return RuleCheck::refused(tr("There is no such player in the team."));
    player->name = name.trimmed();
    return RuleCheck::ok();
}

RuleCheck TeamRules::renameTeam(Team &team, const QString &name) const
{
    if (name.trimmed().isEmpty())
        return RuleCheck::refused(tr("The team needs a name."));
    if (RuleCheck length = InputLimits::checkName(name, tr("The team's name")); !length)
        return length;
    team.name = name.trimmed();
    return RuleCheck::ok();
}

RuleCheck TeamRules::canBuyReroll(const Team &team) const
{
    const int max = m_rules.teamBuilding().rerollMax;
    if (team.rerolls >= max)
        return RuleCheck::refused(
            tr("The team already has %1 team re-rolls, the most a team may hold.").arg(max));
    return canSpend(team, rerollPrice(team));
}

RuleCheck TeamRules::buyReroll(Team &team) const
{
    RuleCheck check = canBuyReroll(team);
    if (!check)
        return check;
    spend(team, rerollPrice(team), LedgerEntry::Kind::BuyReroll, QString());
    ++team.rerolls;
    return check;
}

RuleCheck TeamRules::canRemoveReroll(const Team &team) const
{
    return team.rerolls > 0 ? RuleCheck::ok()
                            : RuleCheck::refused(tr("The team has no team re-roll."));
}

RuleCheck TeamRules::removeReroll(Team &team) const
{
    RuleCheck check = canRemoveReroll(team);
    if (check)
        --team.rerolls;
    return check;
}

RuleCheck TeamRules::canSetFanFactor(const Team &team, int fanFactor) const
{
    if (team.phase != Team::Phase::Creation)
        return RuleCheck::refused(tr("Fan factor can only be bought when the team is created; "
                                     "afterwards it changes only after matches."));
    const int max = m_rules.teamBuilding().fanFactorMaxAtCreation;
    if (fanFactor < 0 || fanFactor > max)
        return RuleCheck::refused(
            tr("At creation a team may buy from 0 to %1 fan factor.").arg(max));
    return canSpend(team, (fanFactor - team.fanFactor) * m_rules.teamBuilding().fanFactorCost);
}

RuleCheck TeamRules::setFanFactor(Team &team, int fanFactor) const
{
    RuleCheck check = canSetFanFactor(team, fanFactor);
    if (check)
        team.fanFactor = fanFactor;
    return check;
}

RuleCheck TeamRules::canHireAssistantCoach(const Team &team) const
{
    return canSpend(team, m_rules.teamBuilding().assistantCoachCost);
}

RuleCheck TeamRules::hireAssistantCoach(Team &team) const
{
    RuleCheck check = canHireAssistantCoach(team);
    if (!check)
        return check;
    spend(team, m_rules.teamBuilding().assistantCoachCost, LedgerEntry::Kind::HireStaff,
          tr("Assistant coach"));
    ++team.assistantCoaches;
    return check;
}

RuleCheck TeamRules::fireAssistantCoach(Team &team) const
{
    if (team.assistantCoaches <= 0)
        return RuleCheck::refused(tr("The team has no assistant coach."));
    --team.assistantCoaches;
    return RuleCheck::ok();
}

RuleCheck TeamRules::canHireCheerleader(const Team &team) const
{
    return canSpend(team, m_rules.teamBuilding().cheerleaderCost);
}

RuleCheck TeamRules::hireCheerleader(Team &team) const
{
    RuleCheck check = canHireCheerleader(team);
    if (!check)
        return check;
    spend(team, m_rules.teamBuilding().cheerleaderCost, LedgerEntry::Kind::HireStaff,
          tr("Cheerleader"));
    ++team.cheerleaders;
    return check;
}

RuleCheck TeamRules::fireCheerleader(Team &team) const
{
    if (team.cheerleaders <= 0)
        return RuleCheck::refused(tr("The team has no cheerleader."));
    --team.cheerleaders;
    return RuleCheck::ok();
}

RuleCheck TeamRules::canHireApothecary(const Team &team) const
{
    const Roster *teamRoster = roster(team);
    if (teamRoster && !teamRoster->apothecary)
        return RuleCheck::refused(
            tr("%1 teams may not have an apothecary.").arg(teamRoster->name.current()));
    if (team.apothecary)
        return RuleCheck::refused(
            tr("The team already has its apothecary; a team may have only one."));
    return canSpend(team, m_rules.teamBuilding().apothecaryCost);
}

RuleCheck TeamRules::hireApothecary(Team &team) const
{
    RuleCheck check = canHireApothecary(team);
    if (!check)
        return check;
    spend(team, m_rules.teamBuilding().apothecaryCost, LedgerEntry::Kind::HireStaff,
          tr("Apothecary"));
    team.apothecary = true;
    return check;
}

RuleCheck TeamRules::fireApothecary(Team &team) const
{
    if (!team.apothecary)
        return RuleCheck::refused(tr("The team has no apothecary."));
    team.apothecary = false;
    return RuleCheck::ok();
}

RuleCheck TeamRules::isReady(const Team &team) const
{
    return isReady(TeamTotals::of(team));
}

RuleCheck TeamRules::isReady(const TeamTotals &team) const
{
    if (team.name.trimmed().isEmpty())
        return RuleCheck::refused(tr("The team needs a name."));
    if (!m_rules.roster(team.rosterId))
        return RuleCheck::refused(tr("The team needs a roster."));
    const TeamBuildingRules &building = m_rules.teamBuilding();
    const auto count = team.activePositions.size();
    if (count < building.minPlayers)
        return RuleCheck::refused(tr("The team has %1 players; it needs at least %2.")
                                      .arg(count)
                                      .arg(building.minPlayers));
    if (count > building.maxPlayers)
        return RuleCheck::refused(tr("The team has %1 players; it may have at most %2.")
                                      .arg(count)
                                      .arg(building.maxPlayers));
    if (goldLeft(team) < 0)
        return RuleCheck::refused(
            tr("The team costs %1 more than its budget.").arg(formatGold(-goldLeft(team))));
    return RuleCheck::ok();
}

RuleCheck TeamRules::confirm(Team &team) const
{
    if (team.phase != Team::Phase::Creation)
        return RuleCheck::refused(tr("The team has already been confirmed."));
    RuleCheck check = isReady(team);
    if (!check)
        return check;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    team.ledger << LedgerEntry{0, team.budget, LedgerEntry::Kind::StartingBudget, QString(), 0, now}
                << LedgerEntry{
                       0, -creationCost(team), LedgerEntry::Kind::TeamCreation, QString(), 0, now};
    team.phase = Team::Phase::Active;
    return check;
}

} // namespace dugout
