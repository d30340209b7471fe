#include "TrackedResultRecorder.h"

#include "core/match/Match.h"
#include "core/match/MatchResult.h"
#include "core/storage/LeagueStore.h"
#include "views/league/result/RecordResultDialog.h"

namespace dugout {

bool TrackedResultRecorder::record(std::shared_ptr<const Ruleset> rules, Database &database,
                                   qint64 trackedMatchId, const Match &match, QWidget *parent,
                                   QString *error)
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
    // The dialog marks the tracked match finished in the transaction that stores the result.
    return RecordResultDialog::recordFor(std::move(rules), database, *league, *fixture, parent,
                                         nullptr, record, trackedMatchId);
}

} // namespace dugout
