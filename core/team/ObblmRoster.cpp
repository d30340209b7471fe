#include "ObblmRoster.h"

#include "TeamJson.h"
#include "core/InputLimits.h"
#include "core/rules/Ruleset.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

// One element's text and the line it was on.
struct Field
{
    QString text;
    int line = 0;
};

struct XmlPlayer
{
    int line = 0;
    QString number;
    QHash<QString, Field> fields;
    QList<Field> skills;
};

struct XmlTeam
{
    int line = 1;
    int playersLine = 0;
    QHash<QString, Field> fields;
    QList<XmlPlayer> players;
};

// The elements OBBLM writes, in its own spelling.
const QStringList &teamElements()
{
    static const QStringList names{u"name"_s,         u"race"_s,       u"coach"_s,
                                   u"rerolls"_s,      u"fanfactor"_s,  u"assistants"_s,
                                   u"cheerleaders"_s, u"apothecary"_s, u"treasury"_s};
    return names;
}

const QStringList &playerElements()
{
    static const QStringList names{u"name"_s,    u"position"_s, u"ma"_s,  u"st"_s,
                                   u"ag"_s,      u"av"_s,       u"spp"_s, u"nigglings"_s,
                                   u"injured"_s, u"value"_s};
    return names;
}

class Problems
{
public:
    explicit Problems(QStringList *errors) : m_errors(errors) {}
    void add(int line, const QString &what)
    {
        //: A problem in an OBBLM team file, with its line: "Line 12: ...".
        m_errors->append(ObblmRoster::tr("Line %1: %2").arg(line).arg(what));
    }
    bool any() const { return !m_errors->isEmpty(); }

private:
    QStringList *m_errors;
};

QString folded(const QString &text)
{
    return text.trimmed().toCaseFolded();
}

// Letters only, "and" left out: "Nurgles Rot", "Nurgle's Rot" and "Ball and Chain", "Ball &
// Chain" read the same.
QString letters(const QString &text)
{
    static const QRegularExpression andWord(u"\\band\\b"_s);
    static const QRegularExpression notLetter(u"[^\\p{L}]"_s);
    return folded(text).remove(andWord).remove(notLetter);
}

bool names(const LocalizedText &name, const QString &text)
{
    return letters(name.en) == letters(text) || letters(name.fr) == letters(text);
}

const Roster *findRoster(const Ruleset &rules, const QString &text)
{
    for (const Roster &roster : rules.rosters()) {
        // OBBLM's "Lizardman" is Dugout's id; its "Chaos Dwarf" is "chaos_dwarf".
        if (folded(roster.id) == folded(text).replace(u' ', u'_') || names(roster.name, text))
            return &roster;
    }
    return nullptr;
}

const Position *findPosition(const Roster &roster, const QString &text)
{
    for (const Position &position : roster.positions) {
        if (folded(position.id) == folded(text) ||
            folded(position.id) == roster.id + u'.' + folded(text).replace(u' ', u'_') ||
            names(position.name, text))
            return &position;
    }
    // OBBLM names some positions after their team: "Necromantic Werewolf", "Norse Werewolf".
    const QString prefix = roster.name.en + u' ';
    if (text.trimmed().startsWith(prefix, Qt::CaseInsensitive))
        return findPosition(roster, text.trimmed().mid(prefix.size()));
    return nullptr;
}

const Skill *findSkill(const Ruleset &rules, const QString &text)
{
    // OBBLM writes Claw as "Claws" (its list says "Claw/Claws").
    QString wanted = letters(text);
    if (wanted == u"claws"_s || wanted == u"clawclaws"_s)
        wanted = u"claw"_s;
    for (const Skill &skill : rules.skills()) {
        if (folded(skill.id) == folded(text) || letters(skill.name.en) == wanted ||
            letters(skill.name.fr) == wanted)
            return &skill;
    }
    return nullptr;
}

std::optional<qint64> number(const QString &text)
{
    bool ok = false;
    const qint64 value = text.trimmed().toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

std::optional<bool> trueFalse(const QString &text)
{
    const QString value = folded(text);
    if (value == u"true"_s || value == u"1"_s || value == u"yes"_s)
        return true;
    if (value == u"false"_s || value == u"0"_s || value == u"no"_s)
        return false;
    return std::nullopt;
}

QString readText(QXmlStreamReader &xml)
{
    return xml.readElementText(QXmlStreamReader::ErrorOnUnexpectedElement).trimmed();
}

void unknownElement(QXmlStreamReader &xml, Problems &problems)
{
    problems.add(int(xml.lineNumber()), ObblmRoster::tr("<%1> is not part of an OBBLM team export")
                                            .arg(InputLimits::quoted(xml.name().toString())));
    xml.skipCurrentElement();
}

void readPlayer(QXmlStreamReader &xml, XmlPlayer *player, Problems &problems)
{
    while (xml.readNextStartElement()) {
        const int line = int(xml.lineNumber());
        const QString name = xml.name().toString();
        if (name == u"skills"_s) {
            while (xml.readNextStartElement()) {
                if (xml.name() != u"skill"_s) {
                    unknownElement(xml, problems);
                    continue;
                }
                const int skillLine = int(xml.lineNumber());
                player->skills << Field{readText(xml), skillLine};
            }
        } else if (playerElements().contains(name) && !player->fields.contains(name)) {
            player->fields.insert(name, Field{readText(xml), line});
        } else {
            unknownElement(xml, problems);
        }
    }
}

// The file's elements, or problems for what is not OBBLM's.
XmlTeam parse(const QByteArray &bytes, Problems &problems)
{
    XmlTeam team;
    QXmlStreamReader xml(bytes);
    if (xml.readNextStartElement()) {
        team.line = int(xml.lineNumber());
        if (xml.name() != u"team"_s) {
            problems.add(team.line, ObblmRoster::tr("the file starts with <%1>; an OBBLM team "
                                                    "export starts with <team>")
                                        .arg(InputLimits::quoted(xml.name().toString())));
            return team;
        }
        while (xml.readNextStartElement()) {
            const int line = int(xml.lineNumber());
            const QString name = xml.name().toString();
            if (name == u"players"_s) {
                team.playersLine = line;
                while (xml.readNextStartElement()) {
                    if (xml.name() != u"player"_s) {
                        unknownElement(xml, problems);
                        continue;
                    }
                    XmlPlayer player;
                    player.line = int(xml.lineNumber());
                    player.number = xml.attributes().value(u"number"_s).toString();
                    readPlayer(xml, &player, problems);
                    team.players << player;
                }
            } else if (teamElements().contains(name) && !team.fields.contains(name)) {
                team.fields.insert(name, Field{readText(xml), line});
            } else {
                unknownElement(xml, problems);
            }
        }
    }
    if (xml.hasError())
        problems.add(
            int(xml.lineNumber()),
            ObblmRoster::tr("the file is not well-formed XML (%1)").arg(xml.errorString()));
    return team;
}

struct Converted
{
    QJsonObject json;
    const Roster *roster = nullptr;
};

void convertTeam(const XmlTeam &xml, const Ruleset &rules, Converted *out, Problems &problems)
{
    QJsonObject &json = out->json;
    const auto field = [&](const QString &name) { return xml.fields.value(name); };
    if (xml.fields.contains(u"name"_s))
        json.insert(u"name"_s, field(u"name"_s).text);
    if (xml.fields.contains(u"coach"_s))
        json.insert(u"coach"_s, field(u"coach"_s).text);
    if (!xml.fields.contains(u"race"_s)) {
        problems.add(xml.line, ObblmRoster::tr("the team has no <race>"));
    } else {
        out->roster = findRoster(rules, field(u"race"_s).text);
        if (out->roster)
            json.insert(u"roster"_s, out->roster->id);
        else
            problems.add(field(u"race"_s).line,
                         ObblmRoster::tr("'%1' is not a team of LRB6")
                             .arg(InputLimits::quoted(field(u"race"_s).text)));
    }
    const std::pair<QString, QString> counts[] = {{u"rerolls"_s, u"rerolls"_s},
                                                  {u"fanfactor"_s, u"fan_factor"_s},
                                                  {u"assistants"_s, u"assistant_coaches"_s},
                                                  {u"cheerleaders"_s, u"cheerleaders"_s},
                                                  {u"treasury"_s, u"treasury"_s}};
    for (const auto &[element, key] : counts) {
        if (!xml.fields.contains(element))
            continue;
        if (const std::optional<qint64> value = number(field(element).text))
            json.insert(key, double(*value));
        else
            problems.add(field(element).line,
                         ObblmRoster::tr("<%1> should be a whole number, not '%2'")
                             .arg(element, InputLimits::quoted(field(element).text)));
    }
    if (xml.fields.contains(u"apothecary"_s)) {
        if (const std::optional<bool> has = trueFalse(field(u"apothecary"_s).text))
            json.insert(u"apothecary"_s, *has);
        else
            problems.add(field(u"apothecary"_s).line,
                         ObblmRoster::tr("<apothecary> should be true or false, not '%1'")
                             .arg(InputLimits::quoted(field(u"apothecary"_s).text)));
    }
}

QJsonObject convertPlayer(const XmlPlayer &xml, const Ruleset &rules, const Roster *roster,
                          Problems &problems)
{
    QJsonObject player;
    const auto field = [&](const QString &name) { return xml.fields.value(name); };
    if (const std::optional<qint64> shirt = number(xml.number))
        player.insert(u"number"_s, double(*shirt));
    else
        problems.add(xml.line, ObblmRoster::tr("the player's number should be a whole number, "
                                               "not '%1'")
                                   .arg(InputLimits::quoted(xml.number)));
    player.insert(u"name"_s, field(u"name"_s).text);
    const Position *position = nullptr;
    if (!xml.fields.contains(u"position"_s)) {
        problems.add(xml.line, ObblmRoster::tr("the player has no <position>"));
    } else if (roster) {
        position = findPosition(*roster, field(u"position"_s).text);
        if (position)
            player.insert(u"position"_s, position->id);
        else
            problems.add(
                field(u"position"_s).line,
                ObblmRoster::tr("'%1' is not a position of the %2 team")
                    .arg(InputLimits::quoted(field(u"position"_s).text), roster->name.current()));
    }

    // Skills: the position's own, those learned, and characteristic increases ("+1 Ma").
    static const QRegularExpression increase(u"^\\+\\s*(\\d+)\\s*(ma|st|ag|av)$"_s,
                                             QRegularExpression::CaseInsensitiveOption);
    QHash<QString, int> gains;
    QJsonArray gained;
    for (const Field &skillField : xml.skills) {
        if (const QRegularExpressionMatch match = increase.match(skillField.text);
            match.hasMatch()) {
            gains[match.captured(2).toLower()] += match.captured(1).toInt();
            continue;
        }
        const Skill *skill = findSkill(rules, skillField.text);
        if (!skill) {
            problems.add(skillField.line, ObblmRoster::tr("'%1' is not a skill of LRB6")
                                              .arg(InputLimits::quoted(skillField.text)));
            continue;
        }
        if (position && position->skills.contains(skill->id))
            continue;
        const bool onDouble = position && !position->normal.contains(skill->category) &&
                              position->doubles.contains(skill->category);
        gained << QJsonObject{{u"skill"_s, skill->id}, {u"double"_s, onDouble}};
    }
    player.insert(u"gained_skills"_s, gained);
    QJsonObject gainsJson;
    QJsonObject injuries;
    for (const QString &stat : {u"ma"_s, u"st"_s, u"ag"_s, u"av"_s}) {
        gainsJson.insert(stat, gains.value(stat));
        if (!xml.fields.contains(stat))
            continue;
        const std::optional<qint64> stated = number(field(stat).text);
        if (!stated) {
            problems.add(field(stat).line, ObblmRoster::tr("<%1> should be a whole number, not "
                                                           "'%2'")
                                               .arg(stat, InputLimits::quoted(field(stat).text)));
            continue;
        }
        player.insert(stat, double(*stated)); // checked by TeamJson against the rules
        if (!position)
            continue;
        const int base = stat == u"ma"_s   ? position->ma
                         : stat == u"st"_s ? position->st
                         : stat == u"ag"_s ? position->ag
                                           : position->av;
        // OBBLM keeps characteristic injuries only in the characteristic itself.
        if (const qint64 lost = base + gains.value(stat) - *stated; lost > 0)
            injuries.insert(stat, double(lost));
    }
    player.insert(u"gains"_s, gainsJson);
    const std::pair<QString, QString> counts[] = {{u"spp"_s, u"spp"_s}, {u"value"_s, u"value"_s}};
    for (const auto &[element, key] : counts) {
        if (!xml.fields.contains(element))
            continue;
        if (const std::optional<qint64> value = number(field(element).text))
            player.insert(key, double(*value));
        else
            problems.add(field(element).line,
                         ObblmRoster::tr("<%1> should be a whole number, not '%2'")
                             .arg(element, InputLimits::quoted(field(element).text)));
    }
    if (xml.fields.contains(u"nigglings"_s)) {
        if (const std::optional<qint64> value = number(field(u"nigglings"_s).text))
            injuries.insert(u"niggling"_s, double(*value));
        else
            problems.add(field(u"nigglings"_s).line,
                         ObblmRoster::tr("<nigglings> should be a whole number, not '%1'")
                             .arg(InputLimits::quoted(field(u"nigglings"_s).text)));
    }
    if (xml.fields.contains(u"injured"_s)) {
        if (const std::optional<bool> out = trueFalse(field(u"injured"_s).text))
            injuries.insert(u"miss_next_game"_s, *out);
        else
            problems.add(field(u"injured"_s).line,
                         ObblmRoster::tr("<injured> should be true or false, not '%1'")
                             .arg(InputLimits::quoted(field(u"injured"_s).text)));
    }
    player.insert(u"injuries"_s, injuries);
    return player;
}

// The line each of TeamJson's reasons comes from: a player's reasons name him (by TeamJson's
// own labels, so this holds in any language); a team reason belongs to the field that, set as
// a new team has it, makes the reason go away; what is left is about the players as a whole.
QStringList locate(const QStringList &reasons, const XmlTeam &xml, const QJsonObject &json,
                   const Ruleset &rules)
{
    QList<int> lines(reasons.size(), 0);
    const QJsonArray players = json.value(u"players"_s).toArray();
    for (qsizetype r = 0; r < reasons.size(); ++r) {
        for (qsizetype i = 0; i < players.size() && i < xml.players.size(); ++i) {
            const QJsonObject player = players.at(i).toObject();
            const QString name = player.value(u"name"_s).toString();
            if (reasons.at(r).startsWith(TeamJson::entryLabel(int(i), name)) ||
                reasons.at(r).startsWith(
                    TeamJson::playerLabel(player.value(u"number"_s).toInt(), name.trimmed()))) {
                lines[r] = xml.players.at(i).line;
                break;
            }
        }
    }
    const std::pair<QString, QString> fields[] = {{u"name"_s, u"name"_s},
                                                  {u"coach"_s, u"coach"_s},
                                                  {u"rerolls"_s, u"rerolls"_s},
                                                  {u"fanfactor"_s, u"fan_factor"_s},
                                                  {u"assistants"_s, u"assistant_coaches"_s},
                                                  {u"cheerleaders"_s, u"cheerleaders"_s},
                                                  {u"apothecary"_s, u"apothecary"_s},
                                                  {u"treasury"_s, u"treasury"_s}};
    for (const auto &[element, key] : fields) {
        if (!xml.fields.contains(element) || !lines.contains(0))
            continue;
        QJsonObject plain = json;
        plain.insert(key, key == u"name"_s         ? QJsonValue(u"Team"_s)
                          : key == u"coach"_s      ? QJsonValue(QString())
                          : key == u"apothecary"_s ? QJsonValue(false)
                                                   : QJsonValue(0));
        QStringList left;
        TeamJson::fromJson(plain, rules, &left);
        for (qsizetype r = 0; r < reasons.size(); ++r) {
            if (lines.at(r) == 0 && !left.contains(reasons.at(r)))
                lines[r] = xml.fields.value(element).line;
        }
    }
    QStringList located;
    for (qsizetype r = 0; r < reasons.size(); ++r) {
        // The last line of a shortened list counts the others; it has no line of its own.
        if (reasons.size() > InputLimits::MaxListedProblems && r == reasons.size() - 1)
            located << reasons.at(r);
        else
            located << ObblmRoster::tr("Line %1: %2")
                           .arg(lines.at(r) ? lines.at(r)
                                            : (xml.playersLine ? xml.playersLine : xml.line))
                           .arg(reasons.at(r));
    }
    return located;
}

} // namespace

bool ObblmRoster::looksLikeXml(const QByteArray &bytes)
{
    QByteArray start = bytes.left(64);
    if (start.startsWith("\xEF\xBB\xBF"))
        start.remove(0, 3);
    return start.trimmed().startsWith('<');
}

std::optional<Team> ObblmRoster::read(const QByteArray &bytes, const Ruleset &rules,
                                      QStringList *errors)
{
    errors->clear();
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        errors->append(size.reason);
        return std::nullopt;
    }
    Problems problems(errors);
    const XmlTeam xml = parse(bytes, problems);
    Converted converted;
    if (!problems.any()) {
        convertTeam(xml, rules, &converted, problems);
        QJsonArray players;
        for (const XmlPlayer &player : xml.players)
            players << convertPlayer(player, rules, converted.roster, problems);
        converted.json.insert(u"players"_s, players);
        if (xml.playersLine == 0)
            problems.add(xml.line, tr("the team has no <players>"));
    }
    if (problems.any()) {
        InputLimits::shortenProblems(errors);
        return std::nullopt;
    }
    // Translated: now LRB6's rules, as for any team file.
    QStringList reasons;
    std::optional<Team> team = TeamJson::fromJson(converted.json, rules, &reasons);
    if (!team) {
        *errors = locate(reasons, xml, converted.json, rules);
        return std::nullopt;
    }
    return team;
}

} // namespace dugout
