#include "LeagueFile.h"

#include "LeagueKeys.h"
#include "LeagueOptionsRules.h"
#include "core/InputLimits.h"
#include "core/JsonNumber.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>
#include <utility>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Every key an options object may have: those the database writes, inducements included.
QStringList optionKeys()
{
    LeagueOptions all;
    all.allowedInducements = QStringList();
    all.pitch = MatchPitch::ForgeDeSigmar;
    all.homePitches.insert(1, MatchPitch::ForgeDeSigmar);
    return leagueOptionsToJson(all).keys();
}

// The stable keys of an enum, for "use one of …".
template <typename Enum>
QStringList keysOf(std::initializer_list<Enum> values, QString (*key)(Enum))
{
    QStringList keys;
    for (Enum value : values)
        keys << key(value);
    return keys;
}

// A JSON value as the file spells it: "spiraling", 3, null.
QString jsonText(const QJsonValue &value)
{
    return InputLimits::quoted(
        QString::fromUtf8(QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact))
            .mid(1)
            .chopped(1));
}

void checkUnknownKeys(const QJsonObject &object, const QStringList &known, const QString &where,
                      QStringList *errors)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!known.contains(it.key()))
            errors->append(LeagueFile::tr("%1: unknown key '%2' (known keys: %3).")
                               .arg(where, InputLimits::quoted(it.key()), known.join(u", "_s)));
    }
}

// Strings from an array; a non-string item is an error.
QStringList strings(const QJsonValue &value, const QString &key, QStringList *errors)
{
    QStringList list;
    if (!value.isArray()) {
        errors->append(LeagueFile::tr("'%1' must be a list of ids.").arg(key));
        return list;
    }
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        if (item.isString())
            list << item.toString();
        else
            errors->append(LeagueFile::tr("'%1' must be a list of ids, and %2 is not one.")
                               .arg(key, jsonText(item)));
    }
    return list;
}

void checkOptions(const QJsonObject &options, QStringList *errors)
{
    checkUnknownKeys(options, optionKeys(), u"options"_s, errors);
    // Gold is 64-bit, points and cards are ints: a number beyond either would be cut short.
    constexpr qint64 gold = MaxJsonInteger;
    constexpr qint64 count = std::numeric_limits<int>::max();
    const std::pair<QString, qint64> wholeNumbers[] = {
        {u"starting_budget"_s, gold}, {u"spiralling_threshold"_s, gold},
        {u"spiralling_step"_s, gold}, {u"card_budget"_s, gold},
        {u"win_points"_s, count},     {u"draw_points"_s, count},
        {u"loss_points"_s, count},    {u"max_cards"_s, count}};
    for (const auto &[key, limit] : wholeNumbers) {
        const QJsonValue value = options.value(key);
        if (!value.isUndefined() && !jsonWholeNumber(value, -limit, limit))
            errors->append(LeagueFile::tr("'%1' must be a whole number.").arg(key));
    }
    const auto checkEnum = [&](const QString &key, const QStringList &allowed) {
        const QJsonValue value = options.value(key);
        if (!value.isUndefined() && !allowed.contains(value.toString()))
            errors->append(LeagueFile::tr("'%1' cannot be %2: use one of %3.")
                               .arg(key, jsonText(value), allowed.join(u", "_s)));
    };
    checkEnum(u"expenses"_s, keysOf({ExpensesRule::Spiralling, ExpensesRule::ExpensiveMistakes,
                                     ExpensesRule::None},
                                    &expensesRuleKey));
    checkEnum(u"mvp"_s,
              keysOf({MvpMode::Random, MvpMode::CoachChoice, MvpMode::RandomNotDeadNorInduced},
                     &mvpModeKey));
    checkEnum(u"small_league"_s, keysOf({SmallLeagueWinnings::None, SmallLeagueWinnings::ExtraGold,
                                         SmallLeagueWinnings::DoubleFame},
                                        &smallLeagueWinningsKey));
    checkEnum(u"special_play_cards"_s,
              keysOf({SpecialPlayCardsRule::NotUsed, SpecialPlayCardsRule::AsInducements,
                      SpecialPlayCardsRule::InsteadOfOthers, SpecialPlayCardsRule::FixedBudget},
                     &specialPlayCardsKey));
    checkEnum(u"pitch"_s, matchPitchKeys());
    if (options.contains(u"home_pitches"_s)) {
        const QJsonValue value = options.value(u"home_pitches"_s);
        if (!value.isObject())
            errors->append(LeagueFile::tr("'%1' must map team ids to pitches: {\"12\": \"%2\"}.")
                               .arg(u"home_pitches"_s, matchPitchKey(MatchPitch::ForgeDeSigmar)));
        const QJsonObject pitches = value.toObject();
        for (auto it = pitches.constBegin(); it != pitches.constEnd(); ++it) {
            bool isId = false;
            if (it.key().toLongLong(&isId) <= 0 || !isId)
                errors->append(LeagueFile::tr("'%1': %2 is not a team id.")
                                   .arg(u"home_pitches"_s, InputLimits::quoted(it.key())));
            else if (!matchPitchKeys().contains(it.value().toString()))
                errors->append(LeagueFile::tr("'%1': team %2 cannot play on %3: use one of %4.")
                                   .arg(u"home_pitches"_s, it.key(), jsonText(it.value()),
                                        matchPitchKeys().join(u", "_s)));
        }
    }
    for (const QString &key :
         {u"free_fan_factor"_s, u"playoff_inducements"_s, u"player_of_the_year"_s}) {
        if (options.contains(key) && !options.value(key).isBool())
            errors->append(LeagueFile::tr("'%1' must be true or false.").arg(key));
    }

    if (options.contains(u"tie_breakers"_s)) {
        const QStringList allowed =
            keysOf({TieBreaker::Points, TieBreaker::HeadToHead, TieBreaker::TouchdownDifference,
                    TieBreaker::CasualtyDifference, TieBreaker::TouchdownsFor,
                    TieBreaker::CasualtiesFor, TieBreaker::Wins, TieBreaker::FewestMatches},
                   &tieBreakerKey);
        for (const QString &key :
             strings(options.value(u"tie_breakers"_s), u"tie_breakers"_s, errors)) {
            if (!allowed.contains(key))
                errors->append(LeagueFile::tr("'%1' is not a tie-breaker: use %2.")
                                   .arg(key, allowed.join(u", "_s)));
        }
    }
    if (options.contains(u"inducements"_s)) {
        // The options keep each id once; a repeated one is still a mistake in the file.
        QStringList seen;
        for (const QString &id :
             strings(options.value(u"inducements"_s), u"inducements"_s, errors)) {
            if (seen.contains(id))
                errors->append(
                    LeagueFile::tr("The inducement '%1' is listed more than once.").arg(id));
            seen << id;
        }
    }
}

} // namespace

std::optional<League> LeagueFile::read(const QByteArray &bytes, const Ruleset &rules,
                                       QStringList *errors)
{
    // Refused before parsing: a file far larger than any league is not worth the memory.
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        errors->append(size.reason);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors->append(tr("The file is not valid JSON: %1 (at character %2).")
                           .arg(parseError.errorString())
                           .arg(parseError.offset));
        return std::nullopt;
    }
    if (!document.isObject()) {
        errors->append(tr("A league file holds one JSON object."));
        return std::nullopt;
    }
    const QJsonObject json = document.object();
    const qsizetype before = errors->size();
    checkUnknownKeys(json, {u"name"_s, u"commissioner"_s, u"options"_s}, tr("the league"), errors);

    League league;
    if (!json.value(u"name"_s).isString() || json.value(u"name"_s).toString().trimmed().isEmpty())
        errors->append(tr("A league needs a name: 'name' must be a text that is not empty."));
    else if (const RuleCheck length =
                 InputLimits::checkName(json.value(u"name"_s).toString(), tr("The league's name"));
             !length)
        errors->append(length.reason);
    league.name = InputLimits::quoted(json.value(u"name"_s).toString().trimmed());
    if (json.contains(u"commissioner"_s) && !json.value(u"commissioner"_s).isString())
        errors->append(tr("'commissioner' must be a text."));
    league.commissioner = json.value(u"commissioner"_s).toString().trimmed();
    if (!league.commissioner.isEmpty())
        if (const RuleCheck length =
                InputLimits::checkName(league.commissioner, tr("The commissioner's name"));
            !length)
            errors->append(length.reason);

    if (json.contains(u"options"_s) && !json.value(u"options"_s).isObject()) {
        errors->append(tr("'options' must be an object."));
    } else {
        const QJsonObject options = json.value(u"options"_s).toObject();
        checkOptions(options, errors);
        league.options = leagueOptionsFromJson(options);
        errors->append(LeagueOptionsRules::problems(league.options, rules));
    }
    if (errors->size() > before) {
        InputLimits::shortenProblems(errors);
        return std::nullopt;
    }
    return league;
}

} // namespace dugout
