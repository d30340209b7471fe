#include "RulesetLoader.h"

#include "JsonEntryReader.h"
#include "core/log/Logging.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QMutex>
#include <QSet>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

std::optional<QJsonObject> readFile(const QString &folder, const QString &name, QStringList *errors)
{
    QFile file(folder + u'/' + name);
    if (!file.open(QIODevice::ReadOnly)) {
        errors->append(
            RulesetLoader::tr("%1: cannot read the file (%2)").arg(name, file.errorString()));
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        errors->append(RulesetLoader::tr("%1: invalid JSON at byte %2: %3")
                           .arg(name)
                           .arg(parseError.offset)
                           .arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        errors->append(RulesetLoader::tr("%1: the file must hold one JSON object").arg(name));
        return std::nullopt;
    }
    return document.object();
}

// Calls `read` for each object of `list`, naming each entry by its id (or its position when
// the id itself is missing) in error messages.
template <typename Read>
void forEachEntry(const QJsonArray &list, const QString &where, const QString &kind,
                  QStringList *errors, Read read)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject object = list.at(i).toObject();
        const QString id = object.value(u"id"_s).toString();
        const QString entry = id.isEmpty() ? u"%1 %2 #%3"_s.arg(where, kind).arg(i + 1)
                                           : u"%1 %2 '%3'"_s.arg(where, kind, id);
        if (!list.at(i).isObject()) {
            errors->append(RulesetLoader::tr("%1: expected an object").arg(entry));
            continue;
        }
        JsonEntryReader reader(object, entry, errors);
        read(reader);
    }
}

void checkUnique(const QStringList &ids, const QString &where, QStringList *errors)
{
    QSet<QString> seen;
    for (const QString &id : ids) {
        if (seen.contains(id))
            errors->append(RulesetLoader::tr("%1: the id '%2' is used twice").arg(where, id));
        seen.insert(id);
    }
}

QList<SkillCategory> categories(JsonEntryReader &reader, const QString &field)
{
    QList<SkillCategory> result;
    const QString letters = reader.has(field) ? reader.string(field) : QString();
    if (!reader.has(field))
        reader.error(field, RulesetLoader::tr("missing"));
    for (QChar letter : letters) {
        SkillCategory category;
        if (!skillCategoryFromLetter(letter, &category) || category == SkillCategory::Extraordinary)
            reader.error(field,
                         RulesetLoader::tr("'%1' is not a skill category letter (G, A, S, P, M)")
                             .arg(letter));
        else if (result.contains(category))
            reader.error(field, RulesetLoader::tr("the category '%1' is listed twice").arg(letter));
        else
            result << category;
    }
    return result;
}

// The statuses a card's `apply` names, as PlayerState spells them in the tracker.
const QStringList &cardStatuses()
{
    static const QStringList statuses{u"standing"_s, u"prone"_s,       u"stunned"_s,
                                      u"reserves"_s, u"knocked_out"_s, u"casualty"_s};
    return statuses;
}

void checkOneOf(JsonEntryReader &reader, const QString &field, const QString &value,
                const QStringList &allowed)
{
    if (!allowed.contains(value))
        reader.error(field,
                     RulesetLoader::tr("'%1' is not one of %2").arg(value, allowed.join(u", "_s)));
}

// How long a card's change lasts: `turns` team turns, or `until` the end of the drive or the half.
void readLasting(JsonEntryReader &reader, CardEffect &effect)
{
    effect.turns = reader.optionalInteger(u"turns"_s, 1, 3).value_or(0);
    if (reader.has(u"until"_s)) {
        effect.until = reader.string(u"until"_s);
        checkOneOf(reader, u"until"_s, effect.until, {u"drive"_s, u"half"_s, u"ball_lost"_s});
        if (effect.turns)
            reader.error(u"until"_s, RulesetLoader::tr("give turns or until, not both"));
    }
}

bool readFlag(JsonEntryReader &reader, const QString &field)
{
    return reader.has(field) && reader.boolean(field);
}

CardPlayerChange readPlayerChange(JsonEntryReader &entry)
{
    CardPlayerChange change;
    change.team = entry.string(u"team"_s);
    checkOneOf(entry, u"team"_s, change.team,
               {u"own"_s, u"opponent"_s, u"any"_s, u"all_own"_s, u"all"_s});
    const bool everyone = change.team.startsWith(u"all"_s);
    change.samePlayer = readFlag(entry, u"same_player"_s);
    change.from = entry.idList(u"from"_s, !change.samePlayer && !everyone);
    for (const QString &status : std::as_const(change.from))
        checkOneOf(entry, u"from"_s, status, cardStatuses());
    if (entry.has(u"to"_s)) {
        change.to = entry.string(u"to"_s);
        checkOneOf(entry, u"to"_s, change.to, cardStatuses());
    }
    change.minCasualty = entry.optionalInteger(u"min_casualty"_s, 11, 68).value_or(0);
    change.maxCasualty = entry.optionalInteger(u"max_casualty"_s, 11, 68).value_or(0);
    change.maxSt = entry.optionalInteger(u"max_st"_s, 1, 10).value_or(0);
    if (entry.has(u"without"_s))
        change.without = entry.id(u"without"_s);
    change.skills = entry.idList(u"skills"_s, false);
    change.ma = entry.optionalInteger(u"ma"_s, -3, 3).value_or(0);
    change.st = entry.optionalInteger(u"st"_s, -3, 3).value_or(0);
    change.ag = entry.optionalInteger(u"ag"_s, -3, 3).value_or(0);
    change.av = entry.optionalInteger(u"av"_s, -3, 3).value_or(0);
    change.setMa = entry.optionalInteger(u"set_ma"_s, 1, 10).value_or(0);
    change.setSt = entry.optionalInteger(u"set_st"_s, 1, 10).value_or(0);
    change.setAg = entry.optionalInteger(u"set_ag"_s, 1, 10).value_or(0);
    change.setAv = entry.optionalInteger(u"set_av"_s, 1, 12).value_or(0);
    change.replaceSkills = readFlag(entry, u"replace_skills"_s);
    change.keep = entry.idList(u"keep"_s, false);
    change.stTimes = entry.optionalInteger(u"st_times"_s, 2, 3).value_or(0);
    change.thenSt = entry.optionalInteger(u"then_st"_s, -3, 3).value_or(0);
    change.chooseSkill = readFlag(entry, u"choose_skill"_s);
    change.idleLastTurn = readFlag(entry, u"idle_last_turn"_s);
    change.dieMin = entry.optionalInteger(u"die_min"_s, 1, 6).value_or(0);
    change.dieMax = entry.optionalInteger(u"die_max"_s, 1, 6).value_or(0);
    if ((change.dieMin != 0) != (change.dieMax != 0) || change.dieMin > change.dieMax)
        entry.error(u"die_min"_s, RulesetLoader::tr("give die_min and die_max, the first the "
                                                    "lower"));
    if (!change.keep.isEmpty() && !change.replaceSkills)
        entry.error(u"keep"_s, RulesetLoader::tr("keep goes with replace_skills"));
    if (change.to.isEmpty() && change.skills.isEmpty() && !change.ma && !change.st && !change.ag &&
        !change.av && !change.setMa && !change.setSt && !change.setAg && !change.setAv &&
        !change.replaceSkills && !change.stTimes && !change.chooseSkill)
        entry.error(u"to"_s, RulesetLoader::tr("a player change must change something"));
    return change;
}

// The `apply` key of a special play card: what it does to the tracked match (CardEffects).
CardEffect readCardEffect(JsonEntryReader &card, QStringList *errors)
{
    CardEffect effect;
    JsonEntryReader reader(card.object(u"apply"_s), card.where() + u", apply"_s, errors);
    effect.kind = reader.string(u"kind"_s);
    checkOneOf(reader, u"kind"_s, effect.kind,
               {u"board"_s, u"players"_s, u"rerolls"_s, u"strike"_s, u"cancel_turnover"_s,
                u"mark"_s, u"weather"_s, u"joins"_s, u"free_turns"_s, u"free_blitz"_s,
                u"thrown"_s});
    const QStringList teams{u"own"_s, u"opponent"_s, u"any"_s};
    if (effect.kind == u"players"_s || effect.kind == u"free_blitz"_s) {
        effect.succeedsOn = reader.optionalInteger(u"succeeds_on"_s, 2, 6).value_or(0);
        readLasting(reader, effect);
        forEachEntry(reader.array(u"players"_s), reader.where() + u","_s, u"player"_s, errors,
                     [&](JsonEntryReader &entry) {
                         CardPlayerChange change = readPlayerChange(entry);
                         if (change.samePlayer && effect.players.isEmpty())
                             entry.error(u"same_player"_s,
                                         RulesetLoader::tr("the first change names its player"));
                         effect.players << change;
                     });
        if (effect.players.isEmpty())
            reader.error(u"players"_s, RulesetLoader::tr("name at least one player"));
        // Suicide Blitz: the one player who blitzes, and the skills he has for it.
        if (effect.kind == u"free_blitz"_s &&
            (effect.players.size() != 1 || effect.players.constFirst().team != u"own"_s))
            reader.error(u"players"_s, RulesetLoader::tr("a free Blitz names one own player"));
    } else if (effect.kind == u"thrown"_s) {
        // Trampoline Trap: one player of `team` thrown; the coach says how he came down.
        effect.team = reader.string(u"team"_s);
        checkOneOf(reader, u"team"_s, effect.team, {u"own"_s, u"opponent"_s});
    } else if (effect.kind == u"rerolls"_s) {
        effect.team = reader.string(u"team"_s);
        checkOneOf(reader, u"team"_s, effect.team, {u"own"_s, u"opponent"_s});
        effect.rerolls = reader.optionalInteger(u"rerolls"_s, -3, 3).value_or(0);
        effect.rerollDie = reader.optionalInteger(u"lose_die"_s, 2, 6).value_or(0);
        effect.eachLostOn = reader.optionalInteger(u"each_lost_on"_s, 2, 6).value_or(0);
        if ((effect.rerolls != 0) + (effect.rerollDie != 0) + (effect.eachLostOn != 0) != 1)
            reader.error(u"rerolls"_s, RulesetLoader::tr("give exactly one of rerolls, lose_die "
                                                         "and each_lost_on"));
    } else if (effect.kind == u"strike"_s) {
        effect.team = reader.string(u"team"_s);
        checkOneOf(reader, u"team"_s, effect.team, teams);
        effect.hitsOn = reader.integer(u"hits_on"_s, 0, 6);
        effect.maxPlayers = reader.integer(u"max_players"_s, 1, 9);
    } else if (effect.kind == u"mark"_s) {
        effect.mark = reader.string(u"mark"_s);
        checkOneOf(reader, u"mark"_s, effect.mark, specialPlayMarks());
        effect.markTeam = reader.string(u"team"_s);
        checkOneOf(reader, u"team"_s, effect.markTeam, {u"own"_s, u"opponent"_s, u"both"_s});
        effect.namesPlayer = readFlag(reader, u"player"_s);
        if (effect.namesPlayer && effect.markTeam == u"both"_s)
            reader.error(u"player"_s, RulesetLoader::tr("a named player is of one team"));
        effect.value = reader.optionalInteger(u"value"_s, -3, 3).value_or(0);
        const QJsonObject choices =
            reader.has(u"choices"_s) ? reader.object(u"choices"_s) : QJsonObject();
        for (auto it = choices.constBegin(); it != choices.constEnd(); ++it) {
            if (!it.value().isDouble() || !JsonEntryReader::isValidId(it.key()))
                reader.error(u"choices"_s, RulesetLoader::tr("each choice is an id and a "
                                                             "whole number"));
            effect.choices << std::pair{it.key(), it.value().toInt()};
        }
        effect.randomPlayers = reader.optionalInteger(u"random_players"_s, 1, 11).value_or(0);
        if (reader.has(u"also"_s)) {
            effect.alsoMarks = reader.idList(u"also"_s, false);
            for (const QString &also : std::as_const(effect.alsoMarks))
                checkOneOf(reader, u"also"_s, also, specialPlayMarks());
        }
        if (effect.randomPlayers && (effect.namesPlayer || effect.markTeam == u"both"_s))
            reader.error(u"random_players"_s,
                         RulesetLoader::tr("players drawn at random are of one team, not named"));
        readLasting(reader, effect);
    } else if (effect.kind == u"joins"_s) {
        effect.joinName = reader.text(u"name"_s);
        if (reader.has(u"position"_s)) {
            effect.joinPosition = reader.id(u"position"_s);
        } else {
            effect.joinMa = reader.integer(u"ma"_s, 1, 10);
            effect.joinSt = reader.integer(u"st"_s, 1, 10);
            effect.joinAg = reader.integer(u"ag"_s, 1, 10);
            effect.joinAv = reader.integer(u"av"_s, 1, 12);
            effect.joinSkills = reader.idList(u"skills"_s, false);
        }
        effect.joinTo = reader.string(u"to"_s);
        checkOneOf(reader, u"to"_s, effect.joinTo, {u"reserves"_s, u"standing"_s});
        readLasting(reader, effect);
        if (effect.until.isEmpty())
            reader.error(u"until"_s, RulesetLoader::tr("a player who joins leaves with the drive "
                                                       "or the half"));
    }
    return effect;
}

} // namespace

void RulesetLoader::readSkills(const QJsonObject &file, Ruleset &ruleset, QStringList *errors)
{
    JsonEntryReader top(file, u"skills.json"_s, errors);
    forEachEntry(
        top.array(u"skills"_s), u"skills.json:"_s, u"skill"_s, errors,
        [&](JsonEntryReader &reader) {
            Skill skill;
            skill.id = reader.id();
            const QString letter = reader.string(u"category"_s);
            if (letter.size() != 1 || !skillCategoryFromLetter(letter.at(0), &skill.category))
                reader.error(u"category"_s, tr("'%1' is not one of G, A, S, P, M, E").arg(letter));
            skill.name = reader.text(u"name"_s);
            skill.summary = reader.text(u"summary"_s);
            const QJsonArray aliases =
                reader.has(u"aliases"_s) ? reader.array(u"aliases"_s) : QJsonArray();
            for (const QJsonValue &alias : aliases)
                skill.aliases << alias.toString();
            ruleset.m_skills << skill;
        });
    const QJsonArray exclusions = file.value(u"exclusions"_s).toArray();
    for (const QJsonValue &value : exclusions) {
        JsonEntryReader reader(value.toObject(), u"skills.json: exclusion"_s, errors);
        const QString skill = reader.id(u"skill"_s);
        const QStringList excluded = reader.idList(u"excludes"_s);
        for (const QString &other : excluded)
            ruleset.m_exclusions.append({skill, other});
    }
}

void RulesetLoader::readRosters(const QJsonObject &file, Ruleset &ruleset, QStringList *errors)
{
    JsonEntryReader top(file, u"rosters.json"_s, errors);
    forEachEntry(
        top.array(u"rosters"_s), u"rosters.json:"_s, u"roster"_s, errors,
        [&](JsonEntryReader &reader) {
            Roster roster;
            roster.id = reader.id();
            roster.name = reader.text(u"name"_s);
            roster.official = reader.boolean(u"official"_s);
            roster.rerollCost = reader.money(u"reroll_cost"_s);
            roster.apothecary = reader.boolean(u"apothecary"_s);
            roster.necromancer = reader.boolean(u"necromancer"_s);
            forEachEntry(
                reader.array(u"positions"_s), reader.where() + u","_s, u"position"_s, errors,
                [&](JsonEntryReader &entry) {
                    Position position;
                    position.id = entry.id();
                    position.rosterId = roster.id;
                    if (!position.id.startsWith(roster.id + u'.'))
                        entry.error(
                            u"id"_s,
                            tr("a position id must start with its roster's id and a dot ('%1.')")
                                .arg(roster.id));
                    position.name = entry.text(u"name"_s);
                    position.max = entry.integer(u"max"_s, 1, 16);
                    position.cost = entry.money(u"cost"_s);
                    position.ma = entry.integer(u"ma"_s, 1, 10);
                    position.st = entry.integer(u"st"_s, 1, 10);
                    position.ag = entry.integer(u"ag"_s, 1, 10);
                    position.av = entry.integer(u"av"_s, 1, 10);
                    position.skills = entry.idList(u"skills"_s);
                    position.normal = categories(entry, u"normal"_s);
                    position.doubles = categories(entry, u"double"_s);
                    roster.positions << position;
                });
            if (roster.positions.isEmpty())
                reader.error(u"positions"_s, tr("a roster needs at least one position"));
            ruleset.m_rosters << roster;
        });
}

void RulesetLoader::readStarPlayers(const QJsonObject &file, Ruleset &ruleset, QStringList *errors)
{
    JsonEntryReader top(file, u"star_players.json"_s, errors);
    forEachEntry(top.array(u"star_players"_s), u"star_players.json:"_s, u"star player"_s, errors,
                 [&](JsonEntryReader &reader) {
                     StarPlayer star;
                     star.id = reader.id();
                     star.name = reader.text(u"name"_s);
                     star.cost = reader.money(u"cost"_s);
                     star.ma = reader.integer(u"ma"_s, 1, 10);
                     star.st = reader.integer(u"st"_s, 1, 10);
                     star.ag = reader.integer(u"ag"_s, 1, 10);
                     star.av = reader.integer(u"av"_s, 1, 10);
                     star.skills = reader.idList(u"skills"_s);
                     star.playsFor = reader.idList(u"plays_for"_s);
                     if (star.playsFor.isEmpty())
                         reader.error(u"plays_for"_s,
                                      tr("a star player must play for at least one roster"));
                     star.note = reader.optionalText(u"note"_s).value_or(LocalizedText{});
                     if (reader.has(u"hired_with"_s))
                         star.hiredWith = reader.id(u"hired_with"_s);
                     if (reader.has(u"hired_only_with"_s))
                         star.hiredOnlyWith = reader.id(u"hired_only_with"_s);
                     ruleset.m_starPlayers << star;
                 });
}

void RulesetLoader::readInducements(const QJsonObject &file, Ruleset &ruleset, QStringList *errors)
{
    JsonEntryReader top(file, u"inducements.json"_s, errors);
    forEachEntry(top.array(u"inducements"_s), u"inducements.json:"_s, u"inducement"_s, errors,
                 [&](JsonEntryReader &reader) {
                     Inducement inducement;
                     inducement.id = reader.id();
                     inducement.name = reader.text(u"name"_s);
                     inducement.max = reader.optionalInteger(u"max"_s, 1, 16);
                     inducement.cost = reader.optionalMoney(u"cost"_s);
                     const QJsonObject overrides = reader.has(u"cost_overrides"_s)
                                                       ? reader.object(u"cost_overrides"_s)
                                                       : QJsonObject();
                     for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it) {
                         JsonEntryReader price(overrides, reader.where() + u", cost_overrides"_s,
                                               errors);
                         inducement.costOverrides.insert(it.key(), price.money(it.key()));
                     }
                     inducement.onlyRosters = reader.idList(u"only_rosters"_s, false);
                     inducement.excludedRosters = reader.idList(u"excluded_rosters"_s, false);
                     inducement.summary = reader.text(u"summary"_s);
                     ruleset.m_inducements << inducement;
                 });
    JsonEntryReader mercenary(top.object(u"mercenary"_s), u"inducements.json: mercenary"_s, errors);
    ruleset.m_mercenary.extraCost = mercenary.money(u"extra_cost"_s);
    ruleset.m_mercenary.skillCost = mercenary.money(u"skill_cost"_s);
    ruleset.m_mercenary.gains = mercenary.idList(u"gains"_s);
}

void RulesetLoader::readTeamBuilding(const QJsonObject &file, Ruleset &ruleset, QStringList *errors)
{
    JsonEntryReader top(file, u"team_building.json"_s, errors);
    JsonEntryReader reader(top.object(u"team_building"_s), u"team_building.json: team_building"_s,
                           errors);
    TeamBuildingRules &rules = ruleset.m_teamBuilding;
    rules.budget = reader.money(u"budget"_s);
    rules.minPlayers = reader.integer(u"min_players"_s, 1, 16);
    rules.maxPlayers = reader.integer(u"max_players"_s, 1, 16);
    if (rules.minPlayers > rules.maxPlayers)
        reader.error(u"min_players"_s, tr("more than max_players"));
    rules.apothecaryCost = reader.money(u"apothecary_cost"_s);
    rules.apothecaryMax = reader.integer(u"apothecary_max"_s, 0, 16);
    rules.assistantCoachCost = reader.money(u"assistant_coach_cost"_s);
    rules.cheerleaderCost = reader.money(u"cheerleader_cost"_s);
    rules.fanFactorCost = reader.money(u"fan_factor_cost"_s);
    rules.fanFactorMaxAtCreation = reader.integer(u"fan_factor_max_at_creation"_s, 0, 20);
    rules.rerollCostMultiplierAfterCreation =
        reader.integer(u"reroll_cost_multiplier_after_creation"_s, 1, 10);
    rules.rerollMax = reader.integer(u"reroll_max"_s, 0, 99);
    rules.fanFactorMax = reader.integer(u"fan_factor_max"_s, 0, 99);
    if (rules.fanFactorMax < rules.fanFactorMaxAtCreation)
        reader.error(u"fan_factor_max"_s, tr("less than fan_factor_max_at_creation"));
    rules.characteristicMin = reader.integer(u"characteristic_min"_s, 1, 10);
    rules.characteristicMax = reader.integer(u"characteristic_max"_s, 1, 20);
    if (rules.characteristicMin > rules.characteristicMax)
        reader.error(u"characteristic_min"_s, tr("more than characteristic_max"));
    rules.characteristicMaxGain = reader.integer(u"characteristic_max_gain"_s, 0, 10);
    rules.characteristicMaxLoss = reader.integer(u"characteristic_max_loss"_s, 0, 10);
}

void RulesetLoader::readSpecialPlayCards(const QJsonObject &file, Ruleset &ruleset,
                                         QStringList *errors)
{
    JsonEntryReader top(file, u"special_play_cards.json"_s, errors);
    forEachEntry(
        top.array(u"decks"_s), u"special_play_cards.json:"_s, u"deck"_s, errors,
        [&](JsonEntryReader &reader) {
            SpecialPlayDeck deck;
            deck.id = reader.id();
            deck.name = reader.text(u"name"_s);
            deck.cost = reader.money(u"cost"_s);
            const int size = reader.integer(u"size"_s, 1, 54);
            forEachEntry(
                reader.array(u"cards"_s), reader.where() + u","_s, u"card"_s, errors,
                [&](JsonEntryReader &entry) {
                    SpecialPlayCard card;
                    card.id = entry.id();
                    if (!card.id.startsWith(deck.id + u'.'))
                        entry.error(u"id"_s,
                                    tr("a card id must start with its deck's id and a dot ('%1.')")
                                        .arg(deck.id));
                    card.card = entry.string(u"card"_s);
                    card.name = entry.text(u"name"_s);
                    card.timing = entry.text(u"timing"_s);
                    card.play = entry.string(u"play"_s);
                    if (!specialPlayTimings().contains(card.play))
                        entry.error(u"play"_s,
                                    tr("'%1' is not one of %2")
                                        .arg(card.play, specialPlayTimings().join(u", "_s)));
                    card.effect = entry.text(u"effect"_s);
                    card.apply = readCardEffect(entry, errors);
                    card.needs = entry.idList(u"needs"_s, false);
                    for (const QString &need : std::as_const(card.needs))
                        checkOneOf(entry, u"needs"_s, need, specialPlayNeeds());
                    card.confirm = entry.optionalText(u"confirm"_s).value_or(LocalizedText{});
                    deck.cards << card;
                });
            if (deck.cards.size() != size)
                reader.error(u"cards"_s, tr("the deck says it has %1 cards but lists %2")
                                             .arg(size)
                                             .arg(deck.cards.size()));
            QStringList playingCards;
            for (const SpecialPlayCard &card : std::as_const(deck.cards))
                playingCards << card.card;
            checkUnique(playingCards, reader.where() + tr(", playing card"), errors);
            ruleset.m_decks << deck;
        });
}

void RulesetLoader::checkReferences(const Ruleset &ruleset, QStringList *errors)
{
    QStringList ids;
    for (const Skill &skill : ruleset.skills())
        ids << skill.id;
    checkUnique(ids, u"skills.json"_s, errors);
    ids.clear();
    for (const Roster &roster : ruleset.rosters()) {
        ids << roster.id;
        QStringList positionIds;
        for (const Position &position : roster.positions) {
            positionIds << position.id;
            for (const QString &skill : position.skills) {
                if (!ruleset.skill(skill))
                    errors->append(
                        tr("rosters.json: position '%1', field 'skills': unknown skill '%2'")
                            .arg(position.id, skill));
            }
        }
        checkUnique(positionIds, u"rosters.json: roster '%1'"_s.arg(roster.id), errors);
    }
    checkUnique(ids, u"rosters.json"_s, errors);
    ids.clear();
    for (const StarPlayer &star : ruleset.starPlayers()) {
        ids << star.id;
        for (const QString &skill : star.skills) {
            if (!ruleset.skill(skill))
                errors->append(
                    tr("star_players.json: star player '%1', field 'skills': unknown skill '%2'")
                        .arg(star.id, skill));
        }
        for (const QString &roster : star.playsFor) {
            if (!ruleset.roster(roster))
                errors->append(tr("star_players.json: star player '%1', field 'plays_for': unknown "
                                  "roster '%2'")
                                   .arg(star.id, roster));
        }
        for (const QString &partner : {star.hiredWith, star.hiredOnlyWith}) {
            if (!partner.isEmpty() && !ruleset.starPlayer(partner))
                errors->append(tr("star_players.json: star player '%1': unknown partner star '%2'")
                                   .arg(star.id, partner));
        }
    }
    checkUnique(ids, u"star_players.json"_s, errors);
    for (const Inducement &inducement : ruleset.inducements()) {
        const QStringList rosters =
            inducement.onlyRosters + inducement.excludedRosters + inducement.costOverrides.keys();
        for (const QString &roster : rosters) {
            if (!ruleset.roster(roster))
                errors->append(tr("inducements.json: inducement '%1': unknown roster '%2'")
                                   .arg(inducement.id, roster));
        }
    }
    for (const QString &skill : ruleset.mercenaryRule().gains) {
        if (!ruleset.skill(skill))
            errors->append(
                tr("inducements.json: mercenary, field 'gains': unknown skill '%1'").arg(skill));
    }
    for (const auto &[a, b] : ruleset.skillExclusions()) {
        if (!ruleset.skill(a) || !ruleset.skill(b))
            errors->append(tr("skills.json: exclusion between '%1' and '%2' names an unknown skill")
                               .arg(a, b));
    }
    ids.clear();
    for (const SpecialPlayDeck &deck : ruleset.specialPlayDecks()) {
        ids << deck.id;
        for (const SpecialPlayCard &card : deck.cards) {
            ids << card.id;
            if (!card.apply.joinPosition.isEmpty() && !ruleset.position(card.apply.joinPosition))
                errors->append(tr("special_play_cards.json: card '%1', field 'apply': unknown "
                                  "position '%2'")
                                   .arg(card.id, card.apply.joinPosition));
            for (const QString &skill : card.apply.joinSkills) {
                if (!ruleset.skill(skill))
                    errors->append(tr("special_play_cards.json: card '%1', field 'apply': "
                                      "unknown skill '%2'")
                                       .arg(card.id, skill));
            }
            for (const CardPlayerChange &change : card.apply.players) {
                for (const QString &skill :
                     change.skills + change.keep + QStringList{change.without}) {
                    if (!skill.isEmpty() && !ruleset.skill(skill))
                        errors->append(tr("special_play_cards.json: card '%1', field 'apply': "
                                          "unknown skill '%2'")
                                           .arg(card.id, skill));
                }
            }
        }
    }
    checkUnique(ids, u"special_play_cards.json"_s, errors);
}

std::shared_ptr<const Ruleset> RulesetLoader::load(const QString &folder, QStringList *errors)
{
    QStringList ignored;
    QStringList &problems = errors ? *errors : ignored;
    problems.clear();
    auto ruleset = std::make_shared<Ruleset>();
    const std::pair<QString, void (*)(const QJsonObject &, Ruleset &, QStringList *)> files[] = {
        {u"skills.json"_s, &readSkills},
        {u"rosters.json"_s, &readRosters},
        {u"star_players.json"_s, &readStarPlayers},
        {u"inducements.json"_s, &readInducements},
        {u"team_building.json"_s, &readTeamBuilding},
        {u"tables.json"_s, &readTables},
        {u"special_play_cards.json"_s, &readSpecialPlayCards},
        {u"forge_de_sigmar.json"_s, &readForge},
    };
    for (const auto &[name, read] : files) {
        if (const auto content = readFile(folder, name, &problems))
            read(*content, *ruleset, &problems);
    }
    if (!problems.isEmpty())
        return nullptr;
    ruleset->buildIndexes();
    checkReferences(*ruleset, &problems);
    if (!problems.isEmpty())
        return nullptr;
    qCInfo(lcRules) << "loaded" << ruleset->rosters().size() << "rosters and"
                    << ruleset->skills().size() << "skills from" << folder;
    return ruleset;
}

std::shared_ptr<const Ruleset> RulesetLoader::builtIn(QStringList *errors)
{
    static QMutex mutex;
    static std::shared_ptr<const Ruleset> cached;
    static QStringList cachedErrors;
    QMutexLocker lock(&mutex);
    if (!cached && cachedErrors.isEmpty())
        cached = load(QString::fromLatin1(BuiltInFolder), &cachedErrors);
    if (errors)
        *errors = cachedErrors;
    return cached;
}

} // namespace dugout
