#include "LedgerEntry.h"

#include <QCoreApplication>

namespace dugout {

QString ledgerKindName(LedgerEntry::Kind kind)
{
    switch (kind) {
    case LedgerEntry::Kind::StartingBudget:
        return QCoreApplication::translate("Ledger", "Starting budget");
    case LedgerEntry::Kind::TeamCreation:
        return QCoreApplication::translate("Ledger", "Team creation");
    case LedgerEntry::Kind::HirePlayer:
        return QCoreApplication::translate("Ledger", "Player hired");
    case LedgerEntry::Kind::BuyReroll:
        return QCoreApplication::translate("Ledger", "Team re-roll bought");
    case LedgerEntry::Kind::HireStaff:
        return QCoreApplication::translate("Ledger", "Staff hired");
    case LedgerEntry::Kind::Winnings:
        return QCoreApplication::translate("Ledger", "Winnings");
    case LedgerEntry::Kind::Expenses:
        return QCoreApplication::translate("Ledger", "Expenses");
    case LedgerEntry::Kind::Inducements:
        return QCoreApplication::translate("Ledger", "Inducements");
    case LedgerEntry::Kind::Adjustment:
        return QCoreApplication::translate("Ledger", "Adjustment");
    case LedgerEntry::Kind::FanFactorRefund:
        return QCoreApplication::translate("Ledger", "Fan factor refunded");
    }
    Q_UNREACHABLE();
}

} // namespace dugout
