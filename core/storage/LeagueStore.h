#pragma once

#include "core/league/FixtureTracking.h"
#include "core/league/League.h"
#include "core/league/LeagueLeaving.h"
#include "core/league/LeagueOverview.h"
#include "core/league/MatchSummary.h"
#include "core/league/PostMatchResult.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

#include <functional>
#include <optional>

class QSqlDatabase;

namespace dugout {

class Database;
class Ruleset;

// A confirmed match as stored: the record with every die, the readable log, and both teams
// exactly as they were before the post-match sequence (what undo restores).
struct StoredMatch
{
    qint64 id = 0;
    MatchRecord record;
    MatchSummary summary;
    QStringList log;
    QDateTime playedAt;
    Team homeBefore;
    Team awayBefore;
};

// Leagues, their seasons, divisions, schedules and confirmed results. Results are written
// with both teams in one transaction and can be undone the same way.
//
// One way to fail (StoreFailure): every read and write that can fail takes `QString *error`
// and answers false, nullopt or an empty list with the reason put there; a read that fails is
// never an empty list that looks like "nothing stored". The rules themselves live in core/league
// (LeagueRules, ScheduleRules): the store reads the facts they need and writes what they allow.
class LeagueStore
{
    Q_DECLARE_TR_FUNCTIONS(LeagueStore)

public:
    explicit LeagueStore(Database &database) : m_database(database) {}
    // With the rules, the store can put a team joining a free fan factor league on the
    // league's terms (FreeFanFactor::join); without them such a join is refused.
    LeagueStore(Database &database, const Ruleset &rules) : m_database(database), m_rules(&rules) {}

    QList<League> leagues(QString *error = nullptr) const;
    // Every league's line in the list, by name, in one query.
    QList<LeagueOverview> overviews(QString *error = nullptr) const;
    // One league's line, after an edit; nullopt when there is no such league.
    std::optional<LeagueOverview> overview(qint64 leagueId, QString *error = nullptr) const;
    // What load() found, for a caller that must tell a league deleted meanwhile (nothing to
    // show) from a read that failed (an error to show), without comparing message texts.
    enum class LoadOutcome { Loaded, NoSuchLeague, ReadFailed };
    std::optional<League> load(qint64 leagueId, QString *error = nullptr,
                               LoadOutcome *outcome = nullptr) const;
    // Inserts or updates the league, its options and its teams (joining and leaving). Refuses
    // what canJoin, canChangeOptions and canLeave refuse; the name and the commissioner may
    // always change. In a free fan factor league, every team that joins (and every member when
    // the option is turned on) gets FreeFanFactor::join, written in the same transaction.
    bool save(League &league, QString *error = nullptr);
    // One team joins a stored league, and its latest season when that season's line-up may
    // still change and it has no divisions (with divisions the commissioner places the team).
    // All in one transaction. Refused for a team already in the league and what save refuses.
    bool join(qint64 leagueId, qint64 teamId, QString *error = nullptr);
    // Refused while the league has confirmed matches.
    bool remove(qint64 leagueId, QString *error = nullptr);
    // The league a team plays in, or 0.
    qint64 leagueOfTeam(qint64 teamId, QString *error = nullptr) const;

    // Whether a team may join `league` (stored or not yet): a confirmed team, not one still
    // being built, that plays in no other league. A team already in the stored league has
    // joined: allowed.
    RuleCheck canJoin(const League &league, qint64 teamId) const;
    // Whether the stored league may take `newOptions`: any while it has no confirmed match,
    // then only the ones it has, so that every result is decided under the same rules. A
    // league not stored yet may take any. Free fan factor cannot be turned off while the
    // league has teams: they hold fan factor 5 they never paid for.
    RuleCheck canChangeOptions(qint64 leagueId, const LeagueOptions &newOptions) const;
    // The same rule asked before choosing: whether the league's options may change at all.
    RuleCheck canChangeOptions(qint64 leagueId) const;
    // Whether a team may leave the league: not once it has a confirmed match there (its
    // results stay in the standings).
    RuleCheck canLeave(qint64 leagueId, qint64 teamId) const;

    QList<Season> seasons(qint64 leagueId, QString *error = nullptr) const;
    std::optional<Season> season(qint64 seasonId, QString *error = nullptr) const;
    // Whether a season's entries and divisions may change: not once it has a confirmed match.
    // The season and its divisions can always be renamed.
    RuleCheck canEditSeason(qint64 seasonId) const;
    // Inserts or updates a season with its divisions and entries; refuses changing the
    // entries or divisions of a season canEditSeason refuses.
    bool saveSeason(Season &season, QString *error = nullptr);

    // Whether a season may be taken back (LeagueRules::canRemoveSeason).
    RuleCheck canRemoveSeason(qint64 seasonId) const;
    // Deletes the season with its divisions, line-up and fixtures (Edit → Undo of New season),
    // in one transaction; refused as canRemoveSeason refuses, checked inside it.
    bool removeSeason(qint64 seasonId, QString *error = nullptr);
    // Takes back teams joining the league (Edit → Undo of Add teams), in one transaction: the
    // teams leave the league and the line-ups of its seasons, and each is written back as it
    // was before it joined (`before`), which takes back what joining did to it (a free fan
    // factor refund, fan factor 5). `joined`: each team as the join left it, in the same
    // order. Refused as LeagueRules::canUndoJoin refuses, checked inside the transaction.
    bool undoJoin(qint64 leagueId, const QList<Team> &before, const QList<Team> &joined,
                  QString *error = nullptr);

    // A team leaves the league (the Teams tab's Remove), in one transaction: it leaves the
    // league, its fixtures still to play go, and it leaves every line-up that may still change (a
    // season with confirmed matches keeps it in its table). Refused as canLeave and
    // canRemoveFixture refuse, checked inside it. `left` gets what it took, for undoLeave.
    bool leave(qint64 leagueId, qint64 teamId, LeagueLeaving *left, QString *error = nullptr);
    // Edit → Undo of leave, in one transaction: the team back in its place in the league, in
    // the line-ups it left and in its fixtures (with new ids). It comes back as it is now: a
    // free fan factor league does not give it its join a second time, since leaving took
    // nothing back. Refused when it may not join (canJoin: it plays in another league now, say)
    // or a line-up it left may no longer change (canEditSeason).
    bool undoLeave(const LeagueLeaving &left, QString *error = nullptr);

    QList<Fixture> fixtures(qint64 seasonId, QString *error = nullptr) const;
    std::optional<Fixture> fixture(qint64 fixtureId, QString *error = nullptr) const;
    // Replaces the season's unplayed fixtures by `fixtures` (played ones are kept as they are).
    // Refused while one of them is being tracked (ScheduleRules::canReplaceUnplayed).
    bool replaceUnplayedFixtures(qint64 seasonId, QList<Fixture> &fixtures,
                                 QString *error = nullptr);
    bool addFixture(Fixture &fixture, QString *error = nullptr);
    // What ScheduleRules::canRemove says of the stored fixture: refused once played or while
    // a match tracked for it holds it.
    RuleCheck canRemoveFixture(qint64 fixtureId) const;
    // Refused as canRemoveFixture refuses, checked inside the transaction.
    bool removeFixture(qint64 fixtureId, QString *error = nullptr);
    // The tracked matches started for fixtures of the season (Matches area), any status.
    QList<FixtureTracking> tracking(qint64 seasonId, QString *error = nullptr) const;

    // Applies a previewed post-match result in one transaction: both teams (with the match id
    // on their new ledger entries), the match with its record, log and the teams before, and
    // the fixture it settles. Gives `result` the match id. Refused when a stored team is no
    // longer exactly `homeBefore` or `awayBefore` (changed since the preview).
    bool confirmResult(PostMatchResult &result, const Team &homeBefore, const Team &awayBefore,
                       qint64 *matchId, QString *error = nullptr);
    // Whether a new match between the two teams may be recorded in the league: never a third
    // in a row (ScheduleRules::canPlayNext over the league's confirmed matches), except in a
    // semi-final or final.
    RuleCheck canRecordMatch(qint64 leagueId, qint64 homeTeamId, qint64 awayTeamId,
                             FixtureStage stage = FixtureStage::Regular) const;
    // A result can be undone while it is the latest confirmed match of both its teams.
    RuleCheck canUndo(qint64 matchId) const;
    // Restores both teams exactly as they were before the match, removes it and frees its
    // fixture, in one transaction.
    bool undoResult(qint64 matchId, QString *error = nullptr);

    std::optional<StoredMatch> match(qint64 matchId, QString *error = nullptr) const;
    // Confirmed matches of a league, oldest first; of one season when seasonId is not 0. Each
    // counts in the division ScheduleRules::divisionOfMatch gives it.
    QList<MatchSummary> summaries(qint64 leagueId, qint64 seasonId = 0,
                                  QString *error = nullptr) const;
    QList<StoredMatch> matches(qint64 leagueId, qint64 seasonId = 0,
                               QString *error = nullptr) const;
    // Matches a team played, oldest first.
    QList<StoredMatch> matchesOfTeam(qint64 teamId, QString *error = nullptr) const;

private:
    QList<LeagueOverview> readOverviews(qint64 leagueId, QString *error) const;
    // How many confirmed matches `where` (conditions on the match table) selects.
    std::optional<int> confirmedMatches(const QString &where, const QVariantList &values,
                                        QString *error) const;
    // A rule that depends on a stored league's or season's name and on how many confirmed
    // matches `where` selects: `nameQuery` reads the name of row `id`; a check on something not
    // stored (yet) passes, and an unreadable database refuses with its reason.
    RuleCheck
    checkPlayed(const QString &nameQuery, qint64 id, const QString &where,
                const QVariantList &values,
                const std::function<RuleCheck(const QString &name, int played)> &rule) const;
    // Gives each summary the division it counts in (ScheduleRules::divisionOfMatch), reading
    // the seasons it needs; `fixtureDivisions`: the fixture's division of each, -1 for none.
    bool assignDivisions(QList<MatchSummary> &summaries, const QList<qint64> &fixtureDivisions,
                         QString *error) const;
    QList<StoredMatch> storedMatches(const QString &where, const QVariantList &values,
                                     QString *error) const;
    // save() and join() inside a transaction the caller holds.
    bool writeLeague(League &league, QString *error);
    bool writeSeason(Season &season, QString *error);
    // The league's teams, in its order, without a rule or free fan factor: writeLeague checks
    // those first; undoLeave puts back a team that had already joined.
    bool writeMembers(const League &league, QString *error);
    // FreeFanFactor::join for each of `teamIds`, written with the league.
    bool giveFreeFanFactor(const QList<qint64> &teamIds, QString *error);

    // Deletes row `id` with `deleteRow` (its one bound value is the id) in one transaction, after
    // `check` allows it inside that transaction, so a change another window made meanwhile
    // wins; `missing` is the reason when no row was deleted.
    bool removeChecked(const QString &deleteRow, qint64 id, const std::function<RuleCheck()> &check,
                       const QString &missing, QString *error);
    // Ids the database holds for `sql` (one bound value); ids are read, never spliced into SQL.
    // nullopt with the reason when the query cannot read.
    static std::optional<QList<qint64>> ids(const QSqlDatabase &db, const QString &sql,
                                            const QVariant &bound, QString *error);
    // Team `teamId`'s name for a message, or "team N" when it cannot be read (every file of the
    // store words its messages the same way).
    static QString teamName(const QSqlDatabase &db, qint64 teamId);
    // Inserts a fixture as unplayed (only a confirmed result plays it) and gives it its id.
    static bool insertFixture(const QSqlDatabase &db, Fixture &fixture, QString *error);

    Database &m_database;
    const Ruleset *m_rules = nullptr;
};

} // namespace dugout
