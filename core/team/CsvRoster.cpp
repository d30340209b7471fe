#include "CsvRoster.h"

#include "core/InputLimits.h"
#include "core/rules/Ruleset.h"

#include <QJsonArray>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace dugout {

namespace {

QString folded(const QString &text)
{
    return text.trimmed().toCaseFolded();
}

bool names(const LocalizedText &name, const QString &text)
{
    const QString wanted = folded(text);
    return folded(name.en) == wanted || folded(name.fr) == wanted;
}

const Roster *findRoster(const Ruleset &rules, const QString &text)
{
    for (const Roster &roster : rules.rosters()) {
        if (folded(roster.id) == folded(text) || names(roster.name, text))
            return &roster;
    }
    return nullptr;
}

const Position *findPosition(const Roster &roster, const QString &text)
{
    for (const Position &position : roster.positions) {
        // "human.blitzer", "blitzer", "Blitzer" or "Blitzeur".
        if (folded(position.id) == folded(text) ||
            folded(position.id) == folded(roster.id + u'.' + text) || names(position.name, text))
            return &position;
    }
    return nullptr;
}

const Skill *findSkill(const Ruleset &rules, const QString &text)
{
    for (const Skill &skill : rules.skills()) {
        if (folded(skill.id) == folded(text) || names(skill.name, text))
            return &skill;
    }
    return nullptr;
}

// A whole number, or nullopt.
std::optional<qint64> number(const QString &text)
{
    bool ok = false;
    QString digits = text.trimmed();
    digits.remove(u' ');
    digits.remove(u'\u00a0');
    const qint64 value = digits.toLongLong(&ok);
    return ok ? std::optional<qint64>(value) : std::nullopt;
}

std::optional<bool> yesNo(const QString &text)
{
    const QString value = folded(text);
    if (value == u"yes"_s || value == u"oui"_s || value == u"true"_s || value == u"1"_s)
        return true;
    if (value == u"no"_s || value == u"non"_s || value == u"false"_s || value == u"0"_s ||
        value.isEmpty())
        return false;
    return std::nullopt;
}

} // namespace

QStringList CsvRoster::splitLine(const QString &line, QChar separator)
{
    QStringList cells;
    QString cell;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                cell += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                cell += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == separator) {
            cells << cell.trimmed();
            cell.clear();
        } else {
            cell += c;
        }
    }
    cells << cell.trimmed();
    return cells;
}

std::optional<QJsonObject> CsvRoster::toJson(const QByteArray &bytes, const Ruleset &rules,
                                             QStringList *errors)
{
    errors->clear();
    if (const RuleCheck size = InputLimits::checkFileSize(bytes.size()); !size) {
        errors->append(size.reason);
        return std::nullopt;
    }
    QString text = QString::fromUtf8(bytes);
    if (text.startsWith(u'\ufeff'))
        text.remove(0, 1); // the byte order mark spreadsheets write
    const QStringList lines = text.split(QRegularExpression(u"\r\n|\n|\r"_s));
    // The separator the header line uses most.
    QChar separator = u',';
    for (const QString &line : lines) {
        const QString first = folded(line.section(QRegularExpression(u"[,;]"_s), 0, 0));
        if (first == u"number"_s || first == u"#"_s || first == u"numéro"_s) {
            separator = line.count(u';') > line.count(u',') ? u';' : u',';
            break;
        }
    }
    const QChar skillSeparator = separator == u',' ? u';' : u',';
    const auto problem = [errors](int line, const QString &what) {
        //: A problem in a CSV roster, with its line: "Line 4: ...".
        errors->append(tr("Line %1: %2").arg(line).arg(what));
    };

    QJsonObject team;
    const Roster *roster = nullptr;
    QStringList columns;
    QJsonArray players;
    for (qsizetype index = 0; index < lines.size(); ++index) {
        const int lineNumber = int(index) + 1;
        if (lines.at(index).trimmed().isEmpty())
            continue;
        const QStringList cells = splitLine(lines.at(index), separator);
        if (columns.isEmpty()) {
            const QString key = folded(cells.value(0)).replace(u' ', u'_').replace(u'-', u'_');
            const QString value = cells.value(1);
            if (key == u"number"_s || key == u"#"_s || key == u"numéro"_s) {
                for (const QString &column : cells)
                    columns << folded(column).replace(u' ', u'_');
                columns[0] = u"number"_s;
                for (const QString &needed : {u"name"_s, u"position"_s}) {
                    if (!columns.contains(needed))
                        problem(lineNumber,
                                tr("the players' header has no '%1' column").arg(needed));
                }
            } else if (key == u"team"_s || key == u"name"_s) {
                team.insert(u"name"_s, value);
            } else if (key == u"roster"_s || key == u"race"_s) {
                roster = findRoster(rules, value);
                if (!roster)
                    problem(lineNumber, tr("'%1' is not a roster of LRB6").arg(value));
                else
                    team.insert(u"roster"_s, roster->id);
            } else if (key == u"coach"_s || key == u"color"_s) {
                team.insert(key, value);
            } else if (key == u"rerolls"_s || key == u"re_rolls"_s || key == u"fan_factor"_s ||
                       key == u"assistant_coaches"_s || key == u"cheerleaders"_s ||
                       key == u"treasury"_s) {
                const QString field = key == u"re_rolls"_s ? u"rerolls"_s : key;
                if (const std::optional<qint64> count = number(value))
                    team.insert(field, double(*count));
                else
                    problem(lineNumber, tr("%1 should be a whole number, not '%2'")
                                            .arg(field, InputLimits::quoted(value)));
            } else if (key == u"apothecary"_s) {
                if (const std::optional<bool> has = yesNo(value))
                    team.insert(u"apothecary"_s, *has);
                else
                    problem(lineNumber, tr("apothecary should be yes or no, not '%1'")
                                            .arg(InputLimits::quoted(value)));
            } else {
                problem(lineNumber, tr("'%1' is not a line of a roster (team, roster, coach, "
                                       "rerolls, fan_factor, assistant_coaches, cheerleaders, "
                                       "apothecary, treasury, color, or the players' header)")
                                        .arg(InputLimits::quoted(cells.value(0))));
            }
            continue;
        }
        // A player's line.
        QJsonObject player;
        const auto cell = [&](const QString &column) {
            const qsizetype at = columns.indexOf(column);
            return at >= 0 ? cells.value(at) : QString();
        };
        if (const std::optional<qint64> shirt = number(cell(u"number"_s)))
            player.insert(u"number"_s, double(*shirt));
        else
            problem(lineNumber, tr("the shirt number should be a whole number, not '%1'")
                                    .arg(InputLimits::quoted(cell(u"number"_s))));
        player.insert(u"name"_s, cell(u"name"_s));
        const Position *position = roster ? findPosition(*roster, cell(u"position"_s)) : nullptr;
        if (!roster)
            problem(lineNumber, tr("the roster must be given before the players"));
        else if (!position)
            problem(lineNumber,
                    tr("'%1' is not a position of the %2 roster")
                        .arg(InputLimits::quoted(cell(u"position"_s)), roster->name.current()));
        else
            player.insert(u"position"_s, position->id);
        QJsonArray gained;
        for (const QString &name : cell(u"skills"_s).split(skillSeparator, Qt::SkipEmptyParts)) {
            const Skill *skill = findSkill(rules, name);
            if (!skill) {
                problem(lineNumber,
                        tr("'%1' is not a skill of LRB6").arg(InputLimits::quoted(name.trimmed())));
                continue;
            }
            if (position && position->skills.contains(skill->id))
                continue; // the position's own
            const bool onDouble = position && !position->normal.contains(skill->category) &&
                                  position->doubles.contains(skill->category);
            gained << QJsonObject{{u"skill"_s, skill->id}, {u"double"_s, onDouble}};
        }
        player.insert(u"gained_skills"_s, gained);
        for (const QString &column : {u"spp"_s, u"ma"_s, u"st"_s, u"ag"_s, u"av"_s}) {
            if (!columns.contains(column) || cell(column).isEmpty())
                continue;
            if (const std::optional<qint64> value = number(cell(column)))
                player.insert(column, double(*value));
            else
                problem(lineNumber, tr("%1 should be a whole number, not '%2'")
                                        .arg(column.toUpper(), InputLimits::quoted(cell(column))));
        }
        if (columns.contains(u"niggling"_s) && !cell(u"niggling"_s).isEmpty()) {
            if (const std::optional<qint64> value = number(cell(u"niggling"_s)))
                player.insert(u"injuries"_s, QJsonObject{{u"niggling"_s, double(*value)}});
            else
                problem(lineNumber, tr("niggling should be a whole number, not '%1'")
                                        .arg(InputLimits::quoted(cell(u"niggling"_s))));
        }
        players << player;
    }
    if (columns.isEmpty())
        errors->append(tr("No players' header line (number, name, position) was found."));
    if (!team.contains(u"roster"_s) && errors->isEmpty())
        errors->append(tr("The roster line (roster, then Human, Orc…) is missing."));
    if (!errors->isEmpty()) {
        InputLimits::shortenProblems(errors);
        return std::nullopt;
    }
    team.insert(u"players"_s, players);
    return team;
}

} // namespace dugout
