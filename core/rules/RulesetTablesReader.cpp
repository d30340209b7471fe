// RulesetLoader's reading of tables.json: the dice tables, SPP, advancement and expenses.
#include "JsonEntryReader.h"
#include "RulesetLoader.h"
#include "TableRowsReader.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QList<TableRow> readRows(const QJsonObject &tables, const QString &name, int lowest, int highest,
                         QStringList *errors)
{
    return readTableRows(tables.value(name).toObject(), u"tables.json: %1"_s.arg(name), lowest,
                         highest, errors);
}

CasualtyEffect casualtyEffect(JsonEntryReader &reader)
{
    const QString code = reader.string(u"effect"_s);
    static const QList<std::pair<QString, CasualtyEffect>> effects = {
        {u"none"_s, CasualtyEffect::None},         {u"mng"_s, CasualtyEffect::MissNextGame},
        {u"niggling"_s, CasualtyEffect::Niggling}, {u"ma"_s, CasualtyEffect::LoseMa},
        {u"av"_s, CasualtyEffect::LoseAv},         {u"ag"_s, CasualtyEffect::LoseAg},
        {u"st"_s, CasualtyEffect::LoseSt},         {u"dead"_s, CasualtyEffect::Dead}};
    for (const auto &[name, effect] : effects) {
        if (name == code)
            return effect;
    }
    reader.error(u"effect"_s,
                 RulesetLoader::tr("'%1' is not one of none, mng, niggling, ma, av, ag, st, dead")
                     .arg(code));
    return CasualtyEffect::None;
}

} // namespace

void RulesetLoader::readTables(const QJsonObject &file, Ruleset &ruleset, QStringList *errors)
{
    JsonEntryReader top(file, u"tables.json"_s, errors);

    const QJsonArray agility = top.object(u"agility"_s).value(u"rows"_s).toArray();
    for (qsizetype i = 0; i < agility.size(); ++i) {
        JsonEntryReader reader(agility.at(i).toObject(),
                               u"tables.json: agility, row #%1"_s.arg(i + 1), errors);
        ruleset.m_agility << AgilityRow{reader.integer(u"ag"_s, 1, 10),
                                        reader.integer(u"target"_s, 1, 6)};
    }
    for (qsizetype i = 1; i < ruleset.m_agility.size(); ++i) {
        if (ruleset.m_agility.at(i).ag != ruleset.m_agility.at(i - 1).ag + 1)
            errors->append(
                tr("tables.json: agility: AG values must follow each other (row #%1)").arg(i + 1));
    }
    if (ruleset.m_agility.isEmpty())
        errors->append(tr("tables.json: agility: no rows"));

    ruleset.m_injury = readRows(file, u"injury"_s, 2, 12, errors);
    ruleset.m_kickOff = readRows(file, u"kick_off"_s, 2, 12, errors);
    ruleset.m_weather = readRows(file, u"weather"_s, 2, 12, errors);
    ruleset.m_advancement = readRows(file, u"advancement"_s, 2, 12, errors);

    const QJsonArray casualty = top.object(u"casualty"_s).value(u"rows"_s).toArray();
    for (qsizetype i = 0; i < casualty.size(); ++i) {
        JsonEntryReader reader(casualty.at(i).toObject(),
                               u"tables.json: casualty, row #%1"_s.arg(i + 1), errors);
        CasualtyRow row;
        row.min = reader.integer(u"min"_s, 11, 68);
        row.max = reader.integer(u"max"_s, 11, 68);
        for (int end : {row.min, row.max}) {
            if (!Ruleset::isValidD68(end))
                reader.error(end == row.min ? u"min"_s : u"max"_s,
                             tr("%1 is not a D68 result (tens 1-6, units 1-8)").arg(end));
        }
        row.id = reader.id();
        row.name = reader.text(u"name"_s);
        row.effect = casualtyEffect(reader);
        row.effectText = reader.text(u"effect_text"_s);
        ruleset.m_casualty << row;
    }
    // Every D68 result must be read by exactly one row.
    for (int d68 = 11; d68 <= 68; ++d68) {
        if (!Ruleset::isValidD68(d68))
            continue;
        const auto readers =
            std::count_if(ruleset.m_casualty.cbegin(), ruleset.m_casualty.cend(),
                          [d68](const CasualtyRow &row) { return row.contains(d68); });
        if (readers == 0)
            errors->append(tr("tables.json: casualty: no row for %1 (a gap)").arg(d68));
        else if (readers > 1)
            errors->append(tr("tables.json: casualty: rows overlap at %1").arg(d68));
    }

    const QJsonArray awards = top.object(u"spp_awards"_s).value(u"rows"_s).toArray();
    for (qsizetype i = 0; i < awards.size(); ++i) {
        JsonEntryReader reader(awards.at(i).toObject(),
                               u"tables.json: spp_awards, row #%1"_s.arg(i + 1), errors);
        ruleset.m_sppAwards << SppAward{reader.id(), reader.text(u"name"_s),
                                        reader.integer(u"spp"_s, 0, 100)};
    }

    const QJsonArray levels = top.object(u"spp_levels"_s).value(u"rows"_s).toArray();
    for (qsizetype i = 0; i < levels.size(); ++i) {
        JsonEntryReader reader(levels.at(i).toObject(),
                               u"tables.json: spp_levels, row #%1"_s.arg(i + 1), errors);
        SppLevel level;
        level.min = reader.integer(u"min"_s, 0, 10000);
        level.max = reader.optionalInteger(u"max"_s, 0, 10000);
        level.title = reader.text(u"title"_s);
        level.advancementRolls = reader.integer(u"advancement_rolls"_s, 0, 20);
        ruleset.m_sppLevels << level;
    }
    for (qsizetype i = 0; i < ruleset.m_sppLevels.size(); ++i) {
        const SppLevel &level = ruleset.m_sppLevels.at(i);
        const bool last = i + 1 == ruleset.m_sppLevels.size();
        if (i == 0 && level.min != 0)
            errors->append(tr("tables.json: spp_levels: the first level must start at 0"));
        if (!last && (!level.max || *level.max + 1 != ruleset.m_sppLevels.at(i + 1).min))
            errors->append(
                tr("tables.json: spp_levels: level #%1 must end just before the next one starts")
                    .arg(i + 1));
        if (last && level.max)
            errors->append(tr("tables.json: spp_levels: the last level must have no max"));
    }

    JsonEntryReader values(top.object(u"value_increase"_s), u"tables.json: value_increase"_s,
                           errors);
    ruleset.m_valueIncreases = {values.money(u"skill"_s), values.money(u"double_skill"_s),
                                values.money(u"ma"_s),    values.money(u"av"_s),
                                values.money(u"ag"_s),    values.money(u"st"_s)};

    JsonEntryReader spiralling(top.object(u"spiralling_expenses"_s),
                               u"tables.json: spiralling_expenses"_s, errors);
    ruleset.m_spiralling = {spiralling.money(u"threshold"_s), spiralling.money(u"step"_s),
                            spiralling.money(u"increment"_s)};
    if (ruleset.m_spiralling.step <= 0)
        spiralling.error(u"step"_s, tr("must be more than 0"));

    const QJsonObject mistakes = top.object(u"expensive_mistakes"_s);
    const QJsonArray outcomes = mistakes.value(u"outcomes"_s).toArray();
    for (qsizetype i = 0; i < outcomes.size(); ++i) {
        JsonEntryReader reader(outcomes.at(i).toObject(),
                               u"tables.json: expensive_mistakes, outcome #%1"_s.arg(i + 1),
                               errors);
        ruleset.m_mistakeOutcomes << ExpensiveMistakeOutcome{reader.id(), reader.text(u"name"_s),
                                                             reader.text(u"summary"_s)};
    }
    const QJsonArray bands = mistakes.value(u"bands"_s).toArray();
    for (qsizetype i = 0; i < bands.size(); ++i) {
        JsonEntryReader reader(bands.at(i).toObject(),
                               u"tables.json: expensive_mistakes, band #%1"_s.arg(i + 1), errors);
        ExpensiveMistakesBand band;
        band.min = reader.money(u"min"_s);
        band.max = reader.optionalMoney(u"max"_s);
        band.outcomes = reader.idList(u"outcomes"_s);
        if (band.outcomes.size() != 6)
            reader.error(u"outcomes"_s, tr("needs one outcome for each D6 result, 6 in all"));
        for (const QString &outcome : std::as_const(band.outcomes)) {
            const bool known = std::any_of(
                ruleset.m_mistakeOutcomes.cbegin(), ruleset.m_mistakeOutcomes.cend(),
                [&outcome](const ExpensiveMistakeOutcome &o) { return o.id == outcome; });
            if (!known)
                reader.error(u"outcomes"_s, tr("unknown outcome '%1'").arg(outcome));
        }
        if (!ruleset.m_mistakeBands.isEmpty()) {
            const ExpensiveMistakesBand &previous = ruleset.m_mistakeBands.constLast();
            if (!previous.max || band.min <= *previous.max)
                reader.error(u"min"_s, tr("bands must follow each other without overlapping"));
        }
        ruleset.m_mistakeBands << band;
    }
}

} // namespace dugout
