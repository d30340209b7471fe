#pragma once

#include "core/storage/ServerAccess.h"

#include "core/league/FixtureTracking.h"
#include "core/league/League.h"
#include "core/league/MatchSummary.h"
#include "core/team/TeamTotals.h"

#include <QHash>
#include <QList>
#include <QObject>

#include <memory>

class QUndoCommand;
class QUndoStack;

namespace dugout {

class Database;
class LeagueStore;
class Ruleset;
class TeamStore;

// What the League area shows, read once from the database and shared by its tabs: the league,
// its seasons, the season on screen with its fixtures and results, and the teams involved.
// Every change goes through the stores, then reload() reads everything again and says so.
class LeagueSession : public QObject
{
    Q_OBJECT

public:
    explicit LeagueSession(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);
    ~LeagueSession() override;

    // nullptr closes everything.
    void setDatabase(Database *database);
    bool isOpen() const { return m_store != nullptr; }
    // Whether this login may run the league (on a league server, only the commissioner), and
    // why not: the buttons that would change the league are disabled with that reason.
    RuleCheck mayRunLeague() const;
    // The database the stores write to, for a change of several store calls in one transaction.
    Database *database() const { return m_database; }
    LeagueStore *store() const { return m_store.get(); }
    TeamStore *teamStore() const { return m_teamStore.get(); }
    const Ruleset &rules() const { return *m_ruleset; }
    std::shared_ptr<const Ruleset> ruleset() const { return m_ruleset; }

    // Shows a league (0: none) and one of its seasons (0: its latest).
    void open(qint64 leagueId, qint64 seasonId = 0);
    void setSeason(qint64 seasonId);
    // Reads the league shown again, keeping the season when it still exists.
    void reload();

    bool hasLeague() const { return m_league.id > 0; }
    // Why the last open() or reload() could not read everything; empty when it could. What
    // was read is shown, and the view says what is missing.
    const QString &readError() const { return m_readError; }
    const League &league() const { return m_league; }
    const QList<Season> &seasons() const { return m_seasons; }
    const Season *season() const; // nullptr while the league has no season
    const QList<Fixture> &fixtures() const { return m_fixtures; }
    // The tracked matches started for fixtures of the season on screen.
    const QList<FixtureTracking> &tracking() const { return m_tracking; }
    const QList<MatchSummary> &summaries() const { return m_summaries; } // of the season
    const QList<MatchSummary> &leagueSummaries() const { return m_leagueSummaries; }
    // The league's teams and every team of the season (one may have left the league since),
    // as their summary rows (TeamStore::totals, one query): what the tabs' lists show, team
    // value included. A change to one team loads that team whole, from the store.
    const QHash<qint64, TeamTotals> &teams() const { return m_teams; }
    QList<TeamTotals> leagueTeams() const; // in joining order
    QString teamName(qint64 teamId) const;

    QList<qint64> seasonTeamIds(qint64 divisionId = -1) const; // -1: every division

    // The league's edits, for Edit → Undo / Redo; emptied when another league or database
    // is shown (its steps name rows of the league they were made in).
    QUndoStack *undoStack() const { return m_undoStack; }
    // Adds an edit already saved (LeagueEditCommand) to the stack.
    void pushEdit(QUndoCommand *command);
    // An undo or redo the store refused: changed() has been emitted, editFailed() says why.
    void reportFailure(const QString &reason);

Q_SIGNALS:
    void changed();
    void editFailed(const QString &reason);

private:
    std::shared_ptr<const Ruleset> m_ruleset;
    Database *m_database = nullptr;
    ServerAccess m_access;
    std::unique_ptr<LeagueStore> m_store;
    std::unique_ptr<TeamStore> m_teamStore;
    League m_league;
    QList<Season> m_seasons;
    qint64 m_seasonId = 0;
    QString m_readError;
    QList<Fixture> m_fixtures;
    QList<FixtureTracking> m_tracking;
    QList<MatchSummary> m_summaries;
    QList<MatchSummary> m_leagueSummaries;
    QHash<qint64, TeamTotals> m_teams;
    QUndoStack *m_undoStack;
};

} // namespace dugout
