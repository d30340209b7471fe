#pragma once

#include <QUndoCommand>

#include <functional>

namespace dugout {

class LeagueSession;

// One edit of a league (a fixture added or removed, the schedule replaced, the options saved)
// on the application's Edit → Undo / Redo. Each direction is one store call, so one storage
// transaction; the session reads the league again after it. A direction the store refuses
// (a fixture played since, say) shows the store's reason and leaves the stack: that step can
// no longer be taken back.
class LeagueEditCommand : public QUndoCommand
{
public:
    // Takes the edit back or makes it again; false with the reason in `error`.
    using Step = std::function<bool(QString *error)>;

    // The edit is already saved when the command is made: the first redo() (from
    // QUndoStack::push) does nothing.
    LeagueEditCommand(LeagueSession *session, const QString &text, Step undo, Step redo);

    void undo() override;
    void redo() override;

private:
    void run(const Step &step);

    LeagueSession *m_session;
    Step m_undo;
    Step m_redo;
    bool m_applied = true;
};

} // namespace dugout
