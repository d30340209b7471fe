#pragma once

#include "League.h"
#include "core/team/RuleCheck.h"

#include <QCoreApplication>

namespace dugout {

// A league's next season as the New season dialog makes it by default: every team of the
// league, spread over the divisions in blocks, in joining order.
class SeasonPlan
{
    Q_DECLARE_TR_FUNCTIONS(SeasonPlan)

public:
    static constexpr int MaxDivisions = 8; // as many as the dialog offers

    // "Season 2" for a league that has one season already.
    static QString defaultName(int seasonsSoFar);
    // "Division 1" for the first (1-based).
    static QString defaultDivisionName(int division);
    // A name, 0 to MaxDivisions divisions, and no more divisions than teams to fill them.
    static RuleCheck canCreate(const League &league, const QString &name, int divisions);
    // The season, not stored yet: its divisions carry negative placeholder ids its entries
    // refer to (LeagueStore::saveSeason gives the real ones).
    static Season create(const League &league, const QString &name, int divisions);
};

} // namespace dugout
