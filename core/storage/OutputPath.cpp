#include "OutputPath.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// `path` with its folder's links resolved, and the file's own link when it has one.
QString resolved(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists())
        return info.canonicalFilePath();
    const QString folder = QFileInfo(info.absolutePath()).canonicalFilePath();
    return folder.isEmpty() ? info.absoluteFilePath() : folder + u'/' + info.fileName();
}

bool isSqliteFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    return file.read(16) == QByteArray("SQLite format 3\0", 16);
}

} // namespace

RuleCheck OutputPath::check(const QString &target, const QString &databasePath)
{
    if (const RuleCheck outside = outsideDatabase(target, databasePath); !outside)
        return outside;
    if (isSqliteDatabase(target))
        return RuleCheck::refused(
            tr("%1 is an SQLite database: Dugout will not write over it. Choose another file.")
                .arg(QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath())));
    return RuleCheck::ok();
}

bool OutputPath::isSqliteDatabase(const QString &target)
{
    const QString destination = resolved(target);
    return QFileInfo(destination).isFile() && isSqliteFile(destination);
}

RuleCheck OutputPath::outsideDatabase(const QString &target, const QString &databasePath)
{
    const QString shown = QDir::toNativeSeparators(QFileInfo(target).absoluteFilePath());
    const QString destination = resolved(target);
    const QString database = resolved(databasePath);
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s}) {
        if (destination == database + suffix) {
            return RuleCheck::refused(
                suffix.isEmpty() ? tr("%1 is the open database: writing there would destroy it. "
                                      "Choose another file.")
                                       .arg(shown)
                                 : tr("%1 belongs to the open database (SQLite keeps it beside the "
                                      "file): writing there "
                                      "would damage the database or be lost. Choose another file.")
                                       .arg(shown));
        }
    }
    return RuleCheck::ok();
}

} // namespace dugout
