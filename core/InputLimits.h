#pragma once

#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QStringList>

namespace dugout {

// Limits on what people type or import where the rulebook sets none: how long a name or a note
// may be, how large a file an import reads, how many problems a refusal lists. One place, so
// the importers, the rules that rename and hire, the command line and the windows agree
// (issue 13). Numbers the rulebook does set live in the ruleset, never here.
class InputLimits
{
    Q_DECLARE_TR_FUNCTIONS(InputLimits)

public:
    // Team, player, coach, league, commissioner, season and division names. Long enough for any
    // name a league really uses, short enough for a sheet's column and a standings line.
    static constexpr int MaxNameLength = 60;
    // Free text that explains something: a ledger line's detail.
    static constexpr int MaxNoteLength = 200;
    // A team, league or match record file. A team with ten seasons of ledger weighs well under
    // 1 MB; anything past this is not a file Dugout wrote, and reading it would only cost time.
    static constexpr qint64 MaxFileBytes = 8 * 1024 * 1024;
    // Gold in one ledger line, and a treasury: a hundred times the largest starting budget a
    // league may set. Keeps every sum of a file's lines far from overflowing.
    static constexpr qint64 MaxGold = 500'000'000;
    // Lines of a team's ledger in an imported file. A league match writes a handful; this is
    // hundreds of matches' worth. The store checks the balance after every line it writes, so
    // a longer history would take minutes to import (issue 13).
    static constexpr int MaxLedgerEntries = 5000;
    // Staff the rulebook does not limit (assistant coaches, cheerleaders): a sheet's box holds two
    // digits.
    static constexpr int MaxUnlimitedStaff = 99;
    // A refusal lists this many problems, then says how many more: a file broken on every one
    // of its lines gives a message a person can read.
    static constexpr int MaxListedProblems = 20;

    // Allowed when `name`, trimmed, is not empty and at most MaxNameLength characters long.
    // `what` names the thing in a sentence: "The team's name", "Player 3's name".
    static RuleCheck checkName(const QString &name, const QString &what);
    // Allowed when `note` is at most MaxNoteLength characters long (it may be empty).
    static RuleCheck checkNote(const QString &note, const QString &what);
    // Allowed when a file of `bytes` may be read at all.
    static RuleCheck checkFileSize(qint64 bytes);
    // `text` cut to MaxNameLength characters with an ellipsis, to quote it in a message
    // without repeating a 50 MB name back to the user.
    static QString quoted(const QString &text);
    // Keeps the first MaxListedProblems problems and a last line counting the others.
    static void shortenProblems(QStringList *problems);
};

} // namespace dugout
