#include "TrackedMatchHandover.h"

#include "LeagueStore.h"
#include "MatchLogStore.h"
#include "TeamStore.h"
#include "core/league/PostMatchSequence.h"
#include "core/match/Match.h"
#include "core/match/MatchResult.h"

namespace dugout {

std::optional<TrackedMatchHandover> TrackedMatchHandover::load(Database &database,
                                                               const Ruleset &rules,
                                                               qint64 trackedMatchId,
                                                               QString *error)
{
    auto refuse = [error](const QString &reason) {
        if (error)
            *error = reason;
        return std::nullopt;
    };
    QString why;
    const std::optional<StoredTrackedMatch> stored =
        MatchLogStore(database).load(trackedMatchId, &why);
    if (!stored)
        return refuse(why);
    const MatchSetup &setup = stored->setup;
    if (setup.leagueId <= 0 || setup.fixtureId <= 0)
        return refuse(tr("Tracked match %1 is an exhibition: it has no league to record its "
                         "result in.")
                          .arg(trackedMatchId));
    // Already recorded is checked before the log is replayed: the answer does not need it.
    if (stored->resultMatchId > 0)
        return refuse(tr("Tracked match %1 is already recorded, as match %2.")
                          .arg(trackedMatchId)
                          .arg(stored->resultMatchId));
    if (stored->status == TrackedMatchStatus::Abandoned)
        return refuse(tr("Tracked match %1 was abandoned: it has no result.").arg(trackedMatchId));
    const Match match = Match::replay(rules, setup, stored->events, &why);
    if (!why.isEmpty())
        return refuse(
            tr("Tracked match %1 does not replay to the end: %2").arg(trackedMatchId).arg(why));
    if (match.state().phase != MatchPhase::Finished)
        return refuse(tr("Tracked match %1 is not finished: play it to the end, or record a "
                         "concession, first.")
                          .arg(trackedMatchId));
    const LeagueStore leagues(database);
    std::optional<League> league = leagues.load(setup.leagueId, &why);
    if (!league)
        return refuse(why);
    std::optional<Fixture> fixture = leagues.fixture(setup.fixtureId);
    if (!fixture)
        return refuse(tr("The fixture of tracked match %1 is no longer in the league's schedule.")
                          .arg(trackedMatchId));
    TrackedMatchHandover handover;
    handover.league = std::move(*league);
    handover.fixture = std::move(*fixture);
    // The figures `match record` works out from the purchases (the gold each team spent, its
    // induced players, its wandering apothecaries), with the teams as stored, as the post-match
    // sequence reads them: `match result --json` prints what `match record` would record.
    // Problems with the purchases are the preview's to report, with the rest of the record.
    const TeamStore teams(database);
    const Team home = teams.load(setup.home.id).value_or(setup.home);
    const Team away = teams.load(setup.away.id).value_or(setup.away);
    QStringList reportedLater;
    handover.record =
        PostMatchSequence(rules, handover.league.options)
            .withInducements(home, away, MatchResult::record(match.rules(), setup, match.events()),
                             &reportedLater);
    return handover;
}

bool TrackedMatchHandover::markRecorded(Database &database, qint64 trackedMatchId,
                                        qint64 resultMatchId, QString *error)
{
    return MatchLogStore(database).setStatus(trackedMatchId, TrackedMatchStatus::Finished,
                                             resultMatchId, error);
}

} // namespace dugout
