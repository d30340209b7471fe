#include "TeamCommand.h"

#include "CommandArguments.h"
#include "core/Money.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/TeamStore.h"
#include "core/team/TeamFile.h"
#include "core/team/TeamJson.h"
#include "core/team/TeamRules.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString TeamCommand::name() const
{
    return u"team"_s;
}

QList<QPair<QString, QString>> TeamCommand::synopsis() const
{
    return {{u"team list"_s, tr("List the teams: id, name, roster, coach, team value")},
            {u"team export TEAM_ID"_s, tr("Print a team as JSON")},
            {u"team import FILE"_s,
             tr("Check a team's JSON file, CSV roster or OBBLM export (.xml) against the rules "
                "and add the team")}};
}

void TeamCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"action"_s, tr("list, export or import"));
    parser.addPositionalArgument(u"argument"_s, tr("TEAM_ID for export, FILE for import"),
                                 u"[TEAM_ID|FILE]"_s);
}

int TeamCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (action == u"list"_s && positional.size() == 1)
        return list(context);
    if (action == u"export"_s && positional.size() == 2)
        return exportTeam(positional.at(1), context);
    if (action == u"import"_s && positional.size() == 2)
        return importTeam(positional.at(1), context);
    if (action == u"export"_s || action == u"import"_s)
        return context.fail(tr("'team %1' takes exactly one argument.").arg(action), UsageError);
    if (action.isEmpty())
        return context.fail(tr("'team' needs an action: list, export or import."), UsageError);
    return context.fail(
        tr("unknown 'team' action '%1' (use list, export or import).").arg(positional.join(u' ')),
        UsageError);
}

int TeamCommand::list(CommandContext &context)
{
    Database *database = context.database(false);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules)
        return Failure;
    TeamStore store(*database);
    const TeamRules teamRules(*rules);
    QString error;
    const QList<TeamStore::Summary> summaries = store.list(&error);
    if (!error.isEmpty())
        return context.fail(error);
    for (const TeamStore::Summary &summary : summaries) {
        const auto team = store.load(summary.id);
        const Roster *roster = rules->roster(summary.rosterId);
        context.out << u"%1  %2  %3  %4  %5"_s.arg(summary.id, 4)
                           .arg(summary.name, -28)
                           .arg(roster ? roster->name.current() : summary.rosterId, -14)
                           .arg(summary.coach, -16)
                           .arg(team ? formatGold(teamRules.teamValue(*team)) : QString())
                    << '\n';
    }
    context.out.flush();
    return Success;
}

int TeamCommand::exportTeam(const QString &id, CommandContext &context)
{
    const qint64 teamId = CommandArguments::positiveId(id);
    if (teamId == 0)
        return context.fail(tr("'%1' is not a team id (see 'dugout team list').").arg(id),
                            UsageError);
    Database *database = context.database(false);
    const auto rules = RulesetLoader::builtIn();
    if (!database || !rules)
        return Failure;
    QString error;
    const auto team = TeamStore(*database).load(teamId, &error);
    if (!team)
        return context.fail(error);
    context.out << QString::fromUtf8(TeamFile::bytes(*team, *rules));
    context.out.flush();
    return Success;
}

int TeamCommand::importTeam(const QString &path, CommandContext &context)
{
    const std::optional<QByteArray> bytes = context.readFile(path);
    if (!bytes)
        return Failure;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    QStringList errors;
    auto team = TeamFile::fromBytes(*bytes, TeamFile::formatOf(path, *bytes), *rules, &errors);
    if (!team)
        return context.fail(tr("%1 was not imported:\n  %2").arg(path, errors.join(u"\n  "_s)));
    Database *database = context.database(true);
    if (!database)
        return Failure;
    QString error;
    if (!TeamStore(*database).save(*team, &error))
        return context.fail(error);
    context.out << tr("Imported %1 as team %2.").arg(team->name).arg(team->id) << Qt::endl;
    return Success;
}

} // namespace dugout::cli
