#include "TeamDocument.h"

#include "TeamEditCommand.h"
#include "core/storage/Database.h"
#include "core/storage/TeamStore.h"

#include <QMetaObject>
#include <QUndoStack>

namespace dugout {

Database &TeamDocument::database() const
{
    return m_store.database();
}

QString TeamDocument::databasePath() const
{
    return m_store.database().path();
}

TeamDocument::TeamDocument(Team team, TeamStore &store, std::shared_ptr<const Ruleset> ruleset,
                           QObject *parent)
    : QObject(parent), m_team(std::move(team)), m_store(store), m_ruleset(std::move(ruleset)),
      m_undoStack(new QUndoStack(this))
{
    if (m_team.id > 0)
        m_version = m_store.version(m_team.id).value_or(-1);
}

TeamDocument::~TeamDocument() = default;

RuleCheck TeamDocument::edit(const QString &text, const Change &change, int mergeId)
{
    if (!m_writeAccess)
        return m_writeAccess;
    Team after = m_team;
    RuleCheck check = change(after);
    if (!check)
        return check;
    if (after == m_team)
        return check; // allowed, but nothing to record
    // Saved before the step is recorded: a change the database refuses never enters the history.
    QString error;
    if (!m_store.saveIfUnchanged(after, &m_version, &error)) {
        catchUp();
        return RuleCheck::refused(error);
    }
    const Team before = m_team;
    m_team = after;
    m_undoStack->push(new TeamEditCommand(this, text, before, after, mergeId));
    Q_EMIT changed(TeamChanges::between(before, m_team));
    return check;
}

void TeamDocument::reload(Team stored)
{
    m_version = stored.id > 0 ? m_store.version(stored.id).value_or(-1) : -1;
    m_undoStack->clear();
    const Team before = m_team;
    m_team = std::move(stored);
    Q_EMIT changed(TeamChanges::between(before, m_team));
}

std::optional<Team> TeamDocument::restore(const Team &team, bool undoing)
{
    Team saved = team;
    QString error;
    if (!m_store.saveIfUnchanged(saved, &m_version, &error)) {
        // The stack is moving to the step the database refused; once it has, put it back on the
        // step the team (and the database) are still at. Its command does nothing then.
        const int index = m_undoStack->index();
        QMetaObject::invokeMethod(
            this, [this, index] { m_undoStack->setIndex(index); }, Qt::QueuedConnection);
        Q_EMIT saveFailed(
            undoing ? tr("The undo could not be saved, so the team stays as it was saved: %1")
                          .arg(error)
                    : tr("The redo could not be saved, so the team stays as it was saved: %1")
                          .arg(error));
        QMetaObject::invokeMethod(
            this, [this] { catchUp(); }, Qt::QueuedConnection);
        return std::nullopt;
    }
    const Team before = m_team;
    m_team = saved;
    Q_EMIT changed(TeamChanges::between(before, m_team));
    return m_team;
}

void TeamDocument::catchUp()
{
    if (m_team.id <= 0)
        return;
    const std::optional<int> stored = m_store.version(m_team.id);
    if (!stored || *stored == m_version)
        return;
    if (std::optional<Team> fresh = m_store.load(m_team.id))
        reload(std::move(*fresh));
}

} // namespace dugout
