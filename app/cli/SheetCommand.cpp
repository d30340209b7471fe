#include "SheetCommand.h"

#include "core/rules/RulesetLoader.h"
#include "core/storage/TeamStore.h"
#include "core/storage/OutputPath.h"
#include "views/print/TeamSheetRenderer.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace dugout::cli {

QString SheetCommand::name() const
{
    return u"sheet"_s;
}

QList<QPair<QString, QString>> SheetCommand::synopsis() const
{
    return {{u"sheet TEAM_ID -o FILE.pdf"_s, tr("Print a team's sheet to a PDF file (A4 landscape)")}};
}

void SheetCommand::addOptions(QCommandLineParser &parser) const
{
    parser.addPositionalArgument(u"team"_s, tr("The team's id (see 'dugout team list')"), u"TEAM_ID"_s);
    parser.addOption({{u"o"_s, u"output"_s}, tr("The PDF file to write."), tr("file")});
}

int SheetCommand::run(const QCommandLineParser &parser, CommandContext &context)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1)
        return context.fail(tr("'sheet' takes exactly one TEAM_ID."), UsageError);
    if (parser.value(u"output"_s).isEmpty())
        return context.fail(tr("'sheet' needs -o FILE.pdf."), UsageError);
    bool ok = false;
    const qint64 teamId = positional.first().toLongLong(&ok);
    if (!ok || teamId <= 0)
        return context.fail(tr("'%1' is not a team id (see 'dugout team list').").arg(positional.first()), UsageError);
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
    context.out << tr("Wrote the sheet of %1 to %2").arg(team->name, QDir::toNativeSeparators(QDir(path).absolutePath())) << Qt::endl;
    return Success;
}

} // namespace dugout::cli
