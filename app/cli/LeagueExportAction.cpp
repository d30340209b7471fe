#include "LeagueExportAction.h"

#include "LeagueLookup.h"
#include "core/storage/LeagueHistoryExport.h"

#include <QJsonDocument>

namespace dugout::cli {

int LeagueExportAction::run(const QString &leagueText, CommandContext &context)
{
    qint64 leagueId = 0;
    if (const int code = LeagueLookup::leagueId(leagueText, context, &leagueId); code != Success)
        return code;
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const std::optional<QJsonObject> history =
        LeagueHistoryExport::toJson(*database, leagueId, &error);
    if (!history)
        return context.fail(error);
    context.out << QString::fromUtf8(QJsonDocument(*history).toJson(QJsonDocument::Indented));
    return Success;
}

} // namespace dugout::cli
