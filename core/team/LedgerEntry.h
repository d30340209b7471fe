#pragma once

#include <QDateTime>
#include <QString>

namespace dugout {

// One movement of gold in or out of a team's treasury. The treasury is the sum of the
// entries; nothing else stores a balance (docs/architecture.md, "Money and the ledger").
struct LedgerEntry
{
    enum class Kind {
        StartingBudget, // the budget a team is created with
        TeamCreation,   // what the coach spent building the team
        HirePlayer,
        BuyReroll,
        HireStaff, // assistant coach, cheerleader, apothecary
        Winnings,
        Expenses,
        Inducements,
        Adjustment,      // a commissioner's correction
        FanFactorRefund, // fan factor bought at creation, paid back on joining a free fan factor
                         // league
    };

    qint64 id = 0;     // database id; 0 until stored
    qint64 amount = 0; // gold in (positive) or out (negative)
    Kind kind = Kind::Adjustment;
    QString detail;     // what exactly: a player's name, a re-roll… (shown after the kind)
    qint64 matchId = 0; // 0 when not tied to a match
    QDateTime time;

    bool operator==(const LedgerEntry &) const = default;
};

// "Hire player", "Winnings"… in the interface language.
QString ledgerKindName(LedgerEntry::Kind kind);

} // namespace dugout
