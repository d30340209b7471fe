#pragma once

#include "core/league/MajorTrophies.h"

#include <QList>
#include <QString>

namespace dugout {

class Database;

// Who holds each major's trophy, read from the finals of majors played (MajorTrophies::holders):
// nothing about a trophy is stored apart, so confirming or undoing a final moves it at once.
class TrophyQuery
{
public:
    explicit TrophyQuery(const Database &database) : m_database(database) {}

    // The holders in `leagueId`, or in every league with 0.
    QList<TrophyHolder> holders(qint64 leagueId = 0, QString *error = nullptr) const;

private:
    const Database &m_database;
};

} // namespace dugout
