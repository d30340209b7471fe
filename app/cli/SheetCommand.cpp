#include "SheetCommand.h"

#include "CommandArguments.h"
#include "LeagueLookup.h"
#include "LeagueSheets.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/OutputPath.h"
#include "core/storage/TeamStore.h"
#include "print/TeamSheetRenderer.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString SheetCommand::name() const
{
    return u"sheet"_s;
}

QList<QPair<QString, QString>> SheetCommand::synopsis() const
{
    return {
        {u"sheet TEAM_ID -o FILE.pdf"_s, tr("Print a team's sheet to a PDF file (A4 landscape)")},
        {u"sheet --league LEAGUE_ID -o FILE.pdf"_s,
         tr("Print the sheets of every team of a league to one PDF file, a page per team")}};
}

void SheetCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"team"_s, tr("The team's id (see 'dugout team list')"),
                                 u"TEAM_ID"_s);
    parser.addOption(
        {u"league"_s,
         tr("Every team of this league instead of one team (see 'dugout league list')."),
         tr("league")});
    parser.addOption({{u"o"_s, u"output"_s}, tr("The PDF file to write."), tr("file")});
}

int SheetCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (parser.isSet(u"league"_s))
        return runLeague(parser, context);
    if (positional.size() != 1)
        return context.fail(tr("'sheet' takes exactly one TEAM_ID."), UsageError);
    if (parser.value(u"output"_s).isEmpty())
        return context.fail(tr("'sheet' needs -o FILE.pdf."), UsageError);
    const qint64 teamId = CommandArguments::positiveId(positional.first());
    if (teamId == 0)
        return context.fail(
            tr("'%1' is not a team id (see 'dugout team list').").arg(positional.first()),
            UsageError);
    Database *database = context.database(false);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules)
        return Failure;
    QString error;
    const auto team = TeamStore(*database).load(teamId, &error);
    if (!team)
        return context.fail(error);
    const QString path = parser.value(u"output"_s);
    if (const RuleCheck where = OutputPath::check(path, database->path()); !where)
        return context.fail(where.reason);
    if (!exportTeamSheetPdf(*team, *rules, path, &error))
        return context.fail(error);
    context.out << tr("Wrote the sheet of %1 to %2")
                       .arg(team->name, QDir::toNativeSeparators(QDir(path).absolutePath()))
                << Qt::endl;
    return Success;
}

int SheetCommand::runLeague(const QCommandLineParser &parser, CommandContext &context)
{
    if (!parser.positionalArguments().isEmpty())
        return context.fail(tr("'sheet --league' takes no TEAM_ID."), UsageError);
    if (parser.value(u"output"_s).isEmpty())
        return context.fail(tr("'sheet' needs -o FILE.pdf."), UsageError);
    League league;
    if (const int code = LeagueLookup::league(parser.value(u"league"_s), context, &league);
        code != Success)
        return code;
    Database *database = context.database(false);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules)
        return Failure;
    if (league.teamIds.isEmpty())
        return context.fail(
            tr("League %1 has no team: there is no sheet to print.").arg(league.name));
    const QString path = parser.value(u"output"_s);
    if (const RuleCheck where = OutputPath::check(path, database->path()); !where)
        return context.fail(where.reason);
    QString error;
    QList<Team> teams;
    const TeamStore store(*database);
    for (qint64 teamId : std::as_const(league.teamIds)) {
        std::optional<Team> team = store.load(teamId, &error);
        if (!team)
            return context.fail(error);
        teams << *team;
    }
    if (!LeagueSheets::exportPdf(teams, league.name, *rules, path, &error))
        return context.fail(error);
    context.out << tr("Wrote the sheets of the teams of %1 to %2, a page per team")
                       .arg(league.name, QDir::toNativeSeparators(QDir(path).absolutePath()))
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
