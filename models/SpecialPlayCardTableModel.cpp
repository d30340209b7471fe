#include "SpecialPlayCardTableModel.h"

#include "DisplayText.h"
#include "core/rules/Ruleset.h"
#include "models/Palette.h"

#include <QBrush>
#include <QColor>

using namespace Qt::StringLiterals;

namespace dugout {

SpecialPlayCardTableModel::SpecialPlayCardTableModel(std::shared_ptr<const Ruleset> ruleset,
                                                     QObject *parent)
    : QAbstractTableModel(parent), m_ruleset(std::move(ruleset))
{
}

void SpecialPlayCardTableModel::setDeckId(const QString &deckId)
{
    beginResetModel();
    m_deck = m_ruleset->specialPlayDeck(deckId);
    endResetModel();
}

QString SpecialPlayCardTableModel::deckId() const
{
    return m_deck ? m_deck->id : QString();
}

int SpecialPlayCardTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_deck ? 0 : static_cast<int>(m_deck->cards.size());
}

int SpecialPlayCardTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SpecialPlayCardTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const SpecialPlayCard &card = m_deck->cards.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case CardColumn:
            return card.card;
        case NameColumn:
            return card.name.current();
        case WhenColumn:
            return card.timing.current();
        case EffectColumn:
            return card.effect.current();
        }
        break;
    case Qt::ToolTipRole:
        return tr("When: %1\nEffect: %2").arg(card.timing.current(), card.effect.current());
    case Qt::ForegroundRole:
        // Red suits in red, as on the printed cards, so a card is found at a glance.
        if (index.column() == CardColumn && (card.card.contains(u'♥') || card.card.contains(u'♦')))
            return QBrush(Palette::color(Palette::Color::RedSuit));
        break;
    case Qt::TextAlignmentRole:
        if (index.column() == CardColumn)
            return centredAlignment();
        break;
    case CardIdRole:
        return card.id;
    }
    return {};
}

QVariant SpecialPlayCardTableModel::headerData(int section, Qt::Orientation orientation,
                                               int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case CardColumn:
            return tr("Card");
        case NameColumn:
            return tr("Name");
        case WhenColumn:
            return tr("When");
        case EffectColumn:
            return tr("Effect");
        }
    } else if (role == Qt::TextAlignmentRole && section == CardColumn) {
        return centredAlignment();
    }
    return {};
}

} // namespace dugout
