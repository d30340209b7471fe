#pragma once

#include <QAbstractTableModel>
#include <QList>

#include <memory>

namespace dugout {

class Ruleset;
struct Roster;

// The rosters of the ruleset, one per row, in RosterOrder's order: official teams first, each
// group by name in the interface language (read when the model is made: the language is chosen
// once, at start-up).
class RosterListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, RerollColumn, ApothecaryColumn, OfficialColumn, ColumnCount };
    enum Role { RosterIdRole = Qt::UserRole, OfficialRole };

    explicit RosterListModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // Row of the roster, or -1.
    int rowOf(const QString &rosterId) const;

private:
    std::shared_ptr<const Ruleset> m_ruleset;
    QList<const Roster *> m_rows;
};

} // namespace dugout
