#include "InducementTableModel.h"

#include "DisplayText.h"
#include "StatHeaders.h"
#include "core/rules/RosterOrder.h"
#include "core/rules/Ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

InducementTableModel::InducementTableModel(std::shared_ptr<const Ruleset> ruleset, QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

int InducementTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_ruleset->inducements().size());
}

int InducementTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString InducementTableModel::costText(const Inducement &inducement) const
{
    if (!inducement.cost) {
        // Priced per item: the two such inducements of LRB6 are priced by a rule, not a number.
        if (inducement.id == u"mercenary"_s)
            return tr("Position + %1").arg(goldText(m_ruleset->mercenaryRule().extraCost));
        if (inducement.id == u"star_player"_s)
            return tr("The star's price");
        return tr("Per item");
    }
    QStringList overrides;
    for (auto it = inducement.costOverrides.cbegin(); it != inducement.costOverrides.cend(); ++it) {
        const Roster *roster = m_ruleset->roster(it.key());
        overrides << u"%1 %2"_s.arg(roster ? roster->name.current() : it.key(),
                                    goldText(it.value()));
    }
    // QHash has no order; sorting keeps the text the same from one run to the next.
    overrides = RosterOrder::sorted(overrides);
    if (overrides.isEmpty())
        return goldText(*inducement.cost);
    return u"%1 (%2)"_s.arg(goldText(*inducement.cost), overrides.join(u", "_s));
}

QString InducementTableModel::whoMayBuyText(const Inducement &inducement) const
{
    if (!inducement.onlyRosters.isEmpty())
        return tr("Only %1").arg(rosterNames(*m_ruleset, inducement.onlyRosters));
    if (!inducement.excludedRosters.isEmpty())
        return tr("Any team but %1").arg(rosterNames(*m_ruleset, inducement.excludedRosters));
    return tr("Any team");
}

QVariant InducementTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Inducement &inducement = m_ruleset->inducements().at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case NameColumn:
            return inducement.name.current();
        case MaxColumn:
            return inducement.max ? QString::number(*inducement.max) : tr("No limit");
        case CostColumn:
            return costText(inducement);
        case WhoColumn:
            return whoMayBuyText(inducement);
        case SummaryColumn:
            return inducement.summary.current();
        }
        break;
    case Qt::ToolTipRole:
        return inducement.summary.current();
    case Qt::TextAlignmentRole:
        if (index.column() == MaxColumn)
            return centredAlignment();
        break;
    case InducementIdRole:
        return inducement.id;
    }
    return {};
}

QVariant InducementTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn:
            return tr("Inducement");
        case MaxColumn:
            return tr("Max");
        case CostColumn:
            return StatHeaders::cost();
        case WhoColumn:
            return tr("Who may buy");
        case SummaryColumn:
            return tr("Summary");
        }
    } else if (role == Qt::ToolTipRole && section == MaxColumn) {
        return tr("How many a team may buy for one match");
    } else if (role == Qt::TextAlignmentRole && section == MaxColumn) {
        return centredAlignment();
    }
    return {};
}

} // namespace dugout
