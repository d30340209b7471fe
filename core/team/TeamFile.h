#pragma once

#include "Team.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace dugout {

class Ruleset;

// A team's JSON file, in the format of `dugout team export` / `team import` (TeamJson): the
// command line and the window read and write teams through here, so both make and accept
// the same files. Reading refuses a file whole, with every reason, as TeamJson does.
class TeamFile
{
    Q_DECLARE_TR_FUNCTIONS(TeamFile)

public:
    // The file's bytes: TeamJson's document, indented.
    static QByteArray bytes(const Team &team, const Ruleset &rules);
    // Writes the team to `path` in one go (QSaveFile: no half-written file is ever left).
    static bool write(const QString &path, const Team &team, const Ruleset &rules, QString *error);
    // The formats a team is imported from (issue 22.4).
    enum class Format { Dugout, Csv, Obblm };
    // A path ending in .csv is a CSV roster (CsvRoster), one ending in .xml or a file starting
    // with '<' an OBBLM team export (ObblmRoster), anything else a Dugout team file.
    static Format formatOf(const QString &path, const QByteArray &content);
    // A new team (no ids) read from `path`, or nullopt with the reasons in `errors`.
    static std::optional<Team> read(const QString &path, const Ruleset &rules, QStringList *errors);
    // The same from bytes already read (the command line reads standard input too).
    static std::optional<Team> fromBytes(const QByteArray &content, Format format,
                                         const Ruleset &rules, QStringList *errors);
};

} // namespace dugout
