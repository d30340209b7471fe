#include "TeamFile.h"

#include "CsvRoster.h"
#include "ObblmRoster.h"
#include "TeamJson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout {

QByteArray TeamFile::bytes(const Team &team, const Ruleset &rules)
{
    return QJsonDocument(TeamJson::toJson(team, rules)).toJson(QJsonDocument::Indented);
}

bool TeamFile::write(const QString &path, const Team &team, const Ruleset &rules, QString *error)
{
    QSaveFile file(path);
    const QByteArray content = bytes(team, rules);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() ||
        !file.commit()) {
        if (error)
            *error = tr("Could not write %1: %2")
                         .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

std::optional<Team> TeamFile::read(const QString &path, const Ruleset &rules, QStringList *errors)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (errors)
            *errors << tr("Could not read %1: %2")
                           .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    const QByteArray content = file.readAll();
    return fromBytes(content, formatOf(path, content), rules, errors);
}

TeamFile::Format TeamFile::formatOf(const QString &path, const QByteArray &content)
{
    if (path.endsWith(u".csv"_s, Qt::CaseInsensitive))
        return Format::Csv;
    if (path.endsWith(u".xml"_s, Qt::CaseInsensitive) || ObblmRoster::looksLikeXml(content))
        return Format::Obblm;
    return Format::Dugout;
}

std::optional<Team> TeamFile::fromBytes(const QByteArray &content, Format format,
                                        const Ruleset &rules, QStringList *errors)
{
    QStringList problems;
    QStringList *out = errors ? errors : &problems;
    if (format == Format::Dugout)
        return TeamJson::fromBytes(content, rules, out);
    if (format == Format::Obblm)
        return ObblmRoster::read(content, rules, out);
    // A spreadsheet's roster (issue 22.4): turned into a team file, then checked as one.
    const std::optional<QJsonObject> json = CsvRoster::toJson(content, rules, out);
    if (!json)
        return std::nullopt;
    return TeamJson::fromJson(*json, rules, out);
}

} // namespace dugout
