#pragma once

#include "core/team/RuleCheck.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

namespace dugout {

class Ruleset;
struct Position;
struct Team;

// Step 7 of the post-match sequence (rulebook l.3746–3755): a team that can field 10
// players or fewer for its next match MAY take free journeymen up to 11, each from a 0-16 or
// 0-12 position of its roster. The coach chooses how many and which positions; without a
// choice the team is filled up to 11 with the first such position (how older records ran).
class FreeJourneymen
{
    Q_DECLARE_TR_FUNCTIONS(FreeJourneymen)

public:
    // The positions a free journeyman may take, the biggest allowance first (the first is the
    // default one).
    static QList<const Position *> positions(const Ruleset &rules, const Team &team);
    static QStringList positionIds(const Ruleset &rules, const Team &team);
    // How many the team may take now: what it lacks to field 11 players next match.
    static int allowed(const Team &team);
    // Whether `positionId` may be a free journeyman of `team`, whatever the count.
    static RuleCheck checkPosition(const Ruleset &rules, const Team &team,
                                   const QString &positionId);
    // Whether the coach may take these journeymen now (positions and count).
    static RuleCheck check(const Ruleset &rules, const Team &team, const QStringList &positionIds);
    // What the team gets when the coach says nothing: the first position, up to 11.
    static QStringList byDefault(const Ruleset &rules, const Team &team);
};

} // namespace dugout
