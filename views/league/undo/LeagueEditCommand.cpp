#include "LeagueEditCommand.h"

#include "views/league/LeagueSession.h"

namespace dugout {

LeagueEditCommand::LeagueEditCommand(LeagueSession *session, const QString &text, Step undo,
                                     Step redo)
    : m_session(session), m_undo(std::move(undo)), m_redo(std::move(redo))
{
    setText(text);
}

void LeagueEditCommand::undo()
{
    run(m_undo);
    m_applied = false;
}

void LeagueEditCommand::redo()
{
    if (m_applied)
        return;
    run(m_redo);
    m_applied = true;
}

void LeagueEditCommand::run(const Step &step)
{
    QString error;
    const bool done = step(&error);
    m_session->reload();
    if (!done) {
        // QUndoStack drops a command made obsolete by its own undo() or redo().
        setObsolete(true);
        m_session->reportFailure(error);
    }
}

} // namespace dugout
