#include "RulesetJsonExport.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QJsonArray idArray(const QStringList &ids)
{
    return QJsonArray::fromStringList(ids);
}

QJsonValue optionalNumber(const auto &value)
{
    return value ? QJsonValue(static_cast<double>(*value)) : QJsonValue(QJsonValue::Null);
}

QJsonObject positionToJson(const Position &position, const QString &language)
{
    return {{u"id"_s, position.id},
            {u"name"_s, position.name.in(language)},
            {u"max"_s, position.max},
            {u"cost"_s, static_cast<double>(position.cost)},
            {u"ma"_s, position.ma},
            {u"st"_s, position.st},
            {u"ag"_s, position.ag},
            {u"av"_s, position.av},
            {u"skills"_s, idArray(position.skills)},
            {u"normal"_s, skillCategoryLetters(position.normal)},
            {u"double"_s, skillCategoryLetters(position.doubles)}};
}

QJsonArray teamsToJson(const Ruleset &ruleset, const QString &language)
{
    QJsonArray teams;
    for (const Roster &roster : ruleset.rosters()) {
        QJsonArray positions;
        for (const Position &position : roster.positions)
            positions << positionToJson(position, language);
        teams << QJsonObject{{u"id"_s, roster.id},
                             {u"name"_s, roster.name.in(language)},
                             {u"official"_s, roster.official},
                             {u"reroll_cost"_s, static_cast<double>(roster.rerollCost)},
                             {u"apothecary"_s, roster.apothecary},
                             {u"necromancer"_s, roster.necromancer},
                             {u"positions"_s, positions}};
    }
    return teams;
}

QJsonArray skillsToJson(const Ruleset &ruleset, const QString &language)
{
    QJsonArray skills;
    for (const Skill &skill : ruleset.skills()) {
        skills << QJsonObject{{u"id"_s, skill.id},
                              {u"name"_s, skill.name.in(language)},
                              {u"category"_s, skillCategoryKey(skill.category)},
                              {u"category_letter"_s, QString(skillCategoryLetter(skill.category))},
                              {u"summary"_s, skill.summary.in(language)}};
    }
    return skills;
}

QJsonArray starPlayersToJson(const Ruleset &ruleset, const QString &language)
{
    QJsonArray stars;
    for (const StarPlayer &star : ruleset.starPlayers()) {
        QJsonObject entry{{u"id"_s, star.id},
                          {u"name"_s, star.name.in(language)},
                          {u"cost"_s, static_cast<double>(star.cost)},
                          {u"ma"_s, star.ma},
                          {u"st"_s, star.st},
                          {u"ag"_s, star.ag},
                          {u"av"_s, star.av},
                          {u"skills"_s, idArray(star.skills)},
                          {u"plays_for"_s, idArray(star.playsFor)}};
        if (!star.note.en.isEmpty())
            entry.insert(u"note"_s, star.note.in(language));
        if (!star.hiredWith.isEmpty())
            entry.insert(u"hired_with"_s, star.hiredWith);
        if (!star.hiredOnlyWith.isEmpty())
            entry.insert(u"hired_only_with"_s, star.hiredOnlyWith);
        stars << entry;
    }
    return stars;
}

QJsonArray inducementsToJson(const Ruleset &ruleset, const QString &language)
{
    QJsonArray inducements;
    for (const Inducement &inducement : ruleset.inducements()) {
        QJsonObject overrides;
        for (auto it = inducement.costOverrides.constBegin();
             it != inducement.costOverrides.constEnd(); ++it)
            overrides.insert(it.key(), static_cast<double>(it.value()));
        inducements << QJsonObject{{u"id"_s, inducement.id},
                                   {u"name"_s, inducement.name.in(language)},
                                   {u"max"_s, optionalNumber(inducement.max)},
                                   {u"cost"_s, optionalNumber(inducement.cost)},
                                   {u"cost_overrides"_s, overrides},
                                   {u"only_rosters"_s, idArray(inducement.onlyRosters)},
                                   {u"excluded_rosters"_s, idArray(inducement.excludedRosters)},
                                   {u"summary"_s, inducement.summary.in(language)}};
    }
    return inducements;
}

QJsonArray specialPlayCardsToJson(const Ruleset &ruleset, const QString &language)
{
    QJsonArray decks;
    for (const SpecialPlayDeck &deck : ruleset.specialPlayDecks()) {
        QJsonArray cards;
        for (const SpecialPlayCard &card : deck.cards) {
            cards << QJsonObject{{u"id"_s, card.id},
                                 {u"card"_s, card.card},
                                 {u"name"_s, card.name.in(language)},
                                 {u"timing"_s, card.timing.in(language)},
                                 {u"effect"_s, card.effect.in(language)}};
        }
        decks << QJsonObject{{u"id"_s, deck.id},
                             {u"name"_s, deck.name.in(language)},
                             {u"cost"_s, static_cast<double>(deck.cost)},
                             {u"size"_s, deck.cards.size()},
                             {u"cards"_s, cards}};
    }
    return decks;
}

} // namespace

QJsonObject rulesetToJson(const Ruleset &ruleset, const QString &language)
{
    return {{u"ruleset"_s, u"lrb6"_s},
            {u"language"_s, language},
            {u"teams"_s, teamsToJson(ruleset, language)},
            {u"skills"_s, skillsToJson(ruleset, language)},
            {u"star_players"_s, starPlayersToJson(ruleset, language)},
            {u"inducements"_s, inducementsToJson(ruleset, language)},
            {u"special_play_cards"_s, specialPlayCardsToJson(ruleset, language)}};
}

} // namespace dugout
