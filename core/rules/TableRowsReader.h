#pragma once

#include "RuleTables.h"

#include <QJsonObject>
#include <QStringList>

namespace dugout {

// The `rows` of a dice table in the ruleset's JSON ({"min", "max", "id", "name", optional
// "summary"}), checked to cover every result from `lowest` to `highest` once: no gap, no
// overlap, no row running backwards. Problems are added to `errors`, named with `where`
// ("tables.json: injury").
QList<TableRow> readTableRows(const QJsonObject &object, const QString &where, int lowest,
                              int highest, QStringList *errors);

} // namespace dugout
