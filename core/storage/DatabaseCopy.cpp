#include "DatabaseCopy.h"

#include "Database.h"
#include "Transaction.h"

#include <QHash>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlIndex>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QString InfoTable = u"dugout_info"_s;

QString quoted(const QString &name)
{
    return u"\"%1\""_s.arg(name);
}

QString reasonOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText().trimmed();
}

// One foreign key column: `column` of a table points at `parent`.
struct ForeignKey
{
    QString column;
    QString parent;
};

QHash<QString, QList<ForeignKey>> foreignKeys(const Database &database, const QStringList &tables,
                                              QString *error)
{
    QHash<QString, QList<ForeignKey>> keys;
    QSqlQuery query(database.connection());
    if (database.isServer()) {
        if (!query.exec(
                u"SELECT c.conrelid::regclass::text, a.attname, c.confrelid::regclass::text "
                "FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid "
                "AND a.attnum = ANY (c.conkey) WHERE c.contype = 'f' "
                "AND c.connamespace = current_schema()::regnamespace"_s)) {
            *error = reasonOf(query.lastError());
            return {};
        }
        while (query.next())
            keys[query.value(0).toString()].append(
                {query.value(1).toString(), query.value(2).toString()});
        return keys;
    }
    for (const QString &table : tables) {
        if (!query.exec(
                u"SELECT \"table\", \"from\" FROM pragma_foreign_key_list('%1')"_s.arg(table))) {
            *error = reasonOf(query.lastError());
            return {};
        }
        while (query.next())
            keys[table].append({query.value(1).toString(), query.value(0).toString()});
    }
    return keys;
}

// A table to fill, and the columns left empty until the tables they point at are filled.
struct Step
{
    QString table;
    QStringList laterColumns;
};

// Tables in an order every foreign key accepts. When every table left waits for another (a
// circle), the one with the fewest waiting columns goes first with those columns empty, if
// they may be empty; they are filled at the end.
QList<Step> fillingOrder(const Database &target, const QStringList &tables,
                         const QHash<QString, QList<ForeignKey>> &keys, QString *error)
{
    QList<Step> order;
    QSet<QString> filled;
    QStringList left = tables;
    while (!left.isEmpty()) {
        std::optional<Step> best;
        for (const QString &table : std::as_const(left)) {
            const QSqlRecord record = target.connection().record(table);
            Step step{table, {}};
            bool possible = true;
            for (const ForeignKey &key : keys.value(table)) {
                if (filled.contains(key.parent) && key.parent != table)
                    continue;
                if (record.field(key.column).requiredStatus() == QSqlField::Required)
                    possible = false;
                else if (!step.laterColumns.contains(key.column))
                    step.laterColumns << key.column;
            }
            if (possible && (!best || step.laterColumns.size() < best->laterColumns.size()))
                best = step;
            if (best && best->laterColumns.isEmpty())
                break;
        }
        if (!best) {
            *error = DatabaseCopy::tr("the tables %1 need each other's rows first.")
                         .arg(left.join(u", "_s));
            return {};
        }
        order << *best;
        filled.insert(best->table);
        left.removeOne(best->table);
    }
    return order;
}

// A value as text both engines agree on: SQLite and PostgreSQL return whole numbers, text
// and NULL in different QVariant types.
QString cell(const QVariant &value)
{
    if (value.isNull())
        return u"\u0001NULL"_s;
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool() ? u"1"_s : u"0"_s;
    case QMetaType::Double:
    case QMetaType::Float:
        return QString::number(value.toDouble(), 'g', 17);
    case QMetaType::QByteArray:
        return QString::fromLatin1(value.toByteArray().toHex());
    default:
        return value.toString();
    }
}

QString orderBy(const Database &database, const QString &table)
{
    const QSqlIndex key = database.connection().primaryIndex(table);
    QStringList columns;
    for (int i = 0; i < key.count(); ++i)
        columns << quoted(key.fieldName(i));
    return columns.isEmpty() ? QString() : u" ORDER BY "_s + columns.join(u", "_s);
}

// Every row of `table`, each as one line of text, sorted: two databases hold the same table
// when these lists are equal, whatever order or collation each engine reads them in.
std::optional<QStringList> rowsOf(const Database &database, const QString &table,
                                  const QStringList &columns, QString *error)
{
    QStringList quotedColumns;
    for (const QString &column : columns)
        quotedColumns << quoted(column);
    QSqlQuery query(database.connection());
    query.setForwardOnly(true);
    if (!query.exec(u"SELECT %1 FROM %2"_s.arg(quotedColumns.join(u", "_s), quoted(table)))) {
        *error = reasonOf(query.lastError());
        return std::nullopt;
    }
    QStringList rows;
    while (query.next()) {
        QStringList row;
        for (int i = 0; i < columns.size(); ++i)
            row << cell(query.value(i));
        rows << row.join(u'\u0002');
    }
    std::sort(rows.begin(), rows.end());
    return rows;
}

QStringList columnsOf(const Database &database, const QString &table)
{
    const QSqlRecord record = database.connection().record(table);
    QStringList columns;
    for (int i = 0; i < record.count(); ++i)
        columns << record.fieldName(i);
    return columns;
}

// Reads the source in one snapshot: a change another client makes while the copy runs is
// either wholly in it or not at all.
class SourceSnapshot
{
public:
    explicit SourceSnapshot(const Database &source) : m_db(source.connection())
    {
        QSqlQuery query(m_db);
        m_open = query.exec(source.isServer() ? u"BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY"_s
                                              : u"BEGIN"_s);
        if (!m_open)
            m_error = reasonOf(query.lastError());
    }
    ~SourceSnapshot()
    {
        if (m_open)
            QSqlQuery(m_db).exec(u"ROLLBACK"_s);
    }
    SourceSnapshot(const SourceSnapshot &) = delete;
    SourceSnapshot &operator=(const SourceSnapshot &) = delete;

    bool isOpen() const { return m_open; }
    QString error() const { return m_error; }

private:
    QSqlDatabase m_db;
    bool m_open = false;
    QString m_error;
};

DatabaseCopy::Result failed(QString message)
{
    DatabaseCopy::Result result;
    result.error = std::move(message);
    return result;
}

} // namespace

QStringList DatabaseCopy::copiedTables(const Database &database)
{
    QStringList tables;
    for (const auto &[table, rows] : database.tableRowCounts()) {
        if (table != InfoTable)
            tables << table;
    }
    std::sort(tables.begin(), tables.end());
    return tables;
}

DatabaseCopy::Result DatabaseCopy::copy(const Database &source, Database &target)
{
    if (source.schemaVersion() != target.schemaVersion())
        return failed(tr("%1 is at schema %2 and %3 at schema %4: open both with this Dugout "
                         "first.")
                          .arg(source.path())
                          .arg(source.schemaVersion())
                          .arg(target.path())
                          .arg(target.schemaVersion()));
    const QStringList tables = copiedTables(source);
    if (tables != copiedTables(target))
        return failed(tr("%1 and %2 do not have the same tables (%3 / %4).")
                          .arg(source.path(), target.path(), tables.join(u", "_s),
                               copiedTables(target).join(u", "_s)));
    QHash<QString, QStringList> columns;
    for (const QString &table : tables) {
        columns[table] = columnsOf(source, table);
        QStringList targetColumns = columnsOf(target, table);
        QStringList sourceSorted = columns[table];
        sourceSorted.sort();
        targetColumns.sort();
        if (sourceSorted != targetColumns)
            return failed(tr("The table %1 has the columns %2 in %3 but %4 in %5.")
                              .arg(table, sourceSorted.join(u", "_s), source.path(),
                                   targetColumns.join(u", "_s), target.path()));
    }

    QString why;
    const auto keys = foreignKeys(target, tables, &why);
    if (!why.isEmpty())
        return failed(tr("Cannot read the tables of %1: %2").arg(target.path(), why));
    const QList<Step> order = fillingOrder(target, tables, keys, &why);
    if (order.isEmpty())
        return failed(tr("Cannot copy into %1: %2").arg(target.path(), why));

    SourceSnapshot snapshot(source);
    if (!snapshot.isOpen())
        return failed(tr("Cannot read %1: %2").arg(source.path(), snapshot.error()));
    QSqlDatabase to = target.connection();
    Transaction transaction(to, &why);
    if (!transaction.isOpen())
        return failed(tr("Cannot write to %1: %2").arg(target.path(), why));
    QSqlQuery query(to);
    // Nobody else writes to the league while it arrives: the check that it is empty holds
    // until the copy commits.
    if (target.isServer()) {
        QStringList all;
        for (const QString &table : tables)
            all << quoted(table);
        if (!query.exec(u"LOCK TABLE %1 IN EXCLUSIVE MODE"_s.arg(all.join(u", "_s))))
            return failed(
                tr("Cannot write to %1: %2").arg(target.path(), reasonOf(query.lastError())));
    }
    QStringList holding;
    for (const QString &table : tables) {
        if (!query.exec(u"SELECT count(*) FROM %1"_s.arg(quoted(table))) || !query.next())
            return failed(tr("Cannot read %1: %2").arg(target.path(), reasonOf(query.lastError())));
        if (const qint64 rows = query.value(0).toLongLong(); rows > 0)
            holding << tr("%1 (%n rows)", nullptr, int(rows)).arg(table);
        query.finish();
    }
    if (!holding.isEmpty())
        return failed(tr("%1 already holds a league (%2). A copy goes only into an empty "
                         "database: choose a new file, or an empty database on the server.")
                          .arg(target.path(), holding.join(u", "_s)));

    Result result;
    for (const Step &step : order) {
        const QStringList names = columns.value(step.table);
        QStringList quotedNames, marks;
        for (const QString &column : names) {
            quotedNames << quoted(column);
            marks << u"?"_s;
        }
        QSqlQuery read(source.connection());
        read.setForwardOnly(true);
        if (!read.exec(u"SELECT %1 FROM %2%3"_s.arg(quotedNames.join(u", "_s), quoted(step.table),
                                                    orderBy(source, step.table))))
            return failed(tr("Cannot read %1: %2").arg(source.path(), reasonOf(read.lastError())));
        QSqlQuery write(to);
        if (!write.prepare(u"INSERT INTO %1 (%2) VALUES (%3)"_s.arg(
                quoted(step.table), quotedNames.join(u", "_s), marks.join(u", "_s))))
            return failed(
                tr("Cannot write to %1: %2").arg(target.path(), reasonOf(write.lastError())));
        qint64 rows = 0;
        while (read.next()) {
            for (int i = 0; i < names.size(); ++i) {
                const bool later = step.laterColumns.contains(names.at(i));
                write.bindValue(i, later ? QVariant() : read.value(i));
            }
            if (!write.exec())
                return failed(tr("Cannot copy a row of %1 into %2: %3")
                                  .arg(step.table, target.path(), reasonOf(write.lastError())));
            ++rows;
        }
        result.tables.append({step.table, rows});
    }
    // The columns that closed a circle, now that every row they point at is there.
    for (const Step &step : order) {
        const QSqlIndex key = source.connection().primaryIndex(step.table);
        for (const QString &column : step.laterColumns) {
            if (key.isEmpty())
                return failed(tr("Cannot copy %1: the table has no primary key.").arg(step.table));
            QStringList keyColumns, keyMatch;
            for (int i = 0; i < key.count(); ++i) {
                keyColumns << quoted(key.fieldName(i));
                keyMatch << u"%1 = ?"_s.arg(quoted(key.fieldName(i)));
            }
            QSqlQuery read(source.connection());
            read.setForwardOnly(true);
            if (!read.exec(u"SELECT %1, %2 FROM %3 WHERE %1 IS NOT NULL"_s.arg(
                    quoted(column), keyColumns.join(u", "_s), quoted(step.table))))
                return failed(
                    tr("Cannot read %1: %2").arg(source.path(), reasonOf(read.lastError())));
            QSqlQuery write(to);
            write.prepare(u"UPDATE %1 SET %2 = ? WHERE %3"_s.arg(quoted(step.table), quoted(column),
                                                                 keyMatch.join(u" AND "_s)));
            while (read.next()) {
                for (int i = 0; i <= key.count(); ++i)
                    write.bindValue(i, read.value(i));
                if (!write.exec())
                    return failed(tr("Cannot copy a row of %1 into %2: %3")
                                      .arg(step.table, target.path(), reasonOf(write.lastError())));
            }
        }
    }
    // A server hands out the next id from a sequence the copied ids did not move.
    if (target.isServer()) {
        QSqlQuery identities(to);
        if (!identities.exec(u"SELECT table_name, column_name FROM information_schema.columns "
                             "WHERE table_schema = current_schema() AND is_identity = 'YES'"_s))
            return failed(
                tr("Cannot write to %1: %2").arg(target.path(), reasonOf(identities.lastError())));
        QList<QPair<QString, QString>> found;
        while (identities.next())
            found.append({identities.value(0).toString(), identities.value(1).toString()});
        for (const auto &[table, column] : std::as_const(found)) {
            if (!query.exec(u"SELECT setval(pg_get_serial_sequence('%1', '%2'), "
                            "coalesce((SELECT max(%3) FROM %1), 0) + 1, false)"_s.arg(
                                quoted(table), column, quoted(column))))
                return failed(
                    tr("Cannot write to %1: %2").arg(target.path(), reasonOf(query.lastError())));
        }
    }
    // The check: every table of the target, read back inside the transaction, holds exactly
    // the source's rows. Anything else and nothing is kept.
    for (const QString &table : tables) {
        const auto from = rowsOf(source, table, columns.value(table), &why);
        if (!from)
            return failed(tr("Cannot read %1: %2").arg(source.path(), why));
        const auto into = rowsOf(target, table, columns.value(table), &why);
        if (!into)
            return failed(tr("Cannot read %1: %2").arg(target.path(), why));
        if (*from != *into)
            return failed(tr("The table %1 did not read back the same from %2 (%3 rows, %4 "
                             "read back); nothing was copied.")
                              .arg(table, target.path())
                              .arg(from->size())
                              .arg(into->size()));
    }
    if (!transaction.commit())
        return failed(tr("Cannot write to %1: %2").arg(target.path(), why));
    std::sort(result.tables.begin(), result.tables.end());
    result.ok = true;
    return result;
}

} // namespace dugout
