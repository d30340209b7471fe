#include "TournamentGameDetails.h"

#include "core/league/MatchRecordJson.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace dugout {

std::optional<MatchRecord>
TournamentGameDetails::fromBytes(const QByteArray &bytes, const Ruleset &rules, QStringList *errors)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        if (errors)
            *errors = {parseError.error != QJsonParseError::NoError
                           ? tr("The details are not JSON: %1 (at character %2).")
                                 .arg(parseError.errorString())
                                 .arg(parseError.offset)
                           : tr("The details must be a JSON object.")};
        return std::nullopt;
    }
    QJsonObject json = document.object();
    for (const QString &key : {u"format"_s, u"league"_s}) {
        if (json.contains(key)) {
            if (errors)
                *errors = {tr("\"%1\" has no place in a tournament game's details.").arg(key)};
            return std::nullopt;
        }
    }
    // What the tournament knows is filled in; the record's own reader checks the rest.
    json.insert(u"format"_s, MatchRecordJson::FormatVersion);
    json.insert(u"league"_s, 0);
    for (const QString &side : {u"home"_s, u"away"_s}) {
        QJsonObject team = json.value(side).toObject();
        if (json.contains(side) && !json.value(side).isObject())
            continue; // the reader names it
        team.insert(u"team"_s, 0);
        if (!team.contains(u"score"_s))
            team.insert(u"score"_s, 0);
        json.insert(side, team);
    }
    return MatchRecordJson::fromJson(json, rules, errors);
}

} // namespace dugout
