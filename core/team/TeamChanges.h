#pragma once

#include <QFlags>
#include <QList>

namespace dugout {

struct Team;

// What one change of a team touched (an edit, an undo or redo, a failed save put back), so a
// view updates only that part (docs/architecture.md, "Typed change notifications"): a renamed
// player repaints one row and leaves the ledger alone; a hired player adds a row instead of
// resetting the table.
struct TeamChanges
{
    enum class Part {
        Info = 0x1,    // name, coach, colour, roster, phase
        Roster = 0x2,  // a player joined or left the active roster
        Players = 0x4, // an active player changed (number, name, skills, SPP, injuries…)
        Money = 0x8,   // treasury, gold left or team value may differ
        Staff = 0x10,  // re-rolls, fan factor, assistant coaches, cheerleaders, apothecary
        Ledger = 0x20, // an entry was added to or removed from the ledger
        Everything = 0x3f,
    };
    Q_DECLARE_FLAGS(Parts, Part)

    Parts parts;
    QList<qint64> added;   // players now in the active roster who were not
    QList<qint64> removed; // players who left the active roster (fired, dead, retired, undone)
    QList<qint64> changed; // active players in both whose record differs

    bool isEmpty() const { return !parts; }
    bool has(Part part) const { return parts.testFlag(part); }

    // What differs between two states of one team.
    static TeamChanges between(const Team &before, const Team &after);
    // Everything: another team was opened.
    static TeamChanges everything();
};

Q_DECLARE_OPERATORS_FOR_FLAGS(TeamChanges::Parts)

} // namespace dugout
