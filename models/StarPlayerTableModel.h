#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace dugout {

class Ruleset;

// Every star player: price, stats, skills and the rosters he or she plays for.
class StarPlayerTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        CostColumn,
        MaColumn,
        StColumn,
        AgColumn,
        AvColumn,
        SkillsColumn,
        PlaysForColumn,
        ColumnCount
    };
    enum Role {
        StarIdRole = Qt::UserRole,
        PlaysForRole, // QStringList of roster ids
        SortRole,     // numbers as numbers, so cost and stats sort by value
    };

    explicit StarPlayerTableModel(std::shared_ptr<const Ruleset> ruleset,
                                  QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Ruleset> m_ruleset;
};

} // namespace dugout
