#pragma once

#include <QList>
#include <QPair>
#include <QString>

class QAbstractItemView;
class QHeaderView;
class QTableView;

namespace dugout {

// The League area's read-only tables look alike: whole rows selected, alternating rows, no
// grid, and rows with a little air.
void styleLeagueTable(QTableView *table);
// Row height for the League area's tables and trees.
int leagueRowHeight(const QAbstractItemView *view);
// Fixed widths from sample texts (and the header's own text), so columns follow the font and
// both languages fit.
void fitColumns(QHeaderView *header, const QList<QPair<int, QString>> &samples);

} // namespace dugout
