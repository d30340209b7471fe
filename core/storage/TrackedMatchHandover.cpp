#include "TrackedMatchHandover.h"

#include "LeagueStore.h"
#include "MatchLogStore.h"
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
    handover.record = MatchResult::record(match.rules(), setup, match.events());
    return handover;
}

bool TrackedMatchHandover::markRecorded(Database &database, qint64 trackedMatchId,
                                        qint64 resultMatchId, QString *error)
{
    return MatchLogStore(database).setStatus(trackedMatchId, TrackedMatchStatus::Finished,
                                             resultMatchId, error);
}

} // namespace dugout
