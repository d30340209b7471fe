#include "Leaders.h"

#include "core/team/TeamRules.h"

#include <algorithm>

namespace dugout {

namespace {

int statValue(const Player &player, LeaderStat stat)
{
    switch (stat) {
    case LeaderStat::Touchdowns:
        return player.touchdowns;
    case LeaderStat::Casualties:
        return player.casualties;
    case LeaderStat::Completions:
        return player.completions;
    case LeaderStat::Interceptions:
        return player.interceptions;
    case LeaderStat::Spp:
        return player.spp;
    }
    return 0;
}

// The dead stay in the record books; fired and retired players left the league's story.
bool counts(const Player &player)
{
    return player.status == Player::Status::Active || player.status == Player::Status::Dead;
}

} // namespace

QList<LeaderEntry> Leaders::leaders(const QList<Team> &teams, LeaderStat stat, int limit)
{
    if (limit <= 0)
        return {};
    QList<LeaderEntry> entries;
    for (const Team &team : teams) {
        QList<const Player *> players;
        for (const Player &player : team.players) {
            if (counts(player) && statValue(player, stat) > 0)
                players << &player;
        }
        std::stable_sort(players.begin(), players.end(),
                         [](const Player *a, const Player *b) { return a->number < b->number; });
        for (const Player *player : std::as_const(players))
            entries << LeaderEntry{team.id, player->id, player->name, statValue(*player, stat)};
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const LeaderEntry &a, const LeaderEntry &b) { return a.value > b.value; });
    if (entries.size() > limit)
        entries.resize(limit);
    return entries;
}

QList<TeamValueEntry> Leaders::mostValuable(const QList<TeamTotals> &teams, const Ruleset &rules,
                                            bool countFanFactor)
{
    const TeamRules teamRules(rules);
    QList<TeamValueEntry> entries;
    for (const TeamTotals &team : teams) {
        if (team.phase == Team::Phase::Active) // a team still being built has no value yet
            entries << TeamValueEntry{team.id, teamRules.teamValue(team, countFanFactor)};
    }
    std::stable_sort(
        entries.begin(), entries.end(),
        [](const TeamValueEntry &a, const TeamValueEntry &b) { return a.teamValue > b.teamValue; });
    return entries;
}

QString Leaders::statName(LeaderStat stat)
{
    switch (stat) {
    case LeaderStat::Touchdowns:
        return tr("Touchdowns");
    case LeaderStat::Casualties:
        return tr("Casualties");
    case LeaderStat::Completions:
        return tr("Completions");
    case LeaderStat::Interceptions:
        return tr("Interceptions");
    case LeaderStat::Spp:
        return tr("Star player points");
    }
    return {};
}

} // namespace dugout
