#include "HealthyCloseRecord.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <filesystem>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr int KeptEntries = 64;

QString recordPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
        .filePath(u"healthy-closes.json"_s);
}

QString key(const QString &databasePath)
{
    const QString canonical = QFileInfo(databasePath).canonicalFilePath();
    return canonical.isEmpty() ? QFileInfo(databasePath).absoluteFilePath() : canonical;
}

// Size and modification time to the nanosecond: what any write to the file changes.
QJsonObject fingerprint(const QString &databasePath)
{
    std::error_code error;
    const std::filesystem::path file(databasePath.toStdString());
    const auto size = std::filesystem::file_size(file, error);
    if (error)
        return {};
    const auto modified = std::filesystem::last_write_time(file, error);
    if (error)
        return {};
    const auto ticks = modified.time_since_epoch().count();
    return {{u"size"_s, QString::number(size)}, {u"modified"_s, QString::number(ticks)}};
}

QJsonObject readAll()
{
    QFile file(recordPath());
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

void writeAll(QJsonObject entries)
{
    // Keep the most recent entries only: the file stays a few kilobytes.
    while (entries.size() > KeptEntries) {
        auto oldest = entries.begin();
        for (auto it = entries.begin(); it != entries.end(); ++it) {
            if (it.value().toObject().value(u"closed"_s).toString() <
                oldest.value().toObject().value(u"closed"_s).toString())
                oldest = it;
        }
        entries.erase(oldest);
    }
    QSaveFile file(recordPath());
    if (file.open(QIODevice::WriteOnly)) {
        file.write(QJsonDocument(entries).toJson(QJsonDocument::Compact));
        file.commit();
    }
}

template <typename Change> void update(Change change)
{
    QDir().mkpath(QFileInfo(recordPath()).absolutePath());
    QLockFile lock(recordPath() + u".lock"_s);
    if (!lock.tryLock(2000))
        return; // another Dugout is writing it; the next close records again
    QJsonObject entries = readAll();
    change(entries);
    writeAll(entries);
}

} // namespace

bool HealthyCloseRecord::matches(const QString &databasePath)
{
    const QJsonObject now = fingerprint(databasePath);
    if (now.isEmpty())
        return false;
    const QJsonObject recorded = readAll().value(key(databasePath)).toObject();
    return recorded.value(u"size"_s) == now.value(u"size"_s) &&
           recorded.value(u"modified"_s) == now.value(u"modified"_s);
}

void HealthyCloseRecord::remember(const QString &databasePath)
{
    QJsonObject entry = fingerprint(databasePath);
    if (entry.isEmpty())
        return;
    entry.insert(u"closed"_s, QDateTime::currentDateTimeUtc().toString(Qt::ISODateWithMs));
    update([&](QJsonObject &entries) { entries.insert(key(databasePath), entry); });
}

void HealthyCloseRecord::forget(const QString &databasePath)
{
    const QString name = key(databasePath);
    if (!readAll().contains(name))
        return;
    update([&](QJsonObject &entries) { entries.remove(name); });
}

} // namespace dugout
