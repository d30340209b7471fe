#include "TournamentJson.h"

#include "core/InputLimits.h"
#include "core/JsonNumber.h"
#include "core/tournament/TournamentTeamRulesJson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

const QList<TournamentTieBreaker> &allTieBreakers()
{
    static const QList<TournamentTieBreaker> all = {
        TournamentTieBreaker::OpponentsScore,      TournamentTieBreaker::TouchdownDifference,
        TournamentTieBreaker::CasualtyDifference,  TournamentTieBreaker::TouchdownsScored,
        TournamentTieBreaker::CasualtiesInflicted, TournamentTieBreaker::HeadToHead};
    return all;
}

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// A whole number in [low, high] at `key`, or the refusal.
bool readInt(const QJsonObject &json, const QString &key, int low, int high, int *value,
             QString *error)
{
    if (!json.contains(key))
        return true;
    const std::optional<qint64> number = jsonWholeNumber(json.value(key), low, high);
    if (!number)
        return fail(error, TournamentJson::tr("\"%1\" must be a whole number from %2 to %3.")
                               .arg(key)
                               .arg(low)
                               .arg(high));
    *value = int(*number);
    return true;
}

bool readBool(const QJsonObject &json, const QString &key, bool *value, QString *error)
{
    if (!json.contains(key))
        return true;
    if (!json.value(key).isBool())
        return fail(error, TournamentJson::tr("\"%1\" must be true or false.").arg(key));
    *value = json.value(key).toBool();
    return true;
}

bool onlyKeys(const QJsonObject &json, const QStringList &known, QString *error)
{
    for (const QString &key : json.keys()) {
        if (!known.contains(key))
            return fail(error, TournamentJson::tr("Unknown setting \"%1\" (known: %2).")
                                   .arg(key, known.join(u", "_s)));
    }
    return true;
}

// A team tournament's settings: "teams" {size, decidedBy, win, draw, loss, bye, addCoachPoints}.
bool readSquads(const QJsonValue &value, SquadSettings *squads, QString *error)
{
    if (!value.isObject())
        return fail(error, TournamentJson::tr("\"teams\" must be an object."));
    const QJsonObject json = value.toObject();
    if (!onlyKeys(json,
                  {u"size"_s, u"decidedBy"_s, u"win"_s, u"draw"_s, u"loss"_s, u"bye"_s,
                   u"addCoachPoints"_s},
                  error) ||
        !readInt(json, u"size"_s, SquadSettings::MinSize, SquadSettings::MaxSize, &squads->size,
                 error) ||
        !readInt(json, u"win"_s, -1000, 1000, &squads->winPoints, error) ||
        !readInt(json, u"draw"_s, -1000, 1000, &squads->drawPoints, error) ||
        !readInt(json, u"loss"_s, -1000, 1000, &squads->lossPoints, error) ||
        !readInt(json, u"bye"_s, -1000, 1000, &squads->byePoints, error) ||
        !readBool(json, u"addCoachPoints"_s, &squads->addCoachPoints, error))
        return false;
    if (json.contains(u"decidedBy"_s)) {
        const QString decider = json.value(u"decidedBy"_s).toString();
        if (decider == u"wins"_s)
            squads->decidedBy = SquadMatchDecider::CoachWins;
        else if (decider == u"points"_s)
            squads->decidedBy = SquadMatchDecider::CoachPoints;
        else
            return fail(error, TournamentJson::tr("\"decidedBy\" must be \"wins\" or \"points\"."));
    }
    return true;
}

// The format and its settings: "format", "knockout" {seeding, consolation}, "bonus" {margins
// and points}.
bool readFormat(const QJsonObject &json, TournamentRules *rules, QString *error)
{
    if (json.contains(u"format"_s)) {
        const QString format = json.value(u"format"_s).toString();
        if (format == u"swiss"_s)
            rules->format = TournamentFormat::Swiss;
        else if (format == u"knockout"_s)
            rules->format = TournamentFormat::Knockout;
        else if (format == u"pools"_s)
            rules->format = TournamentFormat::Pools;
        else if (format == u"teams"_s)
            rules->format = TournamentFormat::Teams;
        else
            return fail(error, TournamentJson::tr("\"format\" must be \"swiss\", \"knockout\", "
                                                  "\"pools\" or \"teams\"."));
    }
    if (json.contains(u"teams"_s) && !readSquads(json.value(u"teams"_s), &rules->squads, error))
        return false;
    if (json.contains(u"pools"_s)) {
        if (!json.value(u"pools"_s).isObject())
            return fail(error, TournamentJson::tr("\"pools\" must be an object."));
        const QJsonObject pools = json.value(u"pools"_s).toObject();
        if (!onlyKeys(pools, {u"count"_s, u"qualifiers"_s}, error) ||
            !readInt(pools, u"count"_s, 1, 64, &rules->pools.count, error) ||
            !readInt(pools, u"qualifiers"_s, 1, 64, &rules->pools.qualifiers, error))
            return false;
    }
    if (json.contains(u"knockout"_s)) {
        if (!json.value(u"knockout"_s).isObject())
            return fail(error, TournamentJson::tr("\"knockout\" must be an object."));
        const QJsonObject knockout = json.value(u"knockout"_s).toObject();
        if (!onlyKeys(knockout, {u"seeding"_s, u"consolation"_s}, error) ||
            !readBool(knockout, u"consolation"_s, &rules->knockout.consolation, error))
            return false;
        if (knockout.contains(u"seeding"_s)) {
            const QString seeding = knockout.value(u"seeding"_s).toString();
            if (seeding == u"registration"_s)
                rules->knockout.seeding = KnockoutSeeding::Registration;
            else if (seeding == u"draw"_s)
                rules->knockout.seeding = KnockoutSeeding::Draw;
            else
                return fail(
                    error, TournamentJson::tr("\"seeding\" must be \"registration\" or \"draw\"."));
        }
    }
    if (json.contains(u"bonus"_s)) {
        if (!json.value(u"bonus"_s).isObject())
            return fail(error, TournamentJson::tr("\"bonus\" must be an object."));
        const QJsonObject bonus = json.value(u"bonus"_s).toObject();
        if (!onlyKeys(bonus,
                      {u"touchdownMargin"_s, u"touchdownPoints"_s, u"casualtyMargin"_s,
                       u"casualtyPoints"_s},
                      error) ||
            !readInt(bonus, u"touchdownMargin"_s, 0, 99, &rules->bonus.touchdownMargin, error) ||
            !readInt(bonus, u"touchdownPoints"_s, -1000, 1000, &rules->bonus.touchdownPoints,
                     error) ||
            !readInt(bonus, u"casualtyMargin"_s, 0, 99, &rules->bonus.casualtyMargin, error) ||
            !readInt(bonus, u"casualtyPoints"_s, -1000, 1000, &rules->bonus.casualtyPoints, error))
            return false;
    }
    return true;
}

} // namespace

QString TournamentJson::tieBreakerKey(TournamentTieBreaker breaker)
{
    switch (breaker) {
    case TournamentTieBreaker::OpponentsScore:
        return u"opponents_score"_s;
    case TournamentTieBreaker::TouchdownDifference:
        return u"touchdown_difference"_s;
    case TournamentTieBreaker::CasualtyDifference:
        return u"casualty_difference"_s;
    case TournamentTieBreaker::TouchdownsScored:
        return u"touchdowns_scored"_s;
    case TournamentTieBreaker::CasualtiesInflicted:
        return u"casualties_inflicted"_s;
    case TournamentTieBreaker::HeadToHead:
        return u"head_to_head"_s;
    }
    return {};
}

QString TournamentJson::pairingStyleKey(PairingStyle style)
{
    return style == PairingStyle::Split ? u"split"_s : u"adjacent"_s;
}

QJsonObject TournamentJson::rulesToJson(const TournamentRules &rules)
{
    QJsonArray breakers;
    for (TournamentTieBreaker b : rules.tieBreakers)
        breakers.append(tieBreakerKey(b));
    QJsonArray forbidden;
    for (const auto &[a, b] : rules.forbiddenPairs)
        forbidden.append(QJsonArray{a, b});
    return QJsonObject{
        {u"points"_s, QJsonObject{{u"win"_s, rules.winPoints},
                                  {u"draw"_s, rules.drawPoints},
                                  {u"loss"_s, rules.lossPoints},
                                  {u"bye"_s, rules.byePoints}}},
        {u"tieBreakers"_s, breakers},
        {u"seed"_s, qint64(rules.seed)},
        {u"pairing"_s, pairingStyleKey(rules.pairingStyle)},
        {u"avoidSameClub"_s, rules.avoidSameClub},
        {u"avoidSameNation"_s, rules.avoidSameNation},
        {u"forbiddenPairs"_s, forbidden},
        {u"allowRematches"_s, rules.allowRematches},
        {u"team_rules"_s, TournamentTeamRulesJson::toJson(rules.team)},
        {u"format"_s, formatKey(rules.format)},
        {u"knockout"_s, QJsonObject{{u"seeding"_s, rules.knockout.seeding == KnockoutSeeding::Draw
                                                       ? u"draw"_s
                                                       : u"registration"_s},
                                    {u"consolation"_s, rules.knockout.consolation}}},
        {u"pools"_s,
         QJsonObject{{u"count"_s, rules.pools.count}, {u"qualifiers"_s, rules.pools.qualifiers}}},
        {u"bonus"_s, QJsonObject{{u"touchdownMargin"_s, rules.bonus.touchdownMargin},
                                 {u"touchdownPoints"_s, rules.bonus.touchdownPoints},
                                 {u"casualtyMargin"_s, rules.bonus.casualtyMargin},
                                 {u"casualtyPoints"_s, rules.bonus.casualtyPoints}}},
        {u"teams"_s,
         QJsonObject{{u"size"_s, rules.squads.size},
                     {u"decidedBy"_s, rules.squads.decidedBy == SquadMatchDecider::CoachPoints
                                          ? u"points"_s
                                          : u"wins"_s},
                     {u"win"_s, rules.squads.winPoints},
                     {u"draw"_s, rules.squads.drawPoints},
                     {u"loss"_s, rules.squads.lossPoints},
                     {u"bye"_s, rules.squads.byePoints},
                     {u"addCoachPoints"_s, rules.squads.addCoachPoints}}},
    };
}

QString TournamentJson::formatKey(TournamentFormat format)
{
    switch (format) {
    case TournamentFormat::Knockout:
        return u"knockout"_s;
    case TournamentFormat::Pools:
        return u"pools"_s;
    case TournamentFormat::Teams:
        return u"teams"_s;
    case TournamentFormat::Swiss:
        break;
    }
    return u"swiss"_s;
}

std::optional<TournamentRules> TournamentJson::rulesFromJson(const QJsonObject &json,
                                                             QString *error)
{
    TournamentRules rules;
    if (!onlyKeys(json,
                  {u"points"_s, u"tieBreakers"_s, u"seed"_s, u"pairing"_s, u"avoidSameClub"_s,
                   u"avoidSameNation"_s, u"forbiddenPairs"_s, u"allowRematches"_s, u"budget"_s,
                   u"team_rules"_s, u"format"_s, u"knockout"_s, u"pools"_s, u"bonus"_s, u"teams"_s},
                  error))
        return std::nullopt;
    if (!readFormat(json, &rules, error))
        return std::nullopt;
    if (json.contains(u"points"_s)) {
        const QJsonObject points = json.value(u"points"_s).toObject();
        if (!onlyKeys(points, {u"win"_s, u"draw"_s, u"loss"_s, u"bye"_s}, error) ||
            !readInt(points, u"win"_s, -1000, 1000, &rules.winPoints, error) ||
            !readInt(points, u"draw"_s, -1000, 1000, &rules.drawPoints, error) ||
            !readInt(points, u"loss"_s, -1000, 1000, &rules.lossPoints, error) ||
            !readInt(points, u"bye"_s, -1000, 1000, &rules.byePoints, error))
            return std::nullopt;
    }
    if (json.contains(u"tieBreakers"_s)) {
        rules.tieBreakers.clear();
        for (const QJsonValue &v : json.value(u"tieBreakers"_s).toArray()) {
            bool known = false;
            for (TournamentTieBreaker b : allTieBreakers()) {
                if (tieBreakerKey(b) == v.toString() && !rules.tieBreakers.contains(b)) {
                    rules.tieBreakers.append(b);
                    known = true;
                }
            }
            if (!known) {
                QStringList keys;
                for (TournamentTieBreaker b : allTieBreakers())
                    keys.append(tieBreakerKey(b));
                fail(error, tr("Unknown or repeated tie-breaker \"%1\" (known: %2).")
                                .arg(v.toString(), keys.join(u", "_s)));
                return std::nullopt;
            }
        }
    }
    int seed = int(rules.seed);
    if (!readInt(json, u"seed"_s, 0, 2'000'000'000, &seed, error))
        return std::nullopt;
    rules.seed = quint32(seed);
    if (json.contains(u"pairing"_s)) {
        const QString style = json.value(u"pairing"_s).toString();
        if (style == u"adjacent"_s)
            rules.pairingStyle = PairingStyle::Adjacent;
        else if (style == u"split"_s)
            rules.pairingStyle = PairingStyle::Split;
        else {
            fail(error, tr("\"pairing\" must be \"adjacent\" or \"split\"."));
            return std::nullopt;
        }
    }
    if (!readBool(json, u"avoidSameClub"_s, &rules.avoidSameClub, error) ||
        !readBool(json, u"avoidSameNation"_s, &rules.avoidSameNation, error) ||
        !readBool(json, u"allowRematches"_s, &rules.allowRematches, error))
        return std::nullopt;
    // "budget" alone is the older spelling of the team rules' budget.
    int budget = int(rules.team.budget);
    if (!readInt(json, u"budget"_s, 0, 100'000'000, &budget, error))
        return std::nullopt;
    rules.team.budget = budget;
    if (json.contains(u"team_rules"_s)) {
        const std::optional<TournamentTeamRules> team =
            TournamentTeamRulesJson::fromJson(json.value(u"team_rules"_s), rules.team, error);
        if (!team)
            return std::nullopt;
        rules.team = *team;
    }
    for (const QJsonValue &v : json.value(u"forbiddenPairs"_s).toArray()) {
        const QJsonArray pair = v.toArray();
        if (pair.size() != 2 || !pair.at(0).isDouble() || !pair.at(1).isDouble()) {
            fail(error, tr("Each forbidden pair must be two entrant numbers."));
            return std::nullopt;
        }
        rules.forbiddenPairs.append({pair.at(0).toInteger(), pair.at(1).toInteger()});
    }
    return rules;
}

std::optional<Tournament> TournamentJson::fromJson(const QJsonObject &json, QString *error)
{
    if (!onlyKeys(json,
                  {u"name"_s, u"organiser"_s, u"venue"_s, u"date"_s, u"rules"_s, u"team_rules"_s},
                  error))
        return std::nullopt;
    Tournament tournament;
    tournament.name = json.value(u"name"_s).toString().trimmed();
    tournament.organiser = json.value(u"organiser"_s).toString().trimmed();
    tournament.venue = json.value(u"venue"_s).toString().trimmed();
    for (const RuleCheck &check :
         {InputLimits::checkName(tournament.name, tr("The tournament's name")),
          InputLimits::checkNote(tournament.organiser, tr("The organiser")),
          InputLimits::checkNote(tournament.venue, tr("The venue"))}) {
        if (!check) {
            fail(error, check.reason);
            return std::nullopt;
        }
    }
    if (json.contains(u"date"_s)) {
        tournament.startDate = QDate::fromString(json.value(u"date"_s).toString(), Qt::ISODate);
        if (!tournament.startDate.isValid()) {
            fail(error, tr("\"date\" must be a date written YYYY-MM-DD."));
            return std::nullopt;
        }
    }
    const std::optional<TournamentRules> rules =
        rulesFromJson(json.value(u"rules"_s).toObject(), error);
    if (!rules)
        return std::nullopt;
    tournament.rules = *rules;
    // The team rules may also stand beside "rules", where an organiser looks for them.
    if (json.contains(u"team_rules"_s)) {
        const std::optional<TournamentTeamRules> team = TournamentTeamRulesJson::fromJson(
            json.value(u"team_rules"_s), tournament.rules.team, error);
        if (!team)
            return std::nullopt;
        tournament.rules.team = *team;
    }
    return tournament;
}

} // namespace dugout
