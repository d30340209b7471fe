#include "LeaguePlayoffsAction.h"

#include "CommandTransaction.h"
#include "LeagueLookup.h"
#include "core/dice/RandomDice.h"
#include "core/league/PlayoffCandidates.h"
#include "core/league/PlayoffRules.h"
#include "core/league/PlayoffSelection.h"
#include "core/league/PlayoffTable.h"
#include "core/league/ScheduleRules.h"
#include "core/rules/RulesetLoader.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/TeamStore.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace dugout::cli {

namespace {

// Each team of the season as the selection sees it (PlayoffCandidates).
QList<PlayoffCandidate> candidatesOf(Database &database, const League &league, const Season &season,
                                     const Ruleset &rules, QHash<qint64, QString> *names,
                                     QString *error)
{
    QList<qint64> teamIds;
    for (const SeasonEntry &entry : season.entries)
        teamIds.append(entry.teamId);
    const QList<MatchSummary> matches =
        LeagueStore(database).summaries(league.id, season.id, error);
    if (!error->isEmpty())
        return {};
    const QList<TeamTotals> totals = TeamStore(database).totals(teamIds, error);
    if (!error->isEmpty())
        return {};
    for (const TeamTotals &team : totals)
        names->insert(team.id, team.name);
    return PlayoffCandidates::of(totals, matches, league.options, rules);
}

} // namespace

int LeaguePlayoffsAction::run(const QString &leagueId, const QCommandLineParser &parser,
                              CommandContext &context)
{
    if (parser.isSet(u"final"_s)) {
        for (const QString &option : {u"by"_s, u"create"_s, u"major"_s}) {
            if (parser.isSet(option))
                return context.fail(tr("--final takes no --%1: the final is between the winners "
                                       "of the semi-finals.")
                                        .arg(option),
                                    UsageError);
        }
        return final(leagueId, parser, context);
    }
    std::optional<PlayoffCriterion> criterionChosen;
    if (parser.isSet(u"by"_s)) {
        const std::optional<PlayoffCriterion> chosen =
            PlayoffSelection::criterionFromKey(parser.value(u"by"_s));
        if (!chosen)
            return context.fail(tr("--by takes team_value, win_rate, team_value_times_win_rate, "
                                   "points_3_1_0, points_5_3_1 or playoff_rounds, not '%1'.")
                                    .arg(parser.value(u"by"_s)),
                                UsageError);
        criterionChosen = *chosen;
    }
    Major major = Major::None;
    if (parser.isSet(u"major"_s)) {
        const std::optional<Major> chosen = Majors::fromKey(parser.value(u"major"_s));
        if (!chosen || *chosen == Major::None)
            return context.fail(tr("--major takes chaos_cup, blood_bowl, spike or dungeonbowl, "
                                   "not '%1'.")
                                    .arg(parser.value(u"major"_s)),
                                UsageError);
        if (!parser.isSet(u"create"_s))
            return context.fail(tr("--major goes with --create: it names the major whose edition "
                                   "the stored semi-finals are."),
                                UsageError);
        major = *chosen;
    }
    const bool create = parser.isSet(u"create"_s);
    // Read, drawn and stored in one transaction when the draw is kept: nobody adds the
    // semi-finals twice.
    std::optional<CommandTransaction> transaction;
    if (create) {
        transaction.emplace(context);
        if (!transaction->isOpen())
            return Failure;
    }
    League league;
    Season season;
    if (const int code = LeagueLookup::leagueSeason(leagueId, parser, context, &league, &season);
        code != Success)
        return code;
    // Without --by, the league's own points choose (PlayoffCandidates::leagueDefault).
    const PlayoffCriterion criterion =
        criterionChosen.value_or(PlayoffCandidates::leagueDefault(league.options));
    const auto rules = RulesetLoader::builtIn();
    Database *database = context.database(false);
    if (!rules || !database)
        return Failure;
    LeagueStore store(*database);
    QString error;
    const QList<Fixture> fixtures = store.fixtures(season.id, &error);
    if (!error.isEmpty())
        return context.fail(error);
    if (create) {
        if (const RuleCheck check = PlayoffRules::canDrawSemiFinals(fixtures); !check)
            return context.fail(check.reason);
    }
    QHash<qint64, QString> names;
    const QList<PlayoffCandidate> candidates =
        candidatesOf(*database, league, season, *rules, &names, &error);
    if (!error.isEmpty())
        return context.fail(error);
    RandomDice dice;
    const std::optional<PlayoffDraw> draw =
        PlayoffSelection::draw(candidates, criterion, dice, &error);
    if (!draw)
        return context.fail(error);

    QList<Fixture> semiFinals;
    if (create) {
        for (Fixture fixture : PlayoffTable::semiFinals(
                 *draw, season.id, ScheduleRules::nextRound(fixtures), major)) {
            if (!store.addFixture(fixture, &error))
                return context.fail(error);
            semiFinals << fixture;
        }
        if (!transaction->commit())
            return Failure;
    }

    const QLocale locale;
    context.out << (major == Major::None
                        ? tr("%1 — %2: end-of-season tournament by %3")
                              .arg(league.name, season.name,
                                   PlayoffSelection::criterionName(criterion))
                        : tr("%1 — %2: %4, chosen by %3")
                              .arg(league.name, season.name,
                                   PlayoffSelection::criterionName(criterion), Majors::name(major)))
                << '\n';
    // The same table as the League area's dialog, its qualified teams with their record.
    int place = 0;
    for (const PlayoffTableRow &row : PlayoffTable::of(candidates, criterion, draw)) {
        if (!row.in())
            continue;
        const qint64 id = row.teamId;
        const PlayoffCandidate c =
            *std::find_if(candidates.begin(), candidates.end(),
                          [id](const PlayoffCandidate &x) { return x.teamId == id; });
        QString line = tr("%1. %2 (%3): team value %4, %5 won of %6, %7/%8/%9")
                           .arg(++place)
                           .arg(names.value(id))
                           .arg(id)
                           .arg(locale.toString(c.teamValue))
                           .arg(c.wins)
                           .arg(c.played)
                           .arg(c.wins)
                           .arg(c.draws)
                           .arg(c.losses);
        if (criterion == PlayoffCriterion::PlayoffRounds)
            line += tr("; play-off rounds: %n point(s)", nullptr, int(c.playoffRoundsPoints));
        if (row.place == PlayoffPlace::InByLot)
            line += tr(" — level at the cut, placed by lot");
        context.out << line << '\n';
    }
    for (int i = 0; i < draw->semiFinals.size(); ++i) {
        const auto &[home, away] = draw->semiFinals[i];
        QString line = tr("Semi-final %1: %2 (%3) v %4 (%5)")
                           .arg(i + 1)
                           .arg(names.value(home))
                           .arg(home)
                           .arg(names.value(away))
                           .arg(away);
        if (create)
            line += tr(" — fixture %1").arg(semiFinals.at(i).id);
        context.out << line << '\n';
    }
    context.out << (create ? tr("Stored. The gate and the winnings of the semi-finals and the "
                                "final are doubled; once both semi-finals are played, "
                                "'dugout league playoffs %1 --final' adds the final.")
                                 .arg(league.id)
                           : tr("Nothing stored: --create keeps a draw as the season's "
                                "semi-finals. The winners meet in the final."))
                << Qt::endl;
    return Success;
}

int LeaguePlayoffsAction::final(const QString &leagueId, const QCommandLineParser &parser,
                                CommandContext &context)
{
    CommandTransaction transaction(context);
    if (!transaction.isOpen())
        return Failure;
    League league;
    Season season;
    if (const int code = LeagueLookup::leagueSeason(leagueId, parser, context, &league, &season);
        code != Success)
        return code;
    LeagueStore store(transaction.database());
    QString error;
    const QList<Fixture> fixtures = store.fixtures(season.id, &error);
    const QList<MatchSummary> matches =
        error.isEmpty() ? store.summaries(league.id, season.id, &error) : QList<MatchSummary>();
    if (!error.isEmpty())
        return context.fail(error);
    Fixture final;
    if (const RuleCheck check = PlayoffRules::finalFrom(fixtures, matches, &final); !check)
        return context.fail(check.reason);
    if (!store.addFixture(final, &error))
        return context.fail(error);
    if (!transaction.commit())
        return Failure;
    const QHash<qint64, QString> names = LeagueLookup::teamNames(context);
    context.out << tr("Final: %1 (%2) v %3 (%4) — fixture %5")
                       .arg(names.value(final.homeTeamId))
                       .arg(final.homeTeamId)
                       .arg(names.value(final.awayTeamId))
                       .arg(final.awayTeamId)
                       .arg(final.id)
                << Qt::endl;
    return Success;
}

} // namespace dugout::cli
