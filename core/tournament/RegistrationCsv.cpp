#include "RegistrationCsv.h"

#include "core/InputLimits.h"
#include "core/rules/Ruleset.h"
#include "core/tournament/NafReport.h"

using namespace Qt::StringLiterals;

namespace dugout {

QStringList RegistrationCsv::splitLine(const QString &line)
{
    QStringList fields;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < line.size() && line.at(i + 1) == u'"') {
                field += u'"';
                ++i;
            } else if (c == u'"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == u'"') {
            quoted = true;
        } else if (c == u',') {
            fields.append(field.trimmed());
            field.clear();
        } else {
            field += c;
        }
    }
    fields.append(field.trimmed());
    return fields;
}

QString RegistrationCsv::rosterOf(const QString &race, const Ruleset &rules)
{
    const QString wanted = race.trimmed();
    for (const Roster &roster : rules.rosters()) {
        for (const QString &name :
             {roster.id, roster.name.en, roster.name.fr, NafReport::nafRace(roster.id)}) {
            if (!name.isEmpty() && name.compare(wanted, Qt::CaseInsensitive) == 0)
                return roster.id;
        }
    }
    return {};
}

std::optional<QList<Entrant>> RegistrationCsv::read(const QByteArray &csv, const Ruleset &rules,
                                                    QString *error, QStringList *rosterFiles)
{
    if (rosterFiles)
        rosterFiles->clear();
    QStringList lines = QString::fromUtf8(csv).split(u'\n');
    for (QString &line : lines) {
        line.remove(u'\r');
        if (line.startsWith(QChar(0xfeff))) // a byte order mark from a spreadsheet
            line.remove(0, 1);
    }
    while (!lines.isEmpty() && lines.constLast().trimmed().isEmpty())
        lines.removeLast();
    if (lines.isEmpty()) {
        if (error)
            *error = tr("The registration list is empty.");
        return std::nullopt;
    }
    const QStringList header = splitLine(lines.first().toLower());
    const QStringList known = {u"coach"_s, u"naf"_s,  u"nation"_s, u"club"_s,
                               u"team"_s,  u"race"_s, u"roster"_s};
    QStringList problems;
    for (const QString &column : header) {
        if (!known.contains(column))
            problems.append(tr("Line 1: unknown column \"%1\" (known: %2).")
                                .arg(InputLimits::quoted(column), known.join(u", "_s)));
    }
    for (const QString &required : {u"coach"_s, u"race"_s}) {
        if (!header.contains(required))
            problems.append(tr("Line 1: the column \"%1\" is missing.").arg(required));
    }
    QList<Entrant> entrants;
    for (qsizetype n = 1; problems.isEmpty() && n < lines.size(); ++n) {
        if (lines[n].trimmed().isEmpty())
            continue;
        const QStringList fields = splitLine(lines[n]);
        if (fields.size() != header.size()) {
            problems.append(tr("Line %1: %2 fields where the header has %3.")
                                .arg(n + 1)
                                .arg(fields.size())
                                .arg(header.size()));
            continue;
        }
        auto field = [&](const QString &column) {
            const qsizetype at = header.indexOf(column);
            return at < 0 ? QString() : fields.at(at);
        };
        Entrant e;
        e.coach = field(u"coach"_s);
        e.nafNumber = field(u"naf"_s);
        e.nation = field(u"nation"_s);
        e.club = field(u"club"_s);
        e.teamName = field(u"team"_s);
        e.rosterId = rosterOf(field(u"race"_s), rules);
        if (e.rosterId.isEmpty()) {
            problems.append(tr("Line %1: \"%2\" is not a race of the rulebook.")
                                .arg(n + 1)
                                .arg(InputLimits::quoted(field(u"race"_s))));
            continue;
        }
        entrants.append(e);
        if (rosterFiles)
            rosterFiles->append(field(u"roster"_s));
    }
    if (!problems.isEmpty()) {
        InputLimits::shortenProblems(&problems);
        if (error)
            *error = problems.join(u'\n');
        return std::nullopt;
    }
    return entrants;
}

} // namespace dugout
