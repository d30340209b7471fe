#include "StarPlayerFilterModel.h"

#include "StarPlayerTableModel.h"

namespace dugout {

StarPlayerFilterModel::StarPlayerFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    setSortRole(StarPlayerTableModel::SortRole);
}

void StarPlayerFilterModel::setRosterId(const QString &rosterId)
{
    if (rosterId == m_rosterId)
        return;
    m_rosterId = rosterId;
    invalidateFilter();
}

bool StarPlayerFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_rosterId.isEmpty())
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(StarPlayerTableModel::PlaysForRole).toStringList().contains(m_rosterId);
}

} // namespace dugout
