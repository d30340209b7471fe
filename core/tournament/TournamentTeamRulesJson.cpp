#include "TournamentTeamRulesJson.h"

#include "core/JsonNumber.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

bool refuse(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool readNumber(const QJsonObject &json, const QString &key, qint64 high, qint64 *value,
                QString *error)
{
    if (!json.contains(key))
        return true;
    const std::optional<qint64> number = jsonWholeNumber(json.value(key), 0, high);
    if (!number)
        return refuse(error, TournamentTeamRulesJson::tr(
                                 "\"team_rules\": \"%1\" must be a whole number from 0 to %2.")
                                 .arg(key)
                                 .arg(high));
    *value = *number;
    return true;
}

bool readFlag(const QJsonObject &json, const QString &key, bool *value, QString *error)
{
    if (!json.contains(key))
        return true;
    if (!json.value(key).isBool())
        return refuse(
            error,
            TournamentTeamRulesJson::tr("\"team_rules\": \"%1\" must be true or false.").arg(key));
    *value = json.value(key).toBool();
    return true;
}

} // namespace

QJsonObject TournamentTeamRulesJson::toJson(const TournamentTeamRules &rules)
{
    return QJsonObject{{u"budget"_s, rules.budget},
                       {u"normalSkills"_s, rules.normalSkills},
                       {u"doubleSkills"_s, rules.doubleSkills},
                       {u"normalSkillsInTeamValue"_s, rules.normalSkillsInTeamValue},
                       {u"doubleSkillsInTeamValue"_s, rules.doubleSkillsInTeamValue},
                       {u"progression"_s, rules.progression == RosterProgression::Progression
                                              ? u"progression"_s
                                              : u"resurrection"_s}};
}

std::optional<TournamentTeamRules>
TournamentTeamRulesJson::fromJson(const QJsonValue &value, const TournamentTeamRules &base,
                                  QString *error)
{
    if (!value.isObject()) {
        refuse(error, tr("\"team_rules\" must be an object."));
        return std::nullopt;
    }
    const QJsonObject json = value.toObject();
    const QStringList known = {u"budget"_s,
                               u"normalSkills"_s,
                               u"doubleSkills"_s,
                               u"normalSkillsInTeamValue"_s,
                               u"doubleSkillsInTeamValue"_s,
                               u"progression"_s};
    for (const QString &key : json.keys()) {
        if (!known.contains(key)) {
            refuse(error, tr("\"team_rules\": unknown setting \"%1\" (known: %2).")
                              .arg(key, known.join(u", "_s)));
            return std::nullopt;
        }
    }
    TournamentTeamRules rules = base;
    qint64 normal = rules.normalSkills;
    qint64 doubles = rules.doubleSkills;
    if (!readNumber(json, u"budget"_s, 100'000'000, &rules.budget, error) ||
        !readNumber(json, u"normalSkills"_s, 99, &normal, error) ||
        !readNumber(json, u"doubleSkills"_s, 99, &doubles, error) ||
        !readFlag(json, u"normalSkillsInTeamValue"_s, &rules.normalSkillsInTeamValue, error) ||
        !readFlag(json, u"doubleSkillsInTeamValue"_s, &rules.doubleSkillsInTeamValue, error))
        return std::nullopt;
    if (json.contains(u"progression"_s)) {
        const QString progression = json.value(u"progression"_s).toString();
        if (progression == u"progression"_s)
            rules.progression = RosterProgression::Progression;
        else if (progression == u"resurrection"_s)
            rules.progression = RosterProgression::Resurrection;
        else {
            refuse(error, tr("\"team_rules\": \"progression\" must be \"resurrection\" or "
                             "\"progression\"."));
            return std::nullopt;
        }
    }
    rules.normalSkills = int(normal);
    rules.doubleSkills = int(doubles);
    return rules;
}

} // namespace dugout
