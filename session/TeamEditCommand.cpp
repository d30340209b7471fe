#include "TeamEditCommand.h"

#include "TeamDocument.h"

namespace dugout {

TeamEditCommand::TeamEditCommand(TeamDocument *document, const QString &text, Team before,
                                 Team after, int mergeId)
    : m_document(document), m_before(std::move(before)), m_after(std::move(after)),
      m_mergeId(mergeId)
{
    setText(text);
}

void TeamEditCommand::undo()
{
    // Not applied: the redo the database refused, being stepped back over.
    if (!m_applied)
        return;
    // Saving gives new ids to rows the database lost meanwhile; keep them for the next redo.
    if (std::optional<Team> saved = m_document->restore(m_before, true)) {
        m_before = *saved;
        m_applied = false;
    }
}

void TeamEditCommand::redo()
{
    // Applied: the first redo of a push, or an undo the database refused, being stepped over.
    if (m_applied)
        return;
    if (std::optional<Team> saved = m_document->restore(m_after, false)) {
        m_after = *saved;
        m_applied = true;
    }
}

bool TeamEditCommand::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const TeamEditCommand *>(other); // same id: same class
    if (next->m_document != m_document)
        return false;
    m_after = next->m_after;
    setObsolete(m_after == m_before); // stepped back to where it started: no step at all
    return true;
}

} // namespace dugout
