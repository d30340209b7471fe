#pragma once

#include <QAbstractTableModel>

#include <memory>

namespace dugout {

class Ruleset;
struct Inducement;

// The inducements a team may buy before a match: how many, at what price (with the rosters
// that pay less), who may buy them and what they do.
class InducementTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, MaxColumn, CostColumn, WhoColumn, SummaryColumn, ColumnCount };
    enum Role { InducementIdRole = Qt::UserRole };

    explicit InducementTableModel(std::shared_ptr<const Ruleset> ruleset,
                                  QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString costText(const Inducement &inducement) const;
    QString whoMayBuyText(const Inducement &inducement) const;

    std::shared_ptr<const Ruleset> m_ruleset;
};

} // namespace dugout
