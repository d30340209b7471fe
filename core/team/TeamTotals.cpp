#include "TeamTotals.h"

namespace dugout {

TeamTotals TeamTotals::of(const Team &team)
{
    TeamTotals totals;
    totals.id = team.id;
    totals.name = team.name;
    totals.rosterId = team.rosterId;
    totals.coach = team.coach;
    totals.color = team.color;
    totals.phase = team.phase;
    totals.budget = team.budget;
    totals.ledgerBalance = team.ledgerBalance();
    totals.rerolls = team.rerolls;
    totals.fanFactor = team.fanFactor;
    totals.assistantCoaches = team.assistantCoaches;
    totals.cheerleaders = team.cheerleaders;
    totals.apothecary = team.apothecary;
    totals.freeFanFactor = team.freeFanFactor;
    totals.trophies = team.trophies;
    for (const Player &player : team.players) {
        if (player.isActive())
            totals.activePositions << player.positionId;
        if (!player.isAvailable())
            continue;
        totals.availablePositions << player.positionId;
        totals.maGains += player.maGain;
        totals.stGains += player.stGain;
        totals.agGains += player.agGain;
        totals.avGains += player.avGain;
        for (const GainedSkill &gained : player.gainedSkills)
            ++(gained.onDouble ? totals.doubleSkills : totals.skills);
    }
    return totals;
}

} // namespace dugout
