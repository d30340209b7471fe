#include "DbCommand.h"

#include "core/storage/BackupRestore.h"
#include "core/storage/DatabaseCopy.h"
#include "core/storage/LeftoverFiles.h"
#include "core/storage/Migrations.h"
#include "core/storage/ServerAddress.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString DbCommand::name() const
{
    return u"db"_s;
}

QList<QPair<QString, QString>> DbCommand::synopsis() const
{
    return {
        {u"db info"_s, tr("Show the database's path, schema version and rows per table")},
        {u"db init"_s, tr("Make a new, empty database at --db (also in an existing empty file)")},
        {u"db check"_s, tr("Run SQLite's full integrity check; exit 1 if the database is damaged")},
        {u"db backup PATH"_s, tr("Write a consistent copy of the open database to PATH")},
        {u"db restore BACKUP"_s,
         tr("Put a whole backup copy in place of the database; the old file is kept beside it")},
        {u"db copy SOURCE DESTINATION"_s,
         tr("Copy a whole league between an SQLite file and a league server (either way) into "
            "an empty DESTINATION")}};
}

void DbCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"action"_s, tr("info, init, check, backup, restore or copy"));
    parser.addPositionalArgument(
        u"path"_s, tr("Where to write the backup, the backup to restore, or copy's SOURCE"),
        u"[PATH]"_s);
    parser.addPositionalArgument(u"destination"_s, tr("Where copy writes the league"),
                                 u"[DESTINATION]"_s);
}

int DbCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == u"info"_s && positional.size() == 1)
        return info(context);
    if (action == u"init"_s && positional.size() == 1)
        return init(context);
    if (action == u"check"_s && positional.size() == 1)
        return check(context);
    if (action == u"backup"_s && positional.size() == 2)
        return backup(positional.at(1), context);
    if (action == u"restore"_s && positional.size() == 2)
        return restore(positional.at(1), context);
    if (action == u"copy"_s && positional.size() == 3)
        return copy(positional.at(1), positional.at(2), context);
    if (action == u"copy"_s)
        return context.fail(tr("'db copy' takes a SOURCE and a DESTINATION: a database file or "
                               "a league server address (postgresql://USER@HOST:PORT/DB)."),
                            UsageError);
    if (action == u"backup"_s)
        return context.fail(tr("'db backup' takes exactly one PATH."), UsageError);
    if (action == u"restore"_s)
        return context.fail(tr("'db restore' takes exactly one BACKUP."), UsageError);
    if (action.isEmpty())
        return context.fail(tr("'db' needs an action: info, init, check, backup, restore or copy."),
                            UsageError);
    return context.fail(
        tr("unknown 'db' action '%1' (use info, init, check, backup, restore or copy).")
            .arg(positional.join(u' ')),
        UsageError);
}

int DbCommand::info(CommandContext &context)
{
    Database *database = context.database(false);
    if (!database)
        return Failure;
    context.out << tr("Database: %1").arg(QDir::toNativeSeparators(database->path())) << '\n'
                << tr("Schema version: %1 (this Dugout: %2)")
                       .arg(database->schemaVersion())
                       .arg(latestSchemaVersion())
                << '\n';
    if (database->isServer()) {
        context.out << tr("Logged in as: %1").arg(database->serverUser()) << '\n';
    } else {
        const Database::FileSize size = database->fileSize();
        context.out
            << tr("File size: %1 (%2 pages of %3 bytes, %4 free)")
                   .arg(QLocale().formattedDataSize(size.bytes))
                   .arg(size.pages)
                   .arg(size.pageSize)
                   .arg(size.freePages)
            << '\n'
            << (size.compactsItself
                    ? tr("Free pages are given back when the database closes.")
                    : tr("Free pages stay in the file; a backup copy (db backup) is compact."))
            << '\n';
    }
    context.out << tr("Rows per table:") << '\n';
    const auto counts = database->tableRowCounts();
    for (const auto &[table, rows] : counts)
        context.out << u"  %1 %2"_s.arg(table, -24).arg(rows) << '\n';
    context.out.flush();
    return Success;
}

int DbCommand::init(CommandContext &context)
{
    const QFileInfo file(context.databasePath());
    const bool existed = file.exists() && file.size() > 0;
    DatabaseOpenOptions options;
    options.acceptEmptyFile = true;
    Database *database = context.database(options);
    if (!database)
        return Failure;
    const QString shown = QDir::toNativeSeparators(database->path());
    if (database->isServer())
        context.out << tr("The league server %1 holds a Dugout database (schema %2).")
                           .arg(shown)
                           .arg(database->schemaVersion());
    else if (existed)
        context.out << tr("%1 is already a Dugout database (schema %2); nothing was changed.")
                           .arg(shown)
                           .arg(database->schemaVersion());
    else
        context.out << tr("Created a new Dugout database at %1 (schema %2).")
                           .arg(shown)
                           .arg(database->schemaVersion());
    context.out << Qt::endl;
    return Success;
}

int DbCommand::check(CommandContext &context)
{
    // The check runs when the database opens, before Dugout writes anything to it; a damaged
    // database is refused there with what SQLite found and the last good backup.
    DatabaseOpenOptions options;
    options.createIfMissing = false;
    options.integrity = DatabaseOpenOptions::IntegrityCheck::Always;
    Database *database = context.database(options);
    if (!database)
        return Failure;
    if (database->isServer()) {
        context.out << tr("%1 is a league server: PostgreSQL checks its own data as it reads "
                          "it, so there is no file for Dugout to check (schema %2).")
                           .arg(database->path())
                           .arg(database->schemaVersion())
                    << Qt::endl;
        return Success;
    }
    context.out << tr("%1: whole. SQLite's integrity check found no damage (schema %2).")
                       .arg(QDir::toNativeSeparators(database->path()))
                       .arg(database->schemaVersion())
                << Qt::endl;
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
    context.out << tr("Backed up %1 to %2")
                       .arg(QDir::toNativeSeparators(database->path()),
                            QDir::toNativeSeparators(QDir(target).absolutePath()))
                << Qt::endl;
    return Success;
}

int DbCommand::restore(const QString &backupPath, CommandContext &context)
{
    // The database is never opened here: it may be damaged, and an open connection would
    // hold its journal while the file is moved aside.
    if (ServerAddress::isServerAddress(context.databasePath()))
        return context.fail(tr("db restore puts a backup file in place of a database file; a "
                               "league server is restored by its administrator (pg_restore)."));
    QString keptAs;
    QString error;
    if (!BackupRestore::restore(context.databasePath(), backupPath, &keptAs, &error))
        return context.fail(error);
    const QString shown =
        QDir::toNativeSeparators(QFileInfo(context.databasePath()).absoluteFilePath());
    context.out << tr("Restored %1 from %2.")
                       .arg(shown,
                            QDir::toNativeSeparators(QFileInfo(backupPath).absoluteFilePath()));
    if (!keptAs.isEmpty())
        context.out
            << ' '
            << tr("The file it replaced is kept as %1.").arg(QDir::toNativeSeparators(keptAs));
    context.out << Qt::endl;
    return Success;
}

namespace {

// The same database named twice: one address, or one file by its real path.
bool sameDatabase(const QString &a, const QString &b)
{
    if (ServerAddress::isServerAddress(a) || ServerAddress::isServerAddress(b)) {
        QString ignored;
        const auto first = ServerAddress::parse(a, &ignored);
        const auto second = ServerAddress::parse(b, &ignored);
        return first && second && first->toString() == second->toString();
    }
    const QFileInfo first(a), second(b);
    if (first.exists() && second.exists())
        return first.canonicalFilePath() == second.canonicalFilePath();
    return first.absoluteFilePath() == second.absoluteFilePath();
}

} // namespace

int DbCommand::copy(const QString &sourcePath, const QString &destination, CommandContext &context)
{
    if (sameDatabase(sourcePath, destination))
        return context.fail(tr("db copy needs two different databases; %1 was named twice.")
                                .arg(QDir::toNativeSeparators(destination)));
    DatabaseOpenOptions sourceOptions;
    sourceOptions.createIfMissing = false;
    DatabaseError error;
    const std::unique_ptr<Database> source = Database::open(sourcePath, &error, sourceOptions);
    if (!source)
        return context.fail(error.message);
    // A new file made here is removed again if the copy does not happen: a failed copy leaves
    // nothing behind that a later copy would find in its way.
    const bool newFile =
        !ServerAddress::isServerAddress(destination) && !QFileInfo::exists(destination);
    std::unique_ptr<Database> target = Database::open(destination, &error);
    if (!target)
        return context.fail(error.message);
    const DatabaseCopy::Result result = DatabaseCopy::copy(*source, *target);
    if (!result.ok) {
        if (newFile) {
            const QString made = target->path();
            target.reset();
            LeftoverFiles::removeWithSideFiles(made);
        }
        return context.fail(result.error);
    }
    qint64 rows = 0;
    for (const auto &[table, count] : result.tables)
        rows += count;
    context.out << tr("Copied %1 to %2: %n rows in %3 tables, every table read back the same.",
                      nullptr, int(rows))
                       .arg(QDir::toNativeSeparators(source->path()),
                            QDir::toNativeSeparators(target->path()))
                       .arg(result.tables.size())
                << '\n';
    for (const auto &[table, count] : result.tables)
        context.out << u"  %1 %2"_s.arg(table, -24).arg(count) << '\n';
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
