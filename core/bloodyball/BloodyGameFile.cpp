#include "BloodyGameFile.h"

#include "core/InputLimits.h"
#include "core/JsonNumber.h"
#include "core/storage/DurableFile.h"
#include "core/storage/WriteFailure.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace dugout::bloodyball {

namespace {

const QString FormatKey = u"dugout_bloodyball"_s;

const QList<std::pair<Event::Type, QString>> &typeKeys()
{
    static const QList<std::pair<Event::Type, QString>> keys = {
        {Event::Type::StartQuarter, u"start_quarter"_s},
        {Event::Type::Place, u"place"_s},
        {Event::Type::GiveBall, u"give_ball"_s},
        {Event::Type::Play, u"play"_s},
        {Event::Type::Decline, u"decline"_s},
        {Event::Type::Deviate, u"deviate"_s}};
    return keys;
}

const QList<std::pair<Action, QString>> &actionKeys()
{
    static const QList<std::pair<Action, QString>> keys = {
        {Action::Recover, u"recover"_s}, {Action::GetUp, u"get_up"_s},
        {Action::Move, u"move"_s},       {Action::HeroicMove, u"heroic_move"_s},
        {Action::Attack, u"attack"_s},   {Action::Pass, u"pass"_s},
        {Action::Dodge, u"dodge"_s},     {Action::Intercept, u"intercept"_s},
        {Action::Discard, u"discard"_s}};
    return keys;
}

QJsonArray intArray(const QList<int> &values)
{
    QJsonArray array;
    for (const int v : values)
        array.append(v);
    return array;
}

bool readInts(const QJsonValue &value, QList<int> *out)
{
    if (value.isUndefined())
        return true;
    if (!value.isArray())
        return false;
    for (const QJsonValue &v : value.toArray()) {
        const std::optional<int> number = jsonInt(v);
        if (!number)
            return false;
        out->append(*number);
    }
    return true;
}

bool readSquare(const QJsonValue &value, Square *out)
{
    *out = Board::fromName(value.toString());
    return out->isValid();
}

} // namespace

QString GameFile::key(Action action)
{
    for (const auto &[a, k] : actionKeys())
        if (a == action)
            return k;
    return {};
}

bool GameFile::fromKey(const QString &key, Action *action)
{
    for (const auto &[a, k] : actionKeys()) {
        if (k == key) {
            *action = a;
            return true;
        }
    }
    return false;
}

QJsonObject GameFile::toJson(const Event &e)
{
    QJsonObject json;
    for (const auto &[t, k] : typeKeys())
        if (t == e.type)
            json.insert(u"type"_s, k);
    switch (e.type) {
    case Event::Type::StartQuarter:
        if (e.firstSeat >= 0)
            json.insert(u"first_seat"_s, e.firstSeat);
        if (!e.deckOrder.isEmpty())
            json.insert(u"deck"_s, intArray(e.deckOrder));
        break;
    case Event::Type::Place: {
        json.insert(u"team"_s, e.team);
        QJsonArray squares;
        for (const Square s : e.squares)
            squares.append(Board::name(s));
        json.insert(u"squares"_s, squares);
        break;
    }
    case Event::Type::GiveBall:
        json.insert(u"player"_s, e.player);
        break;
    case Event::Type::Play:
        if (e.card >= 0)
            json.insert(u"card"_s, e.card);
        else
            json.insert(u"suit"_s, Cards::key(e.suit));
        if (e.asSuit != Suit::Joker)
            json.insert(u"as"_s, Cards::key(e.asSuit));
        json.insert(u"action"_s, key(e.action));
        if (e.action != Action::Discard) {
            json.insert(u"player"_s, e.player);
            if (e.target.isValid())
                json.insert(u"target"_s, Board::name(e.target));
        }
        if (!e.dice.isEmpty())
            json.insert(u"dice"_s, intArray(e.dice));
        break;
    case Event::Type::Decline:
        break;
    case Event::Type::Deviate:
        json.insert(u"team"_s, e.team);
        json.insert(u"target"_s, Board::name(e.target));
        break;
    }
    return json;
}

std::optional<Event> GameFile::fromJson(const QJsonObject &json, QString *error)
{
    Event e;
    bool typeKnown = false;
    for (const auto &[t, k] : typeKeys()) {
        if (json.value(u"type"_s).toString() == k) {
            e.type = t;
            typeKnown = true;
        }
    }
    if (!typeKnown) {
        *error = tr("Unknown event type \"%1\".").arg(json.value(u"type"_s).toString());
        return std::nullopt;
    }
    const auto fail = [error](const QString &field) {
        *error = tr("\"%1\" is missing or wrong.").arg(field);
        return std::nullopt;
    };
    e.team = json.value(u"team"_s).toInt(-1);
    e.player = json.value(u"player"_s).toInt(-1);
    e.firstSeat = json.value(u"first_seat"_s).toInt(-1);
    e.card = json.value(u"card"_s).toInt(-1);
    if (!readInts(json.value(u"dice"_s), &e.dice))
        return fail(u"dice"_s);
    if (!readInts(json.value(u"deck"_s), &e.deckOrder))
        return fail(u"deck"_s);
    switch (e.type) {
    case Event::Type::Place:
        for (const QJsonValue &v : json.value(u"squares"_s).toArray()) {
            Square s;
            if (!readSquare(v, &s))
                return fail(u"squares"_s);
            e.squares.append(s);
        }
        if (e.team < 0 || e.team > 1)
            return fail(u"team"_s);
        break;
    case Event::Type::Play:
        if (!fromKey(json.value(u"action"_s).toString(), &e.action))
            return fail(u"action"_s);
        if (json.contains(u"suit"_s) && !Cards::fromKey(json.value(u"suit"_s).toString(), &e.suit))
            return fail(u"suit"_s);
        if (json.contains(u"as"_s) && !Cards::fromKey(json.value(u"as"_s).toString(), &e.asSuit))
            return fail(u"as"_s);
        if (json.contains(u"target"_s) && !readSquare(json.value(u"target"_s), &e.target))
            return fail(u"target"_s);
        break;
    case Event::Type::Deviate:
        if (!readSquare(json.value(u"target"_s), &e.target))
            return fail(u"target"_s);
        break;
    case Event::Type::StartQuarter:
    case Event::Type::GiveBall:
    case Event::Type::Decline:
        break;
    }
    return e;
}

QJsonObject GameFile::toJson(const GameSetup &setup)
{
    QJsonArray teams;
    for (const TeamSetup &team : setup.teams) {
        teams.append(QJsonObject{{u"name"_s, team.name},
                                 {u"colour"_s, team.colour},
                                 {u"champion"_s, team.champion},
                                 {u"players"_s, QJsonArray::fromStringList(team.players)}});
    }
    return {{u"deck"_s, Cards::key(setup.deck)},
            {u"coaches"_s, setup.coaches},
            {u"typed_cards"_s, setup.typedCards},
            {u"teams"_s, teams}};
}

std::optional<GameSetup> GameFile::setupFromJson(const QJsonObject &json, QString *error)
{
    GameSetup setup;
    if (!Cards::fromKey(json.value(u"deck"_s).toString(u"54"_s), &setup.deck)) {
        *error = tr("\"deck\" must be \"54\", \"52\" or \"2x32\".");
        return std::nullopt;
    }
    setup.coaches = json.value(u"coaches"_s).toInt(2);
    setup.typedCards = json.value(u"typed_cards"_s).toBool(false);
    const QJsonArray teams = json.value(u"teams"_s).toArray();
    if (teams.size() != 2) {
        *error = tr("\"teams\" must list the two teams.");
        return std::nullopt;
    }
    for (int t = 0; t < 2; ++t) {
        const QJsonObject team = teams.at(t).toObject();
        setup.teams[t].name = team.value(u"name"_s).toString();
        setup.teams[t].colour = team.value(u"colour"_s).toString();
        setup.teams[t].champion = team.value(u"champion"_s).toInt(-1);
        for (const QJsonValue &v : team.value(u"players"_s).toArray())
            setup.teams[t].players.append(v.toString());
    }
    return setup;
}

QByteArray GameFile::toBytes(const GameSetup &setup, const QList<Event> &events)
{
    QByteArray bytes =
        QJsonDocument(QJsonObject{{FormatKey, FormatVersion}, {u"setup"_s, toJson(setup)}})
            .toJson(QJsonDocument::Compact) +
        '\n';
    for (const Event &e : events)
        bytes += QJsonDocument(toJson(e)).toJson(QJsonDocument::Compact) + '\n';
    return bytes;
}

std::optional<GameLog> GameFile::fromBytes(const QByteArray &bytes, QString *error)
{
    QString why;
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        if (error)
            *error = size.reason;
        return std::nullopt;
    }
    GameLog log;
    bool headerRead = false;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray line = lines.at(i).trimmed();
        if (line.isEmpty())
            continue;
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(line, &parseError);
        const QJsonObject json = document.object();
        bool ok = parseError.error == QJsonParseError::NoError && document.isObject();
        if (!ok) {
            why = tr("not a JSON object (%1).").arg(parseError.errorString());
        } else if (!headerRead) {
            if (json.value(FormatKey).toInt(0) < 1) {
                why = tr("this is not a Bloody Ball game: the first line must be "
                         "{\"dugout_bloodyball\": %1, \"setup\": {…}}.")
                          .arg(FormatVersion);
                ok = false;
            } else if (json.value(FormatKey).toInt() > FormatVersion) {
                why = tr("the file was written by a newer Dugout (format %1; this one reads %2).")
                          .arg(json.value(FormatKey).toInt())
                          .arg(FormatVersion);
                ok = false;
            } else if (const auto setup = setupFromJson(json.value(u"setup"_s).toObject(), &why)) {
                log.setup = *setup;
                headerRead = true;
                continue;
            } else {
                ok = false;
            }
        } else if (const auto event = fromJson(json, &why)) {
            log.events.append(*event);
            continue;
        } else {
            ok = false;
        }
        if (error)
            *error = tr("Line %1: %2").arg(QString::number(i + 1), why);
        return std::nullopt;
    }
    if (!headerRead) {
        if (error)
            *error = tr("The file is empty: a Bloody Ball game starts with its header line.");
        return std::nullopt;
    }
    return log;
}

bool GameFile::save(const QString &path, const GameSetup &setup, const QList<Event> &events,
                    QString *error)
{
    QSaveFile file(path);
    const QByteArray bytes = toBytes(setup, events);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error)
            *error = tr("Could not save the game to %1: %2").arg(path, WriteFailure::reason(file));
        return false;
    }
    // The rename must survive a power cut too.
    DurableFile::syncFolder(path);
    return true;
}

std::optional<GameLog> GameFile::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Could not read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    return fromBytes(file.read(InputLimits::MaxFileBytes + 1), error);
}

} // namespace dugout::bloodyball
