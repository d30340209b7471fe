#include "DatabaseFileCheck.h"

#include "Database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

DatabaseError checkNewFile(const QFileInfo &info, const DatabaseOpenOptions &options)
{
    const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
    if (!options.createIfMissing)
        return {DatabaseError::Kind::NotFound,
                DatabaseFileCheck::tr("There is no database at %1.").arg(shown)};
    const QDir folder = info.absoluteDir();
    if (!folder.exists() && !QDir().mkpath(folder.absolutePath()))
        return {DatabaseError::Kind::ReadOnly,
                DatabaseFileCheck::tr("Cannot create the folder %1 for the database.")
                    .arg(QDir::toNativeSeparators(folder.absolutePath()))};
    if (!QFileInfo(folder.absolutePath()).isWritable())
        return {DatabaseError::Kind::ReadOnly,
                DatabaseFileCheck::tr(
                    "Cannot create %1: its folder is read-only. Choose a folder you can write to.")
                    .arg(shown)};
    return {};
}

} // namespace

DatabaseError DatabaseFileCheck::check(const QString &path, const DatabaseOpenOptions &options)
{
    const QFileInfo info(path);
    const QString shown = QDir::toNativeSeparators(info.absoluteFilePath());
    if (info.isSymLink() && !info.exists())
        return {DatabaseError::Kind::NotFound,
                tr("%1 is a link to a file that does not exist (%2).")
                    .arg(shown, info.symLinkTarget())};
    if (!info.exists())
        return checkNewFile(info, options);
    if (info.isDir())
        return {DatabaseError::Kind::Io, tr("%1 is a folder, not a database file.").arg(shown)};
    // QFileInfo::isFile() is true for regular files only (links followed): a named pipe,
    // a socket or a device is refused before anything opens it.
    if (!info.isFile())
        return {DatabaseError::Kind::NotAFile,
                tr("%1 is not a regular file (it is a named pipe, a device or a socket). A Dugout "
                   "database is an ordinary file.")
                    .arg(shown)};
    if (info.size() == 0 && !options.acceptEmptyFile)
        return {DatabaseError::Kind::Empty,
                tr("%1 is an empty file (0 bytes), not a Dugout database. If you meant to start a "
                   "new database there, "
                   "create it on purpose (dugout --db %1 db init, or File → New database… in the "
                   "window); if it "
                   "held a league, restore it from a backup copy.")
                    .arg(shown)};
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {DatabaseError::Kind::Io, tr("Cannot read %1: %2").arg(shown, file.errorString())};
    const QByteArray header = file.read(100);
    static const QByteArray magic("SQLite format 3\0", 16);
    if (!header.isEmpty() && !header.startsWith(magic))
        return {DatabaseError::Kind::NotSqlite,
                tr("%1 is not a Dugout database: it is not an SQLite file at all.").arg(shown)};
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable())
        return {DatabaseError::Kind::ReadOnly,
                tr("%1 is read-only (the file or its folder cannot be written). Copy it to a "
                   "folder you can write to, or open another database.")
                    .arg(shown)};
    return {};
}

} // namespace dugout
