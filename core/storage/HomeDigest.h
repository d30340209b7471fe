#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace dugout {

class Database;

// What the welcome page shows of an open database: the tracked matches still being played
// (to resume one), the next fixtures of each league, the teams last created or last played.
// Read by three small queries bounded by their limits, never by loading a league or a team
// whole: the page is on the start-up path, benchmarked on a database of thousands of matches.
class HomeDigest
{
    Q_DECLARE_TR_FUNCTIONS(HomeDigest)

public:
    struct MatchInProgress
    {
        qint64 trackedMatchId = 0;
        QString homeName; // as at kick-off
        QString awayName;
        int homeScore = 0; // touchdowns in the log so far
        int awayScore = 0;
        int eventCount = 0;
        QDateTime lastActivity; // the last event confirmed, or the kick-off
    };
    struct NextFixture
    {
        qint64 fixtureId = 0;
        qint64 leagueId = 0;
        qint64 seasonId = 0;
        QString leagueName;
        QString seasonName;
        int round = 0;
        qint64 homeTeamId = 0;
        qint64 awayTeamId = 0;
        QString homeName;
        QString awayName;
    };
    struct RecentTeam
    {
        qint64 teamId = 0;
        QString name;
        QString coach;
        QDateTime lastActivity; // created, or its last confirmed match
    };
    struct Limits
    {
        int matches = 3;
        int fixturesPerLeague = 3;
        int fixtures = 8;
        int teams = 5;
    };

    QList<MatchInProgress> matchesInProgress; // the latest activity first
    QList<NextFixture> nextFixtures;          // by league name, then fixture
    QList<RecentTeam> recentTeams;            // the latest activity first

    bool isEmpty() const
    {
        return matchesInProgress.isEmpty() && nextFixtures.isEmpty() && recentTeams.isEmpty();
    }

    // nullopt with `error` set when the database could not be read.
    static std::optional<HomeDigest> read(const Database &database, const Limits &limits,
                                          QString *error = nullptr);
    static std::optional<HomeDigest> read(const Database &database, QString *error = nullptr)
    {
        return read(database, Limits{}, error);
    }

private:
    bool readMatches(const Database &database, int limit, QString *error);
    bool readFixtures(const Database &database, const Limits &limits, QString *error);
    bool readTeams(const Database &database, int limit, QString *error);
};

} // namespace dugout
