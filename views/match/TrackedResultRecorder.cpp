#include "TrackedResultRecorder.h"

#include "core/match/Match.h"
#include "core/match/MatchResult.h"
#include "core/storage/LeagueStore.h"
#include "core/storage/MatchLogStore.h"
#include "views/league/result/RecordResultDialog.h"

namespace dugout {

bool TrackedResultRecorder::record(std::shared_ptr<const Ruleset> rules, Database &database, qint64 trackedMatchId,
                                   const Match &match, QWidget *parent, QString *error)
{
    const MatchSetup &setup = match.setup();
    const LeagueStore leagues(database);
    const std::optional<League> league = leagues.load(setup.leagueId, error);
    if (!league)
        return false;
    const std::optional<Fixture> fixture = leagues.fixture(setup.fixtureId);
    if (!fixture) {
        if (error)
            *error = tr("The fixture of this match is no longer in the league's schedule.");
        return false;
    }
    const MatchRecord record = MatchResult::record(match.rules(), setup, match.events());
    qint64 resultId = 0;
    if (!RecordResultDialog::recordFor(std::move(rules), database, *league, *fixture, parent, &resultId, record))
        return false;
    return MatchLogStore(database).setStatus(trackedMatchId, TrackedMatchStatus::Finished, resultId, error);
}

} // namespace dugout
