#include "DbCommand.h"

#include "core/storage/Migrations.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString DbCommand::name() const
{
    return u"db"_s;
}

QList<QPair<QString, QString>> DbCommand::synopsis() const
{
    return {{u"db info"_s, tr("Show the database's path, schema version and rows per table")},
            {u"db backup PATH"_s, tr("Write a consistent copy of the open database to PATH")}};
}

void DbCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"action"_s, tr("info or backup"));
    parser.addPositionalArgument(u"path"_s, tr("Where to write the backup"), u"[PATH]"_s);
}

int DbCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == u"info"_s && positional.size() == 1)
        return info(context);
    if (action == u"backup"_s && positional.size() == 2)
        return backup(positional.at(1), context);
    if (action == u"backup"_s)
        return context.fail(tr("'db backup' takes exactly one PATH."), UsageError);
    if (action.isEmpty())
        return context.fail(tr("'db' needs an action: info or backup."), UsageError);
    return context.fail(tr("unknown 'db' action '%1' (use info or backup).").arg(positional.join(u' ')), UsageError);
}

int DbCommand::info(CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    context.out << tr("Database: %1").arg(QDir::toNativeSeparators(database->path())) << '\n'
                << tr("Schema version: %1 (this Dugout: %2)").arg(database->schemaVersion()).arg(latestSchemaVersion()) << '\n'
                << tr("Rows per table:") << '\n';
    const auto counts = database->tableRowCounts();
    for (const auto &[table, rows] : counts)
        context.out << u"  %1 %2"_s.arg(table, -24).arg(rows) << '\n';
    context.out.flush();
    return Success;
}

int DbCommand::backup(const QString &target, CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    if (!database->backupTo(target, &error))
        return context.fail(error);
    context.out << tr("Backed up %1 to %2").arg(QDir::toNativeSeparators(database->path()),
                                                  QDir::toNativeSeparators(QDir(target).absolutePath()))
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
