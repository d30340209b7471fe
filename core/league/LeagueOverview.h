#pragma once

#include <QString>

namespace dugout {

// One line of the list of leagues: what a commissioner picks a league by, read for every
// league in one query (LeagueStore::overviews), never by loading each league whole.
struct LeagueOverview
{
    qint64 id = 0;
    QString name;
    QString commissioner;
    int teams = 0;
    int matchesPlayed = 0; // confirmed results, every season

    bool operator==(const LeagueOverview &) const = default;
};

} // namespace dugout
