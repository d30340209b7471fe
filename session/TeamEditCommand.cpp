#include "TeamEditCommand.h"

#include "TeamDocument.h"

namespace dugout {

TeamEditCommand::TeamEditCommand(TeamDocument *document, const QString &text, Team before, Team after, int mergeId)
    : m_document(document), m_before(std::move(before)), m_after(std::move(after)), m_mergeId(mergeId)
{
    setText(text);
}

void TeamEditCommand::undo()
{
    // Saving gives new ids to rows the database lost meanwhile; keep them for the next redo.
    m_before = m_document->restore(m_before);
    m_applied = false;
}

void TeamEditCommand::redo()
{
    if (m_applied)
        return;
    m_after = m_document->restore(m_after);
    m_applied = true;
}

bool TeamEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const TeamEditCommand *>(other);  // same id: same class
    if (next->m_document != m_document)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before);  // stepped back to where it started: no step at all
    return true;
}

} // namespace dugout
