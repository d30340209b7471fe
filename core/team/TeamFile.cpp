#include "TeamFile.h"

#include "TeamJson.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>

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
    return TeamJson::fromBytes(file.readAll(), rules, errors);
}

} // namespace dugout
