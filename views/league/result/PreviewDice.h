#pragma once

#include "core/league/MatchRecord.h"

#include <QStringList>

namespace dugout {

// The dice of the post-match preview from one run to the next. A re-run (an option ticked,
// a score corrected) keeps every die the commissioner has already seen, except those the
// change concerns and those the form types now, so the preview never quietly re-rolls the
// whole match.
class PreviewDice
{
public:
    // "home.gate", "away.winnings_reroll": a die's purpose as the post-match sequence names it.
    static QString purpose(Side side, const QString &what);

    // The record for the next run: the form's record with the dice it types, and every die the
    // last run used that the form does not type and `forget` does not name.
    MatchRecord prepare(const MatchRecord &form, const QStringList &forget = {}) const;
    // Remembers the dice of a run: `form` as it was run, `completed` as it came back.
    void keep(const MatchRecord &form, const MatchRecord &completed);
    // Forgets every die: the next run rolls all but the typed ones.
    void clear();
    bool isEmpty() const { return !m_kept; }

private:
    MatchRecord m_form;
    MatchRecord m_completed;
    bool m_kept = false;
};

} // namespace dugout
