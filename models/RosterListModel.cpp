#include "RosterListModel.h"

#include "DisplayText.h"
#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"

#include <QFont>

namespace dugout {

RosterListModel::RosterListModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset)),
      m_rows(RosterOrder::byName(*m_ruleset))
{
}

int RosterListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int RosterListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RosterListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Roster &roster = *m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return roster.name.current();
        case RerollColumn:
            return goldText(roster.rerollCost);
        case ApothecaryColumn:
            return roster.apothecary ? tr("Yes") : tr("No");
        case OfficialColumn:
            return roster.official ? tr("Official") : tr("Extra");
        }
        break;
    case Qt::ToolTipRole:
        if (!roster.official)
            return tr("%1 is not one of the official LRB6 teams; a league decides whether it may "
                      "play.")
                .arg(roster.name.current());
        break;
    case Qt::FontRole:
        // The extra teams read in italics so they stand apart in a plain list of names.
        if (!roster.official) {
            QFont font;
            font.setItalic(true);
            return font;
        }
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == RerollColumn)
            return numberAlignment();
        if (index.column() != NameColumn)
            return centredAlignment();
        break;
    case RosterIdRole:
        return roster.id;
    case OfficialRole:
        return roster.official;
    }
    return {};
}

QVariant RosterListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Team");
        case RerollColumn:
            return tr("Re-roll");
        case ApothecaryColumn:
            return tr("Apothecary");
        case OfficialColumn:
            return tr("Status");
        }
    } else if (role == Qt::ToolTipRole && section == RerollColumn) {
        return tr("Price of one team re-roll when the team is created; ×%1 afterwards")
            .arg(m_ruleset->teamBuilding().rerollCostMultiplierAfterCreation);
    }
    return {};
}

int RosterListModel::rowOf(const QString &rosterId) const
{
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row)->id == rosterId)
            return static_cast<int>(row);
    }
    return -1;
}

} // namespace dugout
