#pragma once

#include "core/rules/Skill.h"

#include <QSortFilterProxyModel>

#include <optional>

namespace dugout {

// Narrows a SkillTableModel to one category and to skills whose name, in either language, or
// one of whose aliases contains the search text (ignoring case and accents).
class SkillFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit SkillFilterModel(QObject *parent = nullptr);

    // No category: every category.
    void setCategory(std::optional<SkillCategory> category);
    std::optional<SkillCategory> category() const { return m_category; }
    void setSearchText(const QString &text);
    QString searchText() const { return m_searchText; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    std::optional<SkillCategory> m_category;
    QString m_searchText;
    QString m_foldedSearch;
};

} // namespace dugout
