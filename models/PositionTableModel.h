#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace dugout {

class Ruleset;
struct Roster;

// The positions of one roster as the rulebook prints them: quantity, name, cost, the four
// stats, starting skills and the skill categories open on a normal roll and on a double.
class PositionTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        QuantityColumn,
        PositionColumn,
        CostColumn,
        MaColumn,
        StColumn,
        AgColumn,
        AvColumn,
        SkillsColumn,
        NormalColumn,
        DoubleColumn,
        ColumnCount
    };
    enum Role { PositionIdRole = Qt::UserRole };

    explicit PositionTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    // Shows the positions of `rosterId`; an unknown id empties the table.
    void setRosterId(const QString &rosterId);
    QString rosterId() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const Ruleset> m_ruleset;
    const Roster *m_roster = nullptr;
};

} // namespace dugout
