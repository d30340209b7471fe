#include "LeagueTrophiesAction.h"

#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TrophyQuery.h"

using namespace Qt::StringLiterals;

namespace dugout::cli {

int LeagueTrophiesAction::run(const QString &leagueId, const QCommandLineParser &parser,
                              CommandContext &context)
{
    if (parser.isSet(u"player-of-the-year"_s)) {
        const QString value = parser.value(u"player-of-the-year"_s);
        if (value != u"on"_s && value != u"off"_s)
            return context.fail(tr("--player-of-the-year takes on or off, not '%1'.").arg(value),
                                UsageError);
        const auto rules = RulesetLoader::builtIn();
        if (!rules)
            return Failure;
        CommandTransaction transaction(context);
        if (!transaction.isOpen())
            return Failure;
        League league;
        if (const int code = LeagueLookup::league(leagueId, context, &league); code != Success)
            return code;
        league.options.playerOfTheYear = value == u"on"_s;
        QString error;
        if (!LeagueStore(transaction.database(), *rules).save(league, &error))
            return context.fail(error);
        if (!transaction.commit())
            return Failure;
        context.out << (league.options.playerOfTheYear
                            ? tr("%1 gives Spike! Magazine's Player of the Year after the Spike! "
                                 "final.")
                            : tr("%1 does not give Spike! Magazine's Player of the Year."))
                           .arg(league.name)
                    << '\n';
    }
    League league;
    if (const int code = LeagueLookup::league(leagueId, context, &league); code != Success)
        return code;
    Database *database = context.database(false);
    if (!database)
        return Failure;
    QString error;
    const QList<TrophyHolder> holders = TrophyQuery(*database).holders(league.id, &error);
    if (!error.isEmpty())
        return context.fail(error);
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    LeagueStore store(*database);
    const auto rules = RulesetLoader::builtIn(); // the gifts' skill names
    for (Major major : Majors::all()) {
        const auto holder =
            std::find_if(holders.begin(), holders.end(),
                         [major](const TrophyHolder &h) { return h.major == major; });
        if (holder == holders.end()) {
            context.out << tr("%1: not won yet in this league").arg(Majors::name(major)) << '\n';
            continue;
        }
        const std::optional<Season> season = store.season(holder->seasonId);
        context.out << tr("%1: %2 (%3), winner of the final of %4 (match %5) — %6")
                           .arg(Majors::name(major), names.value(holder->teamId))
                           .arg(holder->teamId)
                           .arg(season ? season->name : QString::number(holder->seasonId))
                           .arg(holder->matchId)
                           .arg(MajorTrophies::effect(major))
                    << '\n';
        // What the final gave for good (kept when the trophy passes on).
        if (!holder->chaosGifts.isEmpty()) {
            QStringList gifts;
            for (const ChaosGiftChoice &gift : holder->chaosGifts) {
                const Skill *skill = rules ? rules->skill(gift.skillId) : nullptr;
                gifts << tr("#%1 %2")
                             .arg(gift.number)
                             .arg(skill ? skill->name.current() : gift.skillId);
            }
            context.out << "  " << tr("Chaos gifts, kept for good: %1").arg(gifts.join(u", "_s))
                        << '\n';
        }
        if (const auto &award = holder->playerOfTheYear) {
            context.out << "  "
                        << tr("Player of the Year: #%1 %2 of %3 (%4 SPP) — %5")
                               .arg(award->number)
                               .arg(award->playerName, award->teamName)
                               .arg(award->spp)
                               .arg(award->gained ? tr("Fan Favourite for good")
                                                  : tr("already had Fan Favourite"))
                        << '\n';
        }
    }
    context.out.flush();
    return Success;
}

} // namespace dugout::cli
