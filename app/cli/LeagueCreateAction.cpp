#include "LeagueCreateAction.h"

#include "CommandTransaction.h"
#include "core/league/LeagueFile.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueCreateAction::run(const QString &path, CommandContext &context)
{
    const std::optional<QByteArray> bytes = context.readFile(path);
    if (!bytes)
        return Failure;
    const auto rules = RulesetLoader::builtIn();
    if (!rules)
        return Failure;
    QStringList errors;
    std::optional<League> league = LeagueFile::read(*bytes, *rules, &errors);
    if (!league)
        return context.fail(tr("%1 was not stored:\n  %2").arg(path, errors.join(u"\n  "_s)));
    CommandTransaction transaction(context, true);
    if (!transaction.isOpen())
        return Failure;
    QString error;
    if (!LeagueStore(transaction.database(), *rules).save(*league, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    // Only the id, so that a script can keep it: LEAGUE=$(dugout league create league.json).
    context.out << league->id << Qt::endl;
    return Success;
}

} // namespace dugout::cli
