#include "TableRowsReader.h"

#include "JsonEntryReader.h"
#include "RulesetLoader.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Rows must cover every result from `lowest` to `highest` once: no gap, no overlap.
template <typename Row>
void checkCoverage(QList<Row> rows, int lowest, int highest, const QString &where,
                   QStringList *errors)
{
    std::sort(rows.begin(), rows.end(), [](const Row &a, const Row &b) { return a.min < b.min; });
    int expected = lowest;
    for (const Row &row : rows) {
        if (row.min > row.max)
            errors->append(RulesetLoader::tr("%1: row %2-%3 runs backwards")
                               .arg(where)
                               .arg(row.min)
                               .arg(row.max));
        else if (row.min > expected)
            errors->append(RulesetLoader::tr("%1: no row for %2 to %3 (a gap)")
                               .arg(where)
                               .arg(expected)
                               .arg(row.min - 1));
        else if (row.min < expected)
            errors->append(RulesetLoader::tr("%1: rows overlap at %2").arg(where).arg(row.min));
        expected = std::max(expected, row.max + 1);
    }
    if (expected <= highest)
        errors->append(RulesetLoader::tr("%1: no row for %2 to %3 (a gap)")
                           .arg(where)
                           .arg(expected)
                           .arg(highest));
}

} // namespace

QList<TableRow> readTableRows(const QJsonObject &object, const QString &where, int lowest,
                              int highest, QStringList *errors)
{
    JsonEntryReader table(object, where, errors);
    QList<TableRow> rows;
    const QJsonArray list = table.array(u"rows"_s);
    for (qsizetype i = 0; i < list.size(); ++i) {
        JsonEntryReader reader(list.at(i).toObject(), u"%1, row #%2"_s.arg(where).arg(i + 1),
                               errors);
        TableRow row;
        row.min = reader.integer(u"min"_s, lowest, highest);
        row.max = reader.integer(u"max"_s, lowest, highest);
        row.id = reader.id();
        row.name = reader.text(u"name"_s);
        row.summary = reader.optionalText(u"summary"_s).value_or(LocalizedText{});
        rows << row;
    }
    checkCoverage(rows, lowest, highest, where, errors);
    return rows;
}

} // namespace dugout
