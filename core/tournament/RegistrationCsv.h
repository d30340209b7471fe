#pragma once

#include "core/tournament/Entrant.h"

#include <QCoreApplication>
#include <QList>

#include <optional>

namespace dugout {

class Ruleset;

// A registration list from a spreadsheet, one coach a line, in CSV with a header line naming
// the columns (in any order; only "coach" and "race" are required):
//
//   coach,naf,nation,club,team,race
//   Ana Martin,12345,FR,Lutèce BB,Les Cognes,human
//
// The race is a roster id (human, dark_elf), or its English or French name, or the NAF's name
// (Dark Elves). An optional "roster" column names the coach's team file (a path relative to
// the list), checked against the tournament's team rules. Fields may be quoted ("Smith, John"); a
// doubled quote is a quote. A list with a bad line is refused whole, every bad line named.
class RegistrationCsv
{
    Q_DECLARE_TR_FUNCTIONS(RegistrationCsv)

public:
    // `rosterFiles`, when given, receives each entrant's "roster" field (empty without one).
    static std::optional<QList<Entrant>> read(const QByteArray &csv, const Ruleset &rules,
                                              QString *error, QStringList *rosterFiles = nullptr);
    // One CSV line split into fields.
    static QStringList splitLine(const QString &line);
    // The roster id a registration names, or empty.
    static QString rosterOf(const QString &race, const Ruleset &rules);
};

} // namespace dugout
