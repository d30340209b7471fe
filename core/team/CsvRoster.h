#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// A simple CSV roster (issue 22.4), the kind a coach keeps in a spreadsheet, turned into a team
// file for TeamJson, which then checks it against the rules like any other. First the team's
// lines, "key,value" (team, roster, coach, rerolls, fan_factor, assistant_coaches,
// cheerleaders, apothecary, treasury, color); then a header line starting with "number" (or
// "#") naming the players' columns: number, name, position, and optionally skills, spp, ma, st,
// ag, av, niggling. Rosters, positions and skills are read by id or by their English or French
// name; a skill the position starts with is not a gained one. Commas or semicolons separate the
// cells (a spreadsheet in French writes semicolons); the skills of a cell are separated by the
// other one. Every mismatch is reported with its line, and nothing is read half.
class CsvRoster
{
    Q_DECLARE_TR_FUNCTIONS(CsvRoster)

public:
    // The team file TeamJson reads, or nullopt with every problem in `errors`.
    static std::optional<QJsonObject> toJson(const QByteArray &bytes, const Ruleset &rules,
                                             QStringList *errors);

    // One line's cells, quotes ("a, b" and "" for a quote) understood.
    static QStringList splitLine(const QString &line, QChar separator);
};

} // namespace dugout
