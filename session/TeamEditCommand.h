#pragma once

#include "core/team/Team.h"

#include <QUndoCommand>

namespace dugout {

class TeamDocument;

// One edit of a team as two snapshots, the team before and after. Teams are small, so a
// snapshot is simpler and safer than an inverse for every kind of edit; undo and redo hand
// the snapshot to the document, which saves it.
class TeamEditCommand : public QUndoCommand
{
public:
    // The edit is already applied and saved when the command is made: the first redo()
    // (from QUndoStack::push) does nothing.
    TeamEditCommand(TeamDocument *document, const QString &text, Team before, Team after,
                    int mergeId);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

private:
    TeamDocument *m_document;
    Team m_before;
    Team m_after;
    int m_mergeId;
    bool m_applied = true;
};

} // namespace dugout
