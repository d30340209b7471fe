#include "RosterTable.h"

#include "PlayerEditDelegate.h"
#include "models/PlayerTableModel.h"

#include <QHeaderView>
#include <QSortFilterProxyModel>

using namespace Qt::StringLiterals;

namespace dugout {

RosterTable::RosterTable(PlayerTableModel *players, QWidget *parent)
    : QTableView(parent), m_players(players), m_sorted(new QSortFilterProxyModel(this))
{
    setObjectName(u"playerTable"_s);
    m_sorted->setSourceModel(m_players);
    m_sorted->setSortRole(PlayerTableModel::SortRole);
    setModel(m_sorted);
    setItemDelegate(new PlayerEditDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    setAlternatingRowColors(true);
    setSortingEnabled(true);
    sortByColumn(PlayerTableModel::NumberColumn, Qt::AscendingOrder);
    verticalHeader()->hide();
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    setWordWrap(false);
    setContextMenuPolicy(Qt::ActionsContextMenu);

    // Widths from sample texts, so they follow the font and both languages fit.
    QHeaderView *columns = horizontalHeader();
    columns->setHighlightSections(false);
    columns->setSectionResizeMode(QHeaderView::Interactive);
    const QFontMetrics metrics = fontMetrics();
    const int stat = metrics.horizontalAdvance(u"00"_s) + 22;
    for (int column :
         {PlayerTableModel::NumberColumn, PlayerTableModel::MaColumn, PlayerTableModel::StColumn,
          PlayerTableModel::AgColumn, PlayerTableModel::AvColumn})
        columns->resizeSection(column, stat);
    columns->resizeSection(PlayerTableModel::NameColumn,
                           metrics.horizontalAdvance(u"Stefan Wolfsblut"_s) + 24);
    columns->resizeSection(PlayerTableModel::PositionColumn,
                           metrics.horizontalAdvance(u"Trois-quarts"_s) + 24);
    columns->resizeSection(PlayerTableModel::InjuriesColumn,
                           metrics.horizontalAdvance(u"MNG n1 −1 AV"_s) + 16);
    QFont bold = font();
    bold.setBold(true); // SPP are bold when a roll is waiting
    columns->resizeSection(PlayerTableModel::SppColumn,
                           QFontMetrics(bold).horizontalAdvance(u"34 Emerging Star ▸"_s) + 20);
    columns->resizeSection(PlayerTableModel::ValueColumn,
                           metrics.horizontalAdvance(u"1,110k"_s) + 20);
    columns->setSectionResizeMode(PlayerTableModel::SkillsColumn, QHeaderView::Stretch);

    // The selection, not the current index, says who is selected: a mouse press moves the
    // current index first and selects the row after, so a view listening to the current row
    // alone read "nobody" on every click (only the arrow keys, which select first, worked).
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &RosterTable::selectedPlayerChanged);
    connect(this, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() == PlayerTableModel::SppColumn &&
            index.data(PlayerTableModel::PendingAdvancementsRole).toInt() > 0)
            Q_EMIT advancementRequested();
    });
}

void RosterTable::selectPlayer(qint64 playerId)
{
    const int row = m_players->rowOfPlayer(playerId);
    if (row < 0) {
        clearSelection();
        return;
    }
    const QModelIndex index =
        m_sorted->mapFromSource(m_players->index(row, PlayerTableModel::NameColumn));
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                 QItemSelectionModel::Rows);
}

qint64 RosterTable::selectedPlayerId() const
{
    const QModelIndexList rows = selectionModel()->selectedRows();
    if (rows.isEmpty())
        return 0;
    return rows.first().data(PlayerTableModel::PlayerIdRole).toLongLong();
}

} // namespace dugout
