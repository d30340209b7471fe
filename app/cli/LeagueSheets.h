#pragma once

#include <QCoreApplication>
#include <QList>

namespace dugout {
class Ruleset;
struct Team;
} // namespace dugout

namespace dugout::cli {

// Every team sheet of a league in one PDF, a page per team in the league's order, written
// whole or not at all (`dugout sheet --league`). Each page is the one TeamSheetRenderer
// paints for `dugout sheet TEAM_ID`, with the league's name on it.
class LeagueSheets
{
    Q_DECLARE_TR_FUNCTIONS(LeagueSheets)

public:
    static bool exportPdf(const QList<Team> &teams, const QString &league, const Ruleset &rules,
                          const QString &path, QString *error);
};

} // namespace dugout::cli
