#pragma once

#include "core/team/LedgerEntry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace dugout {

// A team's treasury, entry by entry, oldest first, with the balance after each entry so the
// last row reads what the team has now (docs/architecture.md, "Money and the ledger": the balance
// is the sum). An entry of a match (winnings, expenses, inducements) names the opponent.
class LedgerModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, KindColumn, DetailColumn, AmountColumn, BalanceColumn, ColumnCount };
    enum Role { AmountRole = Qt::UserRole, BalanceRole, MatchIdRole };

    explicit LedgerModel(QObject *parent = nullptr);

    // `opponents`: the opponent's name by match id (MatchReportQuery::opponents).
    void setLedger(const QList<LedgerEntry> &ledger, const QHash<qint64, QString> &opponents = {});
    qint64 matchId(int row) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<LedgerEntry> m_entries;
    QList<qint64> m_balances;           // after each entry
    QHash<qint64, QString> m_opponents; // by match id
};

} // namespace dugout
