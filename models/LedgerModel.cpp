#include "LedgerModel.h"

#include "DisplayText.h"
#include "TeamText.h"
#include "models/Palette.h"

#include <QColor>
#include <QLocale>

namespace dugout {

LedgerModel::LedgerModel(QObject *parent) : QAbstractTableModel(parent) {}

void LedgerModel::setLedger(const QList<LedgerEntry> &ledger,
                            const QHash<qint64, QString> &opponents)
{
    beginResetModel();
    m_entries = ledger;
    m_opponents = opponents;
    m_balances.clear();
    qint64 balance = 0;
    for (const LedgerEntry &entry : ledger)
        m_balances << (balance += entry.amount);
    endResetModel();
}

qint64 LedgerModel::matchId(int row) const
{
    return row >= 0 && row < m_entries.size() ? m_entries.at(row).matchId : 0;
}

int LedgerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int LedgerModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant LedgerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LedgerEntry &entry = m_entries.at(index.row());
    const qint64 balance = m_balances.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(entry.time.toLocalTime(), QLocale::ShortFormat);
        case KindColumn:
            return ledgerKindName(entry.kind);
        case DetailColumn: {
            const auto opponent = m_opponents.constFind(entry.matchId);
            if (entry.matchId == 0 || opponent == m_opponents.cend())
                return entry.detail;
            //: A ledger entry of a match: its detail, then the opponent.
            return entry.detail.isEmpty() ? tr("against %1").arg(*opponent)
                                          : tr("%1 — against %2").arg(entry.detail, *opponent);
        }
        case AmountColumn:
            return TeamText::signedGold(entry.amount);
        case BalanceColumn:
            return goldText(balance);
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == TimeColumn)
            return QLocale().toString(entry.time.toLocalTime(), QLocale::LongFormat);
        if (entry.matchId != 0)
            return tr("Double-click to open the match report");
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == AmountColumn || index.column() == BalanceColumn)
            return numberAlignment();
        break;
    case Qt::ForegroundRole:
        if (index.column() == AmountColumn && entry.amount != 0)
            return entry.amount > 0 ? Palette::color(Palette::Color::Gain)
                                    : Palette::color(Palette::Color::Loss);
        break;
    case AmountRole:
        return entry.amount;
    case BalanceRole:
        return balance;
    case MatchIdRole:
        return entry.matchId;
    }
    return {};
}

QVariant LedgerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TimeColumn:
            return tr("When");
        case KindColumn:
            return tr("What");
        case DetailColumn:
            return tr("Detail");
        case AmountColumn:
            return tr("Amount");
        case BalanceColumn:
            return tr("Treasury");
        }
    }
    if (role == Qt::TextAlignmentRole && (section == AmountColumn || section == BalanceColumn))
        return numberAlignment();
    return {};
}

} // namespace dugout
