#include "MatchEventJson.h"

#include "MatchEventKeys.h"
#include "core/JsonNumber.h"
#include "core/league/LeagueKeys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// Every key, in the order a line is written.
const QStringList &keyOrder()
{
    static const QStringList keys = {u"type"_s,         u"side"_s,
                                     u"number"_s,       u"target"_s,
                                     u"action"_s,       u"cause"_s,
                                     u"reason"_s,       u"numbers"_s,
                                     u"away_numbers"_s, u"line_of_scrimmage"_s,
                                     u"wide_left"_s,    u"wide_right"_s,
                                     u"assists"_s,      u"defensive_assists"_s,
                                     u"flag"_s,         u"ball"_s,
                                     u"team_mate"_s,    u"terrain"_s,
                                     u"squares"_s,      u"item"_s,
                                     u"choice"_s,       u"confirmed"_s,
                                     u"dice"_s,         u"at"_s};
    return keys;
}

// The plain integer fields, by key.
QList<std::pair<QString, int MatchEvent::*>> counters()
{
    return {{u"number"_s, &MatchEvent::number},
            {u"target"_s, &MatchEvent::target},
            {u"line_of_scrimmage"_s, &MatchEvent::lineOfScrimmage},
            {u"wide_left"_s, &MatchEvent::wideLeft},
            {u"wide_right"_s, &MatchEvent::wideRight},
            {u"assists"_s, &MatchEvent::assists},
            {u"defensive_assists"_s, &MatchEvent::defensiveAssists}};
}

// The true-or-false fields, by key: written only when true.
QList<std::pair<QString, bool MatchEvent::*>> switches()
{
    return {{u"flag"_s, &MatchEvent::flag},
            {u"ball"_s, &MatchEvent::ball},
            {u"team_mate"_s, &MatchEvent::teamMate},
            {u"confirmed"_s, &MatchEvent::confirmed}};
}

QJsonArray toArray(const QList<int> &values)
{
    QJsonArray array;
    for (int value : values)
        array << value;
    return array;
}

bool isWholeNumber(const QJsonValue &value)
{
    return jsonInt(value).has_value();
}

// A JSON list of whole numbers into `list`; false, `list` untouched, for anything else.
bool readIntegers(const QJsonValue &value, QList<int> *list)
{
    if (!value.isArray())
        return false;
    QList<int> values;
    for (const QJsonValue &entry : value.toArray()) {
        if (!isWholeNumber(entry))
            return false;
        values << entry.toInt();
    }
    *list = values;
    return true;
}

// Reads the fields of one event, keeping the first problem found.
class Reader
{
public:
    explicit Reader(const QJsonObject &json) : m_json(json) {}

    QString error;

    bool fail(const QString &message)
    {
        if (error.isEmpty())
            error = message;
        return false;
    }

    void integer(const QString &key, int *field)
    {
        const QJsonValue value = m_json.value(key);
        if (value.isUndefined())
            return;
        if (!isWholeNumber(value)) {
            fail(MatchEventJson::tr("\"%1\" must be a whole number.").arg(key));
            return;
        }
        *field = value.toInt();
    }

    template <typename Enum>
    void enumeration(const QString &key, Enum *field, bool (*fromKey)(const QString &, Enum *),
                     const QStringList &keys)
    {
        const QJsonValue value = m_json.value(key);
        if (value.isUndefined())
            return;
        if (!value.isString()) {
            fail(MatchEventJson::tr("\"%1\" must be a text: one of %2.")
                     .arg(key, keys.join(u", "_s)));
            return;
        }
        if (!fromKey(value.toString(), field))
            fail(MatchEventJson::tr("\"%1\": \"%2\" is not one of %3.")
                     .arg(key, value.toString(), keys.join(u", "_s)));
    }

private:
    const QJsonObject &m_json;
};

// A value as compact JSON text: QJsonDocument escapes it exactly as JSON wants; the one-entry
// array wrapped round it keeps its brackets out.
QByteArray jsonText(const QJsonValue &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

QStringList sideKeys()
{
    return {sideKey(Side::Home), sideKey(Side::Away)};
}

} // namespace

QJsonObject MatchEventJson::toJson(const MatchEvent &event)
{
    const MatchEvent defaults;
    QJsonObject json{{u"type"_s, eventTypeKey(event.type)}, {u"side"_s, sideKey(event.side)}};
    for (const auto &[key, field] : counters()) {
        if (event.*field != defaults.*field)
            json.insert(key, event.*field);
    }
    if (event.action != defaults.action)
        json.insert(u"action"_s, playerActionKey(event.action));
    if (event.cause != defaults.cause)
        json.insert(u"cause"_s, knockDownCauseKey(event.cause));
    if (event.reason != defaults.reason)
        json.insert(u"reason"_s, turnoverReasonKey(event.reason));
    if (!event.numbers.isEmpty())
        json.insert(u"numbers"_s, toArray(event.numbers));
    if (!event.awayNumbers.isEmpty())
        json.insert(u"away_numbers"_s, toArray(event.awayNumbers));
    for (const auto &[key, field] : switches()) {
        if (event.*field)
            json.insert(key, true);
    }
    if (!event.terrain.isEmpty())
        json.insert(u"terrain"_s, event.terrain);
    if (!event.item.isEmpty())
        json.insert(u"item"_s, event.item);
    if (!event.choice.isEmpty())
        json.insert(u"choice"_s, event.choice);
    if (!event.squares.isEmpty()) {
        QJsonArray squares;
        for (const PitchSquare &square : event.squares)
            squares << square.name();
        json.insert(u"squares"_s, squares);
    }
    if (!event.dice.isEmpty()) {
        QJsonObject dice;
        for (auto it = event.dice.cbegin(); it != event.dice.cend(); ++it)
            dice.insert(it.key(), toArray(it.value()));
        json.insert(u"dice"_s, dice);
    }
    if (event.at.isValid())
        json.insert(u"at"_s, event.at.toUTC().toString(Qt::ISODateWithMs));
    return json;
}

std::optional<MatchEvent> MatchEventJson::fromJson(const QJsonObject &json, QString *error)
{
    Reader read(json);
    MatchEvent event;
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (!keyOrder().contains(it.key()))
            read.fail(tr("Unknown field \"%1\".").arg(it.key()));
    }
    if (!json.contains(u"type"_s))
        read.fail(tr("\"type\" is missing: every event says what it is."));
    read.enumeration(u"type"_s, &event.type, &eventTypeFromKey, eventTypeKeys());
    read.enumeration(u"side"_s, &event.side, &sideFromKey, sideKeys());
    for (const auto &[key, field] : counters())
        read.integer(key, &(event.*field));
    read.enumeration(u"action"_s, &event.action, &playerActionFromKey, playerActionKeys());
    read.enumeration(u"cause"_s, &event.cause, &knockDownCauseFromKey, knockDownCauseKeys());
    read.enumeration(u"reason"_s, &event.reason, &turnoverReasonFromKey, turnoverReasonKeys());

    for (const auto &[key, field] : {std::pair{u"numbers"_s, &MatchEvent::numbers},
                                     std::pair{u"away_numbers"_s, &MatchEvent::awayNumbers}}) {
        const QJsonValue numbers = json.value(key);
        if (!numbers.isUndefined() && !readIntegers(numbers, &(event.*field)))
            read.fail(tr("\"%1\" must be a list of whole numbers.").arg(key));
    }

    for (const auto &[key, field] : switches()) {
        const QJsonValue value = json.value(key);
        if (value.isUndefined())
            continue;
        if (value.isBool())
            event.*field = value.toBool();
        else
            read.fail(tr("\"%1\" must be true or false.").arg(key));
    }

    const QJsonValue terrain = json.value(u"terrain"_s);
    if (!terrain.isUndefined()) {
        if (terrain.isString())
            event.terrain = terrain.toString();
        else
            read.fail(tr("\"terrain\" must be a text."));
    }
    const QJsonValue item = json.value(u"item"_s);
    if (!item.isUndefined()) {
        if (item.isString())
            event.item = item.toString();
        else
            read.fail(tr("\"item\" must be a text."));
    }
    const QJsonValue choice = json.value(u"choice"_s);
    if (!choice.isUndefined()) {
        if (choice.isString())
            event.choice = choice.toString();
        else
            read.fail(tr("\"choice\" must be a text."));
    }
    const QJsonValue squares = json.value(u"squares"_s);
    if (!squares.isUndefined()) {
        const QString how =
            tr("\"squares\" must be a list of squares of the pitch, a row A–O then a "
               "column 1–26, e.g. [\"C12\", \"D13\"].");
        if (!squares.isArray())
            read.fail(how);
        for (const QJsonValue &entry : squares.toArray()) {
            const std::optional<PitchSquare> square =
                entry.isString() ? PitchSquare::fromName(entry.toString()) : std::nullopt;
            if (square)
                event.squares << *square;
            else
                read.fail(how);
        }
    }

    const QJsonValue dice = json.value(u"dice"_s);
    if (!dice.isUndefined()) {
        if (!dice.isObject()) {
            read.fail(tr("\"dice\" must be an object: each purpose with the list of its dice, e.g. "
                         "{\"home.armour\": [3, 4]}."));
        } else {
            const QJsonObject byPurpose = dice.toObject();
            for (auto it = byPurpose.constBegin(); it != byPurpose.constEnd(); ++it) {
                QList<int> values;
                if (!readIntegers(it.value(), &values))
                    read.fail(
                        tr("\"dice\": \"%1\" must be a list of whole numbers.").arg(it.key()));
                event.dice.insert(it.key(), values);
            }
        }
    }

    const QJsonValue at = json.value(u"at"_s);
    if (!at.isUndefined()) {
        const QDateTime time =
            at.isString() ? QDateTime::fromString(at.toString(), Qt::ISODateWithMs) : QDateTime();
        // A time without a zone would be read as local time: refused, the log is in UTC.
        if (!time.isValid() || time.timeSpec() == Qt::LocalTime)
            read.fail(tr("\"at\" must be a date and time in UTC (ISO 8601), e.g. "
                         "\"2024-05-01T19:42:07.250Z\"."));
        else
            event.at = time.toUTC();
    }

    if (!read.error.isEmpty()) {
        if (error)
            *error = read.error;
        return std::nullopt;
    }
    if (error)
        error->clear();
    return event;
}

QByteArray MatchEventJson::compact(const QJsonObject &json, const QStringList &order)
{
    QStringList keys;
    for (const QString &key : order) {
        if (json.contains(key))
            keys << key;
    }
    for (auto it = json.constBegin(); it != json.constEnd(); ++it) {
        if (!keys.contains(it.key()))
            keys << it.key();
    }
    QByteArray line = "{";
    for (const QString &key : std::as_const(keys)) {
        if (line.size() > 1)
            line += ',';
        line += jsonText(key) + ':' + jsonText(json.value(key));
    }
    line += '}';
    return line;
}

QByteArray MatchEventJson::toLine(const MatchEvent &event)
{
    return compact(toJson(event), keyOrder());
}

std::optional<MatchEvent> MatchEventJson::fromLine(const QByteArray &line, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = tr("not valid JSON: %1 (at character %2).")
                         .arg(parseError.errorString())
                         .arg(parseError.offset + 1);
        return std::nullopt;
    }
    if (!document.isObject()) {
        if (error)
            *error = tr("an event must be a JSON object {…}.");
        return std::nullopt;
    }
    return fromJson(document.object(), error);
}

} // namespace dugout
