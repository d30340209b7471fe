#include "MatchSession.h"

#include "core/dice/RandomDice.h"
#include "core/storage/Database.h"
#include "core/storage/MatchLogStore.h"

namespace dugout {

QString MatchSession::databasePath() const
{
    return m_store->database().path();
}

MatchSession::MatchSession(std::shared_ptr<const Ruleset> rules, Database &database, QObject *parent)
    : QObject(parent), m_rules(std::move(rules)), m_store(std::make_unique<MatchLogStore>(database)),
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
    Q_EMIT changed();
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
            *error = tr("This match cannot be followed any further: its log no longer replays (%1).").arg(problem);
        return false;
    }
    m_match.emplace(std::move(replayed));
    m_id = matchId;
    m_status = stored->status;
    // A match stored as in progress whose log already ends the game (a crash between the last
    // event and the status) is put right now.
    syncStatus();
    Q_EMIT changed();
    return true;
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
    if (!m_store->append(m_id, m_match->lastEvent(), &error)) {
        m_match.emplace(before);
        return RuleCheck::refused(tr("The event was not saved, so it was not applied: %1").arg(error));
    }
    const QString statusError = syncStatus();
    Q_EMIT changed();
    if (!statusError.isEmpty())
        return RuleCheck::refused(tr("The event is saved, but the match's status was not updated: %1").arg(statusError));
    return RuleCheck::ok();
}

RuleCheck MatchSession::undo()
{
    if (!canUndo())
        return RuleCheck::refused(tr("Nothing to undo."));
    QString error;
    // A finished match takes no change: it is in progress again while its end is undone.
    const TrackedMatchStatus was = m_status;
    if (was != TrackedMatchStatus::InProgress) {
        const std::optional<StoredTrackedMatch> stored = m_store->load(m_id, &error);
        if (!stored)
            return RuleCheck::refused(tr("The last event was not undone: %1").arg(error));
        if (stored->resultMatchId > 0)
            return RuleCheck::refused(tr("The result of this match is confirmed: undo it in the league first."));
    }
    if (was != TrackedMatchStatus::InProgress && !m_store->setStatus(m_id, TrackedMatchStatus::InProgress, 0, &error))
        return RuleCheck::refused(tr("The last event was not undone: %1").arg(error));
    if (!m_store->removeLast(m_id, &error)) {
        if (was != TrackedMatchStatus::InProgress)
            m_store->setStatus(m_id, was);
        return RuleCheck::refused(tr("The last event was not undone: %1").arg(error));
    }
    m_status = TrackedMatchStatus::InProgress;
    m_match->undo();
    syncStatus();
    Q_EMIT changed();
    return RuleCheck::ok();
}

QString MatchSession::syncStatus()
{
    const TrackedMatchStatus wanted = m_match->state().phase == MatchPhase::Finished ? TrackedMatchStatus::Finished
                                                                                      : TrackedMatchStatus::InProgress;
    if (wanted == m_status || m_status == TrackedMatchStatus::Abandoned)
        return QString();
    QString error;
    if (!m_store->setStatus(m_id, wanted, 0, &error))
        return error;
    m_status = wanted;
    return QString();
}

} // namespace dugout
