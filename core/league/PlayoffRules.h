#pragma once

#include "FixtureStage.h"
#include "League.h"
#include "LeagueOptions.h"
#include "MatchSummary.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// What the end-of-season tournament changes for its matches, and how it goes on.
// - The gate and the winnings of the semi-finals and the final are doubled (rulebook l.4072–4073).
// - Their teams receive no handicap gold for inducements (l.3937–3942, l.4017–4018); for the
//   play-off rounds the commissioner decides (l.3969–3971). LeagueOptions::playoffInducements is
//   that decision, and it also lets the commissioner allow them in the semi-finals and the final.
// - A knockout match needs a winner: a level score goes on into sudden-death extra time
//   (l.1871–1886), so a semi-final or final is recorded with the score after it.
// - The two winners of the semi-finals meet in the final (l.4015–4016).
class PlayoffRules
{
    Q_DECLARE_TR_FUNCTIONS(PlayoffRules)

public:
    // The semi-finals and the final.
    static bool isKnockout(FixtureStage stage);
    static int gateMultiplier(FixtureStage stage);
    static int winningsMultiplier(FixtureStage stage);
    static bool handicapAllowed(FixtureStage stage, const LeagueOptions &options);
    // A level score in a knockout match is refused with the reason.
    static RuleCheck canEndLevel(FixtureStage stage);
    // The final of a season whose fixtures are `fixtures` and results `matches`: refused while
    // the two semi-finals are not both played or a final already exists; otherwise `final` gets
    // the two winners (the first semi-final's winner at home) and the stage.
    static RuleCheck finalFrom(const QList<Fixture> &fixtures, const QList<MatchSummary> &matches,
                               Fixture *final);
    // "semi-final", "final (Chaos Cup)", "play-off round"; empty for a regular fixture.
    static QString stageName(const Fixture &fixture);
    // Refused when the season already has semi-finals (the draw is made once).
    static RuleCheck canDrawSemiFinals(const QList<Fixture> &fixtures);
};

} // namespace dugout
