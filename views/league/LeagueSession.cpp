#include "LeagueSession.h"

#include "core/storage/Database.h"
#include "core/storage/ServerRoles.h"

#include "core/rules/Ruleset.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace dugout {

LeagueSession::LeagueSession(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QObject(parent), m_ruleset(std::move(ruleset)), m_undoStack(new QUndoStack(this))
{
}

LeagueSession::~LeagueSession() = default;

void LeagueSession::setDatabase(Database *database)
{
    m_database = database;
    m_access = database && database->isServer() ? ServerRoles::access(*database) : ServerAccess();
    m_undoStack->clear();
    m_store = database ? std::make_unique<LeagueStore>(*database, *m_ruleset) : nullptr;
    m_teamStore = database ? std::make_unique<TeamStore>(*database) : nullptr;
    open(0);
}

RuleCheck LeagueSession::mayRunLeague() const
{
    return m_access.runLeague();
}

void LeagueSession::open(qint64 leagueId, qint64 seasonId)
{
    if (leagueId != m_league.id)
        m_undoStack->clear();
    m_league = League();
    m_seasons.clear();
    m_fixtures.clear();
    m_tracking.clear();
    m_summaries.clear();
    m_leagueSummaries.clear();
    m_teams.clear();
    m_seasonId = 0;
    m_readError.clear();
    // Every read says when it fails; the first reason is kept for the view to show.
    QString error;
    const auto keep = [this, &error] {
        if (m_readError.isEmpty() && !error.isEmpty())
            m_readError = error;
        error.clear();
    };
    if (m_store && leagueId > 0) {
        LeagueStore::LoadOutcome outcome = LeagueStore::LoadOutcome::ReadFailed;
        if (std::optional<League> league = m_store->load(leagueId, &error, &outcome))
            m_league = std::move(*league);
        // A league deleted meanwhile is no read error: there is just nothing to show.
        if (outcome == LeagueStore::LoadOutcome::ReadFailed)
            keep();
        error.clear();
    }
    if (hasLeague()) {
        m_seasons = m_store->seasons(m_league.id, &error);
        keep();
        for (const Season &season : std::as_const(m_seasons)) {
            if (season.id == seasonId)
                m_seasonId = seasonId;
        }
        if (m_seasonId == 0 && !m_seasons.isEmpty())
            m_seasonId = m_seasons.last().id;
        m_leagueSummaries = m_store->summaries(m_league.id, 0, &error);
        keep();
        if (m_seasonId > 0) {
            m_fixtures = m_store->fixtures(m_seasonId, &error);
            keep();
            m_tracking = m_store->tracking(m_seasonId, &error);
            keep();
            m_summaries = m_store->summaries(m_league.id, m_seasonId, &error);
            keep();
        }
        QList<qint64> ids = m_league.teamIds;
        if (const Season *current = season()) {
            for (const SeasonEntry &entry : current->entries)
                ids << entry.teamId;
        }
        // One summary query for all of them, not a whole team (players, ledger) each.
        const QList<TeamTotals> totals = m_teamStore->totals(ids, &error);
        keep();
        for (const TeamTotals &team : totals)
            m_teams.insert(team.id, team);
    }
    Q_EMIT changed();
}

void LeagueSession::setSeason(qint64 seasonId)
{
    if (seasonId != m_seasonId)
        open(m_league.id, seasonId);
}

void LeagueSession::reload()
{
    open(m_league.id, m_seasonId);
}

const Season *LeagueSession::season() const
{
    for (const Season &season : m_seasons) {
        if (season.id == m_seasonId)
            return &season;
    }
    return nullptr;
}

QList<TeamTotals> LeagueSession::leagueTeams() const
{
    QList<TeamTotals> teams;
    for (qint64 id : m_league.teamIds) {
        if (m_teams.contains(id))
            teams << m_teams.value(id);
    }
    return teams;
}

QString LeagueSession::teamName(qint64 teamId) const
{
    const auto team = m_teams.constFind(teamId);
    return team != m_teams.cend() ? team->name : u"#%1"_s.arg(teamId);
}

void LeagueSession::pushEdit(QUndoCommand *command)
{
    m_undoStack->push(command);
}

void LeagueSession::reportFailure(const QString &reason)
{
    Q_EMIT editFailed(reason);
}

QList<qint64> LeagueSession::seasonTeamIds(qint64 divisionId) const
{
    QList<qint64> ids;
    if (const Season *current = season()) {
        for (const SeasonEntry &entry : current->entries) {
            if (divisionId < 0 || entry.divisionId == divisionId)
                ids << entry.teamId;
        }
    }
    return ids;
}

} // namespace dugout
