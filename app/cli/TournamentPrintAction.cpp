#include "TournamentPrintAction.h"

#include "CommandArguments.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/OutputPath.h"
#include "core/storage/TournamentStore.h"
#include "print/TournamentSheetRenderer.h"

#include <QDir>

using namespace Qt::StringLiterals;

namespace dugout::cli {

int TournamentPrintAction::run(const QString &id, const QString &pairings, const QString &slips,
                               bool standings, const QString &output, CommandContext &context)
{
    const qint64 tournamentId = CommandArguments::positiveId(id);
    if (tournamentId == 0)
        return context.fail(tr("The tournament's id must be a positive number, not '%1'.").arg(id),
                            UsageError);
    const int chosen = int(!pairings.isEmpty()) + int(!slips.isEmpty()) + int(standings);
    if (chosen != 1)
        return context.fail(
            tr("'tournament print' needs one of --pairings ROUND, --slips ROUND or --standings."),
            UsageError);
    if (output.isEmpty())
        return context.fail(tr("'tournament print' needs -o FILE.pdf."), UsageError);
    using Sheet = TournamentSheetRenderer::Sheet;
    const Sheet sheet = standings            ? Sheet::Standings
                        : pairings.isEmpty() ? Sheet::Slips
                                             : Sheet::Pairings;
    int round = 0;
    if (!standings) {
        const QString text = pairings.isEmpty() ? slips : pairings;
        bool ok = false;
        round = text.toInt(&ok);
        if (!ok || round < 1)
            return context.fail(tr("The round must be a positive number, not '%1'.").arg(text),
                                UsageError);
    }
    const auto rules = RulesetLoader::builtIn();
    Database *database = context.database(false);
    if (!rules || !database)
        return Failure;
    if (const RuleCheck where = OutputPath::check(output, database->path()); !where)
        return context.fail(where.reason);
    QString error;
    const std::optional<Tournament> t =
        TournamentStore(*database, *rules).load(tournamentId, &error);
    if (!t)
        return context.fail(error);
    const TournamentSheetRenderer renderer(*t, *rules);
    if (!renderer.exportPdf(output, sheet, round, &error))
        return context.fail(error);
    context.out << tr("Wrote %1.").arg(QDir::toNativeSeparators(QDir(output).absolutePath()))
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
