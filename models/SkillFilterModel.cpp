#include "SkillFilterModel.h"

#include "DisplayText.h"
#include "SkillTableModel.h"

namespace dugout {

SkillFilterModel::SkillFilterModel(QObject *parent) : QSortFilterProxyModel(parent) {}

void SkillFilterModel::setCategory(std::optional<SkillCategory> category)
{
    if (category == m_category)
        return;
    m_category = category;
    invalidateFilter();
}

void SkillFilterModel::setSearchText(const QString &text)
{
    if (text == m_searchText)
        return;
    m_searchText = text;
    m_foldedSearch = foldForSearch(text.simplified());
    invalidateFilter();
}

bool SkillFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_category &&
        index.data(SkillTableModel::CategoryRole).toInt() != static_cast<int>(*m_category))
        return false;
    return m_foldedSearch.isEmpty() ||
           index.data(SkillTableModel::SearchTextRole).toString().contains(m_foldedSearch);
}

} // namespace dugout
