#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace dugout {

class Ruleset;

// Every skill of the ruleset: its name in the interface language, its category, its name in
// the other language (coaches meet both in print) and the summary.
class SkillTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, CategoryColumn, OtherLanguageColumn, SummaryColumn, ColumnCount };
    enum Role {
        SkillIdRole = Qt::UserRole,
        CategoryRole,   // SkillCategory as int
        SummaryRole,    // the summary in the interface language
        SearchTextRole, // both names and the aliases, folded for search (see foldForSearch)
    };

    explicit SkillTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Row of the skill, or -1.
    int rowOf(const QString &skillId) const;

private:
    std::shared_ptr<const Ruleset> m_ruleset;
    QStringList m_searchTexts; // folded once, row by row: filtering runs on every keystroke
};

} // namespace dugout
