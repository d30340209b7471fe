#include "MatchRecordJson.h"

#include "LeagueKeys.h"
#include "core/InputLimits.h"
#include "core/JsonNumber.h"
#include "core/inducements/InducementPurchasesJson.h"
#include "core/rules/Ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

constexpr qint64 MaxInt = std::numeric_limits<int>::max();

QJsonValue number(qint64 value)
{
    return static_cast<double>(value);
}

QJsonArray numbers(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array << value;
    return array;
}

QString advancementTake(const AdvancementOption &option)
{
    switch (option.kind) {
    case AdvancementOption::Kind::Skill:
    case AdvancementOption::Kind::DoubleSkill:
        return option.skillId;
    case AdvancementOption::Kind::Ma:
        return u"ma"_s;
    case AdvancementOption::Kind::St:
        return u"st"_s;
    case AdvancementOption::Kind::Ag:
        return u"ag"_s;
    case AdvancementOption::Kind::Av:
        return u"av"_s;
    }
    Q_UNREACHABLE();
}

// The `inducements` block: petty cash, then the purchases as a tracked match's setup keeps them.
QJsonObject inducementsToJson(const InducementPurchases &bought, qint64 pettyCash)
{
    QJsonObject json = InducementPurchasesJson::toJson(bought);
    json.insert(u"petty_cash"_s, number(pettyCash));
    return json;
}

QJsonObject teamToJson(const TeamMatchRecord &team)
{
    QJsonArray players;
    for (const PlayerMatchEvents &events : team.players) {
        players << QJsonObject{{u"number"_s, events.number},
                               {u"completions"_s, events.completions},
                               {u"touchdowns"_s, events.touchdowns},
                               {u"interceptions"_s, events.interceptions},
                               {u"casualties"_s, events.casualties}};
    }
    QJsonArray casualties;
    for (const CasualtyRecord &casualty : team.casualties) {
        QJsonObject json{{u"number"_s, casualty.number}, {u"apothecary"_s, casualty.apothecary}};
        if (casualty.d68)
            json.insert(u"d68"_s, *casualty.d68);
        if (casualty.regeneration)
            json.insert(u"regeneration"_s, *casualty.regeneration);
        if (casualty.apothecaryD68)
            json.insert(u"apothecary_d68"_s, *casualty.apothecaryD68);
        if (casualty.keepSecond)
            json.insert(u"keep"_s, *casualty.keepSecond ? u"second"_s : u"first"_s);
        casualties << json;
    }
    QJsonArray advancements;
    for (const AdvancementChoice &choice : team.advancements) {
        advancements << QJsonObject{{u"number"_s, choice.number},
                                    {u"dice"_s, QJsonArray{choice.die1, choice.die2}},
                                    {u"take"_s, advancementTake(choice.option)}};
    }
    QJsonObject json{{u"team"_s, number(team.teamId)},
                     {u"score"_s, team.score},
                     {u"players"_s, players},
                     {u"casualties"_s, casualties},
                     {u"petty_cash"_s, number(team.pettyCash)},
                     {u"inducements_spent"_s, number(team.inducementsSpent)},
                     {u"induced_players"_s, team.inducedPlayers},
                     {u"wandering_apothecaries"_s, team.wanderingApothecaries},
                     {u"raised_dead"_s, team.raisedDead},
                     {u"mvp"_s, numbers(team.mvpNumbers)},
                     {u"reroll_winnings"_s, team.rerollWinnings},
                     {u"hire_journeymen"_s, numbers(team.hireJourneymen)},
                     {u"advancements"_s, advancements}};
    if (team.inducements)
        json.insert(u"inducements"_s, inducementsToJson(*team.inducements, team.pettyCash));
    if (!team.chaosGifts.isEmpty()) {
        QJsonArray gifts;
        for (const ChaosGiftChoice &gift : team.chaosGifts)
            gifts << QJsonObject{{u"number"_s, gift.number}, {u"skill"_s, gift.skillId}};
        json.insert(u"chaos_gifts"_s, gifts);
    }
    if (team.freeJourneymen && team.freeJourneymen->isEmpty()) {
        json.insert(u"free_journeymen"_s, u"none"_s);
    } else if (team.freeJourneymen) {
        QJsonArray journeymen;
        for (const QString &positionId : *team.freeJourneymen)
            journeymen << QJsonObject{{u"position"_s, positionId}};
        json.insert(u"free_journeymen"_s, journeymen);
    }
    return json;
}

// Reads one object of a record. Every problem is recorded with where it is and the field,
// and a harmless default is returned, so one pass reports everything wrong with the file.
class Reader
{
public:
    Reader(QJsonObject object, QString where, QStringList *errors, const QStringList &known)
        : m_object(std::move(object)), m_where(std::move(where)), m_errors(errors)
    {
        for (auto it = m_object.constBegin(); it != m_object.constEnd(); ++it) {
            if (!known.contains(it.key()))
                m_errors->append(MatchRecordJson::tr("%1: unknown field '%2'")
                                     .arg(m_where, InputLimits::quoted(it.key())));
        }
    }

    const QString &where() const { return m_where; }
    bool has(const QString &field) const
    {
        return m_object.contains(field) && !m_object.value(field).isNull();
    }
    QJsonValue value(const QString &field) const { return m_object.value(field); }

    void error(const QString &field, const QString &problem)
    {
        m_errors->append(MatchRecordJson::tr("%1, field '%2': %3")
                             .arg(m_where, InputLimits::quoted(field), problem));
    }

    // A whole number from 0 to `max`; 0 when missing (an error if required).
    qint64 count(const QString &field, bool required = false, qint64 max = MaxInt)
    {
        if (!has(field)) {
            if (required)
                error(field, MatchRecordJson::tr("missing"));
            return 0;
        }
        const std::optional<qint64> value = wholeNumber(m_object.value(field));
        if (!value)
            error(field, MatchRecordJson::tr("expected a whole number"));
        else if (*value < 0)
            error(field, MatchRecordJson::tr("must be 0 or more, not %1").arg(*value));
        else if (*value > max)
            error(
                field,
                MatchRecordJson::tr("%1 is more than %2, the most it may be").arg(*value).arg(max));
        else
            return *value;
        return 0;
    }
    int integer(const QString &field, bool required = false) { return int(count(field, required)); }
    qint64 id(const QString &field, bool required = false)
    {
        return count(field, required, MaxJsonInteger);
    }
    std::optional<int> optionalInteger(const QString &field)
    {
        return has(field) ? std::optional<int>(integer(field)) : std::nullopt;
    }

    bool boolean(const QString &field)
    {
        if (has(field) && !m_object.value(field).isBool())
            error(field, MatchRecordJson::tr("expected true or false"));
        return m_object.value(field).toBool();
    }

    // A list of whole numbers, 0 or more (shirt numbers, dice).
    QList<int> integers(const QString &field)
    {
        QList<int> values;
        if (!has(field))
            return values;
        const QJsonValue list = m_object.value(field);
        bool ok = list.isArray();
        const QJsonArray items = list.toArray();
        for (const QJsonValue &item : items) {
            const std::optional<qint64> value = wholeNumber(item);
            ok = ok && value && *value >= 0 && *value <= MaxInt;
            if (ok)
                values << int(*value);
        }
        if (!ok) {
            error(field, MatchRecordJson::tr("expected a list of whole numbers, 0 or more"));
            values.clear();
        }
        return values;
    }

    // The objects of a list, each checked to be an object.
    QList<QJsonObject> objects(const QString &field)
    {
        QList<QJsonObject> items;
        if (!has(field))
            return items;
        if (!m_object.value(field).isArray()) {
            error(field, MatchRecordJson::tr("expected a list"));
            return items;
        }
        const QJsonArray array = m_object.value(field).toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (!array.at(i).isObject())
                error(field, MatchRecordJson::tr("item #%1 is not an object").arg(i + 1));
            items << array.at(i).toObject();
        }
        return items;
    }

    QJsonObject object(const QString &field, bool required)
    {
        if (!has(field)) {
            if (required)
                error(field, MatchRecordJson::tr("missing"));
        } else if (!m_object.value(field).isObject()) {
            error(field, MatchRecordJson::tr("expected an object"));
        }
        return m_object.value(field).toObject();
    }

    // A text, required; empty (with an error) when missing or not a text.
    QString text(const QString &field)
    {
        if (!has(field))
            error(field, MatchRecordJson::tr("missing"));
        else if (!m_object.value(field).isString())
            error(field, MatchRecordJson::tr("expected a text"));
        return m_object.value(field).toString();
    }

    static std::optional<qint64> wholeNumber(const QJsonValue &value)
    {
        return jsonWholeNumber(value, -MaxJsonInteger, MaxJsonInteger);
    }

private:
    QJsonObject m_object;
    QString m_where;
    QStringList *m_errors;
};

AdvancementOption takeFromJson(Reader &reader, const Ruleset &rules)
{
    const QString take = reader.text(u"take"_s);
    static const QList<std::pair<QString, AdvancementOption::Kind>> characteristics = {
        {u"ma"_s, AdvancementOption::Kind::Ma},
        {u"st"_s, AdvancementOption::Kind::St},
        {u"ag"_s, AdvancementOption::Kind::Ag},
        {u"av"_s, AdvancementOption::Kind::Av}};
    for (const auto &[key, kind] : characteristics) {
        if (take == key)
            return AdvancementOption{kind, {}};
    }
    // The post-match sequence turns this into DoubleSkill when only a double allows it.
    if (rules.skill(take))
        return AdvancementOption{AdvancementOption::Kind::Skill, take};
    if (!take.isEmpty())
        reader.error(u"take"_s,
                     MatchRecordJson::tr("'%1' is neither a skill id nor ma, st, ag or av")
                         .arg(InputLimits::quoted(take)));
    return {};
}

// Reads the `inducements` block: every id must be one the rules know (whether the team may buy
// it is the post-match sequence's check, InducementRules).
InducementPurchases inducementsFromJson(const QJsonObject &json, const QString &side,
                                        const Ruleset &rules, QStringList *errors,
                                        std::optional<qint64> *pettyCash)
{
    const QString where = MatchRecordJson::tr("%1, inducements").arg(side);
    Reader reader(json, where, errors,
                  {u"petty_cash"_s, u"items"_s, u"stars"_s, u"mercenaries"_s, u"cards"_s});
    InducementPurchases bought;
    if (reader.has(u"petty_cash"_s))
        *pettyCash = reader.id(u"petty_cash"_s);
    const QJsonObject items = reader.object(u"items"_s, false);
    Reader counts(items, MatchRecordJson::tr("%1, items").arg(where), errors, items.keys());
    for (auto it = items.constBegin(); it != items.constEnd(); ++it) {
        const Inducement *inducement = rules.inducement(it.key());
        if (!inducement || inducement->id == u"star_player"_s || inducement->id == u"mercenary"_s) {
            counts.error(it.key(), MatchRecordJson::tr("not an inducement bought by count (stars "
                                                       "and mercenaries have their own lists)"));
            continue;
        }
        const qint64 n = counts.count(it.key(), false, 100);
        if (n > 0)
            bought.counted.insert(it.key(), int(n));
    }
    const QJsonValue stars = reader.value(u"stars"_s);
    if (reader.has(u"stars"_s) && !stars.isArray())
        reader.error(u"stars"_s, MatchRecordJson::tr("expected a list of star player ids"));
    const QJsonArray starList = stars.toArray();
    for (const QJsonValue &star : starList) {
        if (!star.isString() || !rules.starPlayer(star.toString()))
            reader.error(u"stars"_s, MatchRecordJson::tr("'%1' is not a star player id")
                                         .arg(InputLimits::quoted(star.toVariant().toString())));
        else
            bought.stars << star.toString();
    }
    const QList<QJsonObject> mercenaries = reader.objects(u"mercenaries"_s);
    for (qsizetype i = 0; i < mercenaries.size(); ++i) {
        Reader entry(mercenaries.at(i),
                     MatchRecordJson::tr("%1, mercenary #%2").arg(where).arg(i + 1), errors,
                     {u"position"_s, u"skill"_s});
        MercenaryPurchase mercenary{entry.text(u"position"_s), {}};
        if (!mercenary.positionId.isEmpty() && !rules.position(mercenary.positionId))
            entry.error(u"position"_s, MatchRecordJson::tr("'%1' is not a position id")
                                           .arg(InputLimits::quoted(mercenary.positionId)));
        if (entry.has(u"skill"_s)) {
            mercenary.skill = entry.text(u"skill"_s);
            if (!rules.skill(mercenary.skill))
                entry.error(u"skill"_s, MatchRecordJson::tr("'%1' is not a skill id")
                                            .arg(InputLimits::quoted(mercenary.skill)));
        }
        bought.mercenaries << mercenary;
    }
    const QList<QJsonObject> cards = reader.objects(u"cards"_s);
    for (qsizetype i = 0; i < cards.size(); ++i) {
        Reader entry(cards.at(i), MatchRecordJson::tr("%1, card #%2").arg(where).arg(i + 1), errors,
                     {u"deck"_s, u"card"_s});
        const QString deck = entry.text(u"deck"_s);
        if (!deck.isEmpty() && !rules.specialPlayDeck(deck)) {
            entry.error(u"deck"_s, MatchRecordJson::tr("'%1' is not a special play deck id")
                                       .arg(InputLimits::quoted(deck)));
            continue;
        }
        ++bought.cards[deck];
        if (entry.has(u"card"_s))
            bought.drawn[deck] << entry.text(u"card"_s);
    }
    return bought;
}

TeamMatchRecord teamFromJson(const QJsonObject &json, const QString &side, const Ruleset &rules,
                             QStringList *errors)
{
    Reader reader(json, side, errors,
                  {u"team"_s, u"score"_s, u"players"_s, u"casualties"_s, u"petty_cash"_s,
                   u"inducements_spent"_s, u"induced_players"_s, u"wandering_apothecaries"_s,
                   u"raised_dead"_s, u"mvp"_s, u"reroll_winnings"_s, u"hire_journeymen"_s,
                   u"free_journeymen"_s, u"advancements"_s, u"inducements"_s, u"chaos_gifts"_s});
    TeamMatchRecord team;
    team.teamId = reader.id(u"team"_s, true);
    team.score = reader.integer(u"score"_s, true);
    const QList<QJsonObject> players = reader.objects(u"players"_s);
    for (qsizetype i = 0; i < players.size(); ++i) {
        Reader player(
            players.at(i), MatchRecordJson::tr("%1, player #%2").arg(side).arg(i + 1), errors,
            {u"number"_s, u"completions"_s, u"touchdowns"_s, u"interceptions"_s, u"casualties"_s});
        team.players << PlayerMatchEvents{
            player.integer(u"number"_s, true), player.integer(u"completions"_s),
            player.integer(u"touchdowns"_s), player.integer(u"interceptions"_s),
            player.integer(u"casualties"_s)};
    }
    const QList<QJsonObject> casualties = reader.objects(u"casualties"_s);
    for (qsizetype i = 0; i < casualties.size(); ++i) {
        Reader entry(casualties.at(i), MatchRecordJson::tr("%1, casualty #%2").arg(side).arg(i + 1),
                     errors,
                     {u"number"_s, u"d68"_s, u"regeneration"_s, u"apothecary"_s,
                      u"apothecary_d68"_s, u"keep"_s});
        CasualtyRecord casualty;
        casualty.number = entry.integer(u"number"_s, true);
        casualty.d68 = entry.optionalInteger(u"d68"_s);
        casualty.regeneration = entry.optionalInteger(u"regeneration"_s);
        casualty.apothecary = entry.boolean(u"apothecary"_s);
        casualty.apothecaryD68 = entry.optionalInteger(u"apothecary_d68"_s);
        if (entry.has(u"keep"_s)) {
            const QString keep = entry.value(u"keep"_s).toString();
            if (keep == u"first"_s || keep == u"second"_s)
                casualty.keepSecond = keep == u"second"_s;
            else
                entry.error(u"keep"_s, MatchRecordJson::tr("expected \"first\" or \"second\""));
        }
        team.casualties << casualty;
    }
    team.pettyCash = reader.id(u"petty_cash"_s);
    team.inducementsSpent = reader.id(u"inducements_spent"_s);
    team.inducedPlayers = reader.integer(u"induced_players"_s);
    team.wanderingApothecaries = reader.integer(u"wandering_apothecaries"_s);
    team.raisedDead = reader.integer(u"raised_dead"_s);
    // The block's petty cash and the older field say the same, or one of them is left out.
    const QJsonObject inducements = reader.object(u"inducements"_s, false);
    if (reader.value(u"inducements"_s).isObject()) {
        std::optional<qint64> pettyCash;
        team.inducements = inducementsFromJson(inducements, side, rules, errors, &pettyCash);
        if (pettyCash && reader.has(u"petty_cash"_s) && *pettyCash != team.pettyCash)
            reader.error(u"petty_cash"_s, MatchRecordJson::tr("%1, but the inducements say %2")
                                              .arg(team.pettyCash)
                                              .arg(*pettyCash));
        else if (pettyCash)
            team.pettyCash = *pettyCash;
    }
    team.mvpNumbers = reader.integers(u"mvp"_s);
    team.rerollWinnings = reader.boolean(u"reroll_winnings"_s);
    team.hireJourneymen = reader.integers(u"hire_journeymen"_s);
    // Absent: the default fill; "none": declined; a list: one position each (FreeJourneymen).
    if (reader.has(u"free_journeymen"_s)) {
        const QJsonValue free = reader.value(u"free_journeymen"_s);
        if (free.isString() && free.toString() == u"none"_s) {
            team.freeJourneymen = QStringList();
        } else if (free.isArray()) {
            const QList<QJsonObject> journeymen = reader.objects(u"free_journeymen"_s);
            team.freeJourneymen = QStringList();
            for (qsizetype i = 0; i < journeymen.size(); ++i) {
                Reader entry(journeymen.at(i),
                             MatchRecordJson::tr("%1, free journeyman #%2").arg(side).arg(i + 1),
                             errors, {u"position"_s});
                team.freeJourneymen->append(entry.text(u"position"_s));
            }
        } else {
            reader.error(
                u"free_journeymen"_s,
                MatchRecordJson::tr(
                    "expected \"none\" or a list like [{\"position\": \"human.lineman\"}]"));
        }
    }
    const QList<QJsonObject> advancements = reader.objects(u"advancements"_s);
    for (qsizetype i = 0; i < advancements.size(); ++i) {
        Reader entry(advancements.at(i),
                     MatchRecordJson::tr("%1, advancement #%2").arg(side).arg(i + 1), errors,
                     {u"number"_s, u"dice"_s, u"take"_s});
        AdvancementChoice choice;
        choice.number = entry.integer(u"number"_s, true);
        const QJsonArray dice = entry.value(u"dice"_s).toArray();
        const auto die1 = Reader::wholeNumber(dice.at(0));
        const auto die2 = Reader::wholeNumber(dice.at(1));
        if (!entry.value(u"dice"_s).isArray() || dice.size() != 2 || !die1 || !die2 || *die1 < 0 ||
            *die2 < 0 || *die1 > MaxInt || *die2 > MaxInt) {
            entry.error(u"dice"_s,
                        MatchRecordJson::tr("expected the two dice rolled, like [3, 4]"));
        } else {
            choice.die1 = int(*die1);
            choice.die2 = int(*die2);
        }
        choice.option = takeFromJson(entry, rules);
        team.advancements << choice;
    }
    const QList<QJsonObject> gifts = reader.objects(u"chaos_gifts"_s);
    for (qsizetype i = 0; i < gifts.size(); ++i) {
        Reader entry(gifts.at(i), MatchRecordJson::tr("%1, Chaos gift #%2").arg(side).arg(i + 1),
                     errors, {u"number"_s, u"skill"_s});
        ChaosGiftChoice gift{entry.integer(u"number"_s, true), entry.text(u"skill"_s)};
        if (!rules.skill(gift.skillId))
            entry.error(u"skill"_s, MatchRecordJson::tr("'%1' is not a skill id")
                                        .arg(InputLimits::quoted(gift.skillId)));
        team.chaosGifts << gift;
    }
    return team;
}

} // namespace

QJsonObject MatchRecordJson::toJson(const MatchRecord &record)
{
    QJsonObject dice;
    for (auto it = record.dice.constBegin(); it != record.dice.constEnd(); ++it)
        dice.insert(it.key(), numbers(it.value()));
    QJsonObject json{{u"format"_s, FormatVersion},
                     {u"league"_s, number(record.leagueId)},
                     {u"season"_s, number(record.seasonId)},
                     {u"fixture"_s, number(record.fixtureId)},
                     {u"home"_s, teamToJson(record.home)},
                     {u"away"_s, teamToJson(record.away)},
                     {u"dice"_s, dice}};
    if (record.stage != FixtureStage::Regular)
        json.insert(u"stage"_s, fixtureStageKey(record.stage));
    if (record.major != Major::None)
        json.insert(u"major"_s, Majors::key(record.major));
    if (record.forfeit)
        json.insert(u"forfeit"_s, true);
    // What the sequence gave, stored with the match (read back by the trophies and by undo).
    if (const auto &award = record.playerOfTheYear)
        json.insert(u"player_of_the_year"_s, QJsonObject{{u"team"_s, number(award->teamId)},
                                                         {u"player"_s, number(award->playerId)},
                                                         {u"number"_s, award->number},
                                                         {u"name"_s, award->playerName},
                                                         {u"team_name"_s, award->teamName},
                                                         {u"spp"_s, award->spp},
                                                         {u"tied"_s, award->tied},
                                                         {u"gained"_s, award->gained}});
    if (record.concession != Concession::None) {
        json.insert(u"concession"_s, QJsonObject{{u"by"_s, sideKey(record.concededBy)},
                                                 {u"when"_s, concessionKey(record.concession)}});
    }
    return json;
}

std::optional<MatchRecord> MatchRecordJson::fromJson(const QJsonObject &json, const Ruleset &rules,
                                                     QStringList *errors)
{
    QStringList ignored;
    QStringList &problems = errors ? *errors : ignored;
    problems.clear();
    Reader reader(json, tr("match record"), &problems,
                  {u"format"_s, u"league"_s, u"season"_s, u"fixture"_s, u"home"_s, u"away"_s,
                   u"concession"_s, u"dice"_s, u"stage"_s, u"major"_s, u"forfeit"_s,
                   u"player_of_the_year"_s});
    const qint64 format = reader.count(u"format"_s, true);
    if (format > FormatVersion)
        reader.error(u"format"_s,
                     tr("written by a newer Dugout (format %1; this version reads up to %2)")
                         .arg(format)
                         .arg(FormatVersion));
    else if (reader.value(u"format"_s).isDouble() && reader.value(u"format"_s).toDouble() == 0)
        reader.error(u"format"_s, tr("expected a format from 1 to %1").arg(FormatVersion));

    MatchRecord record;
    record.leagueId = reader.id(u"league"_s, true);
    record.seasonId = reader.id(u"season"_s);
    record.fixtureId = reader.id(u"fixture"_s);
    if (reader.has(u"stage"_s)) {
        const std::optional<FixtureStage> stage = fixtureStageFromKey(reader.text(u"stage"_s));
        if (stage)
            record.stage = *stage;
        else
            reader.error(
                u"stage"_s,
                tr("expected \"regular\", \"playoff_round\", \"semi_final\" or \"final\""));
    }
    if (reader.has(u"forfeit"_s)) {
        if (reader.value(u"forfeit"_s).isBool())
            record.forfeit = reader.value(u"forfeit"_s).toBool();
        else
            reader.error(u"forfeit"_s, tr("expected true or false"));
    }
    if (reader.has(u"major"_s)) {
        const std::optional<Major> major = Majors::fromKey(reader.text(u"major"_s));
        if (major)
            record.major = *major;
        else
            reader.error(u"major"_s, tr("expected \"chaos_cup\", \"blood_bowl\", \"spike\" or "
                                        "\"dungeonbowl\""));
    }
    // The award a stored final gave; a record to be recorded gets the sequence's own instead.
    if (reader.value(u"player_of_the_year"_s).isObject()) {
        const QJsonObject award = reader.value(u"player_of_the_year"_s).toObject();
        record.playerOfTheYear = PlayerOfTheYearAward{
            award.value(u"team"_s).toInteger(),     award.value(u"player"_s).toInteger(),
            award.value(u"number"_s).toInt(),       award.value(u"name"_s).toString(),
            award.value(u"team_name"_s).toString(), award.value(u"spp"_s).toInt(),
            award.value(u"tied"_s).toInt(1),        award.value(u"gained"_s).toBool()};
    }
    // A side that is not an object is one problem, not one per missing field.
    for (const Side side : {Side::Home, Side::Away}) {
        const QString key = sideKey(side);
        const QJsonObject team = reader.object(key, true);
        if (reader.value(key).isObject())
            record.team(side) = teamFromJson(team, key, rules, &problems);
    }

    const QJsonObject concession = reader.object(u"concession"_s, false);
    if (reader.has(u"concession"_s) && reader.value(u"concession"_s).isObject()) {
        Reader entry(concession, tr("concession"), &problems, {u"by"_s, u"when"_s});
        if (!sideFromKey(entry.text(u"by"_s), &record.concededBy) &&
            entry.value(u"by"_s).isString())
            entry.error(u"by"_s, tr("expected \"home\" or \"away\""));
        if (!concessionFromKey(entry.text(u"when"_s), &record.concession) &&
            entry.value(u"when"_s).isString())
            entry.error(u"when"_s, tr("expected \"during\" or \"before_kick_off\""));
    }

    const QJsonObject dice = reader.object(u"dice"_s, false);
    Reader diceReader(dice, tr("dice"), &problems, dice.keys());
    for (auto it = dice.constBegin(); it != dice.constEnd(); ++it) {
        if (it.value().isArray())
            record.dice.insert(it.key(), diceReader.integers(it.key()));
        else
            diceReader.error(it.key(), tr("expected a list of whole numbers, 0 or more"));
    }

    if (!problems.isEmpty()) {
        InputLimits::shortenProblems(&problems);
        return std::nullopt;
    }
    return record;
}

std::optional<PlayerOfTheYearAward> MatchRecordJson::playerOfTheYear(const QJsonObject &record)
{
    const QJsonValue award = record.value(u"player_of_the_year"_s);
    if (!award.isObject())
        return std::nullopt;
    return PlayerOfTheYearAward{award[u"team"_s].toInteger(),     award[u"player"_s].toInteger(),
                                award[u"number"_s].toInt(),       award[u"name"_s].toString(),
                                award[u"team_name"_s].toString(), award[u"spp"_s].toInt(),
                                award[u"tied"_s].toInt(1),        award[u"gained"_s].toBool()};
}

QList<ChaosGiftChoice> MatchRecordJson::chaosGifts(const QJsonObject &record)
{
    QList<ChaosGiftChoice> gifts;
    for (const QString &side : {u"home"_s, u"away"_s}) {
        const QJsonArray chosen = record.value(side).toObject().value(u"chaos_gifts"_s).toArray();
        for (const QJsonValue &gift : chosen)
            gifts << ChaosGiftChoice{gift[u"number"_s].toInt(), gift[u"skill"_s].toString()};
    }
    return gifts;
}

std::optional<MatchRecord> MatchRecordJson::fromBytes(const QByteArray &bytes, const Ruleset &rules,
                                                      QStringList *errors)
{
    QStringList ignored;
    QStringList &problems = errors ? *errors : ignored;
    problems.clear();
    // Refused before parsing: a file far larger than any match record is not worth the memory.
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        problems.append(size.reason);
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        problems.append(tr("The file is not valid JSON (at byte %1: %2).")
                            .arg(parseError.offset)
                            .arg(parseError.errorString()));
        return std::nullopt;
    }
    if (!document.isObject()) {
        problems.append(tr("The file must hold one JSON object describing a match."));
        return std::nullopt;
    }
    return fromJson(document.object(), rules, &problems);
}

} // namespace dugout
