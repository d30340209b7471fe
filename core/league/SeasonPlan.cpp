#include "SeasonPlan.h"

#include "core/InputLimits.h"

namespace dugout {

QString SeasonPlan::defaultName(int seasonsSoFar)
{
    //: The default name of a league's next season: "Season 2".
    return tr("Season %1").arg(seasonsSoFar + 1);
}

QString SeasonPlan::defaultDivisionName(int division)
{
    //: The default name of a season's division: "Division 1".
    return tr("Division %1").arg(division);
}

RuleCheck SeasonPlan::canCreate(const League &league, const QString &name, int divisions)
{
    if (name.trimmed().isEmpty())
        return RuleCheck::refused(tr("A season needs a name."));
    if (RuleCheck length = InputLimits::checkName(name, tr("The season's name")); !length)
        return length;
    if (divisions < 0 || divisions > MaxDivisions)
        return RuleCheck::refused(
            tr("A season has from 0 to %1 divisions, not %2.").arg(MaxDivisions).arg(divisions));
    if (divisions > league.teamIds.size())
        return RuleCheck::refused(tr("%1 has %n team(s): not enough for %2 divisions.", nullptr,
                                     int(league.teamIds.size()))
                                      .arg(league.name)
                                      .arg(divisions));
    return RuleCheck::ok();
}

Season SeasonPlan::create(const League &league, const QString &name, int divisions)
{
    Season season;
    season.leagueId = league.id;
    season.name = name.trimmed();
    for (int i = 0; i < divisions; ++i)
        season.divisions << Division{-(i + 1), defaultDivisionName(i + 1)};
    const auto teams = league.teamIds.size();
    for (qsizetype row = 0; row < teams; ++row) {
        // Blocks in joining order, as the dialog spreads them: the first teams in division 1.
        const qint64 divisionId =
            divisions > 0 ? season.divisions.at(row * divisions / teams).id : 0;
        season.entries << SeasonEntry{league.teamIds.at(row), divisionId};
    }
    return season;
}

} // namespace dugout
