#include "MatchSession.h"

#include "core/dice/RandomDice.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"
#include "core/storage/Transaction.h"

namespace dugout {

QString MatchSession::databasePath() const
{
    return m_store->database().path();
}

MatchSession::MatchSession(std::shared_ptr<const Ruleset> rules, Database &database,
                           QObject *parent)
    : QObject(parent), m_rules(std::move(rules)), m_database(database),
      m_store(std::make_unique<MatchLogStore>(database)),
      m_randomDice(std::make_unique<RandomDice>()), m_dice(m_randomDice.get())
{
}

MatchSession::~MatchSession() = default;

void MatchSession::setDice(Dice *dice)
{
    m_dice = dice ? dice : m_randomDice.get();
}

bool MatchSession::start(const MatchSetup &setup, QString *error)
{
    const qint64 id = m_store->create(setup, error);
    if (id <= 0)
        return false;
    m_match.emplace(*m_rules, setup);
    m_id = id;
    m_status = TrackedMatchStatus::InProgress;
    m_resultMatchId = 0;
    Q_EMIT changed(allMatchChanges());
    return true;
}

bool MatchSession::resume(qint64 matchId, QString *error)
{
    std::optional<StoredTrackedMatch> stored = m_store->load(matchId, error);
    if (!stored)
        return false;
    QString problem;
    Match replayed = Match::replay(*m_rules, stored->setup, stored->events, &problem);
    if (!problem.isEmpty()) {
        if (error)
            *error =
                tr("This match cannot be followed any further: its log no longer replays (%1).")
                    .arg(problem);
        return false;
    }
    m_match.emplace(std::move(replayed));
    m_id = matchId;
    m_status = stored->status;
    m_resultMatchId = stored->resultMatchId;
    // A match stored as in progress whose log already ends the game (a crash between the last
    // event and the status) is put right now.
    syncStatus();
    Q_EMIT changed(allMatchChanges());
    return true;
}

void MatchSession::reloadResult()
{
    if (!isOpen())
        return;
    const std::optional<StoredTrackedMatch> stored = m_store->load(m_id);
    if (!stored || (stored->resultMatchId == m_resultMatchId && stored->status == m_status))
        return;
    m_resultMatchId = stored->resultMatchId;
    m_status = stored->status;
    Q_EMIT changed(MatchChange::Result);
}

RuleCheck MatchSession::check(const MatchEvent &event) const
{
    if (!isOpen())
        return RuleCheck::refused(tr("No match is open."));
    return m_match->check(event);
}

RuleCheck MatchSession::submit(const MatchEvent &event)
{
    if (!isOpen())
        return RuleCheck::refused(tr("No match is open."));
    const Match before = *m_match;
    const RuleCheck applied = m_match->append(event, *m_dice);
    if (!applied)
        return applied;
    return storeLast(before);
}

RuleCheck MatchSession::redo()
{
    if (!canRedo())
        return RuleCheck::refused(tr("Nothing to redo."));
    const Match before = *m_match;
    const RuleCheck applied = m_match->redo();
    if (!applied)
        return applied;
    return storeLast(before);
}

RuleCheck MatchSession::storeLast(const Match &before)
{
    QString error;
    // The event and the status it brings (Finished after the last one) are one change: a
    // crash between them cannot leave a finished log stored as a match in progress.
    const TrackedMatchStatus wanted = wantedStatus();
    bool stored = false;
    {
        Transaction transaction(m_database.connection(), &error);
        stored = transaction.isOpen() && m_store->append(m_id, m_match->lastEvent(), &error) &&
                 (wanted == m_status || m_store->setStatus(m_id, wanted, 0, &error)) &&
                 transaction.commit();
    }
    if (!stored) {
        m_match.emplace(before);
        return RuleCheck::refused(
            tr("The event was not saved, so it was not applied: %1").arg(error));
    }
    m_status = wanted;
    Q_EMIT changed(MatchChange::EventAppended | changesBetween(before.state(), m_match->state()));
    return RuleCheck::ok();
}

RuleCheck MatchSession::undo()
{
    if (!canUndo())
        return RuleCheck::refused(tr("Nothing to undo."));
    // The match as it will be once its last event is gone, worked out before anything is
    // stored: its status is part of the same change.
    Match after = *m_match;
    after.undo();
    const TrackedMatchStatus wanted = after.state().phase == MatchPhase::Finished
                                          ? TrackedMatchStatus::Finished
                                          : TrackedMatchStatus::InProgress;
    // Checking the confirmed result, reopening the match, removing its last event and storing
    // the status it ends with are one transaction: on any failure the database keeps the match
    // exactly as it was, and so does the screen.
    QString error;
    bool confirmedResult = false;
    bool undone = false;
    {
        Transaction transaction(m_database.connection(), &error);
        undone = transaction.isOpen() && mayUndo(&confirmedResult, &error) && !confirmedResult &&
                 (m_status == TrackedMatchStatus::InProgress ||
                  m_store->setStatus(m_id, TrackedMatchStatus::InProgress, 0, &error)) &&
                 m_store->removeLast(m_id, &error) &&
                 (wanted == TrackedMatchStatus::InProgress ||
                  m_store->setStatus(m_id, wanted, 0, &error)) &&
                 transaction.commit();
    }
    if (confirmedResult)
        return RuleCheck::refused(
            tr("The result of this match is confirmed: undo it in the league first."));
    if (!undone)
        return RuleCheck::refused(tr("The last event was not undone: %1").arg(error));
    const MatchChanges what =
        MatchChange::EventUndone | changesBetween(m_match->state(), after.state());
    m_match.emplace(std::move(after));
    m_status = wanted;
    Q_EMIT changed(what);
    return RuleCheck::ok();
}

bool MatchSession::mayUndo(bool *confirmedResult, QString *error) const
{
    // A match in progress has no result yet; a finished one may have been recorded in the league.
    if (m_status == TrackedMatchStatus::InProgress)
        return true;
    const std::optional<StoredTrackedMatch> stored = m_store->load(m_id, error);
    if (!stored)
        return false;
    *confirmedResult = stored->resultMatchId > 0;
    return true;
}

TrackedMatchStatus MatchSession::wantedStatus() const
{
    if (m_status == TrackedMatchStatus::Abandoned)
        return m_status; // an abandoned match stays so
    return m_match->state().phase == MatchPhase::Finished ? TrackedMatchStatus::Finished
                                                          : TrackedMatchStatus::InProgress;
}

QString MatchSession::syncStatus()
{
    const TrackedMatchStatus wanted = wantedStatus();
    if (wanted == m_status)
        return QString();
    QString error;
    if (!m_store->setStatus(m_id, wanted, 0, &error))
        return error;
    m_status = wanted;
    return QString();
}

} // namespace dugout
